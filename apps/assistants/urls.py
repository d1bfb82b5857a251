"""The SignalR negotiate endpoints of the four hubs (beside their sockets, outside /api/)."""

from django.urls import path

from apps.assistants.api.views import negotiate
from apps.assistants.routing import HUB_PATHS

urlpatterns = [path(f"{socket_path}/negotiate", negotiate) for socket_path in HUB_PATHS]
