from rest_framework import serializers

from apps.accounts.errors import SIGNED_IN
from apps.billing import errors
from apps.billing.models import BillingPeriod
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT

BillingError = error_output("BillingError", [*errors.ALL, *SIGNED_IN, INVALID_INPUT])


class PricingPlanOutput(serializers.Serializer):
    pricingPlanId = serializers.IntegerField(source="id")
    name = serializers.CharField()
    description = serializers.CharField()
    priceMonthly = serializers.DecimalField(source="price_monthly", max_digits=10, decimal_places=2)
    priceYearly = serializers.DecimalField(source="price_yearly", max_digits=10, decimal_places=2)
    currency = serializers.CharField()
    isCustomPricing = serializers.BooleanField(source="is_custom_pricing")
    isAdminOnly = serializers.BooleanField(source="is_admin_only")
    isFree = serializers.BooleanField(source="is_free")
    tokensQuota = serializers.IntegerField(source="credits_quota")
    features = serializers.ListField(child=serializers.CharField())
    isCurrent = serializers.SerializerMethodField()

    def get_isCurrent(self, plan) -> bool:
        return plan.id == self.context.get("current_plan_id")


class PricingPlanListOutput(serializers.Serializer):
    data = PricingPlanOutput(many=True)


class CheckoutInput(serializers.Serializer):
    pricingPlanId = serializers.IntegerField(error_messages={"required": "Please choose a plan."})
    # Checked against this site's origins by the service (the rule that matters here).
    successUrl = serializers.CharField(max_length=1000)
    cancelUrl = serializers.CharField(max_length=1000)
    billingPeriod = serializers.ChoiceField(choices=BillingPeriod.values, default=BillingPeriod.MONTHLY)


class CheckoutOutput(serializers.Serializer):
    checkoutUrl = serializers.URLField()


class WebhookOutput(serializers.Serializer):
    received = serializers.BooleanField()
