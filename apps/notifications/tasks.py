"""Celery tasks of the notification centre."""

from celery import shared_task

from apps.notifications import services


@shared_task
def notifications_purge() -> int:
    return services.notifications_purge()
