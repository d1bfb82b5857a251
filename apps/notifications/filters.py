"""The bell's filter (paged by apps/core/lists.py)."""

from django_filters import FilterSet

from apps.core.lists import BooleanFilter


class NotificationFilter(FilterSet):
    Unread = BooleanFilter(
        field_name="read_at", lookup_expr="isnull", help_text="true: unread only; false: read only; absent: all."
    )
