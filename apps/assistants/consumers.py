"""The four assistant hubs (and internal GPT agents), speaking the SignalR JSON hub protocol
v1 over a websocket (ARCHITECTURE section 7, docs/assistants.md).

A connection: the client's handshake is answered, then a refused connection (no API key, not
signed in, Pending, not an admin on an admin hub) gets a close message with the reason. An
accepted one gets a ping every ASSISTANT_PING_SECONDS. `SendPromptToAssistant` stores the
prompt (services.prompt_accept: limits, thread) and hands the generation to a Celery task,
which sends the chunks back here through the channel layer; they go out as `ReceiveToken`
calls, then `AssistantDone`, then the invocation's completion (with an error if it failed)."""

from __future__ import annotations

import asyncio
import json
import logging
from urllib.parse import parse_qs

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from channels.exceptions import ChannelFull
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError, close_old_connections
from redis.exceptions import MaxConnectionsError, RedisError
from rest_framework.exceptions import APIException

from apps.accounts.authentication import JWTAuthentication
from apps.assistants import errors, signalr
from apps.assistants.models import Hub
from apps.assistants.services import (
    STRUCTURED_HUBS,
    Access,
    generation_stop,
    hub_access,
    prompt_accept,
    thread_close,
)
from apps.assistants.tasks import assistant_generate
from apps.core.errors import ApplicationError
from apps.core.middleware import api_key_is_valid

logger = logging.getLogger(__name__)

MAX_ID = 2**63 - 1  # the largest primary key (BigAutoField)
LAYER_RETRY_SECONDS = 1.0  # how often a socket retries the channel layer while Redis is down

SEND_PROMPT = "SendPromptToAssistant"
STOP = "StopAssistant"
NEW_CONVERSATION = "StartNewConversation"
RECEIVE_TOKEN = "ReceiveToken"
ASSISTANT_DONE = "AssistantDone"
CANCEL_INVOCATION = 5


def negotiated_key(connection_token: str) -> str:
    return f"assistants:negotiated:{connection_token}"


def _dispatch(assistant_message_id: int, channel_name: str) -> None:
    """Hands the generation to Celery (in the embedded default it runs right here, in a worker
    thread, eagerly)."""
    try:
        assistant_generate.delay(assistant_message_id, channel_name)
    finally:
        close_old_connections()


class AssistantHubConsumer(AsyncWebsocketConsumer):
    hub: str = Hub.CHAT

    # The channel layer's receive, made to wait out a Redis outage instead of ending the
    # connection with an exception (Channels sets it as the consumer starts).
    @property
    def channel_receive(self):
        return self._channel_receive

    @channel_receive.setter
    def channel_receive(self, receive):
        async def patient_receive():
            while True:
                try:
                    return await receive()
                except (RedisError, OSError):
                    await asyncio.sleep(LAYER_RETRY_SECONDS)

        self._channel_receive = patient_receive

    def __init__(self, *args, hub: str = Hub.CHAT, **kwargs):
        # Set per route (AssistantHubConsumer.as_asgi(hub=...)): Channels passes as_asgi's
        # keywords to the constructor and no further.
        super().__init__(*args, **kwargs)
        self.hub = hub

    # --- connection ------------------------------------------------------------------------

    async def connect(self):
        self.handshake_done = False
        self.access: Access | None = None
        self.refusal: str | None = None
        self.user = None
        self.current: dict | None = None  # the generation under way: message id, invocation id, thread id
        self.ping_task = None
        self.generation_tasks: set[asyncio.Task] = set()
        query = parse_qs(self.scope.get("query_string", b"").decode())
        headers = {k.decode().lower(): v.decode() for k, v in self.scope.get("headers", [])}
        try:
            await self._layer_check()
            self.refusal = await self._authorise(query, headers)
        except (RedisError, OSError):
            logger.warning("assistant socket refused: Redis unavailable")
            self.refusal = errors.UNAVAILABLE.title
        # Accepted in every case: SignalR clients read a refusal from the close message.
        await self.accept()

    async def _layer_check(self):
        """Raises when the channel layer cannot carry a message (Redis down): the answer of
        the worker could not reach this socket. A pool with every connection in use, or this
        process's inbox full of other sockets' checks (hundreds connecting at once: the layer's
        capacity is 100 messages), is busy, not down: that socket goes on."""
        if self.channel_layer is not None and getattr(self, "channel_name", None):
            try:
                await self.channel_layer.send(self.channel_name, {"type": "assistant.layer_check"})
            except (MaxConnectionsError, ChannelFull):
                logger.info("channel layer busy at connect; not a refusal")

    async def assistant_layer_check(self, event):
        """The connection's own check message (above): nothing to do."""

    async def _authorise(self, query: dict, headers: dict) -> str | None:
        connection_token = (query.get("id") or [""])[0]
        has_key = api_key_is_valid(headers.get("x-api-key", "")) or (
            connection_token and await cache.aget(negotiated_key(connection_token)) is not None
        )
        if not has_key:
            return errors.INVALID_API_KEY.title
        token = (query.get("access_token") or [""])[0]
        authorization = headers.get("authorization", "")
        if not token and authorization.lower().startswith("bearer "):
            token = authorization[7:].strip()
        if not token:
            return errors.SIGN_IN_REQUIRED.title
        agent_id = None
        if self.hub == Hub.AGENT:
            raw = (query.get("agentId") or [""])[0]
            if not raw.isdigit() or not 1 <= int(raw) <= MAX_ID:
                return errors.AGENT_NOT_FOUND.title
            agent_id = int(raw)
        try:
            self.user, self.access = await database_sync_to_async(self._user_and_access)(token, agent_id)
        except ApplicationError as exc:
            return exc.title
        except APIException:
            return errors.SIGN_IN_REQUIRED.title
        return None

    def _user_and_access(self, token: str, agent_id: int | None):
        auth = JWTAuthentication()
        user = auth.get_user(auth.get_validated_token(token))
        return user, hub_access(user=user, hub=self.hub, agent_id=agent_id)

    async def disconnect(self, code):
        if self.ping_task:
            self.ping_task.cancel()
        if self.current:
            # Nobody will read the rest: the worker stops at its next chunk.
            await database_sync_to_async(generation_stop)(assistant_message_id=self.current["messageId"])

    async def _ping_loop(self):
        while True:
            await asyncio.sleep(settings.ASSISTANT_PING_SECONDS)
            try:
                await self.send(signalr.ping())
            except OSError:  # the client went between two pings (uvicorn: ClientDisconnected)
                return

    async def _close_with(self, error: str | None):
        await self.send(signalr.close(error))
        await self.close()

    # --- frames from the client ---------------------------------------------------------------

    async def receive(self, text_data=None, bytes_data=None):
        if text_data is None:
            await self._close_with("Only the json protocol (text frames) is supported.")
            return
        if not self.handshake_done:
            await self._handshake(text_data)
            return
        try:
            messages = signalr.split_frames(text_data)
        except signalr.ProtocolError as exc:
            await self._close_with(f"Protocol error: {exc}")
            return
        for message in messages:
            kind = message.get("type")
            if kind == signalr.INVOCATION:
                try:
                    invocation = signalr.parse_invocation(message)
                except signalr.ProtocolError as exc:
                    await self._close_with(f"Protocol error: {exc}")
                    return
                await self._invoke(invocation)
            elif kind == signalr.PING:
                continue
            elif kind == signalr.CLOSE:
                await self.close()
                return
            elif kind == CANCEL_INVOCATION:
                await self._stop()
            else:
                await self._close_with(f"Protocol error: message type {kind!r} is not supported.")
                return

    async def _handshake(self, text_data: str):
        try:
            signalr.parse_handshake(text_data)
        except signalr.ProtocolError as exc:
            await self.send(signalr.handshake_error(str(exc)))
            await self.close()
            return
        self.handshake_done = True
        await self.send(signalr.handshake_ok())
        if self.refusal:
            await self._close_with(self.refusal)
            return
        self.ping_task = asyncio.ensure_future(self._ping_loop())

    async def _complete(self, invocation_id: str | None, error: str | None = None):
        if invocation_id is not None:
            await self.send(signalr.completion(invocation_id, error=error))

    async def _invoke(self, invocation: signalr.Invocation):
        if invocation.target == SEND_PROMPT:
            await self._send_prompt(invocation)
        elif invocation.target == STOP:
            await self._stop()
            await self._complete(invocation.invocation_id)
        elif invocation.target == NEW_CONVERSATION:
            if self.current:
                await self._complete(invocation.invocation_id, errors.BUSY.title)
                return
            await database_sync_to_async(thread_close)(user=self.user, access=self.access)
            await self._complete(invocation.invocation_id)
        else:
            await self._complete(invocation.invocation_id, errors.UNKNOWN_METHOD.error(target=invocation.target).title)

    def _prompt_arguments(self, arguments: list) -> tuple[object, int | None]:
        """(text, threadId): the prompt text for /assistant-chat, -v2 and agents; {threadId,
        message} for the company search and the program builder."""
        if len(arguments) != 1:
            raise self._bad_arguments()
        argument = arguments[0]
        if self.hub not in STRUCTURED_HUBS:
            if not isinstance(argument, str):
                raise self._bad_arguments()
            return argument, None
        if not isinstance(argument, dict) or not isinstance(argument.get("message"), str):
            raise self._bad_arguments()
        thread_id = argument.get("threadId")
        if thread_id in ("", None):
            thread_id = None
        elif isinstance(thread_id, str) and thread_id.isdigit():
            thread_id = int(thread_id)
        elif not isinstance(thread_id, int) or isinstance(thread_id, bool):
            raise self._bad_arguments()
        if thread_id is not None and not 1 <= thread_id <= MAX_ID:  # an id the database can hold
            raise self._bad_arguments()
        return argument["message"], thread_id

    def _bad_arguments(self) -> ApplicationError:
        expected = (
            "one argument: {threadId, message}" if self.hub in STRUCTURED_HUBS else "one argument: the prompt text"
        )
        return errors.BAD_ARGUMENTS.error(target=SEND_PROMPT, expected=expected)

    async def _send_prompt(self, invocation: signalr.Invocation):
        if self.current:
            await self._complete(invocation.invocation_id, errors.BUSY.title)
            return
        try:
            text, thread_id = self._prompt_arguments(invocation.arguments)
            accepted = await database_sync_to_async(prompt_accept)(
                user=self.user, access=self.access, text=text, thread_id=thread_id
            )
        except ApplicationError as exc:
            await self._complete(invocation.invocation_id, exc.title)
            return
        except (DatabaseError, RedisError):
            # The database or Redis failed under this prompt (e.g. SQLite busy under a burst):
            # the member is told to retry; the socket stays open.
            logger.warning("assistant prompt not accepted", exc_info=True)
            await self._complete(invocation.invocation_id, errors.UNAVAILABLE.title)
            return
        self.current = {
            "messageId": accepted.assistant_message_id,
            "invocationId": invocation.invocation_id,
            "threadId": accepted.thread_id,
        }
        task = self._keep(
            sync_to_async(_dispatch, thread_sensitive=False)(accepted.assistant_message_id, self.channel_name)
        )
        task.add_done_callback(self._dispatched)

    def _keep(self, coroutine) -> asyncio.Task:
        """Runs the coroutine as a task this connection holds on to until it ends."""
        task = asyncio.ensure_future(coroutine)
        self.generation_tasks.add(task)
        task.add_done_callback(self.generation_tasks.discard)
        return task

    def _dispatched(self, task: asyncio.Task):
        if not task.cancelled() and task.exception() is not None:
            logger.error("assistant generation could not be queued", exc_info=task.exception())
            if self.current:
                self._keep(
                    self.assistant_event(
                        {
                            "messageId": self.current["messageId"],
                            "kind": "done",
                            "status": "failed",
                            "error": errors.PROVIDER_FAILED.title,
                        }
                    )
                )

    async def _stop(self):
        if self.current:
            await database_sync_to_async(generation_stop)(assistant_message_id=self.current["messageId"])

    # --- chunks from the worker (channel layer) -------------------------------------------------

    async def assistant_event(self, event: dict):
        current = self.current
        if current is None or event.get("messageId") != current["messageId"]:
            return  # a generation this socket no longer waits for
        kind = event.get("kind")
        structured = self.hub in STRUCTURED_HUBS
        if kind == "token":
            if structured:
                reply = {"threadId": current["threadId"], "summary": event["text"], "jsonData": None, "dataType": None}
                await self.send(signalr.invocation(RECEIVE_TOKEN, reply))
            else:
                await self.send(signalr.invocation(RECEIVE_TOKEN, event["text"]))
        elif kind == "data" and structured:
            reply = {
                "threadId": current["threadId"],
                "summary": "",
                "jsonData": json.dumps(event["data"], separators=(",", ":")),
                "dataType": event["dataType"],
            }
            await self.send(signalr.invocation(RECEIVE_TOKEN, reply))
        elif kind == "done":
            self.current = None
            await self.send(signalr.invocation(ASSISTANT_DONE))
            await self._complete(current["invocationId"], event.get("error"))
