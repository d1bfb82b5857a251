from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from apps.billing.views import checkout_local
from apps.core.exceptions import json_not_found
from apps.core.views import healthz, spa_index

admin.site.site_header = "PartnerMatch back office"
admin.site.site_title = "PartnerMatch back office"

urlpatterns = [
    path("backoffice/", admin.site.urls),
    path("healthz", healthz, name="healthz"),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="api-docs"),
    path("api/", include("apps.accounts.api.urls")),
    path("api/", include("apps.billing.api.urls")),
    path("api/", include("apps.core.api.urls")),
    path("api/", include("apps.companies.api.urls")),
    path("api/", include("apps.changes.api.urls")),
    path("api/", include("apps.discovery.api.urls")),
    path("api/", include("apps.agents.api.urls")),
    path("api/", include("apps.assistants.api.urls")),
    path("", include("apps.assistants.urls")),
    path("checkout/local/<uuid:session_id>", checkout_local, name="checkout-local"),
    re_path(r"^api/", json_not_found),
    re_path(r"^(?!static/|media/|backoffice/|api/|checkout/local/).*$", spa_index, name="spa"),
]
