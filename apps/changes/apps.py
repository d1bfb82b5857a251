"""Proposed company changes and their approval workflow."""

from django.apps import AppConfig


class ChangesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.changes"
    label = "changes"
    verbose_name = "Company changes"
