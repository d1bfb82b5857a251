"""The data messages' items have one declared shape (issue 21, item 8): the serializers of
apps/assistants/api/serializers.py, from which the OpenAPI schema and so the SPA's types are
generated (frontend/src/lib/assistants/payloads.ts checks its parsers against them). What the
assistants really send, over the socket and in the history, must be exactly that shape: a field
added to or dropped from tools.company_card fails here until the declaration says so."""

import json

import pytest
from asgiref.sync import async_to_sync

from apps.assistants.api.serializers import ChatCompanyCardOutput, ChatNamedItemOutput
from apps.assistants.tests.hub_client import HubClient, data_of
from apps.assistants.tests.test_hubs import _catalogue

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


@pytest.fixture(autouse=True)
def in_memory_channel_layer(settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}


def _search(admin_user, *messages):
    async def scenario():
        hub = HubClient("assistant-company-search", user=admin_user)
        await hub.connect()
        out = []
        for n, message in enumerate(messages):
            tokens, completion = await hub.conversation({"threadId": None, "message": message}, invocation_id=str(n))
            assert "error" not in completion, completion
            out.append(data_of(tokens))
        await hub.close()
        return out

    return async_to_sync(scenario)()


def _declared(serializer_class) -> set[str]:
    return set(serializer_class().fields)


def _conforms(serializer_class, item: dict) -> None:
    assert set(item) == _declared(serializer_class), (
        f"undeclared: {sorted(set(item) - _declared(serializer_class))}, "
        f"missing: {sorted(_declared(serializer_class) - set(item))}"
    )
    checked = serializer_class(data=item)
    assert checked.is_valid(), checked.errors


def test_the_company_cards_sent_over_the_socket_and_kept_in_the_history_are_the_declared_shape(admin_user, client_for):
    _catalogue()

    [(data_type, cards), (list_type, industries)] = _search(
        admin_user, "cybersecurity resellers in Western Europe for mid-market", "Which industries are there?"
    )

    assert data_type == "Companies"
    assert cards
    for card in cards:
        _conforms(ChatCompanyCardOutput, card)
    assert list_type == "Industries"
    for item in industries:
        _conforms(ChatNamedItemOutput, item)

    history = client_for(admin_user).get(f"/api/ai-assistants/threads/active/{admin_user.pk}?assistant=company-search")
    assert history.status_code == 200
    kept = [m for m in history.json()["messages"] if m["dataType"]]
    for item in kept[-1]["data"]:
        _conforms(ChatNamedItemOutput, item)


def test_the_declared_shape_is_the_schemas(schema):
    """The SPA's generated types come from these components (npm run api:generate)."""
    components = schema["components"]["schemas"]
    card = components["ChatCompanyCardOutput"]

    assert set(card["properties"]) == _declared(ChatCompanyCardOutput)
    assert set(card["required"]) == _declared(ChatCompanyCardOutput) - {"partnerType"}
    data = components["ThreadMessageOutput"]["properties"]["data"]
    assert data["items"] == {"$ref": "#/components/schemas/ChatDataItem"}
    assert json.dumps(components["ChatDataItem"]["oneOf"]) == json.dumps(
        [
            {"$ref": "#/components/schemas/ChatCompanyCardOutput"},
            {"$ref": "#/components/schemas/ChatNamedItemOutput"},
        ]
    )
