"""Constants and helpers shared by the accounts API tests."""

import re

from django.conf import settings

SIGNIN = "/api/auth/signin"
SIGNUP = "/api/auth/signup"
SIGNOUT = "/api/auth/signout"
FORGOT = "/api/auth/forgot-password"
RESET = "/api/auth/reset-password"
OTP = "/api/users/otp"
OTP_RESEND = "/api/users/otp/resend"


def user_url(user_or_id) -> str:
    return f"/api/users/{getattr(user_or_id, 'pk', user_or_id)}"


def error(status, title, *, errors=None, code=None, **extra):
    """The error body of the API contract (docs/api.md)."""
    body = {"status": status, "title": title, "errors": errors or {}}
    if code:
        body["code"] = code
    body.update(extra)
    return body


VALIDATION_TITLE = "Please correct the errors and try again."
NOT_AUTHENTICATED = error(401, "Your session has expired. Please sign in again.", code="notAuthenticated")
NOT_VERIFIED = error(403, "Please verify your e-mail address with the one-time code first.", code="notVerified")
NOT_ALLOWED = error(403, "You can only view or change your own profile.", code="notAllowed")


def bearer_client(token: str):
    from rest_framework.test import APIClient

    client = APIClient()
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def reset_token_from(message_body: str) -> str:
    match = re.search(r"/reset-password\?token=([A-Za-z0-9_\-]+)", message_body)
    assert match, f"no reset link in: {message_body!r}"
    return match.group(1)
