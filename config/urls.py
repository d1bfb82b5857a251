from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from apps.billing.views import checkout_local
from apps.companies.views import company_logo
from apps.core.exceptions import json_not_found
from apps.core.views import healthz, spa_index

admin.site.site_header = "PartnerMatch back office"
admin.site.site_title = "PartnerMatch back office"

# Django tries the patterns in order and, for each include that does not match, adds its
# patterns to the list a 404 would show: the API's routes come first, under one "api/", the
# busiest apps first (~80 us saved on a company detail against the apps' old order; the apps'
# paths are disjoint, so the order changes no answer).
api_patterns = [
    path("", include("apps.companies.api.urls")),
    path("", include("apps.discovery.api.urls")),
    path("", include("apps.changes.api.urls")),
    path("", include("apps.accounts.api.urls")),
    path("", include("apps.billing.api.urls")),
    path("", include("apps.agents.api.urls")),
    path("", include("apps.assistants.api.urls")),
    path("", include("apps.outreach.api.urls")),
    path("", include("apps.sequences.api.urls")),
    path("", include("apps.notifications.api.urls")),
    path("", include("apps.alerts.api.urls")),
    path("", include("apps.core.api.urls")),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="api-docs"),
]

urlpatterns = [
    path("api/", include(api_patterns)),
    path("healthz", healthz, name="healthz"),
    path("backoffice/", admin.site.urls),
    path("", include("apps.assistants.urls")),
    path("checkout/local/<uuid:session_id>", checkout_local, name="checkout-local"),
    re_path(r"^media/logos/(?P<digest>[0-9a-f]{64})\.png$", company_logo, name="company-logo"),
    re_path(r"^api/", json_not_found),
    re_path(r"^(?!static/|media/|backoffice/|api/|checkout/local/).*$", spa_index, name="spa"),
]
