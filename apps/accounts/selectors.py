"""Reads of the accounts context."""

from django.db.models import Aggregate, JSONField, OuterRef, Subquery, prefetch_related_objects
from django.db.models.functions import JSONArray, Lower

from apps.accounts import errors, hooks
from apps.accounts.models import User


def user_get(*, user_id) -> User | None:
    return User.objects.prefetch_related("roles").filter(pk=user_id).first()


def user_for_actor(*, actor: User, user_id) -> User:
    """The account `actor` may read or edit: themself, or anyone for an admin. Someone else's
    id answers 403 whether it exists or not (no probing for accounts), 404 only to admins."""
    if actor.pk == user_id:
        # The signed-in account was read for this request already (with sign-up decoys).
        prefetch_related_objects([actor], "roles")
        return actor
    if not (actor.is_verified and actor.is_admin):
        raise errors.NOT_YOURSELF.error()
    user = user_get(user_id=user_id)
    if user is None:
        raise errors.USER_NOT_FOUND.error()
    return user


def user_company(*, user: User):
    """The user's company as {companyId, name, logoUrl}, or None (answered by companies)."""
    return hooks.user_company(user=user)


def user_subscription(*, user: User):
    """The user's plan as the user object shows it (answered by billing)."""
    return hooks.user_subscription(user=user)


def user_has_pending_company(*, user: User) -> bool:
    """Answered by changes."""
    return hooks.user_has_pending_company(user=user)


def admin_user_list():
    """Every account for the admin users table (sign-up decoys are not accounts), with what
    a row shows in one query per page: the membership's company and the plan are the reverse
    one-to-one relations the companies and billing apps define on User (read by name, so this
    app imports neither), the roles one prefetch. Sorted and filtered by the list view. One
    row (admin_user_get) is read this way; the table's pages as admin_user_rows."""
    return _in_table_order(
        User.objects.select_related("company_membership__company", "subscription__plan").prefetch_related("roles")
    )


def _in_table_order(users):
    """The users table's default order, by name case-insensitively (SQLite sorts "b" after "Z"
    otherwise), for its pages and its single rows alike."""
    return users.annotate(first_name_key=Lower("first_name"), last_name_key=Lower("last_name")).order_by(
        "first_name_key", "last_name_key", "pk"
    )


class _JSONArrayAgg(Aggregate):
    """The group's values as one JSON array (PostgreSQL's JSONB_AGG, SQLite's
    JSON_GROUP_ARRAY), in no guaranteed order."""

    function = "JSONB_AGG"
    output_field = JSONField()

    def as_sqlite(self, compiler, connection, **extra_context):
        return self.as_sql(compiler, connection, function="JSON_GROUP_ARRAY", **extra_context)


# The columns of a users table row (apps.accounts.api.admin_serializers.admin_user_row).
ADMIN_USER_ROW_COLUMNS = (
    "id",
    "first_name",
    "last_name",
    "email",
    "status",
    "is_active",
    "created_at",
    "role_pairs",
    "company_membership__company_id",
    "company_membership__company__name",
    "company_membership__is_company_admin",
    "subscription__status",
    "subscription__current_period_end",
    "subscription__plan_id",
    "subscription__plan__name",
    "subscription__credits_quota",
    "subscription__credits_used",
)


def admin_user_rows():
    """The admin users table as admin_user_list reads it (the same accounts, filters, search
    and order), as rows of ADMIN_USER_ROW_COLUMNS: a page is one query, its roles included
    (`role_pairs`: a JSON array of [id, name] pairs, in no order; null for no role), and no
    model is built (only the company's name is read, not its row)."""
    roles = (
        User.roles.through.objects.filter(user_id=OuterRef("pk"))
        .order_by()
        .values("user_id")
        .annotate(pairs=_JSONArrayAgg(JSONArray("role_id", "role__name")))
        .values("pairs")
    )
    return _in_table_order(User.objects.annotate(role_pairs=Subquery(roles, output_field=JSONField()))).values(
        *ADMIN_USER_ROW_COLUMNS
    )


def admin_user_get(*, user_id) -> User | None:
    """One row of the admin users table (the answer of each admin action on a user)."""
    return admin_user_list().filter(pk=user_id).first()
