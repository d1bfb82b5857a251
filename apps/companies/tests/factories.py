"""factory_boy factories of the companies app: approved companies, contacts, memberships
and join requests.

    CompanyFactory(name="Acme Industries", domain="acme-industries.com")
        an approved company with a complete profile (every section the wizard asks for)
    CompanyFactory(admin=user)                 ... with `user` as its company admin
    CompanyFactory(contacts=[{...}, ...])      ... with these contacts (Contact fields)
    CompanyFactory(target_industries=[...], geo_regions=[...], ...)   ... other reference ids
    CompanyMemberFactory(company=c, user=u, is_company_admin=True)
    CompanyJoinRequestFactory(company=c, user=u)   a pending request to join
    CompanyImportFactory(created_by=admin)     a CSV import job that has run
"""

import hashlib
import re

import factory
from django.utils import timezone
from factory.django import DjangoModelFactory

from apps.accounts.tests.factories import UserFactory
from apps.companies.models import Company, CompanyImport, CompanyJoinRequest, CompanyMember, Contact
from apps.companies.reference import INDUSTRIES, MARKET_SEGMENTS, PARTNERSHIP_TYPES

# Reference ids are stable (a data migration loads them in the order of apps/companies/reference.py).
DEFAULT_INDUSTRIES = [INDUSTRIES.index(name) + 1 for name in ("Cybersecurity", "Fintech & Payments")]
DEFAULT_SEGMENTS = [MARKET_SEGMENTS.index(name) + 1 for name in ("Small businesses (SMB)", "Mid-market")]
DEFAULT_PARTNERSHIP_TYPES = [PARTNERSHIP_TYPES.index(name) + 1 for name in ("Reseller", "Referral")]
DEFAULT_GEO_REGIONS = [155, 21]  # UN M49: Western Europe, Northern America
DEFAULT_DEAL_SIZES = [2, 3]


def _domain_of(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") + ".com"


def logo_url_of(domain: str) -> str:
    """A logo URL as the logo fetch stores one (/media/logos/<digest>.png; no file behind it)."""
    return f"/media/logos/{hashlib.sha256(domain.encode()).hexdigest()}.png" if domain else ""


class CompanyFactory(DjangoModelFactory):
    class Meta:
        model = Company
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Company {n:03d}")
    # The host of the website: members whose verified e-mail is on it join at once when
    # domain_join_policy is "auto" (the default "ask" files a join request instead).
    domain = factory.LazyAttribute(lambda o: _domain_of(o.name))
    website = factory.LazyAttribute(lambda o: f"https://www.{o.domain}")
    # As if its logo had been fetched for the host (no fetch is queued for a factory company).
    logo_url = factory.LazyAttribute(lambda o: logo_url_of(o.domain))
    logo_host = factory.LazyAttribute(lambda o: o.domain)
    # Over the 150 visible characters the company form asks for.
    description = factory.LazyAttribute(
        lambda o: (
            f"<p><strong>{o.name}</strong> builds software for logistics and payments teams. "
            "Our platform connects carriers, warehouses and web shops and reports on every delivery in real time.</p>"
        )
    )
    partner_type = Company.PartnerType.TECHNOLOGY
    company_size = Company.Size.MIDMARKET
    goal_for_next_year = Company.Goal.ENTER_NEW_MARKETS
    partner_page = factory.LazyAttribute(lambda o: f"https://www.{o.domain}/partners")
    partner_program_description = "<p>Resellers earn a <em>20% margin</em> and free certification.</p>"
    partner_readiness = Company.Readiness.DEVELOPING
    offer_description = "<p>Exclusive: 30% off the first year for marketplace partners.</p>"
    is_approved = True

    @factory.post_generation
    def target_industries(company, create, extracted, **kwargs):
        if create and not company.is_industry_agnostic:
            company.target_industries.set(DEFAULT_INDUSTRIES if extracted is None else extracted)

    @factory.post_generation
    def geo_regions(company, create, extracted, **kwargs):
        if create and not company.is_geo_global:
            company.geo_regions.set(DEFAULT_GEO_REGIONS if extracted is None else extracted)

    @factory.post_generation
    def market_segments(company, create, extracted, **kwargs):
        if create:
            company.market_segments.set(DEFAULT_SEGMENTS if extracted is None else extracted)

    @factory.post_generation
    def deal_sizes(company, create, extracted, **kwargs):
        if create:
            company.deal_sizes.set(DEFAULT_DEAL_SIZES if extracted is None else extracted)

    @factory.post_generation
    def partnership_types(company, create, extracted, **kwargs):
        if create:
            company.partnership_types.set(DEFAULT_PARTNERSHIP_TYPES if extracted is None else extracted)

    @factory.post_generation
    def contacts(company, create, extracted, **kwargs):
        """contacts=[{first_name, last_name, email, position, linkedin_url}, ...]; one by default."""
        if not create:
            return
        for order, fields in enumerate([{}] if extracted is None else extracted):
            ContactFactory(company=company, sort_order=order, **fields)

    @factory.post_generation
    def admin(company, create, extracted, **kwargs):
        """admin=<user>: that user joins as the company admin."""
        if create and extracted is not None:
            CompanyMemberFactory(company=company, user=extracted, is_company_admin=True)


class ContactFactory(DjangoModelFactory):
    class Meta:
        model = Contact

    company = factory.SubFactory(CompanyFactory, contacts=[])
    first_name = "Ann"
    last_name = "Lee"
    email = factory.LazyAttribute(lambda o: f"ann.lee@{o.company.domain}")
    position = "Head of Partnerships"
    linkedin_url = "https://www.linkedin.com/in/ann-lee"


class CompanyMemberFactory(DjangoModelFactory):
    class Meta:
        model = CompanyMember

    company = factory.SubFactory(CompanyFactory)
    user = factory.SubFactory(UserFactory)
    is_company_admin = False


class CompanyJoinRequestFactory(DjangoModelFactory):
    class Meta:
        model = CompanyJoinRequest

    company = factory.SubFactory(CompanyFactory)
    user = factory.SubFactory(UserFactory)
    status = CompanyJoinRequest.Status.PENDING


class CompanyImportFactory(DjangoModelFactory):
    """A CSV import job that has run: CompanyImportFactory(created_by=admin)."""

    class Meta:
        model = CompanyImport

    file_name = "companies.csv"
    file_size = 120
    status = CompanyImport.Status.DONE
    total_rows = 2
    processed_rows = 2
    created_count = 2
    started_at = factory.LazyFunction(timezone.now)
    finished_at = factory.LazyFunction(timezone.now)
