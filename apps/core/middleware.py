"""X-Api-Key check for every /api/ call (ARCHITECTURE section 4); the JSON error body for every
/api/ answer; the request id of the logs; Django's messages and django-csp's header without
their per-request cost where a request does not use them."""

import hmac
from http import HTTPStatus

from csp.constants import HEADER, HEADER_REPORT_ONLY
from csp.middleware import CheckableLazyObject
from csp.middleware import CSPMiddleware as BaseCSPMiddleware
from csp.utils import build_policy
from django.conf import settings
from django.contrib.messages.middleware import MessageMiddleware as BaseMessageMiddleware
from django.contrib.messages.storage import default_storage
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.http import JsonResponse
from django.utils.functional import SimpleLazyObject, empty

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


class MessageMiddleware(BaseMessageMiddleware):
    """Django's, with the request's message storage made when something first reads or adds a
    message (the admin, allauth's pages), not on every request: building it (a cookie storage
    with its signer, a session storage) cost ~10-30 us of each API request, none of which uses
    messages (docs/scaling.md). A storage never touched stores nothing, as Django's would not."""

    def process_request(self, request):
        request._messages = SimpleLazyObject(lambda: default_storage(request))

    def process_response(self, request, response):
        storage = getattr(request, "_messages", None)
        if isinstance(storage, SimpleLazyObject) and storage._wrapped is empty:
            return response
        return super().process_response(request, response)


# The policies of responses with no nonce and no per-view override (every API answer): the
# same text each time, built once per setting (report only or not) instead of per response.
_PLAIN_POLICIES: dict[bool, str] = {}


@receiver(setting_changed)
def _forget_policies(*, setting, **kwargs):
    if setting.startswith("CONTENT_SECURITY_POLICY"):
        _PLAIN_POLICIES.clear()


class CSPMiddleware(BaseCSPMiddleware):
    """django-csp's, the same headers, with the policy of a response that has no nonce and no
    per-view override built once: django-csp rebuilt it (and copied its parts through
    dataclasses.asdict) twice per response, ~40 us of a request (docs/scaling.md)."""

    def process_response(self, request, response):
        if response.status_code in (500, 404) and settings.DEBUG:  # Django's debug pages
            return response
        for report_only, header, exempt, setting in (
            (False, HEADER, "_csp_exempt", "CONTENT_SECURITY_POLICY"),
            (True, HEADER_REPORT_ONLY, "_csp_exempt_ro", "CONTENT_SECURITY_POLICY_REPORT_ONLY"),
        ):
            parts = self.get_policy_parts(request=request, response=response, report_only=report_only)
            if parts.config is None and parts.update is None and parts.replace is None and parts.nonce is None:
                policy = _PLAIN_POLICIES.get(report_only)
                if policy is None:
                    policy = _PLAIN_POLICIES[report_only] = build_policy(report_only=report_only)
            else:
                policy = build_policy(
                    config=parts.config,
                    update=parts.update,
                    replace=parts.replace,
                    nonce=parts.nonce,
                    report_only=report_only,
                )
            if policy and header not in response and getattr(response, exempt, False) is False:
                prefixes = (getattr(settings, setting, None) or {}).get("EXCLUDE_URL_PREFIXES") or ()
                if not request.path_info.startswith(tuple(prefixes)):
                    response[header] = policy
        # As django-csp: reading the nonce after the header is written is an error.
        if getattr(request, "_csp_nonce", None) is None:
            request.csp_nonce = CheckableLazyObject(self._csp_nonce_post_response)
        return response
