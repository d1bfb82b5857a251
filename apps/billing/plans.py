"""The plans of spec section 9, loaded by a data migration and by `pricing_plans_load()`."""

from decimal import Decimal

# Intro requests a member may send per calendar month (UTC) on each plan, by plan id (issue 23,
# docs/outreach.md); each plan's features say it on /pricing. Free members answer requests but
# send none: reaching out is part of a paid plan, as discovery is.
OUTREACH_REQUESTS_PER_MONTH = {4: 0, 1: 20, 2: 100, 3: 5}


def outreach_quota_of(plan_id: int | None) -> int:
    """The monthly intro-request quota of a plan (None: no active plan, as Free)."""
    return OUTREACH_REQUESTS_PER_MONTH.get(plan_id, 0) if plan_id is not None else 0


# Spec section 9. Quotas are matched companies per billing period (see docs/decisions.md).
PLANS = [
    {
        "id": 4,
        "name": "Free",
        "description": "A public company profile and the partner program hub.",
        "price_monthly": Decimal("0"),
        "price_yearly": Decimal("0"),
        "credits_quota": 0,
        "sort_order": 1,
        "features": [
            "Company profile in the marketplace",
            "Partner program hub",
            "Knowledge base guides",
            "Answer intro requests from partners",
        ],
    },
    {
        "id": 1,
        "name": "Growth Mode",
        "description": "For partner teams actively recruiting and growing their channel.",
        "price_monthly": Decimal("107.00"),
        "price_yearly": Decimal("107.00"),
        "credits_quota": 100,
        "sort_order": 2,
        "features": [
            "Featured placement for 10 days each month",
            "Access to 10,000+ companies",
            "Newsletter reaching 2,000+ partnership leaders",
            "100 matched companies per billing period",
            "Full company details: partner programs, offers and contacts",
            f"{OUTREACH_REQUESTS_PER_MONTH[1]} intro requests to partners a month",
        ],
    },
    {
        "id": 2,
        "name": "Partner Pro",
        "description": "Custom plans for partner organisations working at scale.",
        "price_monthly": Decimal("0"),
        "price_yearly": Decimal("0"),
        "credits_quota": 1000,
        "sort_order": 3,
        "is_custom_pricing": True,
        "features": [
            "Everything in Growth Mode",
            "1,000 matched companies per billing period",
            f"{OUTREACH_REQUESTS_PER_MONTH[2]} intro requests to partners a month",
            "Dedicated partner success manager",
            "Custom onboarding and integrations",
        ],
    },
    {
        "id": 3,
        "name": "Test",
        "description": "Verifies the payment flow end to end. Administrators only.",
        "price_monthly": Decimal("1.00"),
        "price_yearly": Decimal("1.00"),
        "credits_quota": 10,
        "sort_order": 4,
        "is_admin_only": True,
        "features": [
            "10 matched companies per billing period",
            f"{OUTREACH_REQUESTS_PER_MONTH[3]} intro requests to partners a month",
            "Real payment of 1 USD",
        ],
    },
]
