"""Cross-cutting pieces: API key check, error format, e-mail, health, the SPA page."""

from django.apps import AppConfig


class CoreConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.core"
    label = "core"
    verbose_name = "Core"

    def ready(self):
        # Registers the deployment checks of `manage.py check --deploy`.
        from apps.core import checks  # noqa: F401
        from apps.core.web_server import daphne_bodies_left_to_django

        daphne_bodies_left_to_django()
