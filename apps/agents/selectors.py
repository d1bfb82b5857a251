from apps.agents import errors
from apps.agents.models import GptAgent
from apps.billing.selectors import user_has_active_subscription


def agent_list():
    """The published agents (the list view orders and pages them)."""
    return GptAgent.objects.filter(is_published=True).only(
        "id", "name", "description", "logo_url", "is_external", "external_url", "number_of_conversations"
    )


def agent_for_viewer(*, agent_id: int, viewer) -> GptAgent:
    """One published agent for a member with an active plan (spec section 4: without one the
    SPA shows the Subscription Required dialog; the server refuses the same)."""
    agent = agent_list().filter(pk=agent_id).first()
    if agent is None:
        raise errors.AGENT_NOT_FOUND.error()
    if not user_has_active_subscription(user=viewer):
        raise errors.NO_SUBSCRIPTION.error()
    return agent
