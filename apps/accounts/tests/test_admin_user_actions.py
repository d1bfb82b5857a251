"""The admin area's actions on a user (issue 10, Build 2): deactivate and reactivate (a
deactivated user's sessions end at once), grant and revoke the Admin role (never the last
active admin), each leaving an audit entry; asking for the state a user is in changes nothing."""

import pytest

from apps.accounts.models import AdminAuditEntry, Role, User
from apps.accounts.services import auth_token_issue
from apps.accounts.tests.factories import TEST_PASSWORD, UserFactory
from apps.accounts.tests.helpers import NOT_AUTHENTICATED, SIGNIN, bearer_client, error, user_url

pytestmark = pytest.mark.django_db

LAST_ADMIN = error(409, "At least one active administrator must remain.", code="lastAdmin")
OWN_ACCOUNT = error(409, "You cannot deactivate your own account.", code="ownAccount")


def action_url(user, action: str) -> str:
    return f"/api/admin/users/{getattr(user, 'pk', user)}/{action}"


@pytest.fixture
def admin(client_for, admin_user):
    return client_for(admin_user)


def audit_trail():
    return list(AdminAuditEntry.objects.order_by("id").values_list("actor__email", "action", "target_id"))


def test_deactivation_ends_the_member_s_sessions_at_once(admin, admin_user, user):
    member = bearer_client(auth_token_issue(user=user))
    assert member.get(user_url(user)).status_code == 200

    response = admin.post(action_url(user, "deactivate"))

    assert response.status_code == 200
    assert response.json()["userId"] == user.pk
    assert response.json()["isActive"] is False
    later = member.get(user_url(user))
    assert later.status_code == 401
    assert later.json() == NOT_AUTHENTICATED
    assert audit_trail() == [(admin_user.email, "user.deactivate", str(user.pk))]


def test_a_deactivated_member_cannot_sign_in(admin, api, user):
    admin.post(action_url(user, "deactivate"))

    response = api.post(SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, format="json")

    # Told why (issue 22), since the password is right; no token.
    assert response.status_code == 403
    assert response.json()["code"] == "accountInactive"
    assert "authorizationToken" not in response.json()


def test_reactivation_lets_the_member_sign_in_again_but_old_sessions_stay_ended(admin, admin_user, api, user):
    old_token = auth_token_issue(user=user)
    admin.post(action_url(user, "deactivate"))

    response = admin.post(action_url(user, "reactivate"))

    assert response.status_code == 200
    assert response.json()["isActive"] is True
    assert bearer_client(old_token).get(user_url(user)).status_code == 401
    signed_in = api.post(SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, format="json")
    assert signed_in.status_code == 200
    assert bearer_client(signed_in.json()["authorizationToken"]).get(user_url(user)).status_code == 200
    assert [entry[1] for entry in audit_trail()] == ["user.deactivate", "user.reactivate"]


def test_asking_for_the_current_state_changes_nothing_and_is_not_audited(admin, user):
    assert admin.post(action_url(user, "reactivate")).json()["isActive"] is True
    assert admin.post(action_url(user, "revoke-admin")).json()["isAdmin"] is False
    admin.post(action_url(user, "deactivate"))
    token_version = User.objects.get(pk=user.pk).session_version

    again = admin.post(action_url(user, "deactivate"))

    assert again.status_code == 200
    assert User.objects.get(pk=user.pk).session_version == token_version
    assert [entry[1] for entry in audit_trail()] == ["user.deactivate"]


def test_an_admin_cannot_deactivate_themself(admin, admin_user):
    response = admin.post(action_url(admin_user, "deactivate"))

    assert (response.status_code, response.json()) == (409, OWN_ACCOUNT)
    assert User.objects.get(pk=admin_user.pk).is_active
    assert audit_trail() == []


def test_granting_the_admin_role_replaces_the_user_role(admin, admin_user, user):
    response = admin.post(action_url(user, "grant-admin"))

    assert response.status_code == 200
    assert response.json()["isAdmin"] is True
    assert response.json()["roles"] == [{"id": Role.ADMIN, "name": "Admin"}]
    assert audit_trail() == [(admin_user.email, "user.grantAdmin", str(user.pk))]
    # The new admin reaches the admin area at once.
    assert bearer_client(auth_token_issue(user=user)).get("/api/admin/users/search").status_code == 200


def test_the_last_admin_keeps_the_role(admin, admin_user):
    response = admin.post(action_url(admin_user, "revoke-admin"))

    assert (response.status_code, response.json()) == (409, LAST_ADMIN)
    assert User.objects.get(pk=admin_user.pk).is_admin
    assert audit_trail() == []


def test_a_deactivated_admin_does_not_count_as_the_one_that_remains(client_for, admin_user):
    second = UserFactory(admin=True, email="second.admin@acme-industries.com")
    admin = client_for(admin_user)
    assert admin.post(action_url(second, "deactivate")).status_code == 200

    response = admin.post(action_url(admin_user, "revoke-admin"))

    assert (response.status_code, response.json()) == (409, LAST_ADMIN)


def test_after_demoting_the_other_admin_the_last_one_keeps_the_role(client_for, admin_user):
    # Two admins: one revokes the other, who is then the last one and cannot go either way.
    second = UserFactory(admin=True, email="second.admin@acme-industries.com")
    assert client_for(admin_user).post(action_url(second, "revoke-admin")).status_code == 200
    assert not User.objects.get(pk=second.pk).is_admin

    response = client_for(admin_user).post(action_url(admin_user, "revoke-admin"))

    assert (response.status_code, response.json()) == (409, LAST_ADMIN)


def test_with_another_admin_the_role_can_go(client_for, admin_user):
    second = UserFactory(admin=True, email="second.admin@acme-industries.com")

    response = client_for(second).post(action_url(admin_user, "revoke-admin"))

    assert response.status_code == 200
    assert response.json()["roles"] == [{"id": Role.USER, "name": "User"}]
    assert audit_trail() == [(second.email, "user.revokeAdmin", str(admin_user.pk))]


def test_deactivating_another_admin_needs_one_to_remain(client_for, admin_user):
    second = UserFactory(admin=True, email="second.admin@acme-industries.com")

    assert client_for(admin_user).post(action_url(second, "deactivate")).status_code == 200
    assert not User.objects.get(pk=second.pk).is_active


def test_an_unknown_user_is_a_404(admin):
    for action in ("deactivate", "reactivate", "grant-admin", "revoke-admin"):
        response = admin.post(action_url(999999, action))
        assert (response.status_code, response.json()) == (404, error(404, "User not found.", code="notFound"))


def test_members_cannot_act_on_users(client_for, user, other_user):
    for action in ("deactivate", "reactivate", "grant-admin", "revoke-admin"):
        response = client_for(user).post(action_url(other_user, action))
        assert (response.status_code, response.json()["code"]) == (403, "notAdmin")
    assert User.objects.get(pk=other_user.pk).is_active
    assert audit_trail() == []
