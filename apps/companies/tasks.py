"""The companies app's Celery tasks (found by the workers' autodiscovery)."""

from apps.companies.import_jobs import company_import_run_task

__all__ = ["company_import_run_task"]
