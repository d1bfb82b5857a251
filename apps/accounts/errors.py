"""Errors of the accounts app that every signed-in call can answer with (apps/core/errors.py).

The access checks of apps/accounts/permissions.py raise these; other apps list them in
their schemas. (The codes the accounts services raise are still written inline there.)"""

from apps.core.errors import NOT_AUTHENTICATED, ErrorCode

NOT_VERIFIED = ErrorCode("notVerified", 403, "Please verify your e-mail address with the one-time code first.")
NOT_ADMIN = ErrorCode("notAdmin", 403, "This area is for administrators only.")

# What any signed-in call can answer before its own rules: no (valid) session, or not verified.
SIGNED_IN = (NOT_AUTHENTICATED, NOT_VERIFIED)
