"""The assistant sockets under a real daphne process (issue 22, items 8 and 10): a message too
large for the hub, or for daphne itself, ends the socket with a SignalR close message that says
why and the websocket code 1009 instead of a dropped connection; daphne's access log, and nginx's
in front of it (docker/nginx.conf), name a hub's path, never its query string (where a connection
token or, from an old client, a sign-in token travels).

No database or Redis is needed: a socket without an API key is refused without either, and a
message too large is refused before anything reads it."""

from __future__ import annotations

import os
import time
import urllib.request
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from apps.assistants import signalr
from tests.processes import ROOT, Process, WebProcess, free_port, running

WAIT = 120  # seconds: only a broken server takes this long
DAPHNE_LIMIT = 1024 * 1024  # daphne's --websocket_max_message_size default


@pytest.fixture(scope="module")
def daphne(tmp_path_factory):
    folder = tmp_path_factory.mktemp("daphne")
    env = {key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "REDIS_URL")}
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "config.settings.test",
            "DATABASE_URL": f"sqlite:///{folder / 'unused.sqlite3'}",
            "PYTHONUNBUFFERED": "1",
        }
    )
    web = WebProcess("daphne", env, folder)
    with running(web):
        yield web


def _closed_with(socket) -> tuple[list[dict], int | None]:
    """Every message until the server closes, and the close code it sent."""
    messages = []
    try:
        while True:
            messages.extend(signalr.split_frames(socket.recv(timeout=WAIT)))
    except ConnectionClosed as closed:
        return messages, closed.rcvd.code if closed.rcvd else None


@pytest.mark.parametrize(
    "size",
    [
        64 * 1024 + 1,  # over the hub's limit (ASSISTANT_MESSAGE_MAX_BYTES), under daphne's
        DAPHNE_LIMIT + 1,  # over daphne's own: autobahn dropped the TCP connection here
        3 * DAPHNE_LIMIT,
    ],
)
def test_a_message_too_large_gets_a_close_message_with_the_reason_and_code_1009(daphne, size):
    with connect(f"{daphne.ws_url}/assistant-chat", open_timeout=WAIT, max_size=None) as socket:
        socket.send("x" * size)
        messages, code = _closed_with(socket)

    assert messages == [
        {"type": signalr.CLOSE, "error": "This message is too large: a message may be at most 65536 bytes."}
    ]
    assert code == 1009


def test_daphnes_access_log_names_the_hub_without_its_query_string(daphne):
    secret = "connection-token-0123456789"
    url = f"{daphne.ws_url}/assistant-chat?id={secret}&access_token=signed-in-token-0123456789"
    with connect(url, open_timeout=WAIT) as socket:
        socket.send(signalr.frame({"protocol": "json", "version": 1}))
        messages, _ = _closed_with(socket)
    assert messages[0] == {}  # the handshake, then the refusal (no API key)
    assert messages[1]["type"] == signalr.CLOSE

    log = daphne.log()
    assert "/assistant-chat" in log
    assert secret not in log
    assert "signed-in-token" not in log
    assert "?id=" not in log


# --- nginx in front (docker/nginx.conf) ----------------------------------------------------------------

NGINX = Path("/usr/sbin/nginx")
# The http block of the official nginx image: every request logged with `$request`, which holds
# the query string.
IMAGE_HTTP_DEFAULTS = (
    "log_format main '$remote_addr - $remote_user [$time_local] \"$request\" '\n"
    '                \'$status $body_bytes_sent "$http_referer" "$http_user_agent" "$http_x_forwarded_for"\';\n'
    "access_log {log} main;\n"
)


@pytest.fixture
def nginx_before_daphne(daphne, tmp_path):
    if not NGINX.exists():
        reason = "nginx is not installed (make nginx)"
        if os.environ.get("REQUIRE_SERVICES") == "1":
            pytest.fail(f"REQUIRE_SERVICES=1 but {reason}")
        pytest.skip(reason)
    access_log = tmp_path / "access.log"
    port = free_port()
    site = (ROOT / "docker" / "nginx.conf").read_text()
    site = site.replace("server web:8000", f"server 127.0.0.1:{free_port()}")  # nothing there: not used
    site = site.replace("server sockets:8000", f"server 127.0.0.1:{daphne.port}")
    site = site.replace("listen 80;", f"listen 127.0.0.1:{port};")
    site = site.replace("/var/log/nginx/access.log", str(access_log))
    (tmp_path / "site.conf").write_text(site)
    temp = {name: tmp_path / name for name in ("body", "proxy", "fastcgi", "uwsgi", "scgi")}
    for folder in temp.values():
        folder.mkdir()
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path / 'nginx.pid'};\nerror_log {tmp_path / 'nginx-error.log'} warn;\n"
        "daemon off;\nevents {}\nhttp {\n"
        + IMAGE_HTTP_DEFAULTS.format(log=access_log)
        + f"  client_body_temp_path {temp['body']};\n  proxy_temp_path {temp['proxy']};\n"
        f"  fastcgi_temp_path {temp['fastcgi']};\n  uwsgi_temp_path {temp['uwsgi']};\n"
        f"  scgi_temp_path {temp['scgi']};\n  include {tmp_path / 'site.conf'};\n}}\n"
    )
    nginx = Process("nginx", [str(NGINX), "-c", str(tmp_path / "nginx.conf")], {}, tmp_path).start()
    try:
        deadline = time.monotonic() + WAIT
        while True:  # nginx listens once it has read its configuration
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/nginx-healthz", timeout=WAIT):
                    break
            except OSError:
                assert nginx.alive(), nginx.log()
                assert time.monotonic() < deadline, f"nginx did not start\n{nginx.log()}"
                time.sleep(0.1)
        yield port, access_log
    finally:
        nginx.stop()


def test_nginx_logs_a_hubs_path_without_its_query_string(nginx_before_daphne):
    port, access_log = nginx_before_daphne
    url = f"ws://127.0.0.1:{port}/assistant-chat?id=connection-token-0123456789&access_token=signed-in-token-0123"
    with connect(url, open_timeout=WAIT) as socket:
        socket.send(signalr.frame({"protocol": "json", "version": 1}))
        messages, _ = _closed_with(socket)
    assert messages[0] == {}  # through nginx to daphne: the handshake, then the refusal

    deadline = time.monotonic() + WAIT
    while "/assistant-chat" not in (access_log.read_text() if access_log.exists() else ""):
        assert time.monotonic() < deadline, "nginx never logged the socket"
        time.sleep(0.1)  # nginx writes the line as the connection ends
    log = access_log.read_text()
    assert "connection-token" not in log
    assert "signed-in-token" not in log
    assert '"GET /assistant-chat HTTP/1.1" 101' in log
