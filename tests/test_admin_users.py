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
