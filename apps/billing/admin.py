from django.contrib import admin

from apps.billing.models import CheckoutSession, PaymentEvent, PricingPlan, Subscription


@admin.register(PricingPlan)
class PricingPlanAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "price_monthly", "price_yearly", "currency", "tokens_quota", "is_admin_only")


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ("user", "plan", "status", "current_period_end", "tokens_used", "tokens_quota", "provider")
    list_filter = ("status", "plan", "provider")
    search_fields = ("user__email", "provider_subscription_id", "provider_customer_id")
    raw_id_fields = ("user",)


@admin.register(CheckoutSession)
class CheckoutSessionAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "plan", "billing_period", "amount", "status", "provider", "created_at")
    list_filter = ("status", "provider", "plan")
    search_fields = ("user__email", "provider_session_id")
    raw_id_fields = ("user",)


@admin.register(PaymentEvent)
class PaymentEventAdmin(admin.ModelAdmin):
    list_display = ("event_id", "event_type", "provider", "created_at", "received_at")
    list_filter = ("provider", "event_type")
    search_fields = ("event_id",)
    readonly_fields = ("provider", "event_id", "event_type", "created_at", "received_at", "payload")
