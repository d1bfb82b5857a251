"""The last admin under real concurrency (PostgreSQL): two admins, each revoking the other's
Admin role (or deactivating the other) at the same moment, must not leave the product with no
active admin. The row lock on the Admin role makes the second change wait and see the first."""

import pytest

from apps.accounts.models import Role, User
from apps.core.testing import run_together
from conftest import make_user

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def _client_for(user):
    from django.conf import settings
    from rest_framework.test import APIClient

    from apps.accounts.services import auth_token_issue

    client = APIClient()
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {auth_token_issue(user=user)}")
    return client


@pytest.mark.parametrize("action", ["revoke-admin", "deactivate"])
def test_two_admins_removing_each_other_at_once_leave_one(require_services, action):
    first = make_user(email="first.admin@acme-industries.com", admin=True)
    second = make_user(email="second.admin@acme-industries.com", admin=True)
    pairs = [(_client_for(first), second), (_client_for(second), first)]

    def remove_the_other():
        client, other = pairs.pop()
        return client.post(f"/api/admin/users/{other.pk}/{action}")

    results = run_together(2, remove_the_other)

    statuses = sorted(getattr(r, "status_code", r) for r in results)
    # The loser either waits on the lock and is refused (409), or starts after the winner
    # committed: it is then signed out (401, deactivated) or no longer an admin (403).
    assert statuses in ([200, 409], [200, 401], [200, 403]), statuses
    assert User.objects.filter(roles__id=Role.ADMIN, is_active=True).count() == 1
