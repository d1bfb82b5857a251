"""Every /api/ answer is the API's JSON error body (ARCHITECTURE section 4), whatever part of the
stack refuses the request (issue 22, item 6): an unknown path whatever the method (Django's
CSRF check answered an HTML 403 page), Django's own 400 and 500 pages, and a multipart body
the web server itself could not parse (daphne answered 400 with no body and no Content-Type)."""

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from rest_framework.test import APIClient

from apps.core.testing import error

pytestmark = pytest.mark.django_db

NOT_FOUND = error(404, "Not found.")


def assert_json_error(response, status, body):
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"] == "application/json"
    assert response.json() == body


@pytest.fixture
def csrf_checked(settings):
    """A client that, like a browser or a script, gets no exemption from Django's CSRF check."""
    client = APIClient(enforce_csrf_checks=True)
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY)
    return client


@pytest.mark.parametrize("method", ["get", "post", "put", "patch", "delete"])
def test_an_unknown_api_path_is_a_json_404_whatever_the_method(csrf_checked, method):
    response = getattr(csrf_checked, method)("/api/no-such-thing/7", {"a": 1}, format="json")

    assert_json_error(response, 404, NOT_FOUND)


def test_a_host_the_site_does_not_serve_is_a_json_400(api, settings):
    settings.ALLOWED_HOSTS = ["partnermatch.example"]

    response = api.get("/api/industries", HTTP_HOST="attacker.example")

    assert_json_error(response, 400, error(400, "Please correct the errors and try again."))


def test_an_unexpected_error_is_a_json_500_without_details(client_for, user, monkeypatch):
    def broken():
        raise RuntimeError("the secret internals")

    monkeypatch.setattr("apps.companies.selectors.industries", broken)
    client = client_for(user)
    client.raise_request_exception = False

    response = client.get("/api/industries")

    assert_json_error(response, 500, error(500, "Something went wrong on our side. Please try again in a moment."))
    assert b"secret" not in response.content


def test_a_success_and_the_pages_outside_the_api_are_left_as_they_are(client_for, user, client):
    assert client_for(user).get("/api/industries").status_code == 200
    page = client.get("/backoffice/no-such-page/")
    assert page["Content-Type"].startswith("text/html")


# --- the web server `make run` and the websockets' processes run: daphne ------------------------


@pytest.fixture(scope="module")
def daphne_url(tmp_path_factory):
    """daphne serving config.asgi:application as `make run` starts it (test settings; these
    requests are refused before any query)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = tmp_path_factory.mktemp("daphne") / "daphne.log"
    env = {"DJANGO_SETTINGS_MODULE": "config.settings.test", "PATH": "/usr/bin:/bin", "PYTHONUNBUFFERED": "1"}
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(f"{url}/healthz", timeout=5)
                break
            except urllib.error.HTTPError:
                break  # it answers
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"daphne did not start:\n{log.read_text(errors='replace')}")
                time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=30)


def _post(url: str, body: bytes, content_type: str, settings) -> tuple[int, str, dict | None]:
    request = urllib.request.Request(
        url, data=body, method="POST", headers={"Content-Type": content_type, "X-Api-Key": settings.SPA_API_KEY}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, headers, content = response.status, response.headers, response.read()
    except urllib.error.HTTPError as answer:
        status, headers, content = answer.code, answer.headers, answer.read()
    return status, headers.get("Content-Type", ""), (json.loads(content) if content else None)


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/api/auth/signup", 400),
        ("/api/auth/signin", 400),
        ("/api/contact-us", 401),  # reached the API: it asks for a session, as for any body
        ("/api/companies/import", 401),
        ("/api/history/company-search/1/rerun", 401),
        ("/api/no-such-thing", 404),
    ],
)
def test_an_empty_multipart_body_reaches_the_api_through_daphne(daphne_url, settings, path, status):
    answer_status, content_type, body = _post(
        daphne_url + path, b"--abc--", "multipart/form-data; boundary=abc", settings
    )

    assert (answer_status, content_type) == (status, "application/json")
    assert body["status"] == status
    assert body["title"]
