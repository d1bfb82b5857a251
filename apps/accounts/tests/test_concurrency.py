"""Addresses stay unique under real concurrency (PostgreSQL): two members confirming a change
to the same new address, and simultaneous sign-ups with one new address. The unique index
settles each race; the services turn the loser's IntegrityError into the planned answer."""

import pytest
from rest_framework.test import APIClient

from apps.accounts.models import User
from apps.accounts.tests.helpers import SIGNUP
from apps.core.testing import run_together
from conftest import make_user, one_time_code_from

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

NEW = "shared@initech-labs.com"


def _client(user=None, api_key=None):
    from django.conf import settings

    from apps.accounts.services import auth_token_issue

    client = APIClient()
    credentials = {"HTTP_X_API_KEY": api_key or settings.SPA_API_KEY}
    if user is not None:
        credentials["HTTP_AUTHORIZATION"] = f"Bearer {auth_token_issue(user=user)}"
    client.credentials(**credentials)
    return client


def test_two_members_confirming_the_same_new_address_at_once(require_services, mailoutbox, settings):
    settings.CELERY_TASK_ALWAYS_EAGER = True
    members = [make_user(email=f"racer{n}@acme-industries.com", first_name=f"Racer{n}") for n in range(2)]
    for member in members:
        body = {"firstName": member.first_name, "lastName": "Member", "email": NEW}
        assert _client(member).put(f"/api/users/{member.pk}", body, format="json").status_code == 200
    codes = {
        member.pk: one_time_code_from(
            next(m.body for m in mailoutbox if m.to == [NEW] and f"Hi {member.first_name}," in m.body)
        )
        for member in members
    }
    clients = {member.pk: _client(member) for member in members}
    queue = list(members)

    def confirm():
        member = queue.pop()
        return clients[member.pk].post(f"/api/users/{member.pk}/email/verify", {"otp": codes[member.pk]}, format="json")

    results = run_together(2, confirm)

    assert sorted(getattr(r, "status_code", r) for r in results) == [200, 409]
    assert User.objects.filter(email=NEW).count() == 1
    assert next(r for r in results if r.status_code == 409).json()["code"] == "emailTaken"
    assert not User.objects.filter(pending_email=NEW).exists()


def test_simultaneous_sign_ups_with_one_new_address_make_one_account(require_services, settings):
    settings.CELERY_TASK_ALWAYS_EAGER = True
    body = {"firstName": "Ada", "lastName": "Twin", "email": "twin@analytical-engines.com", "password": "secret"}

    results = run_together(4, lambda: _client().post(SIGNUP, body, format="json"))

    assert [getattr(r, "status_code", r) for r in results] == [201] * 4
    assert User.objects.filter(email="twin@analytical-engines.com").count() == 1
    assert User.all_objects.filter(is_signup_decoy=True, signup_decoy_email="twin@analytical-engines.com").count() == 3
    assert len({r.json()["userId"] for r in results}) == 4
