"""Request ids (apps/core/logging.py): every response says its id, every log line of the request
and of the tasks it queues carries it; JSON log lines in production."""

import json
import logging
import re

import pytest
from celery import shared_task
from django.conf import settings as django_settings
from django.http import HttpResponse
from django.test import RequestFactory

from apps.core import celery_signals
from apps.core.logging import JsonFormatter, RequestIdFilter, request_id_var
from apps.core.middleware import RequestIdMiddleware
from config.celery import app as celery_app

GENERATED = re.compile(r"[0-9a-f]{32}")


@shared_task(name="core.tests.log_request_id")
def log_request_id(note):
    logging.getLogger("apps.core.tests.task").info("task ran: %s", note)


class _Records(logging.Handler):
    """A handler as the configured ones: the request-id filter, then the record kept."""

    def __init__(self):
        super().__init__(level=logging.DEBUG)
        self.addFilter(RequestIdFilter())
        self.records = []

    def emit(self, record):
        self.records.append(record)

    def of(self, logger_name):
        return [record for record in self.records if record.name == logger_name]


@pytest.fixture
def records():
    handler = _Records()
    root = logging.getLogger()
    root.addHandler(handler)
    previous = root.level
    root.setLevel(logging.DEBUG)
    yield handler
    root.removeHandler(handler)
    root.setLevel(previous)


def test_a_response_carries_a_new_request_id(client):
    first = client.get("/healthz")
    second = client.get("/healthz")

    assert GENERATED.fullmatch(first["X-Request-ID"])
    assert first["X-Request-ID"] != second["X-Request-ID"]


@pytest.mark.parametrize(
    "incoming", ["4f1c2b8e-6a0d-4c77-9d1e-0b7c5c1f9a2e", "req-42", "Root=1-67891233-abcdef012345678912345678"]
)
def test_a_sane_incoming_request_id_is_kept(client, incoming):
    response = client.get("/healthz", headers={"X-Request-ID": incoming})

    assert response["X-Request-ID"] == incoming


@pytest.mark.parametrize(
    "incoming",
    [
        "",
        "x" * 129,  # too long
        "two words",
        'quote"d',
        "line\\nbreak",
        "-leading-dash",
        "<script>",
        "é-accent",
    ],
)
def test_a_bad_incoming_request_id_is_replaced(client, incoming):
    response = client.get("/healthz", headers={"X-Request-ID": incoming})

    assert response["X-Request-ID"] != incoming
    assert GENERATED.fullmatch(response["X-Request-ID"])


def test_a_forged_log_line_in_the_header_is_replaced():
    # A raw header with a newline never reaches the logs.
    request = RequestFactory().get("/", HTTP_X_REQUEST_ID="abc\n2026-01-01 INFO forged")
    response = RequestIdMiddleware(lambda request: HttpResponse())(request)

    assert GENERATED.fullmatch(response["X-Request-ID"])


def test_the_log_lines_of_a_request_and_of_the_task_it_queues_carry_its_id(records):
    """Eager Celery (the embedded default): the task runs inside the request."""

    def view(request):
        logging.getLogger("apps.core.tests.view").info("view ran")
        log_request_id.delay("from the view")
        return HttpResponse("ok")

    request = RequestFactory().get("/somewhere", HTTP_X_REQUEST_ID="req-from-proxy-1")
    response = RequestIdMiddleware(view)(request)

    assert response["X-Request-ID"] == "req-from-proxy-1"
    [view_line] = records.of("apps.core.tests.view")
    [task_line] = records.of("apps.core.tests.task")
    assert view_line.request_id == "req-from-proxy-1"
    assert task_line.request_id == "req-from-proxy-1"
    assert task_line.getMessage() == "task ran: from the view"
    # After the request, lines are no request's.
    assert request_id_var.get() is None
    logging.getLogger("apps.core.tests.view").info("after")
    assert records.of("apps.core.tests.view")[-1].request_id == "-"


@pytest.mark.django_db
def test_djangos_own_request_lines_carry_the_id(client, records):
    # django.request logs a 4xx after the middleware has returned: the record's request says which.
    response = client.get("/api/v1/no-such-endpoint", headers={"X-Api-Key": "test-spa-key", "X-Request-ID": "req-404"})

    assert response.status_code == 404
    assert response["X-Request-ID"] == "req-404"
    [line] = records.of("django.request")
    assert line.request_id == "req-404"


@pytest.fixture
def celery_not_eager():
    """Tasks go through the broker (memory:// in tests) as in production."""
    previous = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = False
    yield celery_app
    celery_app.conf.task_always_eager = previous


def _published_message(app, queue_name):
    with app.connection_for_read() as connection:
        queue = connection.SimpleQueue(queue_name)
        try:
            message = queue.get(timeout=60)
            message.ack()
            return message
        finally:
            queue.close()


def test_a_task_sent_during_a_request_carries_the_id_in_its_headers_and_the_worker_restores_it(
    celery_not_eager, records
):
    app = celery_not_eager
    queue_name = app.conf.task_default_queue

    def view(request):
        log_request_id.apply_async(("queued",), queue=queue_name)
        return HttpResponse("ok")

    RequestIdMiddleware(view)(RequestFactory().get("/", HTTP_X_REQUEST_ID="req-queued-7"))
    message = _published_message(app, queue_name)

    assert message.headers["task"] == "core.tests.log_request_id"
    assert message.headers[celery_signals.HEADER] == "req-queued-7"
    # Nothing ran in the web process.
    assert records.of("apps.core.tests.task") == []

    # The worker's side: the message's headers become the task's request (as celery.worker
    # does: custom headers are attributes of task.request); the signals around the run set the
    # id for its log lines and take it away after.
    task = app.tasks["core.tests.log_request_id"]
    task.push_request(**message.headers, args=("queued",), kwargs={})
    try:
        celery_signals.request_id_from_task_headers(task_id=message.headers["id"], task=task)
        task.run("in the worker")
        celery_signals.request_id_cleared_after_task(task_id=message.headers["id"], task=task)
    finally:
        task.pop_request()

    [line] = records.of("apps.core.tests.task")
    assert line.request_id == "req-queued-7"
    assert request_id_var.get() is None


def test_a_task_sent_outside_a_request_has_no_id_header(celery_not_eager):
    app = celery_not_eager
    log_request_id.apply_async(("beat",), queue=app.conf.task_default_queue)

    message = _published_message(app, app.conf.task_default_queue)

    assert celery_signals.HEADER not in message.headers


def test_logging_is_configured_with_the_id_on_every_handler():
    config = django_settings.LOGGING
    for handler in config["handlers"].values():
        assert "request_id" in handler["filters"]
    assert config["filters"]["request_id"]["()"] == "apps.core.logging.RequestIdFilter"
    # Development keeps readable lines, with the id.
    assert "%(request_id)s" in config["formatters"]["plain"]["format"]
    assert config["handlers"]["console"]["formatter"] == "plain"


def test_json_lines_name_the_request_and_keep_simple_extras():
    record = logging.LogRecord("apps.billing", logging.WARNING, __file__, 1, "paid %s", ("twice",), None)
    record.request_id = "req-9"
    record.status_code = 402
    record.request = object()  # not a simple value: left out

    line = json.loads(JsonFormatter().format(record))

    assert line["level"] == "WARNING"
    assert line["logger"] == "apps.billing"
    assert line["message"] == "paid twice"
    assert line["request_id"] == "req-9"
    assert line["status_code"] == 402
    assert "request" not in line
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00", line["time"])


def test_json_lines_carry_the_exception():
    try:
        raise ValueError("boom")
    except ValueError:
        import sys

        record = logging.LogRecord("x", logging.ERROR, __file__, 1, "failed", None, sys.exc_info())
    RequestIdFilter().filter(record)

    line = json.loads(JsonFormatter().format(record))

    assert line["request_id"] == "-"
    assert "ValueError: boom" in line["exception"]


PRODUCTION_REQUEST = """
import logging
import django
django.setup()
from django.http import HttpResponse
from django.test import RequestFactory
from apps.core.middleware import RequestIdMiddleware

def view(request):
    logging.getLogger("apps.companies").warning("company %s saved", 42)
    return HttpResponse()

RequestIdMiddleware(view)(RequestFactory().get("/", HTTP_X_REQUEST_ID="req-prod-1"))
logging.getLogger("apps.core").warning("between requests")
"""


def test_production_writes_json_lines_with_the_request_id():
    from apps.core.tests.test_production_settings import run

    result = run(["-c", PRODUCTION_REQUEST])

    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stderr.splitlines() if line.startswith("{")]
    assert [(line["logger"], line["message"], line["request_id"]) for line in lines] == [
        ("apps.companies", "company 42 saved", "req-prod-1"),
        ("apps.core", "between requests", "-"),
    ]
    assert all(line["level"] == "WARNING" for line in lines)
