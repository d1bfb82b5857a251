"""Reads of the accounts context."""

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
