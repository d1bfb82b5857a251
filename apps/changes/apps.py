"""Proposed company changes and their approval workflow."""

from django.apps import AppConfig


class ChangesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.changes"
    label = "changes"
    verbose_name = "Company changes"

    def ready(self):
        # Answers the lower apps' hooks (apps/core/hooks.py); imported here, once the apps are loaded.
        from apps.accounts import hooks as accounts_hooks
        from apps.changes import selectors
        from apps.companies import hooks as companies_hooks

        accounts_hooks.user_has_pending_company.answer_with(selectors.user_has_pending_company)
        companies_hooks.company_pending_change_id.answer_with(selectors.pending_change_id_for_company)
        companies_hooks.user_has_pending_new_company.answer_with(selectors.user_has_pending_new_company)

        # Receivers that keep the company details cache current (apps/changes/receivers.py).
        from apps.changes import receivers

        receivers.connect()
