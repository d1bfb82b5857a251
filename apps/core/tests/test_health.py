"""GET /healthz: database, cache and channel layer (docs/api.md, Health)."""

from unittest import mock

import pytest
from django.core.cache import caches
from django.db import connection

pytestmark = pytest.mark.django_db


def test_healthz_is_ok(client):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert "no-cache" in response["Cache-Control"]
    body = response.json()
    assert body["status"] == "ok"
    assert set(body["checks"]) == {"database", "cache", "channelLayer"}
    for name, check in body["checks"].items():
        assert check["ok"] is True, (name, check)
    assert body["checks"]["database"]["vendor"] == connection.vendor


def test_healthz_needs_no_api_key_and_ignores_a_wrong_one(client):
    assert client.get("/healthz", HTTP_X_API_KEY="wrong").status_code == 200


def test_healthz_reports_the_configured_backends(client, settings):
    checks = client.get("/healthz").json()["checks"]

    assert checks["cache"]["backend"] == type(caches["default"]).__name__
    assert checks["cache"]["backend"] == settings.CACHES["default"]["BACKEND"].rpartition(".")[2]
    assert checks["channelLayer"]["backend"] == settings.CHANNEL_LAYERS["default"]["BACKEND"].rpartition(".")[2]


def test_healthz_answers_503_degraded_when_the_cache_fails(client):
    with mock.patch.object(caches["default"], "get", side_effect=ConnectionError("cache is down")):
        response = client.get("/healthz")

    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "degraded"  # the database still serves
    assert body["checks"]["cache"] == {"ok": False, "error": "ConnectionError: cache is down"}
    assert body["checks"]["database"]["ok"] is True
    assert body["checks"]["channelLayer"]["ok"] is True


def test_healthz_answers_503_when_the_cache_loses_values(client):
    with mock.patch.object(caches["default"], "get", return_value=None):
        response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json()["checks"]["cache"]["error"] == "RuntimeError: value written was not read back"


def test_healthz_answers_503_when_the_database_fails(client):
    with mock.patch("apps.core.selectors.connection") as broken:
        broken.cursor.side_effect = OSError("database is down")
        response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json()["status"] == "error"
    assert response.json()["checks"]["database"] == {"ok": False, "error": "OSError: database is down"}


def test_healthz_answers_503_without_a_channel_layer(client):
    with mock.patch("apps.core.selectors.get_channel_layer", return_value=None):
        response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json()["checks"]["channelLayer"] == {
        "ok": False,
        "error": "RuntimeError: no channel layer configured",
    }


def test_healthz_is_get_only(client):
    assert client.post("/healthz").status_code == 405


@pytest.mark.services
def test_healthz_on_the_real_services(require_services, client):
    response = client.get("/healthz")

    assert response.status_code == 200, response.content
    checks = response.json()["checks"]
    assert checks["database"]["vendor"] == "postgresql"
    assert checks["cache"]["backend"] == "RedisCache"
    assert checks["channelLayer"]["backend"] == "RedisChannelLayer"


def test_a_rate_limited_call_refuses_while_redis_is_down(api):
    """Sign-in's limits cannot count without Redis: it refuses with a clear 503 (fails closed)."""
    from redis.exceptions import ConnectionError as RedisConnectionError

    with mock.patch.object(caches["default"], "get", side_effect=RedisConnectionError("redis is down")):
        response = api.post("/api/auth/signin", {"email": "a@acme-industries.com", "password": "x"}, format="json")

    assert response.status_code == 503
    assert response.json()["code"] == "serviceUnavailable"
    assert response["Retry-After"]


def test_any_other_redis_failure_of_an_api_call_is_a_json_503(client_for, user):
    from redis.exceptions import ConnectionError as RedisConnectionError

    with mock.patch("apps.accounts.api.views.oidc.providers_configured", side_effect=RedisConnectionError("down")):
        response = client_for(user).get("/api/auth/identities")

    assert response.status_code == 503
    assert response.json() == {
        "status": 503,
        "title": "This is unavailable for a moment while a service recovers. Please try again shortly.",
        "errors": {},
        "code": "serviceUnavailable",
    }
