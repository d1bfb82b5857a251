from collections.abc import Mapping
from functools import partial

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.accounts.permissions import IsAdmin
from apps.changes import errors, selectors, services
from apps.changes.api import serializers as s
from apps.changes.api.serializers import ChangeError
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT

ADMIN = (*SIGNED_IN, NOT_ADMIN)


def _body(request) -> Mapping:
    if not isinstance(request.data, Mapping):
        raise errors.BODY_NOT_AN_OBJECT.error()
    return request.data


class CompanyChangeCreateView(APIView):
    @extend_schema(
        request=s.CompanySaveInput,
        responses={
            201: s.ChangeIdOutput,
            **error_responses(
                ChangeError,
                errors.SAVE_FAILED,
                errors.BODY_NOT_AN_OBJECT,
                errors.NOT_COMPANY_EDITOR,
                errors.COMPANY_NOT_FOUND,
                errors.HAS_COMPANY,
                errors.PENDING_CHANGE_EXISTS,
                *SIGNED_IN,
            ),
        },
    )
    def post(self, request):
        body = _body(request)
        change = services.company_change_create(
            author=request.user, company_id=s.change_target(body), snapshot_of=partial(s.company_snapshot, body)
        )
        return Response(s.ChangeIdOutput(change).data, status=status.HTTP_201_CREATED)


class CompanyChangeUpdateView(APIView):
    @extend_schema(
        request=s.CompanySaveInput,
        responses={
            200: s.ChangeIdOutput,
            **error_responses(
                ChangeError,
                errors.SAVE_FAILED,
                errors.BODY_NOT_AN_OBJECT,
                errors.NOT_CHANGE_EDITOR,
                errors.CHANGE_NOT_FOUND,
                errors.CHANGE_REVIEWED_PROPOSE_NEW,
                *SIGNED_IN,
            ),
        },
    )
    def put(self, request, change_id: int):
        body = _body(request)
        change = services.company_change_update(
            change_id=change_id, author=request.user, snapshot_of=partial(s.company_snapshot, body)
        )
        return Response(s.ChangeIdOutput(change).data)


class PendingChangeView(APIView):
    @extend_schema(
        responses={
            200: OpenApiResponse(s.ChangeDetailOutput, description="The pending copy (the proposed values)."),
            204: OpenApiResponse(description="Nothing is waiting for approval."),
            **error_responses(ChangeError, *SIGNED_IN),
        }
    )
    def get(self, request):
        change = selectors.pending_change_for_user(user=request.user)
        if change is None:
            return Response(status=status.HTTP_204_NO_CONTENT)
        return Response(s.ChangeDetailOutput(selectors.change_detail(change=change)).data)


class RejectedChangeView(APIView):
    @extend_schema(
        responses={
            200: OpenApiResponse(s.RejectedChangeOutput, description="The latest change, rejected, with the reason."),
            204: OpenApiResponse(description="The latest change was not rejected (or there is none)."),
            **error_responses(ChangeError, *SIGNED_IN),
        }
    )
    def get(self, request):
        change = selectors.rejected_change_for_user(user=request.user)
        if change is None:
            return Response(status=status.HTTP_204_NO_CONTENT)
        return Response(s.RejectedChangeOutput(change).data)


APPROVE_SCHEMA = extend_schema(
    request=None,
    responses={
        200: s.CompanyIdOutput,
        **error_responses(ChangeError, errors.CHANGE_NOT_FOUND, errors.CHANGE_REVIEWED, *ADMIN),
    },
)


class AdminChangeApproveView(APIView):
    permission_classes = [IsAdmin]

    @APPROVE_SCHEMA
    def put(self, request, change_id: int):
        company = services.company_change_approve(change_id=change_id, reviewer=request.user)
        return Response(s.CompanyIdOutput(company).data)

    @APPROVE_SCHEMA
    def post(self, request, change_id: int):
        return self.put(request, change_id)


REJECT_SCHEMA = extend_schema(
    request=s.RejectInput,
    responses={
        200: s.ChangeIdOutput,
        **error_responses(ChangeError, INVALID_INPUT, errors.CHANGE_NOT_FOUND, errors.CHANGE_REVIEWED, *ADMIN),
    },
)


class AdminChangeRejectView(APIView):
    permission_classes = [IsAdmin]

    @REJECT_SCHEMA
    def put(self, request, change_id: int):
        serializer = s.RejectInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        change = services.company_change_reject(
            change_id=change_id, reviewer=request.user, reason=serializer.validated_data["reason"]
        )
        return Response(s.ChangeIdOutput(change).data)

    @REJECT_SCHEMA
    def post(self, request, change_id: int):
        return self.put(request, change_id)
