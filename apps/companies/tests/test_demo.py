"""`manage.py seed_demo` (README): ~300 demo companies, five pending changes for the review
screens, a demo member who is a company admin and a demo PRO member; idempotent."""

import io

import pytest
from django.core.management import call_command

from apps.accounts.models import User
from apps.billing.models import PricingPlan
from apps.billing.selectors import subscription_active_of
from apps.changes.models import CompanyChange
from apps.companies.models import Company, CompanyMember, Contact

pytestmark = pytest.mark.django_db


def _counts():
    return {
        "companies": Company.objects.count(),
        "approved": Company.objects.filter(is_approved=True).count(),
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
    }


def test_seed_demo_loads_the_catalogue_once(client_for):
    call_command("seed_demo", stdout=io.StringIO())
    first = _counts()
    call_command("seed_demo", stdout=io.StringIO())

    assert _counts() == first
    assert first["companies"] == first["approved"] == first["domains"] == 300
    assert first["changes"] == 5
    assert (first["added"], first["updated"]) == (3, 2)
    # every demo company is complete enough to pass the detail view
    assert not Company.objects.filter(contacts__isnull=True).exists()
    assert Company.objects.filter(is_featured=True).exists()

    member = User.objects.get(email="member@demo-partnermatch.com")
    membership = CompanyMember.objects.get(user=member)
    assert membership.is_company_admin is True
    me = client_for(member).get(f"/api/users/{member.pk}").json()
    assert me["company"]["companyId"] == membership.company_id
    detail = client_for(member).get(f"/api/companies/{membership.company_id}").json()
    assert detail["hasUserEditAccess"] is True

    pro = User.objects.get(email="pro@demo-partnermatch.com")
    subscription = subscription_active_of(user=pro)
    assert subscription is not None
    assert subscription.plan_id == PricingPlan.GROWTH
    assert not CompanyMember.objects.filter(user=pro).exists()
    other = Company.objects.exclude(pk=membership.company_id).first()
    assert client_for(pro).get(f"/api/companies/{other.pk}").json()["hasUserViewAccess"] is True

    for change in CompanyChange.objects.filter(change_type=CompanyChange.ChangeType.UPDATED):
        assert change.company is not None
        assert CompanyMember.objects.get(user=change.author).company == change.company
    assert not CompanyChange.objects.filter(change_type=CompanyChange.ChangeType.ADDED, company__isnull=False).exists()
