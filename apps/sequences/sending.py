"""Sending the steps that are due, exactly once (docs/sequences.md "Exactly once").

The beat task runs `steps_send` every few minutes, and it may run twice at once (two beat
schedulers, a retry) or die anywhere. Each due step goes through two transactions:

1. **The claim.** A `StepSend` row for (enrolment, step) is inserted with a random token and a
   lease (SEQUENCE_SEND_LEASE_SECONDS). The pair is unique, so of two runs at once one inserts
   and the other finds the row and moves on. A row still `claimed` after its lease (its run
   died) is taken over by one conditional UPDATE (`WHERE state = 'claimed' AND lease_expires_at
   <= now`): a new token, so of two runs after the lease one wins again.
2. **The delivery.** Under the intro request's row lock (taken first, as every change of a
   request takes it), then the claim's: the claim must still be `claimed` with our token. The
   request is checked (still pending, the sender may still send, the receiver takes
   follow-ups), the step is rendered, the follow-up written through outreach (its own key is
   unique too), and the claim marked `sent` with the enrolment moved to its next step, in the
   same transaction. Its e-mail leaves after the commit.

A run that dies after 1 leaves a claim nobody can take until its lease ends; the next run
after that takes it over and sends, because nothing of 2 was committed. A run that dies after
2 committed left the claim `sent`: never again. A slow run whose lease expired and was taken
over finds another token in 2 and sends nothing; the one that took over waits for its lock and
then finds the claim `sent` (or sends, if the slow one gave up)."""

import logging
import uuid
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from apps.accounts.time_zones import zone_of
from apps.companies.selectors import assistant_company_profile
from apps.outreach import selectors as outreach_selectors
from apps.outreach import services as outreach_services
from apps.sequences import notices, placeholders, schedule
from apps.sequences.models import Enrolment, Sequence, SequenceStep, StepSend
from apps.sequences.stopping import enrolments_end

logger = logging.getLogger(__name__)

BATCH = 200


def _lease(now):
    return now + timedelta(seconds=settings.SEQUENCE_SEND_LEASE_SECONDS)


def step_claim(*, enrolment_id: int, position: int, now) -> tuple[int, uuid.UUID] | None:
    """Claims step `position` of the enrolment: (claim id, token), or None when another run
    holds it within its lease, or it was sent or cancelled already."""
    token = uuid.uuid4()
    try:
        with transaction.atomic():
            claim = StepSend.objects.create(
                enrolment_id=enrolment_id,
                position=position,
                token=token,
                claimed_at=now,
                lease_expires_at=_lease(now),
            )
        return claim.pk, token
    except IntegrityError:
        pass  # claimed before: take it over only when its run's lease has expired
    stale = StepSend.objects.filter(
        enrolment_id=enrolment_id, position=position, state=StepSend.State.CLAIMED, lease_expires_at__lte=now
    )
    if not stale.update(token=token, claimed_at=now, lease_expires_at=_lease(now), attempts=F("attempts") + 1):
        return None
    claim_id = StepSend.objects.filter(enrolment_id=enrolment_id, position=position, token=token).values_list(
        "pk", flat=True
    )
    return claim_id.first(), token


def _release(claim: StepSend, now) -> None:
    """Lets the next run take the claim at once (the sequence is paused: nothing was sent)."""
    claim.lease_expires_at = now
    claim.save(update_fields=["lease_expires_at"])


def placeholder_values(*, intro_request, sender, zone) -> dict[str, str]:
    """The placeholders' values for a step on this request (its companies read with it)."""
    return placeholders.values_of(
        my_profile=assistant_company_profile(company=intro_request.sender_company),
        their_profile=assistant_company_profile(company=intro_request.receiver_company),
        my_name=sender.full_name,
        my_first_name=sender.first_name,
        request_sent_at=intro_request.created_at,
        zone=zone,
    )


@transaction.atomic
def step_deliver(*, claim_id: int, token: uuid.UUID, now) -> str:
    """Sends the claimed step if the claim is still ours and the enrolment still wants it.
    Answers what happened: 'sent', 'lost' (not our claim any more, or done), 'paused',
    'cancelled' (the enrolment had ended), or the reason it ended now."""
    enrolment_row = StepSend.objects.filter(pk=claim_id).values_list("enrolment__intro_request_id", flat=True).first()
    if enrolment_row is None:
        return "lost"
    # The request's lock first: accepting, declining, withdrawing and expiring take it too.
    intro_request = outreach_services.intro_request_lock(intro_request_id=enrolment_row)
    if intro_request is None:
        return "lost"
    claim = StepSend.objects.select_for_update().filter(pk=claim_id).first()
    if claim is None or claim.state != StepSend.State.CLAIMED or claim.token != token:
        return "lost"
    enrolment = (
        Enrolment.objects.select_for_update(of=("self",)).select_related("sequence__owner").get(pk=claim.enrolment_id)
    )
    sequence = enrolment.sequence
    if enrolment.state != Enrolment.State.ACTIVE or enrolment.next_position != claim.position:
        claim.state = StepSend.State.CANCELLED
        claim.save(update_fields=["state"])
        return "cancelled"
    if sequence.status == Sequence.Status.PAUSED:
        _release(claim, now)
        return "paused"
    sender = sequence.owner
    refusal = outreach_selectors.follow_up_refusal(intro_request=intro_request, sender=sender, now=now)
    if refusal is not None:
        enrolments_end(Enrolment.objects.filter(pk=enrolment.pk), reason=refusal, now=now)
        return refusal
    steps = list(sequence.steps.all())
    step = next((s for s in steps if s.position == claim.position), None)
    if step is None:  # the steps were shortened before anything was sent
        _finish(enrolment, now=now)
        claim.state = StepSend.State.CANCELLED
        claim.save(update_fields=["state"])
        return "cancelled"
    zone = zone_of(sender)
    values = placeholder_values(intro_request=intro_request, sender=sender, zone=zone)
    follow_up = outreach_services.intro_request_follow_up_post(
        intro_request=intro_request,
        author=sender,
        body=placeholders.render(step.body, values),
        key=claim.key,
        now=now,
    )
    claim.state = StepSend.State.SENT
    claim.sent_at = now
    claim.follow_up = follow_up
    claim.save(update_fields=["state", "sent_at", "follow_up"])
    _advance(enrolment, steps=steps, sent=step, zone=zone, now=now)
    notices.step_sent(
        owner_id=sender.pk,
        sequence_id=sequence.pk,
        sequence_name=sequence.name,
        enrolment_id=enrolment.pk,
        position=step.position,
        intro_request_id=intro_request.pk,
        company_name=intro_request.receiver_company.name,
        now=now,
    )
    return "sent"


def _finish(enrolment: Enrolment, *, now) -> None:
    enrolment.state = Enrolment.State.FINISHED
    enrolment.next_position = enrolment.next_due_at = None
    enrolment.ended_at = now
    enrolment.save(update_fields=["state", "next_position", "next_due_at", "ended_at"])


def _advance(enrolment: Enrolment, *, steps: list[SequenceStep], sent: SequenceStep, zone, now) -> None:
    enrolment.steps_sent += 1
    enrolment.last_sent_at = now
    following = next((s for s in steps if s.position > sent.position), None)
    if following is None:
        enrolment.save(update_fields=["steps_sent", "last_sent_at"])
        _finish(enrolment, now=now)
        return
    enrolment.next_position = following.position
    enrolment.next_due_at = schedule.step_due_at(previous=now, delay_days=following.delay_days, zone=zone)
    enrolment.save(update_fields=["steps_sent", "last_sent_at", "next_position", "next_due_at"])


def _due(now):
    return (
        Enrolment.objects.filter(
            state=Enrolment.State.ACTIVE, next_due_at__lte=now, sequence__status=Sequence.Status.ACTIVE
        )
        .select_related("sequence__owner")
        .only("id", "next_position", "next_due_at", "sequence__id", "sequence__owner__id", "sequence__owner__time_zone")
        .order_by("next_due_at", "id")
    )


def _within_sending_hours(enrolment: Enrolment, *, now) -> bool:
    """Whether the step may go now; if not, it is moved to when the sender's sending hours
    next open (unless another run changed it meanwhile)."""
    opening = schedule.next_sending_time(now=now, zone=zone_of(enrolment.sequence.owner))
    if opening <= now:
        return True
    Enrolment.objects.filter(pk=enrolment.pk, state=Enrolment.State.ACTIVE, next_due_at=enrolment.next_due_at).update(
        next_due_at=opening
    )
    return False


def step_send(*, enrolment: Enrolment, now) -> str:
    """One due step of one enrolment: claimed, then delivered (or left to whoever holds it)."""
    if not _within_sending_hours(enrolment, now=now):
        return "waiting"
    claimed = step_claim(enrolment_id=enrolment.pk, position=enrolment.next_position, now=now)
    if claimed is None:
        return "held"
    claim_id, token = claimed
    return step_deliver(claim_id=claim_id, token=token, now=now)


def steps_send(*, now=None) -> dict[str, int]:
    """The beat task: every step due now, each exactly once (see the module's docstring).
    Answers how many ended each way ({'sent': 3, 'held': 1, ...})."""
    now = now or timezone.now()
    outcomes: dict[str, int] = {}
    seen: set[int] = set()
    while True:
        batch = list(_due(now).exclude(pk__in=seen)[:BATCH])
        if not batch:
            return outcomes
        for enrolment in batch:
            seen.add(enrolment.pk)
            try:
                outcome = step_send(enrolment=enrolment, now=now)
            except Exception:  # one enrolment's failure must not hold back the others
                logger.exception("sequence step of enrolment %s not sent", enrolment.pk)
                outcome = "failed"
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
