"""What the assistants may look up, for every provider alike (docs/assistants.md). Companies
in a reply come from here, from the discovery engine over the approved catalogue, never from
a model's free text; what a request means comes from apps/assistants/understanding, and what
a user may see of a company follows the same view access as /api/companies/{id}."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from apps.assistants.understanding import KINDS, Understood, understand, vocabulary
from apps.assistants.understanding.lexicon import CHANNEL, PARTNER_TYPE_NAMES
from apps.billing.selectors import subscription_summary
from apps.companies.models import Company
from apps.companies.selectors import (
    approved_companies_named_in,
    assistant_company_profile,
    company_view_access,
    membership_of,
)
from apps.core.errors import ApplicationError
from apps.core.sanitize import rich_text_plain
from apps.discovery.engine.scoring import Criteria
from apps.discovery.services import PartnerFilter, assistant_search, company_matches, company_matches_count
from apps.knowledge.guides import GUIDES, guide_for

MAX_COMPANIES = 10
DESCRIPTION_CHARS = 280

# --- text -----------------------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def excerpt(text: str, limit: int = DESCRIPTION_CHARS) -> str:
    """The first whole sentences of `text` within `limit` characters (at least one sentence,
    cut at a word with an ellipsis only when the first sentence alone is longer): never a
    word cut in half ("Clients in Au…")."""
    text = " ".join((text or "").split())
    if len(text) <= limit:
        return text
    kept = ""
    for sentence in _SENTENCE_END.split(text):
        candidate = f"{kept} {sentence}".strip()
        if len(candidate) > limit:
            break
        kept = candidate
    if kept:
        return kept
    words = text[:limit].rsplit(" ", 1)[0].rstrip(",;:-")
    return words + "…"


def readable(html: str) -> str:
    """Rich text as one readable line: list items joined by semicolons and closed with a full
    stop ("Vendors get: 15 engineers; a monthly report."), blocks by spaces."""
    html = re.sub(r"[.;,]?\s*</li>\s*<li[^>]*>", "; ", html or "")
    html = re.sub(r"[.;,]?\s*</li>\s*</(?:ul|ol)>", ". ", html)
    return " ".join(rich_text_plain(html).split())


# --- reading a request ----------------------------------------------------------------------------

_CAPITALISED_NAME = re.compile(r"\b([A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of|and|de|la))*\s+[A-Z][\w&.'-]*)")
_ABOUT_NAME = re.compile(
    r"(?:program(?:me)?|offer|profile|details|website|contacts?|about|of|is|does|with|at|from|for)\s+"
    r"((?:[A-Z][\w&.'-]*)(?:\s+(?:[A-Z][\w&.'-]*|&))*)"
)


@dataclass
class Asked:
    """A prompt, read once: its criteria, the catalogue companies it names, and a company name
    it names that is not in the catalogue."""

    text: str
    understood: Understood
    companies: list[Company] = field(default_factory=list)
    unknown_company: str | None = None
    similar: list[str] = field(default_factory=list)  # catalogue names close to the unknown one


def _named_companies(text: str) -> list[Company]:
    """Approved companies whose whole name appears in the text (as words, any case)."""
    found = []
    for company in approved_companies_named_in(text=text, limit=3):
        if re.search(rf"(?<!\w){re.escape(company.name)}(?!\w)", text, re.IGNORECASE):
            found.append(company)
    return found


def _catalogue_names() -> list[str]:
    return list(Company.objects.filter(is_approved=True).values_list("name", flat=True))


def _company_like_name(text: str) -> str | None:
    """A name the prompt asks about that looks like a company's: capitalised words after
    "program of", "about", "is"..., or a run of capitalised words, some of which read as
    nothing (not a criterion, a country or a common word): "Northwind Cloud Security"."""
    if text.isupper():
        return None
    candidates = [m.group(1) for m in _ABOUT_NAME.finditer(text)] + [
        m.group(1) for m in _CAPITALISED_NAME.finditer(text)
    ]
    first_word = text.strip().split()[0] if text.strip() else ""
    for candidate in candidates:
        candidate = candidate.strip(" .?!,")
        words = candidate.split()
        while words and words[0].lower() in {"the", "a", "an"}:
            words = words[1:]
        if not words or (len(words) == 1 and words[0] == first_word):
            continue  # one capitalised word opening a sentence ("Which", "Find")
        if understand(" ".join(words)).leftover:
            return " ".join(words)
    return None


def read(text: str) -> Asked:
    """What a prompt asks, in the catalogue's terms (names of catalogue companies are not
    read as criteria: "Northwind Cloud Security" is no search for cloud and security)."""
    companies = _named_companies(text)
    understood = understand(text, protected=tuple(c.name for c in companies))
    asked = Asked(text=text, understood=understood, companies=companies)
    if not companies:
        name = _company_like_name(text)
        if name and _looks_like_company_question(text, name):
            asked.unknown_company = name
            close = process.extract(name, _catalogue_names(), scorer=fuzz.ratio, limit=3, score_cutoff=80)
            asked.similar = [choice for choice, _, _ in close]
            # The name's words are no criteria ("Cloud Security" in it).
            asked.understood = understand(text, protected=(name,))
    return asked


_COMPANY_QUESTION = re.compile(
    r"\b(program(?:me)?|offer|profile|tell me about|who is|who are|what is|what does|what do|about|details|"
    r"contact|website|is .* (?:in|on) the catalogue)\b",
    re.IGNORECASE,
)


def _looks_like_company_question(text: str, name: str) -> bool:
    """The prompt is about that name (a question about it, or the name alone), not a search
    that happens to hold capitalised words."""
    rest = text.replace(name, " ").strip(" ?.!,")
    return bool(_COMPANY_QUESTION.search(text)) or not rest or len(rest.split()) <= 2


# --- the companies -------------------------------------------------------------------------------


def company_card(result: dict) -> dict:
    """A company of a `Companies` data message (spec section 3, chat data types)."""
    score = result["companyScore"]
    return {
        "companyId": result["companyId"],
        "name": result["companyName"],
        "logoUrl": result["companyLogoUrl"],
        "website": result["website"],
        "description": excerpt(result["description"]),
        "score": score["matchScore"],
        "summary": score["summary"],
        "targetIndustries": result["targertIndustries"],
        "isIndustryAgnostic": result["isIndustryAgnostic"],
        "geoRegions": result["geoRegions"],
        "isGeoGlobal": result["isGeoGlobal"],
        "marketSegments": result["marketSegments"],
        "partnerType": result["partnerType"],
    }


def criteria_of(understood: Understood) -> Criteria:
    """The scored criteria (at most 3 values each, as a discovery search takes)."""
    return Criteria(
        industry_ids=tuple(i for i, _ in understood.industries)[:3] if not understood.is_industry_agnostic else (),
        is_industry_agnostic=understood.is_industry_agnostic,
        region_ids=understood.sub_region_ids()[:3] if not understood.is_geo_global else (),
        is_geo_global=understood.is_geo_global,
        segment_ids=tuple(i for i, _ in understood.segments)[:3],
    )


def partner_filter_of(understood: Understood) -> PartnerFilter:
    return PartnerFilter(
        partner_types=tuple(sorted({kind.partner_type for kind in understood.partner_kinds})),
        implied=tuple(sorted({pid for kind in understood.partner_kinds for pid in kind.implied})),
        required=tuple(i for i, _ in understood.partnerships),
    )


@dataclass
class SearchAnswer:
    """The companies a request found, best first, and what to say about them."""

    cards: list[dict]
    total: int  # companies meeting the criteria in all
    wanted: str  # the criteria in words
    refusal: ApplicationError | None = None  # the discovery gate (member chat)
    credits_spent: int = 0
    credits_left: int | None = None
    paid: bool = False
    truncated: list[str] = field(default_factory=list)  # kinds cut to 3 values


def _truncated(understood: Understood) -> list[str]:
    cut = []
    if not understood.is_industry_agnostic and len(understood.industries) > 3:
        cut.append("industries")
    if not understood.is_geo_global and len(understood.sub_region_ids()) > 3:
        cut.append("regions")
    if len(understood.segments) > 3:
        cut.append("market segments")
    return cut


def search(*, user, understood: Understood, limit: int, paid: bool) -> SearchAnswer:
    """The companies meeting every criterion asked, best first, as cards. `paid`: the member
    chat's search, which passes the discovery gate and spends a credit per company shown,
    recorded in the partner pipeline (docs/assistants.md); otherwise an administrator's free
    look-up."""
    limit = max(1, min(int(limit), MAX_COMPANIES))
    criteria, partner = criteria_of(understood), partner_filter_of(understood)
    answer = SearchAnswer(cards=[], total=0, wanted=understood.described(), paid=paid, truncated=_truncated(understood))
    if paid:
        try:
            matches = assistant_search(user=user, criteria=criteria, partner=partner, limit=limit)
        except ApplicationError as refusal:
            answer.refusal = refusal
            return answer
        answer.credits_spent = len(matches.results)
        plan = subscription_summary(user=user)
        answer.credits_left = max(plan["tokensQuota"] - plan["tokensUsed"], 0)
    else:
        matches = company_matches(user=user, criteria=criteria, partner=partner, limit=limit)
    answer.cards = [company_card(result) for result in matches.results]
    if not partner.is_empty():
        _say_partner_kind(answer.cards, partner)
    answer.total = matches.total
    return answer


def _say_partner_kind(cards: list[dict], partner: PartnerFilter) -> None:
    """Adds to each card's summary how it is the kind of partner asked for ("A Technology
    Partner offering MSP partnerships."): the engine's summary speaks of the scored criteria."""
    wanted = set(partner.implied) | set(partner.required)
    offered: dict[int, list[str]] = {}
    through = Company.partnership_types.through
    rows = through.objects.filter(company_id__in=[c["companyId"] for c in cards], partnershiptype_id__in=wanted)
    for company_id, name in rows.values_list("company_id", "partnershiptype__name").order_by("partnershiptype_id"):
        offered.setdefault(company_id, []).append(name)
    type_names = {1: "Technology Partner", 2: "Channel Partner"}
    for card in cards:
        kind = f"A {type_names.get(card['partnerType'], 'partner')}"
        names = offered.get(card["companyId"], [])
        if names:
            kind += f" offering {' and '.join(names)} partnerships"
        card["summary"] = f"{card['summary']} {kind}."


def find_companies(*, user, understood: Understood, limit: int = 5) -> list[dict]:
    """An administrator's look-up: the best companies meeting every criterion, as cards."""
    return search(user=user, understood=understood, limit=limit, paid=False).cards


@dataclass(frozen=True)
class Broadening:
    said: str  # "widen Northern America to the Americas"
    ask: str  # the request that would find them
    count: int


def nearest_broadening(*, user, understood: Understood) -> Broadening | None:
    """When nothing meets the criteria: the smallest change that finds companies, with how
    many it finds (counted, nothing spent): the sub-regions' whole regions, then without the
    market segment, then any kind of partner, then without the industry."""
    vocab = vocabulary()
    tries: list[tuple[str, Understood]] = []
    regions = understood.sub_region_ids()
    if regions and not understood.is_geo_global:
        parents = sorted({vocab.region_parent.get(r) for r in regions} - {None})
        wider = Understood(
            **{**understood.__dict__, "regions": [(p, vocab.names["region"][p]) for p in parents], "places": []}
        )
        tries.append(
            (f"widen {' and '.join(understood.region_words())} to {' and '.join(n for _, n in wider.regions)}", wider)
        )
    if understood.segments:
        tries.append(("leave out the market segment", Understood(**{**understood.__dict__, "segments": []})))
    if understood.partner_kinds or understood.partnerships:
        tries.append(
            (
                "look for any kind of partner",
                Understood(**{**understood.__dict__, "partner_kinds": [], "partnerships": []}),
            )
        )
    if understood.industries and (regions or understood.segments):
        tries.append(("leave out the industry", Understood(**{**understood.__dict__, "industries": []})))
    for said, wider in tries:
        if not wider.has_criteria():
            continue
        count = company_matches_count(user=user, criteria=criteria_of(wider), partner=partner_filter_of(wider))
        if count:
            return Broadening(said=said, ask=wider.described(), count=count)
    return None


# --- follow-ups ---------------------------------------------------------------------------------

_LINKED = re.compile(r"\]\(/companies/(\d+)\)")


def companies_in_history(history) -> list[int]:
    """The companies the thread's last answer with companies showed, in its order: a data
    message's cards, or the links of a text answer."""
    for turn in reversed(history):
        if not turn.is_assistant:
            continue
        data = getattr(turn, "data", None)
        if isinstance(data, list) and data and isinstance(data[0], dict) and "companyId" in data[0]:
            return [int(item["companyId"]) for item in data]
        ids = [int(i) for i in _LINKED.findall(turn.text or "")]
        if ids:
            return list(dict.fromkeys(ids))
    return []


def companies_by_id(ids: list[int]) -> list[Company]:
    by_id = {c.pk: c for c in Company.objects.filter(pk__in=ids, is_approved=True)}
    return [by_id[i] for i in ids if i in by_id]


# --- a company's profile ---------------------------------------------------------------------------

READINESS_WORDS = {1: "Early stage", 2: "Developing", 3: "Mature partner"}


def company_facts(*, user, company: Company) -> dict:
    """What the user may be told about a company: its public profile always; its targets,
    partner program, partnership types and offer only with view access (admins, its members,
    members on a paid plan), as /api/companies/{id} shows them. Never its contacts."""
    access = company_view_access(viewer=user, company=company)
    facts = {
        "companyId": company.pk,
        "name": company.name,
        "website": company.website,
        "link": f"/companies/{company.pk}",
        "partnerType": PARTNER_TYPE_NAMES.get(company.partner_type, "partners")[:-1],
        "description": excerpt(readable(company.description), 400),
        "viewAccess": access,
    }
    if access:
        values = assistant_company_profile(company=company)["values"]
        facts.update(
            {
                "program": excerpt(readable(values.get("partnerProgramDescription") or ""), 600),
                "offer": excerpt(readable(values.get("offerDescription") or ""), 400),
                "partnershipTypes": [p["name"] for p in values.get("partnershipTypes", [])],
                "readiness": READINESS_WORDS.get(values.get("partnerReadiness") or 0, ""),
                "targetIndustries": ["every industry"]
                if values.get("isIndustryAgnostic")
                else [i["name"] for i in values.get("targetIndustries", [])],
                "geoRegions": ["every region"]
                if values.get("isGeoGlobal")
                else [r["name"] for r in values.get("geoRegions", [])],
                "marketSegments": [s["name"] for s in values.get("marketSegments", [])],
                "partnerPage": values.get("partnerPage") or "",
            }
        )
    return facts


def program_strength(facts: dict) -> tuple:
    """How developed a partner program is, for "which of those has the strongest program":
    readiness, then the partnership types offered, then a written program and an offer."""
    readiness = {"Mature partner": 3, "Developing": 2, "Early stage": 1}.get(facts.get("readiness", ""), 0)
    return (
        readiness,
        len(facts.get("partnershipTypes", [])),
        len(facts.get("program", "")) >= 120,
        bool(facts.get("offer")),
        bool(facts.get("partnerPage")),
    )


# --- the account, the options, the guides ----------------------------------------------------------


def reference_list(kind: str) -> list[dict]:
    """Industries, GeoRegions (sub-regions) or MarketSegments, as {name} items."""
    vocab = vocabulary()
    if kind == "Industries":
        names = sorted(vocab.names["industry"].values())
    elif kind == "MarketSegments":
        names = [vocab.names["segment"][i] for i in sorted(vocab.names["segment"])]
    elif kind == "GeoRegions":
        names = sorted(vocab.names["region"][i] for i in vocab.sub_region_ids())
    else:
        raise ValueError(kind)
    return [{"name": name} for name in names]


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
    named = _named_companies(text)
    return assistant_company_profile(company=named[0]) if named else None


def own_company_profile(*, user) -> dict | None:
    membership = membership_of(user=user)
    if membership is None or not membership.company.is_approved:
        return None
    return assistant_company_profile(company=membership.company)


__all__ = ["CHANNEL", "KINDS"]
