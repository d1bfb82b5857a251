"""X-Api-Key check for every /api/ call (ARCHITECTURE section 4); the JSON error body for every
/api/ answer; the request id of the logs."""

import hmac
from http import HTTPStatus

from django.conf import settings
from django.http import JsonResponse

from apps.core.errors import DEFAULT_TITLES
from apps.core.exceptions import error_body
from apps.core.logging import REQUEST_ID_HEADER, new_request_id, request_id_var, sane_request_id


def accepted_api_keys():
    keys = [key for key in settings.API_KEYS if key]
    if settings.SPA_API_KEY:
        keys.append(settings.SPA_API_KEY)
    return keys


def api_key_is_valid(candidate: str) -> bool:
    if not candidate:
        return False
    # compare_digest on every key: the time taken does not reveal which key nearly matched.
    return any(hmac.compare_digest(candidate.encode(), key.encode()) for key in accepted_api_keys())


class ApiKeyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        path = request.path
        needs_key = path.startswith("/api/") and not path.startswith(settings.API_KEY_EXEMPT_PREFIXES)
        if needs_key and not api_key_is_valid(request.headers.get("X-Api-Key", "")):
            return JsonResponse(
                error_body(401, "A valid API key is required.", code="invalidApiKey"),
                status=401,
            )
        return self.get_response(request)


class ApiErrorsAsJsonMiddleware:
    """Every error answer under /api/ is the API's JSON error body, whichever part of Django
    wrote it: the CSRF check's 403 page, the 400 of a host the site does not serve, the 500 of
    an unexpected error (DEBUG's technical page too; the log keeps the details), and anything
    else that answers before or around DRF's exception handler. The views' own errors are JSON
    already and pass as they are. Second in MIDDLEWARE, inside the request id."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code >= 400 and request.path.startswith("/api/") and not _is_json(response):
            return _as_json_error(response)
        return response


def _is_json(response) -> bool:
    media_type = response.get("Content-Type", "").split(";")[0].strip().lower()
    return media_type == "application/json" or media_type.endswith("+json")


def _as_json_error(response) -> JsonResponse:
    status = response.status_code
    try:
        phrase = f"{HTTPStatus(status).phrase}."
    except ValueError:
        phrase = "Unexpected error"
    answer = JsonResponse(error_body(status, DEFAULT_TITLES.get(status, phrase)), status=status)
    for header, value in response.headers.items():  # Allow, Retry-After, Vary, ...
        if header.lower() not in ("content-type", "content-length", "content-disposition"):
            answer.headers[header] = value
    answer.cookies = response.cookies
    return answer


class RequestIdMiddleware:
    """The request's id: the caller's X-Request-ID (a proxy's, a client's) when it is sane, else a
    new one. Set for the logs of the request and of the tasks it queues (apps/core/logging.py),
    as `request.request_id`, and returned in the response's X-Request-ID. First in MIDDLEWARE."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request_id = sane_request_id(request.headers.get(REQUEST_ID_HEADER)) or new_request_id()
        request.request_id = request_id
        token = request_id_var.set(request_id)
        try:
            response = self.get_response(request)
        finally:
            request_id_var.reset(token)
        response[REQUEST_ID_HEADER] = request_id
        return response
