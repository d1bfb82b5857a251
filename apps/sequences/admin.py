"""A read-only back office view of the sequences (support: why did a step go or not)."""

from django.contrib import admin

from apps.core.admin import ServiceOwnedAdmin
from apps.sequences.models import Enrolment, Sequence, StepSend


class ReadOnly(ServiceOwnedAdmin):
    # Rows go with the user or company they belong to (a member deleted in the back office takes
    # their sequences along), never on their own.
    deletable_alone = False


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
