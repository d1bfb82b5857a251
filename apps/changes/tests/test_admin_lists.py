"""The rows and filters of the admin's Active and Pending Companies tables (issue 10, spec
section 3). Paging, sorting, search and refusals common to every admin list are in
tests/test_admin_lists.py."""

import pytest

from apps.changes.models import CompanyChange
from apps.changes.selectors import change_logo_url
from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot, snapshot_of
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, FINTECH, NORTHERN_AMERICA, WESTERN_EUROPE

pytestmark = pytest.mark.django_db

ACTIVE = "/api/admin/companies/search/active"
PENDING = "/api/admin/companies/search/pending"


@pytest.fixture
def admin(client_for, admin_user):
    return client_for(admin_user)


def test_an_active_row_has_the_spec_s_fields(admin):
    acme = CompanyFactory(
        name="Acme Industries",
        domain="acme-industries.com",
        logo_url="/media/logos/" + "a" * 64 + ".png",
        partner_type=Company.PartnerType.CHANNEL,
        target_industries=[FINTECH, CYBERSECURITY],
        geo_regions=[WESTERN_EUROPE, NORTHERN_AMERICA],
    )

    row = admin.get(ACTIVE).json()["data"][0]

    assert row == {
        "companyId": acme.pk,
        "companyChangeId": None,
        "companyName": "Acme Industries",
        "companyLogoUrl": "/media/logos/" + "a" * 64 + ".png",
        "partnerType": Company.PartnerType.CHANNEL,
        "targetIndustry": "Cybersecurity, Fintech & Payments",
        "location": "Northern America, Western Europe",
        "targetIndustries": ["Cybersecurity", "Fintech & Payments"],
        "geoRegions": ["Northern America", "Western Europe"],
    }


def test_the_active_page_reads_its_names_in_one_query_with_the_same_bytes(admin):
    """The rows' names come from one query for the page (AdminActiveCompanyList), not one per
    list: the same JSON, byte for byte, as each row written alone from its company."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from rest_framework.renderers import JSONRenderer

    from apps.changes.api.admin_serializers import AdminActiveCompanyOutput
    from apps.changes.selectors import admin_active_company_list

    CompanyFactory(name="Acme", domain="acme.com", target_industries=[FINTECH, CYBERSECURITY])
    CompanyFactory(name="Bolt", domain="bolt.com", geo_regions=[WESTERN_EUROPE, NORTHERN_AMERICA])
    CompanyFactory(name="Cogs", domain="cogs.com", is_industry_agnostic=True, is_geo_global=True)
    CompanyFactory(name="Dyne", domain="dyne.com", target_industries=[], geo_regions=[])

    with CaptureQueriesContext(connection) as queries:
        rows = admin.get(ACTIVE, {"PageSize": 50}).json()["data"]
    names_queries = [q for q in queries.captured_queries if "companies_company_target_industries" in q["sql"]]
    assert len(names_queries) == 1
    alone = [AdminActiveCompanyOutput(company).data for company in admin_active_company_list()]
    assert JSONRenderer().render(rows) == JSONRenderer().render(alone)
    assert {row["companyName"] for row in rows} == {"Acme", "Bolt", "Cogs", "Dyne"}
    assert rows[0]["targetIndustries"] == ["Cybersecurity", "Fintech & Payments"]


def test_an_active_row_names_the_change_waiting_for_it(admin):
    acme = CompanyFactory(name="Acme Industries")
    CompanyChangeFactory(company=acme, rejected=True)
    waiting = CompanyChangeFactory(company=acme)

    row = admin.get(ACTIVE).json()["data"][0]

    assert row["companyChangeId"] == waiting.pk


def test_agnostic_and_global_companies_say_so(admin):
    CompanyFactory(name="Everywhere Inc", is_industry_agnostic=True, is_geo_global=True)

    row = admin.get(ACTIVE).json()["data"][0]

    assert (row["targetIndustry"], row["location"]) == ("Industry agnostic", "Global")
    assert (row["targetIndustries"], row["geoRegions"]) == ([], [])


def test_only_approved_companies_are_active(admin):
    CompanyFactory(name="Published")
    CompanyFactory(name="Unpublished", is_approved=False)

    body = admin.get(ACTIVE).json()

    assert [row["companyName"] for row in body["data"]] == ["Published"]
    assert body["totalCount"] == 1


def test_company_names_sort_without_regard_to_case(admin):
    for name in ("beta Labs", "Alpha Works", "Gamma Group"):
        CompanyFactory(name=name)

    body = admin.get(ACTIVE).json()

    assert [row["companyName"] for row in body["data"]] == ["Alpha Works", "beta Labs", "Gamma Group"]


def test_pending_rows_tell_added_from_updated(admin):
    acme = CompanyFactory(name="Acme Industries", domain="acme-industries.com")
    update = CompanyChangeFactory(company=acme)
    added = CompanyChangeFactory(snapshot=new_company_snapshot("Brightwave Telemetry", "brightwave-telemetry.io"))

    rows = admin.get(PENDING).json()["data"]

    assert rows == [
        {
            "companyChangeId": update.pk,
            "companyId": acme.pk,
            "companyName": "Acme Industries",
            "companyLogoUrl": acme.logo_url,  # the company's logo, fetched for the host the change keeps
            "status": CompanyChange.Status.PENDING,
            "changeType": CompanyChange.ChangeType.UPDATED,
            "createdAt": rows[0]["createdAt"],
        },
        {
            "companyChangeId": added.pk,
            "companyId": None,
            "companyName": "Brightwave Telemetry",
            "companyLogoUrl": None,  # a new company: its logo is fetched once approved
            "status": CompanyChange.Status.PENDING,
            "changeType": CompanyChange.ChangeType.ADDED,
            "createdAt": rows[1]["createdAt"],
        },
    ]


def test_a_pending_row_that_moves_the_company_to_another_host_shows_no_logo_yet(admin):
    acme = CompanyFactory(name="Acme Industries", domain="acme-industries.com")
    assert acme.logo_url.startswith("/media/logos/")
    CompanyChangeFactory(company=acme, snapshot={**snapshot_of(acme), "website": "https://acme.example"})

    [row] = admin.get(PENDING).json()["data"]

    assert row["companyLogoUrl"] is None  # the old host's logo is not the new one's


def test_the_pending_list_shows_pending_changes_unless_statuses_ask_for_others(admin):
    waiting = CompanyChangeFactory(snapshot=new_company_snapshot("Waiting Co", "waiting.io"))
    approved = CompanyChangeFactory(snapshot=new_company_snapshot("Approved Co", "approved.io"), approved=True)
    rejected = CompanyChangeFactory(snapshot=new_company_snapshot("Rejected Co", "rejected.io"), rejected=True)

    def ids(params):
        return [row["companyChangeId"] for row in admin.get(PENDING, params).json()["data"]]

    assert ids({}) == [waiting.pk]
    assert ids({"Statuses": 1}) == [waiting.pk]
    assert ids({"Statuses": [2, 3]}) == [approved.pk, rejected.pk]
    assert ids({"Statuses": [1, 2, 3]}) == [approved.pk, rejected.pk, waiting.pk]


def test_an_unknown_status_is_a_400(admin):
    response = admin.get(PENDING, {"Statuses": 7})

    assert response.status_code == 400
    assert "Statuses" in response.json()["errors"]


def test_the_queue_sorts_by_when_a_change_was_proposed(admin):
    first = CompanyChangeFactory(snapshot=new_company_snapshot("Zulu Co", "zulu.io"))
    second = CompanyChangeFactory(snapshot=new_company_snapshot("Alpha Co", "alpha.io"))

    def ids(order):
        body = admin.get(PENDING, {"SortCriteria": 1, "SortOrder": order}).json()
        return [row["companyChangeId"] for row in body["data"]]

    assert ids(0) == [first.pk, second.pk]
    assert ids(1) == [second.pk, first.pk]


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"SortOrder": 1},
        {"Statuses": [1, 2, 3]},
        {"Statuses": [1, 2, 3], "SortCriteria": 1},
        {"Statuses": [2, 3], "SortCriteria": 1, "SortOrder": 1},
        {"Statuses": [1, 2, 3], "PageSize": 10, "PageNumber": 2},
        {"Search": "co"},
    ],
)
def test_a_pending_page_has_the_serializer_s_bytes_rows_and_order(admin, params):
    """The rows are written from the page's columns (AdminPendingChangeList,
    selectors.admin_change_rows: no snapshot, no model) with the same bytes, in the same order,
    as AdminPendingChangeOutput writes the changes read the way the page was read before
    (selectors.admin_change_list)."""
    from datetime import timedelta

    from django.db.models import Q
    from django.utils import timezone
    from rest_framework.renderers import JSONRenderer

    from apps.changes.api.admin_serializers import AdminPendingChangeOutput
    from apps.changes.selectors import admin_change_list

    now = timezone.now()
    acme = CompanyFactory(name="Acme Industries", domain="acme-industries.com")
    bolt = CompanyFactory(name="Bolt", domain="bolt.com")
    cogs = CompanyFactory(name="Cogs", domain="cogs.com", logo_url="")
    CompanyChangeFactory(company=acme, created_at=now - timedelta(hours=1))  # keeps its host: the logo
    CompanyChangeFactory(company=bolt, snapshot={**snapshot_of(bolt), "website": "https://bolt.example"})
    CompanyChangeFactory(company=cogs, snapshot={**snapshot_of(cogs), "name": "cogs again"})  # no logo fetched
    CompanyChangeFactory(company=acme, snapshot={**snapshot_of(acme), "name": "Acme Old"}, approved=True)
    CompanyChangeFactory(company=bolt, snapshot={**snapshot_of(bolt), "name": "Bolt Old"}, rejected=True)
    for n, name in enumerate(("Zulu Co", "alpha co", "Émile & Zoë Co", "Alpha Co", "Mike Co", "Bravo Co")):
        CompanyChangeFactory(
            snapshot=new_company_snapshot(name, f"new{n}.io"),
            approved=n == 1,
            rejected=n == 2,
            created_at=now - timedelta(days=n % 3),
        )
    for n in range(8):  # a second page of ten
        CompanyChangeFactory(snapshot=new_company_snapshot(f"Extra {n}", f"extra{n}.io"), approved=True)
    changes = admin_change_list().filter(status__in=params.get("Statuses", [CompanyChange.Status.PENDING]))
    if "Search" in params:
        changes = changes.filter(Q(company_name__icontains=params["Search"]))
    fields = (("name_key",), ("created_at",))[params.get("SortCriteria", 0)] + ("pk",)
    changes = changes.order_by(*(f"-{f}" for f in fields) if params.get("SortOrder") else fields)
    size, number = params.get("PageSize", 50), params.get("PageNumber", 1)
    expected = list(changes)[(number - 1) * size : number * size]
    assert len(expected) > 2
    assert any(change_logo_url(change) for change in admin_change_list())  # a row with a logo is listed

    response = admin.get(PENDING, params)

    assert response.status_code == 200
    rows = JSONRenderer().render(AdminPendingChangeOutput(many=True).serialized(expected))
    assert response.content == JSONRenderer().render({"data": [], "totalCount": changes.count()}).replace(
        b'"data":[]', b'"data":' + rows
    )
