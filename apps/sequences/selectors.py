"""Reads of follow-up sequences (docs/sequences.md): a member's sequences with their figures,
one sequence's reply rate per step, and its enrolments with each target's state. A sequence is
its owner's alone: another member's is the same 404 as none."""

from django.db.models import Count, Exists, OuterRef, Prefetch, Q

from apps.sequences import errors, placeholders
from apps.sequences.models import Enrolment, Sequence, SequenceStep, StepSend

COMPANY_FIELDS = ("id", "name", "logo_url")


def _with_figures(sequences):
    states = Enrolment.State
    return sequences.annotate(
        enrolled=Count("enrolments"),
        active=Count("enrolments", filter=Q(enrolments__state=states.ACTIVE)),
        replied=Count("enrolments", filter=Q(enrolments__state=states.REPLIED)),
        accepted=Count(
            "enrolments", filter=Q(enrolments__state=states.REPLIED, enrolments__reason=Enrolment.Reason.ACCEPTED)
        ),
        stopped=Count("enrolments", filter=Q(enrolments__state=states.STOPPED)),
        finished=Count("enrolments", filter=Q(enrolments__state=states.FINISHED)),
        has_sent=Exists(StepSend.objects.filter(enrolment__sequence=OuterRef("pk"), state=StepSend.State.SENT)),
    ).prefetch_related(Prefetch("steps", queryset=SequenceStep.objects.order_by("position")))


def sequence_list(*, owner):
    """The member's sequences, newest first, with their figures and steps."""
    return _with_figures(Sequence.objects.filter(owner=owner)).order_by("-created_at", "-id")


def sequence_for(*, owner, sequence_id) -> Sequence:
    sequence = sequence_list(owner=owner).filter(pk=sequence_id).first()
    if sequence is None:
        raise errors.SEQUENCE_NOT_FOUND.error()
    return sequence


def _rate(part: int, whole: int) -> float:
    """A percentage with one decimal (0 of nothing is 0)."""
    return round(100 * part / whole, 1) if whole else 0.0


def sequence_item(sequence: Sequence) -> dict:
    enrolled, replied = sequence.enrolled, sequence.replied
    return {
        "sequenceId": sequence.pk,
        "name": sequence.name,
        "status": sequence.status,
        "steps": [
            {"position": step.position, "delayDays": step.delay_days, "body": step.body}
            for step in sequence.steps.all()
        ],
        "stepsLocked": sequence.has_sent,
        "createdAt": sequence.created_at,
        "updatedAt": sequence.updated_at,
        "stoppedAt": sequence.stopped_at,
        "stats": {
            "enrolled": enrolled,
            "active": sequence.active,
            "replied": replied,
            "accepted": sequence.accepted,
            "declined": replied - sequence.accepted,
            "stopped": sequence.stopped,
            "finished": sequence.finished,
            "replyRate": _rate(replied, enrolled),
        },
    }


def sequence_by_step(sequence: Sequence) -> list[dict]:
    """The reply rate after each step (one query): for k = 0 (the intro request alone) to the
    number of steps, how many enrolments got k follow-ups (`reached`), how many answered while
    k had been sent (`replies`), and the rate."""
    counts = (
        Enrolment.objects.filter(sequence=sequence)
        .order_by()
        .values("steps_sent", "replied_after_steps")
        .annotate(n=Count("id"))
    )
    top = len(sequence.steps.all())
    reached = [0] * (top + 1)
    replies = [0] * (top + 1)
    for row in counts:
        for k in range(min(row["steps_sent"], top) + 1):
            reached[k] += row["n"]
        if row["replied_after_steps"] is not None:
            replies[min(row["replied_after_steps"], top)] += row["n"]
    return [
        {"afterStep": k, "reached": reached[k], "replies": replies[k], "replyRate": _rate(replies[k], reached[k])}
        for k in range(top + 1)
    ]


def sequence_detail(sequence: Sequence) -> dict:
    item = sequence_item(sequence)
    item["stats"]["byStep"] = sequence_by_step(sequence)
    return item


# --- enrolments ----------------------------------------------------------------------------------


def enrolment_list(*, sequence: Sequence):
    """A sequence's enrolments, the latest first, with their requests' receivers."""
    return (
        Enrolment.objects.filter(sequence=sequence)
        .select_related("intro_request__receiver_company", "sequence")
        .only(
            *(f"intro_request__receiver_company__{field}" for field in COMPANY_FIELDS),
            "intro_request__id",
            "intro_request__state",
            "intro_request__expires_at",
            "intro_request__receiver_company",
            "sequence__id",
            "sequence__status",
            *(
                field.attname
                for field in Enrolment._meta.concrete_fields
                if field.name not in ("intro_request", "sequence")
            ),
            "intro_request",
            "sequence",
        )
        .order_by("-enrolled_at", "-id")
    )


def enrolments_by_id(*, enrolments: list[Enrolment]) -> dict[int, Enrolment]:
    """These enrolments (of one sequence) as enrolment_list reads them, by id (one query)."""
    if not enrolments:
        return {}
    listed = enrolment_list(sequence=enrolments[0].sequence).filter(pk__in=[e.pk for e in enrolments])
    return {enrolment.pk: enrolment for enrolment in listed}


def enrolment_item(enrolment: Enrolment) -> dict:
    company = enrolment.intro_request.receiver_company
    scheduled = enrolment.state == Enrolment.State.ACTIVE
    return {
        "enrolmentId": enrolment.pk,
        "introRequestId": enrolment.intro_request_id,
        "receiverCompany": {"companyId": company.pk, "name": company.name, "logoUrl": company.logo_url or None},
        "state": enrolment.state,
        "reason": enrolment.reason or None,
        "reasonLabel": Enrolment.Reason(enrolment.reason).label if enrolment.reason else None,
        "isPaused": scheduled and enrolment.sequence.status == Sequence.Status.PAUSED,
        "nextStep": ({"position": enrolment.next_position, "dueAt": enrolment.next_due_at} if scheduled else None),
        "stepsSent": enrolment.steps_sent,
        "enrolledAt": enrolment.enrolled_at,
        "lastSentAt": enrolment.last_sent_at if enrolment.steps_sent else None,
        "endedAt": enrolment.ended_at,
        "repliedAt": enrolment.replied_at,
        "repliedAfterSteps": enrolment.replied_after_steps,
        "requestExpiresAt": enrolment.intro_request.expires_at,
    }


def placeholder_list() -> list[dict]:
    return [{"name": name, "description": text} for name, text in placeholders.PLACEHOLDERS.items()]


def sequence_owned(*, owner, sequence_id) -> Sequence:
    """The member's sequence (no figures), or the 404."""
    sequence = Sequence.objects.filter(pk=sequence_id, owner=owner).first()
    if sequence is None:
        raise errors.SEQUENCE_NOT_FOUND.error()
    return sequence
