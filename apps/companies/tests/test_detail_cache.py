"""The company details cache (selectors.company_detail_for, apps/core/versioned.py): a detail read
once is answered from the process's memory with no query, and every write to what it shows,
whichever way it is made, is in the very next detail. Each test reads the detail first (so it
is cached), writes, and reads again."""

import json
from datetime import datetime, timedelta
from unittest import mock

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.accounts.models import User
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies import selectors
from apps.companies.api.serializers import company_detail_json
from apps.companies.models import CompanyMember, Contact, FeaturedWindow, Industry
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import (
    approve,
    company_url,
    company_with,
    create_change,
    grant_growth,
    join,
    reject_url,
    update_payload,
)
from apps.core import versioned
from conftest import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def reader(db):
    """A Free member of no company: sees the public part of a detail."""
    return make_user(email="reader@nowhere-inc.com")


def _detail(client, company):
    response = client.get(company_url(company))
    assert response.status_code == 200, response.content
    return response.json()


def test_a_detail_read_again_costs_no_query_and_is_the_same(client_for, reader, acme):
    client = client_for(reader)
    first = _detail(client, acme)

    with CaptureQueriesContext(connection) as queries:
        again = _detail(client, acme)

    assert again == first
    assert [q["sql"] for q in queries.captured_queries] == []


def test_each_kind_of_viewer_gets_its_own_detail_from_the_cache(client_for, reader, user, admin_user, acme):
    as_reader, as_admin, as_owner = client_for(reader), client_for(admin_user), client_for(user)
    for _ in range(2):  # the second round comes from the cache
        public, full, own = _detail(as_reader, acme), _detail(as_admin, acme), _detail(as_owner, acme)
        assert (public["hasUserViewAccess"], public["hasUserEditAccess"], public["contacts"]) == (False, False, None)
        assert (full["hasUserViewAccess"], full["hasUserEditAccess"]) == (True, True)
        assert full["contacts"] is not None
        assert full["members"][0]["email"] == user.email
        assert own == full
        assert "email" not in public["members"][0]  # names only for those who manage members


def test_the_process_keeps_rendered_details_not_the_values_and_reads_them_again_for_another_level(
    client_for, reader, admin_user, acme
):
    """What a process keeps of a company is its rendered details and who may see what (three
    times as many companies in the same memory): a viewer of another access level later costs
    one read of the company, and gets the same detail as if nothing had been kept."""
    public = _detail(client_for(reader), acme)
    kept = selectors.DETAILS._entries[acme.pk][0]
    assert kept.values is None
    assert kept.members is None
    assert list(kept.details) == [(False, False)]

    as_admin = client_for(admin_user)
    with CaptureQueriesContext(connection) as queries:
        full = _detail(as_admin, acme)
    company_reads = [q["sql"] for q in queries.captured_queries if "companies_company" in q["sql"]]
    # The values, read again: PostgreSQL's one statement; elsewhere the ORM's reads of the
    # company, its members and its lists.
    assert len(company_reads) == (1 if connection.vendor == "postgresql" else 3)
    assert selectors.DETAILS._entries[acme.pk][0] is kept  # the same entry, one more detail in it
    assert kept.values is None
    assert set(kept.details) == {(False, False), (True, True)}
    assert full["contacts"] is not None
    assert full["hasUserEditAccess"] is True
    assert public["contacts"] is None

    selectors.DETAILS.clear()
    assert _detail(as_admin, acme) == full  # as built from nothing kept


def test_a_plan_bought_opens_the_extended_details_at_once(client_for, reader, acme):
    client = client_for(reader)
    assert _detail(client, acme)["contacts"] is None

    SubscriptionFactory(user=reader)

    assert _detail(client, acme)["contacts"] is not None


def test_a_plan_that_ends_by_the_clock_closes_them_with_no_write(client_for, reader, acme):
    subscription = SubscriptionFactory(user=reader)
    client = client_for(reader)
    assert _detail(client, acme)["hasUserViewAccess"] is True

    after_the_end = subscription.current_period_end + timedelta(seconds=1)
    with mock.patch("apps.billing.selectors.timezone.now", return_value=after_the_end):
        assert _detail(client, acme)["hasUserViewAccess"] is False


def test_a_proposed_change_then_its_approval_show_at_once(client_for, user, admin_user, acme):
    owner = client_for(user)
    assert _detail(owner, acme)["status"] == "Approved"

    change_id = create_change(owner, update_payload(acme, name="Acme Renamed"))
    pending = _detail(owner, acme)
    assert (pending["status"], pending["companyChangeId"], pending["name"]) == (
        "Pending Approval",
        change_id,
        acme.name,
    )

    approve(client_for(admin_user), change_id)
    approved = _detail(owner, acme)
    assert (approved["status"], approved["companyChangeId"], approved["name"]) == ("Approved", None, "Acme Renamed")


def test_a_rejected_change_leaves_the_detail(client_for, user, admin_user, acme):
    owner = client_for(user)
    change_id = create_change(owner, update_payload(acme, name="Acme Maybe"))
    assert _detail(owner, acme)["status"] == "Pending Approval"

    response = client_for(admin_user).put(reject_url(change_id), {"reason": "Not this name."}, format="json")
    assert response.status_code == 200, response.json()

    assert (_detail(owner, acme)["status"], _detail(owner, acme)["name"]) == ("Approved", acme.name)


def test_writes_through_the_models_show_at_once(client_for, user, admin_user, acme):
    """The back office and a shell write through the models: each write is in the next detail."""
    client = client_for(admin_user)
    _detail(client, acme)

    acme.name = "Acme by the back office"
    acme.save()
    assert _detail(client, acme)["name"] == "Acme by the back office"

    Contact.objects.create(company=acme, first_name="Newt", last_name="Contact", email="newt@acme-industries.com")
    assert "newt@acme-industries.com" in [c["email"] for c in _detail(client, acme)["contacts"]]

    Contact.objects.filter(company=acme, email="newt@acme-industries.com").delete()
    assert "newt@acme-industries.com" not in [c["email"] for c in _detail(client, acme)["contacts"]]

    fintech = Industry.objects.get(name="Fintech & Payments")
    acme.target_industries.set([fintech])
    assert [i["name"] for i in _detail(client, acme)["targetInfo"]["targetIndustries"]] == ["Fintech & Payments"]

    fintech.companies.remove(acme)  # from the other side of the relation
    assert _detail(client, acme)["targetInfo"]["targetIndustries"] == []

    acme.target_industries.set([fintech])
    fintech.name = "Fintech, Payments & Banking"  # a reference list renamed
    fintech.save()
    assert [i["name"] for i in _detail(client, acme)["targetInfo"]["targetIndustries"]] == [fintech.name]


def test_members_joining_leaving_and_renamed_show_at_once(client_for, user, acme):
    owner = client_for(user)
    assert [m["userId"] for m in _detail(owner, acme)["members"]] == [user.pk]

    colleague = make_user(email="cole@acme-industries.com", first_name="Cole", last_name="League")
    join(colleague, acme)
    assert [m["userId"] for m in _detail(owner, acme)["members"]] == [user.pk, colleague.pk]
    assert _detail(client_for(colleague), acme)["hasUserViewAccess"] is True  # a member sees it all

    account = User.objects.get(pk=colleague.pk)
    account.first_name = "Nicole"
    account.save(update_fields=["first_name"])
    assert _detail(owner, acme)["members"][1]["firstName"] == "Nicole"

    CompanyMember.objects.get(user=colleague).delete()
    assert [m["userId"] for m in _detail(owner, acme)["members"]] == [user.pk]


def test_an_unpublished_company_is_a_404_at_once_and_a_published_one_appears(client_for, reader, acme):
    client = client_for(reader)
    _detail(client, acme)

    acme.is_approved = False
    acme.save(update_fields=["is_approved"])
    assert client.get(company_url(acme)).status_code == 404
    assert client.get(company_url(acme)).status_code == 404  # the 404 is kept too

    acme.is_approved = True
    acme.save(update_fields=["is_approved"])
    assert _detail(client, acme)["companyId"] == acme.pk


def test_a_company_created_under_an_id_asked_before_shows(client_for, reader):
    client = client_for(reader)
    assert client.get(company_url(987_654)).status_code == 404  # the 404 is kept

    CompanyFactory(id=987_654, name="Brand New Ltd")

    assert _detail(client, 987_654)["name"] == "Brand New Ltd"


def test_a_featured_window_opening_and_closing_by_the_clock_shows(client_for, reader, acme):
    """No write happens when a window opens or closes: the kept detail lasts until then."""
    now = timezone.now()
    starts, ends = now + timedelta(hours=1), now + timedelta(hours=3)
    FeaturedWindow.objects.create(company=acme, starts_at=starts, ends_at=ends)
    client = client_for(reader)
    assert _detail(client, acme)["featuredUntil"] is None

    def detail_at(moment):
        later = versioned.time.monotonic() + (moment - now).total_seconds()
        with (
            mock.patch("apps.companies.selectors.timezone.now", return_value=moment),
            mock.patch.object(versioned.time, "monotonic", return_value=later),
        ):
            return _detail(client, acme)

    featured_until = detail_at(starts + timedelta(seconds=1))["featuredUntil"]
    assert abs(datetime.fromisoformat(featured_until) - ends) < timedelta(seconds=1)
    assert detail_at(ends + timedelta(seconds=1))["featuredUntil"] is None


def test_without_redis_the_detail_is_read_from_the_database(client_for, reader, acme, monkeypatch):
    client = client_for(reader)
    _detail(client, acme)

    class Unreachable:
        def get_many(self, keys):
            raise ConnectionError("Redis is down")

        add = set_many = get_many

    monkeypatch.setattr(versioned, "_store", Unreachable())
    acme.name = "Renamed while Redis was down"
    acme.save(update_fields=["name"])

    with CaptureQueriesContext(connection) as queries:
        body = _detail(client, acme)
    assert body["name"] == "Renamed while Redis was down"
    assert len(queries) >= 2  # the session and the company, from the database


def test_the_cache_keeps_at_most_its_size(client_for, reader):
    companies = [company_with(name=f"Company {n}", domain=f"company-{n}.io") for n in range(4)]
    client = client_for(reader)
    with mock.patch.object(selectors.DETAILS, "size", 2):
        for company in companies:
            _detail(client, company)
        assert len(selectors.DETAILS) == 2


# --- the second level shared by the processes (issue 25): rendered details in Redis ------------


def _read_in(process_cache, company, viewer):
    """A detail as the API reads it in a process whose own details cache is `process_cache`
    (each web process has its own; Redis is shared): (its bytes, the queries it cost)."""
    viewer.holds_admin_role = viewer.is_admin  # read with the session, as the API's viewer is
    with (
        mock.patch.object(selectors, "DETAILS", process_cache),
        CaptureQueriesContext(connection) as queries,
    ):
        body = selectors.company_detail_for(
            company_id=company.pk, viewer=viewer, render=company_detail_json, shared=True
        )
    return body, len(queries)


@pytest.fixture
def two_processes(settings):
    assert settings.REDIS_URL, "a test of the shared level is marked @pytest.mark.redis"
    return versioned.LocalCache("process-a", size=10), versioned.LocalCache("process-b", size=10)


@pytest.mark.redis
def test_a_detail_built_by_one_process_is_served_by_another_without_a_query(two_processes, reader, user, acme):
    process_a, process_b = two_processes
    grant_growth(reader)
    built, cost = _read_in(process_a, acme, reader)
    assert cost >= 1  # built from the database

    served, cost = _read_in(process_b, acme, reader)
    assert (served, cost) == (built, 0)  # the same bytes, from Redis (the plan's end too)
    assert json.loads(served)["hasUserViewAccess"] is True

    # Another access level (the company's admin) is built once, then shared too.
    own, cost = _read_in(process_b, acme, user)
    assert cost >= 1
    assert json.loads(own)["hasUserEditAccess"] is True
    assert _read_in(process_a, acme, user) == (own, 0)


@pytest.mark.redis
def test_a_change_retires_the_detail_in_both_processes_and_is_built_once(two_processes, reader, acme):
    process_a, process_b = two_processes
    before, _ = _read_in(process_a, acme, reader)
    assert _read_in(process_b, acme, reader) == (before, 0)  # both hold it now

    acme.name = "Acme Renamed"
    acme.save(update_fields=["name"])  # bumps the company's version token

    after_a, cost_a = _read_in(process_a, acme, reader)
    after_b, cost_b = _read_in(process_b, acme, reader)
    assert json.loads(after_a)["name"] == json.loads(after_b)["name"] == "Acme Renamed"
    assert after_a == after_b
    assert cost_a >= 1  # process A built the new detail
    assert cost_b == 0  # process B took A's


@pytest.mark.redis
def test_the_shared_level_is_off_with_its_setting(two_processes, reader, acme, settings):
    settings.VERSIONED_CACHE_SHARED = False
    process_a, process_b = two_processes
    _read_in(process_a, acme, reader)
    assert _read_in(process_b, acme, reader)[1] >= 1  # B builds its own


@pytest.mark.services  # what is shared includes the plan end, read by PostgreSQL's one statement
def test_a_detail_built_is_written_to_the_shared_level_in_one_round_trip(two_processes, reader, acme):
    """A full miss keeps the access meta, the viewer's plan end and the rendered detail in one
    write to Redis (one pipeline), not one for the meta and another for the detail."""
    process_a, process_b = two_processes
    grant_growth(reader)
    writes = []
    real_set = selectors.shared_set

    def counted(values, max_age=None):
        writes.append(sorted(values))
        return real_set(values, max_age=max_age)

    with mock.patch.object(selectors, "shared_set", counted):
        built, _ = _read_in(process_a, acme, reader)
        assert len(writes) == 1
        (keys,) = writes
        assert len(keys) == 3  # the meta, the plan end, this access level's detail
        assert _read_in(process_b, acme, reader) == (built, 0)  # all three there for another process
        assert len(writes) == 1  # and nothing written again

        writes.clear()
        with pytest.raises(Exception) as raised:
            _read_in(process_a, type(acme)(pk=acme.pk + 10_000), reader)
        assert getattr(raised.value, "status_code", None) == 404
        assert len(writes) == 1  # the meta (not found), for the other processes
        assert [key.rsplit(":", 1)[1] for key in writes[0]] == ["meta"]


@pytest.mark.services  # what is shared includes the plan end, read by PostgreSQL's one statement
def test_the_shared_keys_name_the_tokens_by_their_digits(two_processes, reader, acme):
    """Redis gives tokens as bytes: a key must hold their digits, not Python's b'...' repr."""
    process_a, _ = two_processes
    writes = []
    real_set = selectors.shared_set

    def kept(values, max_age=None):
        writes.extend(values)
        return real_set(values, max_age=max_age)

    with mock.patch.object(selectors, "shared_set", kept):
        _read_in(process_a, acme, reader)  # built, its tokens read from Redis
    assert len(writes) == 3
    for key in writes:
        assert "b'" not in key
        assert all(part.isdigit() or part in {"detail", "plan-end", "meta"} for part in key.split(":")[:4]), key


@pytest.mark.services
def test_the_detail_statement_is_prepared_on_the_connection(two_processes, reader, acme):
    """A miss's one statement runs prepared (apps/core/postgresql): PostgreSQL plans it once per
    connection, not on every miss."""
    process_a, _ = two_processes
    _read_in(process_a, acme, reader)
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        prepared = [row[0] for row in cursor.fetchall() if "json_agg" in row[0]]
    assert len(prepared) == 1
    assert selectors.Company._meta.db_table in prepared[0]
