"""django-filter FilterSets of the agents list (paged by apps/core/lists.py)."""

from django_filters import FilterSet

from apps.core.lists import BooleanFilter


class GptAgentFilter(FilterSet):
    IsFeatured = BooleanFilter(
        field_name="is_featured", help_text="true: the featured agents; false: the others; absent: all."
    )
