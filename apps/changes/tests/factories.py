"""factory_boy factories of the changes app: proposed company snapshots.

CompanyChangeFactory(author=u)                   u proposes a new company (Added, pending)
CompanyChangeFactory(company=c, author=u)        u proposes an update of c (Updated, pending)
CompanyChangeFactory(company=c, snapshot={**snapshot_of(c), "name": "Renamed"})   ... a changed value
CompanyChangeFactory(..., approved=True)         already approved (rejected=True: rejected)
"""

import factory
from django.utils import timezone
from factory.django import DjangoModelFactory

from apps.accounts.tests.factories import UserFactory
from apps.changes.models import CompanyChange
from apps.companies.models import Company
from apps.companies.tests.factories import (
    DEFAULT_DEAL_SIZES,
    DEFAULT_GEO_REGIONS,
    DEFAULT_INDUSTRIES,
    DEFAULT_PARTNERSHIP_TYPES,
    DEFAULT_SEGMENTS,
)


def _ids(related) -> list[int]:
    return list(related.order_by("id").values_list("id", flat=True))


def snapshot_of(company: Company) -> dict:
    """The company as it is now, in the shape a change stores (what the save payload validates to)."""
    return {
        "name": company.name,
        "description": company.description,
        "website": company.website,
        "partnerType": company.partner_type,
        "companySize": company.company_size,
        "goalForNextYear": company.goal_for_next_year,
        "isIndustryAgnostic": company.is_industry_agnostic,
        "targetIndustryIds": _ids(company.target_industries),
        "isGeoGlobal": company.is_geo_global,
        "geoRegionIds": _ids(company.geo_regions),
        "marketSegmentIds": _ids(company.market_segments),
        "dealSizeIds": _ids(company.deal_sizes),
        "partnershipTypeIds": _ids(company.partnership_types),
        "partnerPage": company.partner_page,
        "partnerProgramDescription": company.partner_program_description,
        "partnerReadiness": company.partner_readiness,
        "offerDescription": company.offer_description,
        "contacts": [
            {
                "contactId": c.pk,
                "firstName": c.first_name,
                "lastName": c.last_name,
                "email": c.email,
                "position": c.position,
                "linkedInUrl": c.linkedin_url,
            }
            for c in company.contacts.all()
        ],
    }


def new_company_snapshot(name: str = "Brightwave Telemetry", domain: str = "brightwave-telemetry.io") -> dict:
    """A complete, valid snapshot of a company that does not exist yet."""
    return {
        "name": name,
        "description": (
            f"<p><strong>{name}</strong> builds telemetry software for logistics teams. Our platform "
            "connects fleets, warehouses and web shops and reports on every delivery in real time.</p>"
        ),
        "website": f"https://www.{domain}",
        "partnerType": Company.PartnerType.TECHNOLOGY,
        "companySize": Company.Size.SMB,
        "goalForNextYear": Company.Goal.ENTER_NEW_MARKETS,
        "isIndustryAgnostic": False,
        "targetIndustryIds": DEFAULT_INDUSTRIES,
        "isGeoGlobal": False,
        "geoRegionIds": DEFAULT_GEO_REGIONS,
        "marketSegmentIds": DEFAULT_SEGMENTS,
        "dealSizeIds": DEFAULT_DEAL_SIZES,
        "partnershipTypeIds": DEFAULT_PARTNERSHIP_TYPES,
        "partnerPage": f"https://www.{domain}/partners",
        "partnerProgramDescription": "<p>Resellers earn a <em>20% margin</em>.</p>",
        "partnerReadiness": Company.Readiness.EARLY_STAGE,
        "offerDescription": "<p>Exclusive: a free pilot for the first two partners.</p>",
        "contacts": [
            {
                "firstName": "Jordan",
                "lastName": "Blake",
                "email": f"jordan.blake@{domain}",
                "position": "Head of Partnerships",
                "linkedInUrl": "",
            }
        ],
    }


class CompanyChangeFactory(DjangoModelFactory):
    class Meta:
        model = CompanyChange

    class Params:
        approved = factory.Trait(status=CompanyChange.Status.APPROVED, reviewed_at=factory.LazyFunction(timezone.now))
        rejected = factory.Trait(
            status=CompanyChange.Status.REJECTED,
            reviewed_at=factory.LazyFunction(timezone.now),
            rejection_reason="The description does not match the website.",
        )

    company = None
    author = factory.SubFactory(UserFactory)
    change_type = factory.LazyAttribute(
        lambda o: CompanyChange.ChangeType.UPDATED if o.company else CompanyChange.ChangeType.ADDED
    )
    # An update proposes the company as it is (a valid snapshot), a new company a complete one.
    snapshot = factory.LazyAttribute(lambda o: snapshot_of(o.company) if o.company else new_company_snapshot())
    status = CompanyChange.Status.PENDING
