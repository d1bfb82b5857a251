"""The deployment files (docker/): what compose and the image declare, and their health checks
run for real against the production servers they start. Docker itself is not on the machines
that run the tests, so the commands are run here as the containers would run them."""

import json
import re
import shlex
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import yaml

from tests.processes import ROOT, START_LIMIT, Process, free_port, process_env

DOCKER = ROOT / "docker"
SITE_HOST = "partners.example.com"
HEALTHCHECK = ["CMD", "python", "-m", "apps.core.healthcheck"]


def compose() -> dict:
    return yaml.safe_load((DOCKER / "compose.yml").read_text())


def dockerfile_cmd() -> list[str]:
    match = re.search(r"^CMD (\[.*\])$", (DOCKER / "Dockerfile").read_text(), re.MULTILINE)
    assert match, "the Dockerfile has no CMD"
    return json.loads(match.group(1))


def test_compose_declares_the_production_topology_with_a_health_check_for_each_service():
    services = compose()["services"]

    assert set(services) >= {"postgres", "redis", "migrate", "web", "sockets", "nginx", "worker", "beat"}
    for name, service in services.items():
        if name != "migrate":  # a one-off job
            assert "healthcheck" in service, f"{name} has no health check"
    assert services["web"]["healthcheck"]["test"] == HEALTHCHECK
    assert services["sockets"]["healthcheck"]["test"] == HEALTHCHECK
    assert services["sockets"]["deploy"]["replicas"] == 2
    web = shlex.split(services["web"]["command"])
    assert web[:3] == ["granian", "--interface", "wsgi"]
    assert web[-1] == "config.wsgi:application"
    assert services["web"]["environment"]["CONN_MAX_AGE"] == "60"
    assert services["sockets"]["environment"]["CONN_MAX_AGE"] == "0"


def test_the_image_is_built_in_stages_and_runs_as_a_user_without_privileges():
    text = (DOCKER / "Dockerfile").read_text()

    assert len(re.findall(r"^FROM ", text, re.MULTILINE)) == 2  # the SPA's build, then the runtime
    assert re.search(r"^USER app$", text, re.MULTILINE)
    assert text.index("USER app") < text.index("CMD ")
    assert dockerfile_cmd()[0] == "daphne"
    assert dockerfile_cmd()[-1] == "config.asgi:application"


def test_nginx_passes_websockets_to_the_sockets_and_the_rest_to_the_web_processes():
    text = (DOCKER / "nginx.conf").read_text()

    sockets = text[text.index("location ~ ^/assistant-") :]
    assert "proxy_pass http://sockets;" in sockets.split("}")[0]
    assert "proxy_set_header Upgrade $http_upgrade;" in sockets.split("}")[0]
    rest = text[text.index("location / {") :]
    assert "proxy_pass http://web;" in rest.split("}")[0]
    assert "location = /nginx-healthz" in text


def _production_env(port: int) -> dict:
    return process_env(
        extra={
            "DJANGO_SETTINGS_MODULE": "config.settings.production",
            "SECRET_KEY": "deploy-test-secret-key-0123456789abcdef-not-for-production",
            "SPA_API_KEY": "deploy-test-spa-key",
            "SITE_URL": f"https://{SITE_HOST}",
            "EMAIL_URL": "smtp://127.0.0.1:2525",
            "PAYMENTS_PROVIDER": "local",
            "ALLOW_LOCAL_CHECKOUT": "true",
            "ALLOWED_HOSTS": SITE_HOST,
            "LOG_LEVEL": "WARNING",
            "HEALTHCHECK_PORT": str(port),
            "HEALTHCHECK_TIMEOUT": "60",
        }
    )


def _health_check(env: dict) -> subprocess.CompletedProcess:
    command = [sys.executable, *HEALTHCHECK[2:]]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def _healthy_within_the_start_limit(server: Process, env: dict) -> subprocess.CompletedProcess:
    deadline = time.monotonic() + START_LIMIT
    while True:
        check = _health_check(env)
        if check.returncode == 0 or not server.alive() or time.monotonic() > deadline:
            return check
        time.sleep(0.2)


def _with_port(command: list[str], port: int) -> list[str]:
    """The container's command on a free port of this machine, its programs from this venv."""
    command = [str(Path(sys.executable).parent / command[0]), *command[1:]]
    for flag in ("--port", "-p"):
        if flag in command:
            command[command.index(flag) + 1] = str(port)
    return [part if part != "0.0.0.0" else "127.0.0.1" for part in command]


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("service", ["web", "sockets"])
def test_the_health_check_of_each_server_passes_as_the_container_runs_it(require_services, tmp_path, service):
    port = free_port()
    container = shlex.split(compose()["services"]["web"]["command"]) if service == "web" else dockerfile_cmd()
    env = _production_env(port)
    server = Process(service, _with_port(container, port), env, tmp_path).start()
    try:
        check = _healthy_within_the_start_limit(server, env)
        assert check.returncode == 0, f"{check.stderr}\n{server.log()[-4000:]}"

        # What a plain request gets in production: the host is refused (not the site's name).
        with pytest.raises(urllib.error.HTTPError) as plain:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=60)
        assert plain.value.code == 400
    finally:
        server.stop()

    stopped = _health_check(env)
    assert stopped.returncode == 1
    assert stopped.stderr.startswith("unhealthy:")


# --- nginx in front, as compose runs it -----------------------------------------------------------

NGINX = Path("/usr/sbin/nginx")


def _nginx_process(tmp_path: Path, *, port: int, web: int, sockets: int) -> Process:
    """docker/nginx.conf as it is, its upstreams and port pointed at this machine's processes,
    in an nginx of its own (temporary files, pid and logs in tmp_path)."""
    site = (DOCKER / "nginx.conf").read_text()
    site = site.replace("server web:8000", f"server 127.0.0.1:{web}")
    site = site.replace("server sockets:8000", f"server 127.0.0.1:{sockets}")
    site = site.replace("listen 80;", f"listen 127.0.0.1:{port};")
    (tmp_path / "site.conf").write_text(site)
    temp = {name: tmp_path / name for name in ("body", "proxy", "fastcgi", "uwsgi", "scgi")}
    for folder in temp.values():
        folder.mkdir()
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path / 'nginx.pid'};\nerror_log {tmp_path / 'nginx-error.log'} warn;\n"
        "daemon off;\nevents {}\nhttp {\n  access_log off;\n"
        f"  client_body_temp_path {temp['body']};\n  proxy_temp_path {temp['proxy']};\n"
        f"  fastcgi_temp_path {temp['fastcgi']};\n  uwsgi_temp_path {temp['uwsgi']};\n"
        f"  scgi_temp_path {temp['scgi']};\n  include {tmp_path / 'site.conf'};\n}}\n"
    )
    return Process("nginx", [str(NGINX), "-c", str(tmp_path / "nginx.conf")], {}, tmp_path)


def _wait_until_nginx_answers(nginx: Process, port: int, tmp_path: Path) -> None:
    """nginx listens once it has read its configuration: a busy machine may take a while."""
    deadline = time.monotonic() + START_LIMIT
    while True:
        try:
            with _through(port, "/nginx-healthz"):
                return
        except OSError:
            error_log = tmp_path / "nginx-error.log"
            log = error_log.read_text() if error_log.exists() else ""
            if not nginx.alive() or time.monotonic() > deadline:
                raise AssertionError(f"nginx did not start:\n{nginx.log()}{log}") from None
            time.sleep(0.2)


def _through(port: int, path: str, *, headers: dict | None = None, method: str = "GET"):
    """A request to nginx as a browser behind the TLS balancer sends it."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        method=method,
        headers={"Host": SITE_HOST, "X-Forwarded-Proto": "https", **(headers or {})},
    )
    return urllib.request.urlopen(request, timeout=60)


@pytest.fixture
def nginx_in_front(require_services, tmp_path):
    """nginx (docker/nginx.conf) -> granian WSGI (compose's `web` command) and daphne (the image's
    CMD, the `sockets` service), on production settings."""
    import os

    from django.conf import settings

    if not NGINX.exists():
        reason = "nginx is not installed (make nginx)"
        if os.environ.get("REQUIRE_SERVICES") == "1":
            pytest.fail(f"REQUIRE_SERVICES=1 but {reason}")
        pytest.skip(reason)
    web_port, sockets_port, nginx_port = free_port(), free_port(), free_port()
    env = {
        **_production_env(web_port),
        "ALLOWED_HOSTS": f"{SITE_HOST},127.0.0.1",
        # The tokens this test issues are signed with its own key.
        "SECRET_KEY": settings.SECRET_KEY,
        "NUM_PROXIES": "1",
        "ASSISTANT_PING_SECONDS": "1",
    }
    web_command = _with_port(shlex.split(compose()["services"]["web"]["command"]), web_port)
    web = Process("web", web_command, env, tmp_path).start()
    sockets_env = {**env, "CONN_MAX_AGE": "0", "HEALTHCHECK_PORT": str(sockets_port)}
    sockets = Process("sockets", _with_port(dockerfile_cmd(), sockets_port), sockets_env, tmp_path).start()
    nginx = _nginx_process(tmp_path, port=nginx_port, web=web_port, sockets=sockets_port).start()
    try:
        for server, server_env in ((web, env), (sockets, sockets_env)):
            check = _healthy_within_the_start_limit(server, server_env)
            assert check.returncode == 0, f"{check.stderr}\n{server.log()[-4000:]}"
        _wait_until_nginx_answers(nginx, nginx_port, tmp_path)
        yield nginx_port, env
    finally:
        for process in (nginx, sockets, web):
            process.stop()


@pytest.mark.services
@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("reference_data")
def test_nginx_serves_the_api_from_the_web_processes_and_the_websockets_from_daphne(nginx_in_front):
    from websockets.sync.client import connect

    from apps.accounts.services import auth_token_issue
    from apps.assistants import signalr
    from apps.billing.tests.factories import SubscriptionFactory
    from apps.companies.tests.factories import CompanyFactory
    from conftest import make_user

    port, env = nginx_in_front
    member = make_user(email="member@acme-industries.com")
    SubscriptionFactory(user=member)
    company = CompanyFactory(name="Kestrel Analytics", domain="kestrel-analytics.io")
    token = auth_token_issue(user=member)
    signed_in = {"X-Api-Key": env["SPA_API_KEY"], "Authorization": f"Bearer {token}"}

    assert _through(port, "/nginx-healthz").read() == b"ok\n"
    with _through(port, "/healthz") as health:
        assert json.loads(health.read())["status"] == "ok"
    with _through(port, f"/api/companies/{company.pk}", headers=signed_in) as detail:
        assert json.loads(detail.read())["name"] == "Kestrel Analytics"
        assert re.fullmatch(r"[0-9a-f]{32}", detail.headers["X-Request-ID"])  # nginx's request id, kept

    # SignalR: negotiate over HTTP, then the websocket, both to daphne through nginx.
    with _through(port, "/assistant-chat/negotiate?negotiateVersion=1", headers=signed_in, method="POST") as answer:
        negotiated = json.loads(answer.read())
    assert {"connectionToken", "availableTransports"} <= set(negotiated)
    # A browser's socket: the negotiated connection token stands for the key and the session.
    url = f"ws://127.0.0.1:{port}/assistant-chat?id={negotiated['connectionToken']}"
    browser = {"Origin": f"https://{SITE_HOST}"}  # production checks the origin
    with connect(url, additional_headers=browser, open_timeout=60) as socket:
        socket.send(signalr.frame({"protocol": "json", "version": 1}))
        frames = []
        while not any(frame.get("type") == signalr.PING for frame in frames):  # the hub pings every 1 s
            frames.extend(signalr.split_frames(socket.recv(timeout=60)))
    assert frames[0] == {}  # the handshake's answer: accepted, not a close with a reason
