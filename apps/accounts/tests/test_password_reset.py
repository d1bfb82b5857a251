"""POST /api/auth/forgot-password and /api/auth/reset-password (spec sections 5 and 8)."""

from datetime import UTC, datetime, timedelta
from unittest import mock

import pytest
from django.utils import timezone

from apps.accounts.models import PasswordResetToken, User
from apps.accounts.services import auth_token_issue
from apps.accounts.tests.helpers import (
    FORGOT,
    NOT_AUTHENTICATED,
    RESET,
    SIGNIN,
    VALIDATION_TITLE,
    bearer_client,
    error,
    reset_token_from,
    user_url,
)
from conftest import TEST_PASSWORD

pytestmark = pytest.mark.django_db

RESET_SENT = {
    "success": True,
    "message": "If an account with that email exists, we've sent password reset instructions.",
}
RESET_INVALID = error(400, "This reset link is invalid or has expired.", code="resetTokenInvalid")
STRONG = "Password must be at least 8 characters long and include uppercase, lowercase, number, and special character"
NEW_PASSWORD = "N3w#Passw0rd"


@pytest.fixture
def reset_token(api, user, post_committed, mailoutbox):
    """The token of a reset link e-mailed to `user`."""
    response = post_committed(api, FORGOT, {"email": user.email})
    assert response.status_code == 200
    return reset_token_from(mailoutbox[-1].body)


def reset(api, token, password=NEW_PASSWORD, confirmation=None):
    confirmation = password if confirmation is None else confirmation
    return api.post(RESET, {"password": password, "passwordConfirmation": confirmation, "token": token}, format="json")


def signs_in(api, user, password) -> bool:
    return api.post(SIGNIN, {"email": user.email, "password": password}, format="json").status_code == 200


# --- forgot ------------------------------------------------------------------------------


def test_forgot_for_an_existing_address_mails_a_reset_link(api, user, post_committed, mailoutbox, settings):
    response = post_committed(api, FORGOT, {"email": user.email})

    assert response.status_code == 200
    assert response.json() == RESET_SENT
    assert len(mailoutbox) == 1
    message = mailoutbox[0]
    assert message.to == [user.email]
    assert f"{settings.SITE_URL}/reset-password?token=" in message.body
    token = reset_token_from(message.body)
    assert len(token) >= 32
    # Only a hash is stored.
    assert not PasswordResetToken.objects.filter(token_hash=token).exists()
    assert PasswordResetToken.objects.filter(user=user, used_at__isnull=True).count() == 1


def test_forgot_for_an_unknown_address_answers_the_same_and_mails_nothing(api, user, post_committed, mailoutbox):
    known = post_committed(api, FORGOT, {"email": user.email})
    unknown = post_committed(api, FORGOT, {"email": "nobody@acme-industries.com"})

    assert unknown.status_code == known.status_code == 200
    assert unknown.json() == known.json() == RESET_SENT
    assert [m.to for m in mailoutbox] == [[user.email]]


def test_forgot_is_case_insensitive(api, user, post_committed, mailoutbox):
    response = post_committed(api, FORGOT, {"email": "  MEMBER@Acme-Industries.com "})

    assert response.json() == RESET_SENT
    assert [m.to for m in mailoutbox] == [[user.email]]


def test_forgot_for_an_inactive_account_mails_nothing(api, user, post_committed, mailoutbox):
    user.is_active = False
    user.save(update_fields=["is_active"])

    response = post_committed(api, FORGOT, {"email": user.email})

    assert response.json() == RESET_SENT
    assert mailoutbox == []


@pytest.mark.parametrize(
    ("payload", "errors"),
    [({"email": "not-an-email"}, {"email": ["Email is invalid"]}), ({}, {"email": ["Email is required"]})],
)
def test_forgot_validates_the_email(api, payload, errors):
    response = api.post(FORGOT, payload, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors=errors)


# --- reset -------------------------------------------------------------------------------


def test_reset_with_the_mailed_token_sets_the_new_password(api, user, reset_token):
    response = reset(api, reset_token)

    assert response.status_code == 200
    assert response.json() == {"success": True}
    assert signs_in(api, user, NEW_PASSWORD)
    assert not signs_in(api, user, TEST_PASSWORD)


def test_the_token_works_only_once(api, user, reset_token):
    assert reset(api, reset_token).status_code == 200

    again = reset(api, reset_token, password="An0ther#Pass")

    assert again.status_code == 400
    assert again.json() == RESET_INVALID
    assert signs_in(api, user, NEW_PASSWORD)
    assert not signs_in(api, user, "An0ther#Pass")


def test_an_expired_token_is_refused(api, user, reset_token):
    PasswordResetToken.objects.filter(user=user).update(expires_at=timezone.now() - timedelta(seconds=1))

    response = reset(api, reset_token)

    assert response.status_code == 400
    assert response.json() == RESET_INVALID
    assert signs_in(api, user, TEST_PASSWORD)


def test_the_token_lives_the_configured_minutes(api, user, reset_token, settings):
    record = PasswordResetToken.objects.get(user=user)
    assert record.expires_at - record.created_at == timedelta(minutes=settings.PASSWORD_RESET_TTL_MINUTES)

    with mock.patch("django.utils.timezone.now", return_value=record.expires_at):
        assert reset(api, reset_token).json() == RESET_INVALID
    with mock.patch("django.utils.timezone.now", return_value=record.expires_at - timedelta(seconds=1)):
        assert reset(api, reset_token).status_code == 200


@pytest.mark.parametrize("token", ["not-a-token", "x" * 43])
def test_an_unknown_token_is_refused(api, user, reset_token, token):
    response = reset(api, token)

    assert response.status_code == 400
    assert response.json() == RESET_INVALID
    assert signs_in(api, user, TEST_PASSWORD)


def test_a_newer_reset_link_replaces_the_older_one(api, user, post_committed, mailoutbox):
    post_committed(api, FORGOT, {"email": user.email})
    post_committed(api, FORGOT, {"email": user.email})
    older, newer = (reset_token_from(m.body) for m in mailoutbox)

    assert reset(api, older).json() == RESET_INVALID
    assert reset(api, newer).status_code == 200


def test_a_token_only_resets_its_own_user(api, user, other_user, reset_token):
    assert reset(api, reset_token).status_code == 200

    assert signs_in(api, user, NEW_PASSWORD)
    assert signs_in(api, other_user, TEST_PASSWORD)


def test_reset_activates_a_pending_account(api, pending_user, post_committed, mailoutbox):
    """Opening the e-mailed link proves the address (apps/accounts/services.py)."""
    post_committed(api, FORGOT, {"email": pending_user.email})

    assert reset(api, reset_token_from(mailoutbox[-1].body)).status_code == 200

    pending_user.refresh_from_db()
    assert pending_user.status == User.Status.ACTIVE


@pytest.mark.parametrize(
    "password",
    [
        "Shrt1A!",  # 7 characters
        "alllowercase1!",
        "ALLUPPERCASE1!",
        "NoDigits!!",
        "NoSpecial123",
        "12345678!",
        "Valid1! pass",  # a space is outside the allowed classes
        "Valid1!~pass",  # so is '~'
        "Valid1!pass-",  # and '-'
        "Välid1!pass",  # and non-ASCII letters
        "Valid1!pass\n",  # and a trailing newline
        "Valid\u0661!pass",  # an Arabic-Indic digit is not one of the digits 0-9
    ],
    ids=[
        "seven-chars",
        "no-upper",
        "no-lower",
        "no-digit",
        "no-special",
        "no-letters",
        "space",
        "tilde",
        "dash",
        "umlaut",
        "trailing-newline",
        "non-ascii-digit",
    ],
)
def test_weak_or_foreign_passwords_are_refused(api, user, reset_token, password):
    response = reset(api, reset_token, password=password)

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors={"password": [STRONG]})
    assert signs_in(api, user, TEST_PASSWORD)


@pytest.mark.parametrize("password", ["Short1A!", "short1A!", "Aa1@$!%*?&#^()[]{}", "Zz9(Zz9)Zz9{}"])
def test_strong_passwords_are_accepted(api, user, reset_token, password):
    """'short1A!' is 8 characters with every class: the spec's rule (8+) accepts it."""
    response = reset(api, reset_token, password=password)

    assert response.status_code == 200, response.json()
    assert signs_in(api, user, password)


@pytest.mark.parametrize(
    ("payload", "errors"),
    [
        ({"passwordConfirmation": NEW_PASSWORD}, {"password": ["New password is required"]}),
        (
            {"password": "", "passwordConfirmation": ""},
            {
                "password": ["New password is required"],
                "passwordConfirmation": ["Confirm new password is required"],
            },
        ),
        ({"password": NEW_PASSWORD}, {"passwordConfirmation": ["Confirm new password is required"]}),
        (
            {"password": NEW_PASSWORD, "passwordConfirmation": ""},
            {"passwordConfirmation": ["Confirm new password is required"]},
        ),
        (
            {"password": NEW_PASSWORD, "passwordConfirmation": NEW_PASSWORD + "x"},
            {"passwordConfirmation": ["The passwords did not match"]},
        ),
        (
            {"password": NEW_PASSWORD, "passwordConfirmation": NEW_PASSWORD.lower()},
            {"passwordConfirmation": ["The passwords did not match"]},
        ),
    ],
    ids=["password-missing", "both-blank", "confirmation-missing", "confirmation-blank", "mismatch", "mismatch-case"],
)
def test_reset_validation_messages(api, user, reset_token, payload, errors):
    response = api.post(RESET, {**payload, "token": reset_token}, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors=errors)
    # A validation failure does not spend the link.
    assert reset(api, reset_token).status_code == 200


@pytest.mark.parametrize("token", [..., "", "   "], ids=["missing", "blank", "whitespace"])
def test_reset_without_a_token_is_refused(api, user, token):
    payload = {"password": NEW_PASSWORD, "passwordConfirmation": NEW_PASSWORD}
    if token is not ...:
        payload["token"] = token

    response = api.post(RESET, payload, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors={"token": ["The reset link is incomplete."]})


# --- sessions after a reset (User.session_version) -----------------------------------------


def _token_issued_at(user, when):
    with mock.patch("rest_framework_simplejwt.tokens.aware_utcnow", return_value=when):
        return auth_token_issue(user=user)


def test_a_token_issued_before_the_reset_stops_working(api, user, reset_token):
    old_session = bearer_client(_token_issued_at(user, timezone.now() - timedelta(seconds=10)))
    assert old_session.get(user_url(user)).status_code == 200

    assert reset(api, reset_token).status_code == 200

    response = old_session.get(user_url(user))
    assert response.status_code == 401
    assert response.json() == NOT_AUTHENTICATED


def test_a_token_issued_after_the_reset_works(api, user, reset_token):
    assert reset(api, reset_token).status_code == 200

    signin = api.post(SIGNIN, {"email": user.email, "password": NEW_PASSWORD}, format="json")

    assert bearer_client(signin.json()["authorizationToken"]).get(user_url(user)).status_code == 200


def test_a_token_issued_earlier_in_the_same_second_as_the_reset_stops_working(api, user, reset_token):
    """A session signed in at hh:mm:ss.1 must not survive a reset at hh:mm:ss.9 of the same second.

    The JWT 'iat' has whole seconds, so the reset cannot be told apart by time; the token's
    session version claim does it.
    """
    second = datetime.now(tz=UTC).replace(microsecond=0)
    with mock.patch(
        "rest_framework_simplejwt.tokens.aware_utcnow", return_value=second + timedelta(microseconds=100_000)
    ):
        earlier_session = bearer_client(auth_token_issue(user=user))
    assert earlier_session.get(user_url(user)).status_code == 200

    with mock.patch("django.utils.timezone.now", return_value=second + timedelta(microseconds=900_000)):
        assert reset(api, reset_token).status_code == 200

    assert earlier_session.get(user_url(user)).status_code == 401


def test_the_reset_does_not_end_other_users_sessions(api, other_user, client_for, reset_token):
    other = client_for(other_user)

    assert reset(api, reset_token).status_code == 200

    assert other.get(user_url(other_user)).status_code == 200


def test_forgot_and_reset_need_no_token_but_ignore_a_bad_one(api, user, post_committed, mailoutbox):
    api.credentials(HTTP_X_API_KEY="test-spa-key", HTTP_AUTHORIZATION="Bearer garbage")

    assert post_committed(api, FORGOT, {"email": user.email}).status_code == 200
    assert reset(api, reset_token_from(mailoutbox[-1].body)).status_code == 200


def test_reset_for_a_deactivated_account_does_not_reopen_it(api, reset_token, user):
    user.is_active = False
    user.save(update_fields=["is_active"])

    reset(api, reset_token)

    assert not signs_in(api, user, NEW_PASSWORD)
    assert not User.objects.get(pk=user.pk).is_active
