"""The factories make what the product itself would make: a test that builds its data with
them tests the real thing (apps/*/tests/factories.py)."""

import pytest

from apps.accounts.models import Role, User
from apps.accounts.tests.factories import TEST_PASSWORD, UserFactory
from apps.billing.selectors import subscription_summary, user_has_active_subscription
from apps.billing.tests.factories import PricingPlanFactory, SubscriptionFactory
from apps.changes.models import CompanyChange
from apps.changes.tests.factories import CompanyChangeFactory, snapshot_of
from apps.companies.models import Company, CompanyMember
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import approve, company_url, update_payload

pytestmark = pytest.mark.django_db


def test_users_have_one_role_a_status_and_the_test_password():
    member, pending, admin = UserFactory(), UserFactory(pending=True), UserFactory(admin=True)

    assert list(member.roles.values_list("id", flat=True)) == [Role.USER]
    assert list(admin.roles.values_list("id", flat=True)) == [Role.ADMIN]
    assert (member.status, pending.status, admin.status) == (
        User.Status.ACTIVE,
        User.Status.PENDING,
        User.Status.ACTIVE,
    )
    assert admin.is_admin
    assert not member.is_admin
    assert member.check_password(TEST_PASSWORD)
    assert member.email != pending.email  # each call is a new account


def test_a_subscription_is_active_on_growth_until_it_expires():
    active = SubscriptionFactory()
    expired = SubscriptionFactory(expired=True)

    assert user_has_active_subscription(user=active.user)
    assert subscription_summary(user=active.user)["pricingPlanId"] == active.plan_id == PricingPlanFactory.growth().pk
    assert active.credits_quota == active.plan.credits_quota
    assert not user_has_active_subscription(user=expired.user)


def test_a_company_is_complete_enough_to_edit_and_its_admin_manages_it(client_for):
    owner = UserFactory(email="owner@acme-cloud.io")
    company = CompanyFactory(name="Acme Cloud", domain="acme-cloud.io", admin=owner)
    client = client_for(owner)

    detail = client.get(company_url(company)).json()
    # Every section of the detail view is filled, as after the company wizard.
    assert detail["hasUserEditAccess"] is True
    assert detail["contacts"]
    assert detail["contacts"][0]["email"] == "ann.lee@acme-cloud.io"
    assert all(detail["targetInfo"][key] for key in ("targetIndustries", "geoRegions", "marketSegments", "dealSizes"))
    assert detail["partnershipProgram"]["partnershipTypes"]
    assert detail["companyOffer"]["offerDescription"]
    # Its values pass the save rules as they are (an edit that changes only the name).
    response = client.post("/api/company-changes", update_payload(company, name="Acme Cloud Group"), format="json")
    assert response.status_code == 201, response.json()


def test_an_updated_change_proposes_the_company_as_it_is(client_for):
    company = CompanyFactory(name="Globex Systems", domain="globex-systems.com")
    change = CompanyChangeFactory(company=company)
    admin = client_for(UserFactory(admin=True))

    assert change.change_type == CompanyChange.ChangeType.UPDATED
    assert change.status == CompanyChange.Status.PENDING
    approve(admin, change.pk)
    company.refresh_from_db()
    assert snapshot_of(company) == change.snapshot


def test_an_added_change_becomes_a_company_with_its_author_as_company_admin(client_for):
    change = CompanyChangeFactory()
    admin = client_for(UserFactory(admin=True))

    assert change.change_type == CompanyChange.ChangeType.ADDED
    company = Company.objects.get(pk=approve(admin, change.pk))
    assert company.name == change.snapshot["name"]
    assert CompanyMember.objects.get(company=company).user == change.author
    assert CompanyMember.objects.get(company=company).is_company_admin
