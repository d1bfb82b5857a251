"""The outreach calls (docs/outreach.md, docs/api.md "Outreach"): thin views that parse, call one
selector or service, and render. Who may do what is decided by the services and selectors."""

from django.conf import settings
from django.utils import timezone
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import status
from rest_framework.parsers import FormParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, TotalCountPagination
from apps.core.parsers import JSONParser
from apps.core.throttles import PerUser
from apps.outreach import errors, selectors, services
from apps.outreach.api import serializers as s
from apps.outreach.api.serializers import OutreachError
from apps.outreach.filters import ConversationFilter, IntroRequestFilter
from apps.outreach.models import Conversation, IntroRequest
from apps.outreach.tokens import MAIL_KIND_LABELS

SEND_REFUSALS = (
    errors.NO_COMPANY,
    errors.NO_SUBSCRIPTION,
    errors.SUSPENDED,
    errors.RECEIVER_NOT_ACCEPTING,
    errors.QUOTA_EXHAUSTED,
)


def _errors(*codes):
    return error_responses(OutreachError, *codes, *SIGNED_IN)


def _parsed(serializer_class, data):
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class OutreachPages(TotalCountPagination):
    default_page_size, min_page_size, max_page_size = 20, 5, 50


# --- summary, a company's status, settings --------------------------------------------------------


class SummaryView(APIView):
    @extend_schema(
        description=(
            "The Outreach badge (unread requests and conversations), the member's monthly quota, whether they can "
            "send requests and why not, and whether their company accepts requests. Poll it when the events "
            "socket is not open (docs/outreach.md)."
        ),
        responses={200: s.SummaryOutput, **_errors()},
    )
    def get(self, request):
        return Response(s.SummaryOutput(selectors.outreach_summary(user=request.user)).data)


class CompanyStatusView(APIView):
    @extend_schema(
        description="Whether you may send this company an intro request now, and if not why (the button says it).",
        responses={200: s.CompanyStatusOutput, **_errors(errors.COMPANY_NOT_FOUND)},
    )
    def get(self, request, company_id: int):
        return Response(
            s.CompanyStatusOutput(selectors.company_outreach_status(user=request.user, company_id=company_id)).data
        )


class SettingsView(APIView):
    @extend_schema(responses={200: s.SettingsOutput, **_errors()})
    def get(self, request):
        return Response(s.SettingsOutput(selectors.outreach_settings(user=request.user)).data)

    @extend_schema(
        request=s.SettingsInput,
        description="Your e-mails per kind; `acceptsRequests` (your company's incoming requests) for its admins only.",
        responses={
            200: s.SettingsOutput,
            **_errors(INVALID_INPUT, errors.NO_COMPANY, errors.NOT_COMPANY_ADMIN_SETTINGS),
        },
    )
    def patch(self, request):
        data = _parsed(s.SettingsInput, request.data)
        services.outreach_settings_update(
            actor=request.user, accepts_requests=data.get("acceptsRequests"), emails=data.get("emails")
        )
        return Response(s.SettingsOutput(selectors.outreach_settings(user=request.user)).data)


class UnsubscribeView(APIView):
    """The one-click opt-out of an outreach e-mail: no sign-in and no API key (the signed token
    is the credential; mail clients POST to it, RFC 8058)."""

    authentication_classes = []
    permission_classes = [AllowAny]
    parser_classes = [JSONParser, FormParser]

    def _answer(self, result: dict) -> Response:
        return Response(s.UnsubscribeOutput({**result, "label": MAIL_KIND_LABELS[result["kind"]]}).data)

    @extend_schema(
        parameters=[s.UnsubscribeQuery],
        description="What the link turns off, and whether it is on now; changes nothing (the SPA's page shows it).",
        responses={
            200: s.UnsubscribeOutput,
            **error_responses(OutreachError, INVALID_INPUT, errors.UNSUBSCRIBE_INVALID, errors.UNSUBSCRIBE_EXPIRED),
        },
        auth=[],
    )
    def get(self, request):
        token = _parsed(s.UnsubscribeQuery, request.query_params)["token"]
        return self._answer(selectors.unsubscribe_preview(token=token))

    @extend_schema(
        parameters=[OpenApiParameter("token", str, required=False, description="The link's token (mail clients).")],
        request=s.UnsubscribeInput,
        description="Turns the link's kind of e-mail off for its member (again: the same answer).",
        responses={
            200: s.UnsubscribeOutput,
            **error_responses(OutreachError, INVALID_INPUT, errors.UNSUBSCRIBE_INVALID, errors.UNSUBSCRIBE_EXPIRED),
        },
        auth=[],
    )
    def post(self, request):
        body = _parsed(s.UnsubscribeInput, request.data if hasattr(request.data, "get") else {})
        token = body.get("token") or _parsed(s.UnsubscribeQuery, request.query_params)["token"]
        return self._answer(services.unsubscribe(token=token))


class EventsTicketView(APIView):
    @extend_schema(
        request=None,
        description=(
            "A ticket that opens the events socket (`/outreach-events?ticket=...`) once, within `expiresIn` seconds."
        ),
        responses={201: s.EventsTicketOutput, **_errors()},
    )
    def post(self, request):
        ticket = services.events_ticket(user=request.user, session_version=request.auth.get("sv"))
        body = {
            "ticket": ticket,
            "url": f"/outreach-events?ticket={ticket}",
            "expiresIn": settings.OUTREACH_EVENTS_TICKET_SECONDS,
        }
        return Response(s.EventsTicketOutput(body).data, status=status.HTTP_201_CREATED)


class DraftView(APIView):
    @extend_schema(
        request=s.DraftInput,
        description=(
            "A draft of a request's message from your company's and the receiver's profiles. Nothing is sent: "
            "edit it and send it with POST /api/outreach/requests."
        ),
        responses={
            200: s.DraftOutput,
            **_errors(INVALID_INPUT, errors.NO_COMPANY, errors.NO_SUBSCRIPTION, errors.OWN_COMPANY),
        },
    )
    def post(self, request):
        data = _parsed(s.DraftInput, request.data)
        message = services.message_draft(
            user=request.user,
            receiver_company_id=data["receiverCompanyId"],
            type=data["type"],
            partnership_type_id=data["partnershipTypeId"],
        )
        return Response(s.DraftOutput({"message": message}).data)


# --- requests -----------------------------------------------------------------------------------------


class SendRateLimit(PerUser):
    scope = "outreach_send_user"


@extend_schema_view(
    get=extend_schema(
        description="Your company's received and sent intro requests, newest first.",
        responses={200: s.IntroRequestItemOutput(many=True), **_errors(INVALID_INPUT)},
    ),
    post=extend_schema(
        request=s.IntroRequestInput,
        description=(
            "Sends an intro request from your company (docs/outreach.md). Spends one of your plan's monthly "
            "requests; at most OUTREACH_SEND_RATE a sender (429 sendRateLimited)."
        ),
        responses={
            201: s.IntroRequestDetailOutput,
            **_errors(
                INVALID_INPUT,
                errors.OWN_COMPANY,
                *SEND_REFUSALS,
                errors.REQUEST_ALREADY_OPEN,
                errors.CONVERSATION_EXISTS,
                errors.SEND_RATE_LIMITED,
            ),
        },
    ),
)
class IntroRequestListView(PagedListView):
    pagination_class = OutreachPages
    filterset_class = IntroRequestFilter
    serializer_class = s.IntroRequestItemOutput

    def get_throttles(self):
        return [SendRateLimit()] if self.request.method == "POST" else []

    def throttled(self, request, wait):
        retry_after = max(int(wait or 1), 1)
        raise errors.SEND_RATE_LIMITED.error(retryAfter=retry_after, extra={"retryAfter": retry_after})

    def member(self):
        if not hasattr(self, "_member"):
            self._member = selectors.member_of(user=self.request.user)
        return self._member

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # the schema generator has no member
            return IntroRequest.objects.none()
        return selectors.intro_request_list(member=self.member())

    def get_serializer(self, *args, **kwargs):
        if args:
            now = timezone.now()
            args = ([selectors.intro_request_item(item, now=now) for item in args[0]], *args[1:])
        return super().get_serializer(*args, **kwargs)

    def post(self, request):
        data = _parsed(s.IntroRequestInput, request.data)
        intro_request = services.intro_request_send(
            sender=request.user,
            receiver_company_id=data["receiverCompanyId"],
            type=data["type"],
            message=data["message"],
            partnership_type_id=data["partnershipTypeId"],
            search_history_id=data["searchHistoryId"],
        )
        return Response(_request_detail(request, intro_request.pk), status=status.HTTP_201_CREATED)


def _request_detail(request, intro_request_id) -> dict:
    member = selectors.member_of(user=request.user)
    intro_request = selectors.intro_request_for(member=member, intro_request_id=intro_request_id)
    return s.IntroRequestDetailOutput(selectors.intro_request_detail(member=member, intro_request=intro_request)).data


class IntroRequestDetailView(APIView):
    @extend_schema(
        description=(
            "A request of your company: the sender's contacts go with it; the receiver's once it is accepted. "
            "Reading it does not mark it read: POST .../read does."
        ),
        responses={200: s.IntroRequestDetailOutput, **_errors(errors.REQUEST_NOT_FOUND)},
    )
    def get(self, request, intro_request_id: int):
        return Response(_request_detail(request, intro_request_id))


ANSWER_ERRORS = (errors.REQUEST_NOT_FOUND, errors.NOT_RECEIVER_ADMIN, errors.REQUEST_NOT_PENDING)


class IntroRequestAcceptView(APIView):
    @extend_schema(
        request=None,
        description="The receiving company's admins accept: the conversation opens (`conversationId`).",
        responses={
            200: s.IntroRequestDetailOutput,
            **_errors(*ANSWER_ERRORS, errors.SUSPENDED, errors.SENDER_SUSPENDED),
        },
    )
    def post(self, request, intro_request_id: int):
        services.intro_request_accept(actor=request.user, intro_request_id=intro_request_id)
        return Response(_request_detail(request, intro_request_id))


class IntroRequestDeclineView(APIView):
    @extend_schema(
        request=s.DeclineInput,
        description="The receiving company's admins decline, with a reason (and words, required for other).",
        responses={200: s.IntroRequestDetailOutput, **_errors(INVALID_INPUT, *ANSWER_ERRORS)},
    )
    def post(self, request, intro_request_id: int):
        data = _parsed(s.DeclineInput, request.data)
        services.intro_request_decline(
            actor=request.user,
            intro_request_id=intro_request_id,
            reason_code=data["reasonCode"],
            reason_text=data["reasonText"],
        )
        return Response(_request_detail(request, intro_request_id))


class IntroRequestWithdrawView(APIView):
    @extend_schema(
        request=None,
        description="The member who sent it, or their company admins, withdraw a pending request.",
        responses={
            200: s.IntroRequestDetailOutput,
            **_errors(errors.REQUEST_NOT_FOUND, errors.NOT_SENDER, errors.REQUEST_NOT_PENDING),
        },
    )
    def post(self, request, intro_request_id: int):
        services.intro_request_withdraw(actor=request.user, intro_request_id=intro_request_id)
        return Response(_request_detail(request, intro_request_id))


class IntroRequestReadView(APIView):
    @extend_schema(
        request=None,
        description="You have seen the request: it no longer counts as unread for you.",
        responses={204: None, **_errors(errors.REQUEST_NOT_FOUND)},
    )
    def post(self, request, intro_request_id: int):
        services.intro_request_read(actor=request.user, intro_request_id=intro_request_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class IntroRequestReportView(APIView):
    @extend_schema(
        request=s.ReportInput,
        description="Report the request to the PartnerMatch team (either company's members).",
        responses={
            201: s.ReportCreatedOutput,
            **_errors(INVALID_INPUT, errors.REQUEST_NOT_FOUND, errors.ALREADY_REPORTED),
        },
    )
    def post(self, request, intro_request_id: int):
        data = _parsed(s.ReportInput, request.data)
        report = services.intro_request_report(
            actor=request.user, intro_request_id=intro_request_id, reason=data["reason"]
        )
        return Response({"reportId": report.pk}, status=status.HTTP_201_CREATED)


# --- conversations --------------------------------------------------------------------------------------


@extend_schema_view(
    get=extend_schema(
        description="Your company's conversations, the most recent activity first.",
        responses={200: s.ConversationItemOutput(many=True), **_errors(INVALID_INPUT)},
    )
)
class ConversationListView(PagedListView):
    pagination_class = OutreachPages
    filterset_class = ConversationFilter
    serializer_class = s.ConversationItemOutput

    def member(self):
        if not hasattr(self, "_member"):
            self._member = selectors.member_of(user=self.request.user)
        return self._member

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return Conversation.objects.none()
        return selectors.conversation_list(member=self.member())

    def get_serializer(self, *args, **kwargs):
        if args:
            args = (selectors.conversation_items(args[0], member=self.member()), *args[1:])
        return super().get_serializer(*args, **kwargs)


class ConversationDetailView(APIView):
    @extend_schema(
        parameters=[s.ConversationQuery],
        description=(
            "A conversation of your company with its newest messages (or those before `Before`), oldest first. "
            "The other company's internal notes are never in it."
        ),
        responses={200: s.ConversationDetailOutput, **_errors(INVALID_INPUT, errors.CONVERSATION_NOT_FOUND)},
    )
    def get(self, request, conversation_id: int):
        query = _parsed(s.ConversationQuery, request.query_params)
        member = selectors.member_of(user=request.user)
        conversation = selectors.conversation_for(member=member, conversation_id=conversation_id)
        detail = selectors.conversation_detail(
            member=member, conversation=conversation, before=query.get("Before"), limit=query["Limit"]
        )
        return Response(s.ConversationDetailOutput(detail).data)


class ConversationMessagesView(APIView):
    @extend_schema(
        request=s.MessageInput,
        description=(
            "Post a message (both companies read it; the other one's members are e-mailed) or an internal note "
            "(`isInternalNote`: only your company ever sees it)."
        ),
        responses={
            201: s.MessageCreatedOutput,
            **_errors(INVALID_INPUT, errors.CONVERSATION_NOT_FOUND, errors.CONVERSATION_CLOSED, errors.SUSPENDED),
        },
    )
    def post(self, request, conversation_id: int):
        data = _parsed(s.MessageInput, request.data)
        message = services.conversation_message_post(
            actor=request.user,
            conversation_id=conversation_id,
            body=data["body"],
            is_internal_note=data["isInternalNote"],
        )
        member = selectors.member_of(user=request.user)
        body = {**selectors.message_item(message, member=member), "conversationId": message.conversation_id}
        return Response(s.MessageCreatedOutput(body).data, status=status.HTTP_201_CREATED)


class ConversationReadView(APIView):
    @extend_schema(
        request=s.ReadInput,
        description="Moves your read mark forward (to the newest message by default); it never moves back.",
        responses={200: s.ReadOutput, **_errors(INVALID_INPUT, errors.CONVERSATION_NOT_FOUND)},
    )
    def post(self, request, conversation_id: int):
        data = _parsed(s.ReadInput, request.data)
        mark = services.conversation_read(
            actor=request.user, conversation_id=conversation_id, last_read_message_id=data["lastReadMessageId"]
        )
        return Response(
            s.ReadOutput({"conversationId": conversation_id, "lastReadMessageId": mark.last_read_message_id}).data
        )


def _conversation_state(conversation) -> dict:
    return s.ConversationStateOutput(
        {
            "conversationId": conversation.pk,
            "isClosed": conversation.is_closed,
            "closedByPlatform": conversation.closed_by_platform,
        }
    ).data


class ConversationCloseView(APIView):
    @extend_schema(
        request=None,
        description="Either company's admins close the conversation.",
        responses={
            200: s.ConversationStateOutput,
            **_errors(errors.CONVERSATION_NOT_FOUND, errors.NOT_COMPANY_ADMIN, errors.ALREADY_CLOSED),
        },
    )
    def post(self, request, conversation_id: int):
        return Response(
            _conversation_state(services.conversation_close(actor=request.user, conversation_id=conversation_id))
        )


class ConversationReopenView(APIView):
    @extend_schema(
        request=None,
        description="Either company's admins reopen it, unless the PartnerMatch team closed it.",
        responses={
            200: s.ConversationStateOutput,
            **_errors(
                errors.CONVERSATION_NOT_FOUND, errors.NOT_COMPANY_ADMIN, errors.NOT_CLOSED, errors.CLOSED_BY_PLATFORM
            ),
        },
    )
    def post(self, request, conversation_id: int):
        return Response(
            _conversation_state(services.conversation_reopen(actor=request.user, conversation_id=conversation_id))
        )


class ConversationReportView(APIView):
    @extend_schema(
        request=s.ReportInput,
        description="Report the conversation to the PartnerMatch team (its last messages go with it; never a note).",
        responses={
            201: s.ReportCreatedOutput,
            **_errors(INVALID_INPUT, errors.CONVERSATION_NOT_FOUND, errors.ALREADY_REPORTED),
        },
    )
    def post(self, request, conversation_id: int):
        data = _parsed(s.ReportInput, request.data)
        report = services.conversation_report(
            actor=request.user, conversation_id=conversation_id, reason=data["reason"]
        )
        return Response({"reportId": report.pk}, status=status.HTTP_201_CREATED)
