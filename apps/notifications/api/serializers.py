"""Typed requests and answers of the notification calls (docs/alerts.md "Notification centre")."""

from rest_framework import serializers

from apps.accounts.errors import SIGNED_IN
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT
from apps.notifications import errors

NotificationError = error_output("NotificationError", [*errors.ALL, *SIGNED_IN, INVALID_INPUT])


class NotificationOutput(serializers.Serializer):
    notificationId = serializers.IntegerField(source="id")
    kind = serializers.CharField(help_text="`<app>.<name>`, e.g. outreach.newRequest, alerts.newMatch.")
    title = serializers.CharField()
    body = serializers.CharField(allow_blank=True, help_text="Plain text.")
    link = serializers.CharField(allow_blank=True, help_text="A path of the SPA to open (e.g. /outreach/requests/12).")
    data = serializers.DictField(help_text="Ids of what it is about (e.g. {savedSearchId, companyId}).")
    createdAt = serializers.DateTimeField(source="created_at")
    readAt = serializers.DateTimeField(source="read_at", allow_null=True)


class UnreadCountOutput(serializers.Serializer):
    unreadCount = serializers.IntegerField(min_value=0, help_text="The bell's count.")


class ReadAllOutput(UnreadCountOutput):
    marked = serializers.IntegerField(min_value=0, help_text="Notifications marked read by this call.")


class NotificationKindOutput(serializers.Serializer):
    kind = serializers.CharField()
    group = serializers.CharField(help_text="The area that sends it: outreach, sequences, alerts.")
    label = serializers.CharField()
    description = serializers.CharField(allow_blank=True)
    muted = serializers.BooleanField(help_text="Muted: no notification of this kind is created for you.")


class PreferencesOutput(serializers.Serializer):
    kinds = NotificationKindOutput(many=True, help_text="Every kind of notification, with whether you muted it.")


class PreferencesInput(serializers.Serializer):
    muted = serializers.DictField(
        child=serializers.BooleanField(),
        allow_empty=True,
        help_text='Kinds to mute (true) or unmute (false), e.g. {"outreach.newMessage": true}; others unchanged.',
    )
