"""The assistant hubs over Channels' WebsocketCommunicator: who is refused and how, the
protocol's errors, the limits, and a conversation on each hub (the local provider, Celery
eager, the in-memory or Redis channel layer)."""

import asyncio
import json
import threading

import pytest
from asgiref.sync import async_to_sync
from django.core.cache import cache
from django.test import Client

from apps.accounts.models import User
from apps.agents.models import GptAgent
from apps.agents.tests.factories import GptAgentFactory
from apps.assistants import errors, signalr
from apps.assistants.models import Message, Thread
from apps.assistants.providers.base import ProviderError, TextChunk
from apps.assistants.services import stop_key
from apps.assistants.tests.hub_client import HubClient, data_of, text_of
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import GeoRegion, Industry, MarketSegment
from apps.companies.tests.factories import CompanyFactory

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


@pytest.fixture(autouse=True)
def in_memory_channel_layer(settings):
    """One event loop per test here (async_to_sync), where Redis' layer keeps a connection pool
    per loop and blocks the loop's teardown: these tests use the in-memory layer, and the Redis
    layer is tested across real server processes (test_processes.py)."""
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}


def run(scenario):
    return async_to_sync(scenario)()


def refused_with(path, expected_error, **client_kwargs):
    async def scenario():
        hub = HubClient(path, **client_kwargs)
        assert await hub.connect() == {}
        return await hub.expect_closed()

    message = run(scenario)
    assert message == {"type": signalr.CLOSE, "error": expected_error}


# --- Refusals ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path", ["assistant-chat", "assistant-chat-v2", "assistant-company-search", "assistant-partner-program-builder"]
)
def test_every_hub_refuses_a_socket_without_a_token(path):
    refused_with(path, errors.SIGN_IN_REQUIRED.title)


def test_a_bad_or_expired_token_is_refused():
    refused_with("assistant-chat", errors.SIGN_IN_REQUIRED.title, token="not-a-jwt")


def test_a_signed_out_session_is_refused(user):
    from django.conf import settings
    from rest_framework.test import APIClient

    from apps.accounts.services import auth_token_issue

    token = auth_token_issue(user=user)
    client = APIClient()
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {token}")
    assert client.post("/api/auth/signout").status_code in (200, 204)
    refused_with("assistant-chat", errors.SIGN_IN_REQUIRED.title, token=token)


def test_a_pending_user_is_refused(pending_user):
    refused_with("assistant-chat", errors.ACCOUNT_PENDING.title, user=pending_user)


def test_without_the_api_key_the_socket_is_refused(user):
    refused_with("assistant-chat", errors.INVALID_API_KEY.title, user=user, api_key="")
    refused_with("assistant-chat", errors.INVALID_API_KEY.title, user=user, api_key="wrong-key")


@pytest.mark.parametrize("path", ["assistant-chat-v2", "assistant-company-search", "assistant-partner-program-builder"])
def test_admin_hubs_refuse_members(user, path):
    refused_with(path, errors.ADMIN_ONLY.title, user=user)


def test_agent_chat_needs_an_active_plan_and_an_internal_published_agent(user):
    agent = GptAgentFactory(is_external=False, instructions="Write partner pitches.")
    refused_with("assistant-chat", errors.NO_SUBSCRIPTION.title, user=user, query={"agentId": agent.pk})
    SubscriptionFactory(user=user)
    external = GptAgentFactory(is_external=True, external_url="https://example.com/gpt", instructions="")
    hidden = GptAgentFactory(is_external=False, instructions="Hidden.", is_published=False)
    for agent_id in (external.pk, hidden.pk, 999999):
        refused_with("assistant-chat", errors.AGENT_NOT_FOUND.title, user=user, query={"agentId": agent_id})


def test_negotiate_checks_the_api_key_and_its_connection_token_opens_the_socket(user):
    client = Client()
    refused = client.post("/assistant-chat/negotiate?negotiateVersion=1")
    assert refused.status_code == 401
    assert refused.json()["code"] == "invalidApiKey"
    from django.conf import settings

    answer = client.post("/assistant-chat/negotiate?negotiateVersion=1", HTTP_X_API_KEY=settings.SPA_API_KEY)
    assert answer.status_code == 200
    body = answer.json()
    assert body["negotiateVersion"] == 1
    assert body["availableTransports"] == [{"transport": "WebSockets", "transferFormats": ["Text"]}]
    assert client.get("/assistant-chat/negotiate").status_code == 405

    async def scenario():
        # No key header (a browser cannot set one on a websocket): the negotiated id stands in.
        hub = HubClient("assistant-chat", user=user, api_key="", query={"id": body["connectionToken"]})
        assert await hub.connect() == {}
        tokens, completion = await hub.conversation("hello")
        await hub.close()
        return tokens, completion

    tokens, completion = run(scenario)
    assert "error" not in completion
    assert tokens


def test_an_unknown_socket_path_is_closed_cleanly():
    from channels.testing import WebsocketCommunicator

    from config.asgi import application

    async def scenario():
        communicator = WebsocketCommunicator(application, "/no-such-hub", headers=[(b"origin", b"http://testserver")])
        connected, code = await communicator.connect(timeout=60)
        return connected, code

    assert run(scenario) == (False, 4404)


# --- Protocol ---------------------------------------------------------------------------------


def test_a_bad_handshake_is_answered_with_an_error(user):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        answer = await hub.connect(handshake=signalr.frame({"protocol": "messagepack", "version": 1}))
        output = await hub.communicator.receive_output(timeout=60)
        return answer, output

    answer, output = run(scenario)
    assert answer == {"error": "Only the json protocol is supported."}
    assert output["type"] == "websocket.close"


@pytest.mark.parametrize(
    ("frame", "error"),
    [
        ("not json\x1e", "Protocol error: Message is not valid JSON."),
        (
            '{"type":1,"target":"SendPromptToAssistant"}',
            "Protocol error: Incomplete message: missing record separator.",
        ),
        (
            signalr.frame({"type": 4, "invocationId": "1", "target": "x", "arguments": []}),
            "Protocol error: message type 4 is not supported.",
        ),
        (signalr.frame({"type": 1, "arguments": []}), "Protocol error: Invocation without a target."),
        # Under the size limit (ASSISTANT_MESSAGE_MAX_BYTES).
        ("[" * 30_000 + "]" * 30_000 + "\x1e", "Protocol error: Message is nested too deeply."),
    ],
)
def test_protocol_errors_close_the_connection_with_the_reason(user, frame, error):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        await hub.communicator.send_to(text_data=frame)
        return await hub.expect_closed()

    assert run(scenario) == {"type": signalr.CLOSE, "error": error}


def test_an_unknown_method_and_wrong_arguments_get_a_completion_error(user, admin_user):
    async def scenario():
        chat = HubClient("assistant-chat", user=user)
        await chat.connect()
        await chat.invoke("Nope", invocation_id="a")
        unknown = await chat.receive_non_ping()
        await chat.invoke("SendPromptToAssistant", {"threadId": None, "message": "hi"}, invocation_id="b")
        wrong_chat = await chat.receive_non_ping()
        await chat.close()
        search = HubClient("assistant-company-search", user=admin_user)
        await search.connect()
        await search.invoke("SendPromptToAssistant", "plain text", invocation_id="c")
        wrong_search = await search.receive_non_ping()
        await search.invoke("SendPromptToAssistant", {"threadId": 987654, "message": "x"}, invocation_id="d")
        gone = await search.receive_non_ping()
        huge = []
        for thread_id in (10**20, -1, 1.5):
            await search.invoke("SendPromptToAssistant", {"threadId": thread_id, "message": "x"}, invocation_id="e")
            huge.append(await search.receive_non_ping())
        await search.close()
        return unknown, wrong_chat, wrong_search, gone, huge

    unknown, wrong_chat, wrong_search, gone, huge = run(scenario)
    assert [answer["error"] for answer in huge] == [
        "SendPromptToAssistant expects one argument: {threadId, message}."
    ] * 3
    assert unknown == {
        "type": 3,
        "invocationId": "a",
        "error": "Unknown method Nope.",
        "headers": {"code": "unknownMethod"},
    }
    assert wrong_chat["error"] == "SendPromptToAssistant expects one argument: the prompt text."
    assert wrong_search["error"] == "SendPromptToAssistant expects one argument: {threadId, message}."
    assert gone["error"] == errors.UNKNOWN_THREAD.title


def test_the_server_pings_to_keep_the_connection_alive(user, settings):
    settings.ASSISTANT_PING_SECONDS = 0.01

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        message = await hub.receive()
        await hub.close()
        return message

    assert run(scenario) == {"type": signalr.PING}


def test_a_client_ping_is_accepted_and_a_close_message_closes(user):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        await hub.communicator.send_to(text_data=signalr.ping())
        tokens, _completion = await hub.conversation("hello")
        await hub.communicator.send_to(text_data=signalr.close())
        output = await hub.communicator.receive_output(timeout=60)
        return tokens, output

    tokens, output = run(scenario)
    assert tokens
    assert output["type"] == "websocket.close"


# --- Limits ------------------------------------------------------------------------------------


def test_blank_and_too_long_prompts_are_refused_and_nothing_is_stored(user, settings):
    settings.ASSISTANT_PROMPT_MAX_CHARS = 50

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        blank = await hub.conversation("   \n ")
        long = await hub.conversation("x" * 51, invocation_id="2")
        await hub.close()
        return blank, long

    (blank_tokens, blank), (long_tokens, long) = run(scenario)
    assert blank_tokens == []
    assert blank["error"] == "Type a message first."
    assert long_tokens == []
    assert long["error"] == "Your message is too long: keep it under 50 characters."
    assert not Message.objects.exists()


def test_messages_per_minute_are_limited_per_user(user, settings, monkeypatch):
    settings.ASSISTANT_MESSAGES_PER_MINUTE = 2
    # One minute's counter for the whole test, whenever it runs: the clock of the limit stands
    # still 30 s into a minute (the test crossing a minute's end reset the count before).
    from types import SimpleNamespace

    from apps.assistants import services

    monkeypatch.setattr(services, "time", SimpleNamespace(time=lambda: 1_800_000_030.0))

    async def scenario():
        results = []
        # Two sockets of the same user share the limit.
        for n in range(3):
            hub = HubClient("assistant-chat", user=user)
            await hub.connect()
            results.append(await hub.conversation(f"hello {n}"))
            await hub.close()
        return results

    results = run(scenario)
    assert ["error" in completion for _, completion in results] == [False, False, True]
    assert results[2][1]["error"].startswith("You are sending messages too quickly. Please wait ")
    assert Message.objects.filter(is_assistant=False).count() == 2


def test_the_monthly_allowance_depends_on_the_plan_and_admins_have_none(user, admin_user, settings):
    settings.ASSISTANT_MONTHLY_MESSAGES = {"free": 1, "growth": 2, "partner_pro": 3}

    def conversations(who, count):
        async def scenario():
            hub = HubClient("assistant-chat", user=who)
            await hub.connect()
            out = [await hub.conversation(f"hi {n}", invocation_id=str(n)) for n in range(count)]
            await hub.close()
            return out

        return run(scenario)

    free = conversations(user, 2)
    assert "error" not in free[0][1]
    assert free[1][1]["error"].startswith("You have used all 1 assistant messages of your plan this month.")
    SubscriptionFactory(user=user)  # Growth: 2 a month, one already used
    growth = conversations(user, 2)
    assert "error" not in growth[0][1]
    assert "error" in growth[1][1]
    assert all("error" not in c for _, c in conversations(admin_user, 4))


class BlockingProvider:
    """Yields one chunk, then waits until the test lets it go on."""

    name = "blocking"

    def __init__(self):
        self.started = threading.Event()
        self.release = threading.Event()

    def stream(self, request):
        yield TextChunk("First ")
        self.started.set()
        self.release.wait(60)
        yield TextChunk("second ")
        yield TextChunk("third.")


@pytest.fixture
def blocking(monkeypatch):
    provider = BlockingProvider()
    monkeypatch.setattr("apps.assistants.services.provider_get", lambda: provider)
    return provider


def test_one_generation_at_a_time_per_connection_and_stop_ends_it(user, blocking):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        await hub.invoke("SendPromptToAssistant", "Tell me a long story", invocation_id="1")
        first = await hub.receive_non_ping()  # "First " has been streamed
        await hub.invoke("SendPromptToAssistant", "And another", invocation_id="2")
        busy = await hub.receive_non_ping()
        await hub.invoke("StopAssistant", invocation_id="3")
        stop_ack = await hub.receive_non_ping()
        blocking.release.set()
        rest = [await hub.receive_non_ping() for _ in range(2)]
        await hub.close()
        return first, busy, stop_ack, rest

    first, busy, stop_ack, rest = run(scenario)
    assert first == {"type": 1, "target": "ReceiveToken", "arguments": ["First "]}
    assert busy == {"type": 3, "invocationId": "2", "error": errors.BUSY.title, "headers": {"code": "busy"}}
    assert stop_ack == {"type": 3, "invocationId": "3"}
    assert rest == [{"type": 1, "target": "AssistantDone", "arguments": []}, {"type": 3, "invocationId": "1"}]
    reply = Message.objects.get(is_assistant=True)
    assert (reply.text, reply.status) == ("First ", Message.Status.STOPPED)
    assert Message.objects.filter(is_assistant=False).count() == 1


def test_closing_the_socket_stops_the_generation(user, blocking, monkeypatch):
    from apps.assistants import consumers

    dispatched = threading.Event()  # the eager generation, final events included, has returned
    real_dispatch = consumers._dispatch

    def dispatch(*args):
        try:
            real_dispatch(*args)
        finally:
            dispatched.set()

    monkeypatch.setattr(consumers, "_dispatch", dispatch)

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        await hub.invoke("SendPromptToAssistant", "Tell me a long story", invocation_id="1")
        await hub.receive_non_ping()
        closing = asyncio.ensure_future(hub.close())
        reply = await Message.objects.aget(is_assistant=True)
        for _ in range(600):  # the consumer asks the worker to stop as the socket closes
            if await cache.aget(stop_key(reply.pk)):
                break
            await asyncio.sleep(0.05)
        blocking.release.set()  # the worker goes on to its next chunk, sees the stop and ends
        await closing
        # The worker (eager: a thread of this process) ends on its own; this event loop stays
        # up until it has, since its last events go out through this loop.
        for _ in range(600):
            if dispatched.is_set():
                break
            await asyncio.sleep(0.1)
        await reply.arefresh_from_db()
        return reply

    reply = run(scenario)
    assert (reply.text, reply.status) == ("First ", Message.Status.STOPPED)


# --- Conversations -------------------------------------------------------------------------------


def test_a_full_inbox_at_connect_is_busy_not_down(user, monkeypatch):
    """Hundreds of sockets connecting at once fill the process's inbox with their layer checks
    (capacity 100, bench/load.py): a full channel means the layer answered, so the socket is
    served, not refused with "unavailable" (an HTTP 500 before)."""
    from channels.exceptions import ChannelFull
    from channels.layers import InMemoryChannelLayer

    SubscriptionFactory(user=user)
    send = InMemoryChannelLayer.send

    async def full_for_checks(layer, channel, message):
        if message.get("type") == "assistant.layer_check":
            raise ChannelFull()
        return await send(layer, channel, message)

    monkeypatch.setattr(InMemoryChannelLayer, "send", full_for_checks)

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        answer = await hub.conversation("Which plan am I on?")
        await hub.close()
        return answer

    tokens, completion = run(scenario)
    assert completion == {"type": 3, "invocationId": "1", "_done": True}
    assert "Growth" in text_of(tokens)


def test_member_chat_streams_word_by_word_and_keeps_the_thread(user):
    SubscriptionFactory(user=user, credits_quota=100, credits_used=30)

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        first = await hub.conversation("How many credits do I have?")
        second = await hub.conversation("Which plan am I on?", invocation_id="2")
        await hub.close()
        return first, second

    (tokens, completion), (plan_tokens, _) = run(scenario)
    assert len(tokens) > 5
    assert all(isinstance(t, str) for t in tokens)
    assert completion == {"type": 3, "invocationId": "1", "_done": True}
    assert "**70 of 100 search credits** left" in text_of(tokens)
    assert "Growth" in text_of(plan_tokens)
    thread = Thread.objects.get()
    assert [(m.is_assistant, m.status) for m in thread.messages.all()] == [
        (False, "done"),
        (True, "done"),
        (False, "done"),
        (True, "done"),
    ]
    assert thread.messages.all()[1].text == text_of(tokens)


def test_new_conversation_closes_the_active_thread(user):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        await hub.conversation("hello")
        await hub.invoke("StartNewConversation", invocation_id="n")
        ack = await hub.receive_non_ping()
        await hub.conversation("hello again", invocation_id="2")
        await hub.close()
        return ack

    assert run(scenario) == {"type": 3, "invocationId": "n"}
    assert list(Thread.objects.order_by("id").values_list("is_closed", flat=True)) == [True, False]


def _catalogue():
    cyber = Industry.objects.get(name="Cybersecurity")
    other_industry = Industry.objects.exclude(pk=cyber.pk).order_by("id").first()
    west = GeoRegion.objects.get(name="Western Europe")
    north = GeoRegion.objects.get(name="Northern Europe")
    mid = MarketSegment.objects.get(name="Mid-market")
    enterprise = MarketSegment.objects.get(name="Enterprise")
    fits = [
        CompanyFactory(name=f"Shield {n}", target_industries=[cyber], geo_regions=[west], market_segments=[mid])
        for n in range(3)
    ]
    misses = [
        CompanyFactory(
            name="Wrong Industry", target_industries=[other_industry], geo_regions=[west], market_segments=[mid]
        ),
        CompanyFactory(name="Wrong Region", target_industries=[cyber], geo_regions=[north], market_segments=[mid]),
        CompanyFactory(
            name="Wrong Segment", target_industries=[cyber], geo_regions=[west], market_segments=[enterprise]
        ),
        CompanyFactory(
            name="Not Approved", target_industries=[cyber], geo_regions=[west], market_segments=[mid], is_approved=False
        ),
    ]
    return fits, misses


def test_company_search_answers_with_matching_company_cards(admin_user):
    fits, _ = _catalogue()

    async def scenario():
        hub = HubClient("assistant-company-search", user=admin_user)
        await hub.connect()
        first = await hub.conversation(
            {"threadId": None, "message": "cybersecurity resellers in Western Europe for mid-market"}
        )
        thread_id = first[0][0]["threadId"]
        second = await hub.conversation(
            {"threadId": thread_id, "message": "Which regions can I ask for?"}, invocation_id="2"
        )
        await hub.close()
        return first, second

    (tokens, completion), (region_tokens, _) = run(scenario)
    assert "error" not in completion
    assert all(set(t) == {"threadId", "summary", "jsonData", "dataType"} for t in tokens)
    thread_id = tokens[0]["threadId"]
    assert {t["threadId"] for t in tokens + region_tokens} == {thread_id}
    data_type, cards = data_of(tokens)
    assert data_type == "Companies"
    assert {c["companyId"] for c in cards} == {c.pk for c in fits}
    assert all(0 < c["score"] <= 100 for c in cards)
    summary = text_of(tokens)
    # Resellers: channel partners, or companies running a reseller program (docs/assistants.md).
    assert summary.startswith(
        "3 companies match **Cybersecurity channel partners (reseller) in Western Europe for Mid-market** on every "
        "criterion. "
        f"The best fit is **{cards[0]['name']}** at {cards[0]['score']}%."
    )
    region_type, regions = data_of(region_tokens)
    assert region_type == "GeoRegions"
    assert {"name": "Western Europe"} in regions
    stored = Message.objects.filter(thread_id=thread_id, is_assistant=True).order_by("id").first()
    assert stored.data_type == "Companies"
    assert [c["companyId"] for c in stored.data] == [c["companyId"] for c in cards]


def test_program_builder_drafts_from_the_named_company(admin_user):
    CompanyFactory(name="Northwind Security", offer_description="<p>Two months free for new partners.</p>")

    async def scenario():
        hub = HubClient("assistant-partner-program-builder", user=admin_user)
        await hub.connect()
        out = await hub.conversation(
            {"threadId": None, "message": "Program for Northwind Security: resellers in Western Europe, 25% margin"}
        )
        await hub.close()
        return out

    tokens, completion = run(scenario)
    text = text_of(tokens)
    assert "error" not in completion
    assert data_of(tokens) == (None, None)
    assert text.startswith("## Northwind Security Partner Program")
    assert "**Margin:** 25% on resale." in text
    assert "Western Europe" in text
    assert "Two months free for new partners." in text


def test_an_internal_agent_chats_with_its_instructions_and_counts_new_conversations(user):
    SubscriptionFactory(user=user)
    agent = GptAgentFactory(
        name="Pitch Drafter",
        is_external=False,
        instructions="Write a short partner pitch e-mail. Ask for the partner's market.",
    )

    async def scenario():
        out = []
        for _ in range(2):  # the same (active) thread: one conversation
            hub = HubClient("assistant-chat", user=user, query={"agentId": agent.pk})
            await hub.connect()
            out.append(await hub.conversation("A pitch for resellers in Western Europe"))
            await hub.close()
        return out

    results = run(scenario)
    # The agent's instructions stay on the server: the draft does not echo them.
    assert "Write a short partner pitch" not in text_of(results[0][0])
    assert "**Subject:**" in text_of(results[0][0])
    assert GptAgent.objects.get(pk=agent.pk).number_of_conversations == 1
    thread = Thread.objects.get()
    assert (thread.hub, thread.agent_id, thread.messages.count()) == ("agent", agent.pk, 4)


def test_an_admin_uses_every_hub(admin_user):
    async def scenario():
        hub = HubClient("assistant-chat-v2", user=admin_user)
        await hub.connect()
        out = await hub.conversation("What can you do?")
        await hub.close()
        return out

    tokens, completion = run(scenario)
    assert "error" not in completion
    assert text_of(tokens).startswith("I can help you with:")


def test_a_deactivated_user_cannot_connect(user):
    User.objects.filter(pk=user.pk).update(is_active=False)
    refused_with("assistant-chat", errors.SIGN_IN_REQUIRED.title, user=user)


def test_jsondata_is_a_json_string(admin_user):
    _catalogue()

    async def scenario():
        hub = HubClient("assistant-company-search", user=admin_user)
        await hub.connect()
        out = await hub.conversation({"threadId": "", "message": "Which industries are there?"})
        await hub.close()
        return out

    tokens, _ = run(scenario)
    data_token = next(t for t in tokens if t["dataType"])
    assert data_token["summary"] == ""
    assert isinstance(data_token["jsonData"], str)
    assert {"name": "Cybersecurity"} in json.loads(data_token["jsonData"])


class BreakingProvider:
    """Streams a few words, then the model's service fails."""

    name = "breaking"

    def stream(self, request):
        yield TextChunk("A partner program ")
        yield TextChunk("gives partners ")
        raise ProviderError("The AI service stopped answering. What it said so far is kept; please try again.")


def test_a_provider_failing_mid_stream_tells_the_client_and_the_thread_keeps_what_was_said(user, monkeypatch):
    monkeypatch.setattr("apps.assistants.services.provider_get", BreakingProvider)

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        out = await hub.conversation("Tell me about partner programs")
        await hub.close()
        return out

    tokens, completion = run(scenario)
    assert text_of(tokens) == "A partner program gives partners "
    assert completion["error"] == "The AI service stopped answering. What it said so far is kept; please try again."
    reply = Message.objects.get(is_assistant=True)
    assert (reply.text, reply.status) == ("A partner program gives partners ", Message.Status.FAILED)
    assert Message.objects.get(is_assistant=False).text == "Tell me about partner programs"


def test_a_prompt_with_a_null_character_is_refused_and_nothing_is_stored(user):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        out = await hub.conversation("hello\x00world")
        await hub.close()
        return out

    tokens, completion = run(scenario)
    assert tokens == []
    assert completion["error"] == errors.PROMPT_INVALID_CHARACTERS.title
    assert not Message.objects.exists()


def test_an_agent_id_no_database_can_hold_is_refused_as_not_found(user):
    SubscriptionFactory(user=user)
    refused_with("assistant-chat", errors.AGENT_NOT_FOUND.title, user=user, query={"agentId": "9" * 25})


def test_the_history_refuses_an_agent_id_no_database_can_hold(client_for, user):
    response = client_for(user).get(
        f"/api/ai-assistants/threads/active/{user.pk}", {"assistant": "agent", "agentId": "9" * 25}
    )
    assert response.status_code == 400
    assert "agentId" in response.json()["errors"]


# --- Hostile frames and what is echoed (issue 22, item 8) -------------------------------------------


def test_a_huge_method_name_is_not_echoed_back_in_full(user):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        await hub.invoke("X" * 60_000, invocation_id="a")
        answer = await hub.receive_non_ping()
        await hub.close()
        return answer

    answer = run(scenario)
    assert answer["error"] == "Unknown method " + "X" * signalr.ECHO_MAX_CHARS + "…."
    assert answer["headers"] == {"code": errors.UNKNOWN_METHOD.code}


def test_a_huge_message_type_is_not_echoed_back_in_full(user):
    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        await hub.communicator.send_to(text_data=signalr.frame({"type": "T" * 60_000}))
        return await hub.expect_closed()

    closed = run(scenario)
    assert len(closed["error"]) < 200
    assert closed["error"].startswith("Protocol error: message type 'TTTT")


def utf8_frame(prompt: str, *, invocation_id: str) -> str:
    """A SendPromptToAssistant frame as a browser writes it (UTF-8, not \\u escapes)."""
    message = {"type": 1, "invocationId": invocation_id, "target": "SendPromptToAssistant", "arguments": [prompt]}
    return json.dumps(message, ensure_ascii=False) + signalr.RS


def test_a_frame_over_the_size_limit_is_closed_with_a_reason_and_code_1009(user, settings):
    settings.ASSISTANT_MESSAGE_MAX_BYTES = 2000

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        # Just under the limit (bytes, not characters: "é" is two): served as usual.
        await hub.communicator.send_to(text_data=utf8_frame("é" * 900, invocation_id="fits"))
        fits = await hub.receive_non_ping()
        while fits.get("type") != signalr.COMPLETION:
            fits = await hub.receive_non_ping()
        await hub.communicator.send_to(text_data=utf8_frame("é" * 1000, invocation_id="over"))
        message = await hub.receive_non_ping()
        output = await hub.communicator.receive_output(timeout=60)
        return fits, message, output

    fits, message, output = run(scenario)
    assert fits["invocationId"] == "fits"
    assert message == {
        "type": signalr.CLOSE,
        "error": "This message is too large: a message may be at most 2000 bytes.",
    }
    assert output == {"type": "websocket.close", "code": 1009}


# --- Error codes a client can act on (issue 21, item 8) ----------------------------------------------


def test_each_assistant_error_code_names_one_error_and_shared_ones_are_not_copied():
    from apps.agents import errors as agent_errors
    from apps.core import errors as core_errors

    codes = [code.code for code in errors.ALL]
    assert len(codes) == len(set(codes)), sorted(c for c in codes if codes.count(c) > 1)
    # Errors another app defines are that app's, not a copy that could drift.
    assert errors.INVALID_API_KEY is core_errors.INVALID_API_KEY
    assert errors.AGENT_NOT_FOUND is agent_errors.AGENT_NOT_FOUND
    assert errors.NO_SUBSCRIPTION is agent_errors.NO_SUBSCRIPTION


def test_a_refused_prompt_and_a_failed_answer_carry_their_code(user, settings, monkeypatch):
    settings.ASSISTANT_MONTHLY_MESSAGES = {"free": 1, "growth": 2, "partner_pro": 3}

    async def scenario():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        blank = await hub.conversation("  ", invocation_id="blank")
        first = await hub.conversation("hello", invocation_id="first")
        over = await hub.conversation("hello again", invocation_id="over")
        await hub.close()
        return blank, first, over

    (_, blank), (_, first), (_, over) = run(scenario)
    assert blank["headers"] == {"code": "emptyPrompt"}
    assert "headers" not in first
    assert "error" not in first
    assert over["headers"] == {"code": "aiLimitReached"}
    assert over["error"].startswith("You have used all 1 assistant messages")

    monkeypatch.setattr("apps.assistants.services.provider_get", BreakingProvider)
    settings.ASSISTANT_MONTHLY_MESSAGES = {"free": 10, "growth": 10, "partner_pro": 10}

    async def failing():
        hub = HubClient("assistant-chat", user=user)
        await hub.connect()
        out = await hub.conversation("Tell me about partner programs")
        await hub.close()
        return out

    _, failed = run(failing)
    assert failed["headers"] == {"code": errors.PROVIDER_FAILED.code}


# --- GPT agents: one rule for the page and the chat (issue 22, item 9) ----------------------------


def test_an_admin_without_a_plan_is_refused_an_agent_chat_as_the_agent_page_refuses_them(admin_user, client_for):
    agent = GptAgentFactory(is_external=False, instructions="Write partner pitches.")
    page = client_for(admin_user).get(f"/api/gpt-agents/{agent.pk}")
    assert (page.status_code, page.json()["code"]) == (403, "noSubscription")
    refused_with("assistant-chat", errors.NO_SUBSCRIPTION.title, user=admin_user, query={"agentId": agent.pk})

    SubscriptionFactory(user=admin_user)  # e.g. the admins' Test plan
    assert client_for(admin_user).get(f"/api/gpt-agents/{agent.pk}").status_code == 200

    async def scenario():
        hub = HubClient("assistant-chat", user=admin_user, query={"agentId": agent.pk})
        assert await hub.connect() == {}
        out = await hub.conversation("A pitch for resellers in Western Europe")
        await hub.close()
        return out

    tokens, completion = run(scenario)
    assert "error" not in completion
    assert tokens
