"""Saved searches and alerts in the back office: read-only (services write them)."""

from django.contrib import admin

from apps.alerts.models import AlertDigest, AlertShown, PendingMatch, SavedSearch
from apps.core.admin import ServiceOwnedAdmin


@admin.register(SavedSearch)
class SavedSearchAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("id", "user", "name", "frequency", "top_n", "email_alerts", "created_at", "last_digest_at")
    list_filter = ("frequency", "email_alerts")
    search_fields = ("user__email", "name")
    list_select_related = ("user",)


@admin.register(AlertShown)
class AlertShownAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("id", "saved_search", "company", "match_score", "state", "created_at", "sent_at")
    list_filter = ("state",)
    list_select_related = ("saved_search", "company")


@admin.register(AlertDigest)
class AlertDigestAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("id", "user", "frequency", "period_start", "alert_count", "sent_at")
    list_filter = ("frequency",)
    list_select_related = ("user",)


@admin.register(PendingMatch)
class PendingMatchAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("company", "changed_at")
    list_select_related = ("company",)
