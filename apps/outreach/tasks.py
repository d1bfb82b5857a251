"""Celery tasks of outreach: the message notices of a new message (queued after it commits), and
the beat tasks that expire pending requests and send the message digests. Each is safe to run
twice, also at once."""

from celery import shared_task

from apps.outreach import delivery, expiry


@shared_task
def message_notices_send(message_id: int) -> int:
    return delivery.message_notices_deliver(message_id=message_id)


@shared_task
def outreach_requests_expire() -> int:
    return expiry.intro_requests_expire()


@shared_task
def outreach_message_digests() -> int:
    return delivery.message_digests_deliver()
