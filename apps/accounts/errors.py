"""Errors of the accounts app that every signed-in call can answer with (apps/core/errors.py).

The access checks of apps/accounts/permissions.py raise these; other apps list them in
their schemas. (The codes the accounts services raise are still written inline there.)"""

from apps.core.errors import NOT_AUTHENTICATED, ErrorCode

NOT_VERIFIED = ErrorCode("notVerified", 403, "Please verify your e-mail address with the one-time code first.")
NOT_ADMIN = ErrorCode("notAdmin", 403, "This area is for administrators only.")

# What any signed-in call can answer before its own rules: no (valid) session, or not verified.
SIGNED_IN = (NOT_AUTHENTICATED, NOT_VERIFIED)

# --- the admin area's actions on users (issue 10) ---------------------------------------
USER_NOT_FOUND = ErrorCode("notFound", 404, "User not found.")
LAST_ADMIN = ErrorCode("lastAdmin", 409, "At least one active administrator must remain.")
OWN_ACCOUNT = ErrorCode("ownAccount", 409, "You cannot deactivate your own account.")
