"""Reads of the accounts context."""

from django.db.models.functions import Lower

from apps.accounts.models import User


def user_get(*, user_id) -> User | None:
    return User.objects.prefetch_related("roles").filter(pk=user_id).first()


def user_self_get(*, user: User) -> User:
    """The signed-in account as it reads itself (a sign-up decoy too, which user_get hides)."""
    return User.all_objects.prefetch_related("roles").get(pk=user.pk)


def user_company(*, user: User):
    """The user's company as {companyId, name, logoUrl}, or None."""
    from apps.companies.selectors import user_company_summary

    return user_company_summary(user=user)


def user_subscription(*, user: User):
    """The user's plan as the user object shows it (Free when no paid plan is active)."""
    from apps.billing.selectors import subscription_summary

    return subscription_summary(user=user)


def user_has_pending_company(*, user: User) -> bool:
    from apps.changes.selectors import user_has_pending_company

    return user_has_pending_company(user=user)


def admin_user_list():
    """Every account for the admin users table (sign-up decoys are not accounts), with what
    a row shows in one query per page: the membership's company and the plan are the reverse
    one-to-one relations the companies and billing apps define on User (read by name, so this
    app imports neither), the roles one prefetch. Sorted and filtered by the list view."""
    return (
        User.objects.select_related("company_membership__company", "subscription__plan")
        .prefetch_related("roles")
        # Case-insensitive name order (SQLite sorts "b" after "Z" otherwise).
        .annotate(first_name_key=Lower("first_name"), last_name_key=Lower("last_name"))
        .order_by("first_name_key", "last_name_key", "pk")
    )


def admin_user_get(*, user_id) -> User | None:
    """One row of the admin users table (the answer of each admin action on a user)."""
    return admin_user_list().filter(pk=user_id).first()
