"""One way to page, search, sort and filter a list (issue 8, section 4).

The spec's lists take `PageNumber`, `PageSize`, `Search`, `SortCriteria` and `SortOrder` and
answer `{data, totalCount}` or `{data, hasNext}` (spec section 7). A list is a
`PagedListView` that declares what it takes; everything else is done here:

    class AdminUserPages(TotalCountPagination):
        default_page_size, min_page_size, max_page_size = 20, 10, 50  # spec section 9

    class AdminUserListView(PagedListView):
        pagination_class = AdminUserPages
        search_fields = ("email", "first_name", "last_name")  # `Search`, DRF's SearchFilter rules
        sort_criteria = {0: ("email",), 1: ("last_name", "first_name")}  # `SortCriteria` codes
        default_sort = (0, SortOrder.ASCENDING)
        filterset_class = AdminUserFilter  # django-filter: the list's own filters
        serializer_class = AdminUserOutput

        def get_queryset(self):
            return selectors.user_list()

Every parameter is checked before any query runs, and every problem is answered at once
in one 400 in the API's error format (`{"errors": {"PageSize": [...], "SortOrder": [...]}}`).
The OpenAPI schema shows the parameters with their ranges, and the envelope, from the same
declarations (drf-spectacular reads the paginator and the filter backends).
"""

from dataclasses import dataclass

from django import forms
from django.core.exceptions import ImproperlyConfigured
from django.db import models
from django_filters import filters
from django_filters.rest_framework import DjangoFilterBackend
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.filters import BaseFilterBackend, SearchFilter
from rest_framework.generics import ListAPIView
from rest_framework.pagination import BasePagination
from rest_framework.response import Response

# Far beyond any list of the product, and small enough that (page - 1) * size stays a
# cheap offset: a page number of 10**24 is a 400, not a 64-bit overflow in the database.
MAX_PAGE_NUMBER = 100_000
SEARCH_MAX_LENGTH = 200


class SortOrder(models.IntegerChoices):
    ASCENDING = 0, "Ascending"
    DESCENDING = 1, "Descending"


@dataclass(frozen=True)
class ListQuery:
    page_number: int
    page_size: int
    search: str = ""
    sort_criteria: int | None = None
    sort_order: int = SortOrder.ASCENDING


def _whole_number(name: str, *, minimum: int, maximum: int, default: int) -> serializers.IntegerField:
    message = f"{name} must be a whole number from {minimum} to {maximum}."
    return serializers.IntegerField(
        required=False,
        default=default,
        min_value=minimum,
        max_value=maximum,
        error_messages=dict.fromkeys(("invalid", "min_value", "max_value", "max_string_length"), message),
    )


def _code(name: str, codes: list[int], *, default: int) -> serializers.ChoiceField:
    message = f"{name} must be one of {', '.join(map(str, codes))}."
    return serializers.ChoiceField(
        choices=codes, required=False, default=default, error_messages={"invalid_choice": message}
    )


# --- Paging -----------------------------------------------------------------------------


class ListPagination(BasePagination):
    """`PageNumber` (1..MAX_PAGE_NUMBER) and `PageSize` (min_page_size..max_page_size).
    Subclass TotalCountPagination or HasNextPagination and set the sizes of the list."""

    envelope: str  # the second key of the answer: "totalCount" or "hasNext"
    default_page_size = 10
    min_page_size = 10
    max_page_size = 50

    def query_fields(self) -> dict[str, serializers.Field]:
        return {
            "PageNumber": _whole_number("PageNumber", minimum=1, maximum=MAX_PAGE_NUMBER, default=1),
            "PageSize": _whole_number(
                "PageSize", minimum=self.min_page_size, maximum=self.max_page_size, default=self.default_page_size
            ),
        }

    def paginate_queryset(self, queryset, request, view=None):
        if not queryset.ordered:
            # Without an order, rows can move between pages from one query to the next.
            raise ImproperlyConfigured(f"{type(view).__name__}: a paged list needs an ordered queryset.")
        query = list_query(request, view)
        offset = (query.page_number - 1) * query.page_size
        return self.page(queryset, offset=offset, size=query.page_size)

    def page(self, queryset, *, offset: int, size: int) -> list:
        raise NotImplementedError

    def get_paginated_response(self, data):
        return Response({"data": data, self.envelope: self.envelope_value})

    def get_paginated_response_schema(self, schema):
        return {
            "type": "object",
            "required": ["data", self.envelope],
            "properties": {"data": schema, self.envelope: self.envelope_schema},
        }

    def get_schema_operation_parameters(self, view):
        fields = self.query_fields()
        return [
            _parameter(
                "PageNumber", fields["PageNumber"], "Page to answer, from 1. Past the last page, `data` is empty."
            ),
            _parameter("PageSize", fields["PageSize"], "Items per page."),
        ]


class TotalCountPagination(ListPagination):
    """`{data, totalCount}`: for lists that show page links (two queries: count and page)."""

    envelope = "totalCount"
    envelope_schema = {"type": "integer", "minimum": 0, "description": "Items in the whole list."}

    def page(self, queryset, *, offset, size):
        self.envelope_value = queryset.count()
        return list(queryset[offset : offset + size]) if offset < self.envelope_value else []


class HasNextPagination(ListPagination):
    """`{data, hasNext}`: for lists that load more (one query, one row more than the page)."""

    envelope = "hasNext"
    envelope_schema = {"type": "boolean", "description": "Whether another page follows."}

    def page(self, queryset, *, offset, size):
        rows = list(queryset[offset : offset + size + 1])
        self.envelope_value = len(rows) > size
        return rows[:size]


# --- Search and sort (filter backends, so DRF applies them and the schema lists them) ---


class ListSearchFilter(SearchFilter):
    """`Search`: words looked up in the view's `search_fields` (DRF's rules: every word must
    match one of the fields, case-insensitive)."""

    search_param = "Search"

    @staticmethod
    def query_fields(view) -> dict[str, serializers.Field]:
        if not getattr(view, "search_fields", None):
            return {}
        return {
            "Search": serializers.CharField(
                required=False,
                allow_blank=True,
                default="",
                max_length=SEARCH_MAX_LENGTH,
                error_messages={"max_length": f"Search must be at most {SEARCH_MAX_LENGTH} characters."},
            )
        }

    def get_schema_operation_parameters(self, view):
        fields = self.query_fields(view)
        if not fields:
            return []
        return [_parameter("Search", fields["Search"], "Words to look for; every word must match.")]


class ListSortFilter(BaseFilterBackend):
    """`SortCriteria` (one of the view's `sort_criteria` codes) and `SortOrder` (0 ascending,
    1 descending). The primary key ends every order so that pages never overlap."""

    @staticmethod
    def query_fields(view) -> dict[str, serializers.Field]:
        criteria = getattr(view, "sort_criteria", None)
        if not criteria:
            return {}
        default_criteria, default_order = view.default_sort or (min(criteria), SortOrder.ASCENDING)
        return {
            "SortCriteria": _code("SortCriteria", sorted(criteria), default=default_criteria),
            "SortOrder": _code("SortOrder", list(SortOrder.values), default=default_order),
        }

    def filter_queryset(self, request, queryset, view):
        criteria = getattr(view, "sort_criteria", None)
        if not criteria:
            return queryset
        query = list_query(request, view)
        descending = query.sort_order == SortOrder.DESCENDING
        fields = (*criteria[query.sort_criteria], "pk")
        return queryset.order_by(*(_flip(field) if descending else field for field in fields))

    def get_schema_operation_parameters(self, view):
        fields = self.query_fields(view)
        if not fields:
            return []
        meanings = "; ".join(f"{code}: {', '.join(names)}" for code, names in sorted(view.sort_criteria.items()))
        return [
            _parameter("SortCriteria", fields["SortCriteria"], f"What to sort by ({meanings})."),
            _parameter("SortOrder", fields["SortOrder"], "0 ascending, 1 descending."),
        ]


def _flip(field: str) -> str:
    return field[1:] if field.startswith("-") else f"-{field}"


# --- Filters (django-filter) --------------------------------------------------------------


class StrictBooleanField(forms.Field):
    """DRF's spellings of true and false (true/false, 1/0, yes/no...); anything else is an
    error. django-filter's own boolean filter reads an unknown value as "no filter"."""

    def to_python(self, value):
        try:
            return serializers.BooleanField(allow_null=True).to_internal_value(value)
        except serializers.ValidationError as exc:
            raise forms.ValidationError(exc.detail[0], code="invalid") from exc


class BooleanFilter(filters.BooleanFilter):
    field_class = StrictBooleanField


# --- The view -----------------------------------------------------------------------------


def list_query(request, view) -> ListQuery:
    """The list parameters of this request, checked once (the view checks them before it
    queries; the paginator and the backends read the result)."""
    if not hasattr(request, "_list_query"):
        request._list_query = _list_query_parse(request, view)
    return request._list_query


def _list_query_parse(request, view) -> ListQuery:
    fields = {
        **view.paginator.query_fields(),
        **ListSearchFilter.query_fields(view),
        **ListSortFilter.query_fields(view),
    }
    serializer = type("ListQuerySerializer", (serializers.Serializer,), fields)(data=request.query_params)
    errors = {} if serializer.is_valid() else dict(serializer.errors)
    filterset = DjangoFilterBackend().get_filterset(request, view.get_queryset(), view)
    if filterset is not None and not filterset.is_valid():
        errors.update({name: list(messages) for name, messages in filterset.errors.items()})
    if errors:
        raise ValidationError(errors)
    data = serializer.validated_data
    return ListQuery(
        page_number=data["PageNumber"],
        page_size=data["PageSize"],
        search=data.get("Search", ""),
        sort_criteria=data.get("SortCriteria"),
        sort_order=data.get("SortOrder", SortOrder.ASCENDING),
    )


class PagedListView(ListAPIView):
    """A paged list (see the module docstring for what a list declares)."""

    filter_backends = [DjangoFilterBackend, ListSearchFilter, ListSortFilter]
    search_fields: tuple[str, ...] = ()
    sort_criteria: dict[int, tuple[str, ...]] = {}
    default_sort: tuple[int, int] | None = None

    def list(self, request, *args, **kwargs):
        if not isinstance(self.paginator, ListPagination):
            raise ImproperlyConfigured(f"{type(self).__name__}.pagination_class must be a ListPagination.")
        list_query(request, self)  # a 400 for any bad parameter, before any query
        return super().list(request, *args, **kwargs)


def _parameter(name: str, field: serializers.Field, description: str) -> dict:
    """An OpenAPI query parameter from the field that checks it (same range, same default)."""
    if isinstance(field, serializers.ChoiceField):
        schema = {"type": "integer", "enum": list(field.choices)}
    elif isinstance(field, serializers.IntegerField):
        schema = {"type": "integer", "minimum": field.min_value, "maximum": field.max_value}
    else:
        schema = {"type": "string", "maxLength": field.max_length}
    schema["default"] = field.default
    return {"name": name, "in": "query", "required": False, "description": description, "schema": schema}
