"""Request ids in the logs (ARCHITECTURE section 9): every log line of a request, and of the Celery
tasks it queues, names the request.

`RequestIdMiddleware` (apps/core/middleware.py) takes the caller's X-Request-ID when it is sane,
or makes one, and sets it here for the request; apps/core/celery_signals.py carries it in the
headers of the tasks sent meanwhile and sets it again in the worker. `RequestIdFilter` (on the
handlers in settings.LOGGING) puts it on every record as `request_id` ("-" outside a request);
`JsonFormatter` writes one JSON object a line (production settings)."""

import json
import logging
import re
import uuid
from contextvars import ContextVar
from datetime import UTC, datetime

REQUEST_ID_HEADER = "X-Request-ID"
# What a proxy or a client may send: uuids, hex or base64-ish tokens, dotted or dashed ids. Anything
# else (too long, spaces, quotes, control characters that would forge log lines) is replaced.
_SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:+=/-]{0,127}")

request_id_var: ContextVar[str | None] = ContextVar("request_id", default=None)


def new_request_id() -> str:
    return uuid.uuid4().hex


def sane_request_id(value: str | None) -> str | None:
    """The incoming id if it is safe to log and echo, else None."""
    if value and _SANE_REQUEST_ID.fullmatch(value):
        return value
    return None


def current_request_id() -> str | None:
    return request_id_var.get()


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to every record: the current request's or task's, "-" outside one.
    Django's own request records (django.request: 4xx and 5xx) are written after the middleware
    has returned: their `request` says which."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not getattr(record, "request_id", None):
            request = getattr(record, "request", None)
            record.request_id = request_id_var.get() or getattr(request, "request_id", None) or "-"
        return True


# The attributes every LogRecord has; anything else on a record came from `extra=`.
_RECORD_ATTRIBUTES = set(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time (UTC, ISO 8601), level, logger, message, request_id, the
    exception if any, and the record's simple `extra=` values (str, numbers, booleans)."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": datetime.fromtimestamp(record.created, tz=UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None) or request_id_var.get() or "-",
        }
        for key, value in vars(record).items():
            if key not in _RECORD_ATTRIBUTES and key not in entry and isinstance(value, str | int | float | bool):
                entry[key] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return json.dumps(entry, ensure_ascii=False, default=str)
