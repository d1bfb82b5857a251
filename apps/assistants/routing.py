"""The assistants' websocket routes (config/asgi.py puts them before the catch-all)."""

from django.urls import re_path

from apps.assistants.consumers import AssistantHubConsumer
from apps.assistants.models import Hub

# Socket path -> hub. Internal GPT agents chat over /assistant-chat?agentId=N.
HUB_PATHS = {
    "assistant-chat": Hub.CHAT,
    "assistant-chat-v2": Hub.CHAT_V2,
    "assistant-company-search": Hub.COMPANY_SEARCH,
    "assistant-partner-program-builder": Hub.PROGRAM_BUILDER,
}


class _HubRouter:
    """/assistant-chat with an agentId is an internal GPT agent's chat."""

    def __init__(self, hub):
        self.plain = AssistantHubConsumer.as_asgi(hub=hub)
        self.agent = AssistantHubConsumer.as_asgi(hub=Hub.AGENT) if hub == Hub.CHAT else None

    async def __call__(self, scope, receive, send):
        if self.agent is not None and b"agentId=" in scope.get("query_string", b""):
            return await self.agent(scope, receive, send)
        return await self.plain(scope, receive, send)


# Whole paths only: /assistant-chat must not take /assistant-chat-v2.
websocket_urlpatterns = [re_path(rf"^{socket_path}$", _HubRouter(hub)) for socket_path, hub in HUB_PATHS.items()]
