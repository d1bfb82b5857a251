"""Joining a company (docs/api.md): POST /api/companies/assign joins at once when an admin
assigns, or when the user's verified e-mail domain is the company's website host and the
company's `domainJoinPolicy` is "auto"; otherwise (the default, "ask") it files a join
request that a company admin accepts or declines. GET /api/users/company-suggestion finds
the company of the user's e-mail domain."""

import pytest

from apps.accounts.models import User
from apps.companies.models import Company, CompanyJoinRequest, CompanyMember
from apps.companies.services import company_assign
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
from conftest import make_user, one_time_code_from

pytestmark = pytest.mark.django_db


@pytest.fixture
def boss(db):
    return make_user(email="boss@acme-industries.com", first_name="Bo", last_name="Boss")


@pytest.fixture
def company(boss):
    """Acme Industries on https://www.acme-industries.com, `boss` its company admin."""
    return company_with(name="Acme Industries", domain="acme-industries.com", admin=boss)


@pytest.fixture
def auto_join(company):
    """Acme's company admins let colleagues on acme-industries.com join at once."""
    company.domain_join_policy = Company.DomainJoinPolicy.AUTO
    company.save(update_fields=["domain_join_policy"])
    return company


def _assign(client, company, user):
    return client.post(ASSIGN, {"companyId": company.pk, "userId": user.pk}, format="json")


def _member_of(user, company) -> bool:
    return CompanyMember.objects.filter(user=user, company=company).exists()


def test_by_default_a_matching_email_domain_asks_the_company_admins(client_for, user, company, boss):
    assert company.domain_join_policy == "ask"

    response = _assign(client_for(user), company, user)

    assert response.status_code == 202
    assert response.json() == {"status": "requested"}
    assert not _member_of(user, company)
    [request] = client_for(boss).get(join_requests_url(company)).json()
    assert request["userId"] == user.pk
    assert client_for(boss).post(f"{join_requests_url(company)}/{request['joinRequestId']}/accept").status_code == 200
    assert _member_of(user, company)


def test_a_matching_email_domain_joins_at_once_when_the_company_allows_it(client_for, user, auto_join):
    company = auto_join
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
        "logoUrl": company.logo_url,
    }
    assert not CompanyJoinRequest.objects.exists()


def test_the_domain_comparison_ignores_case(client_for, auto_join):
    company = auto_join
    shouty = make_user(email="Shouty@ACME-Industries.com")

    assert _assign(client_for(shouty), company, shouty).json() == {"status": "joined"}


@pytest.mark.parametrize("email", ["sam@evil-acme-industries.com", "sam@acme-industries.com.evil.io", "sam@gmail.com"])
def test_another_domain_files_a_join_request(client_for, auto_join, email):
    company = auto_join
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


def test_a_member_cannot_assign_someone_else(client_for, user, auto_join, outsider):
    company = auto_join
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


# --- issue 7: an unverified e-mail change handed over any company --------------------------


def test_changing_the_email_to_a_companys_domain_does_not_join_it(client_for, outsider, auto_join, mailoutbox):
    """The attack path: change the e-mail to another company's domain, then join. Even with
    the company on "auto", the unproven address is only pending: the join is a request and
    the company's extended details stay withheld."""
    company = auto_join
    client = client_for(outsider)
    body = {"firstName": "Olga", "lastName": "Outsider", "email": "olga@acme-industries.com"}

    changed = client.put(user_url(outsider), body, format="json")
    assert changed.status_code == 200
    assert (changed.json()["email"], changed.json()["pendingEmail"]) == (
        "olga@umbrella-corp.com",
        "olga@acme-industries.com",
    )
    joined = _assign(client, company, outsider)

    assert joined.status_code == 202
    assert joined.json() == {"status": "requested"}
    assert not _member_of(outsider, company)
    detail = client.get(f"/api/companies/{company.pk}").json()
    assert detail["hasUserViewAccess"] is False
    assert detail["hasUserEditAccess"] is False
    for withheld in ("contacts", "targetInfo", "partnershipProgram", "companyOffer"):
        assert detail[withheld] is None, withheld
    assert client.get(SUGGESTION).status_code == 204  # suggestions follow the proven address too


def test_a_proven_email_on_the_domain_joins_an_auto_company(
    client_for, outsider, auto_join, django_capture_on_commit_callbacks, mailoutbox
):
    """The honest path: the member proves the new address with the code sent to it."""
    company = auto_join
    client = client_for(outsider)
    body = {"firstName": "Olga", "lastName": "Outsider", "email": "olga@acme-industries.com"}
    with django_capture_on_commit_callbacks(execute=True):
        client.put(user_url(outsider), body, format="json")
    code = one_time_code_from(next(m.body for m in mailoutbox if m.to == ["olga@acme-industries.com"]))
    assert client.post(f"{user_url(outsider)}/email/verify", {"otp": code}, format="json").status_code == 200

    assert _assign(client, company, outsider).json() == {"status": "joined"}
    assert client.get(f"/api/companies/{company.pk}").json()["hasUserViewAccess"] is True


def test_a_pending_account_on_the_domain_cannot_join(client_for, auto_join, admin_user):
    """A Pending account has proven no address (and may not call assign at all)."""
    pending = make_user(email="new@acme-industries.com", status=User.Status.PENDING)

    assert _assign(client_for(pending), auto_join, pending).status_code == 403
    assert not _member_of(pending, auto_join)


def test_the_service_never_joins_an_unverified_account_by_domain(auto_join):
    pending = make_user(email="new@acme-industries.com", status=User.Status.PENDING)

    assert company_assign(company_id=auto_join.pk, user_id=pending.pk, actor=pending) == "requested"
    assert not _member_of(pending, auto_join)


def test_the_join_policy_is_applied_when_asked_not_when_the_request_was_filed(client_for, user, company, boss):
    assert _assign(client_for(user), company, user).status_code == 202
    company.domain_join_policy = Company.DomainJoinPolicy.AUTO
    company.save(update_fields=["domain_join_policy"])

    # Asking again joins at once, and the earlier request is closed.
    assert _assign(client_for(user), company, user).json() == {"status": "joined"}
    assert client_for(boss).get(join_requests_url(company)).json() == []


# --- suggestion ---------------------------------------------------------------------------


def test_the_company_of_the_users_email_domain_is_suggested(client_for, user, company):
    response = client_for(user).get(SUGGESTION)

    assert response.status_code == 200
    assert response.json() == {
        "companyId": company.pk,
        "name": "Acme Industries",
        "logoUrl": company.logo_url,
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
