"""Faults of the production topology (issue 14), each with nothing lost: Redis stopped and
started again, no Celery worker running, PostgreSQL dropping every connection. Real daphne
processes and workers (tests/processes.py); Redis is the test's own server, so stopping it
leaves the machine's alone."""

import json
import signal
import threading
import time

import pytest
import requests
from django.conf import settings
from django.db import connection
from websockets.sync.client import connect

from apps.accounts.services import auth_token_issue
from apps.assistants import errors as assistant_errors
from apps.assistants import signalr
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import CompanyImport
from conftest import make_user
from tests.processes import RedisProcess, WebProcess, WorkerProcess, process_env, running

pytestmark = [
    pytest.mark.services,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("require_services", "reference_data"),
]

WAIT = 120  # seconds: only a broken process takes this long


def _call(web, method, path, *, token=None, **kwargs):
    headers = {"X-Api-Key": settings.SPA_API_KEY}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return requests.request(method, f"{web.url}{path}", headers=headers, timeout=WAIT, **kwargs)


def _until(predicate, what):
    deadline = time.monotonic() + WAIT
    while True:
        value = predicate()
        if value:
            return value
        assert time.monotonic() < deadline, f"waited {WAIT} s for {what}"
        time.sleep(0.2)


def _socket_first_answer(web, token, prompt=None):
    """Opens /assistant-chat, and returns the close message, or the reply to `prompt`."""
    url = f"{web.ws_url}/assistant-chat"
    headers = {"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {token}"}
    with connect(url, additional_headers=headers, open_timeout=WAIT) as socket:
        socket.send(signalr.frame({"protocol": "json", "version": 1}))
        pending = []

        def receive():
            while not pending:
                pending.extend(signalr.split_frames(socket.recv(timeout=WAIT)))
            return pending.pop(0)

        assert receive() == {}
        if prompt is not None:
            invocation = {"type": signalr.INVOCATION, "invocationId": "1", "target": "SendPromptToAssistant"}
            socket.send(signalr.frame({**invocation, "arguments": [prompt]}))
        text = ""
        while True:
            message = receive()
            if message.get("type") == signalr.CLOSE:
                return {"closed": message.get("error")}
            if message.get("target") == "ReceiveToken":
                text += message["arguments"][0]
            if message.get("type") == signalr.COMPLETION:
                return {"text": text, "error": message.get("error")}


def test_with_redis_stopped_the_api_serves_what_it_can_and_everything_recovers_when_it_is_back(tmp_path):
    redis = RedisProcess("redis", tmp_path)
    member = make_user()
    SubscriptionFactory(user=member, credits_quota=100, credits_used=30)
    token = auth_token_issue(user=member)
    wrong = {"email": member.email, "password": "not-the-password"}
    with running(redis):
        env = process_env(extra={"REDIS_URL": redis.url, "CONN_MAX_AGE": "60"})
        web = WebProcess("web", env, tmp_path)
        worker = WorkerProcess("worker", env, tmp_path)
        with running(web, worker):
            assert _call(web, "GET", "/healthz").json()["status"] == "ok"

            redis.stop()

            health = _call(web, "GET", "/healthz")
            assert health.status_code == 503
            body = health.json()
            assert (body["status"], body["checks"]["database"]["ok"], body["checks"]["cache"]["ok"]) == (
                "degraded",
                True,
                False,
            )
            # What needs only the database still serves.
            agents = _call(web, "GET", "/api/gpt-agents", token=token)
            assert agents.status_code == 200, agents.text
            assert _call(web, "GET", f"/api/users/{member.pk}", token=token).status_code == 200
            # Sign-in's limits cannot count: it refuses, clearly, rather than letting guesses through.
            refused = _call(web, "POST", "/api/auth/signin", json=wrong)
            assert refused.status_code == 503, refused.text
            assert refused.json()["code"] == "serviceUnavailable"
            # A socket is refused with the reason.
            assert _socket_first_answer(web, token) == {"closed": assistant_errors.UNAVAILABLE.title}

            redis.start()
            redis.wait_ready()

            # Back without a restart of the web process or the worker.
            _until(lambda: _call(web, "GET", "/healthz").status_code == 200, "/healthz to recover")
            assert _call(web, "POST", "/api/auth/signin", json=wrong).status_code == 400
            answer = _socket_first_answer(web, token, prompt="How many credits do I have?")
            assert answer["error"] is None, answer
            assert "**70 of 100 search credits** left" in answer["text"]


def test_an_import_stays_queued_without_a_worker_and_completes_when_one_starts(tmp_path):
    admin = auth_token_issue(user=make_user(email="avery.admin@acme-industries.com", admin=True))
    env = process_env()
    web = WebProcess("web", env, tmp_path)
    csv = (
        b"name,website,description\r\nFreightline Systems,https://www.freightline-systems.com,"
        b"Freightline plans and tracks freight for European shippers: one live view of every truck and container "
        b"and pallet with alerts before a delivery runs late.\r\n"
    )
    with running(web):
        posted = _call(web, "POST", "/api/companies/import", token=admin, files={"file": ("c.csv", csv, "text/csv")})
        assert posted.status_code == 202, posted.text
        job_id = posted.json()["jobId"]
        job = _call(web, "GET", f"/api/companies/import/{job_id}", token=admin).json()
        assert job["status"] == "queued"  # nothing runs it: the import screen shows it queued
        assert CompanyImport.objects.get(pk=job_id).status == CompanyImport.Status.QUEUED

        with running(WorkerProcess("worker", env, tmp_path)):
            done = _until(
                lambda: (
                    (job := _call(web, "GET", f"/api/companies/import/{job_id}", token=admin).json())["status"]
                    in ("done", "failed")
                    and job
                ),
                "the import to finish",
            )
    assert done["status"] == "done", done
    assert done["result"]["createdCount"] == 1


def _import(web, admin, name):
    about = f"{name} plans and tracks freight for shippers: one live view of every truck and container and pallet "
    about += "with alerts before a delivery runs late (a description of 150 characters or more)."
    csv = f"name,website,description\r\n{name},https://www.{name.lower().replace(' ', '-')}.com,{about}\r\n".encode()
    posted = _call(web, "POST", "/api/companies/import", token=admin, files={"file": ("c.csv", csv, "text/csv")})
    assert posted.status_code == 202, posted.text
    job_id = posted.json()["jobId"]
    return _until(
        lambda: (
            (job := _call(web, "GET", f"/api/companies/import/{job_id}", token=admin).json())["status"]
            in ("done", "failed")
            and job
        ),
        "the import to finish",
    )


def test_after_postgresql_drops_every_connection_the_next_requests_and_tasks_succeed(tmp_path):
    """What a restart of PostgreSQL does to running processes: every connection is gone, and
    the next request and the next task still succeed. (Under daphne each request runs its view
    in a thread of its own, with a connection of its own, and Celery's Django fixup checks the
    worker's between tasks: this passes even without CONN_HEALTH_CHECKS, which is on for the
    connections a WSGI worker keeps.)"""
    member = make_user()
    token = auth_token_issue(user=member)
    admin = auth_token_issue(user=make_user(email="avery.admin@acme-industries.com", admin=True))
    env = process_env(extra={"CONN_MAX_AGE": "600"})
    web = WebProcess("web", env, tmp_path)
    with running(web, WorkerProcess("worker", env, tmp_path)):
        for _ in range(3):
            assert _call(web, "GET", f"/api/users/{member.pk}", token=token).status_code == 200
        assert _import(web, admin, "Before Restart")["status"] == "done"  # the worker holds a connection now

        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
            assert cursor.fetchone()[0] >= 1

        for _ in range(3):
            response = _call(web, "GET", f"/api/users/{member.pk}", token=token)
            assert response.status_code == 200, response.text
            assert json.loads(response.text)["userId"] == member.pk
        after = _import(web, admin, "After Restart")
        assert after["status"] == "done", after
        assert after["result"]["createdCount"] == 1


def test_a_web_process_killed_mid_request_leaves_no_half_written_change(tmp_path):
    """An approval writes the company, then its company admin, then the change's status, in one
    transaction. The test's own open transaction has written a membership for the author (not
    committed), so the request's insert of the company admin waits on it, between its writes;
    the process is killed there: the client gets an error and nothing is written."""
    import psycopg

    from apps.changes.models import CompanyChange
    from apps.changes.tests.factories import CompanyChangeFactory
    from apps.companies.models import Company
    from apps.companies.tests.factories import CompanyFactory

    admin = auth_token_issue(user=make_user(email="avery.admin@acme-industries.com", admin=True))
    change = CompanyChangeFactory()  # a new company: Brightwave Telemetry
    elsewhere = CompanyFactory(name="Elsewhere Inc")
    web = WebProcess("web", process_env(), tmp_path)
    db = connection.settings_dict
    holder = psycopg.connect(
        host=db["HOST"] or "127.0.0.1", port=db["PORT"] or 5432, user=db["USER"], dbname=db["NAME"], autocommit=False
    )
    with running(web):
        try:
            holder.execute(
                "INSERT INTO companies_companymember (company_id, user_id, is_company_admin, joined_at) "
                "VALUES (%s, %s, false, now())",
                [elsewhere.pk, change.author_id],
            )
            failure = {}

            def approve():
                try:
                    failure["answer"] = _call(web, "PUT", f"/api/admin/companies/{change.pk}/approve", token=admin)
                except requests.RequestException as exc:
                    failure["error"] = exc

            request = threading.Thread(target=approve)
            request.start()

            def waiting_on_the_lock():
                with connection.cursor() as cursor:
                    cursor.execute("SELECT pg_stat_clear_snapshot()")
                    cursor.execute(
                        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                        "AND wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO %%companies_companymember%%'"
                    )
                    return cursor.fetchone()[0] > 0

            _until(waiting_on_the_lock, "the approval to wait between its writes")
            web.stop(signal.SIGKILL)  # the process dies in the middle of the request
            request.join(WAIT)
        finally:
            holder.rollback()
            holder.close()

    assert "error" in failure, failure  # the client learns the request failed (no answer)
    _until(
        lambda: not _waiting_backends(),
        "the killed request's transaction to end",
    )
    change.refresh_from_db()
    assert change.status == CompanyChange.Status.PENDING
    assert not Company.objects.filter(name="Brightwave Telemetry").exists()


def _waiting_backends() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() "
            "AND state IN ('active', 'idle in transaction')"
        )
        return cursor.fetchone()[0]
