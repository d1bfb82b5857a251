"""The outreach events socket's route (config/asgi.py puts it before the catch-all)."""

from django.urls import re_path

from apps.outreach.consumers import OutreachEventsConsumer

websocket_urlpatterns = [re_path(r"^outreach-events$", OutreachEventsConsumer.as_asgi())]
