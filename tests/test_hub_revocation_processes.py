"""Open sockets lose what the account loses, across processes (issue 22, item 1): two daphne
processes on PostgreSQL + Redis, as production runs them. A socket held by process B is closed,
with the reason, when its account is deactivated through process A; a sign-out through A closes
B's socket of that session and leaves the account's other session open, until the deactivation.
The change crosses through Redis' channel layer (apps/assistants/revocation.py)."""

import time
from contextlib import ExitStack

import pytest
import requests
from django.conf import settings
from websockets.sync.client import connect

from apps.accounts.services import auth_token_issue
from apps.assistants import errors, signalr
from conftest import make_user
from tests.processes import WebProcess, process_env, running

pytestmark = [
    pytest.mark.services,
    pytest.mark.django_db(transaction=True),
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


class Socket:
    """An open hub socket (the handshake answered) of a server-side client."""

    def __init__(self, stack: ExitStack, url: str, token: str):
        headers = {"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {token}"}
        self.socket = stack.enter_context(connect(url, additional_headers=headers, open_timeout=WAIT))
        self.pending: list[dict] = []
        self.socket.send(signalr.frame({"protocol": "json", "version": 1}))
        assert self.receive() == {}

    def receive(self) -> dict:
        while not self.pending:
            self.pending.extend(signalr.split_frames(self.socket.recv(timeout=WAIT)))
        return self.pending.pop(0)

    def close_message(self) -> dict:
        """The next message that is not a ping (the hub pings every ASSISTANT_PING_SECONDS)."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            message = self.receive()
            if message.get("type") != signalr.PING:
                return message
        raise AssertionError(f"only pings arrived for {WAIT} s")

    def ping_answered(self) -> bool:
        """Still served: a client ping then an invocation the hub answers (an unknown method)."""
        self.socket.send(signalr.ping())
        self.socket.send(signalr.frame({"type": 1, "invocationId": "p", "target": "Ping", "arguments": []}))
        return self.close_message() == {
            "type": signalr.COMPLETION,
            "invocationId": "p",
            "error": "Unknown method Ping.",
            "headers": {"code": "unknownMethod"},
        }


def _post(web, path, token):
    headers = {"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {token}"}
    return requests.post(f"{web.url}{path}", headers=headers, timeout=WAIT)


def test_sockets_on_one_process_are_closed_by_a_sign_out_and_a_deactivation_through_another(two_processes):
    web_a, web_b = two_processes
    member = make_user(email="leaving@acme-industries.com")
    admin = auth_token_issue(user=make_user(email="avery.admin@acme-industries.com", admin=True))
    signing_out, staying = auth_token_issue(user=member), auth_token_issue(user=member)

    with ExitStack() as stack:
        ending = Socket(stack, f"{web_b.ws_url}/assistant-chat", signing_out)
        other_tab = Socket(stack, f"{web_b.ws_url}/assistant-chat", staying)
        assert ending.ping_answered()

        assert _post(web_a, "/api/auth/signout", signing_out).status_code in (200, 204)
        assert ending.close_message() == {"type": signalr.CLOSE, "error": errors.SESSION_ENDED.title}
        assert other_tab.ping_answered()  # the account's other session goes on

        deactivated = _post(web_a, f"/api/admin/users/{member.pk}/deactivate", admin)
        assert deactivated.status_code in (200, 204), deactivated.text
        assert other_tab.close_message() == {"type": signalr.CLOSE, "error": errors.SESSION_ENDED.title}
