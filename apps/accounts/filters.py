"""django-filter FilterSets of the accounts lists (paged by apps/core/lists.py)."""

from django_filters import FilterSet, MultipleChoiceFilter

from apps.accounts.models import Role, User
from apps.core.lists import BooleanFilter


class AdminUserFilter(FilterSet):
    Statuses = MultipleChoiceFilter(
        field_name="status",
        # A column of the listed table: no join, so no duplicate to remove. django-filter's
        # default (distinct=True) made the count and the page SELECT DISTINCT over every
        # column, sorting the whole list for any Statuses asked (issue 25).
        distinct=False,
        choices=User.Status.choices,
        help_text="User status codes, repeated (1 Pending, 2 Active); absent: every status.",
    )
    IsAdmin = BooleanFilter(method="filter_is_admin", help_text="true: admins only; false: the others; absent: all.")
    IsActive = BooleanFilter(
        field_name="is_active", help_text="false: deactivated accounts only; true: the others; absent: all."
    )

    def filter_is_admin(self, queryset, name, value):
        admins = queryset.filter(roles__id=Role.ADMIN)
        return admins if value else queryset.exclude(pk__in=admins.values("pk"))
