"""A small SignalR JSON hub client over Channels' WebsocketCommunicator, for the tests."""

from __future__ import annotations

import json
from urllib.parse import urlencode

from channels.testing import WebsocketCommunicator
from django.conf import settings

from apps.accounts.services import auth_token_issue
from apps.assistants import signalr
from config.asgi import application

# Only reached when something is broken: a loaded machine answers in far less.
WAIT = 60


class HubClient:
    """A server-side client: the API key and the sign-in token as headers (`user` or `token`).
    A browser's socket carries neither: it negotiates first and opens the socket with the
    connection token (`query={"id": ...}`, `api_key=""`; see negotiated() in the tests)."""

    def __init__(self, path: str, *, user=None, api_key: str | None = None, query: dict | None = None, token=None):
        params = dict(query or {})
        headers = []
        if user is not None or token is not None:
            self.token = token if token is not None else auth_token_issue(user=user)
            headers.append((b"authorization", f"Bearer {self.token}".encode()))
        key = settings.SPA_API_KEY if api_key is None else api_key
        if key:
            headers.append((b"x-api-key", key.encode()))
        url = f"/{path}" + (f"?{urlencode(params)}" if params else "")
        self.communicator = WebsocketCommunicator(
            application, url, headers=[(b"origin", b"http://testserver"), *headers]
        )
        self.pending: list[dict] = []

    async def connect(self, *, handshake: str | None = None) -> dict:
        connected, _ = await self.communicator.connect(timeout=WAIT)
        assert connected
        await self.communicator.send_to(text_data=handshake or signalr.frame({"protocol": "json", "version": 1}))
        return await self.receive()

    async def receive(self) -> dict:
        while not self.pending:
            data = await self.communicator.receive_from(timeout=WAIT)
            self.pending.extend(signalr.split_frames(data))
        return self.pending.pop(0)

    async def receive_non_ping(self) -> dict:
        for _ in range(20):  # pings come every ASSISTANT_PING_SECONDS: bounded, for a broken server
            message = await self.receive()
            if message.get("type") != signalr.PING:
                return message
        raise AssertionError("only pings arrived")

    async def invoke(self, target: str, *arguments, invocation_id: str = "1") -> None:
        await self.communicator.send_to(
            text_data=signalr.frame(
                {
                    "type": signalr.INVOCATION,
                    "invocationId": invocation_id,
                    "target": target,
                    "arguments": list(arguments),
                }
            )
        )

    async def conversation(self, *arguments, invocation_id: str = "1") -> tuple[list, dict]:
        """SendPromptToAssistant, then every ReceiveToken argument until the completion."""
        await self.invoke("SendPromptToAssistant", *arguments, invocation_id=invocation_id)
        tokens, done = [], False
        while True:
            message = await self.receive_non_ping()
            if message.get("type") == signalr.INVOCATION and message["target"] == "ReceiveToken":
                assert not done
                tokens.append(message["arguments"][0])
            elif message.get("type") == signalr.INVOCATION and message["target"] == "AssistantDone":
                done = True
            elif message.get("type") == signalr.COMPLETION:
                assert message["invocationId"] == invocation_id
                message["_done"] = done
                return tokens, message
            else:
                raise AssertionError(f"unexpected message {message}")

    async def expect_closed(self) -> dict:
        message = await self.receive_non_ping()
        assert message["type"] == signalr.CLOSE, message
        output = await self.communicator.receive_output(timeout=WAIT)
        assert output["type"] == "websocket.close"
        return message

    async def close(self):
        await self.communicator.disconnect(timeout=WAIT)


def text_of(tokens: list) -> str:
    return "".join(t if isinstance(t, str) else t["summary"] for t in tokens)


def data_of(tokens: list):
    for t in tokens:
        if isinstance(t, dict) and t.get("dataType"):
            return t["dataType"], json.loads(t["jsonData"])
    return None, None
