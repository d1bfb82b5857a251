"""Read replicas (issue 25, item 4; apps/core/db_router.py, docs/scaling.md "Read replicas").

Which query goes where, and fresh reads after writes, against a real PostgreSQL streaming
replica: the module starts a primary of its own and a replica made from it with
`pg_basebackup -R` (tests/replication.py), once, and points Django's `default` and `replica`
aliases at them with the router and middleware that DATABASE_REPLICA_URL installs. The replica
lags on purpose with `pg_wal_replay_pause()`; every wait is a bounded poll on the position the
replica has replayed, never a sleep.

Without the PostgreSQL server binaries these tests skip, saying so; with REQUIRE_SERVICES=1 (CI)
they fail instead. The settings tests at the top need nothing.
"""

import json
import os
import re
import subprocess
import sys
from contextlib import ExitStack, contextmanager

import pytest
from asgiref.local import Local
from django.conf import settings
from django.db import connections, transaction
from django.test import override_settings

from apps.billing.models import Subscription
from apps.billing.tests.factories import SubscriptionFactory
from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY
from apps.core import db_router
from apps.core.db_router import PRIMARY, REPLICA, pin_key, replica_reads
from apps.core.versioned import local_caches_clear
from apps.discovery.index import index_reset, index_version
from apps.discovery.models import IndexVersion
from conftest import make_user
from tests.processes import ROOT, free_port
from tests.replication import LOG_PREFIX, postgres_bin_dir, replica_pair_start

DATABASE = "pm_replica"
# The views DATABASE_REPLICA_VIEWS names by default: path, and the table each one lists.
ROUTED_VIEWS = {
    "partner-programs": ("/api/partner-programs", "companies_company"),
    "admin-active": ("/api/admin/companies/search/active", "companies_company"),
    "admin-pending": ("/api/admin/companies/search/pending", "changes_companychange"),
    "admin-users-search": ("/api/admin/users/search", "accounts_user"),
    "admin-outreach-reports": ("/api/admin/outreach/reports", "outreach_abusereport"),
}
ACTIVE = ROUTED_VIEWS["admin-active"][0]
SCORING = "/api/companies/scoring"


# --- The settings (no database needed) ---------------------------------------------------------


def _settings_of(**env) -> dict:
    """What config.settings.production-like loading makes of these variables, in a fresh process."""
    code = (
        "import json, django; django.setup(); from django.conf import settings as s; "
        "print(json.dumps({'routers': s.DATABASE_ROUTERS, 'aliases': sorted(s.DATABASES), "
        "'replica': s.DATABASES.get('replica'), 'last_middleware': s.MIDDLEWARE[-1]}))"
    )
    base = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DATABASE_REPLICA_URL")}
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**base, "DJANGO_SETTINGS_MODULE": "config.settings.test", **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode != 0:
        return {"error": done.stderr}
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_without_a_replica_url_there_is_no_router_and_one_database():
    found = _settings_of(DATABASE_URL="postgres://app@db.example:5432/partnermatch")

    assert found["routers"] == []
    assert found["aliases"] == ["default"]
    assert found["last_middleware"] != "apps.core.db_router.ReplicaRoutingMiddleware"


def test_a_replica_url_adds_the_replica_the_router_and_the_middleware():
    found = _settings_of(
        DATABASE_URL="postgres://app@db.example:5432/partnermatch",
        DATABASE_REPLICA_URL="postgres://reader:secret@replica.example:5433/partnermatch",
    )

    assert found["routers"] == ["apps.core.db_router.ReplicaRouter"]
    assert found["aliases"] == ["default", "replica"]
    assert found["last_middleware"] == "apps.core.db_router.ReplicaRoutingMiddleware"
    replica = found["replica"]
    assert (replica["ENGINE"], replica["HOST"], replica["PORT"], replica["USER"]) == (
        "apps.core.postgresql",
        "replica.example",
        5433,
        "reader",
    )
    assert replica["TEST"]["MIRROR"] == "default"  # tests read the one test database through it
    assert replica["OPTIONS"]["connect_timeout"] == 3
    assert replica["CONN_HEALTH_CHECKS"] is True


def test_a_replica_of_sqlite_is_refused_with_a_sentence():
    found = _settings_of(DATABASE_REPLICA_URL="postgres://reader@replica.example:5432/partnermatch")

    assert "DATABASE_REPLICA_URL is a PostgreSQL streaming replica of DATABASE_URL" in found["error"]


def test_replica_reads_change_nothing_without_a_replica():
    if db_router.replica_configured():
        pytest.skip("this run configures a replica (DATABASE_REPLICA_URL)")
    with replica_reads(fresh=True), replica_reads():
        assert db_router.ReplicaRouter().db_for_read(Company) == PRIMARY


# --- A real primary and streaming replica ------------------------------------------------------


@pytest.fixture(scope="module")
def pair():
    bin_dir = postgres_bin_dir()
    if bin_dir is None:
        reason = "the PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are not installed"
        if os.environ.get("REQUIRE_SERVICES") == "1":
            pytest.fail(f"REQUIRE_SERVICES=1 but {reason}")
        pytest.skip(reason)
    pair = replica_pair_start(database=DATABASE, bin_dir=bin_dir)
    yield pair
    pair.stop()


def _database(url: str) -> dict:
    from config.env import env

    return {**env.db_url_config(url), "ENGINE": "apps.core.postgresql", "CONN_HEALTH_CHECKS": True}


@pytest.fixture(scope="module")
def routed(pair, django_db_blocker):
    """Django's `default` is the pair's primary and `replica` its replica, with the router and the
    middleware DATABASE_REPLICA_URL installs (config/settings/base.py). The run's own databases
    come back afterwards."""
    saved = connections.settings, connections._connections
    replica = _database(pair.replica.url(DATABASE))
    replica["OPTIONS"] = {"connect_timeout": 3}
    connections.settings = connections.configure_settings(
        {PRIMARY: _database(pair.primary.url(DATABASE)), REPLICA: replica}
    )
    connections._connections = Local(connections.thread_critical)
    middleware = [m for m in settings.MIDDLEWARE if m != "apps.core.db_router.ReplicaRoutingMiddleware"]
    with ExitStack() as stack:
        stack.enter_context(django_db_blocker.unblock())
        stack.enter_context(
            override_settings(
                DATABASE_ROUTERS=["apps.core.db_router.ReplicaRouter"],
                MIDDLEWARE=[*middleware, "apps.core.db_router.ReplicaRoutingMiddleware"],
                # A generous limit for the replica to catch up: only a broken setup reaches it.
                DATABASE_REPLICA_CATCH_UP_SECONDS=60,
            )
        )
        index_reset()
        try:
            yield pair
        finally:
            connections.close_all()
            connections.settings, connections._connections = saved
            index_reset()
            local_caches_clear()
            db_router.replica_state_reset()


class Seen:
    """The statements each server ran, as the servers logged them (log_statement=all): plain SQL,
    COPY and the ORM's queries alike, whichever connection or cursor sent them."""

    def __init__(self, primary: list[str], replica: list[str]):
        self.primary, self.replica = primary, replica

    @staticmethod
    def _reading(statements: list[str], table: str) -> list[str]:
        name = re.compile(rf'(?<![\w"]){re.escape(table)}(?![\w"])|"{re.escape(table)}"')
        return [sql for sql in statements if name.search(sql)]

    def on_primary(self, table: str) -> list[str]:
        return self._reading(self.primary, table)

    def on_replica(self, table: str) -> list[str]:
        return self._reading(self.replica, table)

    # The catalogue discovery's index is built from (apps/companies/selectors.discovery_catalogue)
    # reads the companies' link tables; nothing else a search does reads the industries' one.
    def catalogue_on_primary(self) -> bool:
        return bool(self.on_primary("companies_company_target_industries"))

    def catalogue_on_replica(self) -> bool:
        return bool(self.on_replica("companies_company_target_industries"))


@contextmanager
def queries(pair):
    """The statements each server of the pair ran in the block. A server logs a statement when it
    receives it, before answering: every statement of the block is in the log at its end."""
    marks = [cluster.log_path.stat().st_size for cluster in (pair.primary, pair.replica)]
    seen = Seen([], [])
    yield seen
    seen.primary, seen.replica = (
        _statements(cluster, mark) for cluster, mark in zip((pair.primary, pair.replica), marks, strict=True)
    )


def _statements(cluster, offset: int) -> list[str]:
    with open(cluster.log_path, "rb") as log:
        log.seek(offset)
        text = log.read().decode(errors="replace")
    entries = text.split(f"\n{LOG_PREFIX}")
    found = re.compile(r"LOG:\s+(?:statement|execute [^:]*): (.*)", re.DOTALL)
    return [match.group(1).strip() for entry in entries if (match := found.search(entry))]


def _admin(email: str):
    return make_user(email=email, admin=True)


def _names(response) -> set[str]:
    return {row["companyName"] for row in response.json()["data"]}


def test_the_named_lists_read_the_replica(routed, client_for):
    admin = _admin("ada.admin@acme-industries.com")
    CompanyFactory(name="Replica Listed Corp")
    CompanyChangeFactory(author=make_user(email="paula.proposer@initech-labs.com"))
    routed.wait_for_replay()
    client = client_for(admin)

    assert set(ROUTED_VIEWS) == set(settings.DATABASE_REPLICA_VIEWS)
    for name, (path, table) in ROUTED_VIEWS.items():
        with queries(routed) as seen:
            response = client.get(path)
        assert response.status_code == 200, (name, response.content)
        assert seen.on_replica(table), f"{name} did not read {table} on the replica"
        if table != "accounts_user":  # the session check reads the account on the primary
            assert not seen.on_primary(table), f"{name} read {table} on the primary"
    assert "Replica Listed Corp" in _names(client.get(ACTIVE))


def test_a_view_not_named_and_a_write_stay_on_the_primary(routed, client_for):
    admin = _admin("wanda.writer@acme-industries.com")
    company = CompanyFactory(name="Primary Detail Ltd")
    change = CompanyChangeFactory(author=make_user(email="pete.proposer@initech-labs.com"))
    routed.wait_for_replay()
    client = client_for(admin)

    with queries(routed) as seen:
        assert client.get(f"/api/companies/{company.pk}").status_code == 200
    assert seen.on_primary("companies_company")
    assert not seen.on_replica("companies_company")

    with queries(routed) as seen:
        assert client.post(f"/api/admin/companies/{change.pk}/approve").status_code == 200
    assert any(sql.startswith("UPDATE") for sql in seen.on_primary("changes_companychange"))
    assert not seen.on_replica("changes_companychange")
    assert not seen.on_replica("companies_company")


def test_in_code_the_index_version_credits_transactions_and_reads_after_a_write_read_the_primary(routed):
    member = make_user(email="carl.credits@acme-industries.com")
    SubscriptionFactory(user=member)
    CompanyFactory(name="Scoped Reads Inc")
    routed.wait_for_replay()

    with queries(routed) as seen, replica_reads():
        assert Company.objects.filter(name="Scoped Reads Inc").exists()
        index_version()
        IndexVersion.objects.filter(pk=1).first()
        Subscription.objects.get(user=member)
        with transaction.atomic():
            Company.objects.filter(name="Scoped Reads Inc").exists()
    assert len(seen.on_replica("companies_company")) == 1  # only the read outside the transaction
    assert seen.on_primary("discovery_indexversion")
    assert not seen.on_replica("discovery_indexversion")
    assert seen.on_primary("billing_subscription")
    assert not seen.on_replica("billing_subscription")
    assert len(seen.on_primary("companies_company")) == 1

    with queries(routed) as seen, replica_reads():
        company = Company.objects.get(name="Scoped Reads Inc")  # replica
        company.name = "Scoped Reads Renamed"
        company.save()  # primary, and from now on the block reads the primary
        assert Company.objects.filter(name="Scoped Reads Renamed").exists()
    assert [q for q in seen.on_replica("companies_company") if "UPDATE" in q] == []
    assert len(seen.on_replica("companies_company")) == 1
    assert any("UPDATE" in q for q in seen.on_primary("companies_company"))
    assert any(q.startswith("SELECT") for q in seen.on_primary("companies_company"))


def _searcher(email: str):
    member = make_user(email=email)
    CompanyFactory(name=f"Searcher of {email}", admin=member)
    SubscriptionFactory(user=member)
    return member


def test_a_search_reads_the_catalogue_on_the_replica_and_the_index_version_and_credits_on_the_primary(
    routed, client_for
):
    member = _searcher("sam.searcher@acme-industries.com")
    CompanyFactory(name="Fitting Partner GmbH")
    routed.wait_for_replay()
    index_reset()

    with queries(routed) as seen:
        response = client_for(member).get(f"{SCORING}?TargetIndustryIds={CYBERSECURITY}&NumberToShow=5")
    assert response.status_code == 200, response.content
    assert seen.catalogue_on_replica()
    assert not seen.catalogue_on_primary()
    assert seen.on_primary("discovery_indexversion")
    assert any("UPDATE" in q for q in seen.on_primary("billing_subscription"))
    assert not seen.on_replica("billing_subscription")
    assert not seen.on_replica("discovery_searchhistory")


def test_a_user_reads_their_own_write_while_the_replica_lags(routed, client_for):
    approver, other = _admin("amy.approver@acme-industries.com"), _admin("otto.other@acme-industries.com")
    snapshot = new_company_snapshot("Lagging Approval Ltd", "lagging-approval.io")
    change = CompanyChangeFactory(author=make_user(email="lee.lagging@lagging-approval.io"), snapshot=snapshot)
    routed.wait_for_replay()
    approving, reading = client_for(approver), client_for(other)

    routed.pause_replay()
    try:
        assert approving.post(f"/api/admin/companies/{change.pk}/approve").status_code == 200

        with queries(routed) as seen:
            own = approving.get(ACTIVE)
        assert "Lagging Approval Ltd" in _names(own)  # their own write, from the primary
        assert seen.on_primary("companies_company")
        assert not seen.on_replica("companies_company")

        with queries(routed) as seen:
            others = reading.get(ACTIVE)
        assert "Lagging Approval Ltd" not in _names(others)  # the replica really lags
        assert seen.on_replica("companies_company")
    finally:
        routed.resume_replay()
    routed.wait_for_replay()

    assert "Lagging Approval Ltd" in _names(reading.get(ACTIVE))
    with queries(routed) as seen:  # the replica has the write now: the pin lets the approver back on it
        assert "Lagging Approval Ltd" in _names(approving.get(ACTIVE))
    assert seen.on_replica("companies_company")
    assert not seen.on_primary("companies_company")


def test_a_write_in_a_get_pins_its_user_too(routed, client_for):
    from django.core.cache import cache

    member = _searcher("gina.get@acme-industries.com")
    routed.wait_for_replay()

    assert cache.get(pin_key(member.pk)) is None
    assert client_for(member).get(f"{SCORING}?TargetIndustryIds={CYBERSECURITY}&NumberToShow=1").status_code == 200

    assert cache.get(pin_key(member.pk)) is not None  # the search spent credits and was recorded


def test_discovery_finds_a_company_approved_while_the_replica_lags(routed, client_for):
    member = _searcher("dora.discovery@acme-industries.com")
    routed.wait_for_replay()
    client = client_for(member)
    url = f"{SCORING}?TargetIndustryIds={CYBERSECURITY}&NumberToShow=50"
    client.get(url)  # the index is built with the catalogue as it is
    routed.wait_for_replay()

    routed.pause_replay()
    try:
        # Approved by another process: the index version moves on the primary only.
        CompanyFactory(name="Approved During Lag SA")
        # The replica cannot catch up while paused: the catalogue comes from the primary
        # whatever the wait, so the outcome does not depend on it.
        with override_settings(DATABASE_REPLICA_CATCH_UP_SECONDS=0.05), queries(routed) as seen:
            response = client.get(url)
        assert response.status_code == 200, response.content
        assert "Approved During Lag SA" in {row["companyName"] for row in response.json()}
        assert seen.catalogue_on_primary()
        assert not seen.catalogue_on_replica()
    finally:
        routed.resume_replay()
    routed.wait_for_replay()

    CompanyFactory(name="Approved After Lag BV")
    with queries(routed) as seen:
        response = client.get(url)
    assert "Approved After Lag BV" in {row["companyName"] for row in response.json()}
    assert seen.catalogue_on_replica()
    assert not seen.catalogue_on_primary()


def test_an_unreachable_replica_sends_its_reads_to_the_primary(routed, client_for, caplog):
    admin = _admin("una.unreachable@acme-industries.com")
    CompanyFactory(name="Still Listed Corp")
    replica = connections[REPLICA]
    replica.close()
    port = replica.settings_dict["PORT"]
    replica.settings_dict["PORT"] = free_port()  # nothing listens there
    try:
        with queries(routed) as seen:
            response = client_for(admin).get(ACTIVE)
        assert response.status_code == 200
        assert "Still Listed Corp" in _names(response)
        assert seen.on_primary("companies_company")
        assert "read replica unreachable" in caplog.text
    finally:
        replica.close()
        replica.settings_dict["PORT"] = port
        db_router.replica_state_reset()

    with queries(routed) as seen:
        client_for(admin).get(ACTIVE)
    assert seen.on_replica("companies_company")
