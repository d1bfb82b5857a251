from rest_framework import serializers

from apps.accounts.errors import SIGNED_IN
from apps.assistants import errors
from apps.assistants.models import Hub, Message
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT

AssistantError = error_output("AssistantError", [*errors.ALL, *SIGNED_IN, INVALID_INPUT])


class ActiveThreadQuery(serializers.Serializer):
    assistant = serializers.ChoiceField(
        choices=Hub.choices,
        required=False,
        default=Hub.COMPANY_SEARCH,
        help_text="Which assistant's conversation (default: the company search). `agent` needs agentId.",
    )
    agentId = serializers.IntegerField(
        required=False, min_value=1, max_value=2**63 - 1, help_text="The internal GPT agent (assistant=agent)."
    )

    def validate(self, attrs):
        if attrs["assistant"] == Hub.AGENT and not attrs.get("agentId"):
            raise serializers.ValidationError({"agentId": ["Choose the GPT agent."]})
        return attrs


class ThreadMessageOutput(serializers.Serializer):
    """Spec section 3, "Conversation history" (text, isAssistant), plus the data a company
    search reply carried and whether the reply was cut short."""

    id = serializers.IntegerField()
    text = serializers.CharField(allow_blank=True)
    isAssistant = serializers.BooleanField()
    dataType = serializers.ChoiceField(choices=Message.DataType.choices, allow_null=True)
    data = serializers.ListField(
        child=serializers.DictField(), allow_null=True, help_text="The items of a data message (dataType)."
    )
    status = serializers.ChoiceField(choices=Message.Status.choices)


class ActiveThreadOutput(serializers.Serializer):
    threadId = serializers.IntegerField(allow_null=True, help_text="Null before the first message.")
    messages = ThreadMessageOutput(many=True)
