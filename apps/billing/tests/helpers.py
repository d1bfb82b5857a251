"""Constants, factories and Stripe-shaped event builders shared by the billing tests."""

import hashlib
import hmac
import json
import time
import uuid
from datetime import UTC, datetime, timedelta

from dateutil.relativedelta import relativedelta
from django.utils import timezone

from apps.billing.models import CheckoutSession, PricingPlan, Subscription
from apps.core.testing import NOT_ADMIN, NOT_AUTHENTICATED, NOT_VERIFIED, error, user_url  # noqa: F401

PLANS = "/api/pricing-plans"
CHECKOUT = "/api/payments/checkout"
WEBHOOK = "/api/payments/webhook"

SUCCESS_URL = "http://testserver/payments/success"
CANCEL_URL = "http://testserver/payments/cancel"

FREE, GROWTH, PARTNER_PRO, TEST = PricingPlan.FREE, PricingPlan.GROWTH, PricingPlan.PARTNER_PRO, PricingPlan.TEST

WEBHOOK_SECRET = "whsec_test"
# Invoices changed shape in 2025-03-31.basil: `subscription` moved under
# parent.subscription_details. Events carry the API version of the endpoint.
OLD_API_VERSION = "2024-06-20"
NEW_API_VERSION = "2025-03-31.basil"


def checkout_body(plan_id=GROWTH, **overrides):
    body = {"pricingPlanId": plan_id, "successUrl": SUCCESS_URL, "cancelUrl": CANCEL_URL}
    body.update(overrides)
    return {key: value for key, value in body.items() if value is not ...}


def unix(moment: datetime) -> int:
    return int(moment.timestamp())


def from_unix(value: int) -> datetime:
    return datetime.fromtimestamp(value, tz=UTC)


def subscribe(
    user,
    plan_id=GROWTH,
    *,
    ends_at=None,
    credits_used=0,
    status=Subscription.Status.ACTIVE,
    provider=Subscription.Provider.STRIPE,
    subscription_id="sub_123",
    customer_id="cus_123",
    billing_period="monthly",
    last_event_at=None,
) -> Subscription:
    """A subscription row as fulfilment leaves it (quota from the plan)."""
    plan = PricingPlan.objects.get(pk=plan_id)
    return Subscription.objects.create(
        user=user,
        plan=plan,
        status=status,
        billing_period=billing_period,
        current_period_end=ends_at or timezone.now() + timedelta(days=20),
        credits_quota=plan.credits_quota,
        credits_used=credits_used,
        provider=provider,
        provider_subscription_id=subscription_id,
        provider_customer_id=customer_id,
        last_event_at=last_event_at,
    )


def open_checkout_session(user, plan_id=GROWTH, *, billing_period="monthly", provider="stripe", **fields):
    plan = PricingPlan.objects.get(pk=plan_id)
    now = timezone.now()
    values = {
        "user": user,
        "plan": plan,
        "billing_period": billing_period,
        "amount": plan.price_for(billing_period),
        "currency": plan.currency,
        "provider": provider,
        "provider_session_id": "cs_test_1" if provider == "stripe" else "",
        "success_url": SUCCESS_URL,
        "cancel_url": CANCEL_URL,
        "expires_at": now + timedelta(hours=24),
    }
    values.update(fields)
    return CheckoutSession.objects.create(**values)


# --- Stripe webhooks ------------------------------------------------------------------------


def stripe_signature(payload: str, *, secret=WEBHOOK_SECRET, timestamp=None) -> str:
    """The Stripe-Signature header exactly as Stripe computes it:
    t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed with the endpoint secret>."""
    timestamp = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode(), f"{timestamp}.{payload}".encode(), hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def stripe_event(event_type, obj, *, created, event_id=None, api_version=NEW_API_VERSION) -> dict:
    """An event envelope of the recorded shape."""
    return {
        "id": event_id or f"evt_{uuid.uuid4().hex[:24]}",
        "object": "event",
        "api_version": api_version,
        "created": created,
        "data": {"object": obj},
        "livemode": False,
        "pending_webhooks": 1,
        "request": {"id": None, "idempotency_key": None},
        "type": event_type,
    }


def subscription_metadata(user, plan_id=GROWTH, billing_period="monthly", session=None) -> dict:
    """What our checkout puts on the Stripe session and subscription (apps/billing/providers.py)."""
    metadata = {"user_id": str(user.pk), "plan_id": str(plan_id), "billing_period": billing_period}
    if session is not None:
        metadata["checkout_session_id"] = str(session.pk)
    return metadata


def checkout_completed_event(
    session, *, created, subscription="sub_123", customer="cus_123", metadata=None, client_reference_id=..., **extra
) -> dict:
    metadata = (
        subscription_metadata(session.user, session.plan_id, session.billing_period, session)
        if (metadata is None)
        else metadata
    )
    obj = {
        "id": session.provider_session_id or "cs_test_1",
        "object": "checkout.session",
        "after_expiration": None,
        "allow_promotion_codes": None,
        "amount_subtotal": int(session.amount * 100),
        "amount_total": int(session.amount * 100),
        "billing_address_collection": None,
        "cancel_url": session.cancel_url,
        "client_reference_id": str(session.pk) if client_reference_id is ... else client_reference_id,
        "created": created - 60,
        "currency": session.currency.lower(),
        "customer": customer,
        "customer_creation": "always",
        "customer_details": {"email": session.user.email, "name": session.user.full_name, "tax_exempt": "none"},
        "customer_email": session.user.email,
        "expires_at": created + 23 * 3600,
        "invoice": "in_1QxFirstInvoice",
        "livemode": False,
        "metadata": metadata,
        "mode": "subscription",
        "payment_intent": None,
        "payment_method_types": ["card"],
        "payment_status": "paid",
        "status": "complete",
        "submit_type": None,
        "subscription": subscription,
        "success_url": f"{session.success_url}?session_id={{CHECKOUT_SESSION_ID}}",
        "url": None,
    }
    return stripe_event("checkout.session.completed", obj, created=created, **extra)


def invoice_paid_event(
    *,
    created,
    period_start,
    period_end,
    billing_reason="subscription_cycle",
    subscription="sub_123",
    customer="cus_123",
    metadata=None,
    new_shape=False,
    amount=10700,
    **extra,
) -> dict:
    """An `invoice.paid` of the recorded shape. For a renewal, Stripe's invoice-level
    period_start/period_end are the period just billed in arrears (they end when the new
    period starts); the line item carries the period being paid for."""
    line = {
        "id": f"il_{uuid.uuid4().hex[:20]}",
        "object": "line_item",
        "amount": amount,
        "currency": "usd",
        "description": "1 × Growth Mode (at $107.00 / month)",
        "livemode": False,
        "metadata": metadata or {},
        "period": {"start": period_start, "end": period_end},
        "quantity": 1,
    }
    obj = {
        "id": f"in_{uuid.uuid4().hex[:20]}",
        "object": "invoice",
        "amount_due": amount,
        "amount_paid": amount,
        "amount_remaining": 0,
        "attempt_count": 1,
        "billing_reason": billing_reason,
        "collection_method": "charge_automatically",
        "created": created - 5,
        "currency": "usd",
        "customer": customer,
        "customer_email": "member@acme-industries.com",
        "livemode": False,
        "period_start": period_start - (period_end - period_start)
        if billing_reason == "subscription_cycle"
        else period_start,
        "period_end": period_start,
        "status": "paid",
        "status_transitions": {"paid_at": created - 2, "finalized_at": created - 4},
        "total": amount,
    }
    if new_shape:
        line["parent"] = {
            "type": "subscription_item_details",
            "subscription_item_details": {
                "subscription": subscription,
                "subscription_item": "si_123",
                "proration": False,
            },
            "invoice_item_details": None,
        }
        obj["parent"] = {
            "type": "subscription_details",
            "quote_details": None,
            "subscription_details": {"metadata": metadata or {}, "subscription": subscription},
        }
        api_version = NEW_API_VERSION
    else:
        line["subscription"] = subscription
        line["type"] = "subscription"
        obj["subscription"] = subscription
        obj["subscription_details"] = {"metadata": metadata or {}}
        obj["paid"] = True
        api_version = OLD_API_VERSION
    obj["lines"] = {
        "object": "list",
        "data": [line],
        "has_more": False,
        "total_count": 1,
        "url": f"/v1/invoices/{obj['id']}/lines",
    }
    extra.setdefault("api_version", api_version)
    return stripe_event("invoice.paid", obj, created=created, **extra)


def subscription_event(event_type, *, created, status="canceled", subscription="sub_123", customer="cus_123", **fields):
    obj = {
        "id": subscription,
        "object": "subscription",
        "cancel_at": None,
        "cancel_at_period_end": False,
        "canceled_at": created if status == "canceled" else None,
        "collection_method": "charge_automatically",
        "created": created - 86400 * 20,
        "currency": "usd",
        "customer": customer,
        "ended_at": created if status == "canceled" else None,
        "items": {"object": "list", "data": [], "has_more": False, "total_count": 0},
        "livemode": False,
        "metadata": {},
        "status": status,
    }
    obj.update(fields)
    return stripe_event(event_type, obj, created=created)


def months_after(moment: datetime, months=1) -> datetime:
    return moment + relativedelta(months=months)


def payload_of(event: dict) -> str:
    return json.dumps(event, separators=(",", ":"))
