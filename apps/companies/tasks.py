"""The companies app's Celery tasks (found by the workers' autodiscovery)."""

from celery import shared_task

from apps.companies.import_jobs import company_import_run_task
from apps.companies.services import featured_windows_open

__all__ = ["company_import_run_task", "open_featured_windows"]


@shared_task
def open_featured_windows() -> int:
    """Daily: this month's featured window of every active Growth subscription (services)."""
    return featured_windows_open()
