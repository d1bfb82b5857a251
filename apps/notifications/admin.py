"""Notifications in the back office: read-only (services write them)."""

from django.contrib import admin

from apps.core.admin import ServiceOwnedAdmin
from apps.notifications.models import Notification, NotificationMute


@admin.register(Notification)
class NotificationAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("id", "user", "kind", "title", "created_at", "read_at")
    list_filter = ("kind",)
    search_fields = ("user__email", "title")
    list_select_related = ("user",)


@admin.register(NotificationMute)
class NotificationMuteAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("user", "kind", "created_at")
    list_filter = ("kind",)
    list_select_related = ("user",)
