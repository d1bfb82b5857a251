"""E-mailed links follow the address `make run` serves unless SITE_URL is given (issue 7,
item 7): `PORT=8765 make run` used to mail links to http://127.0.0.1:8000."""

import os
import re
import shlex
import subprocess
import sys

import pytest

from apps.core.services import email_send
from config.env import BASE_DIR

LINK = re.compile(r"""https?://[^\s"'<>]+""")


def make_run_environment(*variables: str) -> dict[str, dict[str, str]]:
    """`make -n run VARIABLES` (a dry run: nothing is installed or served): the environment
    assignments in front of the banner and daphne commands."""
    result = subprocess.run(
        ["make", "--no-print-directory", "-n", "run", *variables],
        cwd=BASE_DIR,
        env={"PATH": os.environ.get("PATH", "")},
        capture_output=True,
        text=True,
        check=True,
    )
    found = {}
    for line in result.stdout.splitlines():
        words = shlex.split(line)
        command = next((word for word in words if "=" not in word), "")
        name = "daphne" if command.endswith("/daphne") else "banner" if "run_banner" in words else None
        if name:
            found[name] = dict(word.split("=", 1) for word in words[: words.index(command)])
    return found


def site_url_setting(**environment: str) -> str:
    """SITE_URL as the settings compute it in a process with this environment. SITE_URL is
    always present (empty when not given) so a developer's .env cannot fill it in."""
    result = subprocess.run(
        [sys.executable, "-c", "from config.settings import base; print(base.SITE_URL)"],
        cwd=BASE_DIR,
        env={"PATH": os.environ.get("PATH", ""), "SITE_URL": "", **environment},
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip()


def test_make_run_on_another_port_gives_the_banner_and_daphne_that_address():
    assert make_run_environment("PORT=8765") == {
        "banner": {"SITE_URL_DEFAULT": "http://127.0.0.1:8765"},
        "daphne": {"SITE_URL_DEFAULT": "http://127.0.0.1:8765"},
    }


@pytest.mark.parametrize(
    ("variables", "served"),
    [
        ((), "http://127.0.0.1:8000"),
        (("HOST=localhost", "PORT=9000"), "http://localhost:9000"),
        (("HOST=::1",), "http://[::1]:8000"),
    ],
)
def test_the_served_address_follows_host_and_port(variables, served):
    assert make_run_environment(*variables)["daphne"] == {"SITE_URL_DEFAULT": served}


def test_links_of_the_process_make_run_starts_point_at_its_port():
    daphne_environment = make_run_environment("PORT=8765")["daphne"]

    assert site_url_setting(**daphne_environment) == "http://127.0.0.1:8765"


def test_a_given_site_url_wins_over_the_served_address():
    # `SITE_URL=... make run` and `make run SITE_URL=...` both reach daphne's environment.
    assert site_url_setting(SITE_URL="https://tunnel.example/", SITE_URL_DEFAULT="http://127.0.0.1:8765") == (
        "https://tunnel.example"
    )


# The banner's own line for SITE_URL is tested with the banner (apps/demo/tests/test_run_banner.py).


def test_outside_make_run_the_embedded_default_stays():
    assert site_url_setting() == "http://127.0.0.1:8000"


def test_every_link_of_an_e_mail_starts_with_site_url(settings, user, mailoutbox, django_capture_on_commit_callbacks):
    settings.SITE_URL = "http://127.0.0.1:8765"

    with django_capture_on_commit_callbacks(execute=True):
        email_send(to=user.email, template="welcome", context={"user": user})

    (message,) = mailoutbox
    html = message.alternatives[0][0]
    links = LINK.findall(message.body) + LINK.findall(html)
    assert f"http://127.0.0.1:8765/sign-up?ref={user.referral_code}" in links
    elsewhere = [link for link in links if link != settings.SITE_URL and not link.startswith(f"{settings.SITE_URL}/")]
    assert elsewhere == []
