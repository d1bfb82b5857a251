"""PUT /api/companies/{id}/members (docs/api.md): company admins (and global admins) set
who is a company admin and remove members; at least one company admin must remain."""

import pytest

from apps.companies.models import CompanyMember
from apps.companies.tests.helpers import NOT_AUTHENTICATED, company_url, error, join, members_url, user_url
from conftest import make_user

pytestmark = pytest.mark.django_db

NOT_EDITOR = error(403, "Only this company's admins can do this.", code="notCompanyEditor")
ONE_ADMIN = "A company needs at least one company admin."


@pytest.fixture
def colleague(acme):
    member = make_user(email="colleague@acme-industries.com", first_name="Cole", last_name="League")
    join(member, acme, is_company_admin=False)
    return member


@pytest.fixture
def co_admin(acme):
    member = make_user(email="coadmin@acme-industries.com", first_name="Co", last_name="Admin")
    join(member, acme, is_company_admin=True)
    return member


def _roles(company):
    return {m.user_id: m.is_company_admin for m in CompanyMember.objects.filter(company=company)}


def test_a_company_admin_promotes_a_member(client_for, user, acme, colleague):
    response = client_for(user).put(
        members_url(acme),
        {"members": [{"userId": user.pk, "isCompanyAdmin": True}, {"userId": colleague.pk, "isCompanyAdmin": True}]},
        format="json",
    )

    assert response.status_code == 200
    assert response.json() == {
        "members": [{"userId": user.pk, "isCompanyAdmin": True}, {"userId": colleague.pk, "isCompanyAdmin": True}]
    }
    assert _roles(acme) == {user.pk: True, colleague.pk: True}
    assert client_for(colleague).get(company_url(acme)).json()["hasUserEditAccess"] is True


def test_a_company_admin_demotes_another_admin(client_for, user, acme, co_admin):
    response = client_for(user).put(
        members_url(acme),
        {"members": [{"userId": user.pk, "isCompanyAdmin": True}, {"userId": co_admin.pk, "isCompanyAdmin": False}]},
        format="json",
    )

    assert response.status_code == 200
    assert _roles(acme) == {user.pk: True, co_admin.pk: False}


def test_a_company_admin_may_hand_over_and_step_down(client_for, user, acme, colleague):
    response = client_for(user).put(
        members_url(acme),
        {"members": [{"userId": user.pk, "isCompanyAdmin": False}, {"userId": colleague.pk, "isCompanyAdmin": True}]},
        format="json",
    )

    assert response.status_code == 200
    assert _roles(acme) == {user.pk: False, colleague.pk: True}


def test_members_left_out_are_removed(client_for, user, acme, colleague):
    response = client_for(user).put(
        members_url(acme), {"members": [{"userId": user.pk, "isCompanyAdmin": True}]}, format="json"
    )

    assert response.status_code == 200
    assert response.json() == {"members": [{"userId": user.pk, "isCompanyAdmin": True}]}
    assert _roles(acme) == {user.pk: True}
    removed = client_for(colleague)
    assert removed.get(user_url(colleague)).json()["company"] is None
    detail = removed.get(company_url(acme)).json()
    assert detail["hasUserViewAccess"] is False
    assert detail["contacts"] is None


@pytest.mark.parametrize("case", ["nobody", "everyone demoted", "admin removed, member kept"])
def test_at_least_one_company_admin_must_remain(client_for, user, acme, colleague, case):
    body = {
        "nobody": [],
        "everyone demoted": [
            {"userId": user.pk, "isCompanyAdmin": False},
            {"userId": colleague.pk, "isCompanyAdmin": False},
        ],
        "admin removed, member kept": [{"userId": colleague.pk, "isCompanyAdmin": False}],
    }[case]

    response = client_for(user).put(members_url(acme), {"members": body}, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, ONE_ADMIN, errors={"members": [ONE_ADMIN]})
    assert _roles(acme) == {user.pk: True, colleague.pk: False}


def test_an_unknown_or_foreign_user_cannot_be_listed(client_for, user, acme, other_user):
    for user_id in (999999, other_user.pk):
        response = client_for(user).put(
            members_url(acme),
            {"members": [{"userId": user.pk, "isCompanyAdmin": True}, {"userId": user_id, "isCompanyAdmin": True}]},
            format="json",
        )
        assert response.status_code == 400
        assert response.json()["errors"] == {"members": [f"User {user_id} is not a member of this company."]}
    assert _roles(acme) == {user.pk: True}
    assert not CompanyMember.objects.filter(user=other_user, company=acme).exists()


def test_a_malformed_body_is_a_field_error(client_for, user, acme):
    response = client_for(user).put(members_url(acme), {"members": [{"userId": "abc"}]}, format="json")

    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"members.0.userId", "members.0.isCompanyAdmin"}


@pytest.mark.parametrize("who", ["plain member", "admin of another company", "no company"])
def test_only_company_admins_manage_members(client_for, user, acme, colleague, globex, other_user, outsider, who):
    caller = {"plain member": colleague, "admin of another company": other_user, "no company": outsider}[who]

    response = client_for(caller).put(
        members_url(acme),
        {"members": [{"userId": caller.pk if who == "plain member" else user.pk, "isCompanyAdmin": True}]},
        format="json",
    )

    assert response.status_code == 403
    assert response.json() == NOT_EDITOR
    assert _roles(acme) == {user.pk: True, colleague.pk: False}


def test_a_global_admin_manages_any_company(client_for, admin_user, user, acme, colleague):
    response = client_for(admin_user).put(
        members_url(acme),
        {"members": [{"userId": user.pk, "isCompanyAdmin": False}, {"userId": colleague.pk, "isCompanyAdmin": True}]},
        format="json",
    )

    assert response.status_code == 200
    assert _roles(acme) == {user.pk: False, colleague.pk: True}


def test_members_of_an_unknown_company(client_for, admin_user):
    response = client_for(admin_user).put(members_url(999999), {"members": []}, format="json")

    assert response.status_code == 404


def test_members_need_a_token(api, acme):
    assert api.put(members_url(acme), {"members": []}, format="json").json() == NOT_AUTHENTICATED
