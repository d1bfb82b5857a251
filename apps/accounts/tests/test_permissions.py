"""Who may call what (spec section 6, docs/api.md): role x endpoint x method -> status (and code).

A Pending user's token may only call GET /api/users/{self}, POST /api/users/otp,
POST /api/users/otp/resend and POST /api/auth/signout; anything else is 403 notVerified.
"""

import pytest
from rest_framework.test import APIClient

from apps.accounts.tests.helpers import OTP, OTP_RESEND, SIGNOUT
from conftest import make_user

pytestmark = pytest.mark.django_db

ROLES = ["anonymous", "pending", "user", "admin"]

# (method, path template, body). {self} is the caller (the plain user for anonymous), {other} someone else.
CALLS = {
    "GET self": ("get", "/api/users/{self}", None),
    "GET other": ("get", "/api/users/{other}", None),
    "PUT self": ("put", "/api/users/{self}", "self"),
    "PUT other": ("put", "/api/users/{other}", "other"),
    "POST otp": ("post", OTP, {"otp": "000000"}),
    "POST otp/resend": ("post", OTP_RESEND, None),
    "POST signout": ("post", SIGNOUT, None),
}

# role -> call -> (status, error code or None)
MATRIX = {
    "anonymous": dict.fromkeys(CALLS, (401, "notAuthenticated")),
    "pending": {
        "GET self": (200, None),
        "GET other": (403, "notAllowed"),
        "PUT self": (403, "notVerified"),
        "PUT other": (403, "notVerified"),
        "POST otp": (400, "otpExpired"),  # allowed; no code was issued to this user
        "POST otp/resend": (200, None),
        "POST signout": (204, None),
    },
    "user": {
        "GET self": (200, None),
        "GET other": (403, "notAllowed"),
        "PUT self": (200, None),
        "PUT other": (403, "notAllowed"),
        "POST otp": (400, "alreadyVerified"),  # already verified: no code to enter (issue 22)
        "POST otp/resend": (400, "alreadyVerified"),
        "POST signout": (204, None),
    },
    "admin": {
        "GET self": (200, None),
        "GET other": (200, None),
        "PUT self": (200, None),
        "PUT other": (200, None),
        "POST otp": (400, "alreadyVerified"),
        "POST otp/resend": (400, "alreadyVerified"),
        "POST signout": (204, None),
    },
}

CASES = [(role, call, *MATRIX[role][call]) for role in ROLES for call in CALLS]


def _update_body(target):
    return {
        "firstName": "Renamed",
        "lastName": target.last_name,
        "email": target.email,
        "linkedInUrl": "",
    }


@pytest.mark.parametrize(("role", "call", "status", "code"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_permission_matrix(role, call, status, code, client_for, settings, django_capture_on_commit_callbacks):
    callers = {
        "anonymous": None,
        "pending": make_user(email="pending@initech-labs.com", status=1),
        "user": make_user(email="member@acme-industries.com"),
        "admin": make_user(email="admin@acme-industries.com", admin=True),
    }
    other = make_user(email="other@globex-systems.com", first_name="Olive", last_name="Other")
    caller = callers[role]
    me = caller or callers["user"]
    if caller is None:
        client = APIClient()
        client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY)
    else:
        client = client_for(caller)

    method, template, body = CALLS[call]
    path = template.format(self=me.pk, other=other.pk)
    if body in ("self", "other"):
        body = _update_body(me if body == "self" else other)
    with django_capture_on_commit_callbacks(execute=True):
        response = getattr(client, method)(path, body, format="json")

    assert response.status_code == status, response.content
    if code:
        assert response.json()["code"] == code
    if status == 403 and call.startswith("PUT"):
        other.refresh_from_db()
        me.refresh_from_db()
        assert "Renamed" not in (other.first_name, me.first_name)
    if status == 200 and call == "PUT other":
        other.refresh_from_db()
        assert other.first_name == "Renamed"
