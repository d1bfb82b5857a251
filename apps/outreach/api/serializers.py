"""Typed requests and answers of the outreach calls (docs/outreach.md, docs/api.md "Outreach")."""

from rest_framework import serializers

from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.companies.api.serializers import ContactOutput
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT, RATE_LIMITED
from apps.discovery.api.serializers import CompanyScoreOutput
from apps.outreach import errors
from apps.outreach.models import AbuseReport, IntroRequest

OutreachError = error_output(
    "OutreachError",
    [*errors.ALL, *SIGNED_IN, NOT_ADMIN, INVALID_INPUT, RATE_LIMITED],
    introRequestId=serializers.IntegerField(
        required=False, help_text="`requestAlreadyOpen`: the request waiting between the two companies."
    ),
    conversationId=serializers.IntegerField(
        required=False, help_text="`conversationExists`: the two companies' conversation."
    ),
    state=serializers.ChoiceField(
        choices=IntroRequest.State.choices, required=False, help_text="`requestNotPending`: the request's state now."
    ),
)

ID_MAX = 2**63 - 1
TYPE_HELP = "1 General, 2 Partnership, 3 Offer (spec section 3: message type)."


def _id(**kwargs) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=1, max_value=ID_MAX, **kwargs)


def _text(*, min_length: int, max_length: int, message: str, **kwargs) -> serializers.CharField:
    return serializers.CharField(
        min_length=min_length,
        max_length=max_length,
        error_messages={"min_length": message, "max_length": message, "blank": message, "required": message},
        **kwargs,
    )


# --- requests in ------------------------------------------------------------------------------


class IntroRequestInput(serializers.Serializer):
    receiverCompanyId = _id(help_text="The approved company to reach out to (not your own).")
    type = serializers.ChoiceField(choices=IntroRequest.Type.choices, help_text=TYPE_HELP)
    message = _text(
        min_length=20, max_length=2000, message=errors.MESSAGE_LENGTH, help_text="Plain text, 20-2,000 characters."
    )
    partnershipTypeId = _id(
        required=False, allow_null=True, default=None, help_text="Which of the receiver's partnership types."
    )
    searchHistoryId = _id(
        required=False,
        allow_null=True,
        default=None,
        help_text="Your search the request comes from: its criteria make the fit the receiver sees.",
    )


class DeclineInput(serializers.Serializer):
    reasonCode = serializers.ChoiceField(
        choices=IntroRequest.DeclineReason.choices,
        help_text="notAFit, noCapacity, alreadyPartnered, timing or other.",
    )
    reasonText = serializers.CharField(
        required=False, allow_blank=True, default="", max_length=1000, help_text="In your words; required for other."
    )

    def validate(self, attrs):
        if attrs["reasonCode"] == IntroRequest.DeclineReason.OTHER and not attrs["reasonText"].strip():
            raise serializers.ValidationError({"reasonText": [errors.REASON_TEXT_REQUIRED]})
        return attrs


class ReportInput(serializers.Serializer):
    reason = _text(
        min_length=1, max_length=1000, message="Say what is wrong (up to 1,000 characters).", help_text="What is wrong."
    )


class DraftInput(serializers.Serializer):
    receiverCompanyId = _id()
    type = serializers.ChoiceField(choices=IntroRequest.Type.choices, help_text=TYPE_HELP)
    partnershipTypeId = _id(required=False, allow_null=True, default=None)


# --- requests out ------------------------------------------------------------------------------


class CompanySummaryOutput(serializers.Serializer):
    companyId = serializers.IntegerField()
    name = serializers.CharField()
    logoUrl = serializers.CharField(allow_null=True)


class PersonOutput(serializers.Serializer):
    userId = serializers.IntegerField()
    firstName = serializers.CharField(allow_blank=True)
    lastName = serializers.CharField(allow_blank=True)


class IntroRequestItemOutput(serializers.Serializer):
    introRequestId = serializers.IntegerField()
    box = serializers.ChoiceField(choices=["received", "sent"], help_text="Whether your company received or sent it.")
    type = serializers.ChoiceField(choices=IntroRequest.Type.choices, help_text=TYPE_HELP)
    state = serializers.ChoiceField(choices=IntroRequest.State.choices)
    excerpt = serializers.CharField(help_text="The message's first 160 characters, on one line.")
    createdAt = serializers.DateTimeField()
    expiresAt = serializers.DateTimeField(help_text="When a pending request expires.")
    decidedAt = serializers.DateTimeField(allow_null=True, help_text="When it was answered, withdrawn or expired.")
    senderCompany = CompanySummaryOutput()
    receiverCompany = CompanySummaryOutput()
    senderUser = PersonOutput(allow_null=True, help_text="Who sent it (null: the account is gone).")
    matchScore = serializers.IntegerField(
        allow_null=True, min_value=0, max_value=100, help_text="The fit's Partner Fit Score, in percent."
    )
    conversationId = serializers.IntegerField(allow_null=True, help_text="The conversation an acceptance opened.")
    isUnread = serializers.BooleanField(
        help_text="Received and pending, never opened by you; or sent by your company and answered since you opened it."
    )


class DeclineReasonOutput(serializers.Serializer):
    code = serializers.ChoiceField(choices=IntroRequest.DeclineReason.choices)
    label = serializers.CharField()
    text = serializers.CharField(allow_blank=True)


class PartnershipTypeOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class RequestActionsOutput(serializers.Serializer):
    accept = serializers.BooleanField()
    decline = serializers.BooleanField()
    withdraw = serializers.BooleanField()
    report = serializers.BooleanField()


class FollowUpOutput(serializers.Serializer):
    followUpId = serializers.IntegerField()
    body = serializers.CharField(help_text="Plain text.")
    createdAt = serializers.DateTimeField()
    author = PersonOutput(allow_null=True, help_text="The member who sent it (null: the account is gone).")


class IntroRequestDetailOutput(IntroRequestItemOutput):
    message = serializers.CharField(help_text="Plain text.")
    followUps = FollowUpOutput(
        many=True,
        help_text=(
            "The sender's follow-up messages on the request, oldest first (a sequence's steps, docs/sequences.md): "
            "at most 3, only while the request was pending. Both companies see them."
        ),
    )
    partnershipType = PartnershipTypeOutput(allow_null=True)
    searchHistoryId = serializers.IntegerField(allow_null=True, help_text="The sender's search (to the sender only).")
    fit = CompanyScoreOutput(
        allow_null=True,
        help_text="The receiver's Partner Fit Score and breakdown as the sender's discovery computed it at sending.",
    )
    declineReason = DeclineReasonOutput(allow_null=True)
    senderContacts = ContactOutput(many=True, help_text="The sending company's contacts (they go with the request).")
    receiverContacts = ContactOutput(
        many=True, allow_null=True, help_text="The receiving company's contacts: null until the request is accepted."
    )
    can = RequestActionsOutput(help_text="What you may do now.")


class ReportCreatedOutput(serializers.Serializer):
    reportId = serializers.IntegerField()


class DraftOutput(serializers.Serializer):
    message = serializers.CharField(help_text="A draft to edit; nothing is sent.")


# --- conversations --------------------------------------------------------------------------------


class ConversationQuery(serializers.Serializer):
    Before = _id(required=False, help_text="Only messages older than this message id (load earlier messages).")
    Limit = serializers.IntegerField(
        required=False,
        default=50,
        min_value=1,
        max_value=100,
        error_messages=dict.fromkeys(
            ("invalid", "min_value", "max_value"), "Limit must be a whole number from 1 to 100."
        ),
        help_text="How many messages (the newest before `Before`).",
    )


class MessageInput(serializers.Serializer):
    body = _text(
        min_length=1,
        max_length=5000,
        message=errors.BODY_LENGTH,
        help_text="Plain text with links, up to 5,000 characters.",
    )
    isInternalNote = serializers.BooleanField(
        required=False, default=False, help_text="Only your company's members will ever see it."
    )


class ReadInput(serializers.Serializer):
    lastReadMessageId = _id(
        required=False, allow_null=True, default=None, help_text="Read up to this message; absent: up to the newest."
    )


class LastMessageOutput(serializers.Serializer):
    messageId = serializers.IntegerField()
    excerpt = serializers.CharField()
    isInternalNote = serializers.BooleanField()
    createdAt = serializers.DateTimeField()
    authorFirstName = serializers.CharField(allow_blank=True)
    isOwnSide = serializers.BooleanField(help_text="Written by your company.")


class ConversationItemOutput(serializers.Serializer):
    conversationId = serializers.IntegerField()
    otherCompany = CompanySummaryOutput()
    isClosed = serializers.BooleanField()
    closedAt = serializers.DateTimeField(allow_null=True)
    closedByPlatform = serializers.BooleanField(help_text="Closed by the PartnerMatch team: only they reopen it.")
    createdAt = serializers.DateTimeField()
    lastMessageAt = serializers.DateTimeField(allow_null=True)
    unreadCount = serializers.IntegerField(min_value=0, help_text="Messages and your side's notes you have not read.")
    lastMessage = LastMessageOutput(allow_null=True, help_text="The newest message you may read.")


class MessageOutput(serializers.Serializer):
    messageId = serializers.IntegerField()
    body = serializers.CharField(help_text="Plain text.")
    isInternalNote = serializers.BooleanField(help_text="Your company's note: the other company never sees it.")
    createdAt = serializers.DateTimeField()
    authorCompanyId = serializers.IntegerField()
    author = PersonOutput(allow_null=True)
    isOwnSide = serializers.BooleanField(help_text="Written by your company.")
    isMine = serializers.BooleanField()


class ConversationActionsOutput(serializers.Serializer):
    post = serializers.BooleanField()
    close = serializers.BooleanField()
    reopen = serializers.BooleanField()
    report = serializers.BooleanField()


class ConversationDetailOutput(ConversationItemOutput):
    lastReadMessageId = serializers.IntegerField(min_value=0)
    messages = MessageOutput(many=True, help_text="Oldest first.")
    hasMore = serializers.BooleanField(help_text="Older messages remain: ask again with Before = the first one's id.")
    otherCompanyContacts = ContactOutput(many=True)
    introRequest = IntroRequestItemOutput(allow_null=True, help_text="The accepted request that opened it.")
    can = ConversationActionsOutput()


class MessageCreatedOutput(MessageOutput):
    conversationId = serializers.IntegerField()


class ReadOutput(serializers.Serializer):
    conversationId = serializers.IntegerField()
    lastReadMessageId = serializers.IntegerField(min_value=0)


# --- summary, company status, settings ----------------------------------------------------------


class QuotaOutput(serializers.Serializer):
    used = serializers.IntegerField(min_value=0)
    limit = serializers.IntegerField(min_value=0, help_text="Intro requests a month on your plan.")
    left = serializers.IntegerField(min_value=0)
    resetsOn = serializers.DateField(help_text="The first day of next month (UTC).")


class ReasonOutput(serializers.Serializer):
    code = serializers.CharField()
    title = serializers.CharField()


class SummaryOutput(serializers.Serializer):
    unreadRequests = serializers.IntegerField(min_value=0)
    pendingReceivedRequests = serializers.IntegerField(min_value=0, help_text="Waiting for your company's answer.")
    unreadConversations = serializers.IntegerField(min_value=0)
    unreadMessages = serializers.IntegerField(min_value=0)
    quota = QuotaOutput()
    canSend = serializers.BooleanField()
    cannotSendReason = ReasonOutput(
        allow_null=True, help_text="noCompany, noSubscription, outreachSuspended or quotaExhausted, with its sentence."
    )
    companyId = serializers.IntegerField(allow_null=True)
    companyAcceptsRequests = serializers.BooleanField(allow_null=True, help_text="Null without a company.")
    companySuspended = serializers.BooleanField(allow_null=True)


class CompanyStatusOutput(serializers.Serializer):
    companyId = serializers.IntegerField()
    acceptsRequests = serializers.BooleanField()
    canSend = serializers.BooleanField()
    cannotSendReason = ReasonOutput(allow_null=True, help_text="Why the request button is off, in a sentence.")
    openRequestId = serializers.IntegerField(allow_null=True, help_text="The request waiting between your companies.")
    conversationId = serializers.IntegerField(allow_null=True, help_text="Your companies' conversation.")
    quota = QuotaOutput()
    partnershipTypes = PartnershipTypeOutput(
        many=True, help_text="The partnership types the company offers, by name: a request may be about one of them."
    )


class EmailSettings(serializers.Serializer):
    newRequest = serializers.BooleanField(help_text="New intro requests to your company (company admins).")
    decision = serializers.BooleanField(help_text="Answers to your requests, and their expiry.")
    newMessage = serializers.BooleanField(help_text="New messages from the other company.")
    followUp = serializers.BooleanField(
        help_text=(
            "Follow-ups to pending requests your company received (company admins). When none of a company's "
            "admins wants them, its senders' sequences stop (docs/sequences.md)."
        )
    )


class EmailSettingsInput(serializers.Serializer):
    newRequest = serializers.BooleanField(required=False)
    decision = serializers.BooleanField(required=False)
    newMessage = serializers.BooleanField(required=False)
    followUp = serializers.BooleanField(required=False)


class CompanySettingsOutput(serializers.Serializer):
    companyId = serializers.IntegerField()
    acceptsRequests = serializers.BooleanField()
    canEdit = serializers.BooleanField(help_text="Whether you (a company admin) may change acceptsRequests.")
    isSuspended = serializers.BooleanField()


class SettingsOutput(serializers.Serializer):
    company = CompanySettingsOutput(allow_null=True)
    emails = EmailSettings()


class SettingsInput(serializers.Serializer):
    acceptsRequests = serializers.BooleanField(required=False, help_text="Company admins only.")
    emails = EmailSettingsInput(required=False)


class UnsubscribeQuery(serializers.Serializer):
    token = serializers.CharField(max_length=1000, help_text="The signed value of the e-mail's opt-out link.")


class UnsubscribeInput(serializers.Serializer):
    token = serializers.CharField(
        max_length=1000, required=False, help_text="The link's token (or in the query string, as mail clients send it)."
    )


class UnsubscribeOutput(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["newRequest", "decision", "newMessage", "followUp"])
    label = serializers.CharField(help_text='"new messages in conversations", ...')
    subscribed = serializers.BooleanField(help_text="Whether these e-mails are on (false once the link is used).")


class EventsTicketOutput(serializers.Serializer):
    ticket = serializers.CharField()
    url = serializers.CharField(help_text="The socket's path with the ticket: /outreach-events?ticket=...")
    expiresIn = serializers.IntegerField(help_text="Seconds the ticket may open the socket (once).")


# --- the admin queue -------------------------------------------------------------------------------


class ReportOutput(serializers.Serializer):
    reportId = serializers.IntegerField()
    status = serializers.ChoiceField(choices=AbuseReport.Status.choices)
    reason = serializers.CharField()
    createdAt = serializers.DateTimeField()
    target = serializers.ChoiceField(choices=["request", "conversation"])
    introRequestId = serializers.IntegerField(allow_null=True)
    conversationId = serializers.IntegerField(allow_null=True)
    reporter = PersonOutput(allow_null=True)
    reporterCompany = CompanySummaryOutput(allow_null=True)
    reportedCompany = CompanySummaryOutput(allow_null=True)
    reportedCompanySuspended = serializers.BooleanField()
    evidence = serializers.DictField(
        help_text=(
            'What the reporter saw: {kind: "request", type, message, senderCompany, receiverCompany, sentAt} or '
            '{kind: "conversation", messages: [{messageId, company, author, body, createdAt}]} (never a note).'
        )
    )
    handledBy = PersonOutput(allow_null=True)
    handledAt = serializers.DateTimeField(allow_null=True)
    action = serializers.CharField(allow_blank=True, help_text="dismissed, conversationClosed or companySuspended.")


class AdminCloseInput(serializers.Serializer):
    reason = serializers.CharField(required=False, allow_blank=True, default="", max_length=1000)


class SuspendInput(serializers.Serializer):
    reason = _text(min_length=1, max_length=1000, message="Give a reason (up to 1,000 characters).")


class CompanyOutreachAdminOutput(serializers.Serializer):
    companyId = serializers.IntegerField()
    isSuspended = serializers.BooleanField()
    suspendedAt = serializers.DateTimeField(allow_null=True)
    suspendedReason = serializers.CharField(allow_blank=True)


class ConversationStateOutput(serializers.Serializer):
    conversationId = serializers.IntegerField()
    isClosed = serializers.BooleanField()
    closedByPlatform = serializers.BooleanField()
