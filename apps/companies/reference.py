"""Reference data (real, not lorem), loaded by a data migration and by
`services.reference_data_load()`. Ids are stable: the API and stored changes use them."""

INDUSTRIES = [
    "Accounting & Finance Software", "Advertising & Marketing Technology", "Agriculture & AgTech",
    "Artificial Intelligence & Machine Learning", "Automotive", "Banking & Financial Services",
    "Biotechnology & Life Sciences", "Business Intelligence & Analytics", "Cloud Infrastructure & Hosting",
    "Collaboration & Productivity", "Construction & Real Estate", "Consumer Goods & Retail",
    "Customer Relationship Management", "Cybersecurity", "Data Management & Storage",
    "DevOps & Developer Tools", "E-commerce", "Education & EdTech", "Energy & Utilities",
    "Engineering & Manufacturing", "Enterprise Resource Planning", "Fintech & Payments",
    "Government & Public Sector", "Healthcare & HealthTech", "Hospitality & Travel",
    "Human Resources & HR Tech", "Insurance & InsurTech", "Internet of Things",
    "IT Services & Managed Services", "Legal & LegalTech", "Logistics & Supply Chain",
    "Media & Entertainment", "Networking & Telecommunications", "Nonprofit", "Pharmaceuticals",
    "Professional Services & Consulting", "Sales Enablement", "Software Development",
    "Transportation & Mobility", "Unified Communications",
]  # fmt: skip

# UN M49 regions and sub-regions (intermediate regions for Sub-Saharan Africa and Latin
# America), with their M49 numeric codes as ids.
GEO_REGIONS = [
    (2, "Africa", [(15, "Northern Africa"), (14, "Eastern Africa"), (17, "Middle Africa"),
                   (18, "Southern Africa"), (11, "Western Africa")]),
    (19, "Americas", [(21, "Northern America"), (29, "Caribbean"), (13, "Central America"),
                      (5, "South America")]),
    (142, "Asia", [(143, "Central Asia"), (30, "Eastern Asia"), (35, "South-eastern Asia"),
                   (34, "Southern Asia"), (145, "Western Asia")]),
    (150, "Europe", [(151, "Eastern Europe"), (154, "Northern Europe"), (39, "Southern Europe"),
                     (155, "Western Europe")]),
    (9, "Oceania", [(53, "Australia and New Zealand"), (54, "Melanesia"), (57, "Micronesia"),
                    (61, "Polynesia")]),
]  # fmt: skip

MARKET_SEGMENTS = [
    "Small businesses (SMB)", "Mid-market", "Enterprise", "Public sector & government",
    "Education", "Healthcare providers", "Non-profit organisations", "Startups & scale-ups",
]  # fmt: skip

# Deal sizes are the spec's revenue bands (dollars).
DEAL_SIZES = [
    (1, "Below $1,200"), (2, "$1,201 – $12,000"), (3, "$12,001 – $60,000"),
    (4, "$60,001 – $240,000"), (5, "Above $240,000"),
]  # fmt: skip

PARTNERSHIP_TYPES = [
    "Reseller", "Referral", "Managed service provider (MSP)", "Technology / integration", "Distributor",
    "OEM / white label", "Co-sell", "Consulting / system integrator", "Affiliate",
]  # fmt: skip

# The enumerations (company size, goal, readiness, partner type) are the Company model's
# choices: one list, which the lookups call and the schema's enums are read from.


def reference_rows():
    """(model name, [{id, name, ...}]) for every reference table, in load order."""
    regions, sub_regions = [], []
    for region_id, region_name, children in GEO_REGIONS:
        regions.append({"id": region_id, "name": region_name, "parent_id": None})
        sub_regions += [{"id": cid, "name": cname, "parent_id": region_id} for cid, cname in children]
    return [
        ("Industry", [{"id": i, "name": n} for i, n in enumerate(INDUSTRIES, start=1)]),
        ("GeoRegion", regions + sub_regions),
        ("MarketSegment", [{"id": i, "name": n} for i, n in enumerate(MARKET_SEGMENTS, start=1)]),
        ("DealSize", [{"id": i, "name": n} for i, n in DEAL_SIZES]),
        ("PartnershipType", [{"id": i, "name": n} for i, n in enumerate(PARTNERSHIP_TYPES, start=1)]),
    ]
