"""Constants and helpers shared by the accounts API tests."""

import re

from django.conf import settings

from apps.core.testing import NOT_ADMIN, NOT_AUTHENTICATED, NOT_VERIFIED, error, user_url  # noqa: F401

SIGNIN = "/api/auth/signin"
SIGNUP = "/api/auth/signup"
SIGNOUT = "/api/auth/signout"
FORGOT = "/api/auth/forgot-password"
RESET = "/api/auth/reset-password"
OTP = "/api/users/otp"
OTP_RESEND = "/api/users/otp/resend"


VALIDATION_TITLE = "Please correct the errors and try again."
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
