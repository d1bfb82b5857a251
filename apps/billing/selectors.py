"""Reads of the billing context, including what the user object shows of the plan."""

from django.conf import settings
from django.utils import timezone

from apps.billing.models import PricingPlan, Subscription
from apps.billing.plans import PLANS
from apps.core.versioned import LocalCache, VersionKey

# The plans are fixed data (plans.py, loaded by a data migration, read-only in the back
# office), so the Free plan's name needs no query on every user object.
FREE_PLAN_NAME = next(plan["name"] for plan in PLANS if plan["id"] == PricingPlan.FREE)


def pricing_plans_for(*, user) -> list[PricingPlan]:
    """Plans shown on the pricing page: the admin-only Test plan only to admins."""
    plans = PricingPlan.objects.all()
    if not (user and user.is_authenticated and user.is_verified and user.is_admin):
        plans = plans.filter(is_admin_only=False)
    return list(plans)


def subscription_active_of(*, user) -> Subscription | None:
    subscription = Subscription.objects.select_related("plan").filter(user=user).first()
    return subscription if subscription is not None and subscription.is_active else None


def current_plan_id(*, user) -> int | None:
    """The plan the pricing page marks as the user's (Free without an active one); None
    when signed out."""
    if not (user and user.is_authenticated):
        return None
    subscription = subscription_active_of(user=user)
    return subscription.plan_id if subscription else PricingPlan.FREE


def subscription_summary(*, user) -> dict:
    """`user.subscription` of spec section 3. Free (or an ended plan) reads as the Free plan."""
    subscription = subscription_active_of(user=user)
    if subscription is None:
        return {
            "pricingPlanId": PricingPlan.FREE,
            "pricingPlanName": FREE_PLAN_NAME,
            "endDate": None,
            "tokensQuota": 0,
            "tokensUsed": 0,
            "isActive": False,
            "billingPeriod": None,
        }
    return {
        "pricingPlanId": subscription.plan_id,
        "pricingPlanName": subscription.plan.name,
        "endDate": subscription.current_period_end,
        "tokensQuota": subscription.credits_quota,
        "tokensUsed": subscription.credits_used,
        "isActive": True,
        "billingPeriod": subscription.billing_period,
    }


def search_credits_available(*, user) -> int:
    subscription = subscription_active_of(user=user)
    return subscription.credits_available if subscription else 0


def user_has_active_subscription(*, user) -> bool:
    return subscription_active_of(user=user) is not None


# When each recent viewer's active plan ends (False: none), valid while the viewer's plan
# version token is unchanged (apps/core/versioned.py; apps/billing/receivers.py bumps it).
PLAN_ENDS = LocalCache("plan-ends", size=settings.VERSIONED_CACHE_SESSIONS)


# A user's plan (apps/billing/receivers.py bumps it).
PLAN_KEY = VersionKey("plan")
plan_version_key = PLAN_KEY.key


# What user_plan_active asks the database when the caller did not read it already.
_UNREAD = object()


def plan_end_sql(quote) -> tuple[str, list]:
    """A scalar subquery (SQL, its parameters after the user id's `%s`) answering when the user's
    active plan ends, NULL without one: user_plan_active's question asked inside another query
    (the company detail's, apps/companies/selectors.py), so it costs no round trip of its own.
    The end is compared with the clock by user_plan_active (`known_end`)."""
    table = quote(Subscription._meta.db_table)
    user = quote(Subscription._meta.get_field("user").column)
    status = quote(Subscription._meta.get_field("status").column)
    end = quote(Subscription._meta.get_field("current_period_end").column)
    sql = f"(SELECT s.{end} FROM {table} s WHERE s.{user} = %s AND s.{status} = %s)"  # noqa: S608 (model names)
    return sql, [Subscription.Status.ACTIVE]


def user_plan_active(*, user, tokens: tuple, known_end=_UNREAD) -> bool:
    """user_has_active_subscription, from this process's memory while `tokens` (of
    plan_version_key(user.pk), read by the caller with the tokens it needs) is unchanged.
    `known_end`: what plan_end_sql answered for the user in the caller's own query (None: no
    active plan), read after the tokens: no query then."""
    ends = PLAN_ENDS.get(user.pk, tokens)
    if ends is None and known_end is not _UNREAD:
        ends = known_end if known_end is not None else False
        PLAN_ENDS.set(user.pk, tokens, ends)
    if ends is None:
        subscription = subscription_active_of(user=user)
        ends = subscription.current_period_end if subscription is not None else False
        PLAN_ENDS.set(user.pk, tokens, ends)
    # A plan ends by the clock, with no write: the end is compared with now at each read.
    return ends is not False and ends > timezone.now()


def active_subscriptions_of_plan(*, plan_id: int):
    """The active subscriptions (status active, period not over) of one plan."""
    return Subscription.objects.filter(
        plan_id=plan_id, status=Subscription.Status.ACTIVE, current_period_end__gt=timezone.now()
    ).select_related("plan")


def user_ids_with_active_plan(*, user_ids) -> set[int]:
    """Which of these users hold an active plan now (one query, for any number of users)."""
    return set(
        Subscription.objects.filter(
            user_id__in=list(user_ids), status=Subscription.Status.ACTIVE, current_period_end__gt=timezone.now()
        ).values_list("user_id", flat=True)
    )
