"""Open sockets lose what the account loses (issue 22, item 1): a deactivation, a revoked Admin
role, a sign-out, a password reset or an ended plan closes every socket that no longer has the
right, with a close message that says why, and nothing more is generated or stored for it; the
sockets that keep their right stay open. The change is made as the product makes it (the API,
the services), on another thread than the socket's, and reaches the socket through the channel
layer (apps/assistants/revocation.py); across real server processes: tests/test_hub_revocation_processes.py.

Every wait is on an event (a message, the close), bounded by limits only a broken test reaches."""

import threading

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from django.conf import settings
from rest_framework.test import APIClient

from apps.accounts.services import auth_token_issue
from apps.accounts.tests.factories import TEST_PASSWORD
from apps.accounts.tests.helpers import reset_token_from
from apps.agents.tests.factories import GptAgentFactory
from apps.assistants import errors, signalr
from apps.assistants.models import Message
from apps.assistants.tests.hub_client import HubClient
from apps.billing.models import Subscription
from apps.billing.services import subscription_cancel
from apps.billing.tests.factories import SubscriptionFactory
from conftest import make_user

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)

WAIT = 60  # seconds: only a broken test waits this long


@pytest.fixture(autouse=True)
def in_memory_channel_layer(settings):
    """One process here: the in-memory layer (test_hubs.py says why); Redis across processes in
    tests/test_hub_revocation_processes.py."""
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}


def run(scenario):
    return async_to_sync(scenario)()


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def through_the_api(method: str, path: str, *, token: str, data=None):
    """An API call as another browser makes it, from the socket's event loop (a thread of its own)."""
    return database_sync_to_async(lambda: getattr(bearer(token), method)(path, data, format="json"))()


async def opened(path: str, **kwargs) -> HubClient:
    hub = HubClient(path, **kwargs)
    assert await hub.connect() == {}
    return hub


async def still_answers(hub: HubClient, prompt="Which plan am I on?", invocation_id="ok"):
    tokens, completion = await hub.conversation(prompt, invocation_id=invocation_id)
    assert "error" not in completion, completion
    assert tokens
    return tokens


@pytest.fixture
def admin_token(admin_user):
    return auth_token_issue(user=admin_user)


def test_a_deactivated_members_sockets_are_closed_at_once_and_store_nothing_more(user, admin_token):
    SubscriptionFactory(user=user)
    agent = GptAgentFactory(is_external=False, instructions="Write partner pitches.")

    async def scenario():
        chat = await opened("assistant-chat", user=user)
        agent_chat = await opened("assistant-chat", user=user, query={"agentId": agent.pk})
        await still_answers(chat)
        answer = await through_the_api("post", f"/api/admin/users/{user.pk}/deactivate", token=admin_token)
        assert answer.status_code in (200, 204), answer.content
        closed = [await chat.expect_closed(), await agent_chat.expect_closed()]
        return closed

    closed = run(scenario)
    assert closed == [{"type": signalr.CLOSE, "error": errors.SESSION_ENDED.title}] * 2
    assert Message.objects.filter(user=user).count() == 2  # the prompt and the answer before


def test_a_prompt_after_the_deactivation_is_refused_even_if_the_broadcast_was_lost(user, admin_token, monkeypatch):
    """The invocation's own check: it holds when no broadcast reached the socket (Redis was down
    as the change committed, or the change sent none)."""
    monkeypatch.setattr("apps.assistants.revocation._broadcast", lambda groups: None)

    async def scenario():
        chat = await opened("assistant-chat", user=user)
        answer = await through_the_api("post", f"/api/admin/users/{user.pk}/deactivate", token=admin_token)
        assert answer.status_code in (200, 204), answer.content
        await chat.invoke("SendPromptToAssistant", "Which plan am I on?")
        return await chat.expect_closed()

    assert run(scenario) == {"type": signalr.CLOSE, "error": errors.SESSION_ENDED.title}
    assert not Message.objects.filter(user=user).exists()


def test_an_answer_under_way_stops_when_the_account_is_deactivated(user, admin_token, monkeypatch):
    from apps.assistants import consumers
    from apps.assistants.tests.test_hubs import BlockingProvider

    provider = BlockingProvider()
    monkeypatch.setattr("apps.assistants.services.provider_get", lambda: provider)
    dispatched = threading.Event()  # the eager generation, its last events included, has returned
    real_dispatch = consumers._dispatch

    def dispatch(*args):
        try:
            real_dispatch(*args)
        finally:
            dispatched.set()

    monkeypatch.setattr(consumers, "_dispatch", dispatch)

    async def scenario():
        chat = await opened("assistant-chat", user=user)
        await chat.invoke("SendPromptToAssistant", "Tell me a long story")
        first = await chat.receive_non_ping()  # "First " streamed; the provider waits
        answer = await through_the_api("post", f"/api/admin/users/{user.pk}/deactivate", token=admin_token)
        assert answer.status_code in (200, 204), answer.content
        closed = await chat.expect_closed()
        provider.release.set()  # the worker goes on to its next chunk, sees the stop and ends
        # Its last events go out through this loop: it stays up until the worker has returned.
        waited = await database_sync_to_async(dispatched.wait, thread_sensitive=False)(WAIT)
        return first, closed, waited

    first, closed, waited = run(scenario)
    assert waited
    assert first["arguments"] == ["First "]
    assert closed == {"type": signalr.CLOSE, "error": errors.SESSION_ENDED.title}
    reply = Message.objects.get(is_assistant=True)
    assert (reply.text, reply.status) == ("First ", Message.Status.STOPPED)


def test_a_revoked_admin_role_closes_the_admin_hubs_and_keeps_the_member_chat(admin_token):
    other_admin = make_user(email="riley.admin@acme-industries.com", admin=True)

    async def scenario():
        search = await opened("assistant-company-search", user=other_admin)
        v2 = await opened("assistant-chat-v2", user=other_admin)
        chat = await opened("assistant-chat", user=other_admin)
        answer = await through_the_api("post", f"/api/admin/users/{other_admin.pk}/revoke-admin", token=admin_token)
        assert answer.status_code in (200, 204), answer.content
        closed = [await search.expect_closed(), await v2.expect_closed()]
        await still_answers(chat)
        await chat.close()
        return closed

    assert run(scenario) == [{"type": signalr.CLOSE, "error": errors.ADMIN_ONLY.title}] * 2


def test_a_sign_out_closes_that_sessions_sockets_and_no_other(user):
    signing_out, staying = auth_token_issue(user=user), auth_token_issue(user=user)

    async def scenario():
        ending = await opened("assistant-chat", token=signing_out)
        other_tab = await opened("assistant-chat", token=staying)
        answer = await through_the_api("post", "/api/auth/signout", token=signing_out)
        assert answer.status_code in (200, 204), answer.content
        closed = await ending.expect_closed()
        await still_answers(other_tab)
        await other_tab.close()
        return closed

    assert run(scenario) == {"type": signalr.CLOSE, "error": errors.SESSION_ENDED.title}


def test_a_password_reset_closes_every_socket_of_the_account(user, mailoutbox):
    api = APIClient()
    api.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY)
    assert api.post("/api/auth/forgot-password", {"email": user.email}, format="json").status_code == 200
    token = reset_token_from(mailoutbox[-1].body)
    reset = {"password": "N3w#Passw0rd", "passwordConfirmation": "N3w#Passw0rd", "token": token}

    async def scenario():
        chats = [await opened("assistant-chat", user=user) for _ in range(2)]
        answer = await database_sync_to_async(lambda: api.post("/api/auth/reset-password", reset, format="json"))()
        assert answer.status_code == 200, answer.content
        return [await chat.expect_closed() for chat in chats]

    assert run(scenario) == [{"type": signalr.CLOSE, "error": errors.SESSION_ENDED.title}] * 2


def test_an_ended_plan_closes_the_agent_chat_and_keeps_the_member_chat(user):
    subscription = SubscriptionFactory(user=user)
    agent = GptAgentFactory(is_external=False, instructions="Write partner pitches.")

    async def scenario():
        agent_chat = await opened("assistant-chat", user=user, query={"agentId": agent.pk})
        chat = await opened("assistant-chat", user=user)
        await database_sync_to_async(subscription_cancel)(subscription=subscription)  # e.g. Stripe's webhook
        closed = await agent_chat.expect_closed()
        await still_answers(chat)
        await chat.close()
        return closed

    assert run(scenario) == {"type": signalr.CLOSE, "error": errors.NO_SUBSCRIPTION.title}


def test_a_plan_that_ran_out_by_the_clock_refuses_the_next_agent_prompt(user):
    """A plan ends by the clock, with no write (the expiry task's bulk update sends no signal): the
    next invocation's check closes the socket."""
    subscription = SubscriptionFactory(user=user)
    agent = GptAgentFactory(is_external=False, instructions="Write partner pitches.")

    async def scenario():
        agent_chat = await opened("assistant-chat", user=user, query={"agentId": agent.pk})
        from django.utils import timezone

        await Subscription.objects.filter(pk=subscription.pk).aupdate(current_period_end=timezone.now())
        await agent_chat.invoke("SendPromptToAssistant", "A pitch for resellers")
        return await agent_chat.expect_closed()

    assert run(scenario) == {"type": signalr.CLOSE, "error": errors.NO_SUBSCRIPTION.title}
    assert not Message.objects.filter(user=user).exists()


def test_a_sign_in_elsewhere_changes_nothing(user):
    """Signing in writes the account's last_login: no socket is closed for it."""

    async def scenario():
        chat = await opened("assistant-chat", user=user)
        api = APIClient()
        api.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY)
        signin = {"email": user.email, "password": TEST_PASSWORD}
        answer = await database_sync_to_async(lambda: api.post("/api/auth/signin", signin, format="json"))()
        assert answer.status_code == 200, answer.content
        await still_answers(chat)
        await chat.close()

    run(scenario)
