"""Outreach in the back office: read-only lists (services own every write; the platform admins'
actions are the admin area's calls, docs/outreach.md). Conversations are listed without their
messages: what two companies write to each other stays between them, and a reported one's
evidence is in its report."""

from django.contrib import admin

from apps.core.admin import ServiceOwnedAdmin
from apps.outreach.models import AbuseReport, CompanyOutreach, Conversation, IntroRequest, OutreachUsage


@admin.register(IntroRequest)
class IntroRequestAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("id", "sender_company", "receiver_company", "type", "state", "created_at", "decided_at")
    list_filter = ("state", "type")
    search_fields = ("sender_company__name", "receiver_company__name")
    list_select_related = ("sender_company", "receiver_company")
    exclude = ("message", "fit")


@admin.register(Conversation)
class ConversationAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("id", "company_low", "company_high", "created_at", "last_message_at", "is_closed")
    list_filter = ("is_closed", "closed_by_platform")
    list_select_related = ("company_low", "company_high")


@admin.register(AbuseReport)
class AbuseReportAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("id", "status", "reporter", "reported_company", "created_at", "action")
    list_filter = ("status",)
    list_select_related = ("reporter", "reported_company")


@admin.register(CompanyOutreach)
class CompanyOutreachAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("company", "accepts_requests", "suspended_at")
    list_filter = ("accepts_requests",)
    list_select_related = ("company",)


@admin.register(OutreachUsage)
class OutreachUsageAdmin(ServiceOwnedAdmin):
    deletable_alone = False
    list_display = ("user", "month", "used")
    list_select_related = ("user",)
