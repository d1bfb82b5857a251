"""Websocket routes of every app; the assistants' hubs are added by their issue."""

from django.urls import re_path

from apps.core.consumers import UnknownPathConsumer

websocket_urlpatterns = [
    re_path(r"^.*$", UnknownPathConsumer.as_asgi()),
]
