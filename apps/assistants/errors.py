"""Every error the assistants answer with, in one place (apps/core/errors.py). Over a socket
the title is the error text of the invocation's completion (or of the close message), and the
code travels beside it in the completion's headers (signalr.completion).

Each code here names one error, so a client can act on it (issue 21): an error another app
already defines (the API key, a GPT agent not found or not open without a plan) is that app's
own, imported, never a copy that could drift."""

from apps.agents.errors import AGENT_NOT_FOUND, NO_SUBSCRIPTION  # noqa: F401 (in ALL: the hubs refuse with them)
from apps.core.errors import INVALID_API_KEY, ErrorCode, codes_in  # noqa: F401

# Connection refusals (sent as the close message's error, spec section 6).
SIGN_IN_REQUIRED = ErrorCode("notAuthenticated", 401, "Please sign in to chat with the assistant.")
ACCOUNT_PENDING = ErrorCode(
    "accountPending", 403, "Please verify your e-mail address before chatting with the assistant."
)
ADMIN_ONLY = ErrorCode("notAdmin", 403, "This assistant is for administrators only.")
# The negotiated connection token (`?id=`) was used already, has expired or is for another hub.
CONNECTION_EXPIRED = ErrorCode(
    "connectionExpired", 401, "This connection has expired. Please reconnect to the assistant."
)
# An open socket whose session ended since it opened: a sign-out, a password reset, a
# deactivation, or the token's expiry (issue 22). The close message says it.
SESSION_ENDED = ErrorCode("sessionEnded", 401, "Your session has ended. Please sign in again to use the assistant.")

# Prompts (sent as the invocation's completion error).
EMPTY_PROMPT = ErrorCode("emptyPrompt", 400, "Type a message first.")
PROMPT_INVALID_CHARACTERS = ErrorCode(
    "invalidCharacters", 400, "Your message contains characters that cannot be sent (null characters)."
)
PROMPT_TOO_LONG = ErrorCode("promptTooLong", 400, "Your message is too long: keep it under {limit} characters.")
BAD_ARGUMENTS = ErrorCode("badArguments", 400, "{target} expects {expected}.")
UNKNOWN_METHOD = ErrorCode("unknownMethod", 400, "Unknown method {target}.")
UNKNOWN_THREAD = ErrorCode("unknownThread", 404, "This conversation no longer exists. Start a new one.")
BUSY = ErrorCode("busy", 409, "Wait for the current answer to finish, or stop it, before sending another message.")
TOO_MANY_MESSAGES = ErrorCode(
    "rateLimited", 429, "You are sending messages too quickly. Please wait {retryAfter} seconds and try again."
)
MONTHLY_LIMIT = ErrorCode(
    "aiLimitReached",
    429,
    "You have used all {limit} assistant messages of your plan this month. Upgrade your plan for more, or wait "
    "until {resetsOn}.",
)
# A websocket message over ASSISTANT_MESSAGE_MAX_BYTES: the connection is closed with this
# reason and the websocket code 1009 (apps/assistants/server_limits.py does the same above
# daphne's own limit).
MESSAGE_TOO_LARGE = ErrorCode(
    "messageTooLarge", 413, "This message is too large: a message may be at most {limit} bytes."
)
# Redis (the channel layer and the cache) is down: a socket cannot stream, so it is refused.
UNAVAILABLE = ErrorCode(
    "serviceUnavailable", 503, "The assistant is unavailable for a moment. Please try again shortly."
)
PROVIDER_FAILED = ErrorCode("assistantFailed", 502, "The assistant could not answer just now. Please try again.")

# GET /api/ai-assistants/threads/active/{userId}
NOT_YOUR_THREAD = ErrorCode("notAllowed", 403, "You can only read your own conversations.")
USER_NOT_FOUND = ErrorCode("notFound", 404, "User not found.")

ALL = codes_in(globals())
