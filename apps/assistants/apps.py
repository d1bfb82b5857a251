"""AI assistants over websockets, threads and GPT agents."""

from django.apps import AppConfig


class AssistantsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.assistants"
    label = "assistants"
    verbose_name = "Assistants"

    def ready(self):
        from apps.assistants import revocation, signals  # noqa: F401 (connects the receivers)
        from apps.assistants.drafting import intro_message_draft
        from apps.outreach import hooks as outreach_hooks

        # An intro request's draft written by the AI model when one is configured (issue 23).
        outreach_hooks.model_draft.answer_with(intro_message_draft)
