"""The kinds of notification, registered by the apps that send them.

The notification centre sits low in the layers (it knows users only), so it cannot know which
apps above it notify members of what. Each app declares its kinds once, at import, and passes
the kind it declared when it sends:

    NEW_REQUEST = notification_kind("outreach.newRequest", "New intro requests",
                                     "An intro request reached your company.")
    notifications_send(user_ids=[...], kind=NEW_REQUEST, title=..., link=...)

A member mutes a kind (GET/PATCH /api/notifications/preferences): the preferences list every
kind registered, in the order registered. A kind's code is `<app>.<name>`; declaring one twice
with another label is a programming error."""

from dataclasses import dataclass

from django.core.exceptions import ImproperlyConfigured

CODE_MAX = 64


@dataclass(frozen=True)
class NotificationKind:
    code: str  # "<app>.<name>": stored with each notification, the SPA's key for its icon
    label: str  # what the preferences screen shows ("New intro requests")
    description: str = ""  # one sentence: when it is sent

    @property
    def group(self) -> str:
        """The app that sends it (the code's first part)."""
        return self.code.split(".", 1)[0]


_KINDS: dict[str, NotificationKind] = {}


def notification_kind(code: str, label: str, description: str = "") -> NotificationKind:
    """Declares a kind (at import of the module that sends it) and answers it."""
    if "." not in code or len(code) > CODE_MAX:
        raise ImproperlyConfigured(f"A notification kind is '<app>.<name>', at most {CODE_MAX} characters: {code!r}.")
    kind = NotificationKind(code, label, description)
    known = _KINDS.setdefault(code, kind)
    if known != kind:
        raise ImproperlyConfigured(f"The notification kind {code} is declared twice, differently.")
    return known


def notification_kinds() -> list[NotificationKind]:
    """Every kind declared so far, in the order declared."""
    return list(_KINDS.values())


def kind_get(code: str) -> NotificationKind | None:
    return _KINDS.get(code)
