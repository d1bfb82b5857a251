"""Plans, subscriptions, search credits and payments."""

from django.apps import AppConfig


class BillingConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.billing"
    label = "billing"
    verbose_name = "Billing"

    def ready(self):
        # Answers the lower apps' hooks (apps/core/hooks.py); imported here, once the apps are loaded.
        from apps.accounts import hooks as accounts_hooks
        from apps.billing import selectors

        accounts_hooks.user_subscription.answer_with(selectors.subscription_summary)

        # Receivers that keep the plan cache current (apps/billing/receivers.py).
        from apps.billing import receivers  # noqa: F401
