"""Saved searches, alerts on new matches and their digests (docs/alerts.md)."""

from django.apps import AppConfig


class AlertsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.alerts"
    label = "alerts"
    verbose_name = "Saved searches and alerts"

    def ready(self):
        # Companies approved or retargeted are queued for matching (signals.py); the kind of
        # notification alerts send is declared at import (delivery.py).
        from apps.alerts import delivery, signals  # noqa: F401
