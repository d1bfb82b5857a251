"""factory_boy factories of the billing app: plans and subscriptions.

    SubscriptionFactory(user=u)                     u on Growth Mode, active for 20 more days
    SubscriptionFactory(user=u, plan=PricingPlanFactory.growth())   the same, explicitly
    SubscriptionFactory(user=u, expired=True)       the period is over (reads as Free)
    SubscriptionFactory(user=u, canceled=True)      ended by the provider
    PricingPlanFactory(name="Scale", price_monthly=499)   a new plan (ids from 100 up)

The plans of spec section 9 exist in every test database (a data migration loads them with
their fixed ids), so the factory fetches those instead of making copies.
"""

from datetime import timedelta
from decimal import Decimal

import factory
from django.utils import timezone
from factory.django import DjangoModelFactory

from apps.accounts.tests.factories import UserFactory
from apps.billing.models import BillingPeriod, PricingPlan, Subscription


class PricingPlanFactory(DjangoModelFactory):
    class Meta:
        model = PricingPlan
        django_get_or_create = ("id",)

    # Above the fixed ids of the migrated plans (1-4), so a new plan never takes theirs.
    id = factory.Sequence(lambda n: 100 + n)
    name = factory.Sequence(lambda n: f"Plan {n}")
    description = "A plan made by a test."
    price_monthly = Decimal("49.00")
    price_yearly = Decimal("490.00")
    credits_quota = 50
    sort_order = factory.SelfAttribute("id")

    @classmethod
    def growth(cls) -> PricingPlan:
        return PricingPlan.objects.get(pk=PricingPlan.GROWTH)


class SubscriptionFactory(DjangoModelFactory):
    class Meta:
        model = Subscription

    class Params:
        expired = factory.Trait(current_period_end=factory.LazyFunction(lambda: timezone.now() - timedelta(minutes=1)))
        canceled = factory.Trait(status=Subscription.Status.CANCELED)

    user = factory.SubFactory(UserFactory)
    plan = factory.LazyFunction(PricingPlanFactory.growth)
    status = Subscription.Status.ACTIVE
    billing_period = BillingPeriod.MONTHLY
    current_period_end = factory.LazyFunction(lambda: timezone.now() + timedelta(days=20))
    # The quota of the plan, as fulfilment copies it.
    credits_quota = factory.LazyAttribute(lambda o: o.plan.credits_quota)
    credits_used = 0
    provider = Subscription.Provider.MANUAL
