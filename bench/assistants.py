"""Assistants benchmark (issue 12): the hubs over a real socket, served by a real daphne process.

The benchmark prepares a database (the demo catalogue of `seed_demo`, 300 approved companies,
and a member of its own with an approved company and Partner Pro), starts daphne on it as a
subprocess (tests/processes.py's WebProcess, as the multi-process tests do), speaks the
SignalR JSON hub protocol to it with the `websockets` client (handshake, the sign-in token as an
`Authorization` header, `X-Api-Key` header) and prints:

- **first-token latency** of the local engine on `/assistant-chat`: N prompts (200 by
  default) one after the other on one socket, mixed: credits questions, partner searches
  (an industry, a region, a segment from the reference lists) and knowledge-base questions.
  Timed from sending the `SendPromptToAssistant` invocation to the first `ReceiveToken`; also
  the whole reply (to the invocation's completion). p50/p90/p99 per kind and together, and
  the issue's target: **p50 < 150 ms** (PASS/FAIL).
- **200 connections held by one process**: 200 sockets opened at once and held for
  `--hold` seconds with the server's keep-alive pings every `--ping` second
  (ASSISTANT_PING_SECONDS, 1 s here, 15 s in production): pings received per socket, whether
  every socket stayed open, the server's resident memory (RSS) before and while they are
  held and its CPU time, and prompts sent on one of the held sockets meanwhile (answered or
  not, first-token latency).

Topology: without REDIS_URL the embedded default (in-memory channel layer, the generation run
by Celery eagerly in a worker thread of the daphne process). With REDIS_URL (and a
DATABASE_URL a worker can share) the production one: the Redis channel layer and a Celery
worker process (solo pool) generating, both started here.

The per-minute and monthly prompt limits are raised for the run (the server's environment:
ASSISTANT_MESSAGES_PER_MINUTE, ASSISTANT_MONTHLY_MESSAGES_PRO); they are still checked on
every prompt. Loopback only; every wait is bounded, a whole run takes well under 2 minutes.

Usage (from the project root):
    .venv/bin/python bench/assistants.py
    .venv/bin/python bench/assistants.py --prompts 200 --connections 200 --hold 10 --ping 1
The database is var/bench/assistants.sqlite3, reused by later runs (--reseed makes it again).
With DATABASE_URL set, that database is used instead: give it a database of its own, the
benchmark migrates it and adds the demo data. Server logs: var/bench/logs/.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import random
import statistics
import sys
import time
import uuid
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PROMPTS = 200
CONNECTIONS = 200
HOLD_SECONDS = 10.0
PING_SECONDS = 1.0
HELD_PROMPTS = 20
BURST = 20
TARGET_P50_MS = 150.0
SEED = 20261212
WAIT = 60  # seconds: a bound only a broken server reaches
RS = "\x1e"
HANDSHAKE = json.dumps({"protocol": "json", "version": 1}) + RS
EMAIL = "bench.assistant@bench-assistant.example"


# --- Figures ------------------------------------------------------------------------------------


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def figures(values: list[float]) -> str:
    if not values:
        return "no values"
    return (
        f"p50 {percentile(values, 0.5):7.1f} ms   p90 {percentile(values, 0.9):7.1f} ms   "
        f"p99 {percentile(values, 0.99):7.1f} ms   max {max(values):7.1f} ms"
    )


def process_memory(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (the peak) of a process, in KiB (Linux /proc)."""
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            found[key] = int(value.split()[0])
    return found


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# --- The database -------------------------------------------------------------------------------


def setup_django(reseed: bool) -> None:
    if not os.environ.get("DATABASE_URL"):
        path = ROOT / "var" / "bench" / "assistants.sqlite3"
        path.parent.mkdir(parents=True, exist_ok=True)
        if reseed:
            for stale in path.parent.glob(path.name + "*"):  # the file and its WAL
                stale.unlink()
        os.environ["DATABASE_URL"] = f"sqlite:///{path}"
    # The test settings: DEBUG off, a fixed API key, any host (as bench/discovery.py).
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.test"
    import django

    django.setup()
    logging.getLogger("apps").setLevel(logging.WARNING)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def prepare():
    """The demo catalogue (idempotent), the bench member with an approved company and Partner
    Pro, and none of the conversations of earlier runs. Returns the member."""
    from apps.accounts.models import User
    from apps.assistants.models import Thread
    from apps.billing.models import PricingPlan
    from apps.billing.selectors import search_credits_available
    from apps.billing.services import subscription_grant
    from apps.companies.models import Company, CompanyMember
    from apps.demo.seed import demo_seed

    result = demo_seed()
    if result.companies:
        print(f"  {result}")
    user = User.objects.filter(email=EMAIL).first() or User.objects.create_user(
        email=EMAIL, password="Bench-Passw0rd!", first_name="Bench", last_name="Assistant", status=User.Status.ACTIVE
    )
    if not CompanyMember.objects.filter(user=user).exists():
        company = Company.objects.create(
            name="Bench Assistant Co",
            website="https://www.bench-assistant.example",
            domain="bench-assistant.example",
            description="<p>The assistants benchmark's own company.</p>",
            partner_type=1,
            is_approved=True,
        )
        company.target_industries.set([14, 22])
        company.geo_regions.set([155, 21])
        company.market_segments.set([1, 2])
        CompanyMember.objects.create(company=company, user=user, is_company_admin=True)
    if search_credits_available(user=user) < 100:
        subscription_grant(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.PARTNER_PRO), days=30)
    Thread.objects.filter(user=user).delete()  # each run starts with an empty history
    return user


CREDITS_QUESTIONS = [
    "How many search credits do I have left?",
    "how many credits are left on my account",
    "Do I still have search credits?",
]
KNOWLEDGE_QUESTIONS = [
    "How do I write a good company description?",
    "What should my partner program say?",
    "How does the fit score work?",
    "Which contacts should I add?",
    "What makes a good exclusive offer?",
]
SEARCH_TEMPLATES = [
    "Find {industry} partners in {region} for {segment}",
    "{industry} companies in {region} selling to {segment}",
    "who could partner with us in {region}? we target {industry}, {segment}",
]


def prompts(count: int) -> list[tuple[str, str]]:
    """(kind, prompt): a third each of credits, search and knowledge questions, shuffled."""
    from apps.companies.models import GeoRegion, Industry, MarketSegment

    rng = random.Random(SEED)  # noqa: S311 (reproducible prompts, not security)
    industries = list(Industry.objects.values_list("name", flat=True))
    regions = list(GeoRegion.objects.values_list("name", flat=True))
    segments = list(MarketSegment.objects.values_list("name", flat=True))
    chosen = []
    for number in range(count):
        kind = ("credits", "search", "knowledge")[number % 3]
        if kind == "credits":
            text = rng.choice(CREDITS_QUESTIONS)
        elif kind == "knowledge":
            text = rng.choice(KNOWLEDGE_QUESTIONS)
        else:
            text = rng.choice(SEARCH_TEMPLATES).format(
                industry=rng.choice(industries), region=rng.choice(regions), segment=rng.choice(segments)
            )
        chosen.append((kind, text))
    rng.shuffle(chosen)
    return chosen


def answer_kind(text: str) -> str:
    """Which of the local engine's answers a reply is (to check that the mix is the one asked)."""
    if " on every criterion" in text and "The best fit is" in text:
        return "search (companies)"
    if text.startswith("No approved company"):
        return "search (none match)"
    if "search credits" in text and ("left" in text or "no search credits" in text):
        return "credits"
    if text.startswith("From the **"):
        return "knowledge"
    return "other"


# --- A SignalR JSON hub client over `websockets` ------------------------------------------------


class Hub:
    """One socket to a hub: handshake, invocations, and the messages as they come."""

    def __init__(self, socket):
        self.socket = socket
        self.pending: list[dict] = []

    @classmethod
    async def open(cls, base: str, path: str, *, token: str, api_key: str) -> Hub:
        from websockets.asyncio.client import connect

        socket = await connect(
            f"{base}/{path}",  # the token as a header: never in a URL (docs/assistants.md)
            additional_headers={"X-Api-Key": api_key, "Authorization": f"Bearer {token}"},
            origin=base.replace("ws://", "http://"),
            ping_interval=None,  # the hub's own SignalR pings are what is measured
            open_timeout=WAIT,
            close_timeout=5,
            max_size=None,
        )
        hub = cls(socket)
        await socket.send(HANDSHAKE)
        answer = await hub.next()
        if answer != {}:
            raise RuntimeError(f"handshake refused: {answer}")
        return hub

    async def next(self, timeout: float = WAIT) -> dict:
        while not self.pending:
            data = await asyncio.wait_for(self.socket.recv(), timeout)
            self.pending.extend(json.loads(part) for part in data.split(RS)[:-1])
        return self.pending.pop(0)

    async def invoke(self, target: str, *arguments, invocation_id: str) -> None:
        message = {"type": 1, "invocationId": invocation_id, "target": target, "arguments": list(arguments)}
        await self.socket.send(json.dumps(message, separators=(",", ":")) + RS)

    async def prompt(self, text: str, invocation_id: str, *, on_other=None) -> tuple[float | None, float, str, str]:
        """(first token ms, whole reply ms, reply text, completion error). Pings and anything
        else the socket receives meanwhile go to `on_other`."""
        started = time.perf_counter()
        await self.invoke("SendPromptToAssistant", text, invocation_id=invocation_id)
        first, parts, done = None, [], False
        while True:
            message = await self.next()
            kind = message.get("type")
            if kind == 1 and message.get("target") == "ReceiveToken":
                if first is None:
                    first = (time.perf_counter() - started) * 1000
                argument = message["arguments"][0]
                parts.append(argument if isinstance(argument, str) else argument.get("summary", ""))
            elif kind == 1 and message.get("target") == "AssistantDone":
                done = True
            elif kind == 3 and message.get("invocationId") == invocation_id:
                error = message.get("error") or ("" if done else "completion without AssistantDone")
                return first, (time.perf_counter() - started) * 1000, "".join(parts), error
            elif kind == 7:
                raise RuntimeError(f"the server closed the connection: {message}")
            elif on_other is not None:
                on_other(message)


# --- Part 1: first-token latency ------------------------------------------------------------------


async def bench_latency(base: str, token: str, api_key: str, chosen: list[tuple[str, str]]) -> dict:
    hub = await Hub.open(base, "assistant-chat", token=token, api_key=api_key)
    for number, (_, text) in enumerate(chosen[:6]):  # warm up: the index, the vocabulary, the code paths
        await hub.prompt(text, f"warm-{number}")
    first_by_kind: dict[str, list[float]] = {"credits": [], "search": [], "knowledge": []}
    whole: list[float] = []
    answers: Counter = Counter()
    failures: list[str] = []
    for number, (kind, text) in enumerate(chosen):
        first, total, reply, error = await hub.prompt(text, str(number))
        if error or first is None:
            failures.append(f"{text!r}: {error or 'no token'}")
            continue
        first_by_kind[kind].append(first)
        whole.append(total)
        answers[answer_kind(reply)] += 1
    await hub.socket.close()
    return {"first": first_by_kind, "whole": whole, "answers": answers, "failures": failures}


def print_latency(result: dict, count: int) -> None:
    first = [t for times in result["first"].values() for t in times]
    print(f"\n  First-token latency, local engine, /assistant-chat, {count} prompts one after another:")
    for kind, times in result["first"].items():
        print(f"    {kind:<10} ({len(times):3d})  {figures(times)}")
    print(f"    all        ({len(first):3d})  {figures(first)}")
    print(f"    whole reply (to the completion): {figures(result['whole'])}")
    print("    answers: " + ", ".join(f"{kind} {n}" for kind, n in sorted(result["answers"].items())))
    if result["failures"]:
        print(f"    FAILED prompts: {len(result['failures'])}, e.g. {result['failures'][:3]}")
    if first:
        p50 = percentile(first, 0.5)
        verdict = "PASS" if p50 < TARGET_P50_MS and not result["failures"] else "FAIL"
        print(f"    target p50 < {TARGET_P50_MS:.0f} ms: p50 {p50:.1f} ms -> {verdict}")


# --- Part 2: connections held with pings ------------------------------------------------------------


async def bench_held(
    base: str, token: str, api_key: str, *, pid: int, connections: int, hold: float, ping: float, chosen, burst: int
) -> dict:
    memory_before = process_memory(pid)
    started = time.perf_counter()
    opened = await asyncio.gather(
        *(Hub.open(base, "assistant-chat", token=token, api_key=api_key) for _ in range(connections)),
        return_exceptions=True,
    )
    open_seconds = time.perf_counter() - started
    hubs = [h for h in opened if isinstance(h, Hub)]
    refused = [repr(h) for h in opened if not isinstance(h, Hub)]
    pings = [0] * len(hubs)
    closes: dict[int, str] = {}  # socket -> how the server ended it (the first sign of it)
    others = Counter()
    stop = asyncio.Event()

    def counter(index: int):
        def count(message: dict) -> None:
            kind = message.get("type")
            if kind == 6:
                pings[index] += 1
            elif kind == 7:
                closes.setdefault(index, f"socket {index}: {message}")
            else:
                others[kind] += 1

        return count

    async def listen(index: int, hub: Hub) -> None:
        count = counter(index)
        while not stop.is_set():
            try:
                message = await hub.next(timeout=0.5)
            except TimeoutError:
                continue
            except Exception as exc:  # the socket ended
                closes.setdefault(index, f"socket {index}: {type(exc).__name__} {exc}")
                return
            count(message)

    # Socket 0 also carries prompts during the hold; the others only listen.
    listeners = [asyncio.ensure_future(listen(i, h)) for i, h in enumerate(hubs) if i != 0]
    cpu_before = process_cpu_seconds(pid)
    hold_started = time.perf_counter()
    firsts, failures = [], []
    if hubs:
        await asyncio.sleep(min(1.0, hold / 4))
        for number, (_, text) in enumerate(chosen):
            if time.perf_counter() - hold_started > hold * 0.8:
                break
            first, _, _, error = await hubs[0].prompt(text, f"held-{number}", on_other=counter(0))
            if error or first is None:
                failures.append(error or "no token")
            else:
                firsts.append(first)
            await asyncio.sleep(0.2)
    remaining = hold - (time.perf_counter() - hold_started)
    if remaining > 0:
        if hubs:
            listeners.append(asyncio.ensure_future(listen(0, hubs[0])))
        await asyncio.sleep(remaining)
    held_for = time.perf_counter() - hold_started
    cpu_held = process_cpu_seconds(pid) - cpu_before
    memory_held = process_memory(pid)
    stop.set()
    await asyncio.gather(*listeners)
    still_open = sum(1 for h in hubs if h.socket.state.name == "OPEN")

    # Then a burst: `burst` held sockets send a prompt at the same moment.
    async def one(index: int, text: str):
        return await hubs[index].prompt(text, f"burst-{index}")  # pings after the hold are not counted

    burst_started = time.perf_counter()
    answers = await asyncio.gather(
        *(one(i, chosen[i % len(chosen)][1]) for i in range(min(burst, len(hubs)))), return_exceptions=True
    )
    burst_seconds = time.perf_counter() - burst_started
    burst_firsts, burst_failures = [], []
    for answer in answers:
        if not isinstance(answer, tuple):
            burst_failures.append(repr(answer))
        elif answer[3] or answer[0] is None:
            burst_failures.append(answer[3] or "no token")
        else:
            burst_firsts.append(answer[0])
    await asyncio.gather(*(h.socket.close() for h in hubs), return_exceptions=True)
    return {
        "opened": len(hubs),
        "refused": refused,
        "open_seconds": open_seconds,
        "held_for": held_for,
        "pings": pings,
        "closes": list(closes.values()),
        "others": others,
        "still_open": still_open,
        "memory_before": memory_before,
        "memory_held": memory_held,
        "cpu_held": cpu_held,
        "firsts": firsts,
        "failures": failures,
        "ping": ping,
        "burst": min(burst, len(hubs)),
        "burst_firsts": burst_firsts,
        "burst_failures": burst_failures,
        "burst_seconds": burst_seconds,
    }


def print_held(result: dict, connections: int) -> None:
    pings = result["pings"]
    # Counted from the socket's handshake: the first sockets were open before the hold began.
    low, high = result["held_for"] / result["ping"], (result["held_for"] + result["open_seconds"]) / result["ping"]
    expected = f"{low:.0f} to {high:.0f}"
    before, held = result["memory_before"]["VmRSS"], result["memory_held"]["VmRSS"]
    print(
        f"\n  {connections} connections held by one daphne process, pings every {result['ping']:g} s "
        f"(ASSISTANT_PING_SECONDS):"
    )
    print(f"    opened (handshake answered): {result['opened']} of {connections} in {result['open_seconds']:.2f} s")
    if result["refused"]:
        print(f"    REFUSED: {len(result['refused'])}, e.g. {result['refused'][:3]}")
    if pings:
        print(
            f"    held {result['held_for']:.1f} s: pings per socket min {min(pings)}, median "
            f"{statistics.median(pings):g}, max {max(pings)} ({expected} expected); "
            f"sockets with no ping: {sum(1 for p in pings if p == 0)}"
        )
    print(
        f"    still open at the end: {result['still_open']} of {result['opened']}; "
        f"sockets the server ended meanwhile: {len(result['closes'])}"
        + (f", e.g. {result['closes'][:3]}" if result["closes"] else "")
    )
    if result["others"]:
        print(f"    other messages on the listening sockets: {dict(result['others'])}")
    print(
        f"    server RSS: {before / 1024:.1f} MiB before, {held / 1024:.1f} MiB with them held "
        f"(+{(held - before) / 1024:.1f} MiB, {(held - before) / max(1, result['opened']):.0f} KiB per connection; "
        f"peak {result['memory_held']['VmHWM'] / 1024:.1f} MiB)"
    )
    print(
        f"    server CPU while held: {result['cpu_held']:.2f} s over {result['held_for']:.1f} s "
        f"({100 * result['cpu_held'] / result['held_for']:.0f} % of one core, prompts included)"
    )
    firsts = result["firsts"]
    answered = "yes" if firsts and not result["failures"] else "NO"
    print(
        f"    prompts on a held socket meanwhile: {len(firsts)} answered, {len(result['failures'])} failed "
        f"-> answered: {answered}; first token {figures(firsts)}"
    )
    if result["burst"]:
        print(
            f"    then a burst: {result['burst']} held sockets send a prompt at once: {len(result['burst_firsts'])} "
            f"answered, {len(result['burst_failures'])} failed, all done in {result['burst_seconds']:.2f} s; "
            f"first token {figures(result['burst_firsts'])}"
        )
        if result["burst_failures"]:
            print(f"    burst failures, e.g. {result['burst_failures'][:3]}")
    verdict = (
        result["opened"] == connections
        and result["still_open"] == result["opened"]
        and not result["closes"]
        and pings
        and min(pings) > 0
        and answered == "yes"
        and not result["burst_failures"]
    )
    print(f"    all open, all pinged, prompts answered: {'PASS' if verdict else 'FAIL'}")


# --- The run ----------------------------------------------------------------------------------------


def server_env(ping: float) -> dict:
    from django.conf import settings

    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "DATABASE_URL": os.environ["DATABASE_URL"],
        "ASSISTANT_PING_SECONDS": str(ping),
        "ASSISTANT_MESSAGES_PER_MINUTE": "1000000",
        "ASSISTANT_MONTHLY_MESSAGES_PRO": "1000000",
        "PYTHONUNBUFFERED": "1",
    }
    if settings.REDIS_URL:
        env.update({"TEST_REAL_CELERY": "1", "TEST_CELERY_QUEUE": f"pm-bench-{uuid.uuid4().hex[:8]}"})
    return env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--prompts", type=int, default=PROMPTS, help="prompts timed one after another")
    parser.add_argument("--connections", type=int, default=CONNECTIONS, help="sockets held at once")
    parser.add_argument("--hold", type=float, default=HOLD_SECONDS, help="seconds the sockets are held")
    parser.add_argument("--ping", type=float, default=PING_SECONDS, help="the server's ping interval, seconds")
    parser.add_argument("--burst", type=int, default=BURST, help="held sockets that then send a prompt at once")
    parser.add_argument("--reseed", action="store_true", help="make the SQLite database again")
    args = parser.parse_args()
    if args.prompts < 1 or args.connections < 1 or args.burst < 0 or args.hold <= 0 or args.ping <= 0:
        parser.error("--prompts and --connections must be at least 1, --burst 0 or more, --hold and --ping above 0")

    run_started = time.perf_counter()
    setup_django(args.reseed)
    from django.conf import settings
    from django.db import connection

    from apps.accounts.services import auth_token_issue
    from tests.processes import WebProcess, WorkerProcess, running

    topology = (
        "Redis channel layer + a Celery worker" if settings.REDIS_URL else "embedded: in-memory layer, eager Celery"
    )
    print(f"=== Assistants ({connection.vendor}, {settings.DATABASES['default']['NAME']}; {topology}) ===")
    user = prepare()
    token = auth_token_issue(user=user)
    chosen = prompts(args.prompts)
    connection.close()  # the server processes own the database from here

    log_dir = ROOT / "var" / "bench" / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    for old_log in log_dir.glob("assistants-*.log"):
        old_log.unlink()
    env = server_env(args.ping)
    processes = [WebProcess("assistants-daphne", env, log_dir)]
    if settings.REDIS_URL:
        processes.append(WorkerProcess("assistants-worker", env, log_dir))
    web = processes[0]
    started = time.perf_counter()
    with running(*processes):
        print(f"  daphne pid {web.popen.pid} on {web.url} ready in {time.perf_counter() - started:.1f} s")
        latency = asyncio.run(bench_latency(web.ws_url, token, settings.SPA_API_KEY, chosen))
        print_latency(latency, args.prompts)
        held = asyncio.run(
            bench_held(
                web.ws_url,
                token,
                settings.SPA_API_KEY,
                pid=web.popen.pid,
                connections=args.connections,
                hold=args.hold,
                ping=args.ping,
                chosen=chosen[:HELD_PROMPTS],
                burst=args.burst,
            )
        )
        print_held(held, args.connections)
        if not web.alive():
            print(f"  the server died:\n{web.log()[-3000:]}")
    print(f"\n  whole run: {time.perf_counter() - run_started:.1f} s (server logs in {log_dir.relative_to(ROOT)})")


if __name__ == "__main__":
    main()
