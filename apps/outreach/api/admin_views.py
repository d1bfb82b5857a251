"""The platform admins' outreach calls (issue 23, item 5): the report queue, dismissing a report,
closing (and reopening) a conversation, suspending a company's outreach. Admins only (403
`notAdmin`); each action leaves an admin audit entry (apps/accounts AdminAuditEntry)."""

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.accounts.permissions import IsAdmin
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, TotalCountPagination
from apps.outreach import errors, selectors, services
from apps.outreach.api import serializers as s
from apps.outreach.api.serializers import OutreachError
from apps.outreach.filters import AbuseReportFilter
from apps.outreach.models import AbuseReport

ADMIN = (*SIGNED_IN, NOT_ADMIN)


def _errors(*codes):
    return error_responses(OutreachError, *codes, *ADMIN)


def _parsed(serializer_class, data):
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class ReportPages(TotalCountPagination):
    default_page_size, min_page_size, max_page_size = 20, 10, 50


@extend_schema_view(
    get=extend_schema(
        description="Abuse reports, newest first: the open ones unless `Status` says otherwise.",
        responses={200: s.ReportOutput(many=True), **_errors(INVALID_INPUT)},
    )
)
class AdminReportListView(PagedListView):
    permission_classes = [IsAdmin]
    pagination_class = ReportPages
    filterset_class = AbuseReportFilter
    serializer_class = s.ReportOutput

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return AbuseReport.objects.none()
        return selectors.report_list()

    def get_serializer(self, *args, **kwargs):
        if args:
            args = ([selectors.report_item(report) for report in args[0]], *args[1:])
        return super().get_serializer(*args, **kwargs)


class AdminReportDismissView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        request=None,
        responses={200: s.ReportOutput, **_errors(errors.REPORT_NOT_FOUND, errors.REPORT_HANDLED)},
    )
    def post(self, request, report_id: int):
        report = services.report_dismiss(actor=request.user, report_id=report_id)
        return Response(s.ReportOutput(selectors.report_item(selectors.report_get(report_id=report.pk))).data)


def _conversation_state(conversation) -> dict:
    return s.ConversationStateOutput(
        {
            "conversationId": conversation.pk,
            "isClosed": conversation.is_closed,
            "closedByPlatform": conversation.closed_by_platform,
        }
    ).data


class AdminConversationCloseView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        request=s.AdminCloseInput,
        description="Closes a conversation for abuse: its members can no longer post or reopen it.",
        responses={200: s.ConversationStateOutput, **_errors(INVALID_INPUT, errors.CONVERSATION_NOT_FOUND)},
    )
    def post(self, request, conversation_id: int):
        data = _parsed(s.AdminCloseInput, request.data)
        conversation = services.conversation_close_by_admin(
            actor=request.user, conversation_id=conversation_id, reason=data["reason"]
        )
        return Response(_conversation_state(conversation))


class AdminConversationReopenView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        request=None,
        responses={200: s.ConversationStateOutput, **_errors(errors.CONVERSATION_NOT_FOUND, errors.NOT_CLOSED)},
    )
    def post(self, request, conversation_id: int):
        conversation = services.conversation_reopen_by_admin(actor=request.user, conversation_id=conversation_id)
        return Response(_conversation_state(conversation))


def _company_state(row) -> dict:
    return s.CompanyOutreachAdminOutput(
        {
            "companyId": row.company_id,
            "isSuspended": row.is_suspended,
            "suspendedAt": row.suspended_at,
            "suspendedReason": row.suspended_reason,
        }
    ).data


class AdminCompanySuspendView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        request=s.SuspendInput,
        description=(
            "Suspends a company's outreach: it can no longer send, accept or post, and no one can send it a request."
        ),
        responses={200: s.CompanyOutreachAdminOutput, **_errors(INVALID_INPUT, errors.COMPANY_NOT_FOUND)},
    )
    def post(self, request, company_id: int):
        data = _parsed(s.SuspendInput, request.data)
        row = services.company_outreach_suspend(actor=request.user, company_id=company_id, reason=data["reason"])
        return Response(_company_state(row))


class AdminCompanyUnsuspendView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        request=None,
        responses={200: s.CompanyOutreachAdminOutput, **_errors(errors.COMPANY_NOT_FOUND)},
    )
    def post(self, request, company_id: int):
        row = services.company_outreach_unsuspend(actor=request.user, company_id=company_id)
        return Response(_company_state(row))
