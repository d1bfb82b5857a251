"""Outreach's real-time events across processes (PostgreSQL + Redis, two daphne processes as
production runs them): a message posted through process B reaches a socket held by process A,
through Redis' channel layer; the ticket asked of B opens the socket on A (the shared cache)."""

import json

import pytest
import requests
from django.conf import settings
from websockets.sync.client import connect

from apps.accounts.services import auth_token_issue
from apps.outreach.tests.factories import ConversationFactory
from tests.processes import WebProcess, process_env, running

pytestmark = [
    pytest.mark.services,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
    pytest.mark.usefixtures("reference_data"),
]

WAIT = 120  # seconds: only a broken process takes this long


@pytest.fixture
def two_processes(require_services, tmp_path):
    env = process_env()
    web_a = WebProcess("web-a", env, tmp_path)
    web_b = WebProcess("web-b", env, tmp_path)
    with running(web_a, web_b):
        yield web_a, web_b


def _call(web, method, path, *, token, **kwargs):
    headers = {"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {token}"}
    return requests.request(method, f"{web.url}{path}", headers=headers, timeout=WAIT, **kwargs)


def test_a_message_posted_through_one_process_reaches_a_socket_on_another(
    two_processes, acme, beta, sender, beta_member
):
    web_a, web_b = two_processes
    conversation = ConversationFactory(companies=(acme, beta))
    sender_token, reader_token = auth_token_issue(user=sender), auth_token_issue(user=beta_member)
    ticket = _call(web_b, "POST", "/api/outreach/events-ticket", token=reader_token).json()["ticket"]

    with connect(f"{web_a.ws_url}/outreach-events?ticket={ticket}", open_timeout=WAIT) as socket:
        assert json.loads(socket.recv(timeout=WAIT)) == {"type": "ready"}
        posted = _call(
            web_b,
            "POST",
            f"/api/outreach/conversations/{conversation.pk}/messages",
            token=sender_token,
            json={"body": "Thursday at 10 works for us."},
        )
        assert posted.status_code == 201, posted.text
        event = json.loads(socket.recv(timeout=WAIT))

    assert event == {"type": "message", "conversationId": conversation.pk, "messageId": posted.json()["messageId"]}
    # The reader's next read, through process A, has it.
    detail = _call(web_a, "GET", f"/api/outreach/conversations/{conversation.pk}", token=reader_token).json()
    assert [m["body"] for m in detail["messages"]] == ["Thursday at 10 works for us."]
    assert detail["unreadCount"] == 1
