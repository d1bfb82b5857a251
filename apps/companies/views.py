"""The companies' pages outside the API: the logos, served from this site (apps/companies/logos.py)."""

from django.core.files.storage import default_storage
from django.http import FileResponse, Http404, HttpResponseNotModified
from django.views.decorators.http import require_safe

from apps.companies.logos import logo_storage_name

# A logo's URL names its content's digest: the file behind it never changes, so browsers and
# proxies may keep it for a year without asking again.
LOGO_CACHE_CONTROL = "public, max-age=31536000, immutable"


@require_safe
def company_logo(request, digest: str):
    """A stored logo (a PNG the server made itself), with long cache headers; no API key (an
    <img> sends none) and nothing private: a logo is public, like the company's website."""
    name = logo_storage_name(digest)
    etag = f'"{digest}"'
    if not default_storage.exists(name):
        raise Http404("No such logo.")
    if etag in [tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")]:
        response = HttpResponseNotModified()
    else:
        response = FileResponse(default_storage.open(name, "rb"), content_type="image/png")
    response["ETag"] = etag
    response["Cache-Control"] = LOGO_CACHE_CONTROL
    return response
