"""An admin grants a user a paid plan for a period from the users table (issue 10:
POST /api/admin/users/{userId}/plan): billing's grant service, with an audit entry."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.accounts.models import AdminAuditEntry
from apps.billing.models import PricingPlan, Subscription
from apps.billing.tests.factories import SubscriptionFactory

pytestmark = pytest.mark.django_db


def url(user) -> str:
    return f"/api/admin/users/{getattr(user, 'pk', user)}/plan"


@pytest.fixture
def admin(client_for, admin_user):
    return client_for(admin_user)


def test_the_plan_runs_for_the_days_granted_with_fresh_credits(admin, admin_user, user):
    SubscriptionFactory(user=user, credits_used=5)
    before = timezone.now()

    response = admin.post(url(user), {"pricingPlanId": PricingPlan.PARTNER_PRO, "days": 45}, format="json")

    assert response.status_code == 200
    row = response.json()
    assert row["userId"] == user.pk
    assert row["subscription"]["pricingPlanId"] == PricingPlan.PARTNER_PRO
    assert row["subscription"]["tokensUsed"] == 0
    subscription = Subscription.objects.get(user=user)
    assert before + timedelta(days=45) <= subscription.current_period_end <= timezone.now() + timedelta(days=45)
    assert subscription.provider == Subscription.Provider.MANUAL
    entry = AdminAuditEntry.objects.get()
    assert (entry.actor, entry.action, entry.target_id) == (admin_user, "user.grantPlan", str(user.pk))
    assert entry.details["pricingPlanName"] == "Partner Pro"
    assert entry.details["days"] == 45


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"pricingPlanId": PricingPlan.GROWTH}, "days"),
        ({"pricingPlanId": PricingPlan.GROWTH, "days": 0}, "days"),
        ({"pricingPlanId": PricingPlan.GROWTH, "days": 3661}, "days"),
        ({"days": 30}, "pricingPlanId"),
        ({"pricingPlanId": "growth", "days": 30}, "pricingPlanId"),
    ],
)
def test_bad_bodies_are_a_400(admin, user, body, field):
    response = admin.post(url(user), body, format="json")

    assert response.status_code == 400
    assert field in response.json()["errors"]
    assert not Subscription.objects.filter(user=user).exists()


@pytest.mark.parametrize("plan_id", [PricingPlan.FREE, 99])
def test_free_and_unknown_plans_cannot_be_granted(admin, user, plan_id):
    response = admin.post(url(user), {"pricingPlanId": plan_id, "days": 30}, format="json")

    assert response.status_code == 400
    assert response.json()["title"] == "Please choose one of the plans on the pricing page."
    assert not AdminAuditEntry.objects.exists()


def test_an_unknown_user_is_a_404(admin):
    response = admin.post(url(999999), {"pricingPlanId": PricingPlan.GROWTH, "days": 30}, format="json")

    assert (response.status_code, response.json()["code"]) == (404, "notFound")


def test_members_cannot_grant_plans(client_for, user):
    response = client_for(user).post(url(user), {"pricingPlanId": PricingPlan.GROWTH, "days": 30}, format="json")

    assert (response.status_code, response.json()["code"]) == (403, "notAdmin")
    assert not Subscription.objects.filter(user=user).exists()
