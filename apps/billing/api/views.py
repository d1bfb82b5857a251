from drf_spectacular.utils import extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.billing import errors, selectors, services
from apps.billing.api import serializers as s
from apps.billing.api.serializers import BillingError
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT, NOT_AUTHENTICATED


class PricingPlanListView(APIView):
    permission_classes = [AllowAny]

    # Signed out works too; a token that is no longer valid is still a 401.
    @extend_schema(responses={200: s.PricingPlanListOutput, **error_responses(BillingError, NOT_AUTHENTICATED)})
    def get(self, request):
        current = selectors.current_plan_id(user=request.user)
        plans = selectors.pricing_plans_for(user=request.user)
        return Response({"data": s.PricingPlanOutput(plans, many=True, context={"current_plan_id": current}).data})


class CheckoutView(APIView):
    @extend_schema(
        request=s.CheckoutInput,
        responses={
            200: s.CheckoutOutput,
            **error_responses(
                BillingError,
                INVALID_INPUT,
                errors.PLAN_UNKNOWN,
                errors.PLAN_FREE,
                errors.CONTACT_SALES,
                errors.RETURN_URL_FOREIGN,
                errors.PRICE_NOT_CONFIGURED,
                errors.PLAN_ADMIN_ONLY,
                errors.ALREADY_SUBSCRIBED,
                errors.PAYMENT_PROVIDER_ERROR,
                *SIGNED_IN,
            ),
        },
    )
    def post(self, request):
        serializer = s.CheckoutInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        url = services.checkout_start(
            user=request.user,
            plan_id=data["pricingPlanId"],
            billing_period=data["billingPeriod"],
            success_url=data["successUrl"],
            cancel_url=data["cancelUrl"],
            allowed_origins=_site_origins(request),
        )
        return Response({"checkoutUrl": url})


class StripeWebhookView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]

    @extend_schema(
        request=None,
        responses={200: s.WebhookOutput, **error_responses(BillingError, errors.INVALID_SIGNATURE)},
        auth=[],
    )
    def post(self, request):
        services.stripe_event_process(payload=request.body, signature=request.headers.get("Stripe-Signature", ""))
        return Response({"received": True})


def _site_origins(request) -> set[str]:
    """This site's own origins: the configured SITE_URL and the host the member is on
    (Django already checked that host against ALLOWED_HOSTS)."""
    from django.conf import settings

    return {settings.SITE_URL.rstrip("/"), f"{request.scheme}://{request.get_host()}"}
