"""Signed values of outreach (django.core.signing, keyed by SECRET_KEY): the one-click opt-out
link of each e-mail (the kind of e-mail and the member; no sign-in needed, valid for
OUTREACH_UNSUBSCRIBE_DAYS) and the short-lived ticket that opens the events socket (a member's
session, once, within OUTREACH_EVENTS_TICKET_SECONDS)."""

import secrets
from dataclasses import dataclass

from django.conf import settings
from django.core import signing
from django.core.cache import cache

from apps.outreach import errors

UNSUBSCRIBE_SALT = "outreach.unsubscribe"
TICKET_SALT = "outreach.events-ticket"

# Mail kinds: the name in links and in the settings' `emails`, and the MailPreference field.
MAIL_KINDS = {
    "newRequest": "new_request",
    "decision": "decision",
    "newMessage": "new_message",
    "followUp": "follow_up",
}
MAIL_KIND_LABELS = {
    "newRequest": "new intro requests",
    "decision": "answers to your intro requests",
    "newMessage": "new messages in conversations",
    "followUp": "follow-ups to intro requests",
}


@dataclass(frozen=True)
class Unsubscribe:
    user_id: int
    kind: str


def unsubscribe_token(*, user_id: int, kind: str) -> str:
    if kind not in MAIL_KINDS:
        raise ValueError(f"unknown mail kind {kind!r}")
    return signing.dumps({"u": int(user_id), "k": kind}, salt=UNSUBSCRIBE_SALT)


def unsubscribe_read(token: str) -> Unsubscribe:
    """What an opt-out link says, or the 400: expired, or not one we signed (tampered)."""
    max_age = settings.OUTREACH_UNSUBSCRIBE_DAYS * 24 * 3600
    try:
        value = signing.loads(token, salt=UNSUBSCRIBE_SALT, max_age=max_age)
    except signing.SignatureExpired:
        raise errors.UNSUBSCRIBE_EXPIRED.error() from None
    except signing.BadSignature:
        raise errors.UNSUBSCRIBE_INVALID.error() from None
    if not isinstance(value, dict) or value.get("k") not in MAIL_KINDS or not isinstance(value.get("u"), int):
        raise errors.UNSUBSCRIBE_INVALID.error()
    return Unsubscribe(user_id=value["u"], kind=value["k"])


# --- the events socket's ticket ----------------------------------------------------------------


def _ticket_key(nonce: str) -> str:
    return f"outreach:events-ticket:{nonce}"


def events_ticket_issue(*, user, session_version) -> str:
    """A ticket for one socket of this member's session: signed (user, session version, a
    nonce), kept in the shared cache until used or expired."""
    nonce = secrets.token_urlsafe(16)
    cache.set(_ticket_key(nonce), int(user.pk), timeout=settings.OUTREACH_EVENTS_TICKET_SECONDS)
    return signing.dumps({"u": int(user.pk), "sv": session_version, "n": nonce}, salt=TICKET_SALT)


@dataclass(frozen=True)
class Ticket:
    user_id: int
    session_version: object


def events_ticket_take(ticket: str) -> Ticket | None:
    """The ticket's member and session version, once: None when it is not ours, expired or used."""
    if not ticket or len(ticket) > 500:
        return None
    try:
        value = signing.loads(ticket, salt=TICKET_SALT, max_age=settings.OUTREACH_EVENTS_TICKET_SECONDS)
    except signing.BadSignature:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("u"), int) or not isinstance(value.get("n"), str):
        return None
    key = _ticket_key(value["n"])
    # Whoever deletes the entry has the ticket: two sockets racing with one ticket cannot both win.
    if cache.get(key) != value["u"] or not cache.delete(key):
        return None
    return Ticket(user_id=value["u"], session_version=value.get("sv"))
