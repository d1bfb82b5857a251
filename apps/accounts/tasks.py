from celery import shared_task

from apps.accounts.services import auth_records_purge


@shared_task
def purge_expired_auth_records() -> int:
    return auth_records_purge()
