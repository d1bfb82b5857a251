"""The outreach events socket (docs/outreach.md "Real time"), over Channels'
WebsocketCommunicator and config.asgi's routing: a ticket from the API opens it once, a new
message or request reaches the members concerned (never the other side for an internal note),
and a bad, used or stale ticket is refused with a reason."""

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from rest_framework.test import APIClient

from apps.accounts.services import auth_token_issue
from apps.outreach import services
from apps.outreach.consumers import REFUSED
from apps.outreach.tests.conftest import send
from config.asgi import application

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)

WAIT = 30


@pytest.fixture(autouse=True)
def in_memory_channel_layer(settings):
    """One event loop per test (async_to_sync); the Redis layer is for the real processes."""
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}


def ticket_for(user) -> str:
    client = APIClient()
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {auth_token_issue(user=user)}")
    response = client.post("/api/outreach/events-ticket")
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["url"] == f"/outreach-events?ticket={body['ticket']}"
    assert body["expiresIn"] == settings.OUTREACH_EVENTS_TICKET_SECONDS
    return body["ticket"]


def socket(ticket: str) -> WebsocketCommunicator:
    return WebsocketCommunicator(
        application, f"/outreach-events?ticket={ticket}", headers=[(b"origin", b"http://testserver")]
    )


async def opened(ticket: str) -> WebsocketCommunicator:
    communicator = socket(ticket)
    connected, _ = await communicator.connect(timeout=WAIT)
    assert connected
    assert await communicator.receive_json_from(timeout=WAIT) == {"type": "ready"}
    return communicator


async def refused(ticket: str) -> dict:
    communicator = socket(ticket)
    await communicator.connect(timeout=WAIT)
    message = await communicator.receive_json_from(timeout=WAIT)
    closed = await communicator.receive_output(timeout=WAIT)
    assert closed == {"type": "websocket.close", "code": REFUSED}
    return message


def post_message(user, conversation, body, note=False):
    return services.conversation_message_post(
        actor=user, conversation_id=conversation.pk, body=body, is_internal_note=note
    )


def test_a_new_message_reaches_both_sides_and_a_note_only_its_own(conversation, sender, beta_member, beta_admin):
    acme_ticket, beta_ticket = ticket_for(sender), ticket_for(beta_member)

    async def scenario():
        acme = await opened(acme_ticket)
        beta = await opened(beta_ticket)

        message = await database_sync_to_async(post_message)(beta_admin, conversation, "Thursday at 10?")
        expected = {"type": "message", "conversationId": conversation.pk, "messageId": message.pk}
        assert await acme.receive_json_from(timeout=WAIT) == expected
        assert await beta.receive_json_from(timeout=WAIT) == expected
        # Acme's bell hears of it on the same socket (the member's group, apps/notifications/events.py).
        notice = await acme.receive_json_from(timeout=WAIT)
        assert (notice["type"], notice["kind"]) == ("notification", "outreach.newMessage")

        note = await database_sync_to_async(post_message)(beta_admin, conversation, "Internal: cheap.", True)
        assert await beta.receive_json_from(timeout=WAIT) == {
            "type": "message",
            "conversationId": conversation.pk,
            "messageId": note.pk,
        }
        assert await acme.receive_nothing(timeout=0.5)
        await acme.disconnect()
        await beta.disconnect()

    async_to_sync(scenario)()


def test_a_new_request_reaches_the_receiving_company(sender, beta, beta_admin, third):
    beta_ticket, third_ticket = ticket_for(beta_admin), ticket_for(third)

    async def scenario():
        receiver = await opened(beta_ticket)
        outsider = await opened(third_ticket)

        intro_request = await database_sync_to_async(send)(sender, beta)

        assert await receiver.receive_json_from(timeout=WAIT) == {"type": "request", "requestId": intro_request.pk}
        assert await outsider.receive_nothing(timeout=0.5)
        await receiver.disconnect()
        await outsider.disconnect()

    async_to_sync(scenario)()


def test_a_ticket_opens_one_socket_once(beta_admin, beta):
    ticket = ticket_for(beta_admin)

    async def scenario():
        first = await opened(ticket)
        assert await refused(ticket) == {
            "type": "error",
            "title": "This events ticket is not valid or was used already.",
        }
        await first.disconnect()

    async_to_sync(scenario)()


@pytest.mark.parametrize("ticket", ["", "not-a-ticket", "eyJ1IjoxfQ:1abc:forged"])
def test_a_bad_ticket_is_refused(ticket):
    message = async_to_sync(refused)(ticket)

    assert message["type"] == "error"


def test_a_ticket_of_an_ended_session_is_refused(beta_admin, beta):
    ticket = ticket_for(beta_admin)
    beta_admin.session_version += 1  # a password reset ends every older session
    beta_admin.save(update_fields=["session_version"])

    assert async_to_sync(refused)(ticket)["type"] == "error"


def test_an_unknown_socket_path_is_still_closed_cleanly():
    async def scenario():
        communicator = WebsocketCommunicator(
            application, "/outreach-events-x", headers=[(b"origin", b"http://testserver")]
        )
        connected, _ = await communicator.connect(timeout=WAIT)
        assert not connected

    async_to_sync(scenario)()
