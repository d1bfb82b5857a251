"""POST /api/payments/webhook: Stripe events, signed as Stripe signs them, applied exactly once
and in the right order whatever order they arrive in."""

import time
from datetime import timedelta

import pytest
import stripe
from django.test import Client
from django.utils import timezone

from apps.billing.models import CheckoutSession, PaymentEvent, Subscription
from apps.billing.tests.helpers import (
    GROWTH,
    WEBHOOK_SECRET,
    checkout_completed_event,
    error,
    from_unix,
    invoice_paid_event,
    months_after,
    open_checkout_session,
    payload_of,
    stripe_event,
    stripe_signature,
    subscribe,
    subscription_event,
    subscription_metadata,
    unix,
    user_url,
)

pytestmark = pytest.mark.django_db

RECEIVED = {"received": True}
BAD_SIGNATURE = error(400, "Invalid webhook signature.", code="invalidSignature")


def now_unix() -> int:
    return int(time.time())


@pytest.fixture
def session(user):
    """An open Stripe checkout of Growth Mode, monthly, for `user`."""
    return open_checkout_session(user, provider="stripe")


@pytest.fixture
def active(user, deliver, session):
    """`user` holds Growth Mode through Stripe subscription sub_123, activated by the checkout
    event created 10 minutes ago."""
    created = now_unix() - 600
    response = deliver(checkout_completed_event(session, created=created))
    assert response.status_code == 200, response.content
    subscription = Subscription.objects.get(user=user)
    assert subscription.is_active
    return subscription


def nothing_recorded():
    return not PaymentEvent.objects.exists() and not Subscription.objects.exists()


# --- the signature --------------------------------------------------------------------------


def test_our_signer_is_stripes():
    payload = payload_of(stripe_event("ping", {}, created=1763774400))

    assert stripe_signature(payload, timestamp=1763774400) == stripe.WebhookSignature.generate_signature_header(
        payload, WEBHOOK_SECRET, timestamp=1763774400
    )


def test_checkout_completed_activates_growth(deliver, session, user, client_for):
    created = now_unix() - 30
    event = checkout_completed_event(session, created=created)

    response = deliver(event)

    assert response.status_code == 200, response.content
    assert response.json() == RECEIVED
    subscription = Subscription.objects.get(user=user)
    assert subscription.plan_id == GROWTH
    assert subscription.status == Subscription.Status.ACTIVE
    assert subscription.is_active
    assert subscription.provider == "stripe"
    assert subscription.provider_subscription_id == "sub_123"
    assert subscription.provider_customer_id == "cus_123"
    assert (subscription.credits_quota, subscription.credits_used) == (100, 0)
    assert subscription.billing_period == "monthly"
    assert subscription.current_period_end == months_after(from_unix(created))
    assert subscription.last_event_at == from_unix(created)
    session.refresh_from_db()
    assert session.status == CheckoutSession.Status.COMPLETED
    assert session.completed_at is not None
    recorded = PaymentEvent.objects.get()
    assert (recorded.provider, recorded.event_id, recorded.event_type) == (
        "stripe",
        event["id"],
        "checkout.session.completed",
    )
    assert recorded.created_at == from_unix(created)
    assert recorded.payload["data"]["object"]["subscription"] == "sub_123"

    shown = client_for(user).get(user_url(user)).json()["subscription"]
    assert (shown["pricingPlanName"], shown["isActive"], shown["tokensQuota"], shown["tokensUsed"]) == (
        "Growth Mode",
        True,
        100,
        0,
    )


def test_a_yearly_checkout_runs_one_year(deliver, user):
    session = open_checkout_session(user, billing_period="yearly")
    created = now_unix() - 30

    deliver(checkout_completed_event(session, created=created))

    subscription = Subscription.objects.get(user=user)
    assert subscription.billing_period == "yearly"
    assert subscription.current_period_end == months_after(from_unix(created), 12)


def test_the_webhook_needs_no_api_key_but_a_signature(deliver, session):
    # `deliver` posts with a bare client: no X-Api-Key, no bearer token.
    assert deliver(checkout_completed_event(session, created=now_unix())).status_code == 200


@pytest.mark.parametrize(
    "how",
    ["other-secret", "tampered-body", "missing-header", "garbage-header", "no-v1-signature", "too-old"],
)
def test_a_bad_signature_is_400_and_changes_nothing(deliver, session, how):
    event = checkout_completed_event(session, created=now_unix())
    payload = payload_of(event)
    signature = {
        "other-secret": stripe_signature(payload, secret="whsec_attacker"),
        "tampered-body": stripe_signature(payload.replace('"sub_123"', '"sub_999"')),
        "missing-header": None,
        "garbage-header": "nonsense",
        "no-v1-signature": f"t={now_unix()},v0=abc",
        # Stripe's tolerance is 5 minutes: a captured delivery replayed later is refused.
        "too-old": stripe_signature(payload, timestamp=now_unix() - 301),
    }[how]

    response = deliver(raw=payload, signature=signature)

    assert response.status_code == 400
    assert response.json() == BAD_SIGNATURE
    assert nothing_recorded()
    session.refresh_from_db()
    assert session.status == CheckoutSession.Status.OPEN


def test_a_signature_just_inside_the_tolerance_is_accepted(deliver, session):
    event = checkout_completed_event(session, created=now_unix() - 280)

    assert deliver(event, timestamp=now_unix() - 280).status_code == 200
    assert Subscription.objects.get().is_active


def test_without_a_configured_secret_nothing_can_be_forged(deliver, settings, user):
    settings.STRIPE_WEBHOOK_SECRET = ""
    forged = invoice_paid_event(
        created=now_unix(),
        period_start=now_unix(),
        period_end=unix(timezone.now() + timedelta(days=3650)),
        billing_reason="subscription_create",
        metadata=subscription_metadata(user),
    )

    response = deliver(forged, secret="")

    assert response.status_code == 400
    assert response.json() == BAD_SIGNATURE
    assert nothing_recorded()


def test_a_signed_body_that_is_not_json_is_400(deliver):
    response = deliver(raw="this is not json")

    assert response.status_code == 400
    assert response.json() == BAD_SIGNATURE
    assert not PaymentEvent.objects.exists()


# --- exactly once ---------------------------------------------------------------------------


def test_the_same_checkout_event_delivered_five_times_fulfils_once(deliver, session, user):
    event = checkout_completed_event(session, created=now_unix() - 60)
    assert deliver(event).status_code == 200
    Subscription.objects.filter(user=user).update(credits_used=7)
    end = Subscription.objects.get(user=user).current_period_end

    retries = [deliver(event) for _ in range(4)]  # each retry is signed anew, as Stripe does

    assert [r.status_code for r in retries] == [200] * 4
    assert all(r.json() == RECEIVED for r in retries)
    assert PaymentEvent.objects.count() == 1
    subscription = Subscription.objects.get(user=user)
    assert subscription.credits_used == 7
    assert subscription.current_period_end == end


def test_the_same_renewal_delivered_five_times_resets_the_credits_once(deliver, active, user):
    start = unix(active.current_period_end)
    event = invoice_paid_event(
        created=now_unix() - 5, period_start=start, period_end=unix(months_after(from_unix(start)))
    )
    assert deliver(event).status_code == 200
    assert Subscription.objects.get(user=user).credits_used == 0
    Subscription.objects.filter(user=user).update(credits_used=7)

    retries = [deliver(event) for _ in range(4)]

    assert [r.status_code for r in retries] == [200] * 4
    assert PaymentEvent.objects.filter(event_id=event["id"]).count() == 1
    assert Subscription.objects.get(user=user).credits_used == 7


# --- renewals -------------------------------------------------------------------------------


@pytest.mark.parametrize("new_shape", [False, True], ids=["subscription-field", "parent-subscription-details"])
def test_a_renewal_moves_the_period_on_and_resets_the_credits(deliver, active, user, new_shape):
    Subscription.objects.filter(user=user).update(credits_used=42)
    start = unix(active.current_period_end)
    new_end = unix(months_after(from_unix(start)))
    event = invoice_paid_event(
        created=now_unix() - 5,
        period_start=start,
        period_end=new_end,
        new_shape=new_shape,
        metadata=subscription_metadata(user),
    )

    response = deliver(event)

    assert response.status_code == 200, response.content
    subscription = Subscription.objects.get(user=user)
    assert subscription.current_period_end == from_unix(new_end)
    assert subscription.credits_used == 0
    assert subscription.credits_quota == 100
    assert subscription.status == Subscription.Status.ACTIVE
    assert subscription.provider_subscription_id == "sub_123"


def test_invoice_paid_and_invoice_payment_succeeded_of_one_renewal_reset_the_credits_once(deliver, active, user):
    """Stripe sends both invoice.paid and invoice.payment_succeeded (two events, two ids) for
    every paid invoice, and both are handled. The credits of the new period must start over
    once: credits spent between the two deliveries (or before a late retry of the second)
    must stay spent."""
    start = unix(active.current_period_end)
    new_end = unix(months_after(from_unix(start)))
    paid = invoice_paid_event(created=now_unix() - 5, period_start=start, period_end=new_end)
    succeeded = {**paid, "id": f"{paid['id']}_ps", "type": "invoice.payment_succeeded"}
    assert deliver(paid).status_code == 200
    assert Subscription.objects.get(user=user).credits_used == 0
    Subscription.objects.filter(user=user).update(credits_used=30)

    assert deliver(succeeded).status_code == 200

    subscription = Subscription.objects.get(user=user)
    assert PaymentEvent.objects.filter(event_type__in=["invoice.paid", "invoice.payment_succeeded"]).count() == 2
    assert subscription.current_period_end == from_unix(new_end)
    assert subscription.credits_used == 30


def test_the_first_invoice_does_not_reset_the_credits(deliver, active, user):
    Subscription.objects.filter(user=user).update(credits_used=5)
    start = unix(active.last_event_at)
    event = invoice_paid_event(
        created=now_unix() - 5,
        period_start=start,
        period_end=unix(months_after(from_unix(start))),
        billing_reason="subscription_create",
    )

    assert deliver(event).status_code == 200

    assert Subscription.objects.get(user=user).credits_used == 5


def test_a_renewal_revives_a_plan_the_expiry_job_ended(deliver, active, user):
    """Stripe finalizes renewal invoices about an hour after the period ends: by then the
    expiry job has ended the plan, and the paid invoice must bring it back."""
    from apps.billing.services import subscriptions_expire

    Subscription.objects.filter(user=user).update(current_period_end=timezone.now() - timedelta(minutes=30))
    assert subscriptions_expire() == 1
    start = unix(timezone.now() - timedelta(minutes=30))
    new_end = unix(months_after(from_unix(start)))

    deliver(invoice_paid_event(created=now_unix(), period_start=start, period_end=new_end))

    subscription = Subscription.objects.get(user=user)
    assert subscription.status == Subscription.Status.ACTIVE
    assert subscription.is_active
    assert subscription.current_period_end == from_unix(new_end)


@pytest.mark.parametrize("new_shape", [False, True], ids=["subscription-field", "parent-subscription-details"])
def test_a_first_invoice_arriving_before_the_checkout_event_activates_and_is_not_undone(
    deliver, session, user, new_shape
):
    checkout_created = now_unix() - 120
    invoice_created = checkout_created + 2
    period_start = checkout_created - 1
    period_end = unix(months_after(from_unix(period_start)))
    invoice = invoice_paid_event(
        created=invoice_created,
        period_start=period_start,
        period_end=period_end,
        billing_reason="subscription_create",
        metadata=subscription_metadata(user, session=session),
        new_shape=new_shape,
    )

    assert deliver(invoice).status_code == 200

    subscription = Subscription.objects.get(user=user)
    assert subscription.is_active
    assert subscription.plan_id == GROWTH
    assert subscription.provider_subscription_id == "sub_123"
    assert subscription.provider_customer_id == "cus_123"
    assert subscription.current_period_end == from_unix(period_end)
    assert (subscription.credits_quota, subscription.credits_used) == (100, 0)

    Subscription.objects.filter(user=user).update(credits_used=4)
    assert deliver(checkout_completed_event(session, created=checkout_created)).status_code == 200

    subscription = Subscription.objects.get(user=user)
    assert subscription.is_active
    assert subscription.current_period_end == from_unix(period_end)
    assert subscription.credits_used == 4
    assert subscription.provider_subscription_id == "sub_123"
    assert PaymentEvent.objects.count() == 2
    session.refresh_from_db()
    assert session.status == CheckoutSession.Status.COMPLETED


def test_an_invoice_for_an_unknown_subscription_without_metadata_changes_nothing(deliver):
    start = now_unix()
    event = invoice_paid_event(
        created=start, period_start=start, period_end=start + 30 * 86400, subscription="sub_other"
    )

    assert deliver(event).status_code == 200

    assert PaymentEvent.objects.count() == 1
    assert not Subscription.objects.exists()


# --- out of order ---------------------------------------------------------------------------


def test_a_cancellation_delivered_before_an_older_renewal_stays_canceled(deliver, active, user, client_for):
    t0 = unix(active.last_event_at)
    t1, t2 = t0 + 60, t0 + 120
    end_before = active.current_period_end
    start = unix(active.current_period_end)
    renewal = invoice_paid_event(created=t1, period_start=start, period_end=unix(months_after(from_unix(start))))
    deleted = subscription_event("customer.subscription.deleted", created=t2)

    assert deliver(deleted).status_code == 200
    assert deliver(renewal).status_code == 200

    subscription = Subscription.objects.get(user=user)
    assert subscription.status == Subscription.Status.CANCELED
    assert not subscription.is_active
    assert subscription.current_period_end == end_before
    assert subscription.last_event_at == from_unix(t2)
    shown = client_for(user).get(user_url(user)).json()["subscription"]
    assert shown == {
        "pricingPlanId": 4,
        "pricingPlanName": "Free",
        "endDate": None,
        "tokensQuota": 0,
        "tokensUsed": 0,
        "isActive": False,
        "billingPeriod": None,
    }


def test_an_older_checkout_event_does_not_revive_a_canceled_plan(deliver, session, user):
    t1 = now_unix() - 100
    subscribe(user, status="canceled", last_event_at=from_unix(t1 + 50))

    assert deliver(checkout_completed_event(session, created=t1)).status_code == 200

    assert Subscription.objects.get(user=user).status == Subscription.Status.CANCELED


def test_an_older_renewal_arriving_after_a_newer_one_does_not_move_the_period_back(deliver, active, user):
    t0 = unix(active.last_event_at)
    start1 = unix(active.current_period_end)
    end1 = unix(months_after(from_unix(start1)))
    end2 = unix(months_after(from_unix(start1), 2))
    older = invoice_paid_event(created=t0 + 60, period_start=start1, period_end=end1)
    newer = invoice_paid_event(created=t0 + 120, period_start=end1, period_end=end2)

    assert deliver(newer).status_code == 200
    Subscription.objects.filter(user=user).update(credits_used=9)
    assert deliver(older).status_code == 200

    subscription = Subscription.objects.get(user=user)
    assert subscription.current_period_end == from_unix(end2)
    assert subscription.credits_used == 9
    assert subscription.last_event_at == from_unix(t0 + 120)


# --- subscription updates and other events ---------------------------------------------------


@pytest.mark.parametrize("status", ["canceled", "unpaid", "incomplete_expired"])
def test_an_update_to_an_ended_status_ends_the_plan(deliver, active, user, status):
    event = subscription_event("customer.subscription.updated", created=now_unix(), status=status)

    assert deliver(event).status_code == 200

    assert Subscription.objects.get(user=user).status == Subscription.Status.CANCELED
    assert not Subscription.objects.get(user=user).is_active


@pytest.mark.parametrize("status", ["active", "past_due", "trialing"])
def test_an_update_to_a_live_status_keeps_the_plan(deliver, active, user, status):
    event = subscription_event(
        "customer.subscription.updated", created=now_unix(), status=status, cancel_at_period_end=True
    )

    assert deliver(event).status_code == 200

    subscription = Subscription.objects.get(user=user)
    assert subscription.status == Subscription.Status.ACTIVE
    assert subscription.current_period_end == active.current_period_end


def test_deleting_an_unknown_subscription_is_recorded_and_answered(deliver, active, user):
    event = subscription_event("customer.subscription.deleted", created=now_unix(), subscription="sub_someone_else")

    assert deliver(event).status_code == 200

    assert PaymentEvent.objects.filter(event_id=event["id"]).exists()
    assert Subscription.objects.get(user=user).status == Subscription.Status.ACTIVE


def test_an_unrelated_event_is_recorded_and_answered_200(deliver, active, user):
    event = stripe_event(
        "customer.created",
        {"id": "cus_456", "object": "customer", "email": "someone@globex-systems.com", "livemode": False},
        created=now_unix(),
    )

    response = deliver(event)

    assert response.status_code == 200
    assert response.json() == RECEIVED
    recorded = PaymentEvent.objects.get(event_id=event["id"])
    assert recorded.event_type == "customer.created"
    assert recorded.payload["data"]["object"]["id"] == "cus_456"
    subscription = Subscription.objects.get(user=user)
    assert (subscription.status, subscription.current_period_end) == ("active", active.current_period_end)


def test_a_checkout_from_another_integration_is_recorded_and_answered_200(deliver, user):
    """The endpoint receives every checkout.session.completed of the Stripe account, also
    those of Payment Links, whose client_reference_id is free text (e.g. set from the link's
    ?client_reference_id= query parameter) and carries none of our metadata."""
    other = open_checkout_session(user, provider="stripe")
    event = checkout_completed_event(
        other, created=now_unix(), client_reference_id="promo-summit-2026", metadata={}, subscription="sub_link_1"
    )

    response = deliver(event, client=Client(raise_request_exception=False))

    assert response.status_code == 200, response.content[:300]
    assert PaymentEvent.objects.filter(event_id=event["id"]).exists()
    assert not Subscription.objects.exists()
