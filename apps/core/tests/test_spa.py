"""The SPA page: every non-API path renders index.html with the runtime config (docs/api.md)."""

import json
import re

import pytest

INDEX_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PartnerMatch</title>
{{ app_config|json_script:"app-config" }}
</head><body><div id="root"></div></body></html>
"""


def _templates_in(settings, directory):
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [directory]}]


@pytest.fixture
def spa_build(settings, tmp_path):
    """A stand-in for frontend/dist, so the tests do not depend on the webpack build."""
    (tmp_path / "index.html").write_text(INDEX_HTML)
    _templates_in(settings, tmp_path)
    return tmp_path


def app_config(response):
    match = re.search(rb'<script id="app-config" type="application/json">(.*?)</script>', response.content, re.S)
    assert match, response.content[:500]
    return json.loads(match.group(1))


@pytest.mark.parametrize(
    "path",
    ["/", "/some/unknown/page", "/sign-in", "/reset-password?token=abc", "/companies/42", "/apiary"],
)
def test_every_app_path_gets_the_spa_page_with_the_config(client, spa_build, path):
    response = client.get(path)

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")
    assert b'id="app-config"' in response.content
    assert b'<div id="root">' in response.content
    assert "no-cache" in response["Cache-Control"]
    assert app_config(response) == {
        "apiKey": "test-spa-key",
        "googleSignInEnabled": False,
        "passwordlessSignInEnabled": False,
    }


def test_the_page_exposes_only_the_spa_key(client, spa_build, settings):
    settings.API_KEYS = ["integration-secret-key"]

    response = client.get("/")

    assert b"integration-secret-key" not in response.content
    assert app_config(response)["apiKey"] == settings.SPA_API_KEY


def _provider(issuer="https://idp.example", client_id="client-id", client_secret="client-secret", path="/x"):
    return {"issuer": issuer, "client_id": client_id, "client_secret": client_secret, "callback_path": path}


def test_configured_sign_in_providers_are_announced_without_secrets(client, spa_build, settings):
    settings.SIGN_IN_PROVIDERS = {"google": _provider(), "wwpass": _provider(client_secret="wwpass-secret")}

    response = client.get("/")

    config = app_config(response)
    assert config["googleSignInEnabled"] is True
    assert config["passwordlessSignInEnabled"] is True
    assert b"client-secret" not in response.content
    assert b"wwpass-secret" not in response.content


def test_a_provider_needs_its_issuer_id_and_secret(client, spa_build, settings):
    settings.SIGN_IN_PROVIDERS = {"google": _provider(client_secret=""), "wwpass": _provider(issuer="")}

    config = app_config(client.get("/"))

    assert config["googleSignInEnabled"] is False
    assert config["passwordlessSignInEnabled"] is False


def test_the_config_cannot_break_out_of_the_script_element(client, spa_build, settings):
    settings.SPA_API_KEY = "</script><script>alert(1)</script>"

    response = client.get("/")

    assert b"<script>alert(1)" not in response.content
    assert app_config(response)["apiKey"] == "</script><script>alert(1)</script>"


def test_api_paths_never_get_the_spa_page(client, spa_build):
    response = client.get("/api/whatever", HTTP_X_API_KEY="test-spa-key")

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"


def test_without_a_build_the_page_answers_503_with_a_clear_message(client, settings, tmp_path):
    _templates_in(settings, tmp_path)  # an empty directory: no index.html

    response = client.get("/some/unknown/page")

    assert response.status_code == 503
    assert response["Content-Type"].startswith("text/plain")
    assert b"has not been built" in response.content
