"""POST /api/users/otp and /api/users/otp/resend (spec sections 4, 5 and 8, docs/api.md)."""

from datetime import timedelta
from unittest import mock

import pytest
from django.utils import timezone

from apps.accounts.models import OneTimeCode, User
from apps.accounts.tests.helpers import OTP, OTP_RESEND, VALIDATION_TITLE, error, user_url
from conftest import make_user, one_time_code_from

pytestmark = pytest.mark.django_db

OTP_INCORRECT = "Oops! The code you entered is incorrect."
OTP_EXPIRED = "This code has expired. Please request a new code."
OTP_EXHAUSTED = "Too many incorrect attempts. Please request a new code."
OTP_LENGTH = "Your one-time password must be 6 characters."
# Patched to make the random codes known in advance where a test needs two distinct codes.
RANDBELOW = "apps.accounts.services.secrets.randbelow"


def incorrect(code):
    """A 6-digit code that is certainly not `code`."""
    return f"{(int(code) + 1) % 10**6:06d}"


def latest_code_row(user):
    return OneTimeCode.objects.filter(user=user).order_by("-created_at", "-id").first()


def test_the_right_code_activates_the_user_and_sends_a_welcome_email(
    client_for, pending_user, send_code, post_committed, mailoutbox
):
    code = send_code(pending_user)
    client = client_for(pending_user)

    response = post_committed(client, OTP, {"otp": code})

    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["success"] is True
    assert body["user"]["userId"] == pending_user.pk
    assert body["user"]["status"] == 2
    pending_user.refresh_from_db()
    assert pending_user.status == User.Status.ACTIVE
    assert latest_code_row(pending_user).consumed_at is not None

    welcome = mailoutbox[-1]
    assert len(mailoutbox) == 2
    assert welcome.to == [pending_user.email]
    assert welcome.subject == "Welcome to PartnerMatch"

    # The same token now works for the calls of an Active user.
    update = client.put(
        user_url(pending_user),
        {"firstName": "Now", "lastName": "Active", "email": pending_user.email},
        format="json",
    )
    assert update.status_code == 200


def test_a_code_sent_as_a_number_is_accepted(client_for, pending_user, send_code):
    with mock.patch(RANDBELOW, return_value=654321):
        assert send_code(pending_user) == "654321"

    assert client_for(pending_user).post(OTP, {"otp": 654321}, format="json").status_code == 200


def test_codes_keep_their_leading_zeros(client_for, pending_user, send_code):
    with mock.patch(RANDBELOW, return_value=42):
        assert send_code(pending_user) == "000042"

    assert client_for(pending_user).post(OTP, {"otp": "000042"}, format="json").status_code == 200


def test_a_wrong_code_is_refused_and_counted(client_for, pending_user, send_code, mailoutbox):
    code = send_code(pending_user)

    response = client_for(pending_user).post(OTP, {"otp": incorrect(code)}, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, OTP_INCORRECT, code="otpIncorrect", errors={"otp": [OTP_INCORRECT]})
    pending_user.refresh_from_db()
    assert pending_user.status == User.Status.PENDING
    assert latest_code_row(pending_user).attempts == 1
    assert len(mailoutbox) == 1  # no welcome mail


def test_another_users_code_does_not_work(client_for, pending_user, send_code):
    someone = make_user(email="someone@initech-labs.com", status=User.Status.PENDING)
    with mock.patch(RANDBELOW, side_effect=[111111, 222222]):
        their_code = send_code(someone)
        send_code(pending_user)

    response = client_for(pending_user).post(OTP, {"otp": their_code}, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "otpIncorrect"


@pytest.mark.parametrize(
    "otp",
    ["12345", "1234567", "abcdef", "12 456", "12345a", "", None, ...],
    ids=["5-digits", "7-digits", "letters", "inner-space", "mixed", "blank", "null", "missing"],
)
def test_a_code_that_is_not_six_digits_is_refused_without_counting(client_for, pending_user, send_code, otp):
    send_code(pending_user)

    response = client_for(pending_user).post(OTP, {} if otp is ... else {"otp": otp}, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors={"otp": [OTP_LENGTH]})
    assert latest_code_row(pending_user).attempts == 0


def test_an_expired_code_is_refused_even_with_the_right_digits(client_for, pending_user, send_code):
    code = send_code(pending_user)
    OneTimeCode.objects.filter(user=pending_user).update(expires_at=timezone.now() - timedelta(seconds=1))

    response = client_for(pending_user).post(OTP, {"otp": code}, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, OTP_EXPIRED, code="otpExpired", errors={"otp": [OTP_EXPIRED]})
    pending_user.refresh_from_db()
    assert pending_user.status == User.Status.PENDING


def test_the_code_expires_after_the_configured_minutes(client_for, pending_user, send_code, settings):
    code = send_code(pending_user)
    row = latest_code_row(pending_user)
    assert row.expires_at - row.created_at == timedelta(minutes=settings.ONE_TIME_CODE_TTL_MINUTES)

    with mock.patch("django.utils.timezone.now", return_value=row.expires_at):
        response = client_for(pending_user).post(OTP, {"otp": code}, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "otpExpired"


def test_a_user_without_any_code_gets_expired(client_for, pending_user):
    response = client_for(pending_user).post(OTP, {"otp": "123456"}, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "otpExpired"


def test_five_wrong_tries_kill_the_code_even_for_the_right_digits(client_for, pending_user, send_code, settings):
    assert settings.ONE_TIME_CODE_MAX_ATTEMPTS == 5
    code = send_code(pending_user)
    client = client_for(pending_user)

    for attempt in range(1, 6):
        response = client.post(OTP, {"otp": incorrect(code)}, format="json")
        assert response.status_code == 400
        assert response.json()["code"] == "otpIncorrect"
        # The counter is persisted by each request, not kept in memory.
        assert latest_code_row(pending_user).attempts == attempt

    response = client.post(OTP, {"otp": code}, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, OTP_EXHAUSTED, code="otpAttemptsExceeded", errors={"otp": [OTP_EXHAUSTED]})
    pending_user.refresh_from_db()
    assert pending_user.status == User.Status.PENDING
    assert latest_code_row(pending_user).attempts == 5


def test_the_attempt_counter_persists_across_clients(client_for, pending_user, send_code):
    code = send_code(pending_user)

    for n in range(1, 4):
        # A fresh client (new token) each time: the count lives in the database.
        assert client_for(pending_user).post(OTP, {"otp": incorrect(code)}, format="json").status_code == 400
        assert OneTimeCode.objects.get(user=pending_user, consumed_at__isnull=True).attempts == n

    assert client_for(pending_user).post(OTP, {"otp": code}, format="json").status_code == 200


def test_after_exhaustion_a_resent_code_works(client_for, pending_user, send_code, post_committed, mailoutbox):
    code = send_code(pending_user)
    client = client_for(pending_user)
    for _ in range(5):
        client.post(OTP, {"otp": incorrect(code)}, format="json")
    OneTimeCode.objects.filter(user=pending_user).update(created_at=timezone.now() - timedelta(seconds=31))

    assert post_committed(client, OTP_RESEND).status_code == 200
    new_code = one_time_code_from(mailoutbox[-1].body)

    assert client.post(OTP, {"otp": new_code}, format="json").status_code == 200


def test_resend_within_30_seconds_is_refused_with_retry_after(client_for, pending_user, send_code, mailoutbox):
    send_code(pending_user)

    response = client_for(pending_user).post(OTP_RESEND)

    assert response.status_code == 429
    body = response.json()
    wait = body["retryAfter"]
    assert isinstance(wait, int)
    assert 1 <= wait <= 30
    assert response["Retry-After"] == str(wait)
    assert body == error(
        429,
        f"Please wait {wait} seconds before requesting a new code.",
        code="otpResendTooSoon",
        retryAfter=wait,
    )
    assert len(mailoutbox) == 1
    assert OneTimeCode.objects.filter(user=pending_user).count() == 1


@pytest.mark.parametrize(("elapsed", "expected_wait"), [(0, 30), (0.5, 30), (29.5, 1), (29.99, 1)])
def test_the_resend_wait_counts_down(client_for, pending_user, send_code, elapsed, expected_wait):
    send_code(pending_user)
    created_at = latest_code_row(pending_user).created_at

    with mock.patch("django.utils.timezone.now", return_value=created_at + timedelta(seconds=elapsed)):
        response = client_for(pending_user).post(OTP_RESEND)

    assert response.status_code == 429
    assert response.json()["retryAfter"] == expected_wait


def test_resend_after_the_window_sends_a_new_code_and_kills_the_old(
    client_for, pending_user, send_code, post_committed, mailoutbox
):
    with mock.patch(RANDBELOW, side_effect=[111111, 222222]):
        old_code = send_code(pending_user)
        OneTimeCode.objects.filter(user=pending_user).update(created_at=timezone.now() - timedelta(seconds=30))
        client = client_for(pending_user)

        response = post_committed(client, OTP_RESEND)

    assert response.status_code == 200
    assert response.json() == {"success": True, "message": "Verification code sent!"}
    assert len(mailoutbox) == 2
    assert mailoutbox[-1].to == [pending_user.email]
    new_code = one_time_code_from(mailoutbox[-1].body)
    assert (old_code, new_code) == ("111111", "222222")
    assert OneTimeCode.objects.filter(user=pending_user, consumed_at__isnull=True).count() == 1

    stale = client.post(OTP, {"otp": old_code}, format="json")
    assert stale.status_code == 400
    assert stale.json()["code"] == "otpIncorrect"

    assert client.post(OTP, {"otp": new_code}, format="json").status_code == 200


def test_resend_for_a_user_without_a_code_sends_one(client_for, pending_user, post_committed, mailoutbox):
    response = post_committed(client_for(pending_user), OTP_RESEND)

    assert response.status_code == 200
    assert len(mailoutbox) == 1
    code = one_time_code_from(mailoutbox[0].body)
    assert client_for(pending_user).post(OTP, {"otp": code}, format="json").status_code == 200


ALREADY_VERIFIED = error(
    400,
    "Your email address is already verified.",
    code="alreadyVerified",
    errors={"otp": ["Your email address is already verified."]},
)


@pytest.mark.parametrize("otp", ["000000", "123456"])
def test_a_code_for_an_already_active_user_is_refused_not_accepted(client_for, user, post_committed, mailoutbox, otp):
    """Issue 22, item 5: any code answered 200 success once the account was verified."""
    response = post_committed(client_for(user), OTP, {"otp": otp})

    assert response.status_code == 400
    assert response.json() == ALREADY_VERIFIED
    user.refresh_from_db()
    assert user.status == User.Status.ACTIVE
    assert mailoutbox == []


def test_a_used_code_cannot_be_replayed_after_activation(client_for, pending_user, send_code, mailoutbox):
    code = send_code(pending_user)
    client = client_for(pending_user)
    assert client.post(OTP, {"otp": code}, format="json").status_code == 200

    again = client.post(OTP, {"otp": code}, format="json")

    assert again.status_code == 400  # already Active: the code is not "right" a second time
    assert again.json() == ALREADY_VERIFIED
    assert OneTimeCode.objects.filter(user=pending_user, consumed_at__isnull=True).count() == 0


def test_resend_for_an_active_user_is_refused(client_for, user, mailoutbox):
    response = client_for(user).post(OTP_RESEND)

    assert response.status_code == 400
    assert response.json() == error(400, "Your email address is already verified.", code="alreadyVerified")
    assert mailoutbox == []


@pytest.mark.parametrize("path", [OTP, OTP_RESEND])
def test_otp_calls_need_a_token(api, path):
    response = api.post(path, {"otp": "123456"}, format="json")

    assert response.status_code == 401
    assert response.json()["code"] == "notAuthenticated"
