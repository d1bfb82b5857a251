"""Shared helpers of the discovery tests: a small synthetic catalogue for the engine (no
database), and the API calls."""

from dataclasses import dataclass, field
from urllib.parse import urlencode

from apps.billing.selectors import subscription_summary
from apps.billing.services import search_credits_spend
from apps.discovery.engine.index import CompanyIndex, index_build
from apps.discovery.engine.scoring import Criteria, Profile, Scores, score_all

SCORING = "/api/companies/scoring"
FILTERS = "/api/users/company-filters"
HISTORY = "/api/history/company-search"

TECHNOLOGY, CHANNEL = 1, 2

# A reference catalogue shaped like the real one (UN M49 ids for the regions).
REFERENCE = {
    "industries": [(1, "Cybersecurity"), (2, "Fintech"), (3, "Healthcare"), (4, "Logistics"), (5, "Retail")],
    "regions": [
        (150, "Europe", None),
        (155, "Western Europe", 150),
        (154, "Northern Europe", 150),
        (39, "Southern Europe", 150),
        (19, "Americas", None),
        (21, "Northern America", 19),
        (5, "South America", 19),
    ],
    "segments": [(1, "SMB"), (2, "Mid-market"), (3, "Enterprise"), (4, "Public sector")],
}
INDUSTRY_IDS = [1, 2, 3, 4, 5]
SUB_REGION_IDS = [155, 154, 39, 21, 5]
SEGMENT_IDS = [1, 2, 3, 4]
LABELS = {"partner_type": {1: "Technology Partner", 2: "Channel Partner"}, "readiness": {1: "Early stage"}}


@dataclass
class Spec:
    """A company of the synthetic catalogue."""

    id: int
    partner_type: int = TECHNOLOGY
    industries: tuple = ()
    agnostic: bool = False
    regions: tuple = ()
    global_: bool = False
    segments: tuple = ()
    readiness: int = 2
    # logo, website, partner page, description, program, offer, size, goal (lengths / codes)
    parts: tuple = (40, 30, 30, 400, 100, 100, 2, 1)
    extras: dict = field(default_factory=lambda: {"deal_sizes": True, "partnership_types": True, "contacts": True})


def catalogue_of(specs: list[Spec]) -> dict:
    logo, website, page, description, program, offer, size, goal = 0, 1, 2, 3, 4, 5, 6, 7
    return {
        "companies": [
            (
                s.id,
                s.partner_type,
                int(s.agnostic),
                int(s.global_),
                s.readiness,
                s.parts[size],
                s.parts[goal],
                s.parts[logo],
                s.parts[website],
                s.parts[page],
                s.parts[description],
                s.parts[program],
                s.parts[offer],
            )
            for s in sorted(specs, key=lambda s: s.id)
        ],
        "industries": [(s.id, i) for s in specs for i in s.industries],
        "regions": [(s.id, r) for s in specs for r in s.regions],
        "segments": [(s.id, g) for s in specs for g in s.segments],
        "with_deal_sizes": [s.id for s in specs if s.extras.get("deal_sizes")],
        "with_partnership_types": [s.id for s in specs if s.extras.get("partnership_types")],
        "with_contacts": [s.id for s in specs if s.extras.get("contacts")],
        "reference": REFERENCE,
    }


def index_of(specs: list[Spec]) -> CompanyIndex:
    return index_build(catalogue_of(specs), version=("test", 1), labels=LABELS)


def profile_of(spec: Spec | None) -> Profile:
    if spec is None:
        return Profile()
    return Profile(
        industry_ids=frozenset(spec.industries),
        is_industry_agnostic=spec.agnostic,
        region_ids=frozenset(spec.regions),
        is_geo_global=spec.global_,
        segment_ids=frozenset(spec.segments),
        partner_type=spec.partner_type,
    )


def totals(index: CompanyIndex, criteria: Criteria, profile: Profile) -> dict[int, float]:
    """Company id -> total score (0-1) of every indexed company."""
    scores: Scores = score_all(index, criteria, profile)
    return {int(cid): float(total) for cid, total in zip(index.company_ids, scores.total, strict=True)}


def scoring_url(**params) -> str:
    """The scoring call with the call-level payload (lists as repeated parameters)."""
    return f"{SCORING}?{urlencode(params, doseq=True)}"


def items_url(search_id) -> str:
    return f"{HISTORY}/{search_id}/items"


def rerun_url(search_id) -> str:
    return f"{HISTORY}/{search_id}/rerun"


def credits_used(user) -> int:
    """Credits the member has spent this period, as the user object shows them."""
    return subscription_summary(user=user)["tokensUsed"]


def credits_spend(user, amount: int) -> None:
    """Spends credits as a search does (the billing service)."""
    search_credits_spend(user=user, amount=amount)


def is_mapped(array) -> bool:
    """Whether `array` is a view of a memory-mapped index file (at any depth of its bases)."""
    import numpy as np

    while array is not None:
        if isinstance(array, np.memmap):
            return True
        array = array.base
    return False
