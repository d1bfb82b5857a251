"""Constants, payloads and data helpers shared by the companies and changes API tests."""

import copy
from datetime import timedelta

from django.utils import timezone

from apps.billing.models import PricingPlan, Subscription
from apps.billing.services import subscription_grant
from apps.changes.models import CompanyChange
from apps.companies.models import CompanyMember
from apps.companies.reference import INDUSTRIES, MARKET_SEGMENTS, PARTNERSHIP_TYPES
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.core.testing import NOT_ADMIN, NOT_AUTHENTICATED, NOT_VERIFIED, error, user_url  # noqa: F401

# --- paths ------------------------------------------------------------------------------

INDUSTRIES_URL = "/api/industries"
REGIONS_URL = "/api/geography/regions"
LOOKUPS_URL = "/api/lookups"
CHANGES = "/api/company-changes"
PENDING = "/api/user/companies/pending"
ASSIGN = "/api/companies/assign"
SUGGESTION = "/api/users/company-suggestion"


def change_url(change_id) -> str:
    return f"{CHANGES}/{change_id}"


def approve_url(change_id) -> str:
    return f"/api/admin/companies/{change_id}/approve"


def reject_url(change_id) -> str:
    return f"/api/admin/companies/{change_id}/reject"


def admin_change_url(change_id) -> str:
    return f"/api/admin/companies/changes/{change_id}"


def company_url(company_or_id) -> str:
    return f"/api/companies/{getattr(company_or_id, 'pk', company_or_id)}"


def members_url(company_or_id) -> str:
    return f"{company_url(company_or_id)}/members"


def join_requests_url(company_or_id) -> str:
    return f"{company_url(company_or_id)}/join-requests"


SAVE_FAILED = "Please correct the highlighted fields."

# --- reference ids (stable: the data migration loads them) --------------------------------


def industry_id(name: str) -> int:
    return INDUSTRIES.index(name) + 1


def segment_id(name: str) -> int:
    return MARKET_SEGMENTS.index(name) + 1


def partnership_type_id(name: str) -> int:
    return PARTNERSHIP_TYPES.index(name) + 1


CYBERSECURITY = industry_id("Cybersecurity")
FINTECH = industry_id("Fintech & Payments")
LOGISTICS = industry_id("Logistics & Supply Chain")
WESTERN_EUROPE, NORTHERN_AMERICA, EASTERN_ASIA, EUROPE = 155, 21, 30, 150
SMB_SEGMENT = segment_id("Small businesses (SMB)")
ENTERPRISE_SEGMENT = segment_id("Enterprise")
MID_MARKET_SEGMENT = segment_id("Mid-market")
RESELLER = partnership_type_id("Reseller")
REFERRAL = partnership_type_id("Referral")
DISTRIBUTOR = partnership_type_id("Distributor")

# 157 visible characters (the rule is at least 150).
DESCRIPTION = (
    "<p><strong>Acme Cloud</strong> builds workflow software for logistics teams. "
    "Our platform connects carriers, warehouses and web shops and reports on every delivery in real time.</p>"
)
PROGRAM = "<p>Resellers earn a <em>20% margin</em> and free certification.</p>"
OFFER = "<p>Exclusive: 30% off the first year for marketplace partners.</p>"


def contact(first="Ann", last="Lee", email="ann@acme-cloud.io", position="Head of Partnerships", **extra) -> dict:
    item = {
        "firstName": first,
        "lastName": last,
        "email": email,
        "position": position,
        "linkedInUrl": "https://www.linkedin.com/in/ann-lee",
    }
    item.update(extra)
    return item


BASE_PAYLOAD = {
    "name": "Acme Cloud",
    "description": DESCRIPTION,
    "website": "https://www.acme-cloud.io",
    "logoUrl": "https://ignored.example/logo.png",
    "partnerType": 1,
    "marketSegmentIds": [SMB_SEGMENT, MID_MARKET_SEGMENT],
    "isIndustryAgnostic": False,
    "targetIndustryIds": [CYBERSECURITY, FINTECH],
    "isGeoGlobal": False,
    "geoRegionIds": [WESTERN_EUROPE, NORTHERN_AMERICA],
    "dealSizeIds": [2, 3],
    "goalForNextYear": 1,
    "companySize": 2,
    "partnershipTypeIds": [RESELLER, REFERRAL],
    "partnerReadiness": 2,
    "partnerPage": "https://www.acme-cloud.io/partners",
    "partnerProgramDescription": PROGRAM,
    "offerDescription": OFFER,
    "contacts": [contact()],
    "companyId": None,
}


def company_payload(**overrides) -> dict:
    """A complete, valid save payload of a new company (`...` as a value drops the key)."""
    payload = copy.deepcopy(BASE_PAYLOAD)
    payload.update(overrides)
    return {key: value for key, value in payload.items() if value is not ...}


def update_payload(company, **overrides) -> dict:
    """A valid update payload for `company`, keeping its current contacts (with their ids)."""
    contacts = [
        {
            "contactId": c.pk,
            "firstName": c.first_name,
            "lastName": c.last_name,
            "email": c.email,
            "position": c.position,
            "linkedInUrl": c.linkedin_url,
        }
        for c in company.contacts.all()
    ]
    values = {"name": company.name, "website": company.website, "companyId": company.pk, "contacts": contacts}
    values.update(overrides)
    return company_payload(**values)


# --- data (built with the factories of factories.py) -------------------------------------


# Save-payload keys a test may override in company_with, and the Company fields they set.
PAYLOAD_FIELDS = {
    "description": "description",
    "partnerType": "partner_type",
    "partnerPage": "partner_page",
    "partnerProgramDescription": "partner_program_description",
    "offerDescription": "offer_description",
}


def company_with(*, name="Acme Industries", domain="acme-industries.com", admin=None, contacts=None, **overrides):
    """An approved company with a complete profile (CompanyFactory). `overrides` and
    `contacts` are written as in the save payload (camelCase), as the tests post them."""
    fields = {PAYLOAD_FIELDS[key]: value for key, value in overrides.items()}
    if contacts is not None:
        fields["contacts"] = [
            {
                "first_name": c.get("firstName", ""),
                "last_name": c.get("lastName", ""),
                "email": c.get("email", ""),
                "position": c.get("position", ""),
                "linkedin_url": c.get("linkedInUrl", ""),
            }
            for c in contacts
        ]
    return CompanyFactory(name=name, domain=domain, admin=admin, **fields)


def join(user, company, *, is_company_admin=False) -> CompanyMember:
    return CompanyMemberFactory(user=user, company=company, is_company_admin=is_company_admin)


def grant_growth(user, *, days=30) -> Subscription:
    return subscription_grant(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH), days=days)


def expire(subscription: Subscription) -> None:
    subscription.current_period_end = timezone.now() - timedelta(minutes=1)
    subscription.save(update_fields=["current_period_end"])


def create_change(client, payload=None, *, expect=201) -> int:
    response = client.post(CHANGES, payload if payload is not None else company_payload(), format="json")
    assert response.status_code == expect, response.json()
    return response.json()["companyChangeId"]


def approve(client, change_id, *, method="put") -> int:
    response = getattr(client, method)(approve_url(change_id), format="json")
    assert response.status_code == 200, response.json()
    return response.json()["companyId"]


def change_of(change_id) -> CompanyChange:
    return CompanyChange.objects.get(pk=change_id)
