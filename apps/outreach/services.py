"""Writes of partner outreach (docs/outreach.md): sending and answering intro requests, the
conversations they open, reports and the platform admins' actions. Each service takes the
acting member and decides who may do what; a request or conversation of two other companies
is the same 404 as one that does not exist."""

from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone

from apps.accounts.services import admin_audit_record
from apps.billing.plans import outreach_quota_of
from apps.billing.selectors import subscription_active_of
from apps.companies.models import Company, PartnershipType
from apps.companies.selectors import assistant_company_profile
from apps.discovery.models import SearchHistory
from apps.outreach import delivery, drafts, errors, notices, selectors
from apps.outreach import hooks as outreach_hooks
from apps.outreach.expiry import intro_request_expire_if_due
from apps.outreach.fit import request_fit
from apps.outreach.models import (
    REQUEST_MESSAGE_MAX,
    REQUEST_MESSAGE_MIN,
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
from apps.outreach.selectors import Member, member_of
from apps.outreach.tasks import message_notices_send
from apps.outreach.tokens import MAIL_KINDS, events_ticket_issue, unsubscribe_read

REPORT_EVIDENCE_MESSAGES = 20


# --- sending ----------------------------------------------------------------------------------


def _refuse(refusal):
    code, fields = refusal
    return code.error(**fields)


def _receiver_of(*, receiver_company_id) -> Company:
    receiver = (
        Company.objects.filter(pk=receiver_company_id, is_approved=True).only("id", "name", "logo_url").first()
        if isinstance(receiver_company_id, int)
        else None
    )
    if receiver is None:
        raise errors.REQUEST_INVALID.error(errors={"receiverCompanyId": [errors.RECEIVER_UNKNOWN]})
    return receiver


def _context_of(*, sender, receiver: Company, partnership_type_id, search_history_id):
    """The request's optional context, checked: a partnership type the receiver offers, and a
    search of the sender's own."""
    problems = {}
    partnership_type = search = None
    if partnership_type_id is not None:
        partnership_type = PartnershipType.objects.filter(pk=partnership_type_id, companies=receiver).first()
        if partnership_type is None:
            problems["partnershipTypeId"] = [errors.PARTNERSHIP_TYPE_NOT_OFFERED]
    if search_history_id is not None:
        search = SearchHistory.objects.filter(pk=search_history_id, user=sender).first()
        if search is None:
            problems["searchHistoryId"] = [errors.SEARCH_NOT_YOURS]
    if problems:
        raise errors.REQUEST_INVALID.error(errors=problems)
    return partnership_type, search


def _open_between(*, company_id: int, receiver_id: int, now):
    """Refuses a pair that has a conversation, or a request still waiting (one past its expiry
    is expired on the way, so that a new one can be sent)."""
    conversation_id = selectors.conversation_id_between(company_a_id=company_id, company_b_id=receiver_id)
    if conversation_id is not None:
        raise errors.CONVERSATION_EXISTS.error(extra={"conversationId": conversation_id})
    pending = selectors.pending_request_between(company_a_id=company_id, company_b_id=receiver_id)
    if pending is None:
        return
    with transaction.atomic():
        locked = (
            IntroRequest.objects.select_for_update(of=("self",))
            .select_related("sender_user", "receiver_company", "sender_company")
            .filter(pk=pending.pk)
            .first()
        )
        if locked is not None and intro_request_expire_if_due(intro_request=locked, now=now):
            return
    if locked is not None and locked.state == IntroRequest.State.PENDING:
        raise errors.REQUEST_ALREADY_OPEN.error(extra={"introRequestId": locked.pk})


def _quota_spend(*, user, limit: int, now) -> bool:
    """One request of the member's monthly quota, in one conditional UPDATE: whatever the
    concurrency, `used` never goes over `limit`. Within the caller's transaction, so a send
    that fails after it gives the request back."""
    month = selectors.month_of(now)
    OutreachUsage.objects.get_or_create(user=user, month=month)
    return bool(OutreachUsage.objects.filter(user=user, month=month, used__lt=limit).update(used=F("used") + 1))


def intro_request_send(
    *,
    sender,
    receiver_company_id: int,
    type: int,
    message: str,
    partnership_type_id: int | None = None,
    search_history_id: int | None = None,
    now=None,
) -> IntroRequest:
    """Sends an intro request from the member's company to another approved company.

    The member: in an approved company (403 noCompany), on an active paid plan (403
    noSubscription), their company's outreach not suspended (403 outreachSuspended). The
    receiver: an approved company (400), not their own (400 ownCompany), no conversation
    with it yet (409 conversationExists) and no request between the two still waiting (409
    requestAlreadyOpen, also when two are sent at once: the database keeps one), accepting
    requests (403 receiverNotAccepting). Then one of the member's monthly requests is spent
    (403 quotaExhausted), atomically with the request. The request carries the receiver's fit
    as the sender's discovery computes it now; the receiver's admins are e-mailed and both
    companies' members told."""
    now = now or timezone.now()
    status = selectors.sender_status_of(user=sender, now=now)
    refusal = status.refusal(quota=False)
    if refusal is not None:
        raise _refuse(refusal)
    company_id = status.member.company_id
    receiver = _receiver_of(receiver_company_id=receiver_company_id)
    if receiver.pk == company_id:
        raise errors.OWN_COMPANY.error()
    partnership_type, search = _context_of(
        sender=sender,
        receiver=receiver,
        partnership_type_id=partnership_type_id,
        search_history_id=search_history_id,
    )
    _open_between(company_id=company_id, receiver_id=receiver.pk, now=now)
    target = selectors.company_outreach_of(company_id=receiver.pk)
    if not target.accepts_requests or target.is_suspended:
        raise errors.RECEIVER_NOT_ACCEPTING.error()
    if status.quota.left <= 0:
        raise _refuse(selectors.quota_exhausted(status.quota))
    fit = request_fit(sender_company_id=company_id, receiver_company_id=receiver.pk, search=search)
    low, high = pair_of(company_id, receiver.pk)
    with transaction.atomic():
        if not _quota_spend(user=sender, limit=outreach_quota_of(status.plan_id), now=now):
            raise _refuse(selectors.quota_exhausted(status.quota))
        try:
            # A savepoint: sends at once all pass the checks above, and the database's
            # one-pending-request-per-pair constraint lets only the first through.
            with transaction.atomic():
                intro_request = IntroRequest.objects.create(
                    sender_company_id=company_id,
                    sender_user=sender,
                    receiver_company=receiver,
                    company_low_id=low,
                    company_high_id=high,
                    type=type,
                    message=message,
                    partnership_type=partnership_type,
                    search_history=search,
                    fit=fit,
                    created_at=now,
                    expires_at=now + timedelta(days=settings.OUTREACH_REQUEST_DAYS),
                )
        except IntegrityError:
            pending = selectors.pending_request_between(company_a_id=company_id, company_b_id=receiver.pk)
            if pending is None:
                raise
            raise errors.REQUEST_ALREADY_OPEN.error(extra={"introRequestId": pending.pk}) from None
        IntroRequestSeen.objects.create(intro_request=intro_request, user=sender, seen_at=now)
        intro_request = IntroRequest.objects.select_related("sender_company", "receiver_company", "sender_user").get(
            pk=intro_request.pk
        )
        delivery.request_mail_new(intro_request)
        delivery.request_event(intro_request)
        notices.request_notify_new(intro_request)
    return intro_request


# --- answering ----------------------------------------------------------------------------------


def _request_locked(*, member: Member, intro_request_id) -> IntroRequest:
    """The request, row locked, when the member's company sent or received it; else the 404."""
    intro_request = None
    if member.company_id is not None:
        intro_request = (
            IntroRequest.objects.select_for_update(of=("self",))
            .select_related("sender_company", "receiver_company", "sender_user")
            .filter(Q(sender_company_id=member.company_id) | Q(receiver_company_id=member.company_id))
            .filter(pk=intro_request_id)
            .first()
        )
    if intro_request is None:
        raise errors.REQUEST_NOT_FOUND.error()
    return intro_request


def _still_pending(intro_request: IntroRequest, *, now) -> None:
    state = intro_request.state_at(now)
    if state != IntroRequest.State.PENDING:
        raise errors.REQUEST_NOT_PENDING.error(state=IntroRequest.State(state).label.lower(), extra={"state": state})


def _answerable(*, actor, intro_request_id, now) -> tuple[Member, IntroRequest]:
    member = member_of(user=actor)
    intro_request = _request_locked(member=member, intro_request_id=intro_request_id)
    if member.side_of_request(intro_request) != "received" or not member.is_company_admin:
        raise errors.NOT_RECEIVER_ADMIN.error()
    _still_pending(intro_request, now=now)
    return member, intro_request


def _mark_seen(*, intro_request: IntroRequest, user, now) -> None:
    IntroRequestSeen.objects.update_or_create(intro_request=intro_request, user=user, defaults={"seen_at": now})


def _decided(intro_request: IntroRequest, *, state: str, actor, now, fields=()) -> None:
    intro_request.state = state
    intro_request.decided_at = now
    intro_request.decided_by = actor
    intro_request.save(update_fields=["state", "decided_at", "decided_by", *fields])
    _mark_seen(intro_request=intro_request, user=actor, now=now)
    delivery.request_event(intro_request)
    # Its follow-ups stop, under the request's lock (a follow-up being sent holds it too).
    outreach_hooks.request_left_pending(intro_request_ids=[intro_request.pk], state=state, now=now)


@transaction.atomic
def intro_request_accept(*, actor, intro_request_id, now=None) -> IntroRequest:
    """The receiving company's admins accept a pending request (403 notCompanyAdmin for anyone
    else of the two companies; 409 requestNotPending once answered, withdrawn or expired). The
    pair's conversation opens (or reopens) and the sender is told; from now on each company
    sees the other's contacts."""
    now = now or timezone.now()
    _, intro_request = _answerable(actor=actor, intro_request_id=intro_request_id, now=now)
    suspended = CompanyOutreach.objects.filter(
        pk__in=[intro_request.sender_company_id, intro_request.receiver_company_id], suspended_at__isnull=False
    ).values_list("pk", flat=True)
    suspended = set(suspended)
    if intro_request.receiver_company_id in suspended:
        raise errors.SUSPENDED.error()
    if intro_request.sender_company_id in suspended:
        raise errors.SENDER_SUSPENDED.error()
    conversation, created = Conversation.objects.get_or_create(
        company_low_id=intro_request.company_low_id,
        company_high_id=intro_request.company_high_id,
        defaults={"created_at": now},
    )
    if not created and conversation.is_closed and not conversation.closed_by_platform:
        _reopen(conversation)
    intro_request.conversation = conversation
    _decided(intro_request, state=IntroRequest.State.ACCEPTED, actor=actor, now=now, fields=("conversation",))
    delivery.request_mail_decided(intro_request)
    notices.request_notify_decided(intro_request)
    return intro_request


@transaction.atomic
def intro_request_decline(
    *, actor, intro_request_id, reason_code: str, reason_text: str = "", now=None
) -> IntroRequest:
    """The receiving company's admins decline a pending request with a reason from the list
    (and their words: required for Other); the sender is told both."""
    now = now or timezone.now()
    _, intro_request = _answerable(actor=actor, intro_request_id=intro_request_id, now=now)
    intro_request.decline_reason_code = reason_code
    intro_request.decline_reason_text = reason_text.strip()
    _decided(
        intro_request,
        state=IntroRequest.State.DECLINED,
        actor=actor,
        now=now,
        fields=("decline_reason_code", "decline_reason_text"),
    )
    delivery.request_mail_decided(intro_request)
    notices.request_notify_decided(intro_request)
    return intro_request


@transaction.atomic
def intro_request_withdraw(*, actor, intro_request_id, now=None) -> IntroRequest:
    """The member who sent a pending request, or their company admins, withdraw it (the
    quota it spent is not given back)."""
    now = now or timezone.now()
    member = member_of(user=actor)
    intro_request = _request_locked(member=member, intro_request_id=intro_request_id)
    is_sender = intro_request.sender_user_id == actor.pk or member.is_company_admin
    if member.side_of_request(intro_request) != "sent" or not is_sender:
        raise errors.NOT_SENDER.error()
    _still_pending(intro_request, now=now)
    _decided(intro_request, state=IntroRequest.State.WITHDRAWN, actor=actor, now=now)
    return intro_request


def intro_request_read(*, actor, intro_request_id, now=None) -> None:
    """The member has seen the request (it no longer counts as unread for them)."""
    now = now or timezone.now()
    member = member_of(user=actor)
    intro_request = selectors.intro_request_for(member=member, intro_request_id=intro_request_id)
    _mark_seen(intro_request=intro_request, user=actor, now=now)


# --- follow-ups (docs/sequences.md) ----------------------------------------------------------------


def intro_request_lock(*, intro_request_id) -> IntroRequest | None:
    """The request with its row lock (and its companies and sender), for a writer that adds a
    follow-up: taken first, before the writer's own rows, in the order every change of a
    request takes its locks. Within the caller's transaction; None when it is gone."""
    return (
        IntroRequest.objects.select_for_update(of=("self",))
        .select_related("sender_company", "receiver_company", "sender_user")
        .filter(pk=intro_request_id)
        .first()
    )


def intro_request_follow_up_post(*, intro_request: IntroRequest, author, body: str, key: str, now=None):
    """Adds a follow-up message to a pending request the caller holds locked
    (intro_request_lock), once per `key` (a unique constraint: a second call with the key adds
    nothing and answers None). The caller has checked selectors.follow_up_refusal; the state is
    checked again here (409 requestNotPending). Both companies see it with the request and hear
    of it; the receiving company's admins are e-mailed (`followUp`, each can turn it off)."""
    now = now or timezone.now()
    _still_pending(intro_request, now=now)
    try:
        with transaction.atomic():
            follow_up = RequestFollowUp.objects.create(
                intro_request=intro_request, author=author, body=body, key=key, created_at=now
            )
    except IntegrityError:
        if RequestFollowUp.objects.filter(key=key).exists():
            return None
        raise
    intro_request.last_follow_up_at = now
    intro_request.save(update_fields=["last_follow_up_at"])
    delivery.request_mail_follow_up(intro_request, body=body, author_name=author.full_name if author else "")
    delivery.request_event(intro_request)
    return follow_up


# --- reports ---------------------------------------------------------------------------------------


def _report_create(*, actor, member: Member, reason: str, evidence: dict, reported_company_id, **target):
    try:
        with transaction.atomic():
            return AbuseReport.objects.create(
                reporter=actor,
                reporter_company_id=member.company_id,
                reported_company_id=reported_company_id,
                reason=reason.strip(),
                evidence=evidence,
                **target,
            )
    except IntegrityError:
        raise errors.ALREADY_REPORTED.error() from None


def intro_request_report(*, actor, intro_request_id, reason: str) -> AbuseReport:
    """A member of either company reports a request to the platform admins, with what they saw."""
    member = member_of(user=actor)
    intro_request = selectors.intro_request_for(member=member, intro_request_id=intro_request_id)
    other = (
        intro_request.receiver_company_id
        if member.company_id == intro_request.sender_company_id
        else intro_request.sender_company_id
    )
    evidence = {
        "kind": "request",
        "type": intro_request.type,
        "message": intro_request.message,
        "senderCompany": intro_request.sender_company.name,
        "receiverCompany": intro_request.receiver_company.name,
        "sentAt": intro_request.created_at.isoformat(),
    }
    return _report_create(
        actor=actor,
        member=member,
        reason=reason,
        evidence=evidence,
        reported_company_id=other,
        intro_request=intro_request,
    )


def conversation_report(*, actor, conversation_id, reason: str) -> AbuseReport:
    """A member of either company reports a conversation; the evidence is its last messages
    (never an internal note of either side)."""
    member = member_of(user=actor)
    conversation = selectors.conversation_for(member=member, conversation_id=conversation_id)
    recent = list(
        ConversationMessage.objects.filter(conversation=conversation, is_internal_note=False)
        .select_related("author", "author_company")
        .order_by("-id")[:REPORT_EVIDENCE_MESSAGES]
    )
    evidence = {
        "kind": "conversation",
        "messages": [
            {
                "messageId": message.pk,
                "company": message.author_company.name,
                "author": message.author.full_name if message.author else "",
                "body": message.body,
                "createdAt": message.created_at.isoformat(),
            }
            for message in reversed(recent)
        ],
    }
    return _report_create(
        actor=actor,
        member=member,
        reason=reason,
        evidence=evidence,
        reported_company_id=conversation.other_company_id(member.company_id),
        conversation_id=conversation.pk,
    )


# --- conversations -----------------------------------------------------------------------------


def _conversation_locked(*, member: Member, conversation_id) -> Conversation:
    conversation = None
    if member.company_id is not None:
        conversation = (
            Conversation.objects.select_for_update()
            .filter(Q(company_low_id=member.company_id) | Q(company_high_id=member.company_id))
            .filter(pk=conversation_id)
            .first()
        )
    if conversation is None:
        raise errors.CONVERSATION_NOT_FOUND.error()
    return conversation


@transaction.atomic
def conversation_message_post(*, actor, conversation_id, body: str, is_internal_note: bool = False, now=None):
    """A member of either company posts a message (both companies read it; the other side's
    members are e-mailed) or an internal note (only their own company reads it: no e-mail, and
    only their side's sockets hear of it). Not in a closed conversation (409), nor while their
    company's outreach is suspended (403)."""
    now = now or timezone.now()
    member = member_of(user=actor)
    conversation = _conversation_locked(member=member, conversation_id=conversation_id)
    if conversation.is_closed:
        raise errors.CONVERSATION_CLOSED.error()
    if selectors.company_outreach_of(company_id=member.company_id).is_suspended:
        raise errors.SUSPENDED.error()
    message = ConversationMessage.objects.create(
        conversation=conversation,
        author=actor,
        author_company_id=member.company_id,
        body=body,
        is_internal_note=is_internal_note,
        created_at=now,
    )
    conversation.last_message_at = now
    conversation.save(update_fields=["last_message_at"])
    # The author has read what they wrote.
    ReadMark.objects.update_or_create(
        conversation=conversation, user=actor, defaults={"last_read_message_id": message.pk}
    )
    sides = [member.company_id] if is_internal_note else None
    delivery.conversation_event(conversation, kind="message", company_ids=sides, messageId=message.pk)
    if not is_internal_note:
        notices.message_notify(message, conversation=conversation)
        transaction.on_commit(lambda: message_notices_send.delay(message.pk))
    return message


def conversation_read(*, actor, conversation_id, last_read_message_id: int | None = None) -> ReadMark:
    """Moves the member's read mark forward: to the given message, or to the newest message
    they may read. It never moves back."""
    member = member_of(user=actor)
    conversation = selectors.conversation_for(member=member, conversation_id=conversation_id)
    newest = (
        selectors.visible_messages(company_id=member.company_id)
        .filter(conversation=conversation)
        .order_by("-id")
        .values_list("id", flat=True)
        .first()
        or 0
    )
    target = newest if last_read_message_id is None else min(last_read_message_id, newest)
    with transaction.atomic():
        mark, _ = ReadMark.objects.select_for_update().get_or_create(conversation=conversation, user=actor)
        if target > mark.last_read_message_id:
            mark.last_read_message_id = target
            mark.save(update_fields=["last_read_message_id", "updated_at"])
    # The member's other tabs update their badge.
    delivery.events_deliver([actor.pk], {"type": "read", "conversationId": conversation.pk})
    return mark


def _reopen(conversation: Conversation) -> None:
    conversation.is_closed = False
    conversation.closed_at = None
    conversation.closed_by = None
    conversation.closed_by_platform = False
    conversation.save(update_fields=["is_closed", "closed_at", "closed_by", "closed_by_platform"])


def _company_admin_conversation(*, actor, conversation_id) -> Conversation:
    member = member_of(user=actor)
    conversation = _conversation_locked(member=member, conversation_id=conversation_id)
    if not member.is_company_admin:
        raise errors.NOT_COMPANY_ADMIN.error()
    return conversation


@transaction.atomic
def conversation_close(*, actor, conversation_id, now=None) -> Conversation:
    """The company admins of either company close the conversation (nobody posts until it is
    reopened)."""
    conversation = _company_admin_conversation(actor=actor, conversation_id=conversation_id)
    if conversation.is_closed:
        raise errors.ALREADY_CLOSED.error()
    conversation.is_closed = True
    conversation.closed_at = now or timezone.now()
    conversation.closed_by = actor
    conversation.save(update_fields=["is_closed", "closed_at", "closed_by"])
    delivery.conversation_event(conversation, kind="conversation")
    return conversation


@transaction.atomic
def conversation_reopen(*, actor, conversation_id) -> Conversation:
    """The company admins of either company reopen it, unless the platform admins closed it."""
    conversation = _company_admin_conversation(actor=actor, conversation_id=conversation_id)
    if not conversation.is_closed:
        raise errors.NOT_CLOSED.error()
    if conversation.closed_by_platform:
        raise errors.CLOSED_BY_PLATFORM.error()
    _reopen(conversation)
    delivery.conversation_event(conversation, kind="conversation")
    return conversation


# --- settings, e-mail links, the events ticket, drafts -----------------------------------------


@transaction.atomic
def outreach_settings_update(*, actor, accepts_requests: bool | None = None, emails: dict | None = None) -> None:
    """The member's e-mails (each kind on or off), and for their company's admins whether the
    company accepts intro requests (403 for anyone else)."""
    member = None
    if accepts_requests is not None:
        member = member_of(user=actor)
        if member.company_id is None:
            raise errors.NO_COMPANY.error()
        if not member.is_company_admin:
            raise errors.NOT_COMPANY_ADMIN_SETTINGS.error()
        CompanyOutreach.objects.update_or_create(
            company_id=member.company_id, defaults={"accepts_requests": accepts_requests}
        )
    if emails:
        MailPreference.objects.update_or_create(
            user=actor, defaults={MAIL_KINDS[kind]: bool(value) for kind, value in emails.items()}
        )
    if accepts_requests is False or (emails and emails.get("followUp") is False):
        member = member or member_of(user=actor)
        if member.company_id is not None:
            outreach_hooks.follow_ups_refused(company_id=member.company_id)


def unsubscribe(*, token: str) -> dict:
    """A one-click opt-out link (no sign-in: the signature is the credential) turns its kind of
    e-mail off for its member; again is the same answer."""
    link = unsubscribe_read(token)
    user = selectors.User.objects.filter(pk=link.user_id).first()
    if user is not None:  # else: the account is gone, nothing to stop
        MailPreference.objects.update_or_create(user_id=link.user_id, defaults={MAIL_KINDS[link.kind]: False})
        company_id = member_of(user=user).company_id if link.kind == "followUp" else None
        if company_id is not None:
            outreach_hooks.follow_ups_refused(company_id=company_id)
    return {"kind": link.kind, "subscribed": False}


def events_ticket(*, user, session_version) -> str:
    return events_ticket_issue(user=user, session_version=session_version)


def message_draft(*, user, receiver_company_id, type: int, partnership_type_id: int | None = None) -> str:
    """A draft of a request's message from the two companies' profiles, for a member who may
    send requests (403 noCompany / noSubscription). Never sent: the member edits it and sends
    it with POST /api/outreach/requests."""
    member = member_of(user=user)
    if member.company_id is None:
        raise errors.NO_COMPANY.error()
    if subscription_active_of(user=user) is None:
        raise errors.NO_SUBSCRIPTION.error()
    receiver = _receiver_of(receiver_company_id=receiver_company_id)
    if receiver.pk == member.company_id:
        raise errors.OWN_COMPANY.error()
    partnership_type, _ = _context_of(
        sender=user, receiver=receiver, partnership_type_id=partnership_type_id, search_history_id=None
    )
    own = Company.objects.get(pk=member.company_id)
    full_receiver = Company.objects.get(pk=receiver.pk)
    sender_profile = assistant_company_profile(company=own)
    receiver_profile = assistant_company_profile(company=full_receiver)
    partnership_name = partnership_type.name if partnership_type else None
    template = drafts.message_draft(
        sender_profile=sender_profile,
        receiver_profile=receiver_profile,
        author_name=user.full_name,
        type=type,
        partnership_type=partnership_name,
    )
    # With an AI model configured, the model writes it from the same facts (the assistants
    # answer the hook); the template stands when there is none or it fails.
    written = outreach_hooks.model_draft(
        sender_profile=sender_profile,
        receiver_profile=receiver_profile,
        request_type=IntroRequest.Type(type).label,
        partnership_type=partnership_name,
        author_name=user.full_name,
        template=template,
    )
    if written and REQUEST_MESSAGE_MIN <= len(written.strip()) <= REQUEST_MESSAGE_MAX:
        return written.strip()
    return template


# --- the platform admins ------------------------------------------------------------------------


def _reports_actioned(reports, *, actor, action: str, now) -> int:
    return reports.filter(status=AbuseReport.Status.OPEN).update(
        status=AbuseReport.Status.ACTIONED, handled_by=actor, handled_at=now, action=action
    )


@transaction.atomic
def report_dismiss(*, actor, report_id, now=None) -> AbuseReport:
    """An admin dismisses an open report (409 once handled)."""
    now = now or timezone.now()
    report = AbuseReport.objects.select_for_update().filter(pk=report_id).first()
    if report is None:
        raise errors.REPORT_NOT_FOUND.error()
    if report.status != AbuseReport.Status.OPEN:
        raise errors.REPORT_HANDLED.error()
    report.status = AbuseReport.Status.DISMISSED
    report.handled_by, report.handled_at, report.action = actor, now, "dismissed"
    report.save(update_fields=["status", "handled_by", "handled_at", "action"])
    admin_audit_record(actor=actor, action="outreach.reportDismiss", target_type="outreachReport", target_id=report.pk)
    return report


def _conversation_by_id_locked(conversation_id) -> Conversation:
    conversation = Conversation.objects.select_for_update().filter(pk=conversation_id).first()
    if conversation is None:
        raise errors.CONVERSATION_NOT_FOUND.error()
    return conversation


def _conversation_label(conversation: Conversation) -> str:
    names = dict(
        Company.objects.filter(pk__in=[conversation.company_low_id, conversation.company_high_id]).values_list(
            "id", "name"
        )
    )
    return " / ".join(names.get(i, str(i)) for i in (conversation.company_low_id, conversation.company_high_id))


@transaction.atomic
def conversation_close_by_admin(*, actor, conversation_id, reason: str = "", now=None) -> Conversation:
    """An admin closes a conversation (abuse): its members can no longer post or reopen it; the
    open reports on it are marked actioned. Closing one already closed makes it the
    platform's."""
    now = now or timezone.now()
    conversation = _conversation_by_id_locked(conversation_id)
    conversation.is_closed = True
    conversation.closed_at = conversation.closed_at or now
    conversation.closed_by = actor
    conversation.closed_by_platform = True
    conversation.save(update_fields=["is_closed", "closed_at", "closed_by", "closed_by_platform"])
    actioned = _reports_actioned(
        AbuseReport.objects.filter(conversation=conversation), actor=actor, action="conversationClosed", now=now
    )
    admin_audit_record(
        actor=actor,
        action="outreach.conversationClose",
        target_type="outreachConversation",
        target_id=conversation.pk,
        target_label=_conversation_label(conversation),
        details={"reason": reason.strip(), "reportsActioned": actioned},
    )
    delivery.conversation_event(conversation, kind="conversation")
    return conversation


@transaction.atomic
def conversation_reopen_by_admin(*, actor, conversation_id) -> Conversation:
    """An admin reopens a conversation (one the platform closed included)."""
    conversation = _conversation_by_id_locked(conversation_id)
    if not conversation.is_closed:
        raise errors.NOT_CLOSED.error()
    _reopen(conversation)
    admin_audit_record(
        actor=actor,
        action="outreach.conversationReopen",
        target_type="outreachConversation",
        target_id=conversation.pk,
        target_label=_conversation_label(conversation),
    )
    delivery.conversation_event(conversation, kind="conversation")
    return conversation


def _company_for_admin(company_id) -> Company:
    company = Company.objects.filter(pk=company_id).only("id", "name").first()
    if company is None:
        raise errors.COMPANY_NOT_FOUND.error()
    return company


@transaction.atomic
def company_outreach_suspend(*, actor, company_id, reason: str, now=None) -> CompanyOutreach:
    """An admin suspends a company's outreach: its members can no longer send requests, accept
    them or post, and no one can send it a request; the open reports about it are marked
    actioned. Suspending again replaces the reason."""
    now = now or timezone.now()
    company = _company_for_admin(company_id)
    row, _ = CompanyOutreach.objects.select_for_update().get_or_create(company=company)
    row.suspended_at = row.suspended_at or now
    row.suspended_reason = reason.strip()
    row.suspended_by = actor
    row.save(update_fields=["suspended_at", "suspended_reason", "suspended_by", "updated_at"])
    actioned = _reports_actioned(
        AbuseReport.objects.filter(reported_company=company), actor=actor, action="companySuspended", now=now
    )
    admin_audit_record(
        actor=actor,
        action="outreach.companySuspend",
        target_type="company",
        target_id=company.pk,
        target_label=company.name,
        details={"reason": row.suspended_reason, "reportsActioned": actioned},
    )
    return row


@transaction.atomic
def company_outreach_unsuspend(*, actor, company_id) -> CompanyOutreach:
    """An admin lifts a company's suspension (one not suspended stays as it is)."""
    company = _company_for_admin(company_id)
    row, _ = CompanyOutreach.objects.select_for_update().get_or_create(company=company)
    was = row.suspended_at is not None
    row.suspended_at = None
    row.suspended_reason = ""
    row.suspended_by = None
    row.save(update_fields=["suspended_at", "suspended_reason", "suspended_by", "updated_at"])
    admin_audit_record(
        actor=actor,
        action="outreach.companyUnsuspend",
        target_type="company",
        target_id=company.pk,
        target_label=company.name,
        details={"wasSuspended": was},
    )
    return row
