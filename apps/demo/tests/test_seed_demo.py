"""`manage.py seed_demo` (README, "Quick start"): the demo sign-ins, 300 approved companies,
five pending changes for the review screens and the plans; idempotent.

The demo is seeded once for the module (a few seconds), in a transaction rolled back when
the module ends; each test runs in a savepoint inside it, so a test's own changes (a second
run, an approval) do not reach the next test."""

import io
from dataclasses import dataclass

import pytest
from django.core.management import call_command
from django.db import transaction

from apps.accounts.models import User
from apps.accounts.tests.helpers import SIGNIN, bearer_client, user_url
from apps.billing.models import PricingPlan
from apps.billing.selectors import search_credits_available, subscription_active_of
from apps.changes.models import CompanyChange
from apps.changes.services import company_change_approve
from apps.companies.models import Company, CompanyMember, Contact, FeaturedWindow
from apps.demo.accounts import DEMO_ACCOUNTS, DEMO_PASSWORD, GROWTH_CREDITS
from apps.demo.catalogue import demo_profiles
from config.env import BASE_DIR

pytestmark = pytest.mark.django_db


def seed() -> str:
    out = io.StringIO()
    call_command("seed_demo", stdout=out)
    return out.getvalue()


def _counts():
    return {
        "companies": Company.objects.count(),
        "approved": Company.objects.filter(is_approved=True).count(),
        "featured": FeaturedWindow.objects.count(),
        "domains": Company.objects.values("domain").distinct().count(),
        "contacts": Contact.objects.count(),
        "members": CompanyMember.objects.count(),
        "users": User.objects.count(),
        "added": CompanyChange.objects.filter(
            status=CompanyChange.Status.PENDING, change_type=CompanyChange.ChangeType.ADDED
        ).count(),
        "updated": CompanyChange.objects.filter(
            status=CompanyChange.Status.PENDING, change_type=CompanyChange.ChangeType.UPDATED
        ).count(),
        "changes": CompanyChange.objects.count(),
        "subscriptions": list(
            User.objects.filter(subscription__isnull=False).values_list("email", "subscription__credits_used")
        ),
    }


@dataclass
class Seeded:
    output: str  # what the first run printed
    counts: dict  # what it left in the database


@pytest.fixture(scope="module")
def seeded(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        output = seed()
        yield Seeded(output, _counts())
        transaction.set_rollback(True)


def sign_in(api, email, password):
    response = api.post(SIGNIN, {"email": email, "password": password}, format="json")
    assert response.status_code == 200, response.json()
    body = response.json()
    return bearer_client(body["authorizationToken"]).get(user_url(body["userId"])).json()


def test_seed_demo_loads_the_catalogue_once(seeded):
    first, second_output = seeded.counts, seed()

    assert _counts() == first
    assert "4 account(s), 300 compan(ies), 5 pending change(s) created, 2 plan(s) granted" in seeded.output
    assert "0 account(s), 0 compan(ies), 0 pending change(s) created, 0 plan(s) granted" in second_output
    assert first["companies"] == first["approved"] == first["domains"] == 300
    assert first["featured"] == 12
    assert first["changes"] == 5
    assert (first["added"], first["updated"]) == (3, 2)
    # every demo company is complete enough to pass the detail view
    assert not Company.objects.filter(contacts__isnull=True).exists()
    assert set(Company.objects.values_list("name", flat=True)) == {p.name for p in demo_profiles()}
    assert all(domain.endswith(".example") for domain in Company.objects.values_list("domain", flat=True))


def test_the_demo_member_can_search_at_once_and_the_others_show_each_gate(seeded, client_for):
    member = User.objects.get(email="member@demo-partnermatch.com")
    free = User.objects.get(email="free@demo-partnermatch.com")
    pro = User.objects.get(email="pro@demo-partnermatch.com")
    membership = CompanyMember.objects.get(user=member)

    # The member: company admin of the first catalogue company, Growth Mode with its credits.
    assert membership.is_company_admin is True
    assert membership.company.domain == demo_profiles(1)[0].domain
    assert subscription_active_of(user=member).plan_id == PricingPlan.GROWTH
    assert search_credits_available(user=member) == GROWTH_CREDITS > 0
    me = client_for(member).get(f"/api/users/{member.pk}").json()
    assert me["company"]["companyId"] == membership.company_id
    assert client_for(member).get(f"/api/companies/{membership.company_id}").json()["hasUserEditAccess"] is True

    # Free: a plain member of the same company, no plan (discovery asks to upgrade).
    assert CompanyMember.objects.get(user=free).company_id == membership.company_id
    assert CompanyMember.objects.get(user=free).is_company_admin is False
    assert subscription_active_of(user=free) is None
    assert search_credits_available(user=free) == 0
    assert client_for(free).get(f"/api/companies/{membership.company_id}").json()["hasUserEditAccess"] is False

    # Pro: Growth Mode without a company (discovery asks to add or join one).
    assert subscription_active_of(user=pro).plan_id == PricingPlan.GROWTH
    assert not CompanyMember.objects.filter(user=pro).exists()
    other = Company.objects.exclude(pk=membership.company_id).first()
    assert client_for(pro).get(f"/api/companies/{other.pk}").json()["hasUserViewAccess"] is True

    admin = User.objects.get(email="admin@demo-partnermatch.com")
    assert admin.is_admin
    assert not CompanyMember.objects.filter(user=admin).exists()


def test_the_pending_changes_are_proposed_by_members_who_may_propose_them(seeded):

    for change in CompanyChange.objects.filter(change_type=CompanyChange.ChangeType.UPDATED):
        assert change.company is not None
        assert CompanyMember.objects.get(user=change.author, is_company_admin=True).company == change.company
        # an update a reviewer can see: the profile plus a note, a new offer and one more region
        assert change.snapshot["description"].startswith(change.company.description)
        assert change.snapshot["description"] != change.company.description
        assert change.snapshot["offerDescription"] != change.company.offer_description
        current = set(change.company.geo_regions.values_list("id", flat=True))
        assert current < set(change.snapshot["geoRegionIds"]) or change.company.is_geo_global
        assert {c["contactId"] for c in change.snapshot["contacts"]} == set(
            change.company.contacts.values_list("id", flat=True)
        )
    for change in CompanyChange.objects.filter(change_type=CompanyChange.ChangeType.ADDED):
        assert change.company is None
        assert not CompanyMember.objects.filter(user=change.author).exists()
        assert change.snapshot["website"].endswith(".example")
        assert not Company.objects.filter(name=change.snapshot["name"]).exists()


def test_reviewed_changes_are_not_proposed_again(seeded, admin_user):
    for change in CompanyChange.objects.all():
        company_change_approve(change_id=change.pk, reviewer=admin_user)
    before = _counts()

    assert "0 account(s), 0 compan(ies), 0 pending change(s) created" in seed()
    assert _counts() == before
    assert before["companies"] == 303


def test_seed_demo_creates_the_demo_accounts_once(seeded, api):
    count = User.objects.count()
    seed()

    demo_emails = {account["email"] for account in DEMO_ACCOUNTS}
    assert set(User.objects.filter(email__in=demo_emails).values_list("email", flat=True)) == demo_emails
    assert User.objects.count() == count
    for account in DEMO_ACCOUNTS:
        me = sign_in(api, account["email"], DEMO_PASSWORD)
        assert me["status"] == 2
        assert me["isAdmin"] is account["admin"]
        assert len(me["referralCode"]) == 8


def test_seed_demo_does_not_touch_existing_accounts(seeded):
    member = User.objects.get(email="member@demo-partnermatch.com")
    member.first_name = "Changed"
    member.set_password("Changed#1")
    member.save()

    seed()

    member.refresh_from_db()
    assert member.first_name == "Changed"
    assert member.check_password("Changed#1")


def test_the_readme_lists_every_demo_sign_in():
    readme = (BASE_DIR / "README.md").read_text()
    rows = [line for line in readme.splitlines() if "@demo-partnermatch.com" in line and line.startswith("|")]

    assert len(rows) == len(DEMO_ACCOUNTS)
    for account in DEMO_ACCOUNTS:
        (row,) = [line for line in rows if f"`{account['email']}`" in line]
        assert f"`{DEMO_PASSWORD}`" in row
