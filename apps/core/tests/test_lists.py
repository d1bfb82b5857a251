"""apps/core/lists.py: paging, search, sort and django-filter filters of every list, their
400s, their envelopes and their schema, on a list of contact messages built for the test."""

from datetime import timedelta

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.urls import path
from django.utils import timezone
from django_filters import FilterSet
from drf_spectacular.generators import SchemaGenerator
from rest_framework import serializers
from rest_framework.test import APIRequestFactory

from apps.core.lists import (
    MAX_PAGE_NUMBER,
    BooleanFilter,
    HasNextPagination,
    PagedListView,
    SortOrder,
    TotalCountPagination,
)
from apps.core.models import ContactMessage
from apps.core.testing import error

pytestmark = pytest.mark.django_db

TITLE = "Please correct the errors and try again."


class MessageOutput(serializers.ModelSerializer):
    class Meta:
        model = ContactMessage
        fields = ["id", "email", "title"]


class MessageFilter(FilterSet):
    Handled = BooleanFilter(field_name="handled")


class MessagePages(TotalCountPagination):
    default_page_size, min_page_size, max_page_size = 20, 10, 50


class MessageListView(PagedListView):
    """A list as the admin lists will declare theirs (spec: 10-50 per page, default 20)."""

    authentication_classes = []
    permission_classes = []
    pagination_class = MessagePages
    filterset_class = MessageFilter
    serializer_class = MessageOutput
    search_fields = ("email", "text")
    sort_criteria = {0: ("email",), 1: ("created_at",), 2: ("-handled", "email")}
    default_sort = (1, SortOrder.DESCENDING)

    def get_queryset(self):
        return ContactMessage.objects.all()


class MessageMoreView(MessageListView):
    pagination_class = type("MessageMorePages", (HasNextPagination,), {"default_page_size": 10})


@pytest.fixture
def messages():
    start = timezone.now()
    return [
        ContactMessage.objects.create(
            email=f"person{i:02d}@acme-industries.com",
            title="Other",
            text="needs a custom plan" if i % 3 == 0 else "a question",
            handled=i % 2 == 0,
            created_at=start + timedelta(minutes=i),
        )
        for i in range(25)
    ]


def get(view_class, **params):
    request = APIRequestFactory().get("/things", params)
    response = view_class.as_view()(request)
    response.render()
    return response


def emails(response):
    return [row["email"] for row in response.data["data"]]


def test_defaults_answer_the_first_page_in_the_default_order_with_the_total(messages):
    response = get(MessageListView)

    assert response.status_code == 200
    assert set(response.data) == {"data", "totalCount"}
    assert response.data["totalCount"] == 25
    assert len(response.data["data"]) == 20
    assert emails(response)[0] == "person24@acme-industries.com"  # newest first (default sort 1, descending)


def test_pages_follow_each_other_without_overlap(messages):
    first = emails(get(MessageListView, PageNumber=1, PageSize=10, SortCriteria=0, SortOrder=0))
    second = emails(get(MessageListView, PageNumber=2, PageSize=10, SortCriteria=0, SortOrder=0))
    third = get(MessageListView, PageNumber=3, PageSize=10, SortCriteria=0, SortOrder=0)

    assert first == [f"person{i:02d}@acme-industries.com" for i in range(10)]
    assert second == [f"person{i:02d}@acme-industries.com" for i in range(10, 20)]
    assert emails(third) == [f"person{i:02d}@acme-industries.com" for i in range(20, 25)]
    assert third.data["totalCount"] == 25


def test_a_page_past_the_end_is_empty_with_the_total(messages):
    response = get(MessageListView, PageNumber=MAX_PAGE_NUMBER, PageSize=50)

    assert response.status_code == 200
    assert response.data == {"data": [], "totalCount": 25}


def test_has_next_lists_answer_has_next(messages):
    first = get(MessageMoreView, PageNumber=1)
    last = get(MessageMoreView, PageNumber=3)

    assert set(first.data) == {"data", "hasNext"}
    assert first.data["hasNext"] is True
    assert len(last.data["data"]) == 5
    assert last.data["hasNext"] is False


def test_sort_criteria_and_order_sort_with_ties_broken_by_id(messages):
    ascending = emails(get(MessageListView, SortCriteria=2, SortOrder=0, PageSize=50))
    descending = emails(get(MessageListView, SortCriteria=2, SortOrder=1, PageSize=50))

    handled_first = [f"person{i:02d}@acme-industries.com" for i in range(0, 25, 2)]
    assert ascending[:13] == handled_first
    assert descending == list(reversed(ascending))


def test_search_matches_every_word_in_the_search_fields(messages):
    response = get(MessageListView, Search="  custom PLAN ", PageSize=50)

    assert response.data["totalCount"] == 9
    assert all(int(email[6:8]) % 3 == 0 for email in emails(response))


def test_filters_come_from_the_filterset(messages):
    handled = get(MessageListView, Handled="true", PageSize=50)
    open_ = get(MessageListView, Handled="0", PageSize=50)

    assert handled.data["totalCount"] == 13
    assert open_.data["totalCount"] == 12


@pytest.mark.parametrize(
    ("params", "errors"),
    [
        # The bigint: a 400 before any query, not a database overflow.
        (
            {"PageNumber": "1190561845301913633947648"},
            {"PageNumber": ["PageNumber must be a whole number from 1 to 100000."]},
        ),
        ({"PageNumber": "0"}, {"PageNumber": ["PageNumber must be a whole number from 1 to 100000."]}),
        ({"PageNumber": "-1"}, {"PageNumber": ["PageNumber must be a whole number from 1 to 100000."]}),
        ({"PageNumber": "two"}, {"PageNumber": ["PageNumber must be a whole number from 1 to 100000."]}),
        ({"PageNumber": "1" * 2000}, {"PageNumber": ["PageNumber must be a whole number from 1 to 100000."]}),
        ({"PageNumber": "100001"}, {"PageNumber": ["PageNumber must be a whole number from 1 to 100000."]}),
        ({"PageSize": "9"}, {"PageSize": ["PageSize must be a whole number from 10 to 50."]}),
        ({"PageSize": "51"}, {"PageSize": ["PageSize must be a whole number from 10 to 50."]}),
        ({"PageSize": "1e3"}, {"PageSize": ["PageSize must be a whole number from 10 to 50."]}),
        ({"SortCriteria": "3"}, {"SortCriteria": ["SortCriteria must be one of 0, 1, 2."]}),
        ({"SortOrder": "2"}, {"SortOrder": ["SortOrder must be one of 0, 1."]}),
        ({"SortOrder": "desc"}, {"SortOrder": ["SortOrder must be one of 0, 1."]}),
        ({"Search": "x" * 201}, {"Search": ["Search must be at most 200 characters."]}),
        ({"Search": "a\x00b"}, {"Search": ["Null characters are not allowed."]}),
        ({"Handled": "maybe"}, {"Handled": ["Must be a valid boolean."]}),
        ({"Handled": "\x00"}, {"Handled": ["Must be a valid boolean."]}),
    ],
)
def test_each_bad_parameter_is_a_400_naming_it(messages, params, errors):
    response = get(MessageListView, **params)

    assert response.status_code == 400
    assert response.data == error(400, TITLE, errors=errors)


def test_every_bad_parameter_is_reported_at_once(messages):
    response = get(MessageListView, PageNumber="0", PageSize="500", SortCriteria="9", SortOrder="5", Handled="x")

    assert response.status_code == 400
    assert set(response.data["errors"]) == {"PageNumber", "PageSize", "SortCriteria", "SortOrder", "Handled"}


def test_bad_parameters_run_no_query(messages, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert get(MessageListView, PageNumber="1190561845301913633947648").status_code == 400


def test_a_has_next_page_is_one_query_and_a_total_count_page_two(messages, django_assert_num_queries):
    newest_first = [f"person{i:02d}@acme-industries.com" for i in range(24, -1, -1)]

    # {data, hasNext}: the page and whether another follows from one query (a row more than
    # the page), with no count.
    with django_assert_num_queries(1):
        more = get(MessageMoreView)
    assert more.status_code == 200
    assert set(more.data) == {"data", "hasNext"}
    assert (emails(more), more.data["hasNext"]) == (newest_first[:10], True)
    with django_assert_num_queries(1):
        last = get(MessageMoreView, PageNumber="3")
    assert (last.status_code, emails(last), last.data["hasNext"]) == (200, newest_first[20:], False)

    # {data, totalCount}: the page and a count.
    with django_assert_num_queries(2):
        counted = get(MessageListView)
    assert counted.status_code == 200
    assert set(counted.data) == {"data", "totalCount"}
    assert (emails(counted), counted.data["totalCount"]) == (newest_first[:20], 25)


def test_an_unordered_list_is_refused_while_developing():
    class Unordered(MessageListView):
        sort_criteria = {}

        def get_queryset(self):
            return ContactMessage.objects.order_by()

    with pytest.raises(ImproperlyConfigured, match="ordered queryset"):
        get(Unordered)


def test_the_schema_shows_the_parameters_their_ranges_and_the_envelope():
    schema = SchemaGenerator(patterns=[path("things", MessageListView.as_view())]).get_schema(public=True)
    operation = schema["paths"]["/things"]["get"]
    parameters = {p["name"]: p["schema"] for p in operation["parameters"]}
    envelope = schema["components"]["schemas"]["PaginatedMessageOutputList"]

    assert parameters["PageNumber"] == {"type": "integer", "minimum": 1, "maximum": MAX_PAGE_NUMBER, "default": 1}
    assert parameters["PageSize"] == {"type": "integer", "minimum": 10, "maximum": 50, "default": 20}
    assert parameters["SortCriteria"] == {"type": "integer", "enum": [0, 1, 2], "default": 1}
    assert parameters["SortOrder"] == {"type": "integer", "enum": [0, 1], "default": 1}
    assert parameters["Search"] == {"type": "string", "maxLength": 200, "default": ""}
    assert parameters["Handled"]["type"] == "boolean"
    assert envelope["required"] == ["data", "totalCount"]
    assert envelope["properties"]["data"]["items"]["$ref"].endswith("/MessageOutput")


def test_the_partner_programs_list_declares_its_paging_filter_and_envelope(schema):
    operation = schema["paths"]["/api/partner-programs"]["get"]
    parameters = {p["name"]: p["schema"] for p in operation["parameters"]}
    ref = operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]

    assert parameters == {
        "IsFeatured": {"type": "boolean"},
        "PageNumber": {"type": "integer", "minimum": 1, "maximum": MAX_PAGE_NUMBER, "default": 1},
        "PageSize": {"type": "integer", "minimum": 1, "maximum": 100, "default": 9},
    }
    assert schema["components"]["schemas"][ref]["required"] == ["data", "hasNext"]
