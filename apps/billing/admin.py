"""Billing in the back office: everything here is written by the billing services (checkout,
provider events, credits, expiry, grants), so staff read it; a plan is granted from the
user list ("Grant a plan", added below to the accounts' user admin), which calls
`subscription_grant`."""

from django import forms
from django.contrib import admin

from apps.accounts.admin import UserAdmin
from apps.accounts.models import User
from apps.billing.models import CheckoutSession, PaymentEvent, PricingPlan, Subscription
from apps.billing.services import subscription_grant
from apps.core.admin import ServiceOwnedAdmin, action_form_page, run_for_each


class GrantPlanForm(forms.Form):
    plan = forms.ModelChoiceField(
        queryset=PricingPlan.objects.exclude(pk=PricingPlan.FREE),
        empty_label=None,
        help_text="Free is what a user has without a plan.",
    )
    days = forms.IntegerField(
        required=False, min_value=1, max_value=3660, help_text="Length of the grant; empty = one month."
    )


class UserWithPlansAdmin(UserAdmin):
    """The accounts' user list with billing's "Grant a plan" action. Accounts sits below
    billing (.importlinter), so billing extends the user admin rather than accounts importing
    billing."""

    actions = [*UserAdmin.actions, "grant_plan"]

    def has_grant_permission(self, request) -> bool:
        return request.user.has_perm("billing.change_subscription")

    @admin.action(description="Grant a plan to selected users", permissions=["grant"])
    def grant_plan(self, request, queryset):
        """The `grant_plan` command's service: the plan for N days (or a month), fresh credits."""
        form = GrantPlanForm(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            plan, days = form.cleaned_data["plan"], form.cleaned_data["days"]

            def grant(user):
                subscription_grant(user=user, plan=plan, days=days)

            run_for_each(
                self,
                request,
                queryset,
                grant,
                done=lambda user: (
                    f"{user.email} now has {plan.name} until {user.subscription.current_period_end:%Y-%m-%d %H:%M} UTC."
                ),
            )
            return None
        return action_form_page(
            self,
            request,
            queryset,
            form=form,
            action="grant_plan",
            title="Grant a plan",
            intro="Each user below gets the plan with a fresh credit quota, replacing any plan they hold.",
            submit_label="Grant",
        )


admin.site.unregister(User)
admin.site.register(User, UserWithPlansAdmin)


@admin.register(PricingPlan)
class PricingPlanAdmin(ServiceOwnedAdmin):
    """The plans are the spec's, defined in apps/billing/plans.py (loaded by a data
    migration) and priced at the provider (STRIPE_PRICE_IDS): an edit here would make the
    pricing page disagree with what a buyer is charged."""

    list_display = ("id", "name", "price_monthly", "price_yearly", "currency", "credits_quota", "is_admin_only")

    def has_delete_permission(self, request, obj=None):
        return False  # the code refers to plans by id


@admin.register(Subscription)
class SubscriptionAdmin(ServiceOwnedAdmin):
    """Plan, status, period and credits move only through the services: an edit here would
    skip the provider (a Stripe subscription keeps billing) and the credit rules."""

    list_display = ("user", "plan", "status", "current_period_end", "credits_used", "credits_quota", "provider")
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
