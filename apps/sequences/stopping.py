"""What ends an enrolment (docs/sequences.md "What stops a sequence"), in one place: outreach's
hooks (a request left Pending; a company may have refused follow-ups), the member's stops, and
the checks a step makes when it is sent (sending.py)."""

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from apps.outreach import selectors as outreach_selectors
from apps.sequences.models import Enrolment, StepSend

REPLIES = {Enrolment.Reason.ACCEPTED, Enrolment.Reason.DECLINED}


def enrolments_end(enrolments, *, reason: str, now) -> int:
    """Ends these enrolments (a queryset; only the active ones, and for an answer the finished
    ones too, change): an accept or a decline makes them `replied`, anything else `stopped`.
    Their open claims are cancelled. Answers how many changed."""
    if reason in REPLIES:
        # An answer after the last step still counts (finished -> replied); outreach's
        # `outreach.decision` notification tells the owner.
        ids = list(
            enrolments.filter(state__in=(Enrolment.State.ACTIVE, Enrolment.State.FINISHED)).values_list("pk", flat=True)
        )
        Enrolment.objects.filter(pk__in=ids, state=Enrolment.State.ACTIVE).update(ended_at=now)
        changed = Enrolment.objects.filter(pk__in=ids).update(
            state=Enrolment.State.REPLIED,
            reason=reason,
            replied_at=now,
            replied_after_steps=F("steps_sent"),
            next_position=None,
            next_due_at=None,
        )
    else:
        ids = list(enrolments.filter(state=Enrolment.State.ACTIVE).values_list("pk", flat=True))
        changed = Enrolment.objects.filter(pk__in=ids, state=Enrolment.State.ACTIVE).update(
            state=Enrolment.State.STOPPED, reason=reason, ended_at=now, next_position=None, next_due_at=None
        )
    StepSend.objects.filter(enrolment_id__in=ids, state=StepSend.State.CLAIMED).update(state=StepSend.State.CANCELLED)
    return changed


def requests_left_pending(*, intro_request_ids, state: str, now=None) -> None:
    """outreach.request_left_pending: accepted or declined is an answer (replied), withdrawn or
    expired stops (within outreach's transaction, which holds the requests' locks)."""
    enrolments_end(
        Enrolment.objects.filter(intro_request_id__in=list(intro_request_ids)),
        reason=state,
        now=now or timezone.now(),
    )


@transaction.atomic
def company_refused_follow_ups(*, company_id: int) -> None:
    """outreach.follow_ups_refused: when the company now refuses follow-ups (every company admin
    turned them off, or incoming requests are off), the enrolments aimed at it stop (optedOut)."""
    target = outreach_selectors.company_outreach_of(company_id=company_id)
    refused = (
        not target.accepts_requests
        or target.is_suspended
        or outreach_selectors.follow_ups_refused_by(company_id=company_id)
    )
    if refused:
        enrolments_end(
            Enrolment.objects.filter(intro_request__receiver_company_id=company_id),
            reason=Enrolment.Reason.OPTED_OUT,
            now=timezone.now(),
        )
