"""Outreach in the notification centre (apps/notifications; docs/alerts.md "Notification
centre"): the bell tells of a new request, a decision and a new message, beside the e-mails
(delivery.py) and whatever the member chose for those. Called inside the transaction of the
write they tell of; a member who muted the kind gets nothing. Never for an internal note."""

from apps.notifications.kinds import notification_kind
from apps.notifications.services import notifications_send
from apps.outreach import selectors
from apps.outreach.models import ConversationMessage, IntroRequest

NEW_REQUEST = notification_kind(
    "outreach.newRequest", "New intro requests", "Another company sent yours an intro request (company admins)."
)
DECISION = notification_kind(
    "outreach.decision", "Answers to your intro requests", "A request you sent was accepted, declined or expired."
)
NEW_MESSAGE = notification_kind(
    "outreach.newMessage", "New messages", "The other company wrote in one of your company's conversations."
)

EXCERPT = 200


def request_notify_new(intro_request: IntroRequest) -> None:
    """A new request: to the receiving company's admins (who answer it)."""
    admins = selectors.company_members(company_id=intro_request.receiver_company_id, admins_only=True)
    notifications_send(
        user_ids=admins.values_list("pk", flat=True),
        kind=NEW_REQUEST,
        title=f"{intro_request.sender_company.name} sent you an intro request",
        body=selectors.excerpt(intro_request.message, EXCERPT),
        link=f"/outreach/requests/{intro_request.pk}",
        data={"introRequestId": intro_request.pk},
    )


def request_notify_decided(intro_request: IntroRequest) -> None:
    """Accepted, declined or expired: to the member who sent it."""
    sender = intro_request.sender_user
    if sender is None:
        return
    receiver = intro_request.receiver_company.name
    state = intro_request.state
    body = ""
    if state == IntroRequest.State.ACCEPTED:
        title = f"{receiver} accepted your intro request"
    elif state == IntroRequest.State.DECLINED:
        title = f"{receiver} declined your intro request"
        if intro_request.decline_reason_code:
            body = IntroRequest.DeclineReason(intro_request.decline_reason_code).label
    else:
        title = f"Your intro request to {receiver} expired"
    accepted = state == IntroRequest.State.ACCEPTED and intro_request.conversation_id
    notifications_send(
        user_ids=[sender.pk],
        kind=DECISION,
        title=title,
        body=body,
        link=(
            f"/outreach/conversations/{intro_request.conversation_id}"
            if accepted
            else f"/outreach/requests/{intro_request.pk}"
        ),
        data={"introRequestId": intro_request.pk, "conversationId": intro_request.conversation_id, "state": state},
    )


def message_notify(message: ConversationMessage, *, conversation) -> None:
    """A message: to the other company's members (never an internal note, whose side alone reads it)."""
    if message.is_internal_note:
        return
    other_id = conversation.other_company_id(message.author_company_id)
    author_company = message.author_company.name if message.author_company_id else ""
    notifications_send(
        user_ids=selectors.company_member_ids(company_ids=[other_id]),
        kind=NEW_MESSAGE,
        title=f"New message from {author_company}",
        body=selectors.excerpt(message.body, EXCERPT),
        link=f"/outreach/conversations/{conversation.pk}",
        data={"conversationId": conversation.pk, "messageId": message.pk},
    )
