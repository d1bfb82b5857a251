"""Fixtures shared by every test: API clients, users, mail, and the services switch."""

import os
import re

import pytest
from django.conf import settings
from django.core.cache import cache
from rest_framework.test import APIClient

from apps.accounts.models import User
from apps.accounts.services import auth_token_issue
from apps.accounts.tests.factories import TEST_PASSWORD, UserFactory  # noqa: F401 (tests import TEST_PASSWORD from here)
from apps.core.versioned import local_caches_clear

# Fixture modules every test may use (one registration, no per-app imports of fixtures).
pytest_plugins = ["apps.companies.tests.fixtures"]


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Rate-limit counters live in the cache, version tokens too: every test starts from zero,
    and from empty per-process caches (apps/core/versioned.py)."""
    cache.clear()
    local_caches_clear()
    yield
    cache.clear()
    local_caches_clear()


@pytest.fixture
def api():
    """An API client that sends the SPA's key, as the browser does."""
    client = APIClient()
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY)
    return client


def _client_for(user):
    client = APIClient()
    client.credentials(
        HTTP_X_API_KEY=settings.SPA_API_KEY,
        HTTP_AUTHORIZATION=f"Bearer {auth_token_issue(user=user)}",
    )
    return client


@pytest.fixture
def client_for():
    """client_for(user) -> an API client signed in as that user."""
    return _client_for


def make_user(*, email="member@acme-industries.com", status=User.Status.ACTIVE, admin=False, **fields):
    """A user with TEST_PASSWORD (apps/accounts/tests/factories.py), by default an Active member."""
    return UserFactory(email=email, status=status, admin=admin, **fields)


@pytest.fixture
def user(db):
    return make_user()


@pytest.fixture
def other_user(db):
    return make_user(email="other@globex-systems.com", first_name="Olive", last_name="Other")


@pytest.fixture
def pending_user(db):
    return make_user(email="pending@initech-labs.com", status=User.Status.PENDING)


@pytest.fixture
def admin_user(db):
    return make_user(email="admin@acme-industries.com", admin=True, first_name="Avery", last_name="Admin")


def one_time_code_from(message_body: str) -> str:
    match = re.search(r"\b(\d{6})\b", message_body)
    assert match, f"no 6-digit code in: {message_body!r}"
    return match.group(1)


# --- The real services (PostgreSQL + Redis) ---------------------------------------------


def postgresql_missing_reason():
    if not settings.DATABASES["default"]["ENGINE"].endswith("postgresql"):
        return "DATABASE_URL does not point at PostgreSQL"
    return None


def redis_missing_reason():
    if not settings.REDIS_URL:
        return "REDIS_URL is not set"
    return None


def services_missing_reason():
    return postgresql_missing_reason() or redis_missing_reason()


# What each marker needs (pytest.ini declares them). A newcomer's `make test` has neither service:
# the test skips with the reason; CI sets REQUIRE_SERVICES=1 and the same test fails instead
# (issue 32: tests that called pytest.fail on SQLite failed a newcomer's run; .ci/run now runs
# the suite both ways).
SERVICE_MARKERS = {
    "services": services_missing_reason,
    "postgresql": postgresql_missing_reason,
    "redis": redis_missing_reason,
}


def service_missing(reason: str):
    """Skips with the reason, or fails when REQUIRE_SERVICES=1 (CI)."""
    if os.environ.get("REQUIRE_SERVICES") == "1":
        pytest.fail(f"REQUIRE_SERVICES=1 but {reason}")
    pytest.skip(reason)


def pytest_runtest_setup(item):
    for name, missing_reason in SERVICE_MARKERS.items():
        if item.get_closest_marker(name) is not None and (reason := missing_reason()):
            service_missing(reason)


@pytest.fixture
def require_services():
    """For a fixture that needs both services (a test says it with the `services` marker)."""
    if reason := services_missing_reason():
        service_missing(reason)


@pytest.fixture(scope="session")
def schema(tmp_path_factory):
    """The OpenAPI schema, built once with --fail-on-warn (a warning fails the tests)."""
    import yaml
    from django.core.management import call_command

    out = tmp_path_factory.mktemp("schema") / "schema.yml"
    call_command("spectacular", "--file", str(out), "--fail-on-warn")
    return yaml.safe_load(out.read_text())


# --- A real OpenID provider on loopback (issue 13; tests/oidc_peer.py) ----------------------------


@pytest.fixture(scope="session")
def oidc_peer(tmp_path_factory):
    from tests.oidc_peer import peer_start

    peer = peer_start(tmp_path_factory.mktemp("oidc"))
    yield peer
    peer.stop()


@pytest.fixture
def sign_in_providers(oidc_peer, settings):
    """Google and the passwordless provider both configured, on the local OpenID provider."""
    settings.SIGN_IN_PROVIDERS = oidc_peer.settings_for({"google": "/sign-in", "wwpass": "/wwpass-callback"})
    return oidc_peer


@pytest.fixture
def reference_data():
    """The rows the data migrations load (roles, plans, industries, regions...), put back: a
    transactional test that ran before (the browser tests) flushed them. For the tests that
    commit their data for other processes (tests/processes.py)."""
    from tests.e2e.helpers import reference_data_ensure

    reference_data_ensure()


def pytest_collection_modifyitems(config, items):
    """A transactional test among the apps' tests must restore the migrations' data after it
    (`serialized_rollback=True`): its flush empties tables the later transactional tests of the
    apps reload, and they fail at set-up (duplicate content types). The tests in tests/ run after
    all of them and may flush."""
    wrong = [
        item.nodeid
        for item in items
        if item.nodeid.startswith("apps/")
        and (marker := item.get_closest_marker("django_db")) is not None
        and marker.kwargs.get("transaction")
        and not marker.kwargs.get("serialized_rollback")
    ]
    if wrong:
        raise pytest.UsageError(
            "Transactional tests under apps/ need django_db(transaction=True, serialized_rollback=True): "
            + ", ".join(wrong)
        )
    _replica_allowed(items)


def _replica_allowed(items):
    """With DATABASE_REPLICA_URL set, the `replica` alias is a mirror of the test database (a second
    connection to it, config/settings/base.py) and the router reads through it: a committed row is
    there at once, as on a replica without lag. Django refuses queries to an alias a test does not
    declare, so every database test declares it. (In a test's own transaction the router reads
    the primary: TestCase tests never reach the replica; transactional ones do.)"""
    if "replica" not in settings.DATABASES:
        return
    for item in items:
        marker = item.get_closest_marker("django_db")
        if marker is not None and not marker.kwargs.get("databases"):
            kwargs = {**marker.kwargs, "databases": ["default", "replica"]}
            item.add_marker(pytest.mark.django_db(*marker.args, **kwargs))
