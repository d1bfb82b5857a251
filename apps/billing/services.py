"""Writes of the billing context: checkout, fulfilment (exactly once), renewal, expiry,
grants and the atomic spending of search credits."""

import uuid
from datetime import UTC, datetime, timedelta
from functools import partial
from urllib.parse import urlsplit

from dateutil.relativedelta import relativedelta
from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from apps.accounts.selectors import user_get
from apps.accounts.services import admin_audit_record
from apps.billing import errors, providers
from apps.billing.models import BillingPeriod, CheckoutSession, PaymentEvent, PricingPlan, Subscription
from apps.billing.plans import PLANS
from apps.billing.signals import subscription_paid

# The titles the checkout refuses with (apps/billing/errors.py), by their former names.
PLAN_UNKNOWN = errors.PLAN_UNKNOWN.title
PLAN_FREE = errors.PLAN_FREE.title
PLAN_CUSTOM = errors.CONTACT_SALES.title
PLAN_ADMIN_ONLY = errors.PLAN_ADMIN_ONLY.title
URL_FOREIGN = errors.RETURN_URL_FOREIGN.title


def period_end_from(start: datetime, billing_period: str) -> datetime:
    return start + (relativedelta(years=1) if billing_period == BillingPeriod.YEARLY else relativedelta(months=1))


def _origin(url: str) -> str:
    parts = urlsplit(url or "")
    return f"{parts.scheme}://{parts.netloc}".lower() if parts.scheme in ("http", "https") and parts.netloc else ""


@transaction.atomic
def checkout_start(
    *, user, plan_id: int, billing_period: str, success_url: str, cancel_url: str, allowed_origins: set[str]
) -> str:
    """Opens a checkout for a paid, purchasable plan and answers the URL to send the member to.

    Refuses unknown plans, Free, custom-priced plans (contact sales), admin-only plans for
    non-admins, and return addresses outside this site (an open redirect otherwise)."""
    plan = PricingPlan.objects.filter(pk=plan_id).first()
    if plan is None:
        raise errors.PLAN_UNKNOWN.error(errors={"pricingPlanId": [PLAN_UNKNOWN]})
    if plan.is_free:
        raise errors.PLAN_FREE.error(errors={"pricingPlanId": [PLAN_FREE]})
    if plan.is_custom_pricing:
        raise errors.CONTACT_SALES.error(errors={"pricingPlanId": [PLAN_CUSTOM]})
    if plan.is_admin_only and not user.is_admin:
        raise errors.PLAN_ADMIN_ONLY.error()
    allowed = {origin.lower() for origin in allowed_origins if origin}
    foreign = {
        field: [URL_FOREIGN]
        for field, url in (("successUrl", success_url), ("cancelUrl", cancel_url))
        if _origin(url) not in allowed
    }
    if foreign:
        raise errors.RETURN_URL_FOREIGN.error(errors=foreign)
    current = subscription_of(user=user)
    if current is not None and current.is_active and current.plan_id == plan.pk:
        raise errors.ALREADY_SUBSCRIBED.error(plan=plan.name, date=f"{current.current_period_end:%b %d, %Y}")

    provider = providers.checkout_provider()
    now = timezone.now()
    session = CheckoutSession.objects.create(
        user=user,
        plan=plan,
        billing_period=billing_period,
        amount=plan.price_for(billing_period),
        currency=plan.currency,
        provider=provider.name,
        success_url=success_url,
        cancel_url=cancel_url,
        expires_at=now + timedelta(hours=settings.CHECKOUT_SESSION_TTL_HOURS),
    )
    started = provider.checkout_start(session=session)
    if started.provider_session_id:
        session.provider_session_id = started.provider_session_id
        session.save(update_fields=["provider_session_id"])
    return started.url


def subscription_of(*, user) -> Subscription | None:
    return Subscription.objects.select_related("plan").filter(user=user).first()


def _is_stale(subscription: Subscription, event_at: datetime | None) -> bool:
    return bool(event_at and subscription.last_event_at and event_at < subscription.last_event_at)


def subscription_activate(
    *,
    user,
    plan: PricingPlan,
    billing_period: str,
    period_end: datetime,
    provider: str,
    customer_id: str = "",
    subscription_id: str = "",
    event_at: datetime | None = None,
) -> Subscription:
    """The one fulfilment path (webhook, built-in checkout, staff grant): the member holds
    `plan` until `period_end` with a fresh credit quota."""
    with transaction.atomic():
        subscription = Subscription.objects.select_for_update().filter(user=user).first()
        if subscription is not None and _is_stale(subscription, event_at):
            return subscription
        if subscription is None:
            subscription = Subscription(user=user)
        subscription.plan = plan
        subscription.status = Subscription.Status.ACTIVE
        subscription.billing_period = billing_period
        subscription.current_period_end = period_end
        subscription.credits_quota = plan.credits_quota
        subscription.credits_used = 0
        subscription.provider = provider
        subscription.provider_customer_id = customer_id or subscription.provider_customer_id
        subscription.provider_subscription_id = subscription_id
        subscription.last_event_at = event_at or subscription.last_event_at
        subscription.save()
        transaction.on_commit(partial(subscription_paid.send, sender=Subscription, subscription=subscription))
        return subscription


def subscription_renew(*, subscription: Subscription, period_end: datetime, reset_usage: bool, event_at=None):
    """A paid invoice: the period moves on and, on a renewal, the credits start over."""
    with transaction.atomic():
        subscription = Subscription.objects.select_for_update().get(pk=subscription.pk)
        if _is_stale(subscription, event_at):
            return subscription
        # Stripe sends invoice.paid and invoice.payment_succeeded for one invoice: credits
        # start over only when the period really moves on, never twice for one renewal.
        advanced = period_end > subscription.current_period_end
        subscription.status = Subscription.Status.ACTIVE
        subscription.current_period_end = max(period_end, subscription.current_period_end)
        subscription.credits_quota = subscription.plan.credits_quota
        if reset_usage and advanced:
            subscription.credits_used = 0
        subscription.last_event_at = event_at or subscription.last_event_at
        subscription.save()
        transaction.on_commit(partial(subscription_paid.send, sender=Subscription, subscription=subscription))
        return subscription


def subscription_cancel(*, subscription: Subscription, event_at=None) -> Subscription:
    with transaction.atomic():
        subscription = Subscription.objects.select_for_update().get(pk=subscription.pk)
        if _is_stale(subscription, event_at):
            return subscription
        subscription.status = Subscription.Status.CANCELED
        subscription.last_event_at = event_at or subscription.last_event_at
        subscription.save(update_fields=["status", "last_event_at", "updated_at"])
        return subscription


def subscriptions_expire(*, now: datetime | None = None) -> int:
    """Ends every active subscription whose period is over. Safe to run any number of times."""
    now = now or timezone.now()
    return Subscription.objects.filter(status=Subscription.Status.ACTIVE, current_period_end__lte=now).update(
        status=Subscription.Status.EXPIRED, updated_at=now
    )


def subscription_grant(*, user, plan: PricingPlan, days: int | None = None) -> Subscription:
    """Staff grant (ops command): the plan for `days` days, or one month."""
    now = timezone.now()
    period_end = now + timedelta(days=days) if days else period_end_from(now, BillingPeriod.MONTHLY)
    return subscription_activate(
        user=user, plan=plan, billing_period=BillingPeriod.MONTHLY, period_end=period_end, provider="manual"
    )


@transaction.atomic
def subscription_grant_by_admin(*, actor, user_id: int, plan_id: int, days: int) -> Subscription:
    """An admin grants a paid plan for `days` days from now, with a fresh credit quota,
    replacing any plan the user holds (the admin area's users table, issue 10); audited."""
    user = user_get(user_id=user_id)
    if user is None:
        raise errors.USER_NOT_FOUND.error()
    plan = PricingPlan.objects.exclude(pk=PricingPlan.FREE).filter(pk=plan_id).first()
    if plan is None:
        raise errors.PLAN_UNKNOWN.error()
    subscription = subscription_grant(user=user, plan=plan, days=days)
    admin_audit_record(
        actor=actor,
        action="user.grantPlan",
        target_type="user",
        target_id=user.pk,
        target_label=user.email,
        details={
            "pricingPlanId": plan.pk,
            "pricingPlanName": plan.name,
            "days": days,
            "endDate": subscription.current_period_end.isoformat(),
        },
    )
    return subscription


# --- the built-in checkout (local provider) ------------------------------------------------


def checkout_session_open(*, session_id) -> CheckoutSession:
    session = CheckoutSession.objects.select_related("plan", "user").filter(pk=session_id).first()
    if session is None or session.provider != "local":
        raise errors.CHECKOUT_NOT_FOUND.error()
    return session


def checkout_local_pay(*, session_id) -> CheckoutSession:
    """Pay on the built-in page: the same fulfilment as Stripe's webhook, exactly once."""
    with transaction.atomic():
        session = CheckoutSession.objects.select_for_update().select_related("plan", "user").get(pk=session_id)
        if session.status == CheckoutSession.Status.COMPLETED:
            return session
        if session.status != CheckoutSession.Status.OPEN or session.expires_at <= timezone.now():
            raise errors.CHECKOUT_ENDED.error()
        current = subscription_of(user=session.user)
        if current is not None and current.is_active and current.plan_id == session.plan_id:
            # Two checkouts opened before paying: the second must not charge again.
            raise errors.ALREADY_PAID.error(plan=session.plan.name)
        now = timezone.now()
        session.status = CheckoutSession.Status.COMPLETED
        session.completed_at = now
        session.save(update_fields=["status", "completed_at"])
        subscription_activate(
            user=session.user,
            plan=session.plan,
            billing_period=session.billing_period,
            period_end=period_end_from(now, session.billing_period),
            provider="local",
            subscription_id=f"local_{session.pk.hex}",
            event_at=now,
        )
        return session


def checkout_local_cancel(*, session_id) -> CheckoutSession:
    with transaction.atomic():
        session = CheckoutSession.objects.select_for_update().get(pk=session_id)
        if session.status == CheckoutSession.Status.OPEN:
            session.status = CheckoutSession.Status.CANCELED
            session.save(update_fields=["status"])
        return session


# --- Stripe webhook -------------------------------------------------------------------------


def _ts(value) -> datetime | None:
    return datetime.fromtimestamp(int(value), tz=UTC) if value else None


def _invoice_subscription(invoice: dict) -> tuple[str, dict]:
    """(subscription id, metadata) from an invoice, in both the old and new API shapes."""
    details = (invoice.get("parent") or {}).get("subscription_details") or invoice.get("subscription_details") or {}
    subscription_id = invoice.get("subscription") or details.get("subscription") or ""
    if isinstance(subscription_id, dict):
        subscription_id = subscription_id.get("id", "")
    return subscription_id, details.get("metadata") or {}


def _invoice_period_end(invoice: dict) -> datetime | None:
    lines = (invoice.get("lines") or {}).get("data") or []
    ends = [line.get("period", {}).get("end") for line in lines if line.get("period")]
    return _ts(max(ends)) if ends else _ts(invoice.get("period_end"))


def _activate_from_metadata(metadata: dict, *, period_end, customer_id, subscription_id, event_at):
    # Events of other integrations on the same Stripe account carry other metadata.
    user_id, plan_id = str(metadata.get("user_id") or ""), str(metadata.get("plan_id") or "")
    if not (user_id.isdigit() and plan_id.isdigit()):
        return None
    user = user_get(user_id=int(user_id))
    plan = PricingPlan.objects.filter(pk=int(plan_id)).first()
    if user is None or plan is None:
        return None
    return subscription_activate(
        user=user,
        plan=plan,
        billing_period=metadata.get("billing_period") or BillingPeriod.MONTHLY,
        period_end=period_end,
        provider="stripe",
        customer_id=customer_id,
        subscription_id=subscription_id,
        event_at=event_at,
    )


def _uuid_or_none(value):
    try:
        return uuid.UUID(str(value))
    except (TypeError, ValueError):
        return None


def _on_checkout_completed(obj: dict, event_at):
    metadata = obj.get("metadata") or {}
    if obj.get("payment_status") not in ("paid", "no_payment_required"):
        return  # e.g. a bank debit still clearing: the paid invoice will activate it
    session_id = _uuid_or_none(obj.get("client_reference_id"))
    session = CheckoutSession.objects.filter(pk=session_id).first() if session_id else None
    if session is not None and session.status != CheckoutSession.Status.COMPLETED:
        session.status = CheckoutSession.Status.COMPLETED
        session.completed_at = timezone.now()
        session.save(update_fields=["status", "completed_at"])
    billing_period = metadata.get("billing_period") or BillingPeriod.MONTHLY
    subscription_id = obj.get("subscription") or ""
    existing = (
        Subscription.objects.filter(provider_subscription_id=subscription_id).first() if subscription_id else None
    )
    if existing is not None and existing.status == Subscription.Status.ACTIVE:
        return  # the first invoice arrived earlier and already activated it
    # The exact period comes with the paid invoice; until then one period from the event.
    _activate_from_metadata(
        metadata,
        period_end=period_end_from(event_at or timezone.now(), billing_period),
        customer_id=obj.get("customer") or "",
        subscription_id=subscription_id,
        event_at=event_at,
    )


def _on_invoice_paid(obj: dict, event_at):
    subscription_id, metadata = _invoice_subscription(obj)
    period_end = _invoice_period_end(obj)
    if not subscription_id or period_end is None:
        return
    subscription = Subscription.objects.filter(provider_subscription_id=subscription_id).first()
    if subscription is None:
        _activate_from_metadata(
            metadata,
            period_end=period_end,
            customer_id=obj.get("customer") or "",
            subscription_id=subscription_id,
            event_at=event_at,
        )
        return
    subscription_renew(
        subscription=subscription,
        period_end=period_end,
        reset_usage=obj.get("billing_reason") == "subscription_cycle",
        event_at=event_at,
    )


def _on_subscription_ended(obj: dict, event_at):
    subscription = Subscription.objects.filter(provider_subscription_id=obj.get("id") or "").first()
    if subscription is not None:
        subscription_cancel(subscription=subscription, event_at=event_at)


def _on_subscription_updated(obj: dict, event_at):
    if obj.get("status") in ("canceled", "unpaid", "incomplete_expired"):
        _on_subscription_ended(obj, event_at)


STRIPE_HANDLERS = {
    "checkout.session.completed": _on_checkout_completed,
    "invoice.paid": _on_invoice_paid,
    "invoice.payment_succeeded": _on_invoice_paid,
    "customer.subscription.deleted": _on_subscription_ended,
    "customer.subscription.updated": _on_subscription_updated,
}


def stripe_event_process(*, payload: bytes, signature: str) -> bool:
    """Verifies and applies one Stripe event. Each event id is applied once: a replay
    answers False and changes nothing. A failure rolls everything back, so Stripe retries."""
    event = providers.stripe_event_verify(payload=payload, signature=signature)
    data = event.to_dict() if hasattr(event, "to_dict") else dict(event)
    event_at = _ts(data.get("created"))
    obj = (data.get("data") or {}).get("object") or {}
    try:
        with transaction.atomic():
            PaymentEvent.objects.create(
                provider="stripe",
                event_id=data["id"],
                event_type=data.get("type", ""),
                created_at=event_at,
                payload=data,
            )
            handler = STRIPE_HANDLERS.get(data.get("type", ""))
            if handler is not None:
                handler(obj, event_at)
    except IntegrityError:
        if PaymentEvent.objects.filter(provider="stripe", event_id=data["id"]).exists():
            return False
        raise
    return True


# --- search credits -------------------------------------------------------------------------


def search_credits_spend(*, user, amount: int) -> int:
    """Spends `amount` credits of the member's active subscription in one conditional
    UPDATE, so concurrent searches can never take the balance below zero. Answers the
    credits left; raises when the subscription is not active or too few remain."""
    if amount <= 0:
        raise ValueError("amount must be positive")
    now = timezone.now()
    spent = Subscription.objects.filter(
        user=user,
        status=Subscription.Status.ACTIVE,
        current_period_end__gt=now,
        credits_used__lte=F("credits_quota") - amount,
    ).update(credits_used=F("credits_used") + amount, updated_at=now)
    if not spent:
        raise search_credits_refusal(user=user, amount=amount)
    return subscription_of(user=user).credits_available


def search_credits_spend_sql(*, user_id: int, amount: int, now: datetime) -> tuple[str, list]:
    """search_credits_spend's conditional UPDATE as SQL (`RETURNING id`: one row when spent,
    none when refused), for a caller that writes in the same statement: discovery records a
    search and spends its credits in one round trip (a CTE), and the row lock and the re-check
    of the condition under concurrency are the UPDATE's, as above. When it returns no row,
    search_credits_refusal says why."""
    if amount <= 0:
        raise ValueError("amount must be positive")
    table = Subscription._meta.db_table
    sql = (
        f"UPDATE {table} SET credits_used = credits_used + %s, updated_at = %s "  # noqa: S608
        "WHERE user_id = %s AND status = %s AND current_period_end > %s AND credits_used <= credits_quota - %s "
        "RETURNING id"
    )
    return sql, [amount, now, user_id, Subscription.Status.ACTIVE.value, now, amount]


def search_credits_refusal(*, user, amount: int):
    """The error a refused spend of `amount` credits answers (no active plan, or too few
    credits left, with how many remain), for the caller to raise."""
    subscription = subscription_of(user=user)
    if subscription is None or not subscription.is_active:
        return errors.NO_SUBSCRIPTION.error()
    left = subscription.credits_available
    return errors.NOT_ENOUGH_CREDITS.error(left=left, amount=amount, extra={"availableSearchTokens": left})


# --- plans ----------------------------------------------------------------------------------


def pricing_plans_load() -> None:
    """Idempotent load of the fixed plans (the data migration does the same)."""
    for plan in PLANS:
        PricingPlan.objects.update_or_create(id=plan["id"], defaults={k: v for k, v in plan.items() if k != "id"})


def plan_resolve(value: str) -> PricingPlan:
    """A plan by id or by name (case-insensitive), for the ops commands."""
    plan = PricingPlan.objects.filter(pk=int(value)).first() if str(value).isdigit() else None
    plan = plan or PricingPlan.objects.filter(name__iexact=str(value).strip()).first()
    if plan is None:
        names = ", ".join(f"{p.id} {p.name}" for p in PricingPlan.objects.all())
        raise errors.PLAN_NOT_FOUND.error(value=value, names=names)
    return plan
