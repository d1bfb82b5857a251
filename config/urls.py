from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

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
    re_path(r"^api/", json_not_found),
    re_path(r"^(?!static/|media/|backoffice/|api/).*$", spa_index, name="spa"),
]
