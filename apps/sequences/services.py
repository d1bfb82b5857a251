"""Writes of follow-up sequences (docs/sequences.md). Each takes the acting member: a sequence is
its owner's alone (another member's is the same 404 as none). What sends follow-ups (creating
or changing steps, enrolling, resuming, previewing) needs a member who may send intro requests
(outreach's rules: 403 noCompany, noSubscription, outreachSuspended); reading, pausing,
stopping and deleting never do."""

from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.accounts.time_zones import zone_of
from apps.companies.selectors import assistant_company_profile, company_visible_get
from apps.outreach import selectors as outreach_selectors
from apps.outreach import services as outreach_services
from apps.outreach.models import IntroRequest
from apps.sequences import errors, placeholders, schedule
from apps.sequences.models import Enrolment, Sequence, SequenceStep, StepSend
from apps.sequences.stopping import enrolments_end


@dataclass(frozen=True)
class StepInput:
    delay_days: int
    body: str


# --- who ------------------------------------------------------------------------------------------


def sender_check(*, actor, now=None) -> None:
    """The member may send intro requests (their monthly quota aside: follow-ups do not spend it)."""
    refusal = outreach_selectors.sender_status_of(user=actor, now=now).refusal(quota=False)
    if refusal is not None:
        code, fields = refusal
        raise code.error(**fields)


def _sequence_of(*, actor, sequence_id, lock: bool = False) -> Sequence:
    sequences = Sequence.objects.select_for_update() if lock else Sequence.objects
    sequence = sequences.filter(pk=sequence_id, owner=actor).first() if isinstance(sequence_id, int) else None
    if sequence is None:
        raise errors.SEQUENCE_NOT_FOUND.error()
    return sequence


# --- steps ---------------------------------------------------------------------------------------


def _steps_checked(steps: list[StepInput]) -> None:
    """Refuses unknown placeholders, naming them, per step (`steps.0.body`)."""
    problems = {}
    for index, step in enumerate(steps):
        unknown = placeholders.unknown_in(step.body)
        if unknown:
            problems[f"steps.{index}.body"] = [placeholders.unknown_message(unknown)]
    if problems:
        raise errors.SEQUENCE_INVALID.error(errors=problems)


def _steps_write(sequence: Sequence, steps: list[StepInput]) -> None:
    SequenceStep.objects.filter(sequence=sequence).delete()
    SequenceStep.objects.bulk_create(
        SequenceStep(sequence=sequence, position=n, delay_days=step.delay_days, body=step.body)
        for n, step in enumerate(steps, start=1)
    )


def _has_sent(sequence: Sequence) -> bool:
    return StepSend.objects.filter(enrolment__sequence=sequence, state=StepSend.State.SENT).exists()


def _reschedule(sequence: Sequence, *, now) -> None:
    """The active enrolments' next steps after the steps changed (nothing sent yet: each waits
    for its first step, counted from its enrolment)."""
    first = sequence.steps.order_by("position").first()
    zone = zone_of(sequence.owner)
    for enrolment in Enrolment.objects.filter(sequence=sequence, state=Enrolment.State.ACTIVE, steps_sent=0):
        enrolment.next_position = first.position
        enrolment.next_due_at = schedule.step_due_at(
            previous=enrolment.last_sent_at, delay_days=first.delay_days, zone=zone
        )
        enrolment.save(update_fields=["next_position", "next_due_at"])


@transaction.atomic
def sequence_create(*, actor, name: str, steps: list[StepInput], now=None) -> Sequence:
    """A new sequence of 1 to 3 steps (the input checked their delays and lengths; unknown
    placeholders are refused here, named)."""
    now = now or timezone.now()
    sender_check(actor=actor, now=now)
    _steps_checked(steps)
    sequence = Sequence.objects.create(owner=actor, name=name.strip(), created_at=now, updated_at=now)
    _steps_write(sequence, steps)
    return sequence


@transaction.atomic
def sequence_update(*, actor, sequence_id, name: str | None = None, steps: list[StepInput] | None = None, now=None):
    """Renames the sequence and/or replaces its steps. Until a step of it has been sent, the
    steps may change in every way (the enrolments' first steps are rescheduled); after that
    only their texts (409 stepsLocked for the number or the delays: the enrolments are on
    their way through them). A stopped sequence's steps no longer change (409)."""
    now = now or timezone.now()
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id, lock=True)
    if steps is not None:
        if sequence.status == Sequence.Status.STOPPED:
            raise errors.SEQUENCE_STOPPED.error()
        sender_check(actor=actor, now=now)
        _steps_checked(steps)
        # The enrolments' locks first: a step being delivered now holds its enrolment's, so
        # whether anything was sent is read once it has committed.
        list(Enrolment.objects.select_for_update().filter(sequence=sequence).values_list("pk", flat=True))
        if _has_sent(sequence):
            current = list(sequence.steps.order_by("position"))
            if [s.delay_days for s in current] != [s.delay_days for s in steps]:
                raise errors.STEPS_LOCKED.error()
            for saved, step in zip(current, steps, strict=True):
                if saved.body != step.body:
                    saved.body = step.body
                    saved.save(update_fields=["body"])
        else:
            _steps_write(sequence, steps)
            _reschedule(sequence, now=now)
    if name is not None:
        sequence.name = name.strip()
    sequence.updated_at = now
    sequence.save(update_fields=["name", "updated_at"])
    return sequence


@transaction.atomic
def sequence_delete(*, actor, sequence_id) -> None:
    """Deletes the sequence and its enrolments; the follow-ups it sent stay on their requests
    (which can then not be enrolled again: alreadyFollowedUp)."""
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id, lock=True)
    sequence.delete()


# --- pause, resume, stop --------------------------------------------------------------------------


@transaction.atomic
def sequence_pause(*, actor, sequence_id, now=None) -> Sequence:
    """No step goes out until it is resumed (409 alreadyPaused, sequenceStopped)."""
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id, lock=True)
    if sequence.status == Sequence.Status.STOPPED:
        raise errors.SEQUENCE_STOPPED.error()
    if sequence.status == Sequence.Status.PAUSED:
        raise errors.ALREADY_PAUSED.error()
    sequence.status = Sequence.Status.PAUSED
    sequence.updated_at = now or timezone.now()
    sequence.save(update_fields=["status", "updated_at"])
    return sequence


@transaction.atomic
def sequence_resume(*, actor, sequence_id, now=None) -> Sequence:
    """Steps go out again; those that came due while paused go at the next sending time (a
    step's delay then counts from the one actually sent before it)."""
    now = now or timezone.now()
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id, lock=True)
    if sequence.status == Sequence.Status.STOPPED:
        raise errors.SEQUENCE_STOPPED.error()
    if sequence.status != Sequence.Status.PAUSED:
        raise errors.NOT_PAUSED.error()
    sender_check(actor=actor, now=now)
    sequence.status = Sequence.Status.ACTIVE
    sequence.updated_at = now
    sequence.save(update_fields=["status", "updated_at"])
    return sequence


@transaction.atomic
def sequence_stop(*, actor, sequence_id, now=None) -> Sequence:
    """Ends every active enrolment (sequenceStopped) and the sequence, for good (409 once
    stopped). It can still be read and deleted."""
    now = now or timezone.now()
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id, lock=True)
    if sequence.status == Sequence.Status.STOPPED:
        raise errors.SEQUENCE_STOPPED.error()
    enrolments_end(Enrolment.objects.filter(sequence=sequence), reason=Enrolment.Reason.SEQUENCE_STOPPED, now=now)
    sequence.status = Sequence.Status.STOPPED
    sequence.stopped_at = sequence.updated_at = now
    sequence.save(update_fields=["status", "stopped_at", "updated_at"])
    return sequence


@transaction.atomic
def enrolment_stop(*, actor, sequence_id, enrolment_id, now=None) -> Enrolment:
    """Stops the sequence for one request (stoppedByMember); 409 enrolmentEnded once it ended."""
    now = now or timezone.now()
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id)
    enrolment = (
        Enrolment.objects.select_for_update().filter(pk=enrolment_id, sequence=sequence).first()
        if isinstance(enrolment_id, int)
        else None
    )
    if enrolment is None:
        raise errors.ENROLMENT_NOT_FOUND.error()
    if enrolment.state != Enrolment.State.ACTIVE:
        raise errors.ENROLMENT_ENDED.error(extra={"state": enrolment.state})
    enrolments_end(Enrolment.objects.filter(pk=enrolment.pk), reason=Enrolment.Reason.STOPPED_BY_MEMBER, now=now)
    enrolment.refresh_from_db()
    return enrolment


# --- enrolling ------------------------------------------------------------------------------------


def _refusal_of(intro_request, *, actor, first_due, now) -> str | None:
    if intro_request is None:
        return "notFound"
    if intro_request.sender_user_id != actor.pk:
        return "notYours"
    if intro_request.state_at(now) != IntroRequest.State.PENDING:
        return "notPending"
    if Enrolment.objects.filter(intro_request_id=intro_request.pk).exists():
        return "alreadyEnrolled"
    if intro_request.follow_up_count:
        return "alreadyFollowedUp"
    if first_due >= intro_request.expires_at:
        return "expiresFirst"
    return None


@transaction.atomic
def sequence_enrol(*, actor, sequence_id, intro_request_ids: list[int], now=None) -> tuple[list[Enrolment], list]:
    """Enrols pending intro requests the member sent. Each request is enrolled or refused on
    its own (the answer lists both): not found (another company's), notYours (a colleague
    sent it), notPending, alreadyEnrolled (a request is enrolled once, ever), alreadyFollowedUp
    (followed up by a sequence deleted since), expiresFirst (it expires before the first step),
    optedOut (the receiver refuses follow-ups). The first step is due its delay after the
    enrolment, at 9:00 in the member's time zone. 409 for a stopped sequence."""
    now = now or timezone.now()
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id, lock=True)
    if sequence.status == Sequence.Status.STOPPED:
        raise errors.SEQUENCE_STOPPED.error()
    sender_check(actor=actor, now=now)
    first = sequence.steps.order_by("position").first()
    first_due = schedule.step_due_at(previous=now, delay_days=first.delay_days, zone=zone_of(actor))
    wanted = list(dict.fromkeys(intro_request_ids))
    requests = outreach_selectors.intro_requests_sent_by(user=actor, intro_request_ids=wanted)
    refused_companies: dict[int, bool] = {}
    codes: dict[int, str | None] = {}
    for intro_request_id in wanted:
        intro_request = requests.get(intro_request_id)
        code = _refusal_of(intro_request, actor=actor, first_due=first_due, now=now)
        if code is None:
            company_id = intro_request.receiver_company_id
            if company_id not in refused_companies:
                refused_companies[company_id] = outreach_selectors.follow_ups_refused_by(company_id=company_id)
            code = "optedOut" if refused_companies[company_id] else None
        codes[intro_request_id] = code
    # The requests' locks, in id order (as every change of a request takes them): an answer or an
    # enrolment elsewhere at the same moment comes before or after, never in between.
    for intro_request_id in sorted(i for i, code in codes.items() if code is None):
        locked = outreach_services.intro_request_lock(intro_request_id=intro_request_id)
        if locked is None or locked.state_at(now) != IntroRequest.State.PENDING:
            codes[intro_request_id] = "notPending"
    enrolled, refused = [], []
    for intro_request_id in wanted:
        code = codes[intro_request_id]
        if code is None:
            try:
                with transaction.atomic():
                    enrolled.append(
                        Enrolment.objects.create(
                            sequence=sequence,
                            intro_request=requests[intro_request_id],
                            next_position=first.position,
                            next_due_at=first_due,
                            last_sent_at=now,
                            enrolled_at=now,
                        )
                    )
                continue
            except IntegrityError:  # enrolled meanwhile (the one-enrolment-per-request constraint)
                code = "alreadyEnrolled"
        refused.append({"introRequestId": intro_request_id, "code": code, "reason": errors.REFUSALS[code]})
    return enrolled, refused


# --- preview --------------------------------------------------------------------------------------


def step_preview(
    *,
    actor,
    body: str | None = None,
    sequence_id=None,
    position: int | None = None,
    intro_request_id: int | None = None,
    company_id: int | None = None,
    now=None,
) -> dict:
    """A step's text with real values: for one of the member's intro requests (its receiver),
    or for an approved company (as if a request went to it today). The text is given (the
    editor's), or a saved step of the member's sequence (`position`). Unknown placeholders are
    the same 400 as on saving. Nothing is stored."""
    now = now or timezone.now()
    sequence = _sequence_of(actor=actor, sequence_id=sequence_id) if sequence_id is not None else None
    sender_check(actor=actor, now=now)
    if body is None:
        step = sequence.steps.filter(position=position).first() if sequence is not None and position else None
        if step is None:
            raise errors.SEQUENCE_INVALID.error(errors={"position": [errors.POSITION_UNKNOWN]})
        body = step.body
    unknown = placeholders.unknown_in(body)
    if unknown:
        raise errors.SEQUENCE_INVALID.error(errors={"body": [placeholders.unknown_message(unknown)]})
    member = outreach_selectors.member_of(user=actor)
    own = company_visible_get(company_id=member.company_id)
    if intro_request_id is not None:
        found = outreach_selectors.intro_requests_sent_by(user=actor, intro_request_ids=[intro_request_id])
        intro_request = found.get(intro_request_id)
        if intro_request is None or intro_request.sender_company_id != member.company_id:
            raise errors.SEQUENCE_INVALID.error(errors={"introRequestId": [errors.REQUEST_UNKNOWN]})
        their = company_visible_get(company_id=intro_request.receiver_company_id)
        if their is None:
            raise errors.SEQUENCE_INVALID.error(errors={"introRequestId": [errors.REQUEST_UNKNOWN]})
        sent_at = intro_request.created_at
    else:
        their = company_visible_get(company_id=company_id)
        if their is None or their.pk == member.company_id:
            raise errors.SEQUENCE_INVALID.error(errors={"companyId": [errors.COMPANY_UNKNOWN]})
        sent_at = now
    values = placeholders.values_of(
        my_profile=assistant_company_profile(company=own),
        their_profile=assistant_company_profile(company=their),
        my_name=actor.full_name,
        my_first_name=actor.first_name,
        request_sent_at=sent_at,
        zone=zone_of(actor),
    )
    used = placeholders.names_in(body)
    return {
        "text": placeholders.render(body, values),
        "placeholders": [{"name": name, "value": values[name]} for name in used],
        "emptyPlaceholders": [name for name in used if not values[name]],
    }
