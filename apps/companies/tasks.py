"""The companies app's Celery tasks (found by the workers' autodiscovery)."""

from celery import shared_task

from apps.companies.import_jobs import company_import_run_task
from apps.companies.logo_jobs import company_logo_fetch, company_logos_queue
from apps.companies.services import featured_windows_open

__all__ = ["company_import_run_task", "company_logo_fetch", "company_logos_sweep", "open_featured_windows"]

# Logos queued per hourly sweep: the rows from before logos were fetched arrive over a few
# hours instead of all at once at the logo service.
LOGO_SWEEP_LIMIT = 500


@shared_task
def open_featured_windows() -> int:
    """Daily: this month's featured window of every active Growth subscription (services)."""
    return featured_windows_open()


@shared_task
def company_logos_sweep() -> int:
    """Hourly: queues the logos still due (the service was unavailable, or rows from before)."""
    return company_logos_queue(limit=LOGO_SWEEP_LIMIT)
