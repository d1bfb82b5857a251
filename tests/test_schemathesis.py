"""schemathesis against /api/schema/: every operation, fed generated valid and invalid
requests as a signed-in member (X-Api-Key and bearer token), answers no server error and
answers JSON (issue 7, item 4).

The application runs in-process through Django's ASGI handler (django.test.AsyncClient,
the handler config.asgi routes HTTP to), driven from the test's thread: the views' sync code
runs in this thread, on the test's database connection, so requests see the test's data.
(schemathesis's own ASGI client runs the app on another thread, where the test's
transaction is invisible.) Each request runs in a savepoint rolled back after it, so one
operation cannot change what the next one sees (a sign-out, a profile edit).

The run is bounded and deterministic: EXAMPLES_PER_OPERATION examples per operation from a
fixed seed, generated from the schema only (not from earlier answers), no deadline. A busy
machine changes how long it takes, not what it sends.
"""

import io
from http import HTTPStatus
from urllib.parse import urlsplit

import pytest
import requests
import schemathesis
import urllib3
from asgiref.sync import async_to_sync
from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.http import HttpResponse
from django.test import AsyncClient
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from schemathesis.checks import not_a_server_error
from schemathesis.config import SchemathesisConfig
from schemathesis.core.failures import CustomFailure, FailureGroup, ServerError

from apps.accounts.services import auth_token_issue
from apps.accounts.tests.factories import UserFactory
from apps.billing.tests.factories import SubscriptionFactory
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.core.api.views import ContactUsView

pytestmark = pytest.mark.django_db

EXAMPLES_PER_OPERATION = 10
CONFIG = SchemathesisConfig.from_dict(
    {
        "seed": 20261123,
        "generation": {"mode": "all", "deterministic": True, "database": "none"},
        # The coverage phase's boundary cases are not bounded by max_examples (3,254 requests,
        # 5 minutes on a busy machine): fuzzing with a fixed count keeps the run short.
        "phases": {
            "coverage": {"enabled": False},
            "stateful": {"enabled": False},
            # Draw only from the seed, not from earlier answers (ids, dates), so every run
            # sends the same requests.
            "examples": {"extra-data-sources": {"responses": False}},
            "fuzzing": {"extra-data-sources": {"responses": False}, "error-feedback": {"enabled": False}},
        },
    }
)


class InProcessASGIAdapter(requests.adapters.BaseAdapter):
    """A requests adapter that hands each request to Django's ASGI handler in this thread."""

    def send(self, request, **kwargs):
        url = urlsplit(request.url)
        headers = {name: value for name, value in request.headers.items() if name.lower() != "content-type"}
        body = request.body or b""
        client = AsyncClient(raise_request_exception=False)

        async def call():
            return await client.generic(
                request.method,
                f"{url.path}?{url.query}" if url.query else url.path,
                data=body.encode() if isinstance(body, str) else body,
                content_type=request.headers.get("Content-Type", ""),
                headers=headers,
            )

        # From this thread: the view's sync code runs here too, on the test's connection.
        response = async_to_sync(call)()
        raw = urllib3.HTTPResponse(
            body=io.BytesIO(response.content),
            headers=list(response.headers.items()),
            status=response.status_code,
            reason=HTTPStatus(response.status_code).phrase,
            version=11,
            preload_content=False,
            request_method=request.method,
        )
        return requests.adapters.HTTPAdapter().build_response(request, raw)

    def close(self):
        pass


def in_process_session() -> requests.Session:
    session = requests.Session()
    session.mount("http://", InProcessASGIAdapter())
    return session


def served_schema():
    """The schema the application serves at /api/schema/ (read when the tests are collected:
    one test per operation)."""
    response = in_process_session().get("http://testserver/api/schema/?format=json")
    assert response.status_code == 200, response.content[:300]
    return schemathesis.openapi.from_dict(response.json(), config=CONFIG)


api = served_schema()


@pytest.fixture
def asgi_session():
    return in_process_session()


@pytest.fixture(scope="module")
def member(django_db_setup, django_db_blocker):
    """A paid member who is the admin of a published company with a pending change, next to
    another company: the calls find real objects as well as missing ones. Built once for the
    module, in a transaction rolled back at its end (each operation's test is a savepoint)."""
    with django_db_blocker.unblock(), transaction.atomic():
        user = UserFactory(email="member@acme-industries.com")
        company = CompanyFactory(name="Acme Industries", domain="acme-industries.com", is_featured=True)
        CompanyMemberFactory(company=company, user=user, is_company_admin=True)
        CompanyFactory(name="Globex Systems", domain="globex-systems.com")
        CompanyChangeFactory(company=company, author=user)
        SubscriptionFactory(user=user)
        yield user
        transaction.set_rollback(True)


@pytest.fixture(scope="module")
def member_headers(member, django_db_blocker):
    """What the SPA sends for a signed-in member: the API key and the bearer token."""
    with django_db_blocker.unblock():
        token = auth_token_issue(user=member)
    return {"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {token}"}


def answers_json(ctx, response, case):
    """Every answer with a body is JSON (the API's error format included), never an HTML
    page, unless the schema declares another type for that answer (a CSV download)."""
    if response.status_code == 204 or case.method.upper() == "HEAD":
        return True
    content_type = response.headers.get("content-type", [""])[0].split(";")[0].strip()
    declared = case.operation.definition.raw.get("responses", {}).get(str(response.status_code), {})
    allowed = {"application/json"} | set(declared.get("content", {}))
    assert content_type in allowed, f"{response.status_code} answered {content_type!r}, not one of {sorted(allowed)}"
    return True


@api.parametrize()
@hypothesis_settings(
    max_examples=EXAMPLES_PER_OPERATION,
    derandomize=True,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    database=None,
)
def test_no_operation_answers_a_server_error_or_anything_but_json(case, asgi_session, member_headers):
    cache.clear()  # rate-limit counters: each request starts from zero, as the data does
    with transaction.atomic():
        case.call_and_validate(
            session=asgi_session,
            base_url="http://testserver",
            headers=member_headers,
            checks=[not_a_server_error, answers_json],
        )
        transaction.set_rollback(True)


def _contact_us_checked(asgi_session, member_headers):
    case = api["/api/contact-us"]["POST"].Case(body={"title": "Other", "text": "Hello"}, media_type="application/json")
    with pytest.raises(FailureGroup) as failed:
        case.call_and_validate(
            session=asgi_session,
            base_url="http://testserver",
            headers=member_headers,
            checks=[not_a_server_error, answers_json],
        )
    return failed.value


def test_the_harness_reports_a_server_error(monkeypatch, asgi_session, member_headers):
    """The run above passing means something only if a 500 would fail it (a JSON one: every
    error under /api/ is the JSON error body, issue 22)."""

    def broken(self, request):
        raise RuntimeError("a bug")

    monkeypatch.setattr(ContactUsView, "post", broken)

    failed = _contact_us_checked(asgi_session, member_headers)

    assert {type(failure) for failure in failed.exceptions} == {ServerError}


def test_the_harness_reports_a_page_that_is_not_json(monkeypatch, asgi_session, member_headers):
    def page(self, request):
        return HttpResponse("<html><body>Hello</body></html>", status=201, content_type="text/html")

    monkeypatch.setattr(ContactUsView, "post", page)

    failed = _contact_us_checked(asgi_session, member_headers)

    assert {type(failure) for failure in failed.exceptions} == {CustomFailure}
    assert "201 answered 'text/html'" in str(failed)


def test_the_harness_signs_in_as_the_member_and_sees_the_test_data(asgi_session, member, member_headers):
    response = asgi_session.get(f"http://testserver/api/users/{member.pk}", headers=member_headers)

    assert response.status_code == 200, response.content[:300]
    assert response.json()["email"] == "member@acme-industries.com"
