"""django-filter FilterSets of the outreach lists (paged by apps/core/lists.py)."""

from django.db.models import Q
from django.utils import timezone
from django_filters import ChoiceFilter, FilterSet

from apps.outreach.models import AbuseReport, IntroRequest

PENDING = IntroRequest.State.PENDING
EXPIRED = IntroRequest.State.EXPIRED


class IntroRequestFilter(FilterSet):
    Box = ChoiceFilter(
        field_name="box",
        choices=[("received", "received"), ("sent", "sent")],
        help_text="received: sent to your company; sent: sent by your company; absent: both.",
    )
    State = ChoiceFilter(
        method="filter_state",
        choices=IntroRequest.State.choices,
        help_text="Only requests in this state (a pending request past its expiry is expired); absent: every state.",
    )

    # The inbox's filters (the SPA's Pending / Unread / Closed), as the conversations' `Filter`.
    Filter = ChoiceFilter(
        method="filter_kind",
        choices=[("all", "all"), ("pending", "pending"), ("unread", "unread"), ("closed", "closed")],
        help_text=(
            "all (default); pending: waiting for an answer; unread: those unread by you (isUnread); "
            "closed: answered, withdrawn or expired."
        ),
    )

    def filter_state(self, queryset, name, value):
        now = timezone.now()
        if value == PENDING:
            return queryset.filter(state=PENDING, expires_at__gt=now)
        if value == EXPIRED:
            return queryset.filter(Q(state=EXPIRED) | Q(state=PENDING, expires_at__lte=now))
        return queryset.filter(state=value)

    def filter_kind(self, queryset, name, value):
        if value == "pending":
            return self.filter_state(queryset, name, PENDING)
        if value == "unread":
            return queryset.filter(is_unread=True)
        if value == "closed":
            return queryset.exclude(state=PENDING, expires_at__gt=timezone.now())
        return queryset


class ConversationFilter(FilterSet):
    Filter = ChoiceFilter(
        method="filter_kind",
        choices=[("all", "all"), ("unread", "unread"), ("closed", "closed")],
        help_text="all (default): every conversation; unread: those with messages you have not read; closed.",
    )

    def filter_kind(self, queryset, name, value):
        if value == "unread":
            return queryset.filter(unread_count__gt=0)
        if value == "closed":
            return queryset.filter(is_closed=True)
        return queryset


class AbuseReportFilter(FilterSet):
    Status = ChoiceFilter(
        field_name="status",
        choices=AbuseReport.Status.choices,
        help_text="open (default), dismissed or actioned.",
    )

    def filter_queryset(self, queryset):
        queryset = super().filter_queryset(queryset)
        if not self.form.cleaned_data.get("Status"):
            queryset = queryset.filter(status=AbuseReport.Status.OPEN)  # the queue: what waits
        return queryset
