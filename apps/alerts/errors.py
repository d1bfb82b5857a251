"""Every error the saved-search and alert calls answer with (apps/core/errors.py). Who may save a
search is who may search: discovery's 403 codes (apps/discovery/errors.py)."""

from apps.core.errors import DEFAULT_TITLES, ErrorCode, codes_in

SAVED_SEARCH_NOT_FOUND = ErrorCode("notFound", 404, "Saved search not found.")
SAVED_SEARCHES_LIMIT = ErrorCode(
    "savedSearchLimit", 409, "You have saved {limit} searches, the most you can keep. Delete one to save another."
)
# Field errors of a saved search (`errors` names the fields).
SAVED_SEARCH_INVALID = ErrorCode(None, 400, DEFAULT_TITLES[400])
UNSUBSCRIBE_INVALID = ErrorCode("unsubscribeLinkInvalid", 400, "This unsubscribe link is not valid.")
UNSUBSCRIBE_EXPIRED = ErrorCode(
    "unsubscribeLinkExpired", 400, "This unsubscribe link has expired. Change your alerts in your saved searches."
)

ALL = codes_in(globals())

# Field messages (the criteria's are discovery's, apps/discovery/errors.py).
NAME_LENGTH = "The name must be 1 to 100 characters."
TOP_N = "Top N must be a whole number from 1 to 50."
FREQUENCY = "Frequency must be 0 (Off), 1 (Instant), 2 (Daily) or 3 (Weekly)."
