"""One error type for business rules, and the JSON error format every API answer uses:
{"status": <int>, "title": "<sentence>", "errors": {"<field>": ["<message>"]}, "code": "..."}.
"""

import logging

from django.conf import settings
from django.core.exceptions import (
    PermissionDenied,
    RequestDataTooBig,
    SuspiciousOperation,
    TooManyFieldsSent,
    TooManyFilesSent,
)
from django.http import Http404, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from redis.exceptions import RedisError
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

# The error types live in apps/core/errors.py (free of DRF); imported here for the handler
# and for the many callers that import them from this module.
from apps.core.errors import (
    DEFAULT_TITLES,
    PARSE_ERROR,
    REQUEST_TOO_LARGE,
    SERVICE_UNAVAILABLE,
    ApplicationError,
)


def error_body(status_code, title, *, errors=None, code=None, **extra):
    body = {"status": status_code, "title": title, "errors": errors or {}}
    if code:
        body["code"] = code
    body.update(extra)
    return body


def flatten_errors(detail):
    """DRF error detail -> {"field": ["message", ...]} with nested fields joined by dots."""
    if isinstance(detail, dict):
        out = {}
        for key, value in detail.items():
            nested = flatten_errors(value)
            if isinstance(nested, dict):
                for sub_key, messages in nested.items():
                    out[f"{key}.{sub_key}"] = messages
            else:
                out[key] = nested
        return out
    if isinstance(detail, list):
        if any(isinstance(item, dict) for item in detail):
            out = {}
            for index, item in enumerate(detail):
                for sub_key, messages in (flatten_errors(item) or {}).items():
                    out[f"{index}.{sub_key}"] = messages
            return out
        return [str(item) for item in detail]
    return [str(detail)]


SUSPICIOUS_TITLES = {
    TooManyFieldsSent: "The request has too many fields.",
    TooManyFilesSent: "The request has too many files.",
}


def api_exception_handler(exc, context):
    if isinstance(exc, ApplicationError):
        body = error_body(exc.status_code, exc.title, errors=exc.errors, code=exc.code, **exc.extra)
        headers = {}
        if "retryAfter" in exc.extra:
            headers["Retry-After"] = str(exc.extra["retryAfter"])
        return Response(body, status=exc.status_code, headers=headers)

    if isinstance(exc, RequestDataTooBig):
        return request_too_large_response()
    if isinstance(exc, RedisError):
        # Redis is down (docs/operations.md, "Faults"): a clear 503, not a stack trace.
        logging.getLogger("apps.core.services").warning("Redis unavailable: %s", exc)
        return Response(
            error_body(503, SERVICE_UNAVAILABLE.title, code=SERVICE_UNAVAILABLE.code),
            status=503,
            headers={"Retry-After": "5"},
        )
    if isinstance(exc, SuspiciousOperation):
        # Too many fields or files in a form. Django would answer an HTML 400 and log it to
        # django.security; the API answers JSON and keeps the log.
        logging.getLogger(f"django.security.{exc.__class__.__name__}").warning(str(exc))
        title = SUSPICIOUS_TITLES.get(type(exc), DEFAULT_TITLES[400])
        return Response(error_body(400, title, code=PARSE_ERROR.code), status=400)

    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()

    response = drf_exception_handler(exc, context)
    if response is None:
        return None

    code = response.status_code
    if isinstance(exc, exceptions.ValidationError):
        errors = flatten_errors(exc.detail)
        if isinstance(errors, list):
            errors = {"nonFieldErrors": errors}
        if "non_field_errors" in errors:
            errors["nonFieldErrors"] = errors.pop("non_field_errors")
        title = errors["nonFieldErrors"][0] if errors.get("nonFieldErrors") else DEFAULT_TITLES[400]
        response.data = error_body(code, title, errors=errors)
    elif isinstance(exc, exceptions.Throttled):
        wait = int(exc.wait or 1)
        response.data = error_body(
            code,
            f"Too many attempts. Please wait {wait} seconds and try again.",
            code="rateLimited",
            retryAfter=wait,
        )
    elif isinstance(exc, exceptions.ParseError):
        # The parser's reason ("JSON parse error - Expecting value: line 1 column 1 (char 0)").
        response.data = error_body(code, str(exc.detail), code=PARSE_ERROR.code)
    elif isinstance(exc, (exceptions.NotAuthenticated, exceptions.AuthenticationFailed)):
        response.data = error_body(code, DEFAULT_TITLES[401], code="notAuthenticated")
    elif isinstance(exc, exceptions.PermissionDenied):
        detail = exc.detail
        title = str(detail) if str(detail) != exceptions.PermissionDenied.default_detail else DEFAULT_TITLES[403]
        error_code = detail.code if getattr(detail, "code", None) not in (None, "permission_denied") else "notAllowed"
        response.data = error_body(code, title, code=error_code)
    else:
        detail = getattr(exc, "detail", None)
        title = DEFAULT_TITLES.get(code) or (str(detail) if detail else "Unexpected error")
        response.data = error_body(code, title)
    return response


def request_too_large_response() -> Response:
    """413 for a body over DATA_UPLOAD_MAX_MEMORY_SIZE (Django's own answer is an HTML 400)."""
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    megabytes = f"{limit / 2**20:g}"
    title = REQUEST_TOO_LARGE.title.format(maxMegabytes=megabytes)
    return Response(error_body(413, title, code=REQUEST_TOO_LARGE.code, maxBytes=limit), status=413)


@csrf_exempt
def json_not_found(request, *args, **kwargs):
    """Unknown /api/ paths answer a JSON 404 instead of the SPA page, whatever the method: the
    API's views are exempt from Django's CSRF check (they take tokens, not cookies), and so is
    this one, or a POST would answer the CSRF check's 403 page (issue 22)."""
    return JsonResponse(error_body(status.HTTP_404_NOT_FOUND, DEFAULT_TITLES[404]), status=404)
