"""Models of follow-up sequences (issue 24, docs/sequences.md).

A member's `Sequence` holds up to three `SequenceStep`s (a delay in business days after the
previous message, and a text with placeholders). Each pending intro request the member sent
and enrolled is an `Enrolment`, which walks the steps until the receiver answers, the request
leaves Pending, the member stops it, or the steps run out. Each step of an enrolment is sent
through a `StepSend` row: the idempotency key (one per enrolment and step, a unique
constraint), claimed with a lease before the follow-up is written, so a step is sent exactly
once whatever runs twice or dies midway (sending.py)."""

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

STEPS_MAX = 3
DELAY_DAYS_MIN, DELAY_DAYS_MAX = 1, 30
NAME_MAX = 100
BODY_MAX = 2000


class Sequence(models.Model):
    """A member's follow-up sequence. Paused: no step goes out until it is resumed (steps due
    meanwhile go at the next sending time). Stopped: every enrolment ended, for good."""

    class Status(models.TextChoices):
        ACTIVE = "active", "Active"
        PAUSED = "paused", "Paused"
        STOPPED = "stopped", "Stopped"

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="sequences")
    name = models.CharField(max_length=NAME_MAX)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ACTIVE)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    stopped_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["owner", "-created_at"], name="sequences_of_owner")]

    def __str__(self):
        return f"sequence {self.pk} {self.name!r} of {self.owner_id} ({self.status})"


class SequenceStep(models.Model):
    """One follow-up: sent `delay_days` business days after the previous message (the
    enrolment, for the first step), at 9:00 in the sender's time zone."""

    sequence = models.ForeignKey(Sequence, on_delete=models.CASCADE, related_name="steps")
    position = models.PositiveSmallIntegerField()  # 1, 2, 3
    delay_days = models.PositiveSmallIntegerField()
    body = models.TextField()  # plain text with {placeholders} (placeholders.py)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["sequence", "position"], name="sequences_one_step_per_position"),
            models.CheckConstraint(
                condition=Q(position__gte=1, position__lte=STEPS_MAX), name="sequences_step_position_range"
            ),
            models.CheckConstraint(
                condition=Q(delay_days__gte=DELAY_DAYS_MIN, delay_days__lte=DELAY_DAYS_MAX),
                name="sequences_step_delay_range",
            ),
        ]

    def __str__(self):
        return f"step {self.position} of sequence {self.sequence_id} (+{self.delay_days} business days)"


class Enrolment(models.Model):
    """A pending intro request in a sequence. An intro request is enrolled once, ever (its
    follow-ups stay within the sequence's three).

    active    the next step is scheduled (`next_position` at `next_due_at`)
    replied   the receiver answered (accepted or declined: `reason`), before or after the last step
    stopped   ended without an answer (`reason`: withdrawn, expired, optedOut, stoppedByMember,
              sequenceStopped, senderCannotSend, limitReached)
    finished  every step was sent; an answer after it still turns it into replied"""

    class State(models.TextChoices):
        ACTIVE = "active", "Scheduled"
        REPLIED = "replied", "Replied"
        STOPPED = "stopped", "Stopped"
        FINISHED = "finished", "Finished"

    class Reason(models.TextChoices):
        ACCEPTED = "accepted", "They accepted"
        DECLINED = "declined", "They declined"
        WITHDRAWN = "withdrawn", "The request was withdrawn"
        EXPIRED = "expired", "The request expired"
        OPTED_OUT = "optedOut", "They opted out of follow-ups"
        STOPPED_BY_MEMBER = "stoppedByMember", "You stopped it"
        SEQUENCE_STOPPED = "sequenceStopped", "You stopped the sequence"
        SENDER_CANNOT_SEND = "senderCannotSend", "You can no longer send intro requests"
        LIMIT_REACHED = "limitReached", "The request has all the follow-ups it may carry"

    sequence = models.ForeignKey(Sequence, on_delete=models.CASCADE, related_name="enrolments")
    intro_request = models.OneToOneField(
        "outreach.IntroRequest", on_delete=models.CASCADE, related_name="sequence_enrolment"
    )
    state = models.CharField(max_length=10, choices=State.choices, default=State.ACTIVE)
    reason = models.CharField(max_length=20, choices=Reason.choices, blank=True)
    # The step to send next and when (None once it is not active).
    next_position = models.PositiveSmallIntegerField(null=True, blank=True)
    next_due_at = models.DateTimeField(null=True, blank=True)
    steps_sent = models.PositiveSmallIntegerField(default=0)
    # The enrolment, then each step sent: the next delay counts from it.
    last_sent_at = models.DateTimeField()
    enrolled_at = models.DateTimeField(default=timezone.now)
    ended_at = models.DateTimeField(null=True, blank=True)  # replied, stopped or finished
    replied_at = models.DateTimeField(null=True, blank=True)
    # How many steps had been sent when the receiver answered (0: to the request alone).
    replied_after_steps = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=~Q(state="active") | Q(next_position__isnull=False, next_due_at__isnull=False),
                name="sequences_active_enrolment_is_scheduled",
            )
        ]
        indexes = [
            models.Index(fields=["state", "next_due_at"], name="sequences_enrolment_due"),
            models.Index(fields=["sequence", "-enrolled_at"], name="sequences_enrolments_listed"),
        ]

    def __str__(self):
        return f"enrolment {self.pk} of request {self.intro_request_id} in sequence {self.sequence_id} ({self.state})"


class StepSend(models.Model):
    """The idempotency key of one step of one enrolment, and its claim (sending.py).

    claimed    a run took it (`token`) and holds it until `lease_expires_at`; a run that dies
               leaves it so, and a later run takes it over once the lease has expired
    sent       the follow-up was written (`follow_up`), in the transaction that set this
    cancelled  the enrolment had ended when the claim was delivered: nothing was sent"""

    class State(models.TextChoices):
        CLAIMED = "claimed", "Claimed"
        SENT = "sent", "Sent"
        CANCELLED = "cancelled", "Cancelled"

    enrolment = models.ForeignKey(Enrolment, on_delete=models.CASCADE, related_name="sends")
    position = models.PositiveSmallIntegerField()
    state = models.CharField(max_length=10, choices=State.choices, default=State.CLAIMED)
    token = models.UUIDField(default=uuid.uuid4)
    claimed_at = models.DateTimeField(default=timezone.now)
    lease_expires_at = models.DateTimeField()
    attempts = models.PositiveSmallIntegerField(default=1)
    sent_at = models.DateTimeField(null=True, blank=True)
    follow_up = models.OneToOneField(
        "outreach.RequestFollowUp", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["enrolment", "position"], name="sequences_one_send_per_step"),
        ]

    def __str__(self):
        return f"step {self.position} of enrolment {self.enrolment_id} ({self.state})"

    @property
    def key(self) -> str:
        """The follow-up's idempotency key in outreach (unique there too)."""
        return f"sequences:{self.enrolment_id}:{self.position}"
