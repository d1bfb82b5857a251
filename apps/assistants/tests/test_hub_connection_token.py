"""The sign-in token stays out of the socket's URL (issue 22, item 10): the negotiate call, which
carries it as a header, hands out a short-lived, single-use connection token bound to that
session and hub; the socket is opened with it (`?id=`), and a token in the URL (`access_token`)
is never read. A browser's socket carries no header at all: what it needs comes from there."""

import pytest
from asgiref.sync import async_to_sync
from django.conf import settings
from django.test import Client

from apps.accounts.services import auth_token_issue
from apps.assistants import errors, signalr
from apps.assistants.api import views
from apps.assistants.consumers import negotiated_key
from apps.assistants.models import Thread
from apps.assistants.tests.hub_client import HubClient, text_of

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


@pytest.fixture(autouse=True)
def in_memory_channel_layer(settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}


def run(scenario):
    return async_to_sync(scenario)()


def negotiate(path="assistant-chat", *, token: str | None = None, query: str = "") -> dict:
    """POST <hub>/negotiate as @microsoft/signalr sends it: the API key and, signed in, the bearer token."""
    headers = {"HTTP_X_API_KEY": settings.SPA_API_KEY}
    if token is not None:
        headers["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    answer = Client().post(f"/{path}/negotiate?negotiateVersion=1{query}", **headers)
    assert answer.status_code == 200, answer.content
    return answer.json()


def as_a_browser(path: str, connection_token: str, query: dict | None = None) -> HubClient:
    """A browser's socket: no header but the origin, the connection token in the URL."""
    return HubClient(path, api_key="", query={**(query or {}), "id": connection_token})


def outcome(hub: HubClient, prompt: str | None = "Which plan am I on?"):
    async def scenario():
        answer = await hub.connect()
        assert answer == {}
        first = await hub.receive_non_ping() if prompt is None else None
        if prompt is not None:
            await hub.invoke("SendPromptToAssistant", prompt)
            first = await hub.receive_non_ping()
        if first.get("type") == signalr.CLOSE:
            return first
        tokens, completion = [first["arguments"][0]], None
        while completion is None:
            message = await hub.receive_non_ping()
            if message.get("target") == "ReceiveToken":
                tokens.append(message["arguments"][0])
            elif message.get("type") == signalr.COMPLETION:
                completion = message
        await hub.close()
        return tokens, completion

    return run(scenario)


def test_a_connection_token_negotiated_signed_in_opens_that_users_socket(user):
    body = negotiate(token=auth_token_issue(user=user))

    tokens, completion = outcome(as_a_browser("assistant-chat", body["connectionToken"]))

    assert "error" not in completion
    assert text_of(tokens)
    assert Thread.objects.get().user == user


def test_the_socket_never_reads_a_sign_in_token_from_its_url(user):
    token = auth_token_issue(user=user)
    refused = outcome(HubClient("assistant-chat", query={"access_token": token}))  # the API key header only

    assert refused == {"type": signalr.CLOSE, "error": errors.SIGN_IN_REQUIRED.title}


def test_a_connection_token_opens_one_socket_once(user):
    body = negotiate(token=auth_token_issue(user=user))
    tokens, _ = outcome(as_a_browser("assistant-chat", body["connectionToken"]))
    assert tokens

    again = outcome(as_a_browser("assistant-chat", body["connectionToken"]))

    assert again == {"type": signalr.CLOSE, "error": errors.CONNECTION_EXPIRED.title}


def test_a_connection_token_opens_only_the_hub_it_was_negotiated_for(admin_user):
    body = negotiate("assistant-chat", token=auth_token_issue(user=admin_user))

    refused = outcome(as_a_browser("assistant-chat-v2", body["connectionToken"]))

    assert refused == {"type": signalr.CLOSE, "error": errors.CONNECTION_EXPIRED.title}


def test_an_agents_negotiate_call_carries_the_agent_id_and_the_socket_opens(user):
    from apps.agents.tests.factories import GptAgentFactory
    from apps.billing.tests.factories import SubscriptionFactory

    SubscriptionFactory(user=user)
    agent = GptAgentFactory(is_external=False, instructions="Write partner pitches.")
    body = negotiate(token=auth_token_issue(user=user), query=f"&agentId={agent.pk}")

    tokens, completion = outcome(
        as_a_browser("assistant-chat", body["connectionToken"], {"agentId": agent.pk}), "A pitch for resellers"
    )

    assert "error" not in completion
    assert tokens


@pytest.mark.parametrize("token", [None, "not-a-jwt"])
def test_negotiated_without_a_valid_sign_in_the_socket_says_to_sign_in(token):
    body = negotiate(token=token)

    refused = outcome(as_a_browser("assistant-chat", body["connectionToken"]))

    assert refused == {"type": signalr.CLOSE, "error": errors.SIGN_IN_REQUIRED.title}


def test_the_session_is_checked_when_the_socket_opens_not_only_at_negotiate(user, client_for):
    token = auth_token_issue(user=user)
    body = negotiate(token=token)
    from apps.accounts.tests.helpers import bearer_client

    assert bearer_client(token).post("/api/auth/signout").status_code in (200, 204)

    refused = outcome(as_a_browser("assistant-chat", body["connectionToken"]))

    assert refused == {"type": signalr.CLOSE, "error": errors.SIGN_IN_REQUIRED.title}


def test_the_connection_token_is_short_lived_and_keeps_no_sign_in_token(user, settings, monkeypatch):
    settings.ASSISTANT_NEGOTIATE_TTL_SECONDS = 45
    kept = {}
    real_set = views.cache.set

    def spy(key, value, timeout=None, **kwargs):
        kept[key] = (value, timeout)
        return real_set(key, value, timeout, **kwargs)

    monkeypatch.setattr(views.cache, "set", spy)
    token = auth_token_issue(user=user)

    body = negotiate(token=token)

    value, timeout = kept[negotiated_key(body["connectionToken"])]
    assert timeout == 45
    assert token not in repr(value)
    assert str(value["claims"]["user_id"]) == str(user.pk)
    assert value["path"] == "/assistant-chat"
