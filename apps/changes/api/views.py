from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.permissions import IsAdmin
from apps.changes import selectors, services
from apps.changes.models import CompanyChange
from apps.core.exceptions import ApplicationError

ERROR = OpenApiResponse(description="Error: {status, title, errors, code}")
PAYLOAD = OpenApiResponse(description="The company save payload (docs/api.md)")


class ChangeIdOutput(serializers.Serializer):
    companyChangeId = serializers.IntegerField()


class CompanyChangeCreateView(APIView):
    @extend_schema(request=dict, responses={201: ChangeIdOutput, 400: ERROR, 403: ERROR, 409: ERROR})
    def post(self, request):
        change = services.company_change_create(author=request.user, payload=_payload(request))
        return Response({"companyChangeId": change.pk}, status=status.HTTP_201_CREATED)


class CompanyChangeUpdateView(APIView):
    @extend_schema(request=dict, responses={200: ChangeIdOutput, 400: ERROR, 403: ERROR, 404: ERROR, 409: ERROR})
    def put(self, request, change_id: int):
        change = services.company_change_update(change_id=change_id, author=request.user, payload=_payload(request))
        return Response({"companyChangeId": change.pk})


class PendingChangeView(APIView):
    @extend_schema(responses={200: OpenApiResponse(description="The pending copy"), 204: None})
    def get(self, request):
        change = selectors.pending_change_for_user(user=request.user)
        if change is None:
            return Response(status=status.HTTP_204_NO_CONTENT)
        return Response(selectors.change_detail(change=change))


class AdminChangeDetailView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(responses={200: OpenApiResponse(description="The change"), 403: ERROR, 404: ERROR})
    def get(self, request, change_id: int):
        change = CompanyChange.objects.select_related("author").filter(pk=change_id).first()
        if change is None:
            raise ApplicationError("Company change not found.", status_code=404, code="notFound")
        return Response(selectors.change_detail(change=change, include_review=True))


class CompanyIdOutput(serializers.Serializer):
    companyId = serializers.IntegerField()


class AdminChangeApproveView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(request=None, responses={200: CompanyIdOutput, 403: ERROR, 404: ERROR, 409: ERROR})
    def put(self, request, change_id: int):
        company = services.company_change_approve(change_id=change_id, reviewer=request.user)
        return Response({"companyId": company.pk})

    @extend_schema(request=None, responses={200: CompanyIdOutput, 403: ERROR, 404: ERROR, 409: ERROR})
    def post(self, request, change_id: int):
        return self.put(request, change_id)


class RejectInput(serializers.Serializer):
    reason = serializers.CharField(
        max_length=2000,
        error_messages={"required": "A reason is required.", "blank": "A reason is required."},
    )


class AdminChangeRejectView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(request=RejectInput, responses={200: ChangeIdOutput, 400: ERROR, 403: ERROR, 409: ERROR})
    def put(self, request, change_id: int):
        serializer = RejectInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        change = services.company_change_reject(
            change_id=change_id, reviewer=request.user, reason=serializer.validated_data["reason"]
        )
        return Response({"companyChangeId": change.pk})

    @extend_schema(request=RejectInput, responses={200: ChangeIdOutput, 400: ERROR, 403: ERROR, 409: ERROR})
    def post(self, request, change_id: int):
        return self.put(request, change_id)


def _payload(request) -> dict:
    if not isinstance(request.data, dict):
        raise ApplicationError("The body must be a JSON object.")
    return request.data
