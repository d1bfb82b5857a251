"""Browser tests: Playwright for Python driving Debian's Chromium against live_server."""

import email
import os
import re
from email import policy
from pathlib import Path

import pytest
from django.conf import settings

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


@pytest.fixture(autouse=True)
def _timeouts(page):
    # Fail in seconds, not the 30 s default, when a control is missing.
    page.set_default_timeout(10_000)
