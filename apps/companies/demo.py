"""Demo catalogue: ~300 realistic approved companies (deterministic), plus helpers that
tests use to make an approved company in one call."""

import random

from django.db import transaction

from apps.companies.models import Company, CompanyMember
from apps.companies.reference import DEAL_SIZES, GEO_REGIONS, INDUSTRIES, MARKET_SEGMENTS, PARTNERSHIP_TYPES
from apps.companies.services import company_member_add, company_snapshot_apply

PREFIXES = [
    "Northwind", "Bluepeak", "Brightlane", "Cobalt", "Silverline", "Redwood", "Lumen", "Keystone", "Harbor",
    "Summit", "Vertex", "Nimbus", "Granite", "Orchid", "Pioneer", "Quantum", "Riverstone", "Sapphire",
    "Tidewater", "Evergreen", "Ironbridge", "Juniper", "Meridian", "Oakridge", "Polaris", "Crescent",
    "Falcon", "Horizon", "Atlas", "Beacon", "Cascade", "Driftwood", "Ember", "Foxglove", "Glacier",
    "Highland", "Indigo", "Kestrel", "Lighthouse", "Maple", "Nova", "Onyx", "Prairie", "Radiant",
]  # fmt: skip
SUFFIXES = {
    1: ["Analytics", "Cloud", "Software", "Labs", "Data", "Security", "AI", "Systems", "Platforms"],
    2: ["Partners", "Consulting", "IT Services", "Solutions", "Group", "Advisors", "Networks", "Integrators"],
}
TLDS = [".com", ".io", ".co", ".net", ".tech"]
FIRST_NAMES = [
    "Ava", "Liam", "Noah", "Emma", "Olivia", "Lucas", "Mia", "Ethan", "Sofia", "Mateo", "Amara", "Kenji",
    "Priya", "Jonas", "Chloe", "Diego", "Hana", "Omar", "Isla", "Felix", "Leila", "Marco", "Nora", "Ravi",
]  # fmt: skip
LAST_NAMES = [
    "Anderson", "Okafor", "Schmidt", "Tanaka", "Rossi", "Nguyen", "Patel", "Kowalski", "Garcia", "Dubois",
    "Larsen", "Haddad", "Moreau", "Silva", "Fischer", "Kim", "Novak", "Costa", "Ibrahim", "Walsh",
]  # fmt: skip
POSITIONS = [
    "Head of Partnerships", "Channel Sales Director", "VP Alliances", "Partner Manager", "CEO",
    "Chief Revenue Officer", "Business Development Manager", "Head of Ecosystem",
]  # fmt: skip

SUB_REGION_IDS = [cid for _, _, children in GEO_REGIONS for cid, _ in children]


AUDIENCES = {
    "Small businesses (SMB)": "small businesses",
    "Mid-market": "mid-market companies",
    "Enterprise": "enterprises",
    "Public sector & government": "public-sector bodies",
    "Education": "schools and universities",
    "Healthcare providers": "healthcare providers",
    "Non-profit organisations": "non-profits",
    "Startups & scale-ups": "startups and scale-ups",
}


def _description(name, kind, industries, segments):
    focus = ", ".join(industries[:2]) if industries else "every industry"
    who = " and ".join(AUDIENCES.get(s, s) for s in segments[:2])
    if kind == Company.PartnerType.TECHNOLOGY:
        return (
            f"<p><strong>{name}</strong> builds software for {focus}. Our platform helps {who} "
            "automate their daily work, connect the tools they already use and report on results in real time.</p>"
            "<p>We grow through partners: resellers, MSPs and consultancies who implement and support our "
            "product for their customers.</p>"
        )
    return (
        f"<p><strong>{name}</strong> is a service provider for {who} in {focus}. We design, "
        "implement and run technology for our clients, from licensing and migration to managed support.</p>"
        "<p>We look for vendors with strong products and fair partner margins to add to our portfolio.</p>"
    )


def _program(kind, types):
    listed = ", ".join(t.lower() for t in types)
    if kind == Company.PartnerType.TECHNOLOGY:
        return (
            f"<p>Our partner program covers {listed}. Partners get:</p><ul><li>Margins from 20% on resale and "
            "15% on referrals</li><li>Free certification for two consultants</li><li>Co-marketing funds and "
            "joint webinars</li><li>A dedicated partner manager</li></ul>"
        )
    return (
        f"<p>We work with vendors as {listed}. We bring a trained delivery team, an installed base of "
        "customers and a quarterly business review with every vendor partner.</p>"
    )


def _offer(rng, kind):
    if kind == Company.PartnerType.TECHNOLOGY:
        pct = rng.choice([10, 15, 20, 25, 30])
        return f"<p>Exclusive: {pct}% extra margin on the first three deals registered through the marketplace.</p>"
    return f"<p>Exclusive: a free {rng.choice(['readiness assessment', 'migration workshop', 'pilot project'])} for the first two vendors we sign from the marketplace.</p>"  # noqa: E501


def demo_snapshot(rng: random.Random, name: str, kind: int, domain: str) -> dict:
    industry_ids = rng.sample(range(1, len(INDUSTRIES) + 1), rng.randint(1, 4))
    agnostic = rng.random() < 0.08
    is_global = rng.random() < 0.1
    segment_ids = rng.sample(range(1, len(MARKET_SEGMENTS) + 1), rng.randint(1, 3))
    type_ids = rng.sample(range(1, len(PARTNERSHIP_TYPES) + 1), rng.randint(1, 3))
    contacts = []
    for _ in range(rng.randint(1, 3)):
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        email = f"{first}.{last}@{domain}".lower()
        if any(c["email"] == email for c in contacts):
            continue
        contacts.append(
            {
                "firstName": first,
                "lastName": last,
                "email": email,
                "position": rng.choice(POSITIONS),
                "linkedInUrl": f"https://www.linkedin.com/in/{first}-{last}-{rng.randint(100, 999)}".lower(),
            }
        )
    return {
        "name": name,
        "description": _description(
            name,
            kind,
            [] if agnostic else [INDUSTRIES[i - 1] for i in industry_ids],
            [MARKET_SEGMENTS[i - 1] for i in segment_ids],
        ),
        "website": f"https://www.{domain}",
        "partnerType": kind,
        "companySize": rng.choice([1, 2, 2, 3, 3, 3]),
        "goalForNextYear": rng.choice([1, 2, 3, 4]),
        "isIndustryAgnostic": agnostic,
        "targetIndustryIds": [] if agnostic else industry_ids,
        "isGeoGlobal": is_global,
        "geoRegionIds": [] if is_global else rng.sample(SUB_REGION_IDS, rng.randint(1, 4)),
        "marketSegmentIds": segment_ids,
        "dealSizeIds": sorted(rng.sample([i for i, _ in DEAL_SIZES], rng.randint(1, 2))),
        "partnershipTypeIds": type_ids,
        "partnerPage": f"https://www.{domain}/partners",
        "partnerProgramDescription": _program(kind, [PARTNERSHIP_TYPES[i - 1] for i in type_ids]),
        "partnerReadiness": rng.choice([1, 2, 2, 3]),
        "offerDescription": _offer(rng, kind),
        "contacts": contacts,
    }


def demo_catalogue(count: int = 300, seed: int = 2026):
    """(name, kind, domain) of `count` distinct demo companies, the same every run."""
    rng = random.Random(seed)
    seen, out = set(), []
    while len(out) < count:
        kind = rng.choice([Company.PartnerType.TECHNOLOGY, Company.PartnerType.CHANNEL])
        name = f"{rng.choice(PREFIXES)} {rng.choice(SUFFIXES[kind])}"
        if name in seen:
            continue
        seen.add(name)
        domain = name.lower().replace(" ", "") + rng.choice(TLDS)
        out.append((name, kind, domain))
    return out


@transaction.atomic
def demo_companies_seed(count: int = 300) -> int:
    """Creates the demo companies that are missing (by domain). Idempotent."""
    rng = random.Random(7)
    existing = set(Company.objects.values_list("domain", flat=True))
    created = 0
    for index, (name, kind, domain) in enumerate(demo_catalogue(count)):
        snapshot = demo_snapshot(rng, name, kind, domain)  # drawn every time: stable per index
        if domain in existing:
            continue
        company = company_snapshot_apply(company=None, snapshot=snapshot)
        company.is_featured = index % 25 == 0
        company.save(update_fields=["is_featured"])
        created += 1
    return created


def company_create_approved(*, name: str = "Acme Cloud", domain: str = "acme-cloud.com", admin=None, **overrides):
    """An approved company with a complete profile (tests and demo)."""
    snapshot = demo_snapshot(random.Random(name), name, overrides.pop("partnerType", 1), domain)
    snapshot.update(overrides)
    company = company_snapshot_apply(company=None, snapshot=snapshot)
    if admin is not None:
        company_member_add(company=company, user=admin, is_company_admin=True)
    return company


def demo_member_company(user, domain: str) -> None:
    """Makes `user` the company admin of the demo company on `domain` (if they have none)."""
    company = Company.objects.filter(domain=domain).first()
    if company is not None and not CompanyMember.objects.filter(user=user).exists():
        company_member_add(company=company, user=user, is_company_admin=True)
