"""X-Api-Key check for every /api/ call (ARCHITECTURE section 4); the request id of the logs."""

import hmac

from django.conf import settings
from django.http import JsonResponse

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
