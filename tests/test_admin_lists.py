"""The admin area's three tables (issue 10; spec sections 7 and 9): Active Companies, Pending
Companies and Users answer {data, totalCount}, page, sort both ways, search, refuse bad
parameters with a 400 before any query, refuse non-admins (403 `notAdmin`) and anonymous
callers (401), and cost the same few queries whatever the page size.

Each list is fed 25 rows named "Item 00".."Item 24" (plus rows the search leaves out), so the
same checks run on all three."""

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot
from apps.companies.tests.factories import CompanyFactory

pytestmark = pytest.mark.django_db

NAMES = [f"Item {i:02d}" for i in range(25)]


def _company(name: str, index: int):
    return CompanyFactory(name=name, domain=f"item-{index:02d}.example.com")


def _change(name: str, index: int):
    return CompanyChangeFactory(snapshot=new_company_snapshot(name=name, domain=f"item-{index:02d}.example.com"))


def _user(name: str, index: int):
    return UserFactory(first_name=name, last_name="Tester", email=f"tester{index:02d}@item-corp.com")


@dataclass(frozen=True)
class AdminList:
    url: str
    make: Callable[[str, int], object]
    name: str  # the row key that holds the name the rows are sorted by
    default_page_size: int
    # Queries of one page: sign-in (2), the admin check (1), count, page, prefetches.
    max_queries: int


LISTS = {
    "active companies": AdminList("/api/admin/companies/search/active", _company, "companyName", 50, 7),
    "pending companies": AdminList("/api/admin/companies/search/pending", _change, "companyName", 50, 5),
    "users": AdminList("/api/admin/users/search", _user, "firstName", 20, 6),
}


@pytest.fixture(params=sorted(LISTS))
def admin_list(request) -> AdminList:
    return LISTS[request.param]


@pytest.fixture
def rows(admin_list):
    # Created out of order, so that the list's order is its own doing.
    for index in [*range(1, 25, 2), *range(0, 25, 2)]:
        admin_list.make(NAMES[index], index)


@pytest.fixture
def admin(client_for, admin_user):
    return client_for(admin_user)


def names(body, admin_list):
    return [row[admin_list.name] for row in body["data"]]


def test_pages_carry_the_total_and_end_after_the_last(admin, admin_list, rows):
    first = admin.get(admin_list.url, {"Search": "Item", "PageSize": 10})
    assert first.status_code == 200
    assert first.json()["totalCount"] == 25
    assert names(first.json(), admin_list) == NAMES[:10]

    last = admin.get(admin_list.url, {"Search": "Item", "PageSize": 10, "PageNumber": 3}).json()
    assert last["totalCount"] == 25
    assert names(last, admin_list) == NAMES[20:]

    beyond = admin.get(admin_list.url, {"Search": "Item", "PageSize": 10, "PageNumber": 4}).json()
    assert beyond == {"data": [], "totalCount": 25}


def test_the_default_page_size_is_the_spec_s(admin, admin_list, rows):
    body = admin.get(admin_list.url, {"Search": "Item", "PageSize": 10}).json()
    assert len(body["data"]) == 10
    everything = admin.get(admin_list.url, {"Search": "Item"}).json()
    assert len(everything["data"]) == min(25, admin_list.default_page_size)


def test_sorted_by_name_both_ways(admin, admin_list, rows):
    ascending = admin.get(admin_list.url, {"Search": "Item", "PageSize": 50, "SortOrder": 0}).json()
    descending = admin.get(admin_list.url, {"Search": "Item", "PageSize": 50, "SortOrder": 1}).json()

    assert names(ascending, admin_list) == NAMES
    assert names(descending, admin_list) == NAMES[::-1]


def test_search_keeps_the_rows_that_match_every_word(admin, admin_list, rows):
    body = admin.get(admin_list.url, {"Search": "item 07"}).json()

    assert names(body, admin_list) == ["Item 07"]
    assert body["totalCount"] == 1
    assert admin.get(admin_list.url, {"Search": "nothing like it"}).json() == {"data": [], "totalCount": 0}


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"PageSize": 9}, "PageSize"),
        ({"PageSize": 51}, "PageSize"),
        ({"PageNumber": 0}, "PageNumber"),
        ({"PageNumber": "two"}, "PageNumber"),
        ({"SortOrder": 2}, "SortOrder"),
        ({"SortCriteria": 99}, "SortCriteria"),
        ({"Search": "x" * 201}, "Search"),
    ],
)
def test_bad_parameters_are_a_400_naming_them(admin, admin_list, params, field):
    response = admin.get(admin_list.url, params)

    assert response.status_code == 400
    assert field in response.json()["errors"]


def test_members_are_refused_with_not_admin(client_for, user, admin_list):
    response = client_for(user).get(admin_list.url)

    assert response.status_code == 403
    assert response.json()["code"] == "notAdmin"


def test_anonymous_callers_are_asked_to_sign_in(api, admin_list):
    response = api.get(admin_list.url)

    assert response.status_code == 401
    assert response.json()["code"] == "notAuthenticated"


def test_a_page_costs_the_same_few_queries_whatever_its_size(
    admin_list, admin_user, client_for, rows, django_assert_max_num_queries
):
    admin = client_for(admin_user)
    for size in (10, 50):
        with django_assert_max_num_queries(admin_list.max_queries):
            body = admin.get(admin_list.url, {"Search": "Item", "PageSize": size}).json()
        assert len(body["data"]) == min(size, 25)


@pytest.mark.parametrize(("listed", "statuses"), [("pending companies", [1, 2, 3]), ("users", [1, 2])])
def test_statuses_filter_without_select_distinct(admin, listed, statuses):
    """`Statuses` is a column of the listed table: no duplicate can come of it, so the count and
    the page are no SELECT DISTINCT over every column (django-filter's default), which sorted the
    whole list whatever the page (issue 25). The same rows as without the filter."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    admin_list = LISTS[listed]
    for index, name in enumerate(NAMES):
        admin_list.make(name, index)

    with CaptureQueriesContext(connection) as queries:
        filtered = admin.get(admin_list.url, {"Search": "Item", "Statuses": statuses, "PageSize": 10}).json()
    sql = [q["sql"] for q in queries.captured_queries]  # (read before the next request resets them)
    everything = admin.get(admin_list.url, {"Search": "Item", "PageSize": 10}).json()

    assert len(sql) >= 2  # the count and the page
    assert not [query for query in sql if "DISTINCT" in query]
    assert filtered == everything
    assert filtered["totalCount"] == 25
