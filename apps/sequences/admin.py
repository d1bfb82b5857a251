"""A read-only back office view of the sequences (support: why did a step go or not)."""

from django.contrib import admin

from apps.sequences.models import Enrolment, Sequence, StepSend


class ReadOnly(admin.ModelAdmin):
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(Sequence)
class SequenceAdmin(ReadOnly):
    list_display = ("id", "name", "owner", "status", "created_at")
    list_filter = ("status",)
    search_fields = ("name", "owner__email")


@admin.register(Enrolment)
class EnrolmentAdmin(ReadOnly):
    list_display = ("id", "sequence", "intro_request", "state", "reason", "steps_sent", "next_due_at")
    list_filter = ("state", "reason")


@admin.register(StepSend)
class StepSendAdmin(ReadOnly):
    list_display = ("id", "enrolment", "position", "state", "attempts", "claimed_at", "lease_expires_at", "sent_at")
    list_filter = ("state",)
