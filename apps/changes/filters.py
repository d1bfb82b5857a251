"""django-filter FilterSets of the admin area's change lists (paged by apps/core/lists.py)."""

from django_filters import FilterSet, MultipleChoiceFilter

from apps.changes.models import CompanyChange


class AdminChangeFilter(FilterSet):
    Statuses = MultipleChoiceFilter(
        field_name="status",
        # A column of the listed table: no join, so no duplicate to remove. django-filter's
        # default (distinct=True) made the count and the page SELECT DISTINCT over every
        # column, sorting the whole list for any Statuses asked (issue 25).
        distinct=False,
        choices=CompanyChange.Status.choices,
        help_text="Change status codes, repeated (1 Pending, 2 Approved, 3 Rejected); absent: Pending only.",
    )

    def filter_queryset(self, queryset):
        queryset = super().filter_queryset(queryset)
        if not self.form.cleaned_data.get("Statuses"):
            # The review queue: what waits for a decision, unless other statuses are asked for.
            queryset = queryset.filter(status=CompanyChange.Status.PENDING)
        return queryset
