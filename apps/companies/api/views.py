from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.changes.selectors import pending_change_id_for_company
from apps.companies import selectors, services
from apps.companies.models import Company, Industry
from apps.core.exceptions import ApplicationError

ERROR = OpenApiResponse(description="Error: {status, title, errors, code}")


class IdNameOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class IndustryListView(APIView):
    @extend_schema(responses={200: IdNameOutput(many=True)})
    def get(self, request):
        return Response([{"id": i.pk, "name": i.name} for i in Industry.objects.order_by("name")])


class GeoRegionListView(APIView):
    @extend_schema(
        parameters=[OpenApiParameter("SubRegionsOnly", bool, description="Only the sub-regions (default false)")],
        responses={200: OpenApiResponse(description="[{id, name, parentId, parentName}]")},
    )
    def get(self, request):
        only = request.query_params.get("SubRegionsOnly", "").lower() in ("true", "1")
        return Response(selectors.geo_regions(sub_regions_only=only))


class LookupsView(APIView):
    @extend_schema(responses={200: OpenApiResponse(description="Every option list of the company form")})
    def get(self, request):
        return Response(selectors.lookups())


def _company_or_404(company_id) -> Company:
    company = selectors.company_visible_get(company_id=company_id)
    if company is None:
        raise ApplicationError("Company not found.", status_code=404, code="notFound")
    return company


class CompanyDetailView(APIView):
    @extend_schema(responses={200: OpenApiResponse(description="Company detail (docs/api.md)"), 404: ERROR})
    def get(self, request, company_id: int):
        company = _company_or_404(company_id)
        edit = selectors.company_edit_access(viewer=request.user, company=company)
        pending = pending_change_id_for_company(company=company) if edit else None
        return Response(selectors.company_detail(company=company, viewer=request.user, pending_change_id=pending))


class MembersInput(serializers.Serializer):
    members = inline_serializer(
        "MemberRole", {"userId": serializers.IntegerField(), "isCompanyAdmin": serializers.BooleanField()}, many=True
    )


def _require_edit(request, company):
    if not selectors.company_edit_access(viewer=request.user, company=company):
        raise ApplicationError("Only this company's admins can do this.", status_code=403, code="notCompanyEditor")


class CompanyMembersView(APIView):
    @extend_schema(request=MembersInput, responses={200: OpenApiResponse(description="{members}"), 403: ERROR})
    def put(self, request, company_id: int):
        company = _company_or_404(company_id)
        _require_edit(request, company)
        serializer = MembersInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.company_members_update(company=company, members=serializer.validated_data["members"])
        members = company.members.order_by("joined_at", "id")
        return Response({"members": [{"userId": m.user_id, "isCompanyAdmin": m.is_company_admin} for m in members]})


class AssignInput(serializers.Serializer):
    companyId = serializers.IntegerField()
    userId = serializers.IntegerField()


class CompanyAssignView(APIView):
    @extend_schema(request=AssignInput, responses={200: OpenApiResponse(description="{status}"), 202: None})
    def post(self, request):
        from apps.accounts.selectors import user_get

        serializer = AssignInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        user = user_get(user_id=data["userId"])
        if user is None:
            raise ApplicationError("User not found.", status_code=404, code="notFound")
        result = services.company_assign(company_id=data["companyId"], user=user, actor=request.user)
        code = status.HTTP_200_OK if result == "joined" else status.HTTP_202_ACCEPTED
        return Response({"status": result}, status=code)


class JoinRequestListView(APIView):
    @extend_schema(responses={200: OpenApiResponse(description="[{joinRequestId, userId, ...}]"), 403: ERROR})
    def get(self, request, company_id: int):
        company = _company_or_404(company_id)
        _require_edit(request, company)
        return Response(
            [
                {
                    "joinRequestId": r.pk,
                    "userId": r.user_id,
                    "firstName": r.user.first_name,
                    "lastName": r.user.last_name,
                    "email": r.user.email,
                    "createdAt": r.created_at,
                }
                for r in selectors.join_requests_pending(company=company)
            ]
        )


class JoinRequestDecideView(APIView):
    accept = True

    @extend_schema(request=None, responses={200: OpenApiResponse(description="{status}"), 403: ERROR, 404: ERROR})
    def post(self, request, company_id: int, join_request_id: int):
        company = _company_or_404(company_id)
        _require_edit(request, company)
        decided = services.join_request_decide(
            company=company, join_request_id=join_request_id, actor=request.user, accept=self.accept
        )
        return Response({"status": decided.status})


class CompanySuggestionView(APIView):
    @extend_schema(responses={200: OpenApiResponse(description="{companyId, name, logoUrl}"), 204: None})
    def get(self, request):
        company = selectors.company_suggestion_for(user=request.user)
        if company is None:
            return Response(status=status.HTTP_204_NO_CONTENT)
        return Response({"companyId": company.pk, "name": company.name, "logoUrl": company.logo_url or None})


class PartnerProgramQuery(serializers.Serializer):
    IsFeatured = serializers.BooleanField(required=False, allow_null=True, default=None)
    PageNumber = serializers.IntegerField(required=False, min_value=1, default=1)
    PageSize = serializers.IntegerField(required=False, min_value=1, max_value=100, default=9)


class ProgramCardOutput(serializers.Serializer):
    companyId = serializers.IntegerField()
    companyName = serializers.CharField()
    companyLogoUrl = serializers.CharField(allow_null=True)
    description = serializers.CharField()


class ProgramPageOutput(serializers.Serializer):
    data = ProgramCardOutput(many=True)
    hasNext = serializers.BooleanField()


class PartnerProgramListView(APIView):
    @extend_schema(parameters=[PartnerProgramQuery], responses={200: ProgramPageOutput, 400: ERROR})
    def get(self, request):
        query = PartnerProgramQuery(data=request.query_params)
        query.is_valid(raise_exception=True)
        params = query.validated_data
        cards, has_next = selectors.partner_programs_page(
            featured=params["IsFeatured"], page_number=params["PageNumber"], page_size=params["PageSize"]
        )
        return Response({"data": cards, "hasNext": has_next})
