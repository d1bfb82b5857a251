"""Real server processes for the multi-process tests: daphne web processes and a Celery worker,
started by the test on the test database (PostgreSQL) and Redis, as production runs them.

A test that uses them commits its data (`django_db(transaction=True)`) so the processes see it.
Every wait here is bounded by a limit that only a broken process reaches.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from contextlib import contextmanager
from pathlib import Path

from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
START_LIMIT = 120  # seconds: a loaded laptop starts daphne in a few
STOP_LIMIT = 30


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def process_env(*, queue: str | None = None, extra: dict | None = None) -> dict:
    """The environment of a server or worker process: the test settings on the test database
    (the one this test run created), the same Redis, and a Celery queue of the run's own."""
    db = connection.settings_dict
    auth = db["USER"] + (f":{db['PASSWORD']}" if db.get("PASSWORD") else "")
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "DATABASE_URL": f"postgres://{auth}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}",
        "REDIS_URL": settings.REDIS_URL,
        "TEST_REAL_CELERY": "1",
        "TEST_CELERY_QUEUE": queue or f"pm-test-{uuid.uuid4().hex[:8]}",
        "PYTHONUNBUFFERED": "1",
    }
    env.update(extra or {})
    return env


class Process:
    """A child process with its output in a log file (shown when a test fails)."""

    def __init__(self, name: str, command: list[str], env: dict, log_dir: Path):
        self.name = name
        self.command = command
        self.env = env
        self.log_path = log_dir / f"{name}.log"
        self.popen: subprocess.Popen | None = None

    def start(self) -> Process:
        log = open(self.log_path, "ab")  # noqa: SIM115 - closed with the process
        self.popen = subprocess.Popen(
            self.command, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        log.close()
        return self

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def stop(self, sig=signal.SIGTERM) -> None:
        if not self.alive():
            return
        os.killpg(self.popen.pid, sig)
        try:
            self.popen.wait(timeout=STOP_LIMIT)
        except subprocess.TimeoutExpired:
            os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait(timeout=STOP_LIMIT)


class WebProcess(Process):
    """daphne serving config.asgi:application (HTTP and the sockets), as `make run` does."""

    def __init__(self, name: str, env: dict, log_dir: Path, port: int | None = None):
        self.port = port or free_port()
        super().__init__(
            name,
            [str(BIN / "daphne"), "-b", "127.0.0.1", "-p", str(self.port), "config.asgi:application"],
            env,
            log_dir,
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def wait_ready(self) -> WebProcess:
        deadline = time.monotonic() + START_LIMIT
        while True:
            try:
                with urllib.request.urlopen(f"{self.url}/healthz", timeout=10) as response:
                    if response.status < 500:
                        return self
            except urllib.error.HTTPError as exc:  # /healthz answers 503 when degraded: it is up
                if exc.code < 600:
                    return self
            except OSError:
                pass
            if not self.alive() or time.monotonic() > deadline:
                raise RuntimeError(f"{self.name} did not start:\n{self.log()[-4000:]}")
            time.sleep(0.1)


class WorkerProcess(Process):
    """A Celery worker on the run's own queue (solo pool: one task at a time, no forks)."""

    def __init__(self, name: str, env: dict, log_dir: Path):
        super().__init__(
            name,
            [
                str(BIN / "celery"),
                "-A",
                "config",
                "worker",
                "--pool=solo",
                "--loglevel=info",
                "--without-gossip",
                "--without-mingle",
                "--without-heartbeat",
                "-Q",
                env["TEST_CELERY_QUEUE"],
                "-n",
                f"{name}-{uuid.uuid4().hex[:6]}@%h",
            ],
            env,
            log_dir,
        )

    def wait_ready(self) -> WorkerProcess:
        deadline = time.monotonic() + START_LIMIT
        while "ready." not in self.log():
            if not self.alive() or time.monotonic() > deadline:
                raise RuntimeError(f"{self.name} did not start:\n{self.log()[-4000:]}")
            time.sleep(0.1)
        return self


@contextmanager
def running(*processes: Process):
    """Starts the processes, waits until each serves, and stops them all on the way out."""
    try:
        for process in processes:
            process.start()
        for process in processes:
            process.wait_ready()
        yield processes
    finally:
        for process in reversed(processes):
            process.stop()


def restart(web: WebProcess) -> WebProcess:
    """Stops the web process (SIGTERM, as a deploy does) and starts a new one on the same port,
    waiting until it serves."""
    web.stop()
    web.start()
    return web.wait_ready()


class RedisProcess(Process):
    """A Redis server of the test's own on a free port (a fault test stops and starts it; the
    machine's Redis is left alone). Nothing is kept on disk."""

    def __init__(self, name: str, log_dir: Path, port: int | None = None):
        self.port = port or free_port()
        super().__init__(
            name,
            [
                "redis-server",
                "--bind",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(log_dir),
            ],
            dict(os.environ),
            log_dir,
        )

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisProcess:
        self.log_offset = len(self.log())  # a restart appends to the same log
        return super().start()

    def wait_ready(self) -> RedisProcess:
        deadline = time.monotonic() + START_LIMIT
        while "Ready to accept connections" not in self.log()[self.log_offset :]:
            if not self.alive() or time.monotonic() > deadline:
                raise RuntimeError(f"{self.name} did not start:\n{self.log()[-4000:]}")
            time.sleep(0.05)
        return self
