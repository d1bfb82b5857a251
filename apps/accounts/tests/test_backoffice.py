"""Users in the back office (issue 7.3 audit): what a member proves is read-only, a password
set by staff ends the member's sessions, and plans are granted through the service."""

import pytest
from django.contrib.messages import get_messages

from apps.accounts.models import OneTimeCode, Role, User
from apps.billing.models import PricingPlan, Subscription
from apps.core.testing import user_url

pytestmark = pytest.mark.django_db

USERS = "/backoffice/accounts/user/"
NEW_PASSWORD = "N3w#Passw0rd-2026"


@pytest.fixture
def staff(client, admin_user):
    client.force_login(admin_user)
    return client


def user_form(user, **changes) -> dict:
    """The user change form as the browser posts it, with `changes`."""
    data = {
        "email": user.email,
        "first_name": user.first_name,
        "last_name": user.last_name,
        "linkedin_url": user.linkedin_url,
        "status": user.status,
        "roles": [role.pk for role in user.roles.all()],
        "is_active": "on" if user.is_active else "",
        "referred_by": "",
        "_save": "Save",
    }
    data.update(changes)
    return {key: value for key, value in data.items() if value != ""}


def test_staff_edit_names_but_not_the_address_or_its_verification(staff, pending_user, other_user):
    response = staff.post(
        f"{USERS}{pending_user.pk}/change/",
        user_form(
            pending_user,
            first_name="Renamed",
            email="someone@globex-systems.com",
            status=User.Status.ACTIVE,
            referred_by=other_user.pk,
        ),
    )

    assert response.status_code == 302
    pending_user.refresh_from_db()
    assert pending_user.first_name == "Renamed"
    assert pending_user.email == "pending@initech-labs.com"
    assert pending_user.status == User.Status.PENDING
    assert pending_user.referred_by is None


def test_staff_still_block_a_user_and_change_roles(staff, user):
    response = staff.post(f"{USERS}{user.pk}/change/", user_form(user, is_active="", roles=[Role.ADMIN]))

    assert response.status_code == 302
    user.refresh_from_db()
    assert user.is_active is False
    assert user.is_admin


def test_the_add_form_still_takes_an_address(staff):
    response = staff.post(
        f"{USERS}add/",
        {
            "email": "new.person@acme-industries.com",
            "first_name": "New",
            "last_name": "Person",
            "password1": NEW_PASSWORD,
            "password2": NEW_PASSWORD,
        },
    )

    assert response.status_code == 302
    assert User.objects.get(email="new.person@acme-industries.com").status == User.Status.PENDING


def test_a_password_set_by_staff_ends_the_members_sessions(staff, user, client_for, api):
    member = client_for(user)
    assert member.get(user_url(user)).status_code == 200

    response = staff.post(
        f"{USERS}{user.pk}/password/",
        {"password1": NEW_PASSWORD, "password2": NEW_PASSWORD, "usable_password": "true"},
    )

    assert response.status_code == 302
    assert member.get(user_url(user)).status_code == 401
    signin = api.post("/api/auth/signin", {"email": user.email, "password": NEW_PASSWORD}, format="json")
    assert signin.status_code == 200


def test_one_time_codes_cannot_be_added_or_edited(staff, pending_user):
    code = OneTimeCode.objects.filter(user=pending_user).first() or OneTimeCode.objects.create(
        user=pending_user, code_hash="x" * 64, expires_at="2030-01-01T00:00:00Z"
    )

    assert staff.get("/backoffice/accounts/onetimecode/add/").status_code == 403
    assert staff.post(f"/backoffice/accounts/onetimecode/{code.pk}/change/", {"attempts": 0}).status_code == 403


# --- granting a plan ----------------------------------------------------------------------


def grant(client, *users, **extra):
    data = {"action": "grant_plan", "_selected_action": [u.pk for u in users], **extra}
    return client.post(USERS, data)


def test_granting_a_plan_asks_which_plan_without_offering_free(staff, user):
    response = grant(staff, user, index=0)

    assert response.status_code == 200
    form = response.context["form"]
    assert PricingPlan.FREE not in [plan.pk for plan in form.fields["plan"].queryset]
    assert not Subscription.objects.filter(user=user).exists()


def test_granting_a_plan_to_selected_users_calls_the_grant_service(staff, user, other_user):
    response = grant(staff, user, other_user, plan=PricingPlan.GROWTH, days=10, apply="yes")

    assert response.status_code == 302
    for member in (user, other_user):
        subscription = Subscription.objects.get(user=member)
        assert subscription.is_active
        assert subscription.provider == Subscription.Provider.MANUAL
        assert subscription.credits_quota == PricingPlan.objects.get(pk=PricingPlan.GROWTH).credits_quota
        assert 9 <= (subscription.current_period_end - subscription.created_at).days <= 10
    messages = [str(m) for m in get_messages(response.wsgi_request)]
    assert len(messages) == 2
    assert all("now has Growth Mode until" in m for m in messages)


@pytest.mark.parametrize("fields", [{"plan": PricingPlan.FREE}, {"plan": PricingPlan.GROWTH, "days": 0}, {}])
def test_a_grant_with_a_bad_choice_grants_nothing(staff, user, fields):
    response = grant(staff, user, apply="yes", **fields)

    assert response.status_code == 200
    assert response.context["form"].errors
    assert not Subscription.objects.filter(user=user).exists()
