"""AI assistants over websockets, threads and GPT agents."""

from django.apps import AppConfig


class AssistantsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.assistants"
    label = "assistants"
    verbose_name = "Assistants"

    def ready(self):
        from apps.assistants import revocation, signals  # noqa: F401 (connects the receivers)
