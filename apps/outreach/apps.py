"""Partner outreach (issue 23): intro requests between companies and the conversations they open."""

from django.apps import AppConfig


class OutreachConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.outreach"
    label = "outreach"
    verbose_name = "Partner outreach"

    def ready(self):
        # Declares outreach's kinds of in-app notification (apps/notifications/kinds.py).
        from apps.outreach import notices  # noqa: F401
