"""The official @microsoft/signalr Node client (issue 12) against a real daphne process and a
Celery worker on PostgreSQL + Redis: built as the SPA builds it (negotiate with the API key, the
token from accessTokenFactory, websockets, automatic reconnect; tests/signalr/client.mjs), it
connects to each hub, invokes SendPromptToAssistant, receives the tokens then AssistantDone,
and reconnects after the server restarts."""

from __future__ import annotations

import json
import queue
import shutil
import subprocess
import threading

import pytest
from django.conf import settings

from apps.accounts.services import auth_token_issue
from apps.agents.tests.factories import GptAgentFactory
from apps.assistants.models import Message
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import GeoRegion, Industry, MarketSegment
from apps.companies.tests.factories import CompanyFactory
from conftest import make_user
from tests.processes import ROOT, WebProcess, WorkerProcess, process_env, restart, running

pytestmark = [
    pytest.mark.services,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("reference_data"),
]

WAIT = 120  # seconds: only a broken process or client takes this long
CLIENT = "tests/signalr/client.mjs"


class NodeClient:
    """tests/signalr/client.mjs as a child process: the scenario on stdin, one JSON line per event."""

    def __init__(self, scenario: dict):
        node = shutil.which("node")
        assert node, "node is not on PATH"
        self.process = subprocess.Popen(
            [node, CLIENT],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue = queue.Queue()
        self.stdout: list[str] = []
        self.stderr: list[str] = []
        threading.Thread(target=self._read, args=(self.process.stdout, self.stdout, True), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self.stderr, False), daemon=True).start()
        self.process.stdin.write(json.dumps(scenario))
        self.process.stdin.close()

    def _read(self, stream, log: list[str], parse: bool):
        for line in stream:
            log.append(line)
            if parse:
                self.lines.put(json.loads(line))
        if parse:
            self.lines.put(None)  # the client's output ended

    def output(self) -> str:
        return "stdout:\n" + "".join(self.stdout) + "\nstderr:\n" + "".join(self.stderr)

    def next_event(self) -> dict:
        try:
            line = self.lines.get(timeout=WAIT)
        except queue.Empty:
            pytest.fail(f"the SignalR client printed nothing for {WAIT} s\n{self.output()}")
        assert line is not None, f"the SignalR client ended early\n{self.output()}"
        assert line.get("event") != "fatal", f"the SignalR client failed\n{self.output()}"
        return line

    def expect(self, step: str | None, event: str, *, quiet: bool = True) -> dict:
        """The next line, which must be this event; quiet: the client logged no warning or error
        since the line before."""
        line = self.next_event()
        assert (line.get("step"), line["event"]) == (step, event), f"{line}\n{self.output()}"
        if quiet:
            assert line["logged"] == [], line["logged"]
        return line

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=WAIT)


def conversation(result: dict) -> list:
    """The ReceiveToken arguments of one invocation, after checking that they all came before
    AssistantDone, AssistantDone once, then the completion, without an error."""
    assert result["error"] is None, result
    kinds = [event["kind"] for event in result["events"]]
    tokens = kinds.count("token")
    assert tokens > 0, result
    assert kinds == ["token"] * tokens + ["done", "completion"], kinds
    return [event["value"] for event in result["events"] if event["kind"] == "token"]


def text_of(tokens: list) -> str:
    return "".join(t if isinstance(t, str) else t["summary"] for t in tokens)


def data_of(tokens: list):
    typed = [t for t in tokens if isinstance(t, dict) and t["dataType"]]
    assert len(typed) <= 1, typed
    return (typed[0]["dataType"], json.loads(typed[0]["jsonData"])) if typed else (None, None)


def assistant_replies(user) -> list[str]:
    """The replies stored for the user, oldest first (each must be what the client received)."""
    return list(
        Message.objects.filter(thread__user=user, is_assistant=True).order_by("id").values_list("text", flat=True)
    )


@pytest.fixture
def server(require_services, tmp_path):
    env = process_env()
    web = WebProcess("web", env, tmp_path)
    worker = WorkerProcess("worker", env, tmp_path)
    with running(web, worker):
        yield web


def _catalogue():
    cyber = Industry.objects.get(name="Cybersecurity")
    other_industry = Industry.objects.exclude(pk=cyber.pk).order_by("id").first()
    west = GeoRegion.objects.get(name="Western Europe")
    north = GeoRegion.objects.get(name="Northern Europe")
    mid = MarketSegment.objects.get(name="Mid-market")
    fits = [
        CompanyFactory(name=f"Shield {n}", target_industries=[cyber], geo_regions=[west], market_segments=[mid])
        for n in range(3)
    ]
    CompanyFactory(name="Wrong Region", target_industries=[cyber], geo_regions=[north], market_segments=[mid])
    CompanyFactory(
        name="Not Approved", target_industries=[cyber], geo_regions=[west], market_segments=[mid], is_approved=False
    )
    # The program builder's company: not a match for the search above.
    CompanyFactory(
        name="Northwind Security",
        offer_description="<p>Two months free for new partners.</p>",
        target_industries=[other_industry],
        geo_regions=[north],
        market_segments=[mid],
    )
    return fits


def test_the_official_node_client_talks_to_every_hub_and_reconnects_after_a_restart(server):
    web = server
    member = make_user()
    SubscriptionFactory(user=member, credits_quota=100, credits_used=30)  # Growth
    admin = make_user(email="admin@partnermatch-hq.com", admin=True)
    agent = GptAgentFactory(
        name="Pitch Drafter",
        is_external=False,
        instructions="Write a short partner pitch e-mail. Ask for the partner's market.",
    )
    fits = _catalogue()
    member_token = auth_token_issue(user=member)
    admin_token = auth_token_issue(user=admin)

    search = {"threadId": None, "message": "cybersecurity resellers in Western Europe for mid-market"}
    builder = {"threadId": None, "message": "Program for Northwind Security: resellers in Western Europe, 25% margin"}
    scenario = {
        "baseUrl": web.url,
        "apiKey": settings.SPA_API_KEY,
        "waitSeconds": WAIT,
        "steps": [
            {
                "name": "chat",
                "path": "/assistant-chat",
                "token": member_token,
                "prompts": ["How many credits do I have?"],
            },
            {
                # As the SPA connects: the token to negotiate only, the socket opened with the
                # connection token alone (no Authorization header, nothing in its URL).
                "name": "chat-spa",
                "path": "/assistant-chat",
                "token": member_token,
                "tokenToNegotiateOnly": True,
                "prompts": ["How many credits do I have?"],
            },
            {
                "name": "agent",
                "path": f"/assistant-chat?agentId={agent.pk}",
                "token": member_token,
                "prompts": ["A pitch for resellers in Western Europe"],
            },
            {"name": "v2", "path": "/assistant-chat-v2", "token": admin_token, "prompts": ["What can you do?"]},
            {"name": "search", "path": "/assistant-company-search", "token": admin_token, "prompts": [search]},
            {
                "name": "builder",
                "path": "/assistant-partner-program-builder",
                "token": admin_token,
                "prompts": [builder],
            },
            {
                "name": "restart",
                "path": "/assistant-chat",
                "token": member_token,
                "prompts": ["Which plan am I on?"],
                "reconnect": True,
                "promptsAfterReconnect": ["How many credits do I have?"],
            },
        ],
    }
    client = NodeClient(scenario)
    try:
        results = {}
        for step in ("chat", "chat-spa", "agent", "v2", "search", "builder", "restart"):
            line = client.expect(step, "result")
            assert line["connected"] is True, line
            assert line["closeError"] is None, line
            assert len(line["results"]) == 1, line
            results[step] = conversation(line["results"][0])

        # The member chat: streamed chunk by chunk, the member's own numbers.
        chat = results["chat"]
        assert len(chat) > 5
        assert all(isinstance(t, str) for t in chat)
        assert "**70 of 100 search credits** left" in text_of(chat)
        assert text_of(results["chat-spa"]) == text_of(chat)
        # The internal agent drafts (its instructions stay on the server: issue 21).
        agent_text = text_of(results["agent"])
        assert "**Subject:**" in agent_text
        assert "Write a short partner pitch" not in agent_text
        # v2, admin only.
        assert text_of(results["v2"]).startswith("I can help you with:")
        # The company search: {threadId, summary, jsonData, dataType}, one thread, company cards.
        tokens = results["search"]
        assert all(set(t) == {"threadId", "summary", "jsonData", "dataType"} for t in tokens)
        assert len({t["threadId"] for t in tokens}) == 1
        data_type, cards = data_of(tokens)
        assert data_type == "Companies"
        assert {c["companyId"] for c in cards} == {c.pk for c in fits}
        # The summary's wording is the engine's (apps/assistants/tests/test_hubs.py checks it).
        assert text_of(tokens).startswith("3 companies match **Cybersecurity")
        # The program builder: a draft from the named company, text only.
        tokens = results["builder"]
        assert data_of(tokens) == (None, None)
        draft = text_of(tokens)
        assert draft.startswith("## Northwind Security Partner Program")
        assert "25%" in draft
        assert "Two months free for new partners." in draft
        # Before the restart.
        assert "Growth" in text_of(results["restart"])

        # The server restarts under the connected client (SIGTERM, a new process on the port).
        ready = client.expect("restart", "ready-for-restart")
        restart(web)
        # Losing the server and failing to negotiate while it is away are logged, as they should be.
        lost = client.expect("restart", "reconnecting", quiet=False)
        back = client.expect("restart", "reconnected", quiet=False)
        assert back["state"] == "Connected", (lost, back)
        assert back["connectionId"] != ready["connectionId"]  # a new negotiation, a new socket
        after = client.expect("restart", "result-after-reconnect")
        assert after["connected"] is True, after
        assert after["closeError"] is None, after
        assert len(after["results"]) == 1, after
        results["after-restart"] = conversation(after["results"][0])
        assert "**70 of 100 search credits** left" in text_of(results["after-restart"])
        client.expect(None, "finished")
        assert client.process.wait(timeout=WAIT) == 0, client.output()
    finally:
        client.stop()

    # Every reply the client received is what the server stored, in the order it was sent.
    assert assistant_replies(member) == [
        text_of(results[step]) for step in ("chat", "chat-spa", "agent", "restart", "after-restart")
    ]
    assert assistant_replies(admin)[0] == text_of(results["v2"])
