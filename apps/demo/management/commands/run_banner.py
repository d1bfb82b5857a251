from django.conf import settings
from django.core.management.base import BaseCommand

from apps.demo.accounts import DEMO_ACCOUNTS, DEMO_PASSWORD


class Command(BaseCommand):
    help = "Prints where the product is served, the demo sign-ins and where mail goes."

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", default="8000")

    def handle(self, *args, host, port, **options):
        database = settings.DATABASES["default"]
        mail = (
            f"files under {settings.EMAIL_FILE_PATH}"
            if settings.EMAIL_BACKEND.endswith("FileMailBackend")
            else f"{settings.EMAIL_BACKEND} ({getattr(settings, 'EMAIL_HOST', '')})"
        )
        lines = [
            "",
            f"  PartnerMatch is starting on http://{host}:{port}",
            "",
            f"  Demo sign-ins (password for all: {DEMO_PASSWORD}):",
            *[f"    {a['email']:<32} {a['note']}" for a in DEMO_ACCOUNTS],
            "",
            f"  Outgoing mail:  {mail}",
            f"  E-mailed links: {settings.SITE_URL}/...",
            f"  Database:       {database['ENGINE'].rsplit('.', 1)[-1]} {database.get('NAME', '')}",
            f"  API docs:       http://{host}:{port}/api/docs/    back office: http://{host}:{port}/backoffice/",
            "",
        ]
        self.stdout.write("\n".join(lines))
