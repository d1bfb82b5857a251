"""Pending requests expire OUTREACH_REQUEST_DAYS after they were sent (the beat task, and a send
that finds an expired request in its way)."""

from django.db import transaction
from django.utils import timezone

from apps.outreach import delivery, notices
from apps.outreach import hooks as outreach_hooks
from apps.outreach.models import IntroRequest

BATCH = 200


def _expire_locked(rows: list[IntroRequest], *, now) -> int:
    """Marks these locked, pending rows expired and tells their senders and both companies
    (after commit). Answers how many changed."""
    changed = IntroRequest.objects.filter(pk__in=[row.pk for row in rows], state=IntroRequest.State.PENDING).update(
        state=IntroRequest.State.EXPIRED, decided_at=now
    )
    for row in rows:
        row.state, row.decided_at = IntroRequest.State.EXPIRED, now
        delivery.request_mail_decided(row)
        delivery.request_event(row)
        notices.request_notify_decided(row)
    # Their follow-ups stop, under the rows' locks.
    outreach_hooks.request_left_pending(
        intro_request_ids=[row.pk for row in rows], state=IntroRequest.State.EXPIRED, now=now
    )
    return changed


def intro_requests_expire(*, now=None) -> int:
    """Every pending request past its expiry becomes Expired, once: each batch is taken with
    its rows locked and those another run holds skipped, and only rows still pending change,
    so two runs at once (two beat schedulers, a retry) change each request once and tell its
    sender once. Answers how many this run expired."""
    now = now or timezone.now()
    expired = 0
    while True:
        with transaction.atomic():
            rows = list(
                IntroRequest.objects.select_for_update(of=("self",), skip_locked=True)
                .select_related("sender_user", "receiver_company", "sender_company")
                .filter(state=IntroRequest.State.PENDING, expires_at__lte=now)
                .order_by("id")[:BATCH]
            )
            if not rows:
                return expired
            expired += _expire_locked(rows, now=now)


def intro_request_expire_if_due(*, intro_request: IntroRequest, now) -> bool:
    """Within a transaction that holds the request's lock: expires it when it is pending and
    past its expiry. Answers whether it did."""
    if intro_request.state != IntroRequest.State.PENDING or intro_request.expires_at > now:
        return False
    return bool(_expire_locked([intro_request], now=now))
