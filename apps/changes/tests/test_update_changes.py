"""Changes of an existing company (changeType 2 Updated) and rewriting a pending change
(PUT /api/company-changes/{id}): docs/api.md, spec sections 4 and 5 (Contacts)."""

import pytest

from apps.changes.models import CompanyChange
from apps.companies.models import Company, Contact
from apps.companies.tests.helpers import (
    CHANGES,
    CYBERSECURITY,
    DISTRIBUTOR,
    EASTERN_ASIA,
    ENTERPRISE_SEGMENT,
    FINTECH,
    LOGISTICS,
    NORTHERN_AMERICA,
    PENDING,
    RESELLER,
    SAVE_FAILED,
    SMB_SEGMENT,
    WESTERN_EUROPE,
    approve,
    change_of,
    change_url,
    company_payload,
    company_url,
    contact,
    create_change,
    error,
    update_payload,
    user_url,
)
from conftest import make_user

pytestmark = pytest.mark.django_db

ANN = contact("Ann", "Lee", "ann@acme-cloud.io", "Head of Partnerships")
BOB = contact("Bob", "Stone", "bob@acme-cloud.io", "CEO")
CY = contact("Cy", "Park", "cy@acme-cloud.io", "Partner Manager")


@pytest.fixture
def live(client_for, user, admin_user):
    """A company created and approved through the API (first change), `user` its company admin."""
    payload = company_payload(
        targetIndustryIds=[CYBERSECURITY],
        geoRegionIds=[WESTERN_EUROPE],
        marketSegmentIds=[SMB_SEGMENT],
        dealSizeIds=[1],
        partnershipTypeIds=[RESELLER],
        contacts=[ANN, BOB],
    )
    first = create_change(client_for(user), payload)
    company = Company.objects.get(pk=approve(client_for(admin_user), first))
    company.first_change_id = first
    return company


def _ids(items):
    return [item["id"] for item in items]


def test_an_update_by_the_company_admin_replaces_fields_relations_and_contacts(client_for, user, admin_user, live):
    member = client_for(user)
    ann, bob = live.contacts.order_by("sort_order")
    payload = update_payload(
        live,
        name="Acme Cloud Group",
        companySize=1,
        goalForNextYear=4,
        partnerType=2,
        targetIndustryIds=[FINTECH, LOGISTICS],
        geoRegionIds=[NORTHERN_AMERICA, EASTERN_ASIA],
        marketSegmentIds=[ENTERPRISE_SEGMENT],
        dealSizeIds=[4, 5],
        partnershipTypeIds=[DISTRIBUTOR],
        partnerPage="https://acme-cloud.io/channel",
        partnerReadiness=3,
        contacts=[
            {"contactId": ann.pk, **ANN, "position": "VP Alliances"},  # edited, same e-mail
            CY,  # new; Bob is left out
        ],
    )

    change_id = create_change(member, payload)

    change = change_of(change_id)
    assert change.change_type == CompanyChange.ChangeType.UPDATED == 2
    assert change.company_id == live.pk
    assert member.get(PENDING).json()["changeType"] == 2
    assert member.get(PENDING).json()["companyId"] == live.pk
    assert member.get(user_url(user)).json()["hasPendingCompany"] is True
    assert member.get(company_url(live)).json()["companyChangeId"] == change_id
    assert member.get(company_url(live)).json()["status"] == "Pending Approval"
    # nothing changes before the approval
    live.refresh_from_db()
    assert live.name == "Acme Cloud"
    assert Contact.objects.filter(pk=bob.pk).exists()

    approve(client_for(admin_user), change_id)

    detail = member.get(company_url(live)).json()
    assert detail["name"] == "Acme Cloud Group"
    assert detail["partnerType"] == 2
    assert detail["status"] == "Approved"
    target = detail["targetInfo"]
    assert sorted(_ids(target["targetIndustries"])) == sorted([FINTECH, LOGISTICS])
    assert sorted(_ids(target["geoRegions"])) == sorted([NORTHERN_AMERICA, EASTERN_ASIA])
    assert _ids(target["marketSegments"]) == [ENTERPRISE_SEGMENT]
    assert _ids(target["dealSizes"]) == [4, 5]
    assert target["companySize"] == 1
    assert target["goalForNextYear"] == 4
    program = detail["partnershipProgram"]
    assert program["partnershipTypes"] == [{"id": DISTRIBUTOR, "name": "Distributor"}]
    assert program["partnerPage"] == "https://acme-cloud.io/channel"
    assert program["partnerReadiness"] == 3
    contacts = detail["contacts"]
    assert [(c["firstName"], c["email"], c["position"]) for c in contacts] == [
        ("Ann", "ann@acme-cloud.io", "VP Alliances"),
        ("Cy", "cy@acme-cloud.io", "Partner Manager"),
    ]
    assert contacts[0]["contactId"] == ann.pk  # edited in place
    assert not Contact.objects.filter(pk=bob.pk).exists()  # left out: removed
    # The company admin sees who the members are (names only for those who manage them).
    assert detail["members"] == [
        {
            "userId": user.pk,
            "isCompanyAdmin": True,
            "firstName": user.first_name,
            "lastName": user.last_name,
            "email": user.email,
        }
    ]


def test_the_history_of_changes_is_kept(client_for, user, admin_user, live):
    second = create_change(client_for(user), update_payload(live, name="Acme Cloud Group"))
    approve(client_for(admin_user), second)

    changes = CompanyChange.objects.filter(company=live).order_by("id")
    assert [c.pk for c in changes] == [live.first_change_id, second]
    assert [c.change_type for c in changes] == [CompanyChange.ChangeType.ADDED, CompanyChange.ChangeType.UPDATED]
    assert all(c.status == CompanyChange.Status.APPROVED for c in changes)
    assert all(c.reviewer == admin_user and c.reviewed_at is not None for c in changes)
    assert [c.snapshot["name"] for c in changes] == ["Acme Cloud", "Acme Cloud Group"]


def test_an_industry_agnostic_company_stores_no_industries(client_for, user, admin_user, live):
    payload = update_payload(live, isIndustryAgnostic=True, targetIndustryIds=[FINTECH])
    approve(client_for(admin_user), create_change(client_for(user), payload))

    live.refresh_from_db()
    assert live.is_industry_agnostic is True
    assert not live.target_industries.exists()
    target = client_for(user).get(company_url(live)).json()["targetInfo"]
    assert target["isIndustryAgnostic"] is True
    assert target["targetIndustries"] == []


def test_a_global_company_stores_no_regions(client_for, user, admin_user, live):
    payload = update_payload(live, isGeoGlobal=True, geoRegionIds=[EASTERN_ASIA])
    approve(client_for(admin_user), create_change(client_for(user), payload))

    live.refresh_from_db()
    assert live.is_geo_global is True
    assert not live.geo_regions.exists()
    target = client_for(user).get(company_url(live)).json()["targetInfo"]
    assert target["isGeoGlobal"] is True
    assert target["geoRegions"] == []


@pytest.mark.parametrize("new_email", ["ann.lee@acme-cloud.io", "someone@else.io"])
def test_a_contact_keeps_its_email_when_edited(client_for, user, live, new_email):
    ann = live.contacts.get(email="ann@acme-cloud.io")
    payload = update_payload(live)
    payload["contacts"][0] = {**payload["contacts"][0], "contactId": ann.pk, "email": new_email}

    response = client_for(user).post(CHANGES, payload, format="json")

    assert response.status_code == 400
    assert response.json() == error(
        400, SAVE_FAILED, errors={"contacts.0.email": ["The email cannot be changed when editing."]}
    )


def test_the_email_lock_ignores_case_and_spaces(client_for, user, live):
    ann = live.contacts.get(email="ann@acme-cloud.io")
    payload = update_payload(live)
    payload["contacts"][0] = {**payload["contacts"][0], "contactId": ann.pk, "email": "  Ann@Acme-Cloud.IO "}

    assert client_for(user).post(CHANGES, payload, format="json").status_code == 201


def test_an_update_without_an_offer_passes(client_for, user, live):
    payload = update_payload(live, offerDescription=...)

    assert client_for(user).post(CHANGES, payload, format="json").status_code == 201


# --- rewriting a pending change -------------------------------------------------------------


def test_the_author_rewrites_a_pending_new_company(client_for, user):
    member = client_for(user)
    change_id = create_change(member)

    response = member.put(
        change_url(change_id), company_payload(name="Acme Cloud Ltd", companyChangeId=change_id), format="json"
    )

    assert response.status_code == 200
    assert response.json() == {"companyChangeId": change_id}
    assert change_of(change_id).snapshot["name"] == "Acme Cloud Ltd"
    assert member.get(PENDING).json()["name"] == "Acme Cloud Ltd"
    assert CompanyChange.objects.count() == 1


def test_the_author_rewrites_a_pending_update(client_for, user, live):
    member = client_for(user)
    change_id = create_change(member, update_payload(live, name="Acme v2"))

    response = member.put(change_url(change_id), update_payload(live, name="Acme v3"), format="json")

    assert response.status_code == 200
    assert change_of(change_id).snapshot["name"] == "Acme v3"
    assert change_of(change_id).company_id == live.pk


def test_a_rewrite_is_validated_like_a_new_change(client_for, user):
    member = client_for(user)
    change_id = create_change(member)

    response = member.put(change_url(change_id), company_payload(name=" "), format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"name": ["Company name is required"]}
    assert change_of(change_id).snapshot["name"] == "Acme Cloud"


def test_an_admin_may_rewrite_a_pending_change(client_for, user, admin_user):
    change_id = create_change(client_for(user))

    response = client_for(admin_user).put(change_url(change_id), company_payload(name="Fixed"), format="json")

    assert response.status_code == 200
    assert change_of(change_id).snapshot["name"] == "Fixed"


@pytest.mark.parametrize("who", ["stranger", "plain member of the company"])
def test_someone_else_cannot_rewrite_a_change(client_for, user, live, who):
    change_id = create_change(client_for(user), update_payload(live, name="Acme v2"))
    intruder = make_user(email="mallory@acme-cloud.io", first_name="Mallory", last_name="M")
    if who == "plain member of the company":
        live.members.create(user=intruder, is_company_admin=False)

    response = client_for(intruder).put(change_url(change_id), update_payload(live, name="Hijacked"), format="json")

    assert response.status_code == 403
    assert response.json() == error(403, "You cannot edit this change.", code="notAllowed")
    assert change_of(change_id).snapshot["name"] == "Acme v2"


def test_someone_else_cannot_rewrite_a_new_company(client_for, user, other_user):
    change_id = create_change(client_for(user))

    response = client_for(other_user).put(change_url(change_id), company_payload(name="Hijacked"), format="json")

    assert response.status_code == 403
    assert response.json()["code"] == "notAllowed"
    assert change_of(change_id).snapshot["name"] == "Acme Cloud"


def test_an_approved_change_cannot_be_rewritten(client_for, user, live):
    response = client_for(user).put(change_url(live.first_change_id), company_payload(name="Late"), format="json")

    assert response.status_code == 409
    assert response.json() == error(
        409, "This change has already been reviewed: propose a new one.", code="changeReviewed"
    )
    assert change_of(live.first_change_id).snapshot["name"] == "Acme Cloud"


def test_unknown_change_cannot_be_rewritten(client_for, user):
    response = client_for(user).put(change_url(999999), company_payload(), format="json")

    assert response.status_code == 404
    assert response.json()["code"] == "notFound"


# --- one pending change at a time ---------------------------------------------------------


def test_a_second_new_company_while_one_waits_is_a_conflict(client_for, user):
    member = client_for(user)
    change_id = create_change(member)

    response = member.post(CHANGES, company_payload(name="Another"), format="json")

    assert response.status_code == 409
    assert response.json() == error(
        409,
        "A change is already waiting for approval: update it instead.",
        code="pendingChangeExists",
        companyChangeId=change_id,
    )
    assert CompanyChange.objects.count() == 1


def test_a_second_update_of_the_same_company_is_a_conflict_whoever_proposes_it(client_for, user, admin_user, live):
    change_id = create_change(client_for(user), update_payload(live, name="Acme v2"))

    for author in (user, admin_user):
        response = client_for(author).post(CHANGES, update_payload(live, name="Acme v3"), format="json")
        assert response.status_code == 409
        assert response.json()["code"] == "pendingChangeExists"
        assert response.json()["companyChangeId"] == change_id
    assert CompanyChange.objects.filter(status=CompanyChange.Status.PENDING).count() == 1
