"""Reads of partner outreach (docs/outreach.md): who the viewer is in it (their company and
role), what they may see of a request or a conversation, the lists, the unread counts and
the quota. A request or conversation of two other companies is the same 404 as one that
does not exist."""

from dataclasses import dataclass
from datetime import date

from django.contrib.auth import get_user_model
from django.db.models import (
    Case,
    CharField,
    Count,
    DateTimeField,
    Exists,
    IntegerField,
    OuterRef,
    Q,
    Subquery,
    Sum,
    Value,
    When,
)
from django.db.models.functions import Coalesce
from django.utils import timezone

from apps.billing.plans import outreach_quota_of
from apps.billing.selectors import subscription_active_of
from apps.companies.models import Company, CompanyMember, Contact
from apps.outreach import errors
from apps.outreach.models import (
    FOLLOW_UPS_PER_REQUEST_MAX,
    AbuseReport,
    CompanyOutreach,
    Conversation,
    ConversationMessage,
    IntroRequest,
    IntroRequestSeen,
    MailPreference,
    OutreachUsage,
    ReadMark,
    RequestFollowUp,
    pair_of,
)
from apps.outreach.tokens import MAIL_KINDS, unsubscribe_read

User = get_user_model()

# What a company summary reads of a company row (never its descriptions, which may hold
# megabytes of inline images).
COMPANY_FIELDS = ("id", "name", "logo_url")


# --- who the viewer is ------------------------------------------------------------------------


@dataclass(frozen=True)
class Member:
    """The viewer in outreach: their approved company (None: none) and whether they are one of
    its company admins."""

    user: object
    company_id: int | None
    is_company_admin: bool

    def side_of_request(self, intro_request: IntroRequest) -> str | None:
        if self.company_id is None:
            return None
        if intro_request.sender_company_id == self.company_id:
            return "sent"
        if intro_request.receiver_company_id == self.company_id:
            return "received"
        return None


def member_of(*, user) -> Member:
    """One query, reading no company row."""
    row = (
        CompanyMember.objects.filter(user=user, company__is_approved=True)
        .values_list("company_id", "is_company_admin")
        .first()
    )
    return Member(user=user, company_id=row[0] if row else None, is_company_admin=bool(row and row[1]))


def company_outreach_of(*, company_id: int | None) -> CompanyOutreach:
    """A company's outreach settings (the defaults when it has no row)."""
    if company_id is None:
        return CompanyOutreach(accepts_requests=False)
    return CompanyOutreach.objects.filter(pk=company_id).first() or CompanyOutreach(company_id=company_id)


# --- the quota ----------------------------------------------------------------------------------


def month_of(now) -> date:
    return now.date().replace(day=1)


def next_month(month: date) -> date:
    return date(month.year + month.month // 12, month.month % 12 + 1, 1)


@dataclass(frozen=True)
class Quota:
    used: int
    limit: int
    resets_on: date

    @property
    def left(self) -> int:
        return max(self.limit - self.used, 0)

    def as_dict(self) -> dict:
        return {"used": self.used, "limit": self.limit, "left": self.left, "resetsOn": self.resets_on}


def quota_of(*, user, plan_id: int | None, now=None) -> Quota:
    """The member's intro requests this calendar month (UTC) against their plan's quota."""
    month = month_of(now or timezone.now())
    used = OutreachUsage.objects.filter(user=user, month=month).values_list("used", flat=True).first() or 0
    return Quota(used=used, limit=outreach_quota_of(plan_id), resets_on=next_month(month))


@dataclass(frozen=True)
class SenderStatus:
    """Whether a member may send intro requests now, whatever the receiver (the summary, and
    the first checks of a send)."""

    member: Member
    plan_id: int | None
    quota: Quota
    company_settings: CompanyOutreach  # of the member's company

    @property
    def suspended(self) -> bool:
        return self.member.company_id is not None and self.company_settings.is_suspended

    def refusal(self, *, quota: bool = True):
        """(ErrorCode, title fields) a send is refused with, or None (`quota`: whether a
        spent quota counts: a send checks it last, and for real when it spends)."""
        if self.member.company_id is None:
            return errors.NO_COMPANY, {}
        if self.plan_id is None:
            return errors.NO_SUBSCRIPTION, {}
        if self.suspended:
            return errors.SUSPENDED, {}
        if quota and self.quota.left <= 0:
            return quota_exhausted(self.quota)
        return None


def quota_exhausted(quota: "Quota"):
    return errors.QUOTA_EXHAUSTED, {"resetsOn": f"{quota.resets_on:%B} {quota.resets_on.day}"}


def sender_status_of(*, user, member: Member | None = None, now=None) -> SenderStatus:
    member = member or member_of(user=user)
    subscription = subscription_active_of(user=user)
    plan_id = subscription.plan_id if subscription is not None else None
    return SenderStatus(
        member=member,
        plan_id=plan_id,
        quota=quota_of(user=user, plan_id=plan_id, now=now),
        company_settings=company_outreach_of(company_id=member.company_id),
    )


def refusal_body(refusal) -> dict | None:
    if refusal is None:
        return None
    code, fields = refusal
    return {"code": code.code, "title": code.title.format(**fields) if fields else code.title}


# --- requests -------------------------------------------------------------------------------------


def _request_queryset():
    return IntroRequest.objects.select_related(
        "sender_company", "receiver_company", "sender_user", "partnership_type"
    ).only(
        *(f"sender_company__{field}" for field in COMPANY_FIELDS),
        *(f"receiver_company__{field}" for field in COMPANY_FIELDS),
        "sender_user__id",
        "sender_user__first_name",
        "sender_user__last_name",
        "partnership_type__id",
        "partnership_type__name",
        *(
            field.attname
            for field in IntroRequest._meta.concrete_fields
            if field.name not in ("sender_company", "receiver_company", "sender_user", "partnership_type")
        ),
        "sender_company",
        "receiver_company",
        "sender_user",
        "partnership_type",
    )


def _unread_requests_filter(*, user, company_id: int, now) -> Q:
    """Unread for this member: a received request still pending that they never opened, or a
    request their company sent that was answered after they last opened it."""
    seen = IntroRequestSeen.objects.filter(intro_request=OuterRef("pk"), user=user)
    seen_after_answer = seen.filter(seen_at__gte=OuterRef("decided_at"))
    # A follow-up makes a received request unread again until it is opened after it.
    seen_after_follow_up = seen.filter(
        seen_at__gte=Coalesce(OuterRef("last_follow_up_at"), OuterRef("created_at"), output_field=DateTimeField())
    )
    return Q(receiver_company_id=company_id, state=IntroRequest.State.PENDING, expires_at__gt=now) & ~Exists(
        seen_after_follow_up
    ) | Q(
        sender_company_id=company_id,
        state__in=(IntroRequest.State.ACCEPTED, IntroRequest.State.DECLINED),
    ) & ~Exists(seen_after_answer)


def intro_request_list(*, member: Member, now=None):
    """Every request the member's company sent or received, newest first, each annotated with
    `box` ("sent"/"received") and `is_unread`; the list's filters narrow it (filters.py)."""
    if member.company_id is None:
        return IntroRequest.objects.none()
    now = now or timezone.now()
    company_id = member.company_id
    return (
        _request_queryset()
        .filter(Q(sender_company_id=company_id) | Q(receiver_company_id=company_id))
        .annotate(
            box=Case(
                When(receiver_company_id=company_id, then=Value("received")),
                default=Value("sent"),
                output_field=CharField(),
            ),
            is_unread=Case(
                When(_unread_requests_filter(user=member.user, company_id=company_id, now=now), then=Value(True)),
                default=Value(False),
            ),
        )
        .order_by("-created_at", "-id")
    )


def intro_request_for(*, member: Member, intro_request_id) -> IntroRequest:
    """A request of the member's company (sent or received), or the 404."""
    intro_request = intro_request_list(member=member).filter(pk=intro_request_id).first() if member.company_id else None
    if intro_request is None:
        raise errors.REQUEST_NOT_FOUND.error()
    return intro_request


def contacts_of(company_ids) -> dict[int, list[dict]]:
    """The contacts of these companies, in their order, by company id (one query)."""
    contacts = {company_id: [] for company_id in company_ids}
    for contact in Contact.objects.filter(company_id__in=list(company_ids)).order_by("sort_order", "id"):
        contacts[contact.company_id].append(
            {
                "contactId": contact.pk,
                "firstName": contact.first_name,
                "lastName": contact.last_name,
                "email": contact.email,
                "position": contact.position,
                "linkedInUrl": contact.linkedin_url,
            }
        )
    return contacts


def company_summary(company: Company) -> dict:
    return {"companyId": company.pk, "name": company.name, "logoUrl": company.logo_url or None}


def intro_request_actions(*, member: Member, intro_request: IntroRequest, now) -> dict:
    """What the member may do with the request now (the SPA's buttons; the services decide)."""
    pending = intro_request.state_at(now) == IntroRequest.State.PENDING
    side = member.side_of_request(intro_request)
    answer = pending and side == "received" and member.is_company_admin
    withdraw = (
        pending and side == "sent" and (intro_request.sender_user_id == member.user.pk or member.is_company_admin)
    )
    return {"accept": answer, "decline": answer, "withdraw": withdraw, "report": side is not None}


def intro_request_detail(*, member: Member, intro_request: IntroRequest, now=None) -> dict:
    """A request as the member's company sees it (docs/outreach.md "Who sees what"): the
    sender's contacts go with the request; the receiver's once it is accepted."""
    now = now or timezone.now()
    side = member.side_of_request(intro_request)
    state = intro_request.state_at(now)
    accepted = state == IntroRequest.State.ACCEPTED
    wanted = [intro_request.sender_company_id] + ([intro_request.receiver_company_id] if accepted else [])
    contacts = contacts_of(wanted)
    return {
        **intro_request_item(intro_request, now=now, box=side),
        "message": intro_request.message,
        "followUps": follow_ups_of(intro_request=intro_request),
        "partnershipType": (
            {"id": intro_request.partnership_type.pk, "name": intro_request.partnership_type.name}
            if intro_request.partnership_type
            else None
        ),
        # The sender's own search: a link for the sender's company only.
        "searchHistoryId": intro_request.search_history_id if side == "sent" else None,
        "fit": intro_request.fit,
        "declineReason": (
            {
                "code": intro_request.decline_reason_code,
                "label": IntroRequest.DeclineReason(intro_request.decline_reason_code).label,
                "text": intro_request.decline_reason_text,
            }
            if state == IntroRequest.State.DECLINED and intro_request.decline_reason_code
            else None
        ),
        "senderContacts": contacts[intro_request.sender_company_id],
        "receiverContacts": contacts[intro_request.receiver_company_id] if accepted else None,
        "can": intro_request_actions(member=member, intro_request=intro_request, now=now),
    }


def follow_ups_of(*, intro_request: IntroRequest) -> list[dict]:
    """The request's follow-ups, oldest first (one query; none asked before the first)."""
    if intro_request.last_follow_up_at is None:
        return []
    rows = (
        RequestFollowUp.objects.filter(intro_request=intro_request)
        .select_related("author")
        .only("id", "body", "created_at", "author__id", "author__first_name", "author__last_name")
        .order_by("created_at", "id")
    )
    return [
        {
            "followUpId": row.pk,
            "body": row.body,
            "createdAt": row.created_at,
            "author": (
                {"userId": row.author.pk, "firstName": row.author.first_name, "lastName": row.author.last_name}
                if row.author
                else None
            ),
        }
        for row in rows
    ]


def intro_request_item(intro_request: IntroRequest, *, now, box: str | None = None) -> dict:
    """A request in a list (the detail adds the rest). `box` is the member's side of it, given
    when the request was not read through the list's annotation."""
    fit = intro_request.fit or {}
    sender = intro_request.sender_user
    return {
        "introRequestId": intro_request.pk,
        "box": box or getattr(intro_request, "box", None),
        "type": intro_request.type,
        "state": intro_request.state_at(now),
        "excerpt": excerpt(intro_request.message),
        "createdAt": intro_request.created_at,
        "expiresAt": intro_request.expires_at,
        "decidedAt": intro_request.decided_at,
        "senderCompany": company_summary(intro_request.sender_company),
        "receiverCompany": company_summary(intro_request.receiver_company),
        "senderUser": (
            {"userId": sender.pk, "firstName": sender.first_name, "lastName": sender.last_name} if sender else None
        ),
        "matchScore": fit.get("matchScore"),
        "conversationId": intro_request.conversation_id,
        "isUnread": bool(getattr(intro_request, "is_unread", False)),
    }


def excerpt(text: str, length: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= length else flat[: length - 1].rstrip() + "…"


def pending_request_between(*, company_a_id: int, company_b_id: int) -> IntroRequest | None:
    low, high = pair_of(company_a_id, company_b_id)
    return IntroRequest.objects.filter(
        company_low_id=low, company_high_id=high, state=IntroRequest.State.PENDING
    ).first()


def conversation_id_between(*, company_a_id: int, company_b_id: int) -> int | None:
    low, high = pair_of(company_a_id, company_b_id)
    return Conversation.objects.filter(company_low_id=low, company_high_id=high).values_list("pk", flat=True).first()


# --- conversations -------------------------------------------------------------------------------


def visible_messages(*, company_id: int):
    """Messages and notes the members of `company_id` may read: every message, and their own
    company's internal notes (never the other side's)."""
    return ConversationMessage.objects.filter(Q(is_internal_note=False) | Q(author_company_id=company_id))


def _unread_messages(*, member: Member):
    """Messages of the conversation (OuterRef pk, with its `last_read` annotation) this member
    has not read: visible to them, not their own, after their read mark."""
    return (
        visible_messages(company_id=member.company_id)
        .filter(conversation=OuterRef("pk"), id__gt=OuterRef("last_read"))
        .exclude(author=member.user)
    )


def conversation_list(*, member: Member):
    """The member's company's conversations, the most recent activity first, each annotated
    with `last_read` (their read mark), `unread_count` and `last_message_id` (the newest
    message they may read); the list's filters narrow it (filters.py)."""
    if member.company_id is None:
        return Conversation.objects.none()
    company_id = member.company_id
    read_mark = ReadMark.objects.filter(conversation=OuterRef("pk"), user=member.user).values("last_read_message_id")
    unread = (
        _unread_messages(member=member).order_by().values("conversation").annotate(count=Count("id")).values("count")
    )
    newest = visible_messages(company_id=company_id).filter(conversation=OuterRef("pk")).order_by("-id").values("id")
    return (
        Conversation.objects.filter(Q(company_low_id=company_id) | Q(company_high_id=company_id))
        .select_related("company_low", "company_high")
        .only(
            *(f"company_low__{field}" for field in COMPANY_FIELDS),
            *(f"company_high__{field}" for field in COMPANY_FIELDS),
            "id",
            "company_low",
            "company_high",
            "created_at",
            "last_message_at",
            "is_closed",
            "closed_at",
            "closed_by_platform",
        )
        .annotate(
            last_read=Coalesce(Subquery(read_mark[:1]), Value(0)),
            unread_count=Coalesce(Subquery(unread[:1], output_field=IntegerField()), Value(0)),
            last_message_id=Subquery(newest[:1]),
            activity_at=Coalesce("last_message_at", "created_at"),
        )
        .order_by("-activity_at", "-id")
    )


def conversation_for(*, member: Member, conversation_id) -> Conversation:
    """A conversation of the member's company (with the annotations of conversation_list), or
    the 404."""
    conversation = conversation_list(member=member).filter(pk=conversation_id).first() if member.company_id else None
    if conversation is None:
        raise errors.CONVERSATION_NOT_FOUND.error()
    return conversation


def messages_by_id(*, ids) -> dict[int, ConversationMessage]:
    rows = ConversationMessage.objects.filter(pk__in=[i for i in ids if i]).select_related("author")
    return {message.pk: message for message in rows}


def message_item(message: ConversationMessage, *, member: Member) -> dict:
    author = message.author
    return {
        "messageId": message.pk,
        "body": message.body,
        "isInternalNote": message.is_internal_note,
        "createdAt": message.created_at,
        "authorCompanyId": message.author_company_id,
        "author": (
            {"userId": author.pk, "firstName": author.first_name, "lastName": author.last_name} if author else None
        ),
        "isOwnSide": message.author_company_id == member.company_id,
        "isMine": message.author_id == member.user.pk,
    }


def conversation_item(conversation: Conversation, *, member: Member, last_message: ConversationMessage | None) -> dict:
    other = conversation.company_high if conversation.company_low_id == member.company_id else conversation.company_low
    return {
        "conversationId": conversation.pk,
        "otherCompany": company_summary(other),
        "isClosed": conversation.is_closed,
        "closedAt": conversation.closed_at,
        "closedByPlatform": conversation.closed_by_platform,
        "createdAt": conversation.created_at,
        "lastMessageAt": conversation.last_message_at,
        "unreadCount": conversation.unread_count,
        "lastMessage": (
            {
                "messageId": last_message.pk,
                "excerpt": excerpt(last_message.body),
                "isInternalNote": last_message.is_internal_note,
                "createdAt": last_message.created_at,
                "authorFirstName": last_message.author.first_name if last_message.author else "",
                "isOwnSide": last_message.author_company_id == member.company_id,
            }
            if last_message
            else None
        ),
    }


def conversation_items(conversations, *, member: Member) -> list[dict]:
    """A page of conversation_list as list items (one query for their last messages)."""
    last = messages_by_id(ids=[c.last_message_id for c in conversations])
    return [conversation_item(c, member=member, last_message=last.get(c.last_message_id)) for c in conversations]


def conversation_messages(*, member: Member, conversation: Conversation, before: int | None, limit: int):
    """The newest `limit` messages the member may read (before message id `before`, when
    given), oldest first, and whether older ones remain."""
    messages = visible_messages(company_id=member.company_id).filter(conversation=conversation)
    if before is not None:
        messages = messages.filter(id__lt=before)
    rows = list(messages.select_related("author").order_by("-id")[: limit + 1])
    return list(reversed(rows[:limit])), len(rows) > limit


def conversation_opening_request(*, conversation: Conversation) -> IntroRequest | None:
    """The accepted request that opened the conversation (the latest, if it was reopened by
    another)."""
    return (
        _request_queryset()
        .filter(conversation=conversation, state=IntroRequest.State.ACCEPTED)
        .order_by("-decided_at", "-id")
        .first()
    )


def conversation_detail(
    *, member: Member, conversation: Conversation, before: int | None, limit: int, now=None
) -> dict:
    """The conversation with a page of its messages (the newest first page, or those before
    `before`), the other company's contacts (both sides have them once a request is
    accepted), the request that opened it, and what the member may do."""
    now = now or timezone.now()
    messages, has_more = conversation_messages(member=member, conversation=conversation, before=before, limit=limit)
    if before is None:  # the first page ends with the newest message the member may read
        last_message = messages[-1] if messages else None
    else:
        last_message = messages_by_id(ids=[conversation.last_message_id]).get(conversation.last_message_id)
    other_id = conversation.other_company_id(member.company_id)
    opening = conversation_opening_request(conversation=conversation)
    return {
        **conversation_item(conversation, member=member, last_message=last_message),
        "lastReadMessageId": conversation.last_read,
        "messages": [message_item(message, member=member) for message in messages],
        "hasMore": has_more,
        "otherCompanyContacts": contacts_of([other_id])[other_id],
        "introRequest": (
            intro_request_item(opening, now=now, box=member.side_of_request(opening)) if opening else None
        ),
        "can": {
            "post": not conversation.is_closed,
            "close": member.is_company_admin and not conversation.is_closed,
            "reopen": member.is_company_admin and conversation.is_closed and not conversation.closed_by_platform,
            "report": True,
        },
    }


def company_member_ids(*, company_ids) -> list[int]:
    """The active, verified members of these companies (who hear of outreach events)."""
    return list(
        CompanyMember.objects.filter(
            company_id__in=list(company_ids), user__is_active=True, user__status=User.Status.ACTIVE
        ).values_list("user_id", flat=True)
    )


def company_members(*, company_id: int, admins_only: bool = False):
    """The active, verified members (users) of a company, for e-mails."""
    users = User.objects.filter(company_membership__company_id=company_id, is_active=True, status=User.Status.ACTIVE)
    if admins_only:
        users = users.filter(company_membership__is_company_admin=True)
    return users.order_by("id")


# --- the summary (the badge) ---------------------------------------------------------------------


def unread_counts(*, member: Member, now=None) -> dict:
    """Unread requests and conversations of the member (two queries)."""
    if member.company_id is None:
        return {"unreadRequests": 0, "pendingReceivedRequests": 0, "unreadConversations": 0, "unreadMessages": 0}
    now = now or timezone.now()
    company_id = member.company_id
    requests = IntroRequest.objects.filter(Q(sender_company_id=company_id) | Q(receiver_company_id=company_id))
    request_counts = requests.aggregate(
        unread=Count("id", filter=_unread_requests_filter(user=member.user, company_id=company_id, now=now)),
        pending=Count(
            "id",
            filter=Q(receiver_company_id=company_id, state=IntroRequest.State.PENDING, expires_at__gt=now),
        ),
    )
    conversations = conversation_list(member=member).order_by()
    conversation_counts = conversations.aggregate(
        conversations=Count("id", filter=Q(unread_count__gt=0)),
        messages=Coalesce(Sum("unread_count"), Value(0)),
    )
    return {
        "unreadRequests": request_counts["unread"],
        "pendingReceivedRequests": request_counts["pending"],
        "unreadConversations": conversation_counts["conversations"],
        "unreadMessages": conversation_counts["messages"],
    }


def outreach_summary(*, user, now=None) -> dict:
    """`GET /api/outreach/summary`: the badge's counts, the quota, whether the member can send
    (and why not), and whether their company accepts requests."""
    now = now or timezone.now()
    status = sender_status_of(user=user, now=now)
    member = status.member
    settings_row = status.company_settings
    return {
        **unread_counts(member=member, now=now),
        "quota": status.quota.as_dict(),
        "canSend": status.refusal() is None,
        "cannotSendReason": refusal_body(status.refusal()),
        "companyId": member.company_id,
        "companyAcceptsRequests": settings_row.accepts_requests if member.company_id else None,
        "companySuspended": settings_row.is_suspended if member.company_id else None,
    }


def company_outreach_status(*, user, company_id) -> dict:
    """Whether the member may send a request to this company now, and if not why (the
    request button says it), with the open request or the conversation between them, and
    the partnership types the company offers (a request may name one of them)."""
    company = Company.objects.filter(pk=company_id, is_approved=True).only("id").first()
    if company is None:
        raise errors.COMPANY_NOT_FOUND.error()
    status = sender_status_of(user=user)
    member = status.member
    target = company_outreach_of(company_id=company.pk)
    refusal = status.refusal()
    open_request_id = conversation_id = None
    if member.company_id is not None and member.company_id != company.pk:
        pending = pending_request_between(company_a_id=member.company_id, company_b_id=company.pk)
        if pending is not None and pending.expires_at > timezone.now():
            open_request_id = pending.pk
        conversation_id = conversation_id_between(company_a_id=member.company_id, company_b_id=company.pk)
    if refusal is None:
        if member.company_id == company.pk:
            refusal = errors.OWN_COMPANY, {}
        elif not target.accepts_requests or target.is_suspended:
            refusal = errors.RECEIVER_NOT_ACCEPTING, {}
        elif conversation_id is not None:
            refusal = errors.CONVERSATION_EXISTS, {}
        elif open_request_id is not None:
            refusal = errors.REQUEST_ALREADY_OPEN, {}
    return {
        "companyId": company.pk,
        "acceptsRequests": target.accepts_requests and not target.is_suspended,
        "canSend": refusal is None,
        "cannotSendReason": refusal_body(refusal),
        "openRequestId": open_request_id,
        "conversationId": conversation_id,
        "quota": status.quota.as_dict(),
        # What a request may be about (its partnershipTypeId): the types the company offers.
        "partnershipTypes": list(company.partnership_types.order_by("name").values("id", "name")),
    }


# --- settings -----------------------------------------------------------------------------------


def mail_preference_of(*, user) -> MailPreference:
    return MailPreference.objects.filter(pk=user.pk).first() or MailPreference(user=user)


def unsubscribe_preview(*, token: str) -> dict:
    """What an opt-out link would turn off, and whether it is on now (the 400 for a link that
    is expired or not ours)."""
    link = unsubscribe_read(token)
    user = User.objects.filter(pk=link.user_id).first()
    subscribed = bool(user and getattr(mail_preference_of(user=user), MAIL_KINDS[link.kind]))
    return {"kind": link.kind, "subscribed": subscribed}


def outreach_settings(*, user) -> dict:
    member = member_of(user=user)
    settings_row = company_outreach_of(company_id=member.company_id)
    preference = mail_preference_of(user=user)
    return {
        "company": (
            {
                "companyId": member.company_id,
                "acceptsRequests": settings_row.accepts_requests,
                "canEdit": member.is_company_admin,
                "isSuspended": settings_row.is_suspended,
            }
            if member.company_id
            else None
        ),
        "emails": {
            "newRequest": preference.new_request,
            "decision": preference.decision,
            "newMessage": preference.new_message,
            "followUp": preference.follow_up,
        },
    }


# --- the admin queue ------------------------------------------------------------------------------


def report_list():
    """Reports, newest first; the list's filter narrows them by status (filters.py)."""
    return (
        AbuseReport.objects.select_related("reporter", "reporter_company", "reported_company", "handled_by")
        .only(
            *(f"reporter_company__{field}" for field in COMPANY_FIELDS),
            *(f"reported_company__{field}" for field in COMPANY_FIELDS),
            "reporter__id",
            "reporter__first_name",
            "reporter__last_name",
            "reporter__email",
            "handled_by__id",
            "handled_by__first_name",
            "handled_by__last_name",
            *(
                field.attname
                for field in AbuseReport._meta.concrete_fields
                if field.name not in ("reporter", "reporter_company", "reported_company", "handled_by")
            ),
            "reporter",
            "reporter_company",
            "reported_company",
            "handled_by",
        )
        .annotate(
            reported_suspended=Exists(
                CompanyOutreach.objects.filter(pk=OuterRef("reported_company_id"), suspended_at__isnull=False)
            )
        )
        .order_by("-created_at", "-id")
    )


def report_get(*, report_id) -> AbuseReport:
    report = report_list().filter(pk=report_id).first()
    if report is None:
        raise errors.REPORT_NOT_FOUND.error()
    return report


def report_item(report: AbuseReport) -> dict:
    def person(user):
        return {"userId": user.pk, "firstName": user.first_name, "lastName": user.last_name} if user else None

    return {
        "reportId": report.pk,
        "status": report.status,
        "reason": report.reason,
        "createdAt": report.created_at,
        "target": "request" if report.intro_request_id else "conversation",
        "introRequestId": report.intro_request_id,
        "conversationId": report.conversation_id,
        "reporter": person(report.reporter),
        "reporterCompany": company_summary(report.reporter_company) if report.reporter_company else None,
        "reportedCompany": company_summary(report.reported_company) if report.reported_company else None,
        "reportedCompanySuspended": bool(getattr(report, "reported_suspended", False)),
        "evidence": report.evidence,
        "handledBy": person(report.handled_by),
        "handledAt": report.handled_at,
        "action": report.action,
    }


# --- follow-ups (docs/sequences.md) ----------------------------------------------------------------


def intro_requests_sent_by(*, user, intro_request_ids) -> dict[int, IntroRequest]:
    """These requests of the member's company, by id (others are left out), each with
    `sent_by_user` (whether this member sent it) and `follow_up_count`."""
    member = member_of(user=user)
    if member.company_id is None:
        return {}
    rows = (
        IntroRequest.objects.filter(pk__in=list(intro_request_ids))
        .filter(Q(sender_company_id=member.company_id) | Q(receiver_company_id=member.company_id))
        .select_related("receiver_company")
        .only(
            *(f"receiver_company__{field}" for field in COMPANY_FIELDS),
            "id",
            "sender_company_id",
            "sender_user_id",
            "receiver_company",
            "state",
            "created_at",
            "expires_at",
        )
        .annotate(follow_up_count=Count("follow_ups"))
    )
    return {row.pk: row for row in rows}


def follow_ups_refused_by(*, company_id: int) -> bool:
    """Whether a company refuses follow-ups: every one of its company admins (those a follow-up
    is e-mailed to; at least one) turned follow-up e-mails off."""
    admin_ids = list(company_members(company_id=company_id, admins_only=True).values_list("id", flat=True))
    if not admin_ids:
        return False
    refusing = MailPreference.objects.filter(pk__in=admin_ids, follow_up=False).count()
    return refusing == len(admin_ids)


def follow_up_refusal(*, intro_request: IntroRequest, sender, now) -> str | None:
    """Why `sender` may not add a follow-up to the request now, or None (docs/sequences.md "What
    stops a sequence"): the request is no longer pending ('accepted', 'declined', 'withdrawn',
    'expired': a pending request past its expiry reads as expired), the sender may no longer send
    requests from the sending company ('senderCannotSend': not its sender, no company, another
    company, no paid plan, outreach suspended), the receiver refuses them ('optedOut': incoming
    requests off or suspended, or every company admin turned follow-up e-mails off), or it
    carries its FOLLOW_UPS_PER_REQUEST_MAX already ('limitReached')."""
    state = intro_request.state_at(now)
    if state != IntroRequest.State.PENDING:
        return state
    if sender is None or intro_request.sender_user_id != sender.pk:
        return "senderCannotSend"
    status = sender_status_of(user=sender, now=now)
    if status.refusal(quota=False) is not None or status.member.company_id != intro_request.sender_company_id:
        return "senderCannotSend"
    receiver = company_outreach_of(company_id=intro_request.receiver_company_id)
    if not receiver.accepts_requests or receiver.is_suspended:
        return "optedOut"
    if follow_ups_refused_by(company_id=intro_request.receiver_company_id):
        return "optedOut"
    if RequestFollowUp.objects.filter(intro_request=intro_request).count() >= FOLLOW_UPS_PER_REQUEST_MAX:
        return "limitReached"
    return None
