"""The outreach events socket (`/outreach-events?ticket=...`, docs/outreach.md "Real time").

The SPA asks `POST /api/outreach/events-ticket` (its API key and session) for a ticket and opens
the socket with it within OUTREACH_EVENTS_TICKET_SECONDS; a ticket opens one socket, once. The
socket joins its member's channel-layer group and forwards what the services announce after
their commits, from whichever process: `{"type": "message", "conversationId", "messageId"}`,
`{"type": "request", "requestId"}`, `{"type": "conversation", "conversationId"}` (closed or
reopened), `{"type": "read", "conversationId"}` (the member's read mark moved in another tab),
and the notification centre's `{"type": "notification", "notificationId", "kind"}` (the group is
the member's, apps/notifications/events.py).
Events carry ids only; the SPA reads what changed through the API, whose rules apply. Nothing
is read from the client.

A refused socket is accepted, sent `{"type": "error", "title"}` and closed with code 4403, so
the client can tell a refusal (ask a new ticket) from a dropped connection (reconnect)."""

from __future__ import annotations

import logging
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.contrib.auth import get_user_model
from redis.exceptions import RedisError

from apps.notifications.events import member_group
from apps.outreach import errors
from apps.outreach.tokens import events_ticket_take

logger = logging.getLogger(__name__)

REFUSED = 4403


def _member_for(ticket: str):
    """The ticket's member when it is valid and their session still is: active, verified,
    and the session version the ticket was issued under (a password reset ends it)."""
    taken = events_ticket_take(ticket)
    if taken is None:
        return None
    user = get_user_model().objects.filter(pk=taken.user_id).first()
    if user is None or not user.is_active or not user.is_verified or user.session_version != taken.session_version:
        return None
    return user


class OutreachEventsConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self):
        self.group = None
        await self.accept()
        ticket = (parse_qs(self.scope.get("query_string", b"").decode()).get("ticket") or [""])[0]
        try:
            user = await database_sync_to_async(_member_for)(ticket)
        except (RedisError, OSError):
            logger.warning("outreach events socket refused: the cache is unavailable")
            user = None
        if user is None:
            await self.send_json({"type": "error", "title": errors.TICKET_INVALID.title})
            await self.close(code=REFUSED)
            return
        self.group = member_group(user.pk)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.send_json({"type": "ready"})

    async def disconnect(self, code):
        if self.group is not None:
            try:
                await self.channel_layer.group_discard(self.group, self.channel_name)
            except (RedisError, OSError):  # the group's entry expires on its own
                logger.info("outreach socket not removed from %s", self.group)

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        """The client sends nothing the server needs (pings included): ignored, whatever it is."""

    async def member_event(self, event):
        """The member's events (apps/notifications/events.py): outreach's and the bell's."""
        await self.send_json(event["payload"])
