"""Each member's real-time events: one channel-layer group per member (`member.<id>`), which the
events socket of every tab the member has open joins (today outreach's `/outreach-events`,
apps/outreach/consumers.py; any later socket joins the same group).

Apps send events through here after their transaction commits, from whichever process (Redis
channel layer in production): `{"type": "notification", "notificationId", "kind"}` from the
notification centre, outreach's `{"type": "message" | "request" | ...}`. Events carry ids only;
the SPA reads what changed through the API, whose access rules apply. A consumer forwards them
with its `member_event` handler."""

import logging
from functools import partial

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

# The channel-layer message type: a consumer handles it with a method named `member_event`.
EVENT_TYPE = "member.event"


def member_group(user_id) -> str:
    return f"member.{int(user_id)}"


def member_events_deliver(user_ids, payload: dict) -> None:
    """Sends `payload` to the sockets of these members now. Never fails its caller: an event
    that cannot reach the channel layer is logged (the SPA's polling catches up)."""
    layer = get_channel_layer()
    if layer is None or not user_ids:
        return

    async def send_all():
        for user_id in dict.fromkeys(user_ids):
            await layer.group_send(member_group(user_id), {"type": EVENT_TYPE, "payload": payload})

    try:
        async_to_sync(send_all)()
    except (RedisError, OSError) as exc:
        logger.warning("member event %s not delivered: %s", payload, exc)
    except Exception:  # after the commit: the write that made the change has succeeded
        logger.exception("member event %s not delivered", payload)


def member_events_after_commit(user_ids, payload: dict) -> None:
    """The same, once the current transaction commits (at once outside one)."""
    transaction.on_commit(partial(member_events_deliver, list(user_ids), payload))
