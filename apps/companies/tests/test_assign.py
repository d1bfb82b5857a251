"""Joining a company (docs/api.md): POST /api/companies/assign joins at once when the
user's e-mail domain is the company's website host (or an admin assigns), otherwise files
a join request that a company admin accepts or declines. GET /api/users/company-suggestion
finds the company of the user's e-mail domain."""

import pytest

from apps.companies.models import CompanyJoinRequest, CompanyMember
from apps.companies.tests.helpers import (
    ASSIGN,
    NOT_AUTHENTICATED,
    SUGGESTION,
    company_with,
    error,
    join,
    join_requests_url,
    user_url,
)
from conftest import make_user

pytestmark = pytest.mark.django_db

LOGO_TEMPLATE = "https://logos.example/{host}.png"


@pytest.fixture
def boss(db):
    return make_user(email="boss@acme-industries.com", first_name="Bo", last_name="Boss")


@pytest.fixture
def company(boss, settings):
    """Acme Industries on https://www.acme-industries.com, `boss` its company admin."""
    settings.LOGO_SERVICE_URL_TEMPLATE = LOGO_TEMPLATE
    return company_with(name="Acme Industries", domain="acme-industries.com", admin=boss)


def _assign(client, company, user):
    return client.post(ASSIGN, {"companyId": company.pk, "userId": user.pk}, format="json")


def _member_of(user, company) -> bool:
    return CompanyMember.objects.filter(user=user, company=company).exists()


def test_a_matching_email_domain_joins_at_once(client_for, user, company):
    client = client_for(user)
    assert company.domain == "acme-industries.com"  # website host without www

    response = _assign(client, company, user)

    assert response.status_code == 200
    assert response.json() == {"status": "joined"}
    member = CompanyMember.objects.get(user=user)
    assert member.company == company
    assert member.is_company_admin is False
    assert client.get(user_url(user)).json()["company"] == {
        "companyId": company.pk,
        "name": "Acme Industries",
        "logoUrl": "https://logos.example/acme-industries.com.png",
    }
    assert not CompanyJoinRequest.objects.exists()


def test_the_domain_comparison_ignores_case(client_for, company):
    shouty = make_user(email="Shouty@ACME-Industries.com")

    assert _assign(client_for(shouty), company, shouty).json() == {"status": "joined"}


@pytest.mark.parametrize("email", ["sam@evil-acme-industries.com", "sam@acme-industries.com.evil.io", "sam@gmail.com"])
def test_another_domain_files_a_join_request(client_for, company, email):
    requester = make_user(email=email, first_name="Sam", last_name="Seeker")

    response = _assign(client_for(requester), company, requester)

    assert response.status_code == 202
    assert response.json() == {"status": "requested"}
    assert not _member_of(requester, company)
    assert client_for(requester).get(user_url(requester)).json()["company"] is None
    assert CompanyJoinRequest.objects.get().status == CompanyJoinRequest.Status.PENDING


def test_asking_twice_files_one_request(client_for, company, outsider):
    client = client_for(outsider)
    _assign(client, company, outsider)

    assert _assign(client, company, outsider).status_code == 202
    assert CompanyJoinRequest.objects.filter(user=outsider).count() == 1


def test_the_company_admin_lists_and_accepts_a_request(client_for, boss, company, outsider):
    _assign(client_for(outsider), company, outsider)
    admin = client_for(boss)

    listed = admin.get(join_requests_url(company))

    assert listed.status_code == 200
    [request] = listed.json()
    assert {key: request[key] for key in ("userId", "firstName", "lastName", "email")} == {
        "userId": outsider.pk,
        "firstName": "Olga",
        "lastName": "Outsider",
        "email": "olga@umbrella-corp.com",
    }
    assert request["createdAt"]

    accepted = admin.post(f"{join_requests_url(company)}/{request['joinRequestId']}/accept")

    assert accepted.status_code == 200
    assert accepted.json() == {"status": "accepted"}
    assert _member_of(outsider, company)
    assert CompanyMember.objects.get(user=outsider).is_company_admin is False
    assert client_for(outsider).get(user_url(outsider)).json()["company"]["companyId"] == company.pk
    assert admin.get(join_requests_url(company)).json() == []
    decided = CompanyJoinRequest.objects.get()
    assert (decided.status, decided.decided_by) == (CompanyJoinRequest.Status.ACCEPTED, boss)
    again = admin.post(f"{join_requests_url(company)}/{request['joinRequestId']}/accept")
    assert again.status_code == 409
    assert again.json()["code"] == "alreadyDecided"


def test_the_company_admin_declines_a_request(client_for, boss, company, outsider):
    _assign(client_for(outsider), company, outsider)
    request_id = CompanyJoinRequest.objects.get().pk

    response = client_for(boss).post(f"{join_requests_url(company)}/{request_id}/decline")

    assert response.status_code == 200
    assert response.json() == {"status": "declined"}
    assert not _member_of(outsider, company)
    assert CompanyJoinRequest.objects.get().status == CompanyJoinRequest.Status.DECLINED
    assert client_for(boss).get(join_requests_url(company)).json() == []


@pytest.mark.parametrize("action", ["list", "accept", "decline"])
@pytest.mark.parametrize("who", ["plain member", "the requester", "admin of another company"])
def test_only_company_admins_handle_requests(client_for, company, outsider, other_user, globex, who, action):
    _assign(client_for(outsider), company, outsider)
    request_id = CompanyJoinRequest.objects.get().pk
    plain = make_user(email="plain@acme-industries.com")
    join(plain, company)
    caller = client_for({"plain member": plain, "the requester": outsider, "admin of another company": other_user}[who])

    if action == "list":
        response = caller.get(join_requests_url(company))
    else:
        response = caller.post(f"{join_requests_url(company)}/{request_id}/{action}")

    assert response.status_code == 403
    assert response.json() == error(403, "Only this company's admins can do this.", code="notCompanyEditor")
    assert CompanyJoinRequest.objects.get().status == CompanyJoinRequest.Status.PENDING
    assert not _member_of(outsider, company)


def test_a_global_admin_handles_requests_of_any_company(client_for, admin_user, company, outsider):
    _assign(client_for(outsider), company, outsider)
    request_id = CompanyJoinRequest.objects.get().pk

    assert len(client_for(admin_user).get(join_requests_url(company)).json()) == 1
    response = client_for(admin_user).post(f"{join_requests_url(company)}/{request_id}/accept")

    assert response.status_code == 200
    assert _member_of(outsider, company)


def test_a_request_of_another_company_is_not_found(client_for, boss, company, outsider, globex):
    _assign(client_for(outsider), globex, outsider)
    foreign_id = CompanyJoinRequest.objects.get(company=globex).pk

    response = client_for(boss).post(f"{join_requests_url(company)}/{foreign_id}/accept")

    assert response.status_code == 404
    assert not _member_of(outsider, globex)


def test_a_member_cannot_assign_someone_else(client_for, user, company, outsider):
    response = _assign(client_for(outsider), company, user)  # user's domain would even match

    assert response.status_code == 403
    assert response.json() == error(403, "You can only ask to join a company for yourself.", code="notAllowed")
    assert not CompanyMember.objects.filter(user=user).exists()
    assert not CompanyJoinRequest.objects.exists()


def test_the_company_admin_cannot_assign_someone_either(client_for, boss, company, outsider):
    response = _assign(client_for(boss), company, outsider)

    assert response.status_code == 403
    assert not _member_of(outsider, company)


def test_an_admin_assigns_anyone_at_once(client_for, admin_user, company, outsider):
    _assign(client_for(outsider), company, outsider)  # a pending request first

    response = _assign(client_for(admin_user), company, outsider)

    assert response.status_code == 200
    assert response.json() == {"status": "joined"}
    assert _member_of(outsider, company)
    assert not CompanyJoinRequest.objects.filter(status=CompanyJoinRequest.Status.PENDING).exists()


def test_someone_in_another_company_cannot_join(client_for, admin_user, company, other_user, globex):
    for actor in (other_user, admin_user):
        response = _assign(client_for(actor), company, other_user)
        assert response.status_code == 409
        assert response.json() == error(409, "You already belong to a company.", code="hasCompany")
    assert CompanyMember.objects.get(user=other_user).company == globex


def test_joining_the_own_company_again_is_harmless(client_for, boss, company):
    response = _assign(client_for(boss), company, boss)

    assert response.json() == {"status": "joined"}
    assert CompanyMember.objects.get(user=boss).is_company_admin is True  # not demoted


@pytest.mark.parametrize("field", ["companyId", "userId"])
def test_an_unknown_company_or_user_is_not_found(client_for, user, company, field):
    body = {"companyId": company.pk, "userId": user.pk, field: 999999}

    response = client_for(user).post(ASSIGN, body, format="json")

    assert response.status_code == 404
    assert response.json()["code"] == "notFound"


def test_an_unpublished_company_cannot_be_joined(client_for, user, company):
    company.is_approved = False
    company.save(update_fields=["is_approved"])

    assert _assign(client_for(user), company, user).status_code == 404
    assert not CompanyMember.objects.filter(user=user).exists()


def test_assign_needs_both_ids(client_for, user):
    response = client_for(user).post(ASSIGN, {}, format="json")

    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"companyId", "userId"}


def test_assign_needs_a_token(api, user, company):
    assert _assign(api, company, user).json() == NOT_AUTHENTICATED


# --- suggestion ---------------------------------------------------------------------------


def test_the_company_of_the_users_email_domain_is_suggested(client_for, user, company):
    response = client_for(user).get(SUGGESTION)

    assert response.status_code == 200
    assert response.json() == {
        "companyId": company.pk,
        "name": "Acme Industries",
        "logoUrl": "https://logos.example/acme-industries.com.png",
    }


def test_no_suggestion_without_a_matching_company(client_for, outsider, company):
    response = client_for(outsider).get(SUGGESTION)

    assert response.status_code == 204
    assert response.content == b""


def test_an_unpublished_company_is_not_suggested(client_for, user, company):
    company.is_approved = False
    company.save(update_fields=["is_approved"])

    assert client_for(user).get(SUGGESTION).status_code == 204


def test_a_lookalike_domain_is_not_suggested(client_for, company):
    lookalike = make_user(email="eve@xacme-industries.com")

    assert client_for(lookalike).get(SUGGESTION).status_code == 204
