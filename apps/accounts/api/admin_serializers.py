"""Shapes of the admin area's users calls (issue 10): the users table and its actions."""

from django.utils import timezone
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.api.serializers import RoleOutput
from apps.accounts.models import Role, User


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


class AdminUserList(serializers.ListSerializer):
    """A page of the users table, written from the rows of selectors.admin_user_rows
    (`admin_user_row`): AdminUserOutput's fields would only convert what the database already
    guarantees, and build two nested serializers a row. AdminUserOutput stays the schema's and
    writes a single row (the actions' answer); tests/test_admin_users.py compares both, byte
    for byte."""

    def to_representation(self, data):
        now = timezone.now()
        return [admin_user_row(row, now=now) for row in data]

    def serialized(self, data):
        """The same rows through AdminUserOutput's fields, from users read by
        selectors.admin_user_list (what `admin_user_row` replaces)."""
        return super().to_representation(data)


_DATETIME = serializers.DateTimeField()


def admin_user_row(row: dict, *, now) -> dict:
    """A row as AdminUserOutput writes it, from a row of selectors.admin_user_rows: the ids,
    counts, status and flags are NOT NULL integer and boolean columns, the names and e-mail
    strings; the membership's and the subscription's columns are all null without one (a
    subscription's plan is NOT NULL). Roles in id order (Role's ordering); the datetimes go
    through DRF's field (the time zone and format of the rest of the API)."""
    roles = sorted(row["role_pairs"] or ())
    company = None
    if row["company_membership__company_id"] is not None:
        company = {
            "companyId": row["company_membership__company_id"],
            "name": row["company_membership__company__name"],
            "isCompanyAdmin": row["company_membership__is_company_admin"],
        }
    subscription = None
    # Subscription.is_active: no paid plan, or an ended one, is the Free plan (null).
    if row["subscription__status"] == "active" and row["subscription__current_period_end"] > now:
        subscription = {
            "pricingPlanId": row["subscription__plan_id"],
            "pricingPlanName": row["subscription__plan__name"],
            "endDate": _DATETIME.to_representation(row["subscription__current_period_end"]),
            "tokensQuota": row["subscription__credits_quota"],
            "tokensUsed": row["subscription__credits_used"],
        }
    return {
        "userId": row["id"],
        "firstName": row["first_name"],
        "lastName": row["last_name"],
        "email": row["email"],
        "status": row["status"],
        "isActive": row["is_active"],
        "roles": [{"id": role_id, "name": name} for role_id, name in roles],
        "isAdmin": any(role_id == Role.ADMIN for role_id, _ in roles),
        "createdAt": _DATETIME.to_representation(row["created_at"]),
        "company": company,
        "subscription": subscription,
    }


class AdminUserOutput(serializers.Serializer):
    """A row of the admin users table."""

    class Meta:
        # A page is written from rows (this docstring is the schema's description).
        list_serializer_class = AdminUserList

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
