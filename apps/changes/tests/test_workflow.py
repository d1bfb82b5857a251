"""The change-approval workflow (spec section 4 "Company change"; docs/api.md): a member
proposes a new company, an admin approves (or rejects) it, and the company goes live with
its author as company admin."""

import re

import pytest

from apps.changes.models import CompanyChange
from apps.companies.models import Company, CompanyMember
from apps.companies.tests.helpers import (
    CHANGES,
    CYBERSECURITY,
    FINTECH,
    NORTHERN_AMERICA,
    PENDING,
    WESTERN_EUROPE,
    admin_change_url,
    approve,
    approve_url,
    change_of,
    company_payload,
    company_url,
    create_change,
    error,
    reject_url,
    user_url,
)

pytestmark = pytest.mark.django_db

# A logo fetched by the server and served from this site (apps/companies/logos.py).
OUR_LOGO = re.compile(r"^/media/logos/[0-9a-f]{64}\.png$")


def test_a_new_company_goes_from_pending_to_live(
    client_for, user, admin_user, logo_service, django_capture_on_commit_callbacks
):
    member, admin = client_for(user), client_for(admin_user)

    response = member.post(CHANGES, company_payload(), format="json")

    assert response.status_code == 201
    change_id = response.json()["companyChangeId"]
    assert response.json() == {"companyChangeId": change_id}
    me = member.get(user_url(user)).json()
    assert me["hasPendingCompany"] is True
    assert me["company"] is None
    assert not Company.objects.exists()

    pending = member.get(PENDING)
    assert pending.status_code == 200
    copy = pending.json()
    assert copy["companyChangeId"] == change_id
    assert copy["companyId"] is None
    assert copy["status"] == "Pending Approval"
    assert copy["changeType"] == CompanyChange.ChangeType.ADDED == 1
    assert copy["name"] == "Acme Cloud"
    assert copy["logoUrl"] is None  # the initials until the change is approved and the logo fetched
    assert copy["targetInfo"]["targetIndustries"] == [
        {"id": CYBERSECURITY, "name": "Cybersecurity"},
        {"id": FINTECH, "name": "Fintech & Payments"},
    ]
    assert copy["targetInfo"]["geoRegions"] == [
        {"id": WESTERN_EUROPE, "name": "Western Europe"},
        {"id": NORTHERN_AMERICA, "name": "Northern America"},
    ]
    assert [t["name"] for t in copy["partnershipProgram"]["partnershipTypes"]] == ["Reseller", "Referral"]
    assert copy["contacts"][0]["email"] == "ann@acme-cloud.io"
    assert copy["companyOffer"]["offerDescription"] == company_payload()["offerDescription"]

    with django_capture_on_commit_callbacks(execute=True):
        approved = admin.put(approve_url(change_id))

    assert approved.status_code == 200
    company_id = approved.json()["companyId"]
    assert approved.json() == {"companyId": company_id}
    detail = member.get(company_url(company_id))
    assert detail.status_code == 200
    assert detail.json()["name"] == "Acme Cloud"
    assert detail.json()["status"] == "Approved"
    assert detail.json()["companyChangeId"] is None
    # The company admin sees who the members are (names only for those who manage them).
    assert detail.json()["members"] == [
        {
            "userId": user.pk,
            "isCompanyAdmin": True,
            "firstName": user.first_name,
            "lastName": user.last_name,
            "email": user.email,
        }
    ]
    assert detail.json()["hasUserEditAccess"] is True
    assert CompanyMember.objects.get(user=user).is_company_admin is True
    me = member.get(user_url(user)).json()
    assert me["company"] == {"companyId": company_id, "name": "Acme Cloud", "logoUrl": detail.json()["logoUrl"]}
    assert OUR_LOGO.match(me["company"]["logoUrl"])
    assert logo_service.asked == ["acme-cloud.io"]
    assert me["hasPendingCompany"] is False
    pending = member.get(PENDING)
    assert pending.status_code == 204
    assert pending.content == b""
    change = change_of(change_id)
    assert change.status == CompanyChange.Status.APPROVED
    assert change.company_id == company_id
    assert change.reviewer == admin_user
    assert change.reviewed_at is not None


def test_approve_also_answers_to_post(client_for, user, admin_user):
    change_id = create_change(client_for(user))

    company_id = approve(client_for(admin_user), change_id, method="post")

    assert Company.objects.get(pk=company_id).name == "Acme Cloud"
    assert change_of(change_id).status == CompanyChange.Status.APPROVED


@pytest.mark.parametrize("method", ["put", "post"])
def test_approving_twice_is_a_conflict(client_for, user, admin_user, method):
    admin = client_for(admin_user)
    change_id = create_change(client_for(user))
    approve(admin, change_id)

    response = getattr(admin, method)(approve_url(change_id))

    assert response.status_code == 409
    assert response.json() == error(409, "This change has already been reviewed.", code="changeReviewed")
    assert Company.objects.count() == 1


@pytest.mark.parametrize(
    ("website", "host"),
    [
        ("https://www.acme-cloud.io", "acme-cloud.io"),
        ("http://Partners.Acme-Cloud.io/programme?x=1", "partners.acme-cloud.io"),
        ("www.acme-cloud.io", "acme-cloud.io"),
    ],
)
def test_the_logo_comes_from_the_website_host_through_the_logo_service(
    client_for, user, admin_user, logo_service, django_capture_on_commit_callbacks, website, host
):
    change_id = create_change(client_for(user), company_payload(website=website, logoUrl="https://evil.example/x"))
    with django_capture_on_commit_callbacks(execute=True):
        company_id = approve(client_for(admin_user), change_id)

    company = Company.objects.get(pk=company_id)
    assert logo_service.asked == [host]  # the service is asked by the server, for the host
    assert OUR_LOGO.match(company.logo_url)  # and the logo is served from this site
    assert (company.domain, company.logo_host) == (host, host)  # the website host without "www."
    assert client_for(user).get(company_url(company_id)).json()["logoUrl"] == company.logo_url


def test_without_a_logo_service_the_logo_is_empty(client_for, user, admin_user, settings):
    settings.LOGO_SERVICE_URL_TEMPLATE = ""
    member = client_for(user)
    change_id = create_change(member)
    assert member.get(PENDING).json()["logoUrl"] is None

    company_id = approve(client_for(admin_user), change_id)

    assert Company.objects.get(pk=company_id).logo_url == ""
    assert member.get(company_url(company_id)).json()["logoUrl"] is None
    assert member.get(user_url(user)).json()["company"]["logoUrl"] is None


def test_the_admin_sees_the_change_with_its_author(client_for, user, admin_user):
    change_id = create_change(client_for(user))

    response = client_for(admin_user).get(admin_change_url(change_id))

    assert response.status_code == 200
    body = response.json()
    assert body["companyChangeId"] == change_id
    assert body["changeType"] == 1
    assert body["status"] == "Pending Approval"
    assert body["author"]["userId"] == user.pk
    assert body["author"]["email"] == user.email
    assert body["rejectionReason"] == ""
    assert body["name"] == "Acme Cloud"
    assert body["contacts"][0]["email"] == "ann@acme-cloud.io"


# --- rejection --------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["put", "post"])
def test_an_admin_rejects_a_change_with_a_reason(client_for, user, admin_user, method):
    member, admin = client_for(user), client_for(admin_user)
    change_id = create_change(member)

    response = getattr(admin, method)(reject_url(change_id), {"reason": "  Website does not match.  "}, format="json")

    assert response.status_code == 200
    assert response.json() == {"companyChangeId": change_id}
    change = change_of(change_id)
    assert change.status == CompanyChange.Status.REJECTED == 3
    assert change.rejection_reason == "Website does not match."
    assert change.reviewer == admin_user
    assert change.reviewed_at is not None
    detail = admin.get(admin_change_url(change_id)).json()
    assert detail["status"] == "Rejected"
    assert detail["changeStatus"] == 3
    assert detail["rejectionReason"] == "Website does not match."
    # no longer the member's pending copy; nothing went live; they may propose again
    assert member.get(PENDING).status_code == 204
    assert member.get(user_url(user)).json()["hasPendingCompany"] is False
    assert not Company.objects.exists()
    assert create_change(member) != change_id


@pytest.mark.parametrize("body", [{}, {"reason": ""}, {"reason": "   "}])
def test_a_rejection_needs_a_reason(client_for, user, admin_user, body):
    change_id = create_change(client_for(user))

    response = client_for(admin_user).put(reject_url(change_id), body, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"reason": ["A reason is required."]}
    assert change_of(change_id).status == CompanyChange.Status.PENDING


def test_a_reviewed_change_cannot_be_rejected_or_approved_again(client_for, user, admin_user):
    admin = client_for(admin_user)
    change_id = create_change(client_for(user))
    admin.put(reject_url(change_id), {"reason": "Duplicate"}, format="json")

    assert admin.put(reject_url(change_id), {"reason": "Again"}, format="json").status_code == 409
    assert admin.put(approve_url(change_id)).status_code == 409
    assert change_of(change_id).rejection_reason == "Duplicate"
    assert not Company.objects.exists()


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("put", approve_url, None),
        ("post", approve_url, None),
        ("put", reject_url, {"reason": "No"}),
        ("post", reject_url, {"reason": "No"}),
        ("get", admin_change_url, None),
        ("put", lambda _: f"{CHANGES}/999999", company_payload()),
    ],
)
def test_an_unknown_change_is_not_found(client_for, admin_user, method, url, body):
    response = getattr(client_for(admin_user), method)(url(999999), body, format="json")

    assert response.status_code == 404
    assert response.json() == error(404, "Company change not found.", code="notFound")


def test_every_rich_text_field_is_stored_sanitised(client_for, user):
    member = client_for(user)
    payload = company_payload(
        description=company_payload()["description"] + '<p onclick="x()">More<script>alert(1)</script></p>',
        partnerProgramDescription='<p>Program</p><iframe src="https://evil.io"></iframe><img src=x onerror=alert(1)>',
        offerDescription='<p><a href="javascript:alert(1)">Offer</a><style>*{}</style></p>',
    )
    create_change(member, payload)

    copy = member.get(PENDING).json()

    assert copy["description"].endswith("<p>More</p>")
    assert copy["partnershipProgram"]["partnerProgramDescription"] == "<p>Program</p><img>"
    assert copy["companyOffer"]["offerDescription"] == '<p><a rel="noopener noreferrer nofollow">Offer</a></p>'


# --- the author hears the outcome: e-mail, and the reason on /my-company ---------------------

REJECTED = "/api/user/companies/rejected"


def test_a_rejected_author_reads_the_reason_by_email_and_on_my_company(
    client_for, user, admin_user, mailoutbox, django_capture_on_commit_callbacks
):
    member, admin = client_for(user), client_for(admin_user)
    change_id = create_change(member)
    assert member.get(REJECTED).status_code == 204  # pending: nothing rejected yet

    with django_capture_on_commit_callbacks(execute=True):
        admin.put(reject_url(change_id), {"reason": "The website does not match the name."}, format="json")

    [message] = [m for m in mailoutbox if user.email in m.to]
    assert "not approved" in message.subject
    assert "Reason: The website does not match the name." in message.body
    assert "/my-company" in message.body
    response = member.get(REJECTED)
    assert response.status_code == 200
    body = response.json()
    assert body["companyChangeId"] == change_id
    assert body["companyId"] is None
    assert body["reason"] == "The website does not match the name."
    assert body["changeType"] == 1
    assert body["companyName"] == change_of(change_id).snapshot["name"]
    assert body["reviewedAt"]
    # Someone else never sees it.
    assert client_for(admin_user).get(REJECTED).status_code == 204

    # Proposing again hides the old rejection: the latest change is pending.
    create_change(member)
    assert member.get(REJECTED).status_code == 204


def test_an_approved_author_is_told_by_email(
    client_for, user, admin_user, mailoutbox, django_capture_on_commit_callbacks
):
    change_id = create_change(client_for(user))
    with django_capture_on_commit_callbacks(execute=True):
        approve(client_for(admin_user), change_id)
    [message] = [m for m in mailoutbox if user.email in m.to]
    assert "is approved" in message.subject
    assert client_for(user).get(REJECTED).status_code == 204
