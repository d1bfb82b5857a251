"""The websocket catch-all: config/asgi.py puts every app's routes before it."""

from django.urls import re_path

from apps.core.consumers import UnknownPathConsumer

websocket_urlpatterns = [
    re_path(r"^.*$", UnknownPathConsumer.as_asgi()),
]
