"""The admin's change review (issue 10: GET /api/admin/companies/changes/{companyChangeId}):
the proposed snapshot; for an update the live company beside it and the fields that differ;
for any change a warning when the proposed website's host belongs to another approved company."""

import pytest

from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot, snapshot_of
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, DISTRIBUTOR, LOGISTICS, REFERRAL, RESELLER, admin_change_url

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin(client_for, admin_user):
    return client_for(admin_user)


def test_a_new_company_has_no_live_company_and_no_diff(admin):
    change = CompanyChangeFactory(snapshot=new_company_snapshot("Brightwave Telemetry", "brightwave-telemetry.io"))

    body = admin.get(admin_change_url(change.pk)).json()

    assert body["changeType"] == 1  # Added
    assert body["companyId"] is None
    assert body["name"] == "Brightwave Telemetry"
    assert body["author"]["email"] == change.author.email
    assert body["currentCompany"] is None
    assert body["changedFields"] == []
    assert body["sameHostCompanies"] == []
    assert body["warnings"] == []


def test_an_update_shows_the_live_company_and_the_fields_that_differ(admin):
    acme = CompanyFactory(name="Acme Industries", domain="acme-industries.com", partnership_types=[RESELLER, REFERRAL])
    proposed = snapshot_of(acme)
    proposed.update(
        name="Acme Group",
        description="<p>A new description of Acme that says what it does for logistics teams today.</p>",
        targetIndustryIds=[*proposed["targetIndustryIds"], LOGISTICS],
        partnershipTypeIds=[REFERRAL, DISTRIBUTOR],
    )
    proposed["contacts"][0]["position"] = "VP Partnerships"
    change = CompanyChangeFactory(company=acme, snapshot=proposed)

    body = admin.get(admin_change_url(change.pk)).json()

    assert body["changeType"] == 2  # Updated
    assert body["name"] == "Acme Group"
    current = body["currentCompany"]
    assert current["companyId"] == acme.pk
    assert current["name"] == "Acme Industries"
    assert current["companyChangeId"] == change.pk
    assert current["status"] == "Pending Approval"
    assert [item["name"] for item in current["partnershipProgram"]["partnershipTypes"]] == ["Referral", "Reseller"]
    assert body["changedFields"] == ["name", "description", "contacts", "targetIndustries", "partnershipTypes"]
    assert body["warnings"] == []


def test_an_update_that_changes_nothing_has_an_empty_diff(admin):
    acme = CompanyFactory(name="Acme Industries")
    proposed = snapshot_of(acme)
    proposed["targetIndustryIds"] = proposed["targetIndustryIds"][::-1]  # order means nothing

    body = admin.get(admin_change_url(CompanyChangeFactory(company=acme, snapshot=proposed).pk)).json()

    assert body["changedFields"] == []


def test_industry_agnostic_and_global_flags_are_compared_too(admin):
    acme = CompanyFactory(name="Acme Industries", target_industries=[CYBERSECURITY])
    proposed = {**snapshot_of(acme), "isIndustryAgnostic": True, "targetIndustryIds": []}

    body = admin.get(admin_change_url(CompanyChangeFactory(company=acme, snapshot=proposed).pk)).json()

    assert body["changedFields"] == ["isIndustryAgnostic", "targetIndustries"]


def test_a_new_company_on_an_approved_company_s_host_is_flagged(admin):
    acme = CompanyFactory(name="Acme Industries", domain="acme-industries.com")
    CompanyFactory(name="Hidden Acme", domain="acme-industries.com", is_approved=False)
    snapshot = {**new_company_snapshot("Acme Again"), "website": "http://ACME-industries.com/about"}

    body = admin.get(admin_change_url(CompanyChangeFactory(snapshot=snapshot).pk)).json()

    assert body["sameHostCompanies"] == [
        {"companyId": acme.pk, "companyName": "Acme Industries", "website": "https://www.acme-industries.com"}
    ]
    assert body["warnings"] == [
        "The website host acme-industries.com already belongs to the approved company Acme Industries."
    ]


def test_an_update_is_not_flagged_for_its_own_host(admin):
    acme = CompanyFactory(name="Acme Industries", domain="acme-industries.com")

    body = admin.get(admin_change_url(CompanyChangeFactory(company=acme).pk)).json()

    assert body["sameHostCompanies"] == []


def test_an_unknown_change_is_a_404(admin):
    response = admin.get(admin_change_url(999999))

    assert response.status_code == 404
    assert response.json()["title"] == "Company change not found."


def test_members_cannot_review(client_for, user):
    change = CompanyChangeFactory(author=user)

    response = client_for(user).get(admin_change_url(change.pk))

    assert (response.status_code, response.json()["code"]) == (403, "notAdmin")


def test_the_review_costs_a_bounded_number_of_queries(admin, django_assert_max_num_queries):
    acme = CompanyFactory(name="Acme Industries", contacts=[{}, {"email": "bo@acme.io"}, {"email": "cy@acme.io"}])
    change = CompanyChangeFactory(company=acme)

    # Sign-in and the admin check, the change, the names of its ids (one query per list), the
    # live company with its prefetched lists, its members, the same-host check: 26 today,
    # however many contacts or list items either side has.
    with django_assert_max_num_queries(26):
        assert admin.get(admin_change_url(change.pk)).status_code == 200


def test_the_compared_fields_are_the_company_values_but_the_logo(user, acme):
    """One list of a company's values (companies.selectors.VALUE_FIELDS): what the live company
    and a snapshot answer is what the review compares."""
    from apps.changes.selectors import COMPARED_FIELDS
    from apps.changes.tests.factories import snapshot_of
    from apps.companies.selectors import VALUE_FIELDS, company_values, snapshot_values

    assert set(company_values(acme, extended=True)) == set(VALUE_FIELDS)
    assert set(snapshot_values(snapshot_of(acme))) >= set(VALUE_FIELDS)
    assert set(COMPARED_FIELDS) == set(VALUE_FIELDS) - {"logoUrl"}
