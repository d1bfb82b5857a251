from rest_framework import serializers

from apps.accounts.errors import SIGNED_IN
from apps.agents import errors
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT

AgentError = error_output("AgentError", [*errors.ALL, *SIGNED_IN, INVALID_INPUT])


class GptAgentOutput(serializers.Serializer):
    """Spec section 3, "GPT agent". Instructions never leave the server."""

    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    logoUrl = serializers.SerializerMethodField()
    isExternal = serializers.BooleanField(source="is_external")
    externalUrl = serializers.SerializerMethodField(
        help_text="Where an external agent opens; null for an internal one."
    )
    numberOfConversations = serializers.IntegerField(source="number_of_conversations")

    def get_logoUrl(self, agent) -> str | None:
        return agent.logo_url or None

    def get_externalUrl(self, agent) -> str | None:
        return agent.external_url if agent.is_external and agent.external_url else None
