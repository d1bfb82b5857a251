"""AI assistants over websockets, threads and GPT agents."""

from django.apps import AppConfig


class AssistantsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.assistants"
    label = "assistants"
    verbose_name = "Assistants"
