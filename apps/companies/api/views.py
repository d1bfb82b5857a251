from django.http import HttpResponse
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import serializers, status
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.companies import errors, selectors, services
from apps.companies.api import serializers as s
from apps.companies.api.serializers import CompanyError
from apps.companies.filters import PartnerProgramFilter
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import HasNextPagination, PagedListView
from apps.core.sanitize import rich_text_plain

ERROR = OpenApiResponse(description="Error: {status, title, errors, code}")


class IndustryListView(APIView):
    @extend_schema(responses={200: s.IdNameOutput(many=True), **error_responses(CompanyError, *SIGNED_IN)})
    def get(self, request):
        return Response(s.IdNameOutput(selectors.industries(), many=True).data)


class GeoRegionListView(APIView):
    @extend_schema(
        parameters=[s.GeoRegionQuery],
        responses={200: s.GeoRegionOutput(many=True), **error_responses(CompanyError, INVALID_INPUT, *SIGNED_IN)},
    )
    def get(self, request):
        query = s.GeoRegionQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        regions = selectors.geo_regions(sub_regions_only=query.validated_data["SubRegionsOnly"])
        return Response(s.GeoRegionOutput(regions, many=True).data)


class LookupsView(APIView):
    @extend_schema(responses={200: s.LookupsOutput, **error_responses(CompanyError, *SIGNED_IN)})
    def get(self, request):
        return Response(s.LookupsOutput(selectors.lookups()).data)


class CompanyDetailView(APIView):
    def version_keys(self, user_id) -> list[str]:
        """Read with the session: one round trip to Redis for the whole request."""
        return selectors.company_detail_version_keys(company_id=self.kwargs["company_id"], viewer_id=user_id)

    @extend_schema(
        responses={200: s.CompanyDetailOutput, **error_responses(CompanyError, errors.COMPANY_NOT_FOUND, *SIGNED_IN)}
    )
    def get(self, request, company_id: int):
        # The detail is kept rendered (bytes, as DRF's JSONRenderer writes them): no serializer
        # and no encoding on the requests the cache answers (docs/scaling.md), and no
        # serializer on a miss either (company_detail_json).
        body = selectors.company_detail_for(
            company_id=company_id,
            viewer=request.user,
            render=s.company_detail_json,
            known_tokens=getattr(request, "version_tokens", None),
            shared=True,
        )
        return HttpResponse(body, content_type=JSONRenderer.media_type)


class CompanyMembersView(APIView):
    @extend_schema(
        request=s.MembersInput,
        responses={
            200: s.MembersOutput,
            **error_responses(
                CompanyError,
                INVALID_INPUT,
                errors.MEMBERS_UNKNOWN,
                errors.MEMBERS_NEED_AN_ADMIN,
                errors.NOT_COMPANY_EDITOR,
                errors.COMPANY_NOT_FOUND,
                *SIGNED_IN,
            ),
        },
    )
    def put(self, request, company_id: int):
        company = selectors.company_for_editor(company_id=company_id, viewer=request.user)
        serializer = s.MembersInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.company_members_update(company=company, members=serializer.validated_data["members"])
        members = company.members.order_by("joined_at", "id")
        return Response(s.MembersOutput({"members": members}).data)


class CompanyAssignView(APIView):
    @extend_schema(
        request=s.AssignInput,
        responses={
            200: OpenApiResponse(s.AssignOutput, description="`joined`: the user is a member now."),
            202: OpenApiResponse(s.AssignOutput, description="`requested`: a company admin must accept."),
            **error_responses(
                CompanyError,
                INVALID_INPUT,
                errors.JOIN_FOR_YOURSELF_ONLY,
                errors.COMPANY_NOT_FOUND,
                errors.USER_NOT_FOUND,
                errors.ALREADY_IN_A_COMPANY,
                errors.USER_IN_ANOTHER_COMPANY,
                errors.NEW_COMPANY_PENDING,
                *SIGNED_IN,
            ),
        },
    )
    def post(self, request):
        serializer = s.AssignInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        result = services.company_assign(company_id=data["companyId"], user_id=data["userId"], actor=request.user)
        code = status.HTTP_200_OK if result == "joined" else status.HTTP_202_ACCEPTED
        return Response(s.AssignOutput({"status": result}).data, status=code)


class JoinRequestListView(APIView):
    @extend_schema(
        responses={
            200: s.JoinRequestOutput(many=True),
            **error_responses(CompanyError, errors.NOT_COMPANY_EDITOR, errors.COMPANY_NOT_FOUND, *SIGNED_IN),
        }
    )
    def get(self, request, company_id: int):
        company = selectors.company_for_editor(company_id=company_id, viewer=request.user)
        return Response(s.JoinRequestOutput(selectors.join_requests_pending(company=company), many=True).data)


class JoinRequestDecideView(APIView):
    accept = True

    @extend_schema(
        request=None,
        responses={
            200: s.JoinRequestDecisionOutput,
            **error_responses(
                CompanyError,
                errors.NOT_COMPANY_EDITOR,
                errors.COMPANY_NOT_FOUND,
                errors.JOIN_REQUEST_NOT_FOUND,
                errors.ALREADY_DECIDED,
                errors.USER_IN_ANOTHER_COMPANY,
                *SIGNED_IN,
            ),
        },
    )
    def post(self, request, company_id: int, join_request_id: int):
        company = selectors.company_for_editor(company_id=company_id, viewer=request.user)
        decided = services.join_request_decide(
            company=company, join_request_id=join_request_id, actor=request.user, accept=self.accept
        )
        return Response(s.JoinRequestDecisionOutput({"status": decided.status}).data)


class CompanySuggestionView(APIView):
    @extend_schema(
        responses={
            200: s.CompanySuggestionOutput,
            204: OpenApiResponse(description="No approved company has the user's e-mail domain."),
            **error_responses(CompanyError, *SIGNED_IN),
        }
    )
    def get(self, request):
        company = selectors.company_suggestion_for(user=request.user)
        if company is None:
            return Response(status=status.HTTP_204_NO_CONTENT)
        return Response(s.CompanySuggestionOutput(company).data)


class PartnerProgramPages(HasNextPagination):
    # The hub asks for 3 featured and 9 regular cards (spec section 9); up to 100 stays allowed.
    default_page_size = 9
    min_page_size = 1
    max_page_size = 100


class ProgramCardList(serializers.ListSerializer):
    """Loads the target chips of the whole page at once (selectors.program_card_targets), and
    only for a viewer who may see them. The cards are written from the rows directly
    (`program_card`): ProgramCardOutput's fields would only convert what the database already
    guarantees; it stays the schema's (apps/companies/tests/test_partner_programs.py compares
    both)."""

    def to_representation(self, data):
        rows = list(data)
        request = self.context["request"]
        targets = None
        if selectors.card_chips_visible(viewer=request.user, known_tokens=getattr(request, "version_tokens", None)):
            targets = self.context["targets"] = selectors.program_card_targets(company_ids=[row["id"] for row in rows])
        return [program_card(row, targets) for row in rows]

    def serialized(self, data):
        """The same cards through ProgramCardOutput's fields (what `program_card` replaces)."""
        return super().to_representation(data)


_NO_TARGETS = {"targertIndustries": [], "geoRegions": []}


def program_card(row: dict, targets: dict | None) -> dict:
    """A card as ProgramCardOutput writes it, from a row of selectors.partner_program_list
    (`id`, `name`: an int and a str; `logo_url`, `description`: strings; the flags: booleans,
    NOT NULL columns) and the page's chips (None: withheld)."""
    chips = None if targets is None else targets.get(row["id"], _NO_TARGETS)
    return {
        "companyId": row["id"],
        "companyName": row["name"],
        "companyLogoUrl": row["logo_url"] or None,
        "description": rich_text_plain(row["description"]),
        "targertIndustries": None if chips is None else chips["targertIndustries"],
        "geoRegions": None if chips is None else chips["geoRegions"],
        "isIndustryAgnostic": row["is_industry_agnostic"],
        "isGeoGlobal": row["is_geo_global"],
    }


class ProgramCardOutput(serializers.Serializer):
    """A company card of the partner program hub (spec section 3, "Company card"). The target
    chips are extended details: null for a viewer without a paid plan (the SPA blurs them)."""

    companyId = serializers.IntegerField(source="id")
    companyName = serializers.CharField(source="name")
    companyLogoUrl = serializers.SerializerMethodField()
    description = serializers.SerializerMethodField()
    targertIndustries = serializers.SerializerMethodField(help_text="Spelled as the spec does; null when withheld.")
    geoRegions = serializers.SerializerMethodField(help_text="Null when withheld.")
    isIndustryAgnostic = serializers.BooleanField(source="is_industry_agnostic")
    isGeoGlobal = serializers.BooleanField(source="is_geo_global")

    class Meta:
        list_serializer_class = ProgramCardList

    def get_companyLogoUrl(self, row) -> str | None:
        return row["logo_url"] or None

    def get_description(self, row) -> str:
        """The description as plain text: a card shows no markup."""
        return rich_text_plain(row["description"])

    def _targets(self, row) -> dict | None:
        targets = self.context.get("targets")
        return None if targets is None else targets.get(row["id"], {"targertIndustries": [], "geoRegions": []})

    def get_targertIndustries(self, row) -> list[str] | None:
        targets = self._targets(row)
        return None if targets is None else targets["targertIndustries"]

    def get_geoRegions(self, row) -> list[str] | None:
        targets = self._targets(row)
        return None if targets is None else targets["geoRegions"]


@extend_schema_view(
    get=extend_schema(
        responses={200: ProgramCardOutput(many=True), **error_responses(CompanyError, INVALID_INPUT, *SIGNED_IN)}
    )
)
class PartnerProgramListView(PagedListView):
    pagination_class = PartnerProgramPages
    filterset_class = PartnerProgramFilter
    serializer_class = ProgramCardOutput

    def version_keys(self, user_id) -> list[str]:
        """The viewer's plan token, read with the session (one round trip): whether the cards
        show their chips is then answered without a query while the plan is unchanged."""
        return selectors.card_chips_version_keys(viewer_id=user_id)

    def get_queryset(self):
        return selectors.partner_program_list()
