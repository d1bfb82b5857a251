"""What the user object (spec section 3) shows that only the apps above accounts know.

Answered in the `ready()` of the app named on each hook (apps/core/hooks.py explains why)."""

from apps.core.hooks import Hook

# companies
user_company = Hook(
    "accounts.user_company", "user= -> the user's approved company as {companyId, name, logoUrl}, or None."
)
# billing
user_subscription = Hook(
    "accounts.user_subscription",
    "user= -> the user's plan as `user.subscription` shows it (the Free plan when none is active).",
)
# changes
user_has_pending_company = Hook(
    "accounts.user_has_pending_company",
    "user= -> whether a proposal of the user's company (or of their new company) awaits approval.",
)
