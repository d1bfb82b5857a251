"""The admin area's plan grant (issue 10): an admin gives a user a paid plan for a period,
from the users table. The answer is the user's row of that table."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.views import APIView

from apps.accounts.api.admin_serializers import AdminUserOutput
from apps.accounts.api.admin_views import user_row
from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.accounts.permissions import IsAdmin
from apps.billing import errors, services
from apps.billing.api.serializers import BillingError
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT

# The longest grant: ten years (a "forever" plan is a support case, not a form value).
GRANT_DAYS_MAX = 3660


class GrantPlanInput(serializers.Serializer):
    pricingPlanId = serializers.IntegerField(
        min_value=1, max_value=32767, help_text="A paid plan: 1 Growth Mode, 2 Partner Pro, 3 Test (not 4 Free)."
    )
    days = serializers.IntegerField(
        min_value=1, max_value=GRANT_DAYS_MAX, help_text=f"Length of the grant from now, 1 to {GRANT_DAYS_MAX} days."
    )


class AdminGrantPlanView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        request=GrantPlanInput,
        description="Gives the user the plan from now for `days` days with a fresh credit quota, "
        "replacing any plan they hold. Free is what a user has without a plan, so it cannot be granted.",
        responses={
            200: AdminUserOutput,
            **error_responses(
                BillingError, INVALID_INPUT, errors.PLAN_UNKNOWN, errors.USER_NOT_FOUND, *SIGNED_IN, NOT_ADMIN
            ),
        },
    )
    def post(self, request, user_id: int):
        serializer = GrantPlanInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.subscription_grant_by_admin(
            actor=request.user,
            user_id=user_id,
            plan_id=serializer.validated_data["pricingPlanId"],
            days=serializer.validated_data["days"],
        )
        return user_row(user_id)
