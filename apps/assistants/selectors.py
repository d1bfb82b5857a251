"""Reads of the assistants context: a user's active conversation."""

from apps.accounts.models import User
from apps.assistants import errors
from apps.assistants.models import Hub, Message, Thread


def active_thread(*, viewer, user_id: int, hub: str, agent_id: int | None = None) -> dict:
    """{threadId, messages} of the user's latest open thread of a hub (spec section 3,
    "Conversation history"); threadId null and no messages before the first prompt. The owner
    or an admin only."""
    if viewer.pk != user_id:
        if not viewer.is_admin:
            raise errors.NOT_YOUR_THREAD.error()
        if not User.objects.filter(pk=user_id).exists():
            raise errors.USER_NOT_FOUND.error()
    thread = (
        Thread.objects.filter(
            user_id=user_id, hub=hub, agent_id=agent_id if hub == Hub.AGENT else None, is_closed=False
        )
        .order_by("-updated_at", "-id")
        .only("id")
        .first()
    )
    if thread is None:
        return {"threadId": None, "messages": []}
    messages = (
        Message.objects.filter(thread=thread)
        .exclude(is_assistant=True, status=Message.Status.STREAMING, text="")
        .order_by("id")
        .values("id", "text", "is_assistant", "data_type", "data", "status")
    )
    return {
        "threadId": thread.pk,
        "messages": [
            {
                "id": m["id"],
                "text": m["text"],
                "isAssistant": m["is_assistant"],
                "dataType": m["data_type"] or None,
                "data": m["data"],
                "status": m["status"],
            }
            for m in messages
        ],
    }
