from django.conf import settings
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView
from rest_framework_simplejwt.exceptions import InvalidToken

from apps.accounts.authentication import JWTAuthentication
from apps.accounts.errors import SIGNED_IN
from apps.assistants import errors, selectors, signalr
from apps.assistants.api import serializers as s
from apps.assistants.consumers import negotiated_key
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.exceptions import error_body
from apps.core.middleware import api_key_is_valid


class ActiveThreadView(APIView):
    @extend_schema(
        parameters=[s.ActiveThreadQuery],
        description=(
            "The user's current conversation with an assistant: its thread id and messages, oldest first "
            "(the company search loads it on opening). The owner or an admin only."
        ),
        responses={
            200: s.ActiveThreadOutput,
            **error_responses(
                s.AssistantError, INVALID_INPUT, errors.NOT_YOUR_THREAD, errors.USER_NOT_FOUND, *SIGNED_IN
            ),
        },
    )
    def get(self, request, user_id: int):
        query = s.ActiveThreadQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        thread = selectors.active_thread(
            viewer=request.user,
            user_id=user_id,
            hub=query.validated_data["assistant"],
            agent_id=query.validated_data.get("agentId"),
        )
        return Response(s.ActiveThreadOutput(thread).data)


@csrf_exempt
@require_POST
def negotiate(request):
    """`POST <hub>/negotiate?negotiateVersion=1` of the SignalR protocol (not part of the REST
    API): websockets only. The API key is checked here. The connection token it hands out opens
    one socket of this hub, once, within ASSISTANT_NEGOTIATE_TTL_SECONDS: it stands for the API
    key (a browser cannot set headers on a websocket) and, when this call carried the sign-in
    token (`Authorization: Bearer`, which the official client sends here), for the session too,
    so the sign-in token never travels in the socket's URL (issue 22). Only the token's checked
    claims are kept, never the token; the socket checks the session itself as it opens."""
    if not api_key_is_valid(request.headers.get("X-Api-Key", "")):
        return JsonResponse(error_body(401, errors.INVALID_API_KEY.title, code=errors.INVALID_API_KEY.code), status=401)
    claims = None
    authorization = request.headers.get("Authorization", "")
    if authorization.lower().startswith("bearer "):
        try:
            claims = dict(JWTAuthentication().get_validated_token(authorization[7:].strip()).payload)
        except InvalidToken:
            claims = None  # the socket refuses it with the reason ("Please sign in...")
    body = signalr.negotiate_response()
    socket_path = request.path.removesuffix("/negotiate")
    cache.set(
        negotiated_key(body["connectionToken"]),
        {"path": socket_path, "claims": claims},
        timeout=settings.ASSISTANT_NEGOTIATE_TTL_SECONDS,
    )
    return JsonResponse(body)
