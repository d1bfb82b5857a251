"""The admin's users table (issue 10: GET /api/admin/users/search): what a row shows (the
company from the companies app, the plan and credits from billing), its filters and its
SortCriteria codes. Paging, search and refusals common to every admin list are in
tests/test_admin_lists.py; the actions on a user in apps/accounts/tests/test_admin_user_actions.py."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.accounts.models import Role, User
from apps.accounts.tests.factories import UserFactory
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory

pytestmark = pytest.mark.django_db

URL = "/api/admin/users/search"


@pytest.fixture
def admin(client_for, admin_user):
    return client_for(admin_user)


def emails(response):
    assert response.status_code == 200, response.json()
    return [row["email"] for row in response.json()["data"]]


def test_a_row_shows_company_plan_credits_roles_and_dates(admin):
    member = UserFactory(email="ann.lee@acme-industries.com", first_name="Ann", last_name="Lee")
    acme = CompanyFactory(name="Acme Industries", admin=member)
    subscription = SubscriptionFactory(user=member, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH), credits_used=7)

    row = admin.get(URL, {"Search": "ann"}).json()["data"][0]

    assert row == {
        "userId": member.pk,
        "firstName": "Ann",
        "lastName": "Lee",
        "email": "ann.lee@acme-industries.com",
        "status": User.Status.ACTIVE,
        "isActive": True,
        "roles": [{"id": Role.USER, "name": "User"}],
        "isAdmin": False,
        "createdAt": row["createdAt"],
        "company": {"companyId": acme.pk, "name": "Acme Industries", "isCompanyAdmin": True},
        "subscription": {
            "pricingPlanId": PricingPlan.GROWTH,
            "pricingPlanName": "Growth Mode",
            "endDate": row["subscription"]["endDate"],
            "tokensQuota": subscription.credits_quota,
            "tokensUsed": 7,
        },
    }


def test_no_company_and_no_paid_plan_read_as_null(admin):
    UserFactory(email="solo@initech-labs.com", first_name="Solo")
    ended = UserFactory(email="ended@initech-labs.com", first_name="Ended")
    SubscriptionFactory(user=ended, expired=True)

    rows = {row["email"]: row for row in admin.get(URL, {"Search": "initech"}).json()["data"]}

    assert rows["solo@initech-labs.com"]["company"] is None
    assert rows["solo@initech-labs.com"]["subscription"] is None
    assert rows["ended@initech-labs.com"]["subscription"] is None  # an ended plan is the Free plan


def test_search_finds_users_by_their_company_name(admin):
    globex = CompanyFactory(name="Globex Systems")
    CompanyMemberFactory(company=globex, user=UserFactory(email="gil@globex-systems.com"))
    UserFactory(email="someone@else-corp.com")

    assert emails(admin.get(URL, {"Search": "globex systems"})) == ["gil@globex-systems.com"]


def test_filters_by_status_role_and_deactivation(admin, admin_user):
    UserFactory(email="pending@initech-labs.com", pending=True)
    UserFactory(email="blocked@initech-labs.com", is_active=False)
    UserFactory(email="active@initech-labs.com")

    assert emails(admin.get(URL, {"Statuses": 1})) == ["pending@initech-labs.com"]
    assert emails(admin.get(URL, {"IsAdmin": "true"})) == [admin_user.email]
    assert admin_user.email not in emails(admin.get(URL, {"IsAdmin": "false", "PageSize": 50}))
    assert emails(admin.get(URL, {"IsActive": "false"})) == ["blocked@initech-labs.com"]


@pytest.mark.parametrize(("params", "field"), [({"Statuses": 3}, "Statuses"), ({"IsAdmin": "maybe"}, "IsAdmin")])
def test_bad_filters_are_a_400(admin, params, field):
    response = admin.get(URL, params)

    assert response.status_code == 400
    assert field in response.json()["errors"]


@pytest.fixture
def three_users():
    now = timezone.now()
    UserFactory(email="b@initech-labs.com", first_name="carla", created_at=now - timedelta(days=1))
    UserFactory(email="c@initech-labs.com", first_name="Abe", created_at=now - timedelta(days=3), pending=True)
    UserFactory(email="a@initech-labs.com", first_name="Bea", created_at=now - timedelta(days=2))


@pytest.mark.parametrize(
    ("criteria", "ascending"),
    [
        (None, ["c", "a", "b"]),  # the default: 0, name (case-insensitive), ascending
        (0, ["c", "a", "b"]),
        (1, ["a", "b", "c"]),  # e-mail
        (2, ["c", "a", "b"]),  # created
        (3, ["c", "b", "a"]),  # status (Pending first), then the id
    ],
)
def test_each_sort_criteria_both_ways(admin, three_users, criteria, ascending):
    params = {"Search": "initech"} | ({} if criteria is None else {"SortCriteria": criteria})

    up = emails(admin.get(URL, params))
    down = emails(admin.get(URL, params | {"SortOrder": 1}))

    assert [e[0] for e in up] == ascending
    assert [e[0] for e in down] == ascending[::-1]  # ties are broken by the id, flipped too


# --- The page written from rows (issue 25): the same bytes as AdminUserOutput's ------------------


@pytest.fixture
def many_kinds_of_users(admin_user):
    """Users of every kind a row tells apart: both roles, none, Admin only; deactivated, pending;
    a company admin and a plain member; an active, an ended and a cancelled plan; names that tie
    and that differ only in case; a non-ASCII name."""
    now = timezone.now()
    acme = CompanyFactory(name="Acme Industries")
    globex = CompanyFactory(name="Globex Systems", admin=UserFactory(email="boss@globex-systems.com", first_name="zed"))
    both = UserFactory(email="both@acme-industries.com", first_name="Ann", last_name="Lee")
    both.roles.set([Role.ADMIN, Role.USER])
    UserFactory(email="norole@acme-industries.com", first_name="ann", last_name="lee").roles.clear()
    UserFactory(email="boss2@acme-industries.com", first_name="Ann", last_name="Lee", admin=True)
    UserFactory(email="blocked@acme-industries.com", first_name="Blocked", is_active=False)
    UserFactory(email="pending@acme-industries.com", first_name="Émile", last_name="Zoë", pending=True)
    for email in ("both@acme-industries.com", "boss2@acme-industries.com"):
        CompanyMemberFactory(
            company=acme, user=User.objects.get(email=email), is_company_admin=email.startswith("boss")
        )
    CompanyMemberFactory(company=globex, user=User.objects.get(email="blocked@acme-industries.com"))
    growth = PricingPlan.objects.get(pk=PricingPlan.GROWTH)
    SubscriptionFactory(
        user=both, plan=growth, credits_used=3, current_period_end=now + timedelta(days=3, microseconds=7)
    )
    SubscriptionFactory(user=User.objects.get(email="boss2@acme-industries.com"), plan=growth, expired=True)
    SubscriptionFactory(user=User.objects.get(email="blocked@acme-industries.com"), plan=growth, canceled=True)
    SubscriptionFactory(user=User.objects.get(email="boss@globex-systems.com"), plan=growth)


def _serialized(users) -> bytes:
    """What AdminUserOutput's fields write for these users (the page before issue 25)."""
    from rest_framework.renderers import JSONRenderer

    from apps.accounts.api.admin_serializers import AdminUserOutput

    return JSONRenderer().render(AdminUserOutput(many=True).serialized(users))


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"SortOrder": 1},
        {"SortCriteria": 1},
        {"SortCriteria": 2, "SortOrder": 1},
        {"SortCriteria": 3},
        {"PageSize": 10, "PageNumber": 2},
        {"Search": "acme"},
        {"Search": "globex", "SortOrder": 1},
        {"IsAdmin": "true"},
        {"IsAdmin": "false", "SortCriteria": 1},
        {"IsActive": "false"},
        {"Statuses": 1},
    ],
)
def test_a_page_has_the_serializer_s_bytes_rows_and_order(admin, many_kinds_of_users, params):
    """The rows are written from the page's one query (AdminUserList, selectors.admin_user_rows)
    with the same bytes, in the same order, as AdminUserOutput writes the users read the way the
    page was read before (selectors.admin_user_list: select_related and a roles prefetch)."""
    from django.db.models import Q
    from rest_framework.renderers import JSONRenderer

    from apps.accounts.api.admin_views import USER_SORT_CRITERIA
    from apps.accounts.selectors import admin_user_list

    for n in range(8):  # a second page of ten
        UserFactory(email=f"extra{n}@initech-labs.com", first_name="Ann", last_name=f"Extra {n}")
    users = admin_user_list()
    if "Search" in params:
        users = users.filter(
            Q(first_name__icontains=params["Search"])
            | Q(last_name__icontains=params["Search"])
            | Q(email__icontains=params["Search"])
            | Q(company_membership__company__name__icontains=params["Search"])
        )
    if params.get("IsAdmin"):
        users = (
            users.filter(roles__id=Role.ADMIN) if params["IsAdmin"] == "true" else users.exclude(roles__id=Role.ADMIN)
        )
    if params.get("IsActive"):
        users = users.filter(is_active=False)
    if params.get("Statuses"):
        users = users.filter(status=params["Statuses"])
    fields = (*USER_SORT_CRITERIA[params.get("SortCriteria", 0)], "pk")
    users = users.order_by(*(f"-{f}" for f in fields) if params.get("SortOrder") else fields)
    size, number = params.get("PageSize", 20), params.get("PageNumber", 1)
    expected = list(users)[(number - 1) * size : number * size]
    assert expected  # every case lists someone

    response = admin.get(URL, params)

    assert response.status_code == 200
    assert response.content == JSONRenderer().render({"data": [], "totalCount": users.count()}).replace(
        b'"data":[]', b'"data":' + _serialized(expected)
    )


def test_a_page_reads_its_users_and_their_roles_in_one_query(admin, many_kinds_of_users):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        rows = admin.get(URL, {"PageSize": 50}).json()["data"]

    role_reads = [q["sql"] for q in queries.captured_queries if '"accounts_role"' in q["sql"]]
    assert len(role_reads) == 1  # the page's query (a prefetch was a query of its own)
    assert "LIMIT" in role_reads[0]
    by_email = {row["email"]: row for row in rows}
    assert by_email["both@acme-industries.com"]["roles"] == [{"id": 1, "name": "Admin"}, {"id": 2, "name": "User"}]
    assert by_email["both@acme-industries.com"]["isAdmin"] is True
    assert by_email["norole@acme-industries.com"]["roles"] == []
    assert by_email["norole@acme-industries.com"]["isAdmin"] is False
