"""The one-click unsubscribe link of alert e-mails (outreach's approach, apps/outreach/tokens.py):
a value signed with django.core.signing (SECRET_KEY, its own salt) naming the member and the saved
search (0: all of the member's saved searches, the digest's link), valid for
ALERTS_UNSUBSCRIBE_DAYS. No sign-in is needed: the signature is the credential."""

from dataclasses import dataclass

from django.conf import settings
from django.core import signing

from apps.alerts import errors

UNSUBSCRIBE_SALT = "alerts.unsubscribe"
ALL_SEARCHES = 0


@dataclass(frozen=True)
class Unsubscribe:
    user_id: int
    saved_search_id: int  # ALL_SEARCHES: every saved search of the member


def unsubscribe_token(*, user_id: int, saved_search_id: int = ALL_SEARCHES) -> str:
    return signing.dumps({"u": int(user_id), "s": int(saved_search_id)}, salt=UNSUBSCRIBE_SALT)


def unsubscribe_read(token: str) -> Unsubscribe:
    """What the link says, or the 400: expired, or not one we signed (tampered)."""
    max_age = settings.ALERTS_UNSUBSCRIBE_DAYS * 24 * 3600
    try:
        value = signing.loads(token, salt=UNSUBSCRIBE_SALT, max_age=max_age)
    except signing.SignatureExpired:
        raise errors.UNSUBSCRIBE_EXPIRED.error() from None
    except signing.BadSignature:
        raise errors.UNSUBSCRIBE_INVALID.error() from None
    if not isinstance(value, dict) or not isinstance(value.get("u"), int) or not isinstance(value.get("s"), int):
        raise errors.UNSUBSCRIBE_INVALID.error()
    return Unsubscribe(user_id=value["u"], saved_search_id=value["s"])
