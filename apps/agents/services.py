"""Writes of the agents context."""

from django.db.models import F

from apps.agents.models import GptAgent


def agent_conversation_count(*, agent_id: int) -> None:
    """One more conversation with an agent (`numberOfConversations`), as one UPDATE."""
    GptAgent.objects.filter(pk=agent_id).update(number_of_conversations=F("number_of_conversations") + 1)
