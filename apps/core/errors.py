"""The error types of the API and its error codes, one list per app (`apps/<app>/errors.py`).

An `ErrorCode` is the machine `code`, the HTTP status and the title the user reads. Services
raise `CODE.error()`; views list the codes an operation can answer with in its schema
(apps/core/api/schema.py). The body is the one apps/core/exceptions.py writes:
`{status, title, errors, code}`. This module imports nothing of DRF, so the access checks
that DRF loads at start-up (apps/accounts/permissions.py) can use it."""

import re
from dataclasses import dataclass


class ApplicationError(Exception):
    """A rule of the product was broken; the message is shown to the user as is."""

    def __init__(self, title, *, status_code=400, code=None, errors=None, extra=None):
        super().__init__(title)
        self.title = title
        self.status_code = status_code
        self.code = code
        self.errors = errors or {}
        self.extra = extra or {}


DEFAULT_TITLES = {
    400: "Please correct the errors and try again.",
    401: "Your session has expired. Please sign in again.",
    403: "You are not allowed to do this.",
    404: "Not found.",
    405: "This method is not allowed here.",
    415: "Unsupported media type.",
    # An unexpected error: the log has the details (the request id links the two), never the answer.
    500: "Something went wrong on our side. Please try again in a moment.",
}


@dataclass(frozen=True)
class ErrorCode:
    # None: a field-error answer (`errors` says what to fix); it carries no code.
    code: str | None
    status: int
    title: str

    def error(self, *, errors=None, extra=None, **fields) -> ApplicationError:
        """The exception to raise; `fields` fill the title's {braces} (a count of one reads in
        the singular: "Please wait 1 second")."""
        title = _singular(self.title.format(**fields)) if fields else self.title
        return ApplicationError(title, status_code=self.status, code=self.code, errors=errors, extra=extra)


_ONE_OF = re.compile(r"\b1 (second|minute|hour|day|credit|row|message|request|company)s\b")


def _singular(text: str) -> str:
    return _ONE_OF.sub(lambda m: f"1 {m.group(1)}", text)


def codes_in(namespace: dict) -> list[ErrorCode]:
    """The ErrorCodes defined in a module (pass `globals()`), in the order written."""
    return [value for value in namespace.values() if isinstance(value, ErrorCode)]


# --- answered for every app by the API layer itself (middleware, authentication, DRF) ---

INVALID_API_KEY = ErrorCode("invalidApiKey", 401, "A valid API key is required.")
NOT_AUTHENTICATED = ErrorCode("notAuthenticated", 401, DEFAULT_TITLES[401])
NOT_ALLOWED = ErrorCode("notAllowed", 403, DEFAULT_TITLES[403])
RATE_LIMITED = ErrorCode("rateLimited", 429, "Too many attempts. Please wait {retryAfter} seconds and try again.")
INVALID_INPUT = ErrorCode(None, 400, DEFAULT_TITLES[400])
# A body the parser cannot read; the title is the parser's reason ("JSON parse error - ...").
PARSE_ERROR = ErrorCode("parseError", 400, "JSON parse error - <the reason>")
# More than DATA_UPLOAD_MAX_MEMORY_SIZE (docs/decisions.md, issue 7).
REQUEST_TOO_LARGE = ErrorCode(
    "requestTooLarge", 413, "The request is too large: at most {maxMegabytes} MB can be sent."
)
# Redis (the cache, rate limits, the channel layer) is down: what needs it answers this, and
# sign-in and the other rate-limited calls refuse (fail closed) until it is back.
SERVICE_UNAVAILABLE = ErrorCode(
    "serviceUnavailable", 503, "This is unavailable for a moment while a service recovers. Please try again shortly."
)

ALL = codes_in(globals())
