"""The assistants' Celery task: a generation streamed to its socket through the channel layer
(STYLE.md: a task takes ids, loads, calls a service, and is safe to run twice)."""

from asgiref.sync import async_to_sync
from celery import shared_task
from channels.layers import get_channel_layer

from apps.assistants.services import generation_run

EVENT_TYPE = "assistant.event"


@shared_task(acks_late=True, ignore_result=True)
def assistant_generate(assistant_message_id: int, channel_name: str) -> str:
    """Runs the provider for a stored prompt and sends each chunk to the consumer that holds
    the user's socket (`channel_name`), whichever process that is."""
    layer = get_channel_layer()
    send = async_to_sync(layer.send)

    def emit(event: dict) -> None:
        send(channel_name, {"type": EVENT_TYPE, "messageId": assistant_message_id, **event})

    return generation_run(assistant_message_id=assistant_message_id, emit=emit)
