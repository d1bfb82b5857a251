"""django-filter FilterSets of the companies lists (paged by apps/core/lists.py)."""

from django_filters import FilterSet

from apps.core.lists import BooleanFilter


class PartnerProgramFilter(FilterSet):
    IsFeatured = BooleanFilter(
        field_name="is_featured", help_text="true: featured programs only; false: the others; absent: all."
    )
