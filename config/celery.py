import os

from celery import Celery

# The request id carried into tasks, and workers logging through settings.LOGGING.
from apps.core import celery_signals  # noqa: F401

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

app = Celery("partnermatch")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
