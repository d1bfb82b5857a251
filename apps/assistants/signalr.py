"""SignalR JSON hub protocol (version 1) framing, without any I/O.

Wire format: every message is a JSON object followed by the record separator
0x1E. The client opens with a handshake ``{"protocol":"json","version":1}``
and the server answers ``{}`` (or ``{"error": "..."}``). Message types used by
the assistant hubs: 1 invocation, 3 completion, 6 ping, 7 close.

The consumers (apps/assistants/consumers.py) use these helpers; keeping the framing pure
makes it testable without a socket.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any

RS = "\x1e"

INVOCATION = 1
COMPLETION = 3
PING = 6
CLOSE = 7

# What an error message repeats of the peer's input (a method name, a message type): a 1 MB
# target name must not come back in full (issue 22).
ECHO_MAX_CHARS = 100


class ProtocolError(ValueError):
    """The peer sent something the JSON hub protocol v1 does not allow."""


def shown(value: Any) -> str:
    """A peer's value as an error message names it: a string as is, anything else as its repr,
    cut to ECHO_MAX_CHARS characters (and an ellipsis)."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= ECHO_MAX_CHARS else text[:ECHO_MAX_CHARS] + "…"


def frame(message: dict[str, Any]) -> str:
    """One message as it goes on the wire."""
    return json.dumps(message, separators=(",", ":")) + RS


def split_frames(data: str) -> list[dict[str, Any]]:
    """Every complete message of a websocket text frame (it may hold several)."""
    if not data.endswith(RS):
        raise ProtocolError("Incomplete message: missing record separator.")
    messages = []
    for part in data.split(RS)[:-1]:
        try:
            message = json.loads(part)
        except json.JSONDecodeError as exc:
            raise ProtocolError("Message is not valid JSON.") from exc
        except RecursionError as exc:  # nested deeper than the parser goes
            raise ProtocolError("Message is nested too deeply.") from exc
        if not isinstance(message, dict):
            raise ProtocolError("Message is not a JSON object.")
        messages.append(message)
    return messages


def parse_handshake(data: str) -> None:
    """Accepts only ``{"protocol": "json", "version": 1}``."""
    messages = split_frames(data)
    if len(messages) != 1:
        raise ProtocolError("Handshake must be a single message.")
    hs = messages[0]
    if hs.get("protocol") != "json":
        raise ProtocolError("Only the json protocol is supported.")
    if hs.get("version") != 1:
        raise ProtocolError("Only protocol version 1 is supported.")


def handshake_ok() -> str:
    return frame({})


def handshake_error(error: str) -> str:
    return frame({"error": error})


@dataclass(frozen=True)
class Invocation:
    target: str
    arguments: list[Any]
    invocation_id: str | None


def parse_invocation(message: dict[str, Any]) -> Invocation:
    target = message.get("target")
    arguments = message.get("arguments", [])
    invocation_id = message.get("invocationId")
    if not isinstance(target, str) or not target:
        raise ProtocolError("Invocation without a target.")
    if not isinstance(arguments, list):
        raise ProtocolError("Invocation arguments must be a list.")
    if invocation_id is not None and not isinstance(invocation_id, str):
        raise ProtocolError("invocationId must be a string.")
    return Invocation(target, arguments, invocation_id)


def invocation(target: str, *arguments: Any) -> str:
    """A server-to-client call (no invocationId: the client does not answer)."""
    return frame({"type": INVOCATION, "target": target, "arguments": list(arguments)})


def completion(invocation_id: str, *, error: str | None = None, code: str | None = None) -> str:
    """The answer to a client's invocation. A refusal or a failure carries its text in `error`
    (what every client shows) and its machine code in the message's `headers` (the protocol's
    map of strings on invocation messages, which clients that do not read it ignore), so a
    client can act on `aiLimitReached` and the like (docs/assistants.md)."""
    message: dict[str, Any] = {"type": COMPLETION, "invocationId": invocation_id}
    if error is not None:
        message["error"] = error
        if code:
            message["headers"] = {"code": code}
    return frame(message)


def ping() -> str:
    return frame({"type": PING})


def close(error: str | None = None) -> str:
    message: dict[str, Any] = {"type": CLOSE}
    if error is not None:
        message["error"] = error
    return frame(message)


def negotiate_response() -> dict[str, Any]:
    """``POST <hub>/negotiate?negotiateVersion=1``: websockets only."""
    token = secrets.token_urlsafe(16)
    return {
        "negotiateVersion": 1,
        "connectionId": token,
        "connectionToken": token,
        "availableTransports": [{"transport": "WebSockets", "transferFormats": ["Text"]}],
    }
