"""Reads of the accounts context."""

from apps.accounts.models import User


def user_get(*, user_id) -> User | None:
    return User.objects.prefetch_related("roles").filter(pk=user_id).first()


def user_company(*, user: User):
    """The user's company as {companyId, name, logoUrl}, or None (filled by the companies issue)."""
    return None


def user_subscription(*, user: User):
    """The user's active subscription, or None for Free (filled by the billing issue)."""
    return None


def user_has_pending_company(*, user: User) -> bool:
    return False
