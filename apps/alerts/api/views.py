"""The saved-search calls (docs/alerts.md): thin views that parse, call one selector or service,
and render. Who may do what is decided by the services and selectors."""

from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import status
from rest_framework.parsers import FormParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.alerts import errors, selectors, services
from apps.alerts.api import serializers as s
from apps.alerts.api.serializers import AlertsError
from apps.alerts.models import SavedSearch
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, TotalCountPagination
from apps.core.parsers import JSONParser
from apps.discovery import errors as discovery_errors
from apps.discovery.selectors import reference_names

MAY_SEARCH = (
    discovery_errors.NO_COMPANY,
    discovery_errors.NO_SUBSCRIPTION,
    discovery_errors.NO_COMPANY_NO_SUBSCRIPTION,
)


def _errors(*codes):
    return error_responses(AlertsError, *codes, *SIGNED_IN)


def _render(saved_search: SavedSearch) -> dict:
    return s.SavedSearchOutput(saved_search, context={"names": reference_names()}).data


class SavedSearchPages(TotalCountPagination):
    default_page_size, min_page_size, max_page_size = 20, 5, 50


@extend_schema_view(
    get=extend_schema(
        description="Your saved searches, newest first, with their alerts so far.",
        responses={200: s.SavedSearchOutput(many=True), **_errors(INVALID_INPUT)},
    ),
    post=extend_schema(
        request=s.SavedSearchInput,
        description=(
            "Saves discovery criteria with a name, the top N to watch and an alert frequency. Needs what a "
            "search needs (a company and an active plan); the criteria follow a search's rules. Alerts spend "
            "no credits; opening the saved search in discovery is a search, paid as one."
        ),
        responses={
            201: s.SavedSearchOutput,
            **_errors(INVALID_INPUT, *MAY_SEARCH, errors.SAVED_SEARCHES_LIMIT),
        },
    ),
)
class SavedSearchListView(PagedListView):
    pagination_class = SavedSearchPages
    serializer_class = s.SavedSearchOutput

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # the schema generator has no member
            return SavedSearch.objects.none()
        return selectors.saved_search_list(user=self.request.user)

    def get_serializer_context(self):
        return {**super().get_serializer_context(), "names": reference_names()}

    def post(self, request):
        saved_search = services.saved_search_create(
            user=request.user, read=lambda current: s.saved_search_values(request.data, current=current)
        )
        saved_search = selectors.saved_search_get(user=request.user, saved_search_id=saved_search.pk)
        return Response(_render(saved_search), status=status.HTTP_201_CREATED)


class SavedSearchDetailView(APIView):
    @extend_schema(responses={200: s.SavedSearchOutput, **_errors(errors.SAVED_SEARCH_NOT_FOUND)})
    def get(self, request, saved_search_id: int):
        return Response(_render(selectors.saved_search_get(user=request.user, saved_search_id=saved_search_id)))

    @extend_schema(
        request=s.SavedSearchInput(partial=True),
        description=(
            "Changes your saved search: the fields sent replace the saved ones (criteria checked together with "
            "those kept). New criteria or a new top N take a new baseline; a company already named is never "
            "named again."
        ),
        responses={
            200: s.SavedSearchOutput,
            **_errors(INVALID_INPUT, errors.SAVED_SEARCH_NOT_FOUND, *MAY_SEARCH),
        },
    )
    def patch(self, request, saved_search_id: int):
        saved_search = services.saved_search_update(
            user=request.user,
            saved_search_id=saved_search_id,
            read=lambda current: s.saved_search_values(request.data, current=current, partial=True),
        )
        return Response(_render(saved_search))

    @extend_schema(responses={204: None, **_errors(errors.SAVED_SEARCH_NOT_FOUND)})
    def delete(self, request, saved_search_id: int):
        services.saved_search_delete(user=request.user, saved_search_id=saved_search_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class SavedSearchFromHistoryView(APIView):
    @extend_schema(
        request=s.FromHistoryInput,
        description=(
            "Saves the criteria of one of your past searches (a partner pipeline row), with the name, top N and "
            "frequency given (defaults: the search's date, the number it showed, Daily)."
        ),
        responses={
            201: s.SavedSearchOutput,
            **_errors(INVALID_INPUT, discovery_errors.SEARCH_NOT_FOUND, *MAY_SEARCH, errors.SAVED_SEARCHES_LIMIT),
        },
    )
    def post(self, request, search_history_id: int):
        saved_search = services.saved_search_from_history(
            user=request.user,
            search_history_id=search_history_id,
            read=lambda defaults: s.from_history_values(request.data, defaults=defaults),
        )
        saved_search = selectors.saved_search_get(user=request.user, saved_search_id=saved_search.pk)
        return Response(_render(saved_search), status=status.HTTP_201_CREATED)


class UnsubscribeView(APIView):
    """The one-click unsubscribe of alert e-mails: no sign-in and no API key (the signed token is
    the credential; mail clients POST to it, RFC 8058)."""

    authentication_classes = []
    permission_classes = [AllowAny]
    parser_classes = [JSONParser, FormParser]

    @extend_schema(
        parameters=[s.AlertsUnsubscribeQuery],
        description="What the link turns off and whether it is on now; changes nothing (the SPA's page shows it).",
        responses={
            200: s.AlertsUnsubscribeOutput,
            **error_responses(AlertsError, INVALID_INPUT, errors.UNSUBSCRIBE_INVALID, errors.UNSUBSCRIBE_EXPIRED),
        },
        auth=[],
    )
    def get(self, request):
        query = s.AlertsUnsubscribeQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        return Response(
            s.AlertsUnsubscribeOutput(selectors.unsubscribe_preview(token=query.validated_data["token"])).data
        )

    @extend_schema(
        parameters=[OpenApiParameter("token", str, required=False, description="The link's token (mail clients).")],
        request=s.AlertsUnsubscribeInput,
        description="Turns the link's alert e-mails off (in-app alerts go on); again: the same answer.",
        responses={
            200: s.AlertsUnsubscribeOutput,
            **error_responses(AlertsError, INVALID_INPUT, errors.UNSUBSCRIBE_INVALID, errors.UNSUBSCRIBE_EXPIRED),
        },
        auth=[],
    )
    def post(self, request):
        body = s.AlertsUnsubscribeInput(data=request.data if hasattr(request.data, "get") else {})
        body.is_valid(raise_exception=True)
        token = body.validated_data.get("token")
        if not token:
            query = s.AlertsUnsubscribeQuery(data=request.query_params)
            query.is_valid(raise_exception=True)
            token = query.validated_data["token"]
        return Response(s.AlertsUnsubscribeOutput(services.unsubscribe(token=token)).data)
