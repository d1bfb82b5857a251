"""Every error the notification calls answer with (apps/core/errors.py)."""

from apps.core.errors import DEFAULT_TITLES, ErrorCode, codes_in

NOTIFICATION_NOT_FOUND = ErrorCode("notFound", 404, "Notification not found.")
PREFERENCES_INVALID = ErrorCode(None, 400, DEFAULT_TITLES[400])

ALL = codes_in(globals())

# Field messages.
UNKNOWN_KIND = "Unknown notification kind: {kind}."
