from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_view
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.billing import errors as billing_errors
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, TotalCountPagination
from apps.discovery import errors, selectors, services
from apps.discovery.api import serializers as s
from apps.discovery.api.serializers import DiscoveryError
from apps.discovery.export import search_csv
from apps.discovery.models import SearchHistory

# Searches are paid for: no cache on the way may answer one again.
NO_STORE = {"Cache-Control": "no-store"}

SEARCH_ERRORS = (
    INVALID_INPUT,
    errors.NO_COMPANY,
    errors.NO_SUBSCRIPTION,
    errors.NO_COMPANY_NO_SUBSCRIPTION,
    # Another search of the member spent the credits meanwhile, or the plan ended meanwhile.
    billing_errors.NOT_ENOUGH_CREDITS,
    *SIGNED_IN,
)


class CompanyFiltersView(APIView):
    @extend_schema(responses={200: s.CompanyFiltersOutput, **error_responses(DiscoveryError, *SIGNED_IN)})
    def get(self, request):
        return Response(s.CompanyFiltersOutput(selectors.company_filters(user=request.user)).data)


def _rendered(outcome: services.SearchOutcome) -> HttpResponse:
    return HttpResponse(outcome.body, content_type=JSONRenderer.media_type, headers=NO_STORE)


class CompanyScoringView(APIView):
    @extend_schema(
        parameters=[s.ScoringQuery],
        description=(
            "A discovery search: the best NumberToShow other approved companies that fit the criteria, "
            "best first, each with its Partner Fit Score and why. Each company returned costs one search "
            "credit; the search is recorded in the member's history (docs/discovery.md)."
        ),
        responses={200: s.ScoredCompanyOutput(many=True), **error_responses(DiscoveryError, *SEARCH_ERRORS)},
    )
    def get(self, request):
        outcome = services.company_search(user=request.user, read=lambda: s.scoring_query(request.query_params))
        # The results are built in the declared shape (ScoredCompanyOutput; a test holds them
        # to it) and rendered once by the search (DRF's JSONRenderer): sent as they are.
        return _rendered(outcome)


class SearchHistoryPages(TotalCountPagination):
    default_page_size = 20
    min_page_size = 10
    max_page_size = 50


@extend_schema_view(
    get=extend_schema(
        responses={
            200: s.SearchHistoryEntryOutput(many=True),
            **error_responses(DiscoveryError, INVALID_INPUT, *SIGNED_IN),
        }
    )
)
class SearchHistoryListView(PagedListView):
    """The member's searches, newest first (the partner pipeline)."""

    pagination_class = SearchHistoryPages
    serializer_class = s.SearchHistoryEntryOutput

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # the schema generator has no member
            return SearchHistory.objects.none()
        return selectors.search_history_list(user=self.request.user)

    def get_serializer_context(self):
        return {**super().get_serializer_context(), "names": selectors.reference_names()}


class SearchCsvRenderer(BaseRenderer):
    media_type = "text/csv"
    format = "csv"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        # A byte-order mark, so that spreadsheet programs read the names as UTF-8.
        return ("\ufeff" + search_csv(data)).encode(self.charset)


class SearchItemsView(APIView):
    """The companies a search returned, as it returned them; as CSV with `Accept: text/csv`
    (or `?format=csv`) for a CRM."""

    renderer_classes = [JSONRenderer, SearchCsvRenderer]

    @extend_schema(
        responses={
            (200, "application/json"): s.ScoredCompanyOutput(many=True),
            (200, "text/csv"): OpenApiResponse(
                OpenApiTypes.STR,
                description="One row per company: rank, name, website, the scores and the reasons (docs/discovery.md).",
            ),
            # Errors are JSON whatever was asked for (handle_exception below).
            **{
                (status, JSONRenderer.media_type): answer
                for status, answer in error_responses(DiscoveryError, errors.SEARCH_NOT_FOUND, *SIGNED_IN).items()
            },
        },
    )
    def get(self, request, search_history_id: int):
        search = selectors.search_history_get(user=request.user, search_history_id=search_history_id)
        items = s.ScoredCompanyOutput(selectors.search_items(search=search), many=True).data
        response = Response(items)
        if request.accepted_renderer.format == "csv":
            filename = f"partner-search-{search.pk}-{search.searched_at:%Y-%m-%d}.csv"
            response["Content-Disposition"] = f'attachment; filename="{filename}"'
        return response

    def options(self, request, *args, **kwargs):
        # The metadata of OPTIONS is JSON whatever format was asked for (the CSV renderer
        # writes results only; schemathesis found a 500 for OPTIONS ...?format=csv).
        request.accepted_renderer = JSONRenderer()
        request.accepted_media_type = JSONRenderer.media_type
        return super().options(request, *args, **kwargs)

    def handle_exception(self, exc):
        # Errors are JSON whatever was asked for (the CSV renderer writes results only).
        self.request.accepted_renderer = JSONRenderer()
        self.request.accepted_media_type = JSONRenderer.media_type
        return super().handle_exception(exc)


class SearchRerunView(APIView):
    @extend_schema(
        request=s.RerunInput,
        description=(
            "Runs a past search again as a new search: the same criteria, new scores, new credits spent, "
            "a new history entry (its `rerunOf` is the past one)."
        ),
        responses={
            200: s.ScoredCompanyOutput(many=True),
            **error_responses(DiscoveryError, errors.SEARCH_NOT_FOUND, *SEARCH_ERRORS),
        },
    )
    def post(self, request, search_history_id: int):
        def number_to_show():
            serializer = s.RerunInput(data=request.data)
            serializer.is_valid(raise_exception=True)
            return serializer.validated_data["numberToShow"]

        outcome = services.search_rerun(
            user=request.user, search_history_id=search_history_id, read_number=number_to_show
        )
        return _rendered(outcome)
