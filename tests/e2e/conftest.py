"""Browser tests: Playwright for Python driving Debian's Chromium against live_server."""

import email
import os
import re
from email import policy
from pathlib import Path

import pytest
from django.conf import settings
from playwright.sync_api import expect

# Playwright's sync API runs an event loop in the test thread; the ORM calls the tests make
# around it are still plain synchronous ones.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium (make test does it)")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            *browser_type_launch_args.get("args", []),
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
    }


@pytest.fixture(autouse=True)
def _spa_built():
    if not (settings.FRONTEND_DIST_DIR / "index.html").exists():
        pytest.fail("frontend/dist is missing: run `make build` before the browser tests")


@pytest.fixture
def mail_dir(settings, tmp_path):
    """Outgoing mail goes to files, one per message, as with `make run`."""
    folder = tmp_path / "mail"
    settings.EMAIL_BACKEND = "apps.core.mail.FileMailBackend"
    settings.EMAIL_FILE_PATH = str(folder)
    return folder


def mail_messages(folder: Path, to: str):
    """The messages written to the mail folder for one recipient, oldest first."""
    found = []
    for path in sorted(folder.glob("*.eml")) if folder.exists() else []:
        message = email.message_from_bytes(path.read_bytes(), policy=policy.default)
        if to.lower() in str(message["To"]).lower():
            found.append(message)
    return found


def mail_text(message) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def code_in(message) -> str:
    return re.search(r"\b(\d{6})\b", mail_text(message)).group(1)


@pytest.fixture
def app_url(live_server):
    return live_server.url.rstrip("/")


# The longest any action or expectation waits: only a broken page reaches it. A loaded machine
# (a newcomer's laptop, CI beside other work) can take several seconds for a search or a file
# chooser that takes a fraction of one here: 5 or 10 s waits failed there (issue 14 note).
WAIT_MS = 30_000
expect.set_options(timeout=WAIT_MS)


@pytest.fixture(autouse=True)
def _timeouts(page):
    page.set_default_timeout(WAIT_MS)


# --- An ASGI server for the pages that use websockets (the assistants) ------------------------


class _AsgiServer:
    """uvicorn serving config.asgi.application (the SPA, the API and the sockets) in a thread
    of the test process, on the test database like live_server."""

    def __init__(self):
        import socket
        import threading

        import uvicorn
        from channels.routing import ProtocolTypeRouter
        from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler

        from config import asgi

        # Static files as live_server serves them (from the finders: frontend/dist).
        application = ProtocolTypeRouter(
            {
                "http": ASGIStaticFilesHandler(asgi.django_asgi_app),
                "websocket": asgi.application.application_mapping["websocket"],
            }
        )

        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.socket.bind(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.socket.getsockname()[1]}"
        config = uvicorn.Config(application, lifespan="off", ws="websockets-sansio", log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.socket]}, daemon=True)
        self.thread.start()
        # Until it serves: a bounded wait that only a broken server reaches.
        import time
        import urllib.request

        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{self.url}/healthz", timeout=5).read()
                break
            except Exception:
                if time.monotonic() > deadline or not self.thread.is_alive():
                    raise RuntimeError("the test ASGI server did not start") from None
                time.sleep(0.05)

    def stop(self):
        self.server.should_exit = True
        self.thread.join(timeout=30)
        self.socket.close()


@pytest.fixture(scope="session")
def _asgi_server(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        server = _AsgiServer()
    yield server
    server.stop()


@pytest.fixture
def asgi_url(_asgi_server, live_server, settings):
    """The base URL of an ASGI server (SPA, API and sockets), for tests of the chat screens.
    It asks for live_server so the test database is shared with this thread the same way
    (transactional, like every browser test)."""
    settings.ALLOWED_HOSTS = ["*"]
    return _asgi_server.url
