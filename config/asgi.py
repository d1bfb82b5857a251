"""HTTP and websockets in one ASGI application (served by daphne)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from apps.assistants.routing import websocket_urlpatterns as assistant_routes  # noqa: E402
from apps.assistants.server_limits import daphne_oversized_messages_closed  # noqa: E402
from apps.core.routing import websocket_urlpatterns as fallback_routes  # noqa: E402
from apps.outreach.routing import websocket_urlpatterns as outreach_routes  # noqa: E402

# A message over daphne's size limit ends the socket with a reason, not a dropped connection.
daphne_oversized_messages_closed()

# The catch-all (an unknown path is closed cleanly) comes last.
websocket_urlpatterns = [*assistant_routes, *outreach_routes, *fallback_routes]

application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns)),
    }
)

from apps.core.web_server import application_loaded  # noqa: E402 (after Django's setup)

application_loaded()
