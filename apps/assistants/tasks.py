"""The assistants' Celery task: a generation streamed to its socket through the channel layer
(STYLE.md: a task takes ids, loads, calls a service, and is safe to run twice)."""

import asyncio
import time

from asgiref.sync import async_to_sync
from celery import shared_task
from channels.exceptions import ChannelFull
from channels.layers import get_channel_layer

from apps.assistants.services import generation_run

EVENT_TYPE = "assistant.event"
# Backpressure: a socket that reads slower than the model writes fills its channel (100
# messages); the worker waits for it to drain, up to this long, before giving up on it.
DRAIN_WAIT_SECONDS = 30.0


@shared_task(acks_late=True, ignore_result=True)
def assistant_generate(assistant_message_id: int, channel_name: str) -> str:
    """Runs the provider for a stored prompt and sends each chunk to the consumer that holds
    the user's socket (`channel_name`), whichever process that is."""
    layer = get_channel_layer()
    loop = None
    if assistant_generate.request.is_eager:
        # Inline (the embedded default): inside the consumer's own process and loop.
        send = async_to_sync(layer.send)
    else:
        # On a worker: one event loop for the whole reply, so the layer keeps one connection
        # to Redis for it instead of opening one per chunk (async_to_sync makes a new loop per
        # call here, and the Redis layer keeps a connection pool per loop).
        loop = asyncio.new_event_loop()

        def send(channel, message):
            loop.run_until_complete(layer.send(channel, message))

    try:
        return generation_run(
            assistant_message_id=assistant_message_id, emit=_emitter(send, channel_name, assistant_message_id)
        )
    finally:
        if loop is not None:
            loop.close()


def _emitter(send, channel_name: str, assistant_message_id: int):
    def emit(event: dict) -> None:
        message = {"type": EVENT_TYPE, "messageId": assistant_message_id, **event}
        pause, waited = 0.005, 0.0
        while True:
            try:
                send(channel_name, message)
                return
            except ChannelFull:
                if waited >= DRAIN_WAIT_SECONDS:
                    raise
                time.sleep(pause)
                waited += pause
                pause = min(pause * 2, 0.25)

    return emit
