"""The beat task of sequences: the steps due now, each sent exactly once (sending.py). Safe to
run twice, also at once."""

from datetime import datetime

from celery import shared_task

from apps.sequences import sending


@shared_task
def sequence_steps_send(now: str | None = None) -> dict:
    """`now` (an ISO 8601 time, tests only): the clock to run at; beat passes nothing."""
    return sending.steps_send(now=datetime.fromisoformat(now) if now else None)
