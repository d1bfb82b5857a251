"""POST /api/auth/signout: the bearer token is revoked."""

import pytest

from apps.accounts.models import RevokedToken
from apps.accounts.tests.helpers import NOT_AUTHENTICATED, SIGNIN, SIGNOUT, bearer_client, user_url
from conftest import TEST_PASSWORD

pytestmark = pytest.mark.django_db


def _sign_in(api, user):
    response = api.post(SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, format="json")
    assert response.status_code == 200
    return response.json()["authorizationToken"]


def test_sign_out_revokes_the_token(api, user):
    client = bearer_client(_sign_in(api, user))
    assert client.get(user_url(user)).status_code == 200

    response = client.post(SIGNOUT)

    assert response.status_code == 204
    assert response.content == b""
    assert RevokedToken.objects.count() == 1
    later = client.get(user_url(user))
    assert later.status_code == 401
    assert later.json() == NOT_AUTHENTICATED
    # Signing out twice with the dead token is a 401 too.
    assert client.post(SIGNOUT).status_code == 401


def test_sign_out_ends_only_that_session(api, user):
    first = bearer_client(_sign_in(api, user))
    second = bearer_client(_sign_in(api, user))

    assert first.post(SIGNOUT).status_code == 204

    assert first.get(user_url(user)).status_code == 401
    assert second.get(user_url(user)).status_code == 200


def test_a_pending_user_can_sign_out(api, pending_user):
    client = bearer_client(_sign_in(api, pending_user))

    assert client.post(SIGNOUT).status_code == 204
    assert client.get(user_url(pending_user)).status_code == 401


def test_sign_out_without_a_token_is_401(api):
    response = api.post(SIGNOUT)

    assert response.status_code == 401
    assert response.json() == NOT_AUTHENTICATED


def test_after_sign_out_the_user_can_sign_in_again(api, user):
    assert bearer_client(_sign_in(api, user)).post(SIGNOUT).status_code == 204

    fresh = bearer_client(_sign_in(api, user))

    assert fresh.get(user_url(user)).status_code == 200
