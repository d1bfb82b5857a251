"""Who may propose and review company changes (spec section 6; docs/api.md).

Proposing a change of a company: its company admins and global admins. Proposing a new
company: members without a company. Reviewing: global admins only (401 without a token,
403 notVerified for Pending users, 403 notAdmin for members)."""

import pytest

from apps.changes.models import CompanyChange
from apps.companies.models import Company
from apps.companies.tests.helpers import (
    CHANGES,
    NOT_ADMIN,
    NOT_AUTHENTICATED,
    NOT_VERIFIED,
    PENDING,
    admin_change_url,
    approve,
    approve_url,
    change_url,
    company_payload,
    company_with,
    create_change,
    error,
    join,
    reject_url,
    update_payload,
    user_url,
)
from conftest import make_user

pytestmark = pytest.mark.django_db

NOT_COMPANY_EDITOR = error(403, "Only this company's admins can propose changes to it.", code="notCompanyEditor")
HAS_COMPANY = error(409, "You already belong to a company: edit it instead.", code="hasCompany")


def test_a_company_admin_cannot_propose_a_change_to_another_company(client_for, user, acme, globex):
    response = client_for(user).post(CHANGES, update_payload(globex, name="Taken over"), format="json")

    assert response.status_code == 403
    assert response.json() == NOT_COMPANY_EDITOR
    assert not CompanyChange.objects.exists()


def test_a_plain_member_cannot_propose_a_change_to_their_own_company(client_for, acme):
    colleague = make_user(email="colleague@acme-industries.com", first_name="Cole", last_name="League")
    join(colleague, acme, is_company_admin=False)

    response = client_for(colleague).post(CHANGES, update_payload(acme, name="Renamed"), format="json")

    assert response.status_code == 403
    assert response.json() == NOT_COMPANY_EDITOR
    assert not CompanyChange.objects.exists()


def test_a_member_without_a_company_cannot_propose_a_change_to_a_company(client_for, outsider, acme):
    response = client_for(outsider).post(CHANGES, update_payload(acme, name="Renamed"), format="json")

    assert response.status_code == 403
    assert response.json()["code"] == "notCompanyEditor"


def test_a_global_admin_may_propose_a_change_to_any_company(client_for, admin_user, globex):
    response = client_for(admin_user).post(CHANGES, update_payload(globex, name="Globex Corp"), format="json")

    assert response.status_code == 201
    change = CompanyChange.objects.get()
    assert (change.company, change.change_type, change.author) == (globex, CompanyChange.ChangeType.UPDATED, admin_user)
    approve(client_for(admin_user), change.pk)
    globex.refresh_from_db()
    assert globex.name == "Globex Corp"
    assert not globex.members.filter(user=admin_user).exists()  # reviewing does not make the admin a member


def test_an_admin_change_to_another_company_is_not_the_admins_own_pending_company(client_for, admin_user, globex):
    """Only a proposal of a *new* company is the author's own pending company; an admin's
    update of someone else's company is not (regression: `pending_change_for_user` matched
    any pending change the user authored)."""
    admin = client_for(admin_user)
    create_change(admin, update_payload(globex, name="Globex Corp"))

    assert admin.get(user_url(admin_user)).json()["hasPendingCompany"] is False
    assert admin.get(PENDING).status_code == 204


def test_the_pending_copy_of_my_company_is_not_hidden_by_an_admin_change_elsewhere(
    client_for, user, admin_user, acme, globex
):
    """An admin who belongs to Acme and proposes a change to Globex: their "my company"
    pending copy must not be Globex's change."""
    join(admin_user, acme, is_company_admin=False)
    admin = client_for(admin_user)
    create_change(admin, update_payload(globex, name="Globex Corp"))

    response = admin.get(PENDING)

    assert response.status_code == 204, response.json()


@pytest.mark.parametrize("is_company_admin", [True, False])
def test_a_member_of_a_company_cannot_create_a_new_company(client_for, acme, is_company_admin):
    member = make_user(email="second@acme-industries.com", first_name="Sec", last_name="Ond")
    join(member, acme, is_company_admin=is_company_admin)

    response = client_for(member).post(CHANGES, company_payload(name="Side project"), format="json")

    assert response.status_code == 409
    assert response.json() == HAS_COMPANY
    assert not CompanyChange.objects.exists()


def test_a_change_to_an_unknown_or_unpublished_company_is_not_found(client_for, admin_user):
    hidden = company_with(name="Hidden Co", domain="hidden-co.com")
    hidden.is_approved = False
    hidden.save(update_fields=["is_approved"])
    admin = client_for(admin_user)

    for company_id in (999999, hidden.pk):
        response = admin.post(CHANGES, company_payload(companyId=company_id), format="json")
        assert response.status_code == 404
        assert response.json() == error(404, "Company not found.", code="notFound")


def test_a_non_object_body_is_refused(client_for, user):
    response = client_for(user).post(CHANGES, [company_payload()], format="json")

    assert response.status_code == 400
    assert response.json()["title"] == "The body must be a JSON object."


# --- reviewing: role x call ---------------------------------------------------------------

REVIEW_CALLS = {
    "PUT approve": ("put", approve_url, None),
    "POST approve": ("post", approve_url, None),
    "PUT reject": ("put", reject_url, {"reason": "Not a real company."}),
    "POST reject": ("post", reject_url, {"reason": "Not a real company."}),
    "GET change": ("get", admin_change_url, None),
}
ROLE_ANSWERS = {
    "anonymous": (401, NOT_AUTHENTICATED),
    "pending": (403, NOT_VERIFIED),
    "member": (403, NOT_ADMIN),
    "company admin": (403, NOT_ADMIN),
    "admin": (200, None),
}
REVIEW_CASES = [(role, call) for role in ROLE_ANSWERS for call in REVIEW_CALLS]


@pytest.mark.parametrize(("role", "call"), REVIEW_CASES, ids=[f"{r}-{c}" for r, c in REVIEW_CASES])
def test_only_admins_review_changes(api, client_for, user, pending_user, admin_user, outsider, acme, role, call):
    method, url, body = REVIEW_CALLS[call]
    change_id = create_change(client_for(outsider))
    caller = {
        "anonymous": api,
        "pending": client_for(pending_user),
        "member": client_for(outsider),  # the change's own author
        "company admin": client_for(user),
        "admin": client_for(admin_user),
    }[role]
    status, body_expected = ROLE_ANSWERS[role]

    response = getattr(caller, method)(url(change_id), body, format="json")

    assert response.status_code == status, response.json()
    if body_expected is not None:
        assert response.json() == body_expected
        assert CompanyChange.objects.get(pk=change_id).status == CompanyChange.Status.PENDING
        assert Company.objects.count() == 1  # only Acme


MEMBER_CALLS = {
    "POST change": ("post", lambda: CHANGES, company_payload()),
    "PUT change": ("put", lambda: change_url(1), company_payload()),
    "GET pending": ("get", lambda: PENDING, None),
}


@pytest.mark.parametrize("call", list(MEMBER_CALLS))
@pytest.mark.parametrize("role", ["anonymous", "pending"])
def test_proposing_needs_a_verified_member(api, client_for, pending_user, role, call):
    method, url, body = MEMBER_CALLS[call]
    caller = api if role == "anonymous" else client_for(pending_user)

    response = getattr(caller, method)(url(), body, format="json")

    assert response.json() == (NOT_AUTHENTICATED if role == "anonymous" else NOT_VERIFIED)
    assert not CompanyChange.objects.exists()


def test_a_removed_company_admin_no_longer_has_the_companys_pending_change(client_for, user, admin_user, acme):
    co_admin = make_user(email="co@acme-industries.com", first_name="Co", last_name="Admin")
    join(co_admin, acme, is_company_admin=True)
    create_change(client_for(co_admin), update_payload(acme, name="Acme v2"))
    acme.members.filter(user=co_admin).delete()

    removed = client_for(co_admin)
    assert removed.get(user_url(co_admin)).json()["hasPendingCompany"] is False
    assert removed.get(PENDING).status_code == 204
    assert client_for(user).get(PENDING).json()["name"] == "Acme v2"  # still the company's pending copy
