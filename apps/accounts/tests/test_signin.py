"""POST /api/auth/signin (spec sections 3 and 5, docs/api.md)."""

import pytest
from rest_framework_simplejwt.tokens import AccessToken

from apps.accounts.tests.helpers import (
    NOT_AUTHENTICATED,
    NOT_VERIFIED,
    SIGNIN,
    VALIDATION_TITLE,
    bearer_client,
    error,
    user_url,
)
from conftest import TEST_PASSWORD

pytestmark = pytest.mark.django_db

INVALID_CREDENTIALS = error(400, "Invalid email or password.", code="invalidCredentials")


def test_success_returns_a_token_and_the_user_id_and_the_token_works(api, user):
    response = api.post(SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, format="json")

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"authorizationToken", "userId"}
    assert body["userId"] == user.pk
    assert AccessToken(body["authorizationToken"])["user_id"] in (user.pk, str(user.pk))

    me = bearer_client(body["authorizationToken"]).get(user_url(user))
    assert me.status_code == 200
    assert me.json()["userId"] == user.pk
    assert me.json()["email"] == user.email


def test_wrong_password_is_refused(api, user):
    response = api.post(SIGNIN, {"email": user.email, "password": "wrong-password"}, format="json")

    assert response.status_code == 400
    assert response.json() == INVALID_CREDENTIALS


def test_unknown_email_gets_the_same_answer_as_a_wrong_password(api, user):
    response = api.post(SIGNIN, {"email": "nobody@acme-industries.com", "password": TEST_PASSWORD}, format="json")

    assert response.status_code == 400
    assert response.json() == INVALID_CREDENTIALS


def test_the_password_is_not_trimmed(api, user):
    response = api.post(SIGNIN, {"email": user.email, "password": f" {TEST_PASSWORD} "}, format="json")

    assert response.status_code == 400
    assert response.json() == INVALID_CREDENTIALS


@pytest.mark.parametrize(
    ("payload", "errors"),
    [
        ({"email": "not-an-email", "password": "x"}, {"email": ["Email is invalid"]}),
        ({"email": "member@", "password": "x"}, {"email": ["Email is invalid"]}),
        ({"email": "member@acme-industries.com"}, {"password": ["Password is required"]}),
        ({"email": "member@acme-industries.com", "password": ""}, {"password": ["Password is required"]}),
        ({"email": "member@acme-industries.com", "password": None}, {"password": ["Password is required"]}),
        ({"password": "x"}, {"email": ["Email is required"]}),
        ({}, {"email": ["Email is required"], "password": ["Password is required"]}),
    ],
    ids=["invalid", "no-domain", "password-missing", "password-blank", "password-null", "email-missing", "empty"],
)
def test_validation_messages(api, user, payload, errors):
    response = api.post(SIGNIN, payload, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors=errors)


@pytest.mark.parametrize(
    "email", ["MEMBER@ACME-INDUSTRIES.COM", "  Member@Acme-Industries.com  ", "\tmember@acme-industries.com\n"]
)
def test_email_is_case_insensitive_and_trimmed(api, user, email):
    response = api.post(SIGNIN, {"email": email, "password": TEST_PASSWORD}, format="json")

    assert response.status_code == 200, response.json()
    assert response.json()["userId"] == user.pk


ACCOUNT_INACTIVE = error(403, "This account has been deactivated.", code="accountInactive")


def test_a_deactivated_user_with_the_right_password_is_told_the_account_is_deactivated(api, user):
    """Issue 22, item 11: the generic credentials alert told them nothing they could act on."""
    user.is_active = False
    user.save(update_fields=["is_active"])

    response = api.post(SIGNIN, {"email": user.email.upper(), "password": TEST_PASSWORD}, format="json")

    assert response.status_code == 403
    assert response.json() == ACCOUNT_INACTIVE


def test_a_deactivated_user_with_a_wrong_password_gets_the_answer_of_a_wrong_password(api, user):
    # Only the right password learns that the account exists and is deactivated.
    user.is_active = False
    user.save(update_fields=["is_active"])

    response = api.post(SIGNIN, {"email": user.email, "password": "wrong-password"}, format="json")

    assert response.status_code == 400
    assert response.json() == INVALID_CREDENTIALS


def test_tokens_of_a_deactivated_user_stop_working(api, user, client_for):
    client = client_for(user)
    assert client.get(user_url(user)).status_code == 200

    user.is_active = False
    user.save(update_fields=["is_active"])

    response = client.get(user_url(user))
    assert response.status_code == 401
    assert response.json() == NOT_AUTHENTICATED


def test_a_pending_user_can_sign_in_but_the_token_only_works_for_verification(api, pending_user, other_user):
    response = api.post(SIGNIN, {"email": pending_user.email, "password": TEST_PASSWORD}, format="json")

    assert response.status_code == 200
    assert response.json()["userId"] == pending_user.pk
    client = bearer_client(response.json()["authorizationToken"])

    me = client.get(user_url(pending_user))
    assert me.status_code == 200
    assert me.json()["status"] == 1

    update = client.put(
        user_url(pending_user),
        {"firstName": "New", "lastName": "Name", "email": pending_user.email},
        format="json",
    )
    assert update.status_code == 403
    assert update.json() == NOT_VERIFIED

    assert client.get(user_url(other_user)).status_code == 403
    assert client.post("/api/users/otp", {"otp": "000000"}, format="json").status_code == 400
    assert client.post("/api/users/otp/resend").status_code == 200


@pytest.mark.parametrize(
    "authorization",
    ["Bearer not-a-jwt", "Bearer ", "Token abc", "Bearer a.b.c"],
)
def test_a_malformed_token_is_refused_with_401(api, user, authorization):
    api.credentials(HTTP_X_API_KEY="test-spa-key", HTTP_AUTHORIZATION=authorization)

    response = api.get(user_url(user))

    assert response.status_code == 401
    assert response.json() == NOT_AUTHENTICATED


def test_a_token_signed_with_another_key_is_refused(user):
    import jwt

    forged = jwt.encode(
        {"user_id": user.pk, "token_type": "access", "exp": 9999999999, "jti": "x"},
        "another-signing-key-that-is-not-ours-0123456789",
        "HS256",
    )

    response = bearer_client(forged).get(user_url(user))

    assert response.status_code == 401


def test_a_token_of_a_deleted_user_is_refused(user, client_for):
    client = client_for(user)
    user.delete()

    response = client.get("/api/users/1")

    assert response.status_code == 401
    assert response.json() == NOT_AUTHENTICATED
