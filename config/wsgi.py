"""HTTP through WSGI workers (production: granian, docker/compose.yml); the websockets are
served by daphne from config/asgi.py. docs/scaling.md gives the figures behind the split."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")

application = get_wsgi_application()

from apps.core.web_server import application_loaded  # noqa: E402 (after Django's setup)

application_loaded()
