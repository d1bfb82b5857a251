from celery import shared_task

from apps.billing.services import subscriptions_expire


@shared_task
def expire_subscriptions() -> int:
    return subscriptions_expire()
