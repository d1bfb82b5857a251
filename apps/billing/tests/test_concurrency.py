"""Exactly-once fulfilment under real concurrency (PostgreSQL): simultaneous deliveries of one
Stripe event, and a double click on the built-in checkout's Pay button."""

import time

import pytest
from django.test import Client

from apps.billing.models import CheckoutSession, PaymentEvent, Subscription
from apps.billing.tests.helpers import checkout_completed_event, open_checkout_session
from apps.core.testing import run_together
from conftest import make_user

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def test_one_event_delivered_five_times_at_once_is_applied_once(require_services, deliver):
    user = make_user(email="race-webhook@acme-industries.com")
    session = open_checkout_session(user, provider="stripe")
    event = checkout_completed_event(session, created=int(time.time()) - 5)

    results = run_together(5, lambda: deliver(event, client=Client()))

    assert [getattr(r, "status_code", r) for r in results] == [200] * 5
    assert PaymentEvent.objects.filter(event_id=event["id"]).count() == 1
    subscription = Subscription.objects.get(user=user)
    assert subscription.is_active
    assert subscription.provider_subscription_id == "sub_123"


def test_a_double_click_on_pay_fulfils_once(require_services):
    user = make_user(email="race-pay@acme-industries.com")
    session = open_checkout_session(user, provider="local")
    path = f"/checkout/local/{session.pk}"

    results = run_together(4, lambda: Client().post(path, {"action": "pay"}))

    assert [getattr(r, "status_code", r) for r in results] == [302] * 4
    assert Subscription.objects.filter(user=user).count() == 1
    assert Subscription.objects.get(user=user).is_active
    session.refresh_from_db()
    assert session.status == CheckoutSession.Status.COMPLETED
