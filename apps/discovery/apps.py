"""AI partner discovery: the Partner Fit Score and search history."""

from django.apps import AppConfig


class DiscoveryConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.discovery"
    label = "discovery"
    verbose_name = "Discovery"

    def ready(self):
        # Receivers that keep the fit-score index current (apps/discovery/signals.py).
        from apps.discovery import signals  # noqa: F401
