"""What the companies context asks of the change workflow above it (apps/changes/apps.py
answers; apps/core/hooks.py explains why)."""

from apps.core.hooks import Hook

company_pending_change_id = Hook(
    "companies.company_pending_change_id",
    "company= -> the id of the company's change that awaits approval, or None.",
)
user_has_pending_new_company = Hook(
    "companies.user_has_pending_new_company",
    "user= -> whether the user's proposal of a new company awaits approval (they may not join another meanwhile).",
)
