from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
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


class ChatCompanyCardOutput(serializers.Serializer):
    """A company of a `Companies` data message (spec section 3, chat data types), as
    apps/assistants/tools.company_card writes it: the one declared shape of the card, for the
    history below, the sockets' `jsonData` and the SPA's types (generated from this schema).
    apps/assistants/tests/test_chat_data_shape.py holds company_card to it."""

    companyId = serializers.IntegerField()
    name = serializers.CharField()
    logoUrl = serializers.CharField(allow_null=True, help_text="Served from this site; null: the initials.")
    website = serializers.CharField(allow_blank=True)
    description = serializers.CharField(allow_blank=True, help_text="The profile's first words (plain text).")
    score = serializers.IntegerField(min_value=0, max_value=100, help_text="The Partner Fit Score, in percent.")
    summary = serializers.CharField(allow_blank=True, help_text="Why it scored so, in words.")
    targetIndustries = serializers.ListField(child=serializers.CharField())
    isIndustryAgnostic = serializers.BooleanField()
    geoRegions = serializers.ListField(child=serializers.CharField())
    isGeoGlobal = serializers.BooleanField()
    marketSegments = serializers.ListField(child=serializers.CharField())
    partnerType = serializers.IntegerField(
        required=False, allow_null=True, help_text="1 Technology, 2 Channel (absent from cards stored before it)."
    )


class ChatNamedItemOutput(serializers.Serializer):
    """An item of a `GeoRegions`, `Industries` or `MarketSegments` data message."""

    name = serializers.CharField()


@extend_schema_field(
    PolymorphicProxySerializer(
        component_name="ChatDataItem",
        serializers=[ChatCompanyCardOutput, ChatNamedItemOutput],
        resource_type_field_name=None,
        many=True,
    )
)
class ChatDataField(serializers.ListField):
    """The items of a data message: company cards (`Companies`) or named items (the others)."""

    child = serializers.DictField()


class ThreadMessageOutput(serializers.Serializer):
    """Spec section 3, "Conversation history" (text, isAssistant), plus the data a company
    search reply carried and whether the reply was cut short."""

    id = serializers.IntegerField()
    text = serializers.CharField(allow_blank=True)
    isAssistant = serializers.BooleanField()
    dataType = serializers.ChoiceField(choices=Message.DataType.choices, allow_null=True)
    data = ChatDataField(allow_null=True, help_text="The items of a data message (dataType).")
    status = serializers.ChoiceField(choices=Message.Status.choices)


class ActiveThreadOutput(serializers.Serializer):
    threadId = serializers.IntegerField(allow_null=True, help_text="Null before the first message.")
    messages = ThreadMessageOutput(many=True)
