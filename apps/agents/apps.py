"""The AI partner tools catalogue: GPT agents built for partnership work (issue 11)."""

from django.apps import AppConfig


class AgentsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.agents"
    label = "agents"
    verbose_name = "AI partner tools"
