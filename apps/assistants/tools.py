"""What the assistants may look up, for every provider alike (docs/assistants.md). Companies
in a reply come from here, from the discovery engine over the approved catalogue, never from
a model's free text."""

from __future__ import annotations

from apps.assistants.understanding import Understood, normalise, understand, vocabulary
from apps.billing.selectors import subscription_summary
from apps.companies.selectors import approved_companies_named_in, assistant_company_profile, membership_of
from apps.discovery.engine.scoring import Criteria
from apps.discovery.services import company_matches
from apps.knowledge.guides import GUIDES, guide_for

MAX_COMPANIES = 10
DESCRIPTION_CHARS = 280


def _short(text: str) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= DESCRIPTION_CHARS else text[: DESCRIPTION_CHARS - 1].rstrip() + "…"


def company_card(result: dict) -> dict:
    """A company of a `Companies` data message (spec section 3, chat data types)."""
    score = result["companyScore"]
    return {
        "companyId": result["companyId"],
        "name": result["companyName"],
        "logoUrl": result["companyLogoUrl"],
        "website": result["website"],
        "description": _short(result["description"]),
        "score": score["matchScore"],
        "summary": score["summary"],
        "targetIndustries": result["targertIndustries"],
        "isIndustryAgnostic": result["isIndustryAgnostic"],
        "geoRegions": result["geoRegions"],
        "isGeoGlobal": result["isGeoGlobal"],
        "marketSegments": result["marketSegments"],
    }


def find_companies(*, user, understood: Understood, limit: int = 5) -> list[dict]:
    """The best matching approved companies for what was understood, as cards."""
    criteria = Criteria(
        industry_ids=tuple(i for i, _ in understood.industries),
        is_industry_agnostic=understood.is_industry_agnostic,
        region_ids=understood.sub_region_ids(),
        is_geo_global=understood.is_geo_global,
        segment_ids=tuple(i for i, _ in understood.segments),
    )
    limit = max(1, min(int(limit), MAX_COMPANIES))
    results = company_matches(
        user=user,
        criteria=criteria,
        partnership_type_ids=tuple(i for i, _ in understood.partnerships),
        limit=limit,
    )
    return [company_card(r) for r in results]


def understood_from_names(
    *, industries=(), regions=(), segments=(), partnership_types=(), is_geo_global=False, is_industry_agnostic=False
) -> tuple[Understood, list[str]]:
    """A model's tool arguments (names) as catalogue items, and the names not recognised."""
    result = Understood(is_geo_global=bool(is_geo_global), is_industry_agnostic=bool(is_industry_agnostic))
    unknown: list[str] = []
    wanted = (
        ("industry", industries, result.industries),
        ("region", regions, result.regions),
        ("segment", segments, result.segments),
        ("partnership", partnership_types, result.partnerships),
    )
    for kind, names, into in wanted:
        for name in names or ():
            found = [
                (item_id, item_name)
                for alias, k, item_id, item_name in vocabulary().aliases
                if k == kind and alias == normalise(str(name))
            ]
            if not found:  # a longer phrase that names an item ("cloud security companies")
                found = getattr(
                    understand(str(name)),
                    {
                        "industry": "industries",
                        "region": "regions",
                        "segment": "segments",
                        "partnership": "partnerships",
                    }[kind],
                )
            if not found:
                unknown.append(str(name))
            for item in found[:1]:
                if item not in into:
                    into.append(item)
    return result, unknown


def reference_list(kind: str) -> list[dict]:
    """Industries, GeoRegions (sub-regions) or MarketSegments, as {name} items."""
    vocab = vocabulary()
    if kind == "Industries":
        names = vocab.names["industry"].values()
    elif kind == "MarketSegments":
        names = vocab.names["segment"].values()
    elif kind == "GeoRegions":
        subs = {s for children in vocab.region_children.values() for s in children}
        names = [name for item_id, name in vocab.names["region"].items() if item_id in subs]
    else:
        raise ValueError(kind)
    ordered = sorted(names) if kind != "MarketSegments" else list(names)
    return [{"name": name} for name in ordered]


def account_summary(*, user) -> dict:
    """The user's own plan, search credits and company, as the assistant may tell them."""
    plan = subscription_summary(user=user)
    membership = membership_of(user=user)
    company = membership.company if membership else None
    return {
        "planId": plan["pricingPlanId"],
        "planName": plan["pricingPlanName"],
        "isActive": plan["isActive"],
        "creditsLeft": max(plan["tokensQuota"] - plan["tokensUsed"], 0) if plan["isActive"] else 0,
        "creditsQuota": plan["tokensQuota"],
        "periodEnd": plan["endDate"].date().isoformat() if plan["endDate"] else None,
        "company": (
            {
                "name": company.name,
                "status": "Approved" if company.is_approved else "Pending Approval",
                "isCompanyAdmin": membership.is_company_admin,
            }
            if company
            else None
        ),
    }


def guide_lookup(text: str) -> dict | None:
    guide = guide_for(text)
    if guide is None:
        return None
    return {"title": guide.title, "path": guide.path, "points": list(guide.points)}


def guides_index() -> list[dict]:
    return [{"title": g.title, "path": g.path} for g in GUIDES]


def company_profile_named_in(text: str) -> dict | None:
    """The approved company the text names (the longest name that appears), its profile."""
    named = approved_companies_named_in(text=text, limit=1)
    return assistant_company_profile(company=named[0]) if named else None


def own_company_profile(*, user) -> dict | None:
    membership = membership_of(user=user)
    if membership is None or not membership.company.is_approved:
        return None
    return assistant_company_profile(company=membership.company)
