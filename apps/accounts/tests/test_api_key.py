"""X-Api-Key on every /api/ call (docs/api.md, Conventions)."""

import pytest
from rest_framework.test import APIClient

from apps.accounts.models import User
from apps.accounts.services import auth_token_issue
from apps.accounts.tests.helpers import SIGNIN, SIGNUP, error, user_url
from conftest import TEST_PASSWORD

pytestmark = pytest.mark.django_db

INVALID_API_KEY = error(401, "A valid API key is required.", code="invalidApiKey")

ENDPOINTS = [
    ("post", "/api/auth/signin"),
    ("post", "/api/auth/signup"),
    ("post", "/api/auth/signout"),
    ("post", "/api/auth/forgot-password"),
    ("post", "/api/auth/reset-password"),
    ("get", "/api/users/1"),
    ("put", "/api/users/1"),
    ("post", "/api/users/otp"),
    ("post", "/api/users/otp/resend"),
    ("get", "/api/whatever"),
    ("post", "/api/no/such/thing"),
]

BAD_KEYS = {
    "missing": None,
    "empty": "",
    "wrong": "not-the-key",
    "wrong case": "TEST-SPA-KEY",
    "prefix of the key": "test-spa",
}


def _client(api_key, **credentials):
    client = APIClient()
    if api_key is not None:
        credentials["HTTP_X_API_KEY"] = api_key
    client.credentials(**credentials)
    return client


@pytest.mark.parametrize(("method", "path"), ENDPOINTS)
@pytest.mark.parametrize("api_key", BAD_KEYS.values(), ids=BAD_KEYS.keys())
def test_api_calls_without_a_valid_key_are_refused(method, path, api_key):
    response = getattr(_client(api_key), method)(path, {}, format="json")

    assert response.status_code == 401
    assert response["Content-Type"] == "application/json"
    assert response.json() == INVALID_API_KEY


def test_a_valid_bearer_token_does_not_replace_the_api_key(user):
    client = _client(None, HTTP_AUTHORIZATION=f"Bearer {auth_token_issue(user=user)}")

    response = client.get(user_url(user))

    assert response.status_code == 401
    assert response.json() == INVALID_API_KEY


def test_a_refused_call_has_no_effect(mailoutbox, django_capture_on_commit_callbacks):
    payload = {"firstName": "Ada", "lastName": "Lovelace", "email": "ada@analytical-engines.com", "password": "secret1"}
    with django_capture_on_commit_callbacks(execute=True):
        response = _client("wrong").post(SIGNUP, payload, format="json")

    assert response.status_code == 401
    assert not User.objects.filter(email="ada@analytical-engines.com").exists()
    assert mailoutbox == []


def test_an_integration_key_from_api_keys_is_accepted(user):
    client = _client("test-integration-key")

    signin = client.post(SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, format="json")
    assert signin.status_code == 200, signin.json()

    client.credentials(
        HTTP_X_API_KEY="test-integration-key", HTTP_AUTHORIZATION=f"Bearer {signin.json()['authorizationToken']}"
    )
    me = client.get(user_url(user))
    assert me.status_code == 200
    assert me.json()["email"] == user.email


def test_the_spa_key_is_accepted(api, user):
    response = api.post(SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, format="json")

    assert response.status_code == 200


def test_an_empty_entry_in_api_keys_does_not_open_the_api(settings):
    settings.API_KEYS = ["", "real-key"]
    settings.SPA_API_KEY = ""

    assert _client("").post(SIGNIN, {}, format="json").status_code == 401
    assert _client(None).post(SIGNIN, {}, format="json").status_code == 401
    # The remaining real key still works (400: the empty body is then validated).
    assert _client("real-key").post(SIGNIN, {}, format="json").status_code == 400


def test_the_schema_needs_no_key():
    response = APIClient().get("/api/schema/")

    assert response.status_code == 200
    assert b"/api/auth/signin" in response.content


def test_the_docs_need_no_key():
    response = APIClient().get("/api/docs/")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize("method", ["get", "post", "put", "delete"])
@pytest.mark.parametrize("path", ["/api/whatever", "/api/users", "/api/auth/unknown", "/api/users/1/extra"])
def test_unknown_api_paths_with_a_key_answer_a_json_404(api, method, path):
    response = getattr(api, method)(path)

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == error(404, "Not found.")


def test_a_wrong_method_on_a_known_path_answers_405_in_the_error_format(api):
    response = api.get(SIGNIN)

    assert response.status_code == 405
    assert response.json() == error(405, "This method is not allowed here.")
