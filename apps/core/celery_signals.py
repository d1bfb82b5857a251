"""The request id travels with the tasks a request queues (apps/core/logging.py): the message
carries it in a header, and the worker sets it for the task's run, so the task's log lines name
the request that asked for it. Loaded by config/celery.py, in web processes and workers alike.

An eager task (the embedded default) runs inside the request, which already has the id."""

from celery import signals

from apps.core.logging import request_id_var

HEADER = "request_id"

# The id set for each running task (by task id), put back when the task ends.
_tokens = {}


@signals.before_task_publish.connect(dispatch_uid="core.request_id.publish")
def request_id_to_task_headers(headers=None, **kwargs):
    request_id = request_id_var.get()
    if request_id and headers is not None and not headers.get(HEADER):
        headers[HEADER] = request_id


def _header(task) -> str | None:
    request = task.request
    # A worker sets custom headers as attributes of the request; an eager call keeps them apart.
    return getattr(request, HEADER, None) or (request.headers or {}).get(HEADER)


@signals.task_prerun.connect(dispatch_uid="core.request_id.prerun")
def request_id_from_task_headers(task_id=None, task=None, **kwargs):
    request_id = _header(task) if task is not None else None
    if request_id:
        _tokens[task_id] = request_id_var.set(request_id)


@signals.task_postrun.connect(dispatch_uid="core.request_id.postrun")
def request_id_cleared_after_task(task_id=None, **kwargs):
    token = _tokens.pop(task_id, None)
    if token is not None:
        request_id_var.reset(token)


@signals.setup_logging.connect(dispatch_uid="core.logging.worker")
def keep_django_logging(**kwargs):
    """A worker logs through settings.LOGGING (JSON lines with the request id in production)
    instead of replacing it with Celery's own format: connecting here is how Celery is told."""
