"""Load benchmark (issue 14, item 4): the HTTP path and the sockets under load, on loopback.

One run measures, on this machine, with the same load generator and the same settings:

- **baseline**: a bare ASGI hello-world app (`hello` below: two `send` calls, nothing else)
  under uvicorn with the same number of worker processes as the product;
- for each candidate server, serving the product with the production settings
  (`config.settings.production`, DEBUG off, CONN_MAX_AGE 60) on PostgreSQL + Redis,
  several web processes (`--workers`, 2 by default):
  - **bare DRF**: `GET /bench/drf`, a DRF `APIView` with no authentication, no permission
    and no database, answering `{"hello": "world"}`. It is added only in this module's URL
    conf (`urlpatterns` below: this route, then the product's `config.urls`), outside
    `/api/`, so it goes through the product's whole middleware stack (security, WhiteNoise,
    CSP, the API key check's path test, sessions, CSRF, auth, messages, allauth) and DRF's
    request/response cycle, and nothing else;
  - **company detail**: `GET /api/companies/{id}` with `X-Api-Key` and a Bearer token by
    several members, the companies drawn from a Zipf distribution over the whole catalogue
    (`--zipf`, exponent 1 by default: the most looked-at company is requested twice as often
    as the second, ten times as often as the tenth; 0 is uniform), the way a few companies
    draw most of the views in production. Each web process keeps the sessions and details it
    has read while their version tokens in Redis are unchanged (apps/core/versioned.py): after
    a warm-up of the same stream (`--cache-warmup` seconds), the **hit rate** of the details
    cache (hits / reads, counted in every web process and added up in Redis) is measured over
    the same window as the figures and printed beside them, with the share of the misses the
    shared level (rendered details in Redis, issue 25) answered; then, unless `--no-uncached`,
    the same server again with every detail built from the database: "miss", the details
    caches off (VERSIONED_CACHE_COMPANIES=0, VERSIONED_CACHE_SHARED=false) while sessions stay
    cached as in production, and "no cache", every per-process cache off, the session check
    included (VERSIONED_CACHE_MAX_AGE=0), hit rate 0 %. (Until issue 22 the warm-up had every
    process read every one of 500 URLs before the measure: a hit rate of ~100 % that
    production does not see.) The draws are walked once, by all connections together, from
    the first request of the warm-up to the last of the window (`Walk`): there are enough for
    DRAWS_PER_SECOND over the whole load, and the run says so if the walk ever wrapped (a
    stream walked twice asks for what the caches were just filled with). Each server starts
    with the shared level emptied, as a new deployment does, so a run never reads what an
    earlier one built. The steady state of a deployment that has served for a while is a
    long `--cache-warmup` (60 s: the processes' caches full, the shared level holding what
    was asked in the last minute).
  - **discovery search**: `GET /api/companies/scoring?...` by members with a company and an
    active plan (varied criteria, NumberToShow 10; each search spends credits and is
    recorded, as in production; the plans are given enough credits for the run), with its
    target: >= 12 % of bare DRF on the same server in the same run (issue 25, item 3);
- the candidates: `daphne` (today: one daphne process per worker, all accepting on one
  shared listening socket, `--fd`), `uvicorn` (`--workers`), `gunicorn-uvicorn` (gunicorn
  with uvicorn's worker class), `gunicorn-gthread` (WSGI, `--threads` per worker),
  `granian-asgi`, `granian-wsgi` (`--blocking-threads`). Access logs are off everywhere;
- p50 / p99 latency, requests per second and errors (socket errors and non-2xx answers)
  for each, from `wrk` (`--connections` keep-alive connections, 1 thread; a Lua script
  walks the URLs and tokens, for the company detail in the drawn order) or, when wrk is not
  installed, from the Python generator below (asyncio, raw HTTP/1.1 keep-alive: it says so,
  and its own CPU cost lowers the figures);
- the **resident memory** (RSS) of every web process after its load;
- **sockets**: `--sockets` (500) websocket connections to `/assistant-chat` (SignalR JSON
  handshake, `Authorization` + `X-Api-Key` headers) held by ONE process of each socket server
  (`--socket-servers`) for `--hold` seconds with the hub's pings every second
  (ASSISTANT_PING_SECONDS=1; 15 s in production): opened, still open, pings per socket, the
  server's RSS before and with them held, its CPU time meanwhile.

Then a table, and the issues' targets with PASS/FAIL per candidate: the authenticated company
detail at >= 10% of the bare ASGI app's requests/s and >= 50% of the bare DRF endpoint's on
the same server, and no errors under load (issue 14); the cached detail >= 50% of bare DRF at
the Zipf hit rate of a 100,000-company catalogue (`--companies 100000`) and the detail on a
cache miss >= 20% (issue 25), each with the hit rate it was measured at.

Needs PostgreSQL and Redis (the production topology): DATABASE_URL (a database of its own:
the benchmark migrates it and adds its catalogue, `--companies` approved companies, kept for
later runs) and REDIS_URL. Loopback only; a whole run takes about 4.5 minutes with the defaults on a
quiet 2-core machine (longer when other work shares it).

Usage (from the project root):
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/pm_load REDIS_URL=redis://127.0.0.1:6379/3 \\
        .venv/bin/python bench/load.py
    ... bench/load.py --servers daphne gunicorn-gthread --duration 5 --connections 16
    ... bench/load.py --profile daphne      # py-spy on one web process during each endpoint's load
Server logs and the wrk scripts: var/bench/load/.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
BIN = Path(sys.executable).parent
OUT = ROOT / "var" / "bench" / "load"

SERVERS = ["daphne", "uvicorn", "gunicorn-uvicorn", "gunicorn-gthread", "granian-asgi", "granian-wsgi"]
EXTRA_SERVERS = ["uvicorn-workers"]
SOCKET_SERVERS = ["daphne", "uvicorn", "granian-asgi"]
COMPANIES = 5_000
MEMBERS = 8
DURATION = 4.0
WARMUP = 1.0
CACHE_WARMUP = 5.0
# The company detail's requests: this many draws from a Zipf distribution of this exponent over
# the catalogue (the companies in a random order of popularity), walked in order by the load.
ZIPF = 1.0
DETAIL_DRAWS = 60_000
# At least this many draws a second of the company detail's load (warm-up and window), so that
# the load never walks the same draws twice (a stream walked again finds the caches holding
# exactly what it asks for: a hit rate no production stream gives).
DRAWS_PER_SECOND = 6_000
CONNECTIONS = 16
WORKERS = 2
THREADS = 4
SOCKETS = 500
HOLD = 6.0
START_LIMIT = 90  # seconds: only a broken server takes that long to answer /healthz
API_KEY = "bench-load-spa-key"
RS = "\x1e"
TARGET_OF_ASGI = 0.10
TARGET_OF_DRF = 0.50
# Issue 25: the company detail on a cache miss (built from the database), and the catalogue
# whose Zipf hit rate the cached target is stated at.
TARGET_MISS_OF_DRF = 0.20
TARGET_CATALOGUE = 100_000
# Issue 25 item 3: the discovery search (scored, paid for and recorded) against bare DRF.
TARGET_SEARCH_OF_DRF = 0.12


# --- The applications the servers import (`load:hello`, `load:asgi`, `load:wsgi`) ------------------


async def hello(scope, receive, send):
    """The bare ASGI hello-world app: the floor of what a Python ASGI server can do here."""
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
    if scope["type"] != "http":
        return
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": b'{"hello":"world"}'})


def _bare_drf_view():
    from rest_framework.response import Response
    from rest_framework.views import APIView

    class BareView(APIView):
        """DRF with no authentication, no permission, no database."""

        authentication_classes: list = []
        permission_classes: list = []

        def get(self, request):
            return Response({"hello": "world"})

    return BareView.as_view()


def _use_this_urlconf() -> None:
    from django.conf import settings

    settings.ROOT_URLCONF = __name__
    _count_detail_cache()


# Hits and misses of the company details cache of every web process, added up in Redis.
HITS_KEY, MISSES_KEY = "bench:load:details:hits", "bench:load:details:misses"
# Of the misses, those the shared level (rendered details in Redis, issue 25) answered.
SHARED_HITS_KEY = "bench:load:details:shared-hits"
FLUSH_SECONDS = 0.25


def _count_detail_cache() -> None:
    """In a server process: counts the reads of the company details cache
    (apps/companies/selectors.DETAILS) that find an entry and those that do not, and adds them
    to Redis every FLUSH_SECONDS from a thread of the process that serves (started on its first
    read: a process forked after this ran gets a thread of its own). A lock and an addition per
    request: nothing the figures can see."""
    import threading

    import redis

    from apps.companies import selectors

    cache = selectors.DETAILS
    if getattr(cache, "bench_counted", False):
        return
    read = cache.get
    shared_read = selectors.shared_get
    counts = {"hits": 0, "misses": 0, "shared": 0}
    lock = threading.Lock()
    flusher = {"pid": None}

    def flush_forever() -> None:
        client = redis.Redis.from_url(os.environ["REDIS_URL"])
        while True:
            time.sleep(FLUSH_SECONDS)
            with lock:
                hits, misses, shared = counts["hits"], counts["misses"], counts["shared"]
                counts.update(hits=0, misses=0, shared=0)
            if hits or misses:
                pipe = client.pipeline(transaction=False)
                pipe.incrby(HITS_KEY, hits)
                pipe.incrby(MISSES_KEY, misses)
                pipe.incrby(SHARED_HITS_KEY, shared)
                pipe.execute()

    def counted(key, tokens):
        value = read(key, tokens)
        with lock:
            counts["hits" if value is not None else "misses"] += 1
            if flusher["pid"] != os.getpid():
                flusher["pid"] = os.getpid()
                counts.update(hits=int(value is not None), misses=int(value is None))
                threading.Thread(target=flush_forever, name="bench-cache-counts", daemon=True).start()
        return value

    def shared_counted(keys):
        values = shared_read(keys)
        if len(keys) > 1 and values is not None and values[0] is not None:  # a miss's lookup, found
            with lock:
                counts["shared"] += 1
        return values

    cache.get = counted
    cache.bench_counted = True
    selectors.shared_get = shared_counted


def __getattr__(name: str):
    """Built on first use, so that importing this module (a server does, to find `hello`)
    loads no Django: `asgi` is config.asgi's application (HTTP and the sockets), `wsgi` Django's
    WSGI handler, both with `urlpatterns`: /bench/drf, then the product's URLs."""
    if name == "asgi":
        from apps.core.web_server import application_loaded
        from config.asgi import application

        _use_this_urlconf()
        application_loaded()  # as config.asgi does, with this URLconf's views
        globals()["asgi"] = application
        return application
    if name == "wsgi":
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")
        from django.core.wsgi import get_wsgi_application

        application = get_wsgi_application()
        _use_this_urlconf()
        from apps.core.web_server import application_loaded

        application_loaded()  # as config.wsgi does
        globals()["wsgi"] = application
        return application
    if name == "urlpatterns":
        from django.urls import path

        from config.urls import urlpatterns as product

        patterns = [path("bench/drf", _bare_drf_view()), *product]
        globals()["urlpatterns"] = patterns
        return patterns
    raise AttributeError(name)


# --- Processes ----------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def server_env(database_url: str, redis_url: str) -> dict:
    """The production settings with what they require, for loopback: no HTTPS redirect, the
    built-in checkout (never used here), SMTP that is never reached."""
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.production",
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "SECRET_KEY": "bench-load-secret-key-0123456789abcdef-not-for-production",
        "SPA_API_KEY": API_KEY,
        "SITE_URL": "http://127.0.0.1",
        "EMAIL_URL": "smtp://127.0.0.1:2525",
        "PAYMENTS_PROVIDER": "local",
        "ALLOW_LOCAL_CHECKOUT": "true",
        "SECURE_SSL_REDIRECT": "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "WARNING",
        "ASSISTANT_PING_SECONDS": "1",
        "PYTHONPATH": os.pathsep.join([str(HERE), str(ROOT)]),
        "PYTHONUNBUFFERED": "1",
    }


def proc_table() -> dict[int, tuple[int, int]]:
    """pid -> (parent pid, session id) of every process (Linux /proc)."""
    table = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            table[int(entry.name)] = (int(fields[1]), int(fields[3]))
    return table


def rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Server:
    """One candidate: its processes (each leader in a session of its own) on one port."""

    name: str
    commands: list[list[str]]
    env: dict
    port: int
    pass_fds: tuple = ()
    popens: list = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_path(self) -> Path:
        return OUT / f"{self.name}.log"

    def start(self) -> Server:
        log = open(self.log_path(), "wb")  # noqa: SIM115 - the children keep it
        for command in self.commands:
            self.popens.append(
                subprocess.Popen(  # noqa: S603
                    command,
                    cwd=ROOT,
                    env=self.env,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                    pass_fds=self.pass_fds,
                )
            )
        log.close()
        return self

    def log(self) -> str:
        return self.log_path().read_text(errors="replace")

    def alive(self) -> bool:
        return all(p.poll() is None for p in self.popens)

    def wait_ready(self, path: str = "/healthz") -> float:
        started = time.monotonic()
        while True:
            try:
                with urllib.request.urlopen(self.url + path, timeout=10):  # noqa: S310 (http://127.0.0.1)
                    return time.monotonic() - started
            except urllib.error.HTTPError:
                return time.monotonic() - started  # it answers
            except OSError:
                pass
            if not self.alive() or time.monotonic() - started > START_LIMIT:
                raise RuntimeError(f"{self.name} did not start:\n{self.log()[-3000:]}")
            time.sleep(0.1)

    def processes(self) -> tuple[list[int], list[int]]:
        """(web processes: those that serve, the leaves; supervisors/masters)."""
        table = proc_table()
        sessions = {p.pid for p in self.popens}
        members = {pid for pid, (_, sid) in table.items() if sid in sessions}
        parents = {table[pid][0] for pid in members}
        leaves = sorted(pid for pid in members if pid not in parents)
        return leaves, sorted(members - set(leaves))

    def stop(self) -> None:
        for popen in self.popens:
            if popen.poll() is None:
                os.killpg(popen.pid, signal.SIGTERM)
        for popen in self.popens:
            try:
                popen.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(popen.pid, signal.SIGKILL)
                popen.wait(timeout=20)


def shared_listener(port: int) -> socket.socket:
    """A listening socket for several processes (`--fd`), with TCP_NODELAY: Linux passes it on
    to the accepted connections. Without it a server that writes the headers and the body of a
    response separately waits for the client's delayed ACK (about 40 ms) on every response."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(1024)
    listener.set_inheritable(True)
    return listener


def fd_server(kind: str, command: list, env: dict, port: int, workers: int) -> Server:
    """`workers` processes of `command` (which ends with `--fd`) accepting on one socket."""
    listener = shared_listener(port)
    command = [*map(str, command), str(listener.fileno())]
    server = Server(kind, [list(command) for _ in range(workers)], env, port, (listener.fileno(),))
    server.listener = listener  # closed by start() once the processes hold it
    return server


ASGI_CONN_MAX_AGE = 0


def server_for(kind: str, env: dict, workers: int, threads: int, asgi_conn_max_age: int = ASGI_CONN_MAX_AGE) -> Server:
    port = free_port()
    if kind not in ("gunicorn-gthread", "granian-wsgi"):
        # Under ASGI Django runs each request's sync code in a thread of its own, so kept
        # connections (production's CONN_MAX_AGE=60) pile up until PostgreSQL refuses new ones
        # ("too many clients already", HTTP 500s: docs/scaling.md). 0 by default here.
        env = {**env, "CONN_MAX_AGE": str(asgi_conn_max_age)}
    bind = ["--host", "127.0.0.1", "--port", str(port)]
    if kind == "hello":
        # As the product's uvicorn: N processes on one TCP_NODELAY socket.
        command = [BIN / "uvicorn", "load:hello", "--no-access-log", "--log-level", "warning", "--fd"]
        return fd_server(kind, command, env, port, workers)
    if kind == "daphne":
        # daphne has no workers option: N daphnes accept on one listening socket (`--fd`), the
        # way a process manager runs several on one port.
        return fd_server(kind, [BIN / "daphne", "-v", "0", "load:asgi", "--fd"], env, port, workers)
    if kind == "uvicorn":
        # N uvicorn processes on one socket, as `daphne` above. Not `uvicorn --workers N`: its
        # listening socket has no TCP_NODELAY and every response waits ~40 ms (see --servers
        # uvicorn-workers, and docs/scaling.md).
        command = [BIN / "uvicorn", "load:asgi", "--no-access-log", "--lifespan", "off", "--log-level", "warning"]
        return fd_server(kind, [*command, "--fd"], env, port, workers)
    if kind == "uvicorn-workers":
        command = [BIN / "uvicorn", "load:asgi", *bind, "--workers", str(workers), "--no-access-log"]
        command += ["--lifespan", "off", "--log-level", "warning"]
    elif kind == "gunicorn-uvicorn":
        command = [BIN / "gunicorn", "load:asgi", "-b", f"127.0.0.1:{port}", "-w", str(workers)]
        command += ["-k", "uvicorn.workers.UvicornWorker", "--log-level", "warning"]
    elif kind == "gunicorn-gthread":
        command = [BIN / "gunicorn", "load:wsgi", "-b", f"127.0.0.1:{port}", "-w", str(workers)]
        command += ["-k", "gthread", "--threads", str(threads), "--log-level", "warning"]
    elif kind in ("granian-asgi", "granian-wsgi"):
        interface = kind.split("-")[1]
        command = [BIN / "granian", f"load:{interface}", "--interface", interface, "--host", "127.0.0.1"]
        command += ["--port", str(port), "--workers", str(workers), "--no-access-log", "--log-level", "warning"]
        if interface == "wsgi":
            command += ["--blocking-threads", str(threads)]
    else:
        raise ValueError(kind)
    return Server(kind, [list(map(str, command))], env, port)


def start(server: Server, ready_path: str = "/healthz") -> float:
    server.start()
    listener = getattr(server, "listener", None)
    if listener is not None:
        listener.close()  # the daphnes hold it
    return server.wait_ready(ready_path)


# --- The database ------------------------------------------------------------------------------------


def setup_django(env: dict) -> None:
    os.environ.update({k: v for k, v in env.items() if k != "PYTHONPATH"})
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    import logging

    logging.getLogger("apps").setLevel(logging.WARNING)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def zipf_draws(count: int, draws: int, exponent: float, rng: random.Random) -> list[int]:
    """`draws` indexes into 0..count-1, index k drawn with a weight of 1 / (k + 1) ** exponent."""
    weights = [1 / (rank**exponent) for rank in range(1, count + 1)]
    total, cumulative = 0.0, []
    for weight in weights:
        total += weight
        cumulative.append(total)
    return rng.choices(range(count), cum_weights=cumulative, k=draws)


class Walk:
    """The company detail's draws, walked once in order by every connection of every load of one
    server (warm-up, then the measured window): each request takes the next draw. `wrapped`:
    how many times the walk went back to the start (0 unless the draws were too few)."""

    def __init__(self, indexes: list[int]):
        self.indexes = indexes
        self.position = 0
        self.wrapped = 0

    def restart(self) -> None:
        """A new server: its caches are empty, the walk starts again."""
        self.position = self.wrapped = 0

    def next(self) -> int:
        if self.position == len(self.indexes):
            self.position = 0
            self.wrapped += 1
        index = self.indexes[self.position]
        self.position += 1
        return index


def prepare(companies: int, members: int, zipf: float = ZIPF, draws: int = DETAIL_DRAWS) -> dict:
    """The catalogue (bench/discovery.py's synthetic companies, kept between runs), `members`
    searchers each with an approved company and an active Partner Pro plan with credits for the
    whole run. Returns the URLs and tokens the load uses: every company's detail, in a random
    order of popularity, and the order the load requests them in (Zipf draws)."""
    from django.db.models import F

    from apps.accounts.models import User
    from apps.accounts.services import auth_token_issue
    from apps.billing.models import PricingPlan, Subscription
    from apps.billing.selectors import subscription_active_of
    from apps.billing.services import subscription_grant
    from apps.companies.models import Company, CompanyMember
    from bench.discovery import seed, varied_searches

    seed(companies)
    tokens = []
    for number in range(members):
        email = f"bench.load{number}@bench-load-{number}.example"
        user = User.objects.filter(email=email).first() or User.objects.create_user(
            email=email, password="Bench-Passw0rd!", first_name="Load", last_name=str(number), status=User.Status.ACTIVE
        )
        if not CompanyMember.objects.filter(user=user).exists():
            company = Company.objects.create(
                name=f"Bench Load {number}",
                website=f"https://www.bench-load-{number}.example",
                domain=f"bench-load-{number}.example",
                description="<p>A load benchmark member's company.</p>",
                partner_type=1,
                is_approved=True,
            )
            company.target_industries.set([14, 22])
            company.geo_regions.set([155, 21])
            company.market_segments.set([1, 2])
            CompanyMember.objects.create(company=company, user=user, is_company_admin=True)
        subscription = subscription_active_of(user=user)
        if subscription is None:
            subscription_grant(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.PARTNER_PRO), days=30)
            subscription = subscription_active_of(user=user)
        # Enough credits for any run (a search spends one per company returned).
        Subscription.objects.filter(pk=subscription.pk).update(credits_quota=F("credits_used") + 100_000_000)
        tokens.append(auth_token_issue(user=user))
    rng = random.Random(14)  # noqa: S311 (reproducible, not security)
    ids = list(Company.objects.filter(is_approved=True, name__startswith="Bench company ").values_list("id", flat=True))
    detail = [f"/api/companies/{company_id}" for company_id in rng.sample(ids, len(ids))]
    detail_order = zipf_draws(len(detail), draws, zipf, rng)
    searches = []
    for params in varied_searches(200):
        params["NumberToShow"] = 10
        searches.append(f"/api/companies/scoring?{urlencode(params, doseq=True)}")
    return {"tokens": tokens, "detail": detail, "detail_order": detail_order, "search": searches, "companies": len(ids)}


# --- Load generation -------------------------------------------------------------------------------------


@dataclass
class Result:
    requests: int
    seconds: float
    p50_ms: float
    p99_ms: float
    errors: int
    error_detail: str = ""
    # Of the company details cache over the measured window (None: not a company detail load),
    # and of its misses, the share the shared level in Redis answered.
    hit_rate: float | None = None
    shared_rate: float | None = None

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0


# Counting the statuses costs a Lua call per response: not done for the baseline, whose
# errors wrk still counts (summary.errors.status).
WRK_RESPONSE = """function response(status, headers, body)
  if status >= 300 then
    codes[status] = (codes[status] or 0) + 1
  end
end
"""
WRK_SCRIPT = """
local requests = {}
local order = {}
local position = 0
function init(args)
  local items = %(items)s
  for i, item in ipairs(items) do
    local headers = {}
    if item[2] ~= "" then
      headers["X-Api-Key"] = "%(key)s"
      headers["Authorization"] = "Bearer " .. item[2]
    end
    requests[i] = wrk.format("GET", item[1], headers)
  end
  -- The order to request them in (1-based indexes in one string, split here); empty: each in
  -- turn.
  for index in string.gmatch("%(order)s", "%%d+") do
    order[#order + 1] = tonumber(index)
  end
  if #order == 0 then
    for i = 1, #requests do
      order[i] = i
    end
  end
  position = math.random(#order)
end
function request()
  position = position %% #order + 1
  return requests[order[position]]
end
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
codes = {}
%(response)sfunction done(summary, latency, requests)
  local seen = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("codes")) do
      table.insert(seen, string.format("%%d x%%d", status, count))
    end
  end
  io.write("@@codes " .. table.concat(seen, ", ") .. "\\n")
  local e = summary.errors
  io.write(string.format(
    "@@{\\"requests\\": %%d, \\"us\\": %%d, \\"p50\\": %%d, \\"p99\\": %%d, \\"connect\\": %%d, \\"read\\": %%d, "
    .. "\\"write\\": %%d, \\"status\\": %%d, \\"timeout\\": %%d}\\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
"""


def lua_string(text: str) -> str:
    return json.dumps(text)  # a JSON string of ASCII is a valid Lua string


def wrk_load(
    url: str, items: list[tuple[str, str]], connections: int, seconds: float, name: str, order: list[int] | None = None
) -> Result:
    script = OUT / f"{name}.lua"
    table = "{" + ", ".join(f"{{{lua_string(p)}, {lua_string(t)}}}" for p, t in items) + "}"
    response = WRK_RESPONSE if name != "hello" else ""
    walk = ",".join(str(index + 1) for index in order or [])
    script.write_text(WRK_SCRIPT % {"items": table, "key": API_KEY, "response": response, "order": walk})
    command = [
        "wrk",
        "-t1",
        f"-c{connections}",
        f"-d{max(1, round(seconds))}s",
        "--timeout",
        "10s",
        "-s",
        str(script),
        url,
    ]
    output = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60).stdout  # noqa: S603
    line = next((line for line in output.splitlines() if line.startswith("@@{")), None)
    if line is None:
        raise RuntimeError(f"wrk printed no figures:\n{output}")
    data = json.loads(line[2:])
    codes = next((line[8:] for line in output.splitlines() if line.startswith("@@codes ")), "")
    errors = sum(data[k] for k in ("connect", "read", "write", "status", "timeout"))
    detail = ", ".join(f"{k} {data[k]}" for k in ("connect", "read", "write", "timeout") if data[k])
    if data["status"] and not codes:
        codes = f"non-2xx/3xx {data['status']}"
    if codes:
        detail = ", ".join(filter(None, [detail, f"HTTP {codes}"]))
    return Result(data["requests"], data["us"] / 1e6, data["p50"] / 1000, data["p99"] / 1000, errors, detail)


async def python_load(
    port: int, items: list[tuple[str, str]], connections: int, seconds: float, order: list[int] | None = None
) -> Result:
    """The fallback generator: `connections` keep-alive HTTP/1.1 connections, each sending the
    next request when the previous answer is read (the requests in `order` when given)."""
    messages = []
    for path, token in items:
        headers = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        if token:
            headers += f"X-Api-Key: {API_KEY}\r\nAuthorization: Bearer {token}\r\n"
        messages.append((headers + "\r\n").encode())
    walk = order if isinstance(order, Walk) else None
    raw = [messages[index] for index in order] if order and walk is None else messages
    latencies: list[float] = []
    errors: dict[str, int] = {}
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds

    def error(kind: str) -> None:
        errors[kind] = errors.get(kind, 0) + 1

    async def one(offset: int) -> None:
        position = offset
        reader = writer = None
        while loop.time() < deadline:
            try:
                if writer is None:
                    reader, writer = await asyncio.open_connection("127.0.0.1", port)
                started = time.perf_counter()
                writer.write(raw[walk.next()] if walk is not None else raw[position % len(raw)])
                position += 1
                status = int((await reader.readline()).split()[1])
                length, chunked, close = 0, False, False
                while (line := await reader.readline()) not in (b"\r\n", b""):
                    name, _, value = line.decode("latin-1").partition(":")
                    name, value = name.strip().lower(), value.strip().lower()
                    if name == "content-length":
                        length = int(value)
                    elif name == "transfer-encoding" and "chunked" in value:
                        chunked = True
                    elif name == "connection" and value == "close":
                        close = True
                if chunked:
                    while size := int((await reader.readline()).strip() or b"0", 16):
                        await reader.readexactly(size + 2)
                    await reader.readline()
                else:
                    await reader.readexactly(length)
                latencies.append((time.perf_counter() - started) * 1000)
                if status >= 400:
                    error("status")
                if close:
                    writer.close()
                    writer = None
            except (OSError, ValueError, IndexError, asyncio.IncompleteReadError):
                error("socket")
                if writer is not None:
                    writer.close()
                writer = None

    started = time.perf_counter()
    await asyncio.gather(*(one(random.randrange(len(raw))) for _ in range(connections)))  # noqa: S311
    elapsed = time.perf_counter() - started
    ordered = sorted(latencies) or [0.0]
    return Result(
        len(latencies),
        elapsed,
        ordered[len(ordered) // 2],
        ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))],
        sum(errors.values()),
        ", ".join(f"{k} {v}" for k, v in errors.items()),
    )


def load(
    server: Server,
    items,
    connections: int,
    seconds: float,
    warmup: float,
    name: str,
    order: list[int] | None = None,
    count_hits: bool = False,
) -> Result:
    if warmup > 0:  # the workers' first requests: imports, connections, the discovery index
        run_load(server, items, connections, warmup, name, order)
    if not count_hits:
        return run_load(server, items, connections, seconds, name, order)
    # The details cache's reads over the measured window only: the servers add their counts up
    # in Redis every FLUSH_SECONDS, so the counts are read once the load has stopped that long.
    time.sleep(3 * FLUSH_SECONDS)
    before, shared_before = detail_cache_counts(), shared_cache_hits()
    result = run_load(server, items, connections, seconds, name, order)
    time.sleep(3 * FLUSH_SECONDS)
    hits, misses = (after - start for after, start in zip(detail_cache_counts(), before, strict=True))
    result.hit_rate = hits / (hits + misses) if hits + misses else None
    result.shared_rate = (shared_cache_hits() - shared_before) / misses if misses else None
    return result


def shared_cache_hits() -> int:
    """The misses of the per-process details caches the shared level answered, so far."""
    import redis

    return int(redis.Redis.from_url(os.environ["REDIS_URL"]).get(SHARED_HITS_KEY) or 0)


def shared_level_empty() -> int:
    """Deletes the rendered details kept in Redis (the shared level) by an earlier server or run,
    so that each server starts as a new deployment does; the number deleted."""
    import redis
    from django.conf import settings

    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    pattern = f"{settings.CACHES['default'].get('KEY_PREFIX', '')}:v:s:*"
    deleted = 0
    batch = []
    for key in client.scan_iter(match=pattern, count=10_000):
        batch.append(key)
        if len(batch) == 10_000:
            deleted += client.delete(*batch)
            batch = []
    if batch:
        deleted += client.delete(*batch)
    return deleted


def detail_cache_counts() -> tuple[int, int]:
    """(hits, misses) of the company details cache, every web process of the run so far."""
    import redis

    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    return tuple(int(value or 0) for value in client.mget([HITS_KEY, MISSES_KEY]))


USE_WRK = True


def run_load(server: Server, items, connections: int, seconds: float, name: str, order=None) -> Result:
    if USE_WRK and shutil.which("wrk"):
        # wrk walks its own copy of the draws, each connection from its own offset.
        indexes = order.indexes if isinstance(order, Walk) else order
        return wrk_load(server.url, items, connections, seconds, name, indexes)
    return asyncio.run(python_load(server.port, items, connections, seconds, order))


# --- Sockets ----------------------------------------------------------------------------------------------


async def hold_sockets(port: int, pid: int, token: str, count: int, hold: float) -> dict:
    from websockets.asyncio.client import connect

    base = f"ws://127.0.0.1:{port}"
    url = f"{base}/assistant-chat"  # the token as a header: never in a URL (docs/assistants.md)
    handshake = json.dumps({"protocol": "json", "version": 1}) + RS
    rss_before = rss_kib(pid)
    pings = [0] * count
    ended: dict[int, str] = {}
    opened: list = [None] * count

    async def open_one(index: int) -> None:
        try:
            ws = await connect(
                url,
                additional_headers={"X-Api-Key": API_KEY, "Authorization": f"Bearer {token}"},
                origin=base.replace("ws://", "http://"),
                ping_interval=None,
                open_timeout=60,
                close_timeout=5,
            )
            await ws.send(handshake)
            answer = await asyncio.wait_for(ws.recv(), 60)
            if answer.split(RS)[0] != "{}":
                ended[index] = f"handshake: {answer[:200]}"
                await ws.close()
                return
            opened[index] = ws
        except Exception as exc:
            ended[index] = f"open: {type(exc).__name__} {exc}"

    started = time.perf_counter()
    for first in range(0, count, 50):  # in batches: the listen backlog of some servers is small
        await asyncio.gather(*(open_one(i) for i in range(first, min(first + 50, count))))
    open_seconds = time.perf_counter() - started
    stop = asyncio.Event()

    async def listen(index: int, ws) -> None:
        while not stop.is_set():
            try:
                data = await asyncio.wait_for(ws.recv(), 0.5)
            except TimeoutError:
                continue
            except Exception as exc:
                ended.setdefault(index, f"{type(exc).__name__} {exc}")
                return
            for part in data.split(RS)[:-1]:
                kind = json.loads(part).get("type")
                if kind == 6:
                    pings[index] += 1
                elif kind == 7:
                    ended.setdefault(index, f"close message {part[:200]}")

    live = [(i, ws) for i, ws in enumerate(opened) if ws is not None]
    listeners = [asyncio.ensure_future(listen(i, ws)) for i, ws in live]
    cpu_before = cpu_seconds(pid)
    await asyncio.sleep(hold)
    cpu = cpu_seconds(pid) - cpu_before
    rss_held = rss_kib(pid)
    stop.set()
    await asyncio.gather(*listeners)
    still_open = sum(1 for _, ws in live if ws.state.name == "OPEN")
    await asyncio.gather(*(ws.close() for _, ws in live), return_exceptions=True)
    held = [pings[i] for i, _ in live]
    return {
        "opened": len(live),
        "open_seconds": open_seconds,
        "still_open": still_open,
        "pings_min": min(held) if held else 0,
        "pings_median": statistics.median(held) if held else 0,
        "ended": list(ended.values()),
        "rss_before": rss_before,
        "rss_held": rss_held,
        "cpu": cpu,
        "hold": hold,
    }


# --- Profiling ----------------------------------------------------------------------------------------------


def profile(server: Server, items, connections: int, seconds: float, name: str, order=None) -> None:
    """py-spy on one web process while the load runs: the top of its profile, by own time and by
    cumulative time (written in full to var/bench/load/<name>.speedscope.txt)."""
    py_spy = shutil.which("py-spy") or str(BIN / "py-spy")
    if not Path(py_spy).exists():
        print("    py-spy is not installed (pip install py-spy): no profile")
        return
    web, _ = server.processes()
    raw = OUT / f"{name}.pyspy.txt"
    command = [py_spy, "record", "--pid", str(web[0]), "--duration", str(int(seconds)), "--format", "raw"]
    command += ["--rate", "200", "--output", str(raw), "--nonblocking"]
    spy = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)  # noqa: S603
    time.sleep(0.5)
    run_load(server, items, connections, seconds, name, order)
    spy.wait(timeout=seconds + 60)
    if not raw.exists():
        print(f"    py-spy failed: {spy.stderr.read().decode()[-500:]}")
        return
    own: dict[str, int] = {}
    cumulative: dict[str, int] = {}
    total = 0
    for line in raw.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not count.isdigit():
            continue
        count = int(count)
        total += count
        frames = stack.split(";")
        own[frames[-1]] = own.get(frames[-1], 0) + count
        for frame in set(frames):
            cumulative[frame] = cumulative.get(frame, 0) + count
    print(f"    py-spy, pid {web[0]}, {total} samples; own time (top 15):")
    for frame, count in sorted(own.items(), key=lambda kv: -kv[1])[:15]:
        print(f"      {100 * count / total:5.1f} %  {frame[:150]}")
    print("    cumulative (top 40):")
    for frame, count in sorted(cumulative.items(), key=lambda kv: -kv[1])[:40]:
        print(f"      {100 * count / total:5.1f} %  {frame[:150]}")


# --- Where the time of one request goes (in this process, no server, no socket) -----------------------


def breakdown(data: dict, repeats: int) -> None:
    """The company detail and the bare DRF endpoint through Django's request handler
    (django.test.Client: every middleware, DRF, the database), then the parts of the company
    detail called one by one; the median of `repeats` runs each, with the database's share
    (the driver's round trips, timed around each statement)."""
    from django.conf import settings
    from django.db import connection
    from django.test import Client, RequestFactory
    from rest_framework.renderers import JSONRenderer

    from apps.accounts.authentication import JWTAuthentication
    from apps.companies.api.serializers import CompanyDetailOutput
    from apps.companies.selectors import company_detail, company_visible_get

    _use_this_urlconf()
    token = data["tokens"][0]
    path = data["detail"][0]
    company_id = int(path.rsplit("/", 1)[1])
    headers = {"X-Api-Key": API_KEY, "Authorization": f"Bearer {token}"}
    client = Client(HTTP_HOST="127.0.0.1")
    factory = RequestFactory(HTTP_HOST="127.0.0.1")
    db = {"seconds": 0.0, "queries": 0}

    def timed_statement(execute, sql, params, many, context):
        started = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            db["seconds"] += time.perf_counter() - started
            db["queries"] += 1

    auth = JWTAuthentication()
    bare_view = _bare_drf_view()

    def user():
        return auth.authenticate(factory.get(path, headers=headers))[0]

    viewer = user()
    company = company_visible_get(company_id=company_id)
    detail = company_detail(company=company, viewer=viewer)
    output = CompanyDetailOutput(detail).data
    parts = {
        "bare DRF: the whole request (handler, middleware, DRF)": lambda: client.get("/bench/drf"),
        "bare DRF: the view alone (no middleware)": lambda: bare_view(factory.get("/bench/drf")),
        "company detail: the whole request": lambda: client.get(path, headers=headers),
        "  JWT: token decode and signature only": lambda: auth.get_validated_token(token.encode()),
        "  JWT authentication (kept token and session: one Redis read)": user,
        "  company_visible_get (the company row)": lambda: company_visible_get(company_id=company_id),
        "  company_detail (members, plan, contacts, lists)": lambda: company_detail(company=company, viewer=viewer),
        "  CompanyDetailOutput(...).data (serializer)": lambda: CompanyDetailOutput(detail).data,
        "  JSONRenderer().render (to bytes)": lambda: JSONRenderer().render(output),
    }
    assert client.get(path, headers=headers).status_code == 200
    print(
        f"\n  Where the time of one request goes (median of {repeats}, in one process, no socket; "
        f"CONN_MAX_AGE {settings.DATABASES['default']['CONN_MAX_AGE']}):"
    )
    print(f"    {'':<55}{'ms':>8}{'queries':>9}{'db ms':>8}")
    with connection.execute_wrapper(timed_statement):
        for name, call in parts.items():
            times, db_times = [], []
            for _ in range(repeats):
                db.update(seconds=0.0, queries=0)
                started = time.perf_counter()
                call()
                times.append((time.perf_counter() - started) * 1000)
                db_times.append(db["seconds"] * 1000)
            print(
                f"    {name:<55}{statistics.median(times):>8.2f}{db['queries']:>9}{statistics.median(db_times):>8.2f}"
            )


# --- The discovery index at a few catalogue sizes --------------------------------------------------------


def index_sizes(sizes: list[int]) -> None:
    """For each size, in a process of its own (bench/discovery.py's SQLite catalogue of that size,
    made when missing): the index rebuild time, its arrays' bytes, and the process's RSS before,
    after and at its peak during the build."""
    for size in sizes:
        subprocess.run([sys.executable, __file__, "--index-size-one", str(size)], check=False)  # noqa: S603


def index_size_one(size: int) -> None:
    path = ROOT / "var" / "bench" / f"discovery-{size}.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    os.environ.update(DATABASE_URL=f"sqlite:///{path}", DJANGO_SETTINGS_MODULE="config.settings.test")
    os.environ.pop("REDIS_URL", None)
    sys.path.insert(0, str(ROOT))
    import gc
    import logging

    import django

    django.setup()
    logging.getLogger("apps").setLevel(logging.WARNING)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from apps.companies.models import Company
    from apps.companies.selectors import discovery_catalogue
    from apps.discovery.engine.index import index_build
    from apps.discovery.index import current_index, index_reset
    from bench.discovery import seed

    seed(size)
    approved = Company.objects.filter(is_approved=True).count()
    times = []
    for _ in range(3):
        index_reset()
        gc.collect()
        started = time.perf_counter()
        current_index()
        times.append(time.perf_counter() - started)
    index_reset()
    gc.collect()
    status = Path("/proc/self/status")
    Path("/proc/self/clear_refs").write_text("5")  # resets VmHWM to the current RSS
    before = rss_kib(os.getpid())
    started = time.perf_counter()
    catalogue = discovery_catalogue()
    query_seconds = time.perf_counter() - started
    index = index_build(catalogue, version=("x", 1), labels={"partner_type": {}, "readiness": {}})
    del catalogue
    gc.collect()
    after = rss_kib(os.getpid())
    peak = next(int(line.split()[1]) for line in status.read_text().splitlines() if line.startswith("VmHWM"))
    arrays = sum(a.nbytes for a in (*index.base.arrays().values(), *index.postings.arrays().values()))
    print(
        f"  {approved:>9,} companies: rebuild median {statistics.median(times):6.2f} s (catalogue queries "
        f"{query_seconds:.2f} s); index arrays {arrays / 2**20:6.1f} MiB ({arrays / max(1, approved):.0f} B/company); "
        f"RSS +{(after - before) / 1024:6.1f} MiB kept, peak +{(peak - before) / 1024:6.1f} MiB while building"
    )


# --- The run ------------------------------------------------------------------------------------------------


def fmt_kib(kib: float) -> str:
    return f"{kib / 1024:.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--servers", nargs="+", default=SERVERS, choices=SERVERS + EXTRA_SERVERS)
    parser.add_argument("--socket-servers", nargs="*", default=SOCKET_SERVERS, choices=SOCKET_SERVERS)
    parser.add_argument("--workers", type=int, default=WORKERS, help="web processes per server")
    parser.add_argument("--threads", type=int, default=THREADS, help="threads per WSGI worker")
    parser.add_argument("--connections", type=int, default=CONNECTIONS, help="keep-alive connections of the load")
    parser.add_argument("--duration", type=float, default=DURATION, help="seconds of load per endpoint")
    parser.add_argument("--warmup", type=float, default=WARMUP, help="seconds of load before each, not counted")
    parser.add_argument(
        "--cache-warmup",
        type=float,
        default=CACHE_WARMUP,
        help="seconds of the company detail's load before it is measured (the caches fill as in production)",
    )
    parser.add_argument(
        "--zipf",
        type=float,
        default=ZIPF,
        help="exponent of the Zipf distribution the company details are drawn from (0: uniform)",
    )
    parser.add_argument(
        "--no-uncached",
        dest="uncached",
        action="store_false",
        help="skip the company detail measured with the per-process caches off",
    )
    parser.add_argument(
        "--own-cache-row",
        action="store_true",
        help="also the company detail with the processes' caches only (the shared level off), same warm-up",
    )
    parser.add_argument("--companies", type=int, default=COMPANIES, help="approved companies in the catalogue")
    parser.add_argument("--members", type=int, default=MEMBERS, help="members making the requests")
    parser.add_argument("--sockets", type=int, default=SOCKETS, help="websockets held by one process")
    parser.add_argument("--hold", type=float, default=HOLD, help="seconds the sockets are held")
    parser.add_argument(
        "--asgi-conn-max-age",
        type=int,
        default=ASGI_CONN_MAX_AGE,
        help="CONN_MAX_AGE of the ASGI servers (production's 60 exhausts PostgreSQL's connections under load)",
    )
    parser.add_argument("--profile", choices=SERVERS + EXTRA_SERVERS, help="only: py-spy on one web process under load")
    parser.add_argument("--breakdown", type=int, metavar="N", help="only: the cost of each part of a request, N runs")
    parser.add_argument(
        "--index-sizes", type=int, nargs="+", metavar="N", help="only: the discovery index at N companies"
    )
    parser.add_argument("--index-size-one", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--no-wrk", action="store_true", help="use the Python generator even when wrk is installed")
    args = parser.parse_args()
    global USE_WRK
    USE_WRK = not args.no_wrk
    if args.index_size_one:
        index_size_one(args.index_size_one)
        return 0
    if args.index_sizes:
        print("=== The discovery index per process (bench/discovery.py's SQLite catalogues) ===")
        index_sizes(args.index_sizes)
        return 0
    if min(args.workers, args.threads, args.connections, args.members) < 1 or args.duration <= 0:
        parser.error("--workers, --threads, --connections, --members at least 1, --duration above 0")
    database_url, redis_url = os.environ.get("DATABASE_URL", ""), os.environ.get("REDIS_URL", "")
    if not database_url.startswith(("postgres://", "postgresql://")) or not redis_url:
        print("bench/load.py measures the production topology: set DATABASE_URL (PostgreSQL, a database of")
        print("its own) and REDIS_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/pm_load")
        print("REDIS_URL=redis://127.0.0.1:6379/3")
        return 2

    run_started = time.perf_counter()
    OUT.mkdir(parents=True, exist_ok=True)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # the sockets, here and in the servers
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8192)), hard))
    env = server_env(database_url, redis_url)
    setup_django(env)
    from django.db import connection

    started = time.perf_counter()
    draws = max(DETAIL_DRAWS, int(DRAWS_PER_SECOND * (max(args.warmup, args.cache_warmup) + args.duration)))
    data = prepare(args.companies, args.members, args.zipf, draws)
    connection.close()  # the servers own the database from here
    tokens = data["tokens"]
    endpoints = {
        "bare DRF": [("/bench/drf", "")],
        "company detail": [(p, tokens[i % len(tokens)]) for i, p in enumerate(data["detail"])],
        "discovery search": [(p, tokens[i % len(tokens)]) for i, p in enumerate(data["search"])],
    }
    walk = Walk(data["detail_order"])
    orders = {"company detail": walk}
    generator = (
        f"wrk (1 thread, {args.connections} connections)"
        if USE_WRK and shutil.which("wrk")
        else ("--no-wrk" if shutil.which("wrk") else "NO wrk on this machine (apt-get install wrk)")
        + f": the Python asyncio generator, {args.connections} "
        "connections, in this process (its CPU cost lowers every figure)"
    )
    print(f"=== Load ({os.cpu_count()} cores; PostgreSQL {connection.settings_dict['NAME']}, Redis;")
    prepared = time.perf_counter() - started
    print(f"    {data['companies']:,} approved companies, {args.members} members; prepared in {prepared:.1f} s)")
    drawn = data["detail_order"]
    top = {rank: sum(1 for index in drawn if index < rank) / len(drawn) for rank in (1, 10, 100)}
    print(
        f"    company detail: {len(drawn):,} draws from a Zipf distribution (exponent {args.zipf:g}) over the "
        f"{len(data['detail']):,} companies, {len(set(drawn)):,} of them drawn; the most requested 1, 10 and 100 "
        f"take {top[1]:.0%}, {top[10]:.0%} and {top[100]:.0%} of the requests"
    )
    print(
        f"    load generator: {generator}; {args.warmup:g} s warm-up ({args.cache_warmup:g} s for the "
        f"company detail) + {args.duration:g} s per endpoint"
    )
    print(f"    {args.workers} web process(es) per server, {args.threads} threads per WSGI worker; production settings")
    print(f"    CONN_MAX_AGE: 60 (production's) for the WSGI servers, {args.asgi_conn_max_age} for the ASGI ones")
    loadavg = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"    load average before: {loadavg} (other work on the machine skews every figure)")

    rows: list[tuple[str, str, Result]] = []
    memory: dict[str, tuple[list[int], list[int]]] = {}

    if args.breakdown:
        breakdown(data, args.breakdown)
        return 0
    if args.profile:
        server = server_for(args.profile, env, args.workers, args.threads, args.asgi_conn_max_age)
        try:
            start(server)
            for name in ("bare DRF", "company detail", "discovery search"):
                print(f"\n  {args.profile}: {name}")
                warmup = max(args.warmup, args.cache_warmup) if name == "company detail" else args.warmup
                order = orders.get(name)
                load(server, endpoints[name], args.connections, warmup, 0, f"{args.profile}-warm", order)
                profile(
                    server, endpoints[name], args.connections, max(args.duration, 5), f"{args.profile}-profile", order
                )
        finally:
            server.stop()
        return 0

    # The baseline.
    hello_server = server_for("hello", env, args.workers, args.threads)
    try:
        start(hello_server, "/")
        result = load(hello_server, [("/", "")], args.connections, args.duration, args.warmup, "hello")
        rows.append(("uvicorn", "bare ASGI hello", result))
        memory["hello"] = (
            [rss_kib(p) for p in hello_server.processes()[0]],
            [rss_kib(p) for p in hello_server.processes()[1]],
        )
        print(f"  baseline done: {result.rps:,.0f} requests/s")
    finally:
        hello_server.stop()
    hello_rps = result.rps

    for kind in args.servers:
        server = server_for(kind, env, args.workers, args.threads, args.asgi_conn_max_age)
        try:
            shared_level_empty()
            walk.restart()
            ready = start(server)
            # Bare DRF, the ratios' denominator, is measured first and again after each other
            # endpoint, and the median window kept: one window of it moved by 40 % between two
            # runs on a quiet machine where the product's endpoints moved by 5 %.
            bare_items = endpoints["bare DRF"]
            bare = [load(server, bare_items, args.connections, args.duration, args.warmup, f"{kind}-bare DRF")]
            first = len(rows)
            for name, items in endpoints.items():
                if name == "bare DRF":
                    continue
                # The company detail is answered from each process's memory once it has read it
                # (apps/core/versioned.py): its warm-up is the same stream of requests, so the
                # caches hold what that stream made them hold, and the hit rate is measured.
                detail = name == "company detail"
                warmup = max(args.warmup, args.cache_warmup) if detail else args.warmup
                result = load(
                    server, items, args.connections, args.duration, warmup, f"{kind}-{name}", orders.get(name), detail
                )
                rows.append((kind, name, result))
                bare.append(load(server, bare_items, args.connections, args.duration, 0, f"{kind}-bare DRF"))
            rows.insert(first, (kind, "bare DRF", sorted(bare, key=lambda r: r.rps)[len(bare) // 2]))
            print(f"  {kind}: bare DRF windows {', '.join(f'{r.rps:,.0f}' for r in bare)}/s, the median kept")
            web, masters = server.processes()
            memory[kind] = ([rss_kib(p) for p in web], [rss_kib(p) for p in masters])
            alive = "" if server.alive() else " (a process DIED: see its log)"
            walked = f"; the company detail walked {walk.position + walk.wrapped * len(walk.indexes):,} draws"
            if walk.wrapped:
                walked += f", WRAPPED {walk.wrapped} time(s): requests repeated, the hit rate flattered"
            print(f"  {kind}: ready in {ready:.1f} s, measured{alive}{walked}")
        except Exception as exc:  # one candidate failing does not end the run
            print(f"  {kind}: FAILED: {type(exc).__name__}: {str(exc)[:1500]}")
        finally:
            server.stop()
        if args.uncached:
            # The same server again, every company detail built from the database (issue 25):
            # "miss", the details caches off (this process's and the shared level in Redis)
            # while the sessions stay cached as they are in production (a member's session is
            # hot when the company is not); "no cache", every per-process cache off, the
            # session check included (each entry expires at once).
            # "own cache only": the processes' caches without the shared level, after the same
            # warm-up as the cached row: what the shared level gains or costs.
            modes = (
                ("own cache only", {**env, "VERSIONED_CACHE_SHARED": "false"}),
                ("miss", {**env, "VERSIONED_CACHE_COMPANIES": "0", "VERSIONED_CACHE_SHARED": "false"}),
                ("no cache", {**env, "VERSIONED_CACHE_MAX_AGE": "0", "VERSIONED_CACHE_SESSION_MAX_AGE": "0"}),
            )
            for label, mode_env in modes:
                if label == "own cache only" and not args.own_cache_row:
                    continue
                server = server_for(kind, mode_env, args.workers, args.threads, args.asgi_conn_max_age)
                try:
                    shared_level_empty()
                    walk.restart()
                    start(server)
                    name = "company detail"
                    result = load(
                        server,
                        endpoints[name],
                        args.connections,
                        args.duration,
                        max(args.warmup, args.cache_warmup) if label == "own cache only" else args.warmup,
                        f"{kind}-{label.replace(' ', '')}",
                        orders[name],
                        count_hits=True,
                    )
                    rows.append((kind, f"{name}, {label}", result))
                except Exception as exc:
                    print(f"  {kind} ({label}): FAILED: {type(exc).__name__}: {str(exc)[:1500]}")
                finally:
                    server.stop()

    sockets = {}
    for kind in args.socket_servers:
        if args.sockets < 1:
            break
        server = server_for(kind, env, 1, args.threads, args.asgi_conn_max_age)
        try:
            start(server)
            web, _ = server.processes()
            sockets[kind] = asyncio.run(hold_sockets(server.port, web[0], tokens[0], args.sockets, args.hold))
        except Exception as exc:
            print(f"  {kind} sockets: FAILED: {type(exc).__name__}: {str(exc)[:1500]}")
        finally:
            server.stop()

    # --- The figures.
    print(
        f"\n  {'server':<18}{'endpoint':<30}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}{'hit rate':>10}"
        f"{'shared':>8}"
    )
    for kind, name, r in rows:
        hits = f"{r.hit_rate:.1%}" if r.hit_rate is not None else "-"
        shared = f"{r.shared_rate:.0%}" if r.shared_rate is not None else "-"
        print(
            f"  {kind:<18}{name:<30}{r.rps:>9,.0f}{r.p50_ms:>9.1f}{r.p99_ms:>9.1f}{r.errors:>8}{hits:>10}"
            f"{shared:>8}  {r.error_detail}"
        )
    print("  hit rate: of the company details cache of each process, all web processes, over the measured window;")
    print("  shared: of its misses, those answered by the shared level (rendered details in Redis)")
    print("\n  Memory after the load (RSS, MiB): web processes; supervisor/master processes")
    for kind, (web, masters) in memory.items():
        workers = ", ".join(fmt_kib(k) for k in web)
        extra = f"; {', '.join(fmt_kib(k) for k in masters)}" if masters else ""
        print(f"    {kind:<18}{workers}{extra}")
    if sockets:
        print(f"\n  {args.sockets} websockets to /assistant-chat held by ONE process, pings every 1 s:")
        for kind, s in sockets.items():
            verdict = (
                "PASS"
                if s["opened"] == args.sockets
                and s["still_open"] == s["opened"]
                and s["pings_min"] > 0
                and not s["ended"]
                else "FAIL"
            )
            print(
                f"    {kind:<14} opened {s['opened']}/{args.sockets} in {s['open_seconds']:.1f} s; "
                f"held {s['hold']:g} s: "
                f"still open {s['still_open']}, pings per socket min {s['pings_min']} median {s['pings_median']:g}; "
                f"RSS {fmt_kib(s['rss_before'])} -> {fmt_kib(s['rss_held'])} MiB "
                f"(+{(s['rss_held'] - s['rss_before']) / max(1, s['opened']):.0f} KiB per socket); "
                f"CPU {100 * s['cpu'] / s['hold']:.0f} % of a core -> {verdict}"
            )
            if s["ended"]:
                print(f"      ended/refused: {len(s['ended'])}, e.g. {s['ended'][:3]}")

    print(
        f"\n  Targets (issue 14): company detail >= {TARGET_OF_ASGI:.0%} of the bare ASGI app "
        f"({hello_rps:,.0f}/s -> {TARGET_OF_ASGI * hello_rps:,.0f}/s) and >= {TARGET_OF_DRF:.0%} of the bare "
        "DRF endpoint on the same server; no errors under load."
    )
    by = {(kind, name): r for kind, name, r in rows}
    for kind in args.servers:
        detail, drf = by.get((kind, "company detail")), by.get((kind, "bare DRF"))
        if detail is None or drf is None:
            print(f"    {kind:<18} not measured")
            continue
        errors = sum(r.errors for (k, _), r in by.items() if k == kind)
        of_asgi, of_drf = detail.rps / hello_rps if hello_rps else 0, detail.rps / drf.rps if drf.rps else 0
        checks = [
            f"{of_asgi:.1%} of ASGI {'PASS' if of_asgi >= TARGET_OF_ASGI else 'FAIL'}",
            f"{of_drf:.0%} of DRF {'PASS' if of_drf >= TARGET_OF_DRF else 'FAIL'}",
            f"errors {errors} {'PASS' if errors == 0 else 'FAIL'}",
        ]
        hits = f" (hit rate {detail.hit_rate:.0%})" if detail.hit_rate is not None else ""
        print(f"    {kind:<18} company detail {detail.rps:,.0f}/s{hits}: " + "; ".join(checks))
    at = f"the Zipf hit rate of this {args.companies:,}-company catalogue"
    if args.companies < TARGET_CATALOGUE:
        at += f" (the target is stated at {TARGET_CATALOGUE:,}: --companies)"
    print(
        f"\n  Targets (issue 25): cached company detail >= {TARGET_OF_DRF:.0%} of bare DRF at {at}; "
        f"company detail on a cache miss >= {TARGET_MISS_OF_DRF:.0%} of bare DRF (same server, same run)."
    )
    for kind in args.servers:
        drf = by.get((kind, "bare DRF"))
        cached, miss = by.get((kind, "company detail")), by.get((kind, "company detail, miss"))
        nocache = by.get((kind, "company detail, no cache"))
        if drf is None or not drf.rps:
            print(f"    {kind:<18} not measured")
            continue
        checks = []
        if cached is not None:
            shared = f", {cached.shared_rate:.0%} of misses from Redis" if cached.shared_rate is not None else ""
            hit = f"hit rate {cached.hit_rate:.0%}{shared}" if cached.hit_rate is not None else "hit rate -"
            ratio = cached.rps / drf.rps
            checks.append(f"cached {ratio:.0%} of DRF ({hit}) {'PASS' if ratio >= TARGET_OF_DRF else 'FAIL'}")
        if miss is not None:
            ratio = miss.rps / drf.rps
            checks.append(f"miss {ratio:.0%} of DRF {'PASS' if ratio >= TARGET_MISS_OF_DRF else 'FAIL'}")
        if nocache is not None:
            checks.append(f"no cache at all (sessions too) {nocache.rps / drf.rps:.0%} of DRF")
        own = by.get((kind, "company detail, own cache only"))
        if own is not None:
            rate = f"hit rate {own.hit_rate:.0%}" if own.hit_rate is not None else "hit rate -"
            checks.append(f"own caches only (no shared level) {own.rps / drf.rps:.0%} of DRF ({rate})")
        print(f"    {kind:<18} " + "; ".join(checks))
    print(
        f"\n  Target (issue 25, item 3): discovery search >= {TARGET_SEARCH_OF_DRF:.0%} of bare DRF "
        "(same server, same run; each search spends credits and is recorded)."
    )
    for kind in args.servers:
        drf, search = by.get((kind, "bare DRF")), by.get((kind, "discovery search"))
        if drf is None or search is None or not drf.rps:
            print(f"    {kind:<18} not measured")
            continue
        ratio = search.rps / drf.rps
        verdict = "PASS" if ratio >= TARGET_SEARCH_OF_DRF else "FAIL"
        print(f"    {kind:<18} discovery search {search.rps:,.0f}/s: {ratio:.1%} of DRF {verdict}")
    print(f"\n  load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"\n  whole run: {time.perf_counter() - run_started:.0f} s (logs and wrk scripts in {OUT.relative_to(ROOT)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
