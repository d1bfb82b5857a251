"""Billing in the back office is read-only (issue 7.3 audit): plans, subscriptions, checkout
sessions and payment events change only through the billing services."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.billing.models import CheckoutSession, PaymentEvent, PricingPlan, Subscription
from apps.billing.tests.factories import SubscriptionFactory
from apps.billing.tests.helpers import GROWTH, open_checkout_session

pytestmark = pytest.mark.django_db

BASE = "/backoffice/billing"


@pytest.fixture
def staff(client, admin_user):
    client.force_login(admin_user)
    return client


def test_a_subscription_cannot_be_edited(staff, user):
    subscription = SubscriptionFactory(user=user, credits_used=40)
    before = Subscription.objects.filter(pk=subscription.pk).values().get()
    later = timezone.now() + timedelta(days=400)

    response = staff.post(
        f"{BASE}/subscription/{subscription.pk}/change/",
        {
            "user": user.pk,
            "plan": PricingPlan.PARTNER_PRO,
            "status": "active",
            "billing_period": "yearly",
            "current_period_end_0": later.strftime("%Y-%m-%d"),
            "current_period_end_1": "10:00:00",
            "credits_quota": 5000,
            "credits_used": 0,
            "provider": "manual",
            "created_at_0": "2026-01-01",
            "created_at_1": "10:00:00",
            "_save": "Save",
        },
    )

    assert response.status_code == 403
    assert Subscription.objects.filter(pk=subscription.pk).values().get() == before


def test_the_subscription_page_shows_its_values_read_only(staff, user):
    subscription = SubscriptionFactory(user=user, credits_used=40)

    page = staff.get(f"{BASE}/subscription/{subscription.pk}/change/").content.decode()

    assert 'name="credits_used"' not in page
    assert 'name="_save"' not in page
    assert user.email in page


def test_subscriptions_are_not_added_or_deleted_on_their_own(staff, user):
    subscription = SubscriptionFactory(user=user)

    assert staff.get(f"{BASE}/subscription/add/").status_code == 403
    assert staff.post(f"{BASE}/subscription/{subscription.pk}/delete/", {"post": "yes"}).status_code == 403
    response = staff.post(
        f"{BASE}/subscription/", {"action": "delete_selected", "index": 0, "_selected_action": [subscription.pk]}
    )
    assert response.status_code == 200  # the list again: there is no such action
    assert Subscription.objects.filter(pk=subscription.pk).exists()


def test_deleting_a_user_still_removes_their_subscription(staff, user):
    SubscriptionFactory(user=user)
    open_checkout_session(user)

    response = staff.post(f"/backoffice/accounts/user/{user.pk}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert not Subscription.objects.filter(user_id=user.pk).exists()
    assert not CheckoutSession.objects.filter(user_id=user.pk).exists()


def test_a_checkout_session_cannot_be_completed_by_hand(staff, user):
    session = open_checkout_session(user, provider="local")

    response = staff.post(
        f"{BASE}/checkoutsession/{session.pk}/change/",
        {
            "user": user.pk,
            "plan": session.plan_id,
            "billing_period": session.billing_period,
            "amount": "0.00",
            "currency": session.currency,
            "provider": session.provider,
            "success_url": "https://www.example.com/payments/success",
            "cancel_url": "https://www.example.com/payments/cancel",
            "status": "completed",
            "created_at_0": "2026-01-01",
            "created_at_1": "10:00:00",
            "expires_at_0": "2030-01-01",
            "expires_at_1": "10:00:00",
            "_save": "Save",
        },
    )

    assert response.status_code == 403
    session.refresh_from_db()
    assert session.status == CheckoutSession.Status.OPEN
    assert not Subscription.objects.filter(user=user).exists()


def test_a_plan_cannot_be_repriced_here(staff):
    plan = PricingPlan.objects.get(pk=GROWTH)

    response = staff.post(
        f"{BASE}/pricingplan/{GROWTH}/change/",
        {
            "name": plan.name,
            "description": plan.description,
            "price_monthly": "1.00",
            "price_yearly": "1.00",
            "currency": "USD",
            "credits_quota": 9999,
            "features": "[]",
            "sort_order": plan.sort_order,
        },
    )

    assert response.status_code == 403
    plan.refresh_from_db()
    assert (plan.price_monthly, plan.credits_quota) != (1, 9999)
    assert staff.post(f"{BASE}/pricingplan/{GROWTH}/delete/", {"post": "yes"}).status_code == 403


def test_a_payment_event_cannot_be_edited_or_deleted(staff):
    event = PaymentEvent.objects.create(provider="stripe", event_id="evt_1", event_type="invoice.paid")

    assert staff.post(f"{BASE}/paymentevent/{event.pk}/change/", {"event_id": "evt_2"}).status_code == 403
    # Its row is what makes a replayed event change nothing.
    assert staff.post(f"{BASE}/paymentevent/{event.pk}/delete/", {"post": "yes"}).status_code == 403
    assert PaymentEvent.objects.filter(event_id="evt_1").exists()
