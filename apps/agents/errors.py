"""Every error the GPT agent calls answer with, in one place (apps/core/errors.py)."""

from apps.core.errors import ErrorCode, codes_in

# Spec section 5: the Subscription Required dialog's text.
NO_SUBSCRIPTION = ErrorCode(
    "noSubscription", 403, "To access GPT agents and advanced AI features, you need an active subscription."
)
AGENT_NOT_FOUND = ErrorCode("agentNotFound", 404, "GPT agent not found.")

ALL = codes_in(globals())
