"""The notification calls: thin views over the notification centre's selectors and services."""

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, TotalCountPagination
from apps.notifications import errors, selectors, services
from apps.notifications.api import serializers as s
from apps.notifications.api.serializers import NotificationError
from apps.notifications.filters import NotificationFilter
from apps.notifications.models import Notification


def _errors(*codes):
    return error_responses(NotificationError, *codes, *SIGNED_IN)


class NotificationPages(TotalCountPagination):
    """`{data, totalCount, unreadCount}`: the page, and the bell's count beside it."""

    default_page_size, min_page_size, max_page_size = 20, 5, 50

    def get_paginated_response_schema(self, schema):
        answer = super().get_paginated_response_schema(schema)
        answer["required"].append("unreadCount")
        answer["properties"]["unreadCount"] = {
            "type": "integer",
            "minimum": 0,
            "description": "The member's unread notifications in all (the bell's count).",
        }
        return answer


@extend_schema_view(
    get=extend_schema(
        description=(
            "Your notifications, newest first, and your unread count (the bell). Poll with Unread=true when the "
            "events socket is not open (docs/alerts.md)."
        ),
        responses={200: s.NotificationOutput(many=True), **_errors(INVALID_INPUT)},
    )
)
class NotificationListView(PagedListView):
    pagination_class = NotificationPages
    filterset_class = NotificationFilter
    serializer_class = s.NotificationOutput

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # the schema generator has no member
            return Notification.objects.none()
        return selectors.notification_list(user=self.request.user)

    def get_paginated_response(self, data):
        response = super().get_paginated_response(data)
        response.data["unreadCount"] = selectors.unread_count(user=self.request.user)
        return response


class NotificationReadView(APIView):
    @extend_schema(
        request=None,
        description="Marks one of your notifications read; answers your unread count.",
        responses={200: s.UnreadCountOutput, **_errors(errors.NOTIFICATION_NOT_FOUND)},
    )
    def post(self, request, notification_id: int):
        count = services.notification_read(user=request.user, notification_id=notification_id)
        return Response(s.UnreadCountOutput({"unreadCount": count}).data)


class NotificationReadAllView(APIView):
    @extend_schema(
        request=None,
        description="Marks all your notifications read.",
        responses={200: s.ReadAllOutput, **_errors()},
    )
    def post(self, request):
        marked = services.notifications_read_all(user=request.user)
        return Response(s.ReadAllOutput({"marked": marked, "unreadCount": 0}).data)


class NotificationPreferencesView(APIView):
    @extend_schema(
        description="Every kind of notification and whether you muted it.",
        responses={200: s.PreferencesOutput, **_errors()},
    )
    def get(self, request):
        return Response(s.PreferencesOutput(selectors.notification_preferences(user=request.user)).data)

    @extend_schema(
        request=s.PreferencesInput,
        description="Mutes or unmutes kinds; a muted kind creates no notification for you (e-mails are set apart).",
        responses={200: s.PreferencesOutput, **_errors(INVALID_INPUT)},
    )
    def patch(self, request):
        serializer = s.PreferencesInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.notification_preferences_update(user=request.user, muted=serializer.validated_data["muted"])
        return Response(s.PreferencesOutput(selectors.notification_preferences(user=request.user)).data)
