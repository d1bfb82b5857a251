"""Shapes of the admin area's users calls (issue 10): the users table and its actions."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.api.serializers import RoleOutput
from apps.accounts.models import User


class AdminUserCompanyOutput(serializers.Serializer):
    companyId = serializers.IntegerField(source="company_id")
    name = serializers.CharField(source="company.name")
    isCompanyAdmin = serializers.BooleanField(source="is_company_admin")


class AdminUserPlanOutput(serializers.Serializer):
    pricingPlanId = serializers.IntegerField(source="plan_id")
    pricingPlanName = serializers.CharField(source="plan.name")
    endDate = serializers.DateTimeField(source="current_period_end")
    tokensQuota = serializers.IntegerField(source="credits_quota", help_text="Search credits of the period.")
    tokensUsed = serializers.IntegerField(source="credits_used", help_text="Search credits spent so far.")


class AdminUserOutput(serializers.Serializer):
    """A row of the admin users table."""

    userId = serializers.IntegerField(source="id")
    firstName = serializers.CharField(source="first_name")
    lastName = serializers.CharField(source="last_name")
    email = serializers.EmailField()
    status = serializers.ChoiceField(choices=User.Status.choices, help_text="1 Pending (code not entered), 2 Active.")
    isActive = serializers.BooleanField(
        source="is_active", help_text="False: deactivated by an admin (cannot sign in; sessions ended)."
    )
    roles = RoleOutput(many=True, source="roles.all")
    isAdmin = serializers.BooleanField(source="is_admin")
    createdAt = serializers.DateTimeField(source="created_at")
    company = serializers.SerializerMethodField()
    subscription = serializers.SerializerMethodField()

    @extend_schema_field(AdminUserCompanyOutput(allow_null=True))
    def get_company(self, user):
        membership = getattr(user, "company_membership", None)
        return AdminUserCompanyOutput(membership).data if membership is not None else None

    @extend_schema_field(AdminUserPlanOutput(allow_null=True, help_text="The active paid plan; null: Free."))
    def get_subscription(self, user):
        subscription = getattr(user, "subscription", None)
        if subscription is None or not subscription.is_active:
            return None  # no paid plan, or an ended one: the Free plan
        return AdminUserPlanOutput(subscription).data
