"""The per-request session check (apps/accounts/authentication.py): one query answers the
token's account, whether the token was revoked, the session version and the Admin role; it is
then kept in the process's memory while the version tokens of the account and of the token are
unchanged. Every write through the models bumps them, so a sign-out, a password change or a
deactivation made anywhere (another process, the back office, a shell) is refused on the very
next request; a plain SQL UPDATE (no signal) is seen once the cached session's age runs out."""

from unittest import mock

from django.conf import settings
from django.db import connection
from django.db.models import F
from django.test.utils import CaptureQueriesContext
from rest_framework_simplejwt.tokens import AccessToken

from apps.accounts.models import RevokedToken, Role, User
from apps.accounts.services import auth_token_issue, user_roles_set
from apps.core import versioned

ME = "/api/users/{}"
INDUSTRIES = "/api/industries"  # a read that costs one query of its own


def _signed_in(api, user) -> str:
    token = auth_token_issue(user=user)
    api.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {token}")
    return token


def test_the_session_check_costs_one_query(api, user):
    _signed_in(api, user)
    with CaptureQueriesContext(connection) as queries:
        response = api.get(INDUSTRIES)

    assert response.status_code == 200
    assert len(queries) == 2, [q["sql"] for q in queries.captured_queries]  # the session, the industries


def test_a_token_revoked_elsewhere_is_refused_at_once(api, user):
    token = _signed_in(api, user)
    assert api.get(INDUSTRIES).status_code == 200

    # What a sign-out in another process leaves behind: the row, nothing in this process.
    RevokedToken.objects.create(jti=AccessToken(token)["jti"], expires_at=user.created_at.replace(year=2100))

    response = api.get(INDUSTRIES)
    assert response.status_code == 401
    assert response.json()["code"] == "notAuthenticated"


def test_signing_out_refuses_the_same_token_on_the_next_request(api, user):
    _signed_in(api, user)
    assert api.get(INDUSTRIES).status_code == 200

    assert api.post("/api/auth/signout").status_code == 204
    assert api.get(INDUSTRIES).status_code == 401


def test_a_kept_session_costs_no_query(api, user):
    _signed_in(api, user)
    assert api.get(INDUSTRIES).status_code == 200

    with CaptureQueriesContext(connection) as queries:
        response = api.get(INDUSTRIES)

    assert response.status_code == 200
    assert len(queries) == 1, [q["sql"] for q in queries.captured_queries]  # the industries only


def test_a_bumped_session_version_is_refused_at_once(api, user):
    _signed_in(api, user)
    assert api.get(INDUSTRIES).status_code == 200

    # A password set in the back office or a shell, through the model.
    account = User.objects.get(pk=user.pk)
    account.session_version = F("session_version") + 1
    account.save(update_fields=["session_version"])

    assert api.get(INDUSTRIES).status_code == 401


def test_a_deactivated_account_is_refused_at_once(api, user):
    _signed_in(api, user)
    assert api.get(INDUSTRIES).status_code == 200

    account = User.objects.get(pk=user.pk)
    account.is_active = False
    account.save(update_fields=["is_active"])

    assert api.get(INDUSTRIES).status_code == 401


def test_a_plain_sql_update_is_seen_once_the_kept_session_is_too_old(api, user, settings):
    settings.VERSIONED_CACHE_SESSION_MAX_AGE = 60
    _signed_in(api, user)
    assert api.get(INDUSTRIES).status_code == 200

    # No model, no signal, no bump: the kept session still answers for at most its age.
    User.objects.filter(pk=user.pk).update(is_active=False)
    assert api.get(INDUSTRIES).status_code == 200

    later = versioned.time.monotonic() + 61
    with mock.patch.object(versioned.time, "monotonic", return_value=later):
        assert api.get(INDUSTRIES).status_code == 401


def test_the_admin_role_granted_from_the_role_side_is_read_at_once(api, user, admin_user):
    _signed_in(api, user)
    assert api.get(ME.format(admin_user.pk)).status_code == 403

    Role.objects.get(pk=Role.ADMIN).users.add(user)

    assert api.get(ME.format(admin_user.pk)).status_code == 200


def test_the_admin_role_is_read_with_the_session(api, user, admin_user):
    _signed_in(api, user)
    assert api.get(ME.format(admin_user.pk)).status_code == 403  # someone else's profile

    user_roles_set(user=user, admin=True)

    assert api.get(ME.format(admin_user.pk)).status_code == 200
    assert Role.objects.get(pk=Role.ADMIN).users.filter(pk=user.pk).exists()
