"""A company's logo as a job (issue 22): `company_logo_fetch_queue` queues the fetch once the
save commits (receivers.py: whenever a company is saved with a website host its logo was not
fetched for), `company_logo_fetch` (a Celery task, inline in the embedded default) fetches it
through the logo service's adapter (logos.py) and stores it; `company_logos_queue` queues what
is still due (the hourly sweep, `manage.py company_logos_fetch`)."""

from functools import partial

from celery import shared_task
from django.conf import settings
from django.db import transaction
from django.db.models import F

from apps.companies import logos
from apps.companies.models import Company


def company_logo_refresh(*, company_id: int) -> str | None:
    """The rule of a company's logo (spec section 3: it comes from the website's host through a
    logo service): fetched by the server for the host once (apps/companies/logos.py) and
    stored, '' when the service has none that may be used. Safe to run twice: a company whose
    logo is already the one of its host is left alone, and a website changed during the fetch
    wins (its own fetch is queued). Answers the logo URL stored, or None when nothing changed
    (the service unavailable or resting, or no logo service configured: the fetch stays due)."""
    due = Company.objects.filter(pk=company_id).values("domain", "logo_host").first()
    if due is None or due["domain"] == due["logo_host"]:
        return None
    host = due["domain"]
    url = ""
    if host:
        if not settings.LOGO_SERVICE_URL_TEMPLATE:
            return None
        try:
            url = logos.logo_fetch(host)
        except logos.LogoServiceUnavailable:
            return None
    with transaction.atomic():
        company = Company.objects.select_for_update().only("pk", "domain", "logo_url", "logo_host").get(pk=company_id)
        if company.domain != host:
            return None
        company.logo_url, company.logo_host = url, host
        # Signals: the detail caches and discovery's index (a logo counts towards completeness).
        company.save(update_fields=["logo_url", "logo_host"])
    return url


@shared_task
def company_logo_fetch(company_id: int) -> str | None:
    """A company's logo from the logo service, stored on this site (company_logo_refresh)."""
    return company_logo_refresh(company_id=company_id)


def company_logo_fetch_queue(*, company_id: int, using: str | None = None) -> None:
    """Queues the fetch of a company's logo once the current transaction commits (a failure to
    queue, e.g. the broker down, is logged: the hourly sweep queues it again)."""
    transaction.on_commit(partial(company_logo_fetch.delay, company_id), using=using, robust=True)


def company_logos_queue(*, limit: int | None = None, retry_missing: bool = False) -> int:
    """Queues the fetch of every company logo that is due: never fetched for the company's
    website host (a new company or website, the rows from before logos were fetched), oldest
    first, at most `limit`; with `retry_missing` also those whose host had no usable logo at
    the last try. Answers how many were queued (idempotent: a fetch that is no longer due
    does nothing)."""
    if retry_missing:
        Company.objects.filter(logo_url="").exclude(domain="").exclude(logo_host="").update(logo_host="")
    due = Company.objects.exclude(logo_host=F("domain")).order_by("pk").values_list("pk", flat=True)
    ids = list(due[:limit] if limit else due)
    for company_id in ids:
        company_logo_fetch_queue(company_id=company_id)
    return len(ids)
