"""Billing in the back office: everything here is written by the billing services (checkout,
provider events, credits, expiry, grants), so staff read it; a plan is granted from the
user list ("Grant a plan", accounts admin), which calls `subscription_grant`."""

from django.contrib import admin

from apps.billing.models import CheckoutSession, PaymentEvent, PricingPlan, Subscription
from apps.core.admin import ServiceOwnedAdmin


@admin.register(PricingPlan)
class PricingPlanAdmin(ServiceOwnedAdmin):
    """The plans are the spec's, defined in apps/billing/plans.py (loaded by a data
    migration) and priced at the provider (STRIPE_PRICE_IDS): an edit here would make the
    pricing page disagree with what a buyer is charged."""

    list_display = ("id", "name", "price_monthly", "price_yearly", "currency", "tokens_quota", "is_admin_only")

    def has_delete_permission(self, request, obj=None):
        return False  # the code refers to plans by id


@admin.register(Subscription)
class SubscriptionAdmin(ServiceOwnedAdmin):
    """Plan, status, period and credits move only through the services: an edit here would
    skip the provider (a Stripe subscription keeps billing) and the credit rules."""

    list_display = ("user", "plan", "status", "current_period_end", "tokens_used", "tokens_quota", "provider")
    # Deleting a paid subscription here would leave the provider billing for it.
    deletable_alone = False
    list_filter = ("status", "plan", "provider")
    list_select_related = ("user", "plan")
    search_fields = ("user__email", "provider_subscription_id", "provider_customer_id")


@admin.register(CheckoutSession)
class CheckoutSessionAdmin(ServiceOwnedAdmin):
    """Completing a checkout grants the plan: only the checkout services may do it."""

    list_display = ("id", "user", "plan", "billing_period", "amount", "status", "provider", "created_at")
    list_filter = ("status", "provider", "plan")
    list_select_related = ("user", "plan")
    search_fields = ("user__email", "provider_session_id")


@admin.register(PaymentEvent)
class PaymentEventAdmin(ServiceOwnedAdmin):
    """The record that applies each provider event exactly once."""

    list_display = ("event_id", "event_type", "provider", "created_at", "received_at")
    list_filter = ("provider", "event_type")
    search_fields = ("event_id",)

    def has_delete_permission(self, request, obj=None):
        # Deleting the row would let a replay of the event apply it a second time.
        return False
