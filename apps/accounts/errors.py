"""Every error the accounts calls answer with, in one place (apps/core/errors.py).

NOT_VERIFIED and NOT_ADMIN are the access checks of apps/accounts/permissions.py, which
every app's signed-in calls answer with (other apps list SIGNED_IN in their schemas)."""

from apps.core.errors import NOT_AUTHENTICATED, ErrorCode, codes_in

NOT_VERIFIED = ErrorCode("notVerified", 403, "Please verify your e-mail address with the one-time code first.")
NOT_ADMIN = ErrorCode("notAdmin", 403, "This area is for administrators only.")

# What any signed-in call can answer before its own rules: no (valid) session, or not verified.
SIGNED_IN = (NOT_AUTHENTICATED, NOT_VERIFIED)

# --- the admin area's actions on users (issue 10) ---------------------------------------
USER_NOT_FOUND = ErrorCode("notFound", 404, "User not found.")
LAST_ADMIN = ErrorCode("lastAdmin", 409, "At least one active administrator must remain.")
OWN_ACCOUNT = ErrorCode("ownAccount", 409, "You cannot deactivate your own account.")

# --- signing up and in ---------------------------------------------------------------------
SIGN_UP_FAILED = ErrorCode(
    None, 400, "We couldn't complete your sign-up. Please make sure you're using your business email and try again."
)
# The same title; `errors.email` says why: "Please use your business email address."
SIGN_UP_NOT_BUSINESS = ErrorCode("businessEmailRequired", 400, SIGN_UP_FAILED.title)
INVALID_CREDENTIALS = ErrorCode("invalidCredentials", 400, "Invalid email or password.")
# Only after the right password (a wrong one is INVALID_CREDENTIALS, as for an unknown address);
# the code and the sentence of a provider sign-in to a deactivated account (below).
ACCOUNT_INACTIVE = ErrorCode("accountInactive", 403, "This account has been deactivated.")

# --- one-time codes (sign-up and e-mail change); `errors.otp` repeats the title ------------
OTP_INCORRECT = ErrorCode("otpIncorrect", 400, "Oops! The code you entered is incorrect.")
OTP_EXPIRED = ErrorCode("otpExpired", 400, "This code has expired. Please request a new code.")
OTP_EXHAUSTED = ErrorCode("otpAttemptsExceeded", 400, "Too many incorrect attempts. Please request a new code.")
ALREADY_VERIFIED = ErrorCode("alreadyVerified", 400, "Your email address is already verified.")
OTP_RESEND_TOO_SOON = ErrorCode("otpResendTooSoon", 429, "Please wait {wait} seconds before requesting a new code.")

# --- password reset ------------------------------------------------------------------------
RESET_INVALID = ErrorCode("resetTokenInvalid", 400, "This reset link is invalid or has expired.")

# --- the profile and its e-mail address ----------------------------------------------------
NOT_YOURSELF = ErrorCode("notAllowed", 403, "You can only view or change your own profile.")
USER_ID_MISMATCH = ErrorCode(None, 400, "userId does not match the address.")
BUSINESS_EMAIL_REQUIRED = ErrorCode(None, 400, "Please use your business email address.")
EMAIL_IN_USE = ErrorCode(None, 400, "This email is already used by another account.")
# The address was free when the change was asked for, and taken before its code was entered.
EMAIL_TAKEN = ErrorCode("emailTaken", 409, EMAIL_IN_USE.title)
NO_EMAIL_CHANGE = ErrorCode("noEmailChange", 409, "There is no e-mail change waiting for a code.")

ALL = codes_in(globals())

# --- sign-in through an identity provider (Google, the passwordless provider; issue 13) ----
PROVIDER_NOT_CONFIGURED = ErrorCode(
    "providerNotConfigured", 404, "This sign-in method is not configured on this server."
)
PROVIDER_STATE_INVALID = ErrorCode(
    "providerStateInvalid", 400, "This sign-in attempt has expired or was already used. Please sign in again."
)
PROVIDER_CODE_INVALID = ErrorCode(
    "providerCodeInvalid", 400, "The sign-in code has expired or was already used. Please sign in again."
)
PROVIDER_TOKEN_INVALID = ErrorCode(
    "providerTokenInvalid", 400, "We couldn't verify your sign-in with the provider. Please sign in again."
)
PROVIDER_UNREACHABLE = ErrorCode(
    "providerUnavailable", 503, "The sign-in provider could not be reached. Please try again in a moment."
)
PROVIDER_EMAIL_UNVERIFIED = ErrorCode(
    "providerEmailUnverified", 400, "Your e-mail address is not verified with this provider. Verify it there first."
)
# The spec's sign-in failure alert ('You're using your business email') says why on screen.
PROVIDER_NOT_BUSINESS = ErrorCode("businessEmailRequired", 400, "Please use your business email address.")
PROVIDER_ACCOUNT_INACTIVE = ErrorCode("accountInactive", 403, "This account has been deactivated.")
PROVIDER_ALREADY_LINKED = ErrorCode("providerAlreadyLinked", 409, "This sign-in is already linked to another account.")
