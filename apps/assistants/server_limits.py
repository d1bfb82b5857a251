"""How daphne ends a socket whose message is too large (issue 22, item 8).

The hubs close a websocket message over ASSISTANT_MESSAGE_MAX_BYTES themselves, with a SignalR
close message that says why and the websocket close code 1009 (consumers.py). A message over
daphne's own limit (1 MiB, `--websocket_max_message_size`) never reaches them: autobahn, under
daphne, then drops the TCP connection without a word, and the client sees a broken connection.
Here daphne's websocket protocol is told to end such a socket as the hubs do: the SignalR
close message, then the websocket closing handshake with 1009.

daphne also refuses the close codes RFC 6455 reserves for the server's own reasons (autobahn's
`sendClose` takes 1000 and 3000-4999 only): 1009 from the hub is sent as the closing frame it is.

Installed by config/asgi.py, which daphne imports before it serves; nothing without daphne."""

from __future__ import annotations

from django.conf import settings

from apps.assistants import errors, signalr

MESSAGE_TOO_BIG = 1009  # RFC 6455: a message too big to process


def too_large_reason() -> str:
    return errors.MESSAGE_TOO_LARGE.error(limit=settings.ASSISTANT_MESSAGE_MAX_BYTES).title


def daphne_oversized_messages_closed() -> None:
    """Patches daphne's websocket protocol (idempotent)."""
    try:
        from daphne import ws_protocol
    except ImportError:  # served by another server (uvicorn closes with 1009 itself)
        return
    protocol = ws_protocol.WebSocketProtocol
    if getattr(protocol, "oversized_messages_closed", False):
        return

    def _max_message_size_exceeded(self, msg_size, max_msg_size, reason):
        # autobahn calls this as the frame's header announces too many bytes: the rest is
        # skipped, not read. A client reads the reason from the close message.
        reason = too_large_reason()
        if self.state == self.STATE_OPEN:
            self.sendMessage(signalr.close(reason).encode(), isBinary=False)
        self.failByDrop = False  # the closing handshake, not a dropped TCP connection
        self._fail_connection(MESSAGE_TOO_BIG, reason)

    server_close = protocol.serverClose

    def serverClose(self, code=None):
        if code == MESSAGE_TOO_BIG:
            self.sendCloseFrame(code=code, reasonUtf8=too_large_reason().encode()[:123], isReply=False)
            return
        server_close(self, code)

    protocol._max_message_size_exceeded = _max_message_size_exceeded
    protocol.serverClose = serverClose
    protocol.oversized_messages_closed = True
