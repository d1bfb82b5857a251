"""Every error the assistants answer with, in one place (apps/core/errors.py). Over a socket
the title is the error text of the invocation's completion (or of the close message)."""

from apps.core.errors import ErrorCode, codes_in

# Connection refusals (sent as the close message's error, spec section 6).
SIGN_IN_REQUIRED = ErrorCode("notAuthenticated", 401, "Please sign in to chat with the assistant.")
ACCOUNT_PENDING = ErrorCode(
    "accountPending", 403, "Please verify your e-mail address before chatting with the assistant."
)
ADMIN_ONLY = ErrorCode("notAllowed", 403, "This assistant is for administrators only.")
NO_SUBSCRIPTION = ErrorCode(
    "noSubscription", 403, "To access GPT agents and advanced AI features, you need an active subscription."
)
AGENT_NOT_FOUND = ErrorCode("notFound", 404, "GPT agent not found.")
INVALID_API_KEY = ErrorCode("invalidApiKey", 401, "A valid API key is required.")

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
# Redis (the channel layer and the cache) is down: a socket cannot stream, so it is refused.
UNAVAILABLE = ErrorCode(
    "serviceUnavailable", 503, "The assistant is unavailable for a moment. Please try again shortly."
)
PROVIDER_FAILED = ErrorCode("assistantFailed", 502, "The assistant could not answer just now. Please try again.")

# GET /api/ai-assistants/threads/active/{userId}
NOT_YOUR_THREAD = ErrorCode("notAllowed", 403, "You can only read your own conversations.")
USER_NOT_FOUND = ErrorCode("notFound", 404, "User not found.")

ALL = codes_in(globals())
