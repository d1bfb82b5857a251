"""Company profiles, contacts, members and reference data."""

from django.apps import AppConfig


class CompaniesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.companies"
    label = "companies"
    verbose_name = "Companies"

    def ready(self):
        # Answers the lower apps' hooks (apps/core/hooks.py); imported here, once the apps are loaded.
        from apps.accounts import hooks as accounts_hooks
        from apps.companies import selectors

        accounts_hooks.user_company.answer_with(selectors.user_company_summary)

        # Growth's featured window opens when its subscription is paid (apps/billing/signals.py).
        from apps.billing.signals import subscription_paid
        from apps.companies import services

        def open_featured_window(sender, subscription, **kwargs):
            services.featured_window_open_for(subscription=subscription)

        subscription_paid.connect(open_featured_window, dispatch_uid="companies.open_featured_window", weak=False)

        # Receivers that keep the company details cache current (apps/companies/receivers.py).
        from apps.companies import receivers

        receivers.connect()
