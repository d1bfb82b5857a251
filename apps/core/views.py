from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from apps.core.selectors import health_report, sign_in_providers_configured


@require_GET
@never_cache
def healthz(request):
    report = health_report()
    return JsonResponse(report, status=200 if report["status"] == "ok" else 503)


def spa_config():
    """Runtime configuration the SPA reads from the page (no secrets beyond the SPA key)."""
    providers = sign_in_providers_configured()
    return {
        "apiKey": settings.SPA_API_KEY,
        "googleSignInEnabled": providers.get("google", False),
        "passwordlessSignInEnabled": providers.get("wwpass", False),
    }


@never_cache
def spa_index(request, *args, **kwargs):
    """Every non-API path gets the SPA; its router shows the page or the not-found screen."""
    try:
        template = get_template("index.html")
    except TemplateDoesNotExist:
        return HttpResponse(
            "The web app has not been built yet. Run `make build` (or `make run`).",
            status=503,
            content_type="text/plain",
        )
    return HttpResponse(template.render({"app_config": spa_config()}, request))
