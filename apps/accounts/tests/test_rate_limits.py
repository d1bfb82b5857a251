"""Brute-force limits per account / per user and per client address (settings.RATE_LIMITS)."""

import re
import time
from unittest import mock

import pytest
from django.conf import settings
from rest_framework.throttling import SimpleRateThrottle

from apps.accounts.models import User
from apps.accounts.tests.helpers import FORGOT, OTP, OTP_RESEND, RESET, SIGNIN, SIGNUP
from conftest import TEST_PASSWORD, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def limit(settings):
    """limit(scope, "3/hour"): lowers one rate for this test."""

    def _limit(scope, rate):
        assert scope in settings.RATE_LIMITS
        settings.RATE_LIMITS = {**settings.RATE_LIMITS, scope: rate}

    return _limit


def assert_rate_limited(response, max_wait=3600):
    assert response.status_code == 429, response.content
    body = response.json()
    wait = body["retryAfter"]
    assert isinstance(wait, int)
    assert 1 <= wait <= max_wait
    assert response["Retry-After"] == str(wait)
    assert body == {
        "status": 429,
        "title": f"Too many attempts. Please wait {wait} seconds and try again.",
        "errors": {},
        "code": "rateLimited",
        "retryAfter": wait,
    }


def post(client, url, data=None, ip="10.0.0.1", **extra):
    return client.post(url, data, format="json", REMOTE_ADDR=ip, **extra)


# --- sign-in -----------------------------------------------------------------------------


def test_a_flood_from_one_address_does_not_lock_the_owner_out_elsewhere(api, user, limit):
    """Issue 7: twenty wrong passwords from one address locked the account for everyone."""
    limit("signin_account_ip", "3/hour")
    limit("signin_account", "5/hour")
    for n in range(12):  # well past both limits, from one address
        response = post(api, SIGNIN, {"email": user.email, "password": "wrong"}, ip="10.0.5.1")
        assert response.status_code == (400 if n < 3 else 429)

    # The flooding address stays refused, even with the right password ...
    assert_rate_limited(post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip="10.0.5.1"))
    # ... while the owner signs in from their own address.
    assert post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip="10.0.5.2").status_code == 200


def test_signin_is_limited_per_account_and_address(api, user, other_user, limit):
    limit("signin_account_ip", "3/hour")
    for _ in range(3):
        assert post(api, SIGNIN, {"email": user.email, "password": "wrong"}, ip="10.0.6.1").status_code == 400

    assert_rate_limited(post(api, SIGNIN, {"email": " Member@ACME-industries.com", "password": "x"}, ip="10.0.6.1"))
    # Another account from that address, and that account from another address, still try.
    assert post(api, SIGNIN, {"email": other_user.email, "password": TEST_PASSWORD}, ip="10.0.6.1").status_code == 200
    assert post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip="10.0.6.2").status_code == 200


def test_signin_has_a_per_account_ceiling_across_addresses(api, user, other_user, limit):
    limit("signin_account", "3/hour")
    for n in range(3):
        response = post(api, SIGNIN, {"email": user.email, "password": "wrong"}, ip=f"10.0.1.{n}")
        assert response.status_code == 400

    # The 4th try for that account is refused even with the right password, from a new address
    # and with the address written differently.
    assert_rate_limited(post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip="10.0.1.99"))
    assert_rate_limited(
        post(api, SIGNIN, {"email": " MEMBER@acme-industries.com", "password": TEST_PASSWORD}, ip="10.0.1.98")
    )
    # Other accounts are not affected.
    assert post(api, SIGNIN, {"email": other_user.email, "password": TEST_PASSWORD}, ip="10.0.1.99").status_code == 200


def test_signin_is_limited_per_address_across_accounts(api, user, limit):
    limit("signin_ip", "3/hour")
    for n in range(3):
        response = post(api, SIGNIN, {"email": f"guess{n}@acme-industries.com", "password": "x"}, ip="10.0.0.9")
        assert response.status_code == 400

    assert_rate_limited(post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip="10.0.0.9"))
    # Another address is not affected.
    assert post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip="10.0.0.10").status_code == 200


def test_successful_sign_ins_count_too(api, user, limit):
    limit("signin_account", "2/hour")
    for n in range(2):
        assert post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip=f"10.0.2.{n}").status_code == 200

    assert_rate_limited(post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, ip="10.0.2.9"))


def test_the_address_limit_cannot_be_dodged_with_x_forwarded_for(api, user, limit):
    """With no proxy configured (NUM_PROXIES unset) the client address is REMOTE_ADDR; a client
    must not get a fresh budget by sending a new X-Forwarded-For header with each request."""
    limit("signin_ip", "2/hour")
    for n in range(2):
        post(
            api,
            SIGNIN,
            {"email": f"guess{n}@acme-industries.com", "password": "x"},
            ip="10.0.0.9",
            HTTP_X_FORWARDED_FOR=f"198.51.100.{n}",
        )

    response = post(
        api,
        SIGNIN,
        {"email": "guess9@acme-industries.com", "password": "x"},
        ip="10.0.0.9",
        HTTP_X_FORWARDED_FOR="198.51.100.77",
    )

    assert_rate_limited(response)


def test_the_window_passes(api, user, limit):
    limit("signin_account", "1/minute")
    assert post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}).status_code == 200
    response = post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD})
    assert_rate_limited(response, max_wait=60)

    later = time.time() + 61
    with mock.patch.object(SimpleRateThrottle, "timer", return_value=later):
        assert post(api, SIGNIN, {"email": user.email, "password": TEST_PASSWORD}).status_code == 200


def test_the_default_sign_in_limits_are_layered():
    """Per account and address below the per-account ceiling, so no one address can reach it."""
    rates = settings.RATE_LIMITS
    per_pair, per_account = (int(rates[scope].split("/")[0]) for scope in ("signin_account_ip", "signin_account"))
    assert rates["signin_account_ip"].endswith("/hour")
    assert rates["signin_account"].endswith("/hour")
    assert per_pair < per_account


# --- sign-up -----------------------------------------------------------------------------


def test_signup_is_limited_per_address(api, limit, django_capture_on_commit_callbacks):
    limit("signup_ip", "2/hour")
    with django_capture_on_commit_callbacks(execute=True):
        for n in range(2):
            payload = {"firstName": "A", "lastName": "B", "email": f"a{n}@analytical-engines.com", "password": "secret"}
            assert post(api, SIGNUP, payload, ip="10.0.0.5").status_code == 201

        payload = {"firstName": "A", "lastName": "B", "email": "a9@analytical-engines.com", "password": "secret"}
        assert_rate_limited(post(api, SIGNUP, payload, ip="10.0.0.5"))
        assert not User.objects.filter(email="a9@analytical-engines.com").exists()
        assert post(api, SIGNUP, payload, ip="10.0.0.6").status_code == 201


# --- e-mail change ----------------------------------------------------------------------


def test_email_changes_are_limited_per_user(client_for, user, limit, mailoutbox):
    limit("email_change_user", "2/hour")
    client = client_for(user)
    body = {"firstName": "Morgan", "lastName": "Member"}
    for n in range(2):
        response = client.put(f"/api/users/{user.pk}", {**body, "email": f"m{n}@initech-labs.com"}, format="json")
        assert response.status_code == 200

    assert_rate_limited(client.put(f"/api/users/{user.pk}", {**body, "email": "m9@initech-labs.com"}, format="json"))
    user.refresh_from_db()
    assert user.pending_email == "m1@initech-labs.com"
    # Saves that send no code are not limited.
    for email in (user.email, user.pending_email):
        assert client.put(f"/api/users/{user.pk}", {**body, "email": email}, format="json").status_code == 200


# --- forgot / reset ----------------------------------------------------------------------


def test_forgot_password_is_limited_per_account(
    api, user, other_user, limit, mailoutbox, django_capture_on_commit_callbacks
):
    limit("forgot_account", "2/hour")
    with django_capture_on_commit_callbacks(execute=True):
        for n in range(2):
            assert post(api, FORGOT, {"email": user.email}, ip=f"10.0.3.{n}").status_code == 200

        assert_rate_limited(post(api, FORGOT, {"email": user.email.upper()}, ip="10.0.3.9"))
        assert post(api, FORGOT, {"email": other_user.email}, ip="10.0.3.9").status_code == 200
    assert [m.to for m in mailoutbox] == [[user.email], [user.email], [other_user.email]]


def test_forgot_password_is_limited_per_address(api, user, limit):
    limit("forgot_ip", "2/hour")
    for n in range(2):
        assert post(api, FORGOT, {"email": f"guess{n}@acme-industries.com"}, ip="10.0.0.7").status_code == 200

    assert_rate_limited(post(api, FORGOT, {"email": user.email}, ip="10.0.0.7"))
    assert post(api, FORGOT, {"email": user.email}, ip="10.0.0.8").status_code == 200


def test_reset_password_is_limited_per_address(api, limit):
    limit("reset_ip", "2/hour")
    payload = {"password": "N3w#Passw0rd", "passwordConfirmation": "N3w#Passw0rd", "token": "guess"}
    for _ in range(2):
        assert post(api, RESET, payload, ip="10.0.0.4").status_code == 400

    assert_rate_limited(post(api, RESET, payload, ip="10.0.0.4"))
    assert post(api, RESET, payload, ip="10.0.0.3").status_code == 400


# --- one-time code -----------------------------------------------------------------------


def test_one_time_code_is_limited_per_user_across_addresses(client_for, pending_user, limit, send_code):
    limit("otp_user", "3/hour")
    code = send_code(pending_user)
    wrong = f"{(int(code) + 1) % 10**6:06d}"
    client = client_for(pending_user)
    for n in range(3):
        assert post(client, OTP, {"otp": wrong}, ip=f"10.0.4.{n}").status_code == 400

    assert_rate_limited(post(client, OTP, {"otp": code}, ip="10.0.4.99"))
    pending_user.refresh_from_db()
    assert pending_user.status == User.Status.PENDING
    # A new token of the same user shares the budget; another user does not.
    assert_rate_limited(post(client_for(pending_user), OTP_RESEND, ip="10.0.4.98"))
    someone = make_user(email="someone@initech-labs.com", status=User.Status.PENDING)
    assert post(client_for(someone), OTP, {"otp": "000000"}, ip="10.0.4.99").status_code == 400


def test_one_time_code_is_limited_per_address_across_users(client_for, limit, send_code):
    limit("otp_ip", "3/hour")
    users = [make_user(email=f"p{n}@initech-labs.com", status=User.Status.PENDING) for n in range(4)]
    for someone in users[:3]:
        assert post(client_for(someone), OTP, {"otp": "000000"}, ip="10.0.0.2").status_code == 400

    code = send_code(users[3])
    assert_rate_limited(post(client_for(users[3]), OTP, {"otp": code}, ip="10.0.0.2"))
    assert post(client_for(users[3]), OTP, {"otp": code}, ip="10.0.0.3").status_code == 200


def test_default_rates_are_configured():
    for scope in (
        "signin_account_ip",
        "signin_account",
        "signin_ip",
        "signup_ip",
        "otp_user",
        "otp_ip",
        "email_change_user",
        "forgot_account",
        "forgot_ip",
        "reset_ip",
    ):
        assert re.fullmatch(r"\d+/(second|minute|hour|day)", settings.RATE_LIMITS[scope]), scope
