"""django-filter FilterSets of the companies lists (paged by apps/core/lists.py)."""

from django_filters import FilterSet

from apps.core.lists import BooleanFilter


class PartnerProgramFilter(FilterSet):
    IsFeatured = BooleanFilter(
        field_name="featured_now",
        help_text=(
            "true: the companies featured now (inside an open featured window); false: the others; absent: all."
        ),
    )
