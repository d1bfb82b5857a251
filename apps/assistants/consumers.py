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
import time
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
from apps.assistants.revocation import session_group, user_group
from apps.assistants.server_limits import MESSAGE_TOO_BIG, too_large_reason
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


def _claims_of(raw_token: str) -> dict:
    """A bearer token's claims, once its signature and expiry are checked (raises InvalidToken)."""
    return dict(JWTAuthentication().get_validated_token(raw_token).payload)


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
        self.closed = False
        self.access: Access | None = None
        self.refusal: str | None = None
        self.user = None
        self.claims: dict | None = None  # the sign-in token's claims, checked again on every invocation
        self.agent_id: int | None = None
        self.rights_groups: list[str] = []
        self.current: dict | None = None  # the generation under way: message id, invocation id, thread id
        self.ping_task = None
        self.generation_tasks: set[asyncio.Task] = set()
        query = parse_qs(self.scope.get("query_string", b"").decode())
        headers = {k.decode().lower(): v.decode() for k, v in self.scope.get("headers", [])}
        try:
            await self._layer_check()
            self.refusal = await self._authorise(query, headers)
            if self.refusal is None:
                await self._rights_groups_join()
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
        """The API key (the X-Api-Key header, or the connection token negotiated with it) and
        the session: the one the connection token was negotiated for, or a server-side client's
        Authorization header. A sign-in token in the URL (`access_token`, where proxies and access
        logs keep it) is never read (docs/assistants.md, "Authentication and refusals")."""
        negotiated = await self._negotiated((query.get("id") or [""])[0])
        if negotiated is None and not api_key_is_valid(headers.get("x-api-key", "")):
            return (errors.CONNECTION_EXPIRED if query.get("id") else errors.INVALID_API_KEY).title
        claims = negotiated.get("claims") if negotiated else None
        authorization = headers.get("authorization", "")
        if claims is None and authorization.lower().startswith("bearer "):
            try:
                claims = await database_sync_to_async(_claims_of)(authorization[7:].strip())
            except APIException:
                return errors.SIGN_IN_REQUIRED.title
        if not isinstance(claims, dict):
            return errors.SIGN_IN_REQUIRED.title
        if self.hub == Hub.AGENT:
            raw = (query.get("agentId") or [""])[0]
            if not raw.isdigit() or not 1 <= int(raw) <= MAX_ID:
                return errors.AGENT_NOT_FOUND.title
            self.agent_id = int(raw)
        self.claims = claims
        try:
            self.user, self.access = await database_sync_to_async(self._rights)(opened=False)
        except ApplicationError as exc:
            return exc.title
        return None

    async def _negotiated(self, connection_token: str) -> dict | None:
        """What negotiate kept for this connection token (api/views.negotiate), taken once: a
        second socket with the same token gets nothing. None for an unknown, expired or used
        token, or one negotiated for another hub."""
        if not connection_token or len(connection_token) > 200:
            return None
        key = negotiated_key(connection_token)
        entry = await cache.aget(key)
        # Whoever deletes it has it: two sockets racing with one token cannot both win.
        if entry is None or not await cache.adelete(key):
            return None
        if not isinstance(entry, dict) or entry.get("path") != self.scope.get("path"):
            return None
        return entry

    def _rights(self, *, opened: bool):
        """The account and its access to this hub, checked as JWTAuthentication checks a request
        (the token's expiry, its revocation, the session version, the active flag) and then as
        hub_access does. `opened`: the socket is open and its session has ended since."""
        ended = errors.SESSION_ENDED if opened else errors.SIGN_IN_REQUIRED
        try:
            expires = float(self.claims.get("exp", 0))
        except (TypeError, ValueError):
            expires = 0
        if expires <= time.time():
            raise ended.error()
        try:
            user = JWTAuthentication().get_user(self.claims)
        except APIException:
            raise ended.error() from None
        return user, hub_access(user=user, hub=self.hub, agent_id=self.agent_id)

    async def _rights_recheck(self) -> ApplicationError | None:
        """The rights checked again (the user and access kept current); the refusal when gone.
        Raises DatabaseError or RedisError when they cannot be checked."""
        try:
            self.user, self.access = await database_sync_to_async(self._rights)(opened=True)
        except ApplicationError as exc:
            return exc
        return None

    async def _rights_groups_join(self):
        """The groups a change of the account's rights is announced to (revocation.py)."""
        if self.channel_layer is None:
            return
        for group in (user_group(self.user.pk), session_group(self.claims.get("jti"))):
            if group is None:
                continue
            try:
                await self.channel_layer.group_add(group, self.channel_name)
            except MaxConnectionsError:  # busy, not down: the invocations' own check still holds
                logger.info("channel layer busy at connect; socket not in %s", group)
                continue
            self.rights_groups.append(group)

    async def assistant_rights_changed(self, event):
        """The account's rights changed or its session ended, in some process (revocation.py):
        checked again now; when gone, the socket is closed with the reason."""
        if self.access is None or self.closed:
            return
        try:
            refusal = await self._rights_recheck()
        except (DatabaseError, RedisError):
            logger.warning("assistant socket's rights not checked again", exc_info=True)
            return  # the next invocation checks them
        if refusal is None:
            return
        if not self.handshake_done:  # the handshake's answer closes it with the reason
            self.refusal = refusal.title
            return
        await self._close_with(refusal.title)

    async def disconnect(self, code):
        self.closed = True
        if self.ping_task:
            self.ping_task.cancel()
        if self.current:
            # Nobody will read the rest: the worker stops at its next chunk.
            await database_sync_to_async(generation_stop)(assistant_message_id=self.current["messageId"])
        for group in self.rights_groups:
            try:
                await self.channel_layer.group_discard(group, self.channel_name)
            except (RedisError, OSError):  # the group's entry expires on its own
                logger.info("socket not removed from %s", group)

    async def _ping_loop(self):
        while True:
            await asyncio.sleep(settings.ASSISTANT_PING_SECONDS)
            try:
                await self.send(signalr.ping())
            except OSError:  # the client went between two pings (uvicorn: ClientDisconnected)
                return

    async def _close_with(self, error: str | None, *, code: int | None = None):
        self.closed = True
        if self.ping_task:
            self.ping_task.cancel()
        if self.current:  # e.g. the account was deactivated meanwhile: nothing more is generated for it
            await self._stop()
        await self.send(signalr.close(error))
        await self.close(code=code)

    # --- frames from the client ---------------------------------------------------------------

    async def receive(self, text_data=None, bytes_data=None):
        if text_data is None:
            await self._close_with("Only the json protocol (text frames) is supported.")
            return
        limit = settings.ASSISTANT_MESSAGE_MAX_BYTES
        # Characters first: a text of more characters than the limit has more bytes too.
        if len(text_data) > limit or len(text_data.encode("utf-8", "surrogatepass")) > limit:
            await self._close_with(too_large_reason(), code=MESSAGE_TOO_BIG)
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
                if self.closed:
                    return
            elif kind == signalr.PING:
                continue
            elif kind == signalr.CLOSE:
                await self.close()
                return
            elif kind == CANCEL_INVOCATION:
                await self._stop()
            else:
                await self._close_with(f"Protocol error: message type {signalr.shown(repr(kind))} is not supported.")
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

    async def _complete(self, invocation_id: str | None, error: ApplicationError | None = None):
        """The invocation's completion; a refusal carries its text and its code."""
        if invocation_id is not None:
            if error is None:
                await self.send(signalr.completion(invocation_id))
            else:
                await self.send(signalr.completion(invocation_id, error=error.title, code=error.code))

    async def _invoke(self, invocation: signalr.Invocation):
        # Every invocation first checks that the socket still has its rights (issue 22): the
        # account may have been deactivated, lost its role or plan, or signed out since.
        try:
            refusal = await self._rights_recheck()
        except (DatabaseError, RedisError):
            logger.warning("assistant invocation refused: the rights could not be checked", exc_info=True)
            await self._complete(invocation.invocation_id, errors.UNAVAILABLE.error())
            return
        if refusal is not None:
            await self._close_with(refusal.title)
            return
        if invocation.target == SEND_PROMPT:
            await self._send_prompt(invocation)
        elif invocation.target == STOP:
            await self._stop()
            await self._complete(invocation.invocation_id)
        elif invocation.target == NEW_CONVERSATION:
            if self.current:
                await self._complete(invocation.invocation_id, errors.BUSY.error())
                return
            await database_sync_to_async(thread_close)(user=self.user, access=self.access)
            await self._complete(invocation.invocation_id)
        else:
            target = signalr.shown(invocation.target)
            await self._complete(invocation.invocation_id, errors.UNKNOWN_METHOD.error(target=target))

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
            await self._complete(invocation.invocation_id, errors.BUSY.error())
            return
        try:
            text, thread_id = self._prompt_arguments(invocation.arguments)
            accepted = await database_sync_to_async(prompt_accept)(
                user=self.user, access=self.access, text=text, thread_id=thread_id
            )
        except ApplicationError as exc:
            await self._complete(invocation.invocation_id, exc)
            return
        except (DatabaseError, RedisError):
            # The database or Redis failed under this prompt (e.g. SQLite busy under a burst):
            # the member is told to retry; the socket stays open.
            logger.warning("assistant prompt not accepted", exc_info=True)
            await self._complete(invocation.invocation_id, errors.UNAVAILABLE.error())
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
        if self.closed or current is None or event.get("messageId") != current["messageId"]:
            return  # a generation this socket no longer waits for (or a socket closed meanwhile)
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
            # A generation that failed: the provider's sentence, under the one code of a failed answer.
            failed = event.get("error")
            await self._complete(
                current["invocationId"],
                ApplicationError(failed, code=errors.PROVIDER_FAILED.code) if failed else None,
            )
