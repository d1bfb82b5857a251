"""Development tooling: the demo data (`manage.py seed_demo`) and the `make run` banner
(`manage.py run_banner`).

The top layer: the only app allowed to import every other app, and no app imports it. It has
no models; it writes through the other apps' services."""

from django.apps import AppConfig


class DemoConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.demo"
    label = "demo"
    verbose_name = "Demo data"
