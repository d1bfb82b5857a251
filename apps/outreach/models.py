"""Models of partner outreach (issue 23, docs/outreach.md): intro requests between two companies,
the one conversation a pair of companies has once a request is accepted, its messages and
internal notes, read marks, each company's outreach settings, each member's monthly quota and
e-mail preferences, the message notices behind the digest, and abuse reports.

A pair of companies is stored as (company_low, company_high), the lower id first, so that
"one pending request per pair" and "one conversation per pair" are plain unique constraints
whichever company wrote first."""

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils import timezone

# A request's message, in characters (plain text).
REQUEST_MESSAGE_MIN, REQUEST_MESSAGE_MAX = 20, 2000
# Follow-ups a pending request may carry (issue 24: four or more follow-ups triple the
# unsubscribe rate in published cold-outreach data).
FOLLOW_UPS_PER_REQUEST_MAX = 3


def pair_of(company_a_id: int, company_b_id: int) -> tuple[int, int]:
    """(low, high) of two company ids."""
    return (company_a_id, company_b_id) if company_a_id < company_b_id else (company_b_id, company_a_id)


def _pair_check(name: str, *, sender: str | None = None, receiver: str | None = None) -> list:
    checks = [models.CheckConstraint(condition=Q(company_low__lt=F("company_high")), name=f"{name}_pair_ordered")]
    if sender and receiver:
        checks.append(
            models.CheckConstraint(
                condition=(
                    Q(company_low=F(sender), company_high=F(receiver))
                    | Q(company_low=F(receiver), company_high=F(sender))
                ),
                name=f"{name}_pair_is_its_companies",
            )
        )
    return checks


class Conversation(models.Model):
    """The one conversation of a pair of companies, opened when a request between them is
    accepted. Both companies' members read it and post in it; their company admins close and
    reopen it. A conversation a platform admin closed (abuse) is reopened by platform admins only."""

    company_low = models.ForeignKey("companies.Company", on_delete=models.CASCADE, related_name="+")
    company_high = models.ForeignKey("companies.Company", on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    # The newest message or note (None: nothing posted yet); lists sort by it.
    last_message_at = models.DateTimeField(null=True, blank=True)
    is_closed = models.BooleanField(default=False)
    closed_at = models.DateTimeField(null=True, blank=True)
    closed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    closed_by_platform = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["company_low", "company_high"], name="outreach_one_conversation_per_pair"),
            *_pair_check("outreach_conversation"),
        ]

    def __str__(self):
        return f"conversation {self.pk} ({self.company_low_id}, {self.company_high_id})"

    def has_company(self, company_id) -> bool:
        return company_id in (self.company_low_id, self.company_high_id)

    def other_company_id(self, company_id) -> int:
        return self.company_high_id if company_id == self.company_low_id else self.company_low_id


class IntroRequest(models.Model):
    """A company's request to another to talk (spec section 3's message types). Pending until
    the receiver's company admins accept or decline it, the sender withdraws it, or it
    expires (OUTREACH_REQUEST_DAYS after it was sent)."""

    class Type(models.IntegerChoices):
        # Spec section 3: Message type.
        GENERAL = 1, "General"
        PARTNERSHIP = 2, "Partnership"
        OFFER = 3, "Offer"

    class State(models.TextChoices):
        PENDING = "pending", "Pending"
        ACCEPTED = "accepted", "Accepted"
        DECLINED = "declined", "Declined"
        WITHDRAWN = "withdrawn", "Withdrawn"
        EXPIRED = "expired", "Expired"

    class DeclineReason(models.TextChoices):
        NOT_A_FIT = "notAFit", "Not a fit for us"
        NO_CAPACITY = "noCapacity", "No capacity for new partners now"
        ALREADY_PARTNERED = "alreadyPartnered", "We already work with a similar partner"
        TIMING = "timing", "Not the right time"
        OTHER = "other", "Other"

    sender_company = models.ForeignKey(
        "companies.Company", on_delete=models.CASCADE, related_name="intro_requests_sent"
    )
    # None: the member's account was deleted since.
    sender_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="intro_requests_sent"
    )
    receiver_company = models.ForeignKey(
        "companies.Company", on_delete=models.CASCADE, related_name="intro_requests_received"
    )
    company_low = models.ForeignKey("companies.Company", on_delete=models.CASCADE, related_name="+")
    company_high = models.ForeignKey("companies.Company", on_delete=models.CASCADE, related_name="+")
    type = models.PositiveSmallIntegerField(choices=Type.choices)
    message = models.TextField()  # plain text, REQUEST_MESSAGE_MIN to REQUEST_MESSAGE_MAX characters
    # Which of the receiver's partnership types the request is about.
    partnership_type = models.ForeignKey(
        "companies.PartnershipType", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # The sender's own search the request came from (its criteria made the fit).
    search_history = models.ForeignKey(
        "discovery.SearchHistory", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # The receiver's `companyScore` as the sender's discovery computed it when the request was
    # sent (docs/discovery.md); None when there was nothing to score against.
    fit = models.JSONField(null=True, blank=True)
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING, db_index=True)
    decline_reason_code = models.CharField(max_length=20, choices=DeclineReason.choices, blank=True)
    decline_reason_text = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    # When it left Pending (answered, withdrawn or expired) and who did it (None: expiry).
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # The newest follow-up (RequestFollowUp): a received request is unread again after it.
    last_follow_up_at = models.DateTimeField(null=True, blank=True)
    # The conversation an acceptance opened.
    conversation = models.ForeignKey(
        Conversation, null=True, blank=True, on_delete=models.SET_NULL, related_name="intro_requests"
    )

    class Meta:
        constraints = [
            # One open request per pair of companies, whichever of them sent it.
            models.UniqueConstraint(
                fields=["company_low", "company_high"],
                condition=Q(state="pending"),
                name="outreach_one_pending_request_per_pair",
            ),
            models.CheckConstraint(
                condition=~Q(sender_company=F("receiver_company")), name="outreach_request_not_to_itself"
            ),
            *_pair_check("outreach_request", sender="sender_company", receiver="receiver_company"),
        ]
        indexes = [
            models.Index(fields=["receiver_company", "-created_at"], name="outreach_request_received"),
            models.Index(fields=["sender_company", "-created_at"], name="outreach_request_sent"),
            models.Index(fields=["state", "expires_at"], name="outreach_request_expiry"),
        ]

    def __str__(self):
        return f"intro request {self.pk} {self.sender_company_id} -> {self.receiver_company_id} ({self.state})"

    def state_at(self, now) -> str:
        """The state as members see it: a pending request past its expiry reads as expired
        even before the beat task has recorded it."""
        if self.state == self.State.PENDING and self.expires_at <= now:
            return self.State.EXPIRED
        return self.state


class RequestFollowUp(models.Model):
    """A follow-up message the sender's side adds to its pending request (a step of a sequence,
    apps/sequences; docs/sequences.md). Both companies read it with the request; the receiving
    company's admins are e-mailed (the `followUp` kind, which they can turn off). `key` is the
    writer's idempotency key: one follow-up per key, whatever runs twice."""

    intro_request = models.ForeignKey(IntroRequest, on_delete=models.CASCADE, related_name="follow_ups")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    body = models.TextField()  # plain text
    key = models.CharField(max_length=100, unique=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["intro_request", "created_at"], name="outreach_follow_up_in_order")]

    def __str__(self):
        return f"follow-up {self.pk} on request {self.intro_request_id}"


class IntroRequestSeen(models.Model):
    """When a member last opened a request (unread: a received pending request never opened;
    a sent request answered after it was last opened)."""

    intro_request = models.ForeignKey(IntroRequest, on_delete=models.CASCADE, related_name="seen_marks")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seen_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["intro_request", "user"], name="outreach_request_seen_once")]

    def __str__(self):
        return f"request {self.intro_request_id} seen by {self.user_id}"


class ConversationMessage(models.Model):
    """A message (both companies read it) or an internal note (only the author's company reads
    it: never shown, mailed or handed to an assistant on the other side). Plain text."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="messages")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    author_company = models.ForeignKey("companies.Company", on_delete=models.CASCADE, related_name="+")
    body = models.TextField()
    is_internal_note = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["conversation", "id"], name="outreach_message_in_order")]

    def __str__(self):
        kind = "note" if self.is_internal_note else "message"
        return f"{kind} {self.pk} in conversation {self.conversation_id}"


class ReadMark(models.Model):
    """How far a member has read a conversation (the id of the last message read)."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="read_marks")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    last_read_message_id = models.BigIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["conversation", "user"], name="outreach_one_read_mark")]

    def __str__(self):
        return f"{self.user_id} read conversation {self.conversation_id} up to {self.last_read_message_id}"


class CompanyOutreach(models.Model):
    """A company's outreach settings (no row: the defaults). Its company admins turn incoming
    requests off; platform admins suspend a company's outreach (abuse)."""

    company = models.OneToOneField("companies.Company", primary_key=True, on_delete=models.CASCADE, related_name="+")
    accepts_requests = models.BooleanField(default=True)
    suspended_at = models.DateTimeField(null=True, blank=True)
    suspended_reason = models.TextField(blank=True)
    suspended_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "company outreach settings"
        verbose_name_plural = "company outreach settings"

    def __str__(self):
        return f"outreach of company {self.company_id}"

    @property
    def is_suspended(self) -> bool:
        return self.suspended_at is not None


class OutreachUsage(models.Model):
    """Requests a member sent in a calendar month (UTC), against their plan's monthly quota
    (apps/billing/plans.py). Spent by one conditional UPDATE, so it never goes over."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    month = models.DateField()  # the first day of the month
    used = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "month"], name="outreach_usage_once_a_month")]

    def __str__(self):
        return f"outreach usage of {self.user_id} in {self.month:%Y-%m}: {self.used}"


class MailPreference(models.Model):
    """Which outreach e-mails a member gets (no row: all of them). Each e-mail carries a signed
    one-click link that turns its kind off. The row is also the lock that counts a member's
    message mails of the last hour (the digest)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, primary_key=True, on_delete=models.CASCADE, related_name="+")
    new_request = models.BooleanField(default=True)
    decision = models.BooleanField(default=True)
    new_message = models.BooleanField(default=True)
    # Follow-ups to pending requests the member's company received (docs/sequences.md "Opting out").
    follow_up = models.BooleanField(default=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"outreach e-mails of {self.user_id}"


class MessageNotice(models.Model):
    """One member told of one message: by its own e-mail (sent), or waiting for the hourly
    digest (queued) once the member had OUTREACH_MESSAGE_MAILS_PER_HOUR mails in the hour, then
    digested (or dropped: read before the digest went out, or e-mails turned off)."""

    class State(models.TextChoices):
        SENT = "sent", "Sent"
        QUEUED = "queued", "Queued for the digest"
        DIGESTED = "digested", "Sent in a digest"
        DROPPED = "dropped", "Dropped"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    message = models.ForeignKey(ConversationMessage, on_delete=models.CASCADE, related_name="notices")
    state = models.CharField(max_length=10, choices=State.choices)
    created_at = models.DateTimeField(default=timezone.now)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "message"], name="outreach_one_notice_per_message")]
        indexes = [models.Index(fields=["state", "user", "created_at"], name="outreach_notice_by_state")]

    def __str__(self):
        return f"notice of message {self.message_id} to {self.user_id} ({self.state})"


class AbuseReport(models.Model):
    """A member's report of a request or a conversation, for the platform admins' queue. The
    evidence is what the reporter could see when reporting (never an internal note)."""

    class Status(models.TextChoices):
        OPEN = "open", "Open"
        DISMISSED = "dismissed", "Dismissed"
        ACTIONED = "actioned", "Action taken"

    reporter = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    reporter_company = models.ForeignKey(
        "companies.Company", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    intro_request = models.ForeignKey(
        IntroRequest, null=True, blank=True, on_delete=models.CASCADE, related_name="reports"
    )
    conversation = models.ForeignKey(
        Conversation, null=True, blank=True, on_delete=models.CASCADE, related_name="reports"
    )
    # The company reported (the other side of the reporter's).
    reported_company = models.ForeignKey(
        "companies.Company", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    reason = models.TextField()
    evidence = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN, db_index=True)
    created_at = models.DateTimeField(default=timezone.now)
    handled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    handled_at = models.DateTimeField(null=True, blank=True)
    # What the admin did: "dismissed", "conversationClosed", "companySuspended".
    action = models.CharField(max_length=32, blank=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=(
                    Q(intro_request__isnull=False, conversation__isnull=True)
                    | Q(intro_request__isnull=True, conversation__isnull=False)
                ),
                name="outreach_report_one_target",
            ),
            models.UniqueConstraint(
                fields=["reporter", "intro_request"],
                condition=Q(status="open", intro_request__isnull=False),
                name="outreach_one_open_report_per_request",
            ),
            models.UniqueConstraint(
                fields=["reporter", "conversation"],
                condition=Q(status="open", conversation__isnull=False),
                name="outreach_one_open_report_per_conversation",
            ),
        ]
        indexes = [models.Index(fields=["status", "-created_at"], name="outreach_report_queue")]

    def __str__(self):
        target = f"request {self.intro_request_id}" if self.intro_request_id else f"conversation {self.conversation_id}"
        return f"report {self.pk} on {target} ({self.status})"
