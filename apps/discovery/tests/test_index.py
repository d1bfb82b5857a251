"""The index stays current: committed changes to the catalogue bump the version row (once
per transaction), the next search rebuilds, and a search with no change rebuilds nothing.
(Across two processes: test_services.py.)"""

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from apps.changes.services import company_change_approve
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory, ContactFactory
from apps.companies.tests.helpers import CYBERSECURITY, FINTECH, LOGISTICS
from apps.discovery.index import INDEX_KEY, current_index, index_version
from apps.discovery.models import IndexVersion
from apps.discovery.tests.helpers import scoring_url

pytestmark = pytest.mark.django_db


def found(client, industry=CYBERSECURITY) -> list[str]:
    response = client.get(scoring_url(TargetIndustryIds=[industry], NumberToShow=50))
    assert response.status_code == 200, response.json()
    return [r["companyName"] for r in response.json()]


def test_building_the_index_counts_every_query_it_sends(searcher, django_assert_num_queries):
    """The catalogue's reads are plain SQL (on PostgreSQL each answers one packed value), sent
    through Django's cursor like any query: counted by query budgets, never hidden from them."""
    # The version row, the approved companies, their three target tables, which have deal sizes,
    # partnership types and contacts, and the three reference lists; on PostgreSQL also the
    # largest company id (whether ids pack as int4s).
    with django_assert_num_queries(12 if connection.vendor == "postgresql" else 11) as queries:
        index = current_index()

    assert len(index) == 1  # the searcher's own company
    tables = ["companies_company_target_industries", "companies_company_geo_regions", "companies_contact"]
    assert all(any(table in query["sql"] for query in queries.captured_queries) for table in tables)


def test_a_search_with_no_change_reuses_the_index(searcher, django_assert_num_queries):
    first = current_index()

    with django_assert_num_queries(1):  # the version row only
        again = current_index()

    assert again is first


def test_an_approved_new_company_is_in_the_next_search(
    search_client, searcher, admin_user, django_capture_on_commit_callbacks
):
    assert found(search_client) == []
    change = CompanyChangeFactory()  # a new company: Brightwave Telemetry, in Cybersecurity

    with django_capture_on_commit_callbacks(execute=True):
        company_change_approve(change_id=change.pk, reviewer=admin_user)

    assert found(search_client) == ["Brightwave Telemetry"]


def test_an_unpublished_company_leaves_the_next_search(search_client, searcher, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        company = CompanyFactory(name="Soon Hidden")
    assert found(search_client) == ["Soon Hidden"]

    with django_capture_on_commit_callbacks(execute=True):
        company.is_approved = False
        company.save()

    assert found(search_client) == []


def test_new_targets_are_in_the_next_search(search_client, searcher, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        company = CompanyFactory(name="Mover", target_industries=[FINTECH])
    assert found(search_client, LOGISTICS) == []

    with django_capture_on_commit_callbacks(execute=True):
        company.target_industries.add(LOGISTICS)

    assert found(search_client, LOGISTICS) == ["Mover"]


def test_a_deleted_company_leaves_the_next_search(search_client, searcher, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        company = CompanyFactory(name="Gone Soon")
    assert found(search_client) == ["Gone Soon"]

    with django_capture_on_commit_callbacks(execute=True):
        company.delete()

    assert found(search_client) == []


def test_changes_committed_together_bump_the_version_once(searcher, django_capture_on_commit_callbacks):
    before = index_version()

    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        company = CompanyFactory(name="Many Changes")  # a save, five relations, a contact
        ContactFactory(company=company)

    assert len(callbacks) > 3
    assert index_version() == (before[0], before[1] + 1)


def test_saving_what_the_score_does_not_read_keeps_the_index(acme, django_capture_on_commit_callbacks):
    before = index_version()

    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        acme.domain_join_policy = Company.DomainJoinPolicy.AUTO
        acme.save(update_fields=["domain_join_policy", "updated_at"])

    # None of the index's (the company details cache registers its own: the detail shows it).
    assert [
        callback for callback in callbacks if getattr(getattr(callback, "__self__", None), "key", None) is INDEX_KEY
    ] == []
    assert callbacks  # the filter above sees the callbacks it is meant to
    assert index_version() == before


def test_a_rolled_back_change_bumps_nothing_and_the_next_commit_still_bumps(acme, django_capture_on_commit_callbacks):
    before = index_version()

    def change_then_fail():
        with transaction.atomic():
            acme.partner_readiness = Company.Readiness.MATURE
            acme.save()
            raise RuntimeError("rolled back")

    with django_capture_on_commit_callbacks(execute=True), pytest.raises(RuntimeError):
        change_then_fail()
    assert index_version() == before

    with django_capture_on_commit_callbacks(execute=True):
        acme.save()
    assert index_version() == (before[0], before[1] + 1)


def test_a_lost_version_row_comes_back_with_a_new_token(searcher):
    first = current_index()
    IndexVersion.objects.all().delete()
    assert index_version() == ("", 0)

    INDEX_KEY.bump_now()

    token, counter = index_version()
    assert counter == 1
    assert token
    assert token != first.version[0]
    assert current_index() is not first


@pytest.mark.postgresql
def test_a_search_with_the_index_current_takes_two_round_trips_three_for_companies_not_kept(search_client, searcher):
    """Issue 25 item 3: the searcher with the index version (one query) and the credits spent
    with the search recorded (one statement: a CTE); and the results' companies when this
    process does not keep what they show. The session check is authentication's, not counted
    here."""
    from apps.discovery.services import SHOWN

    CompanyFactory(name="Brightwave Telemetry", target_industries=[CYBERSECURITY])
    url = scoring_url(TargetIndustryIds=[CYBERSECURITY], NumberToShow=1)
    assert search_client.get(url).status_code == 200  # builds the index, keeps the company
    users = get_user_model()._meta.db_table

    def statements_of_a_search():
        with CaptureQueriesContext(connection) as queries:
            response = search_client.get(url)
        assert [r["companyName"] for r in response.json()] == ["Brightwave Telemetry"]
        # The session check, when this process's kept copy has expired, is authentication's.
        return [query["sql"] for query in queries.captured_queries if users not in query["sql"]]

    statements = statements_of_a_search()
    assert len(statements) == 2, "\n".join(statements)
    gate, write = statements
    assert "discovery_indexversion" in gate
    assert "billing_subscription" in gate
    assert write.startswith("WITH spent AS (UPDATE billing_subscription")
    assert "INSERT INTO discovery_searchhistory" in write

    SHOWN.clear()
    statements = statements_of_a_search()
    assert len(statements) == 3, "\n".join(statements)
    assert statements[1].startswith('SELECT "id", "name"')
