"""What outreach tells members once a write has committed: the real-time events on the members'
sockets (consumers.py) and the e-mails (docs/outreach.md "E-mails").

Events carry ids only (`{type: "message", conversationId}`, `{type: "request", requestId}`):
the socket says *that* something changed, and the SPA reads *what* through the API, whose
access rules apply. They go through the channel layer (Redis in production) to the group of
each member concerned, in whichever process holds their socket.

E-mails: a new request to the receiving company's admins, a decision (or the expiry) to the
member who sent the request, a new message to the other company's members (never an internal
note). Each carries a link into the SPA and a one-click opt-out link for its kind. A member who
had OUTREACH_MESSAGE_MAILS_PER_HOUR message mails in the last hour gets the next ones in the
hourly digest instead."""

import logging
from datetime import timedelta
from functools import partial

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.core.services import email_send
from apps.notifications.events import member_events_deliver, member_group
from apps.outreach import selectors
from apps.outreach.models import (
    Conversation,
    ConversationMessage,
    IntroRequest,
    MailPreference,
    MessageNotice,
    ReadMark,
)
from apps.outreach.tokens import MAIL_KIND_LABELS, MAIL_KINDS, unsubscribe_token

logger = logging.getLogger(__name__)


# --- events ------------------------------------------------------------------------------------


# Each member's events group is the notification centre's (apps/notifications/events.py): the
# events socket joins it, so the bell's `{"type": "notification"}` events travel on it too.
user_group = member_group


def events_deliver(user_ids, payload: dict) -> None:
    """Sends `payload` to the sockets of these members now. Never fails its caller: an event
    that cannot reach the channel layer is logged (the SPA's polling of the summary catches up)."""
    member_events_deliver(user_ids, payload)


def events_after_commit(user_ids, payload: dict) -> None:
    transaction.on_commit(partial(events_deliver, list(user_ids), payload))


def request_event(intro_request: IntroRequest) -> None:
    """Both companies' members hear of a new or changed request."""
    user_ids = selectors.company_member_ids(
        company_ids=[intro_request.sender_company_id, intro_request.receiver_company_id]
    )
    events_after_commit(user_ids, {"type": "request", "requestId": intro_request.pk})


def conversation_event(conversation: Conversation, *, kind: str, company_ids=None, **extra) -> None:
    """Members of the conversation's companies (or of `company_ids` only: an internal note's
    side) hear of it."""
    company_ids = company_ids or [conversation.company_low_id, conversation.company_high_id]
    user_ids = selectors.company_member_ids(company_ids=company_ids)
    events_after_commit(user_ids, {"type": kind, "conversationId": conversation.pk, **extra})


# --- e-mails ------------------------------------------------------------------------------------


def preference_of(user) -> MailPreference:
    return selectors.mail_preference_of(user=user)


def wants(user, kind: str) -> bool:
    return bool(getattr(preference_of(user), MAIL_KINDS[kind]))


def _opt_out(user, kind: str) -> tuple[dict, dict]:
    """(template context, headers) of the one-click opt-out of this kind of e-mail: a link to
    the SPA's page (which asks the API), and RFC 8058's List-Unsubscribe for mail clients (a
    POST to the API, which needs no API key for it)."""
    token = unsubscribe_token(user_id=user.pk, kind=kind)
    page = f"{settings.SITE_URL}/outreach/unsubscribe?token={token}"
    one_click = f"{settings.SITE_URL}/api/outreach/unsubscribe?token={token}"
    context = {"unsubscribe_url": page, "unsubscribe_label": MAIL_KIND_LABELS[kind]}
    headers = {"List-Unsubscribe": f"<{one_click}>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}
    return context, headers


def notice_send(*, user, kind: str, template: str, context: dict) -> None:
    """One notice e-mail of `kind`, with its opt-out (after the transaction commits)."""
    opt_out, headers = _opt_out(user, kind)
    email_send(to=user.email, template=template, context={"user": user, **context, **opt_out}, headers=headers)


def request_mail_new(intro_request: IntroRequest) -> None:
    """A new request: to the receiving company's admins who want these e-mails."""
    for admin in selectors.company_members(company_id=intro_request.receiver_company_id, admins_only=True):
        if not wants(admin, "newRequest"):
            continue
        notice_send(
            user=admin,
            kind="newRequest",
            template="outreach_request_new",
            context={
                "sender_company": intro_request.sender_company.name,
                "receiver_company": intro_request.receiver_company.name,
                "sender_name": intro_request.sender_user.full_name if intro_request.sender_user else "",
                "type_label": IntroRequest.Type(intro_request.type).label,
                "message": intro_request.message,
                "match_score": (intro_request.fit or {}).get("matchScore"),
                "summary": (intro_request.fit or {}).get("summary", ""),
                "days": settings.OUTREACH_REQUEST_DAYS,
                "url": f"{settings.SITE_URL}/outreach/requests/{intro_request.pk}",
            },
        )


def request_mail_follow_up(intro_request: IntroRequest, *, body: str, author_name: str) -> int:
    """A follow-up on a pending request: to the receiving company's admins who want follow-up
    e-mails (each with its one-click opt-out). Answers how many were sent."""
    sent = 0
    for admin in selectors.company_members(company_id=intro_request.receiver_company_id, admins_only=True):
        if not wants(admin, "followUp"):
            continue
        notice_send(
            user=admin,
            kind="followUp",
            template="outreach_request_follow_up",
            context={
                "sender_company": intro_request.sender_company.name,
                "receiver_company": intro_request.receiver_company.name,
                "sender_name": author_name,
                "body": body,
                "url": f"{settings.SITE_URL}/outreach/requests/{intro_request.pk}",
            },
        )
        sent += 1
    return sent


def request_mail_decided(intro_request: IntroRequest) -> None:
    """Accepted, declined or expired: to the member who sent the request."""
    sender = intro_request.sender_user
    if sender is None or not sender.is_active or not wants(sender, "decision"):
        return
    reason = ""
    if intro_request.state == IntroRequest.State.DECLINED and intro_request.decline_reason_code:
        reason = IntroRequest.DeclineReason(intro_request.decline_reason_code).label
        if intro_request.decline_reason_text:
            reason = f"{reason}: {intro_request.decline_reason_text}"
    url = (
        f"{settings.SITE_URL}/outreach/conversations/{intro_request.conversation_id}"
        if intro_request.state == IntroRequest.State.ACCEPTED and intro_request.conversation_id
        else f"{settings.SITE_URL}/outreach/requests/{intro_request.pk}"
    )
    notice_send(
        user=sender,
        kind="decision",
        template="outreach_request_decided",
        context={
            "state": intro_request.state,
            "receiver_company": intro_request.receiver_company.name,
            "reason": reason,
            "url": url,
        },
    )


# --- message notices and the digest -------------------------------------------------------------


def _locked_preference(user_id) -> MailPreference:
    """The member's preference row, locked: one writer of their notices at a time."""
    MailPreference.objects.get_or_create(user_id=user_id)
    return MailPreference.objects.select_for_update().get(pk=user_id)


def message_notices_deliver(*, message_id: int, now=None) -> int:
    """Tells the other company's members of a new message (never of an internal note): an
    e-mail each while they had fewer than OUTREACH_MESSAGE_MAILS_PER_HOUR message mails in the
    last hour, else a notice queued for the digest. Safe to run twice (one notice per member
    and message). Answers how many e-mails it sent."""
    message = (
        ConversationMessage.objects.select_related("conversation", "author", "author_company")
        .filter(pk=message_id)
        .first()
    )
    if message is None or message.is_internal_note:
        return 0
    conversation = message.conversation
    other_id = conversation.other_company_id(message.author_company_id)
    sent = 0
    for user in selectors.company_members(company_id=other_id):
        with transaction.atomic():
            preference = _locked_preference(user.pk)
            if not preference.new_message or MessageNotice.objects.filter(user=user, message=message).exists():
                continue
            now_ = now or timezone.now()
            recent = MessageNotice.objects.filter(
                user=user, state=MessageNotice.State.SENT, sent_at__gt=now_ - timedelta(hours=1)
            ).count()
            if recent >= settings.OUTREACH_MESSAGE_MAILS_PER_HOUR:
                MessageNotice.objects.create(
                    user=user, message=message, state=MessageNotice.State.QUEUED, created_at=now_
                )
                continue
            MessageNotice.objects.create(
                user=user, message=message, state=MessageNotice.State.SENT, created_at=now_, sent_at=now_
            )
            notice_send(
                user=user,
                kind="newMessage",
                template="outreach_message_new",
                context={
                    "author_name": message.author.full_name if message.author else "",
                    "author_company": message.author_company.name,
                    "body": message.body,
                    "url": f"{settings.SITE_URL}/outreach/conversations/{conversation.pk}",
                },
            )
            sent += 1
    return sent


def message_digests_deliver(*, now=None) -> int:
    """The hourly digest: each member with queued notices gets one e-mail listing the
    conversations and their new messages, leaving out what they have read meanwhile and
    anything they may no longer read. Safe to run twice at once (each member's notices are
    taken under their lock). Answers how many digests it sent."""
    sent = 0
    user_ids = list(
        MessageNotice.objects.filter(state=MessageNotice.State.QUEUED).values_list("user_id", flat=True).distinct()
    )
    for user_id in user_ids:
        with transaction.atomic():
            if _digest_one(user_id=user_id, now=now or timezone.now()):
                sent += 1
    return sent


def _digest_one(*, user_id: int, now) -> bool:
    preference = _locked_preference(user_id)
    notices = list(
        MessageNotice.objects.filter(user_id=user_id, state=MessageNotice.State.QUEUED)
        .select_related("message__conversation", "message__author_company", "message__author")
        .order_by("message_id")
    )
    if not notices:
        return False  # taken by another run
    user = preference.user
    member = selectors.member_of(user=user)
    read_marks = dict(
        ReadMark.objects.filter(
            user_id=user_id, conversation_id__in={n.message.conversation_id for n in notices}
        ).values_list("conversation_id", "last_read_message_id")
    )
    keep, drop = [], []
    for notice in notices:
        message = notice.message
        readable = (
            user.is_active
            and preference.new_message
            and member.company_id is not None
            and message.conversation.has_company(member.company_id)
            and message.author_company_id != member.company_id
            and not message.is_internal_note
        )
        unread = message.pk > read_marks.get(message.conversation_id, 0)
        (keep if readable and unread else drop).append(notice)
    MessageNotice.objects.filter(pk__in=[n.pk for n in drop]).update(state=MessageNotice.State.DROPPED)
    if not keep:
        return False
    MessageNotice.objects.filter(pk__in=[n.pk for n in keep]).update(state=MessageNotice.State.DIGESTED, sent_at=now)
    conversations = {}
    for notice in keep:
        message = notice.message
        entry = conversations.setdefault(
            message.conversation_id,
            {
                "company": message.author_company.name,
                "count": 0,
                "url": f"{settings.SITE_URL}/outreach/conversations/{message.conversation_id}",
                "latest": "",
            },
        )
        entry["count"] += 1
        entry["latest"] = selectors.excerpt(message.body, 300)
    notice_send(
        user=user,
        kind="newMessage",
        template="outreach_message_digest",
        context={"conversations": list(conversations.values()), "count": len(keep)},
    )
    return True
