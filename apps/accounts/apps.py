"""Users, roles, sign-up/sign-in, one-time codes, password reset."""

from django.apps import AppConfig


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.accounts"
    label = "accounts"
    verbose_name = "Accounts"

    def ready(self):
        # Receivers that keep the session cache current (apps/accounts/signals.py).
        from apps.accounts import signals  # noqa: F401
