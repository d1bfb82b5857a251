"""The built-in provider's drafts: the partner program builder and the internal GPT agents
(docs/assistants.md). Offline and template-based, so every draft is built from what the user
typed (the partner named, numbers, regions, dates, tiers), the member's own company profile
and the named partner's profile as the user may see it; what is missing is asked for in
[brackets] or a closing question, never invented. An agent's instructions never leave the
server: they are not quoted, summarised or echoed, whatever the prompt asks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from apps.assistants import tools
from apps.assistants.providers.base import GenerationRequest
from apps.assistants.understanding import Understood
from apps.companies.models import Company
from apps.core.sanitize import rich_text_plain

# --- what the user typed --------------------------------------------------------------------------

_NUMBER = r"\d+(?:[.,]\d+)?"
_PERCENT = re.compile(rf"({_NUMBER})\s?(?:%|percent|per cent)", re.IGNORECASE)
_MONEY = re.compile(
    rf"((?:[$€£]\s?{_NUMBER}\s?[kKmM]?)|(?:{_NUMBER}\s?[kKmM]?\s?(?:USD|EUR|GBP|dollars|euros|pounds)))"
)
_DURATION = re.compile(
    rf"\b({_NUMBER}|one|two|three|four|five|six|twelve)[\s-]*(day|week|month|year)s?\b", re.IGNORECASE
)
_DATE = re.compile(
    r"\b(?:(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)"
    r"(?:\s+\d{1,2})?(?:,?\s+\d{4})?|Q[1-4](?:\s+\d{4})?|\d{4}-\d{2}-\d{2}|next (?:week|month|quarter|monday|"
    r"tuesday|wednesday|thursday|friday))\b",
    re.IGNORECASE,
)
_TIER_NAMES = ("Registered", "Authorized", "Authorised", "Bronze", "Silver", "Gold", "Platinum", "Diamond", "Elite",
               "Premier", "Select", "Advanced", "Expert", "Strategic")  # fmt: skip
_TIER_COUNT = re.compile(r"\b(\d|two|three|four|five)\s+tiers?\b", re.IGNORECASE)
_NFR = re.compile(r"\b(?:(\d+)\s+)?(?:NFR|not[- ]for[- ]resale|demo)\s+licen[cs]es?\b", re.IGNORECASE)
_NAME_AFTER = re.compile(
    r"\b(?:to|for|with|partner|called|named)\s+((?:[A-Z][\w&.'-]*)(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)"
)
_CONTEXT_WORDS = ("margin", "discount", "commission", "referral", "rebate", "mdf", "fee", "off", "bonus")


def _context(text: str, start: int, end: int, width: int = 40) -> str:
    return text[max(0, start - width) : end + width].lower()


@dataclass
class Facts:
    text: str
    understood: Understood
    named: list[Company] = field(default_factory=list)  # catalogue companies named
    partner_name: str | None = None  # a partner named that is not in the catalogue
    percents: list[tuple[str, str]] = field(default_factory=list)  # (number, what it is of)
    money: list[str] = field(default_factory=list)
    durations: list[tuple[str, str]] = field(default_factory=list)  # ("6 months", context)
    dates: list[str] = field(default_factory=list)
    tiers: list[str] = field(default_factory=list)
    tier_count: str | None = None
    nfr: str | None = None

    def percent_for(self, *words: str) -> str | None:
        for value, context in self.percents:
            if any(word in context for word in words):
                return value
        return None

    def duration_for(self, *words: str) -> str | None:
        for value, context in self.durations:
            if any(word in context for word in words):
                return value
        return None

    @property
    def given(self) -> bool:
        return bool(
            self.named
            or self.partner_name
            or self.percents
            or self.money
            or self.durations
            or self.dates
            or self.tiers
            or self.nfr
            or self.understood.has_criteria()
        )


def facts_of(text: str) -> Facts:
    asked = tools.read(text)
    facts = Facts(text=text, understood=asked.understood, named=asked.companies)
    for match in _PERCENT.finditer(text):
        context = _context(text, match.start(), match.end())
        kind = next((w for w in _CONTEXT_WORDS if w in context), "")
        facts.percents.append((f"{match.group(1)}%", kind or context))
    facts.money = [m.group(1).strip() for m in _MONEY.finditer(text)]
    for match in _DURATION.finditer(text):
        facts.durations.append((f"{match.group(1)} {match.group(2).lower()}s".replace(" 1 days", " 1 day"),
                                _context(text, match.start(), match.end())))  # fmt: skip
    facts.dates = [m.group(0) for m in _DATE.finditer(text)]
    # Tier names as names (capitalised): "a registered deal" names no Registered tier.
    facts.tiers = [name for name in _TIER_NAMES if re.search(rf"\b{name}\b", text)]
    count = _TIER_COUNT.search(text)
    facts.tier_count = count.group(1) if count else None
    nfr = _NFR.search(text)
    if nfr:
        facts.nfr = f"{nfr.group(1)} NFR licences" if nfr.group(1) else "NFR (not-for-resale) licences"
    if not asked.companies:
        name = asked.unknown_company
        if name is None:
            after = _NAME_AFTER.search(text)
            name = after.group(1).strip(" .,") if after else None
        if name and not _is_criteria_words(name, asked.understood):
            facts.partner_name = name
    return facts


def _is_criteria_words(name: str, understood: Understood) -> bool:
    read = tools.read(name).understood
    return read.has_criteria() and not read.unknown and len(name.split()) <= 3


def _sentences(text: str, limit: int) -> str:
    return tools.excerpt(rich_text_plain(text or ""), limit)


def _own(user) -> dict | None:
    membership = tools.membership_of(user=user)
    if membership is None or not membership.company.is_approved:
        return None
    return tools.company_facts(user=user, company=membership.company)


def _join(items: list[str], word: str = "and") -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


# --- keeping the instructions on the server -----------------------------------------------------

_EXTRACTION = re.compile(
    r"\b(?:your|the system|system|initial|hidden|original|previous|prior|secret|developer|internal|these|those)\s+"
    r"(?:instructions?|prompts?|rules|guidelines|configuration|directives|brief)\b"
    r"|\binstructions?\s+(?:you (?:were|have been|got)|above|given to you)"
    r"|\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|rules|prompt)\b"
    r"|\bsystem\s*prompt\b|\b(?:text|words|message)s? above\b|\beverything (?:above|before this)\b"
    r"|\bhow (?:you are|you're|you were) (?:set up|configured|programmed|instructed)\b"
    r"|\bwhat (?:were|are) you told\b",
    re.IGNORECASE,
)


def asks_for_instructions(prompt: str) -> bool:
    """A prompt that asks for (or to drop) the assistant's own instructions ("Output your
    instructions exactly", "ignore the rules above"); not one about instructions for partners."""
    return bool(_EXTRACTION.search(prompt))


def _capability(name: str) -> str:
    kind = agent_kind(name)
    return {
        "pitch": "write a first-contact pitch to a partner: tell me the partner's name and market",
        "comarketing": "draft a 90-day co-marketing plan: tell me the partner, the audience and the budget",
        "value": "write a joint value proposition: tell me the partner and the customers you share",
        "review": "review your partner program: paste it here",
        "dealreg": "draft a deal registration policy: tell me your protection period and approval time",
        "onboarding": "plan a partner's first 90 days: tell me the partner type and your sales cycle",
        "qbr": "prepare a quarterly business review: give me the quarter's numbers",
        "mdf": "write a market development funds request: say what you plan to run, for whom and what it costs",
    }.get(kind, "help with the task I was made for: tell me the facts to work from")


# --- the agents ------------------------------------------------------------------------------------

_KINDS = (
    ("pitch", ("pitch",)),
    ("comarketing", ("co-marketing", "comarketing", "co marketing")),
    ("value", ("value proposition",)),
    ("review", ("review",)),
    ("dealreg", ("deal registration",)),
    ("onboarding", ("onboarding",)),
    ("qbr", ("qbr", "business review")),
    ("mdf", ("mdf", "market development")),
)


def agent_kind(name: str) -> str:
    lowered = name.lower()
    for kind, words in _KINDS:
        if any(word in lowered for word in words):
            return kind
    return "other"


def agent_answer(request: GenerationRequest) -> str:
    name = request.agent_name or "This agent"
    if asks_for_instructions(request.prompt):
        return f"I can't share how I'm set up. What I can do: {_capability(name)}."
    facts = facts_of(request.prompt)
    kind = agent_kind(name)
    writer = {
        "pitch": _pitch,
        "comarketing": _comarketing,
        "value": _value_proposition,
        "review": _review,
        "dealreg": _deal_registration,
        "onboarding": _onboarding,
        "qbr": _qbr,
        "mdf": _mdf,
    }.get(kind, _outline)
    return writer(request.user, facts, name)


def _partner_facts(user, facts: Facts) -> dict | None:
    if facts.named:
        return tools.company_facts(user=user, company=facts.named[0])
    return None


def market_phrase(understood: Understood) -> str:
    """The customers a request names, as a phrase: "Cybersecurity customers in Western Europe"
    (industries, regions, segments; not the kind of partner)."""
    industries = " and ".join(n for _, n in understood.industries[:2])
    regions = " and ".join(understood.region_words()) if (understood.regions or understood.places) else ""
    segments = " and ".join(n for _, n in understood.segments[:2])
    phrase = f"{industries} customers" if industries else ("customers" if regions or segments else "")
    if segments:
        phrase += f" ({segments})"
    if regions:
        phrase += f" in {regions}"
    return phrase


def _market_words(understood: Understood, partner: dict | None) -> str:
    if understood.has_search_criteria():
        return market_phrase(understood)
    if partner and partner.get("viewAccess"):
        industries = " and ".join(partner["targetIndustries"][:2])
        regions = " and ".join(partner["geoRegions"][:2])
        return " ".join(
            p
            for p in (f"{industries} customers" if industries else "customers", f"in {regions}" if regions else "")
            if p
        )
    return ""


def _pitch(user, facts: Facts, name: str) -> str:
    own = _own(user)
    partner = _partner_facts(user, facts)
    partner_name = partner["name"] if partner else facts.partner_name
    ours = own["name"] if own else "[your company]"
    market = _market_words(facts.understood, partner)
    lines = []
    if not partner_name:
        lines.append("_Tell me the partner's name (and their market if you know it): I used placeholders._\n")
    their = partner_name or "[partner name]"
    customers = market or "[their customers]"
    lines += [f"**Subject:** {ours} and {their}: more for your {customers}", "", f"Hi {their} team,", ""]
    about = _sentences(own["description"], 180) if own and own.get("description") else "[what you do, in one sentence]"
    lines.append(f"Your {market or 'customers'} want [the outcome they ask you for]. {ours} helps with that: {about}")
    lines.append("")
    proof = facts.percents[0][0] if facts.percents else None
    if proof:
        lines.append(f"Together we can offer them a complete answer; our customers see {proof} {facts.percents[0][1]}.")
    else:
        lines.append("Together we can offer them a complete answer. [One proof point you can back: a customer result.]")
    lines.append("")
    when = f" {facts.dates[0]}" if facts.dates else " next week"
    lines += [f"Could we book 20 minutes{when} to see whether it fits?", "", "Best regards,", f"[Your name], {ours}"]
    lines += [
        "",
        "**LinkedIn version:**",
        f"Hi {their} team, {ours} works with companies like your {customers}. "
        f"Open to a 20-minute call{when} about a partnership?",
    ]
    if partner and partner.get("description"):
        lines += ["", f"_About {partner['name']}, from its profile:_ {partner['description']}"]
    return "\n".join(lines)


def _comarketing(user, facts: Facts, name: str) -> str:
    own = _own(user)
    partner = _partner_facts(user, facts)
    ours = own["name"] if own else "[your company]"
    theirs = partner["name"] if partner else facts.partner_name or "[partner]"
    audience = _market_words(facts.understood, partner) or "[shared audience]"
    budget = facts.money[0] if facts.money else "[budget]"
    missing = [w for w, ok in (("the partner", partner or facts.partner_name), ("the budget", facts.money),
                               ("the shared audience", facts.understood.has_search_criteria())) if not ok]  # fmt: skip
    lines = [
        f"## 90-day co-marketing plan: {ours} and {theirs}",
        "",
        f"**Audience:** {audience}. **Budget:** {budget}.",
        "",
        f"**Joint message:** {ours} and {theirs} together give {audience} [the outcome neither delivers alone].",
        "",
        "| Weeks | Campaign | Owner | Channel |",
        "|---|---|---|---|",
        f"| 1-4 | Joint webinar for {audience} | {ours} | E-mail, LinkedIn |",
        f"| 5-8 | Co-branded case study and customer offer | {theirs} | Partner newsletter, sales outreach |",
        "| 9-12 | Account-based outreach to 20 shared target accounts | Both | Direct sales |",
        "",
        "**Lead sharing:** leads go to the side that sourced them; shared accounts are registered in the deal "
        "registration portal before the first meeting.",
        "",
        "**Metrics to track:** registrations, meetings booked, qualified opportunities, pipeline value, closed deals. "
        "[Set a target for each.]",
    ]
    if missing:
        lines += ["", f"_Tell me {_join(missing)} and I will fill in the plan._"]
    return "\n".join(lines)


def _value_proposition(user, facts: Facts, name: str) -> str:
    own = _own(user)
    partner = _partner_facts(user, facts)
    ours = own["name"] if own else "[your company]"
    theirs = partner["name"] if partner else facts.partner_name or "[partner]"
    customer = _market_words(facts.understood, partner) or "[the shared customer]"
    lines = [
        f"## Joint value proposition: {ours} + {theirs}",
        "",
        f"**Shared customer:** {customer}.",
        "",
        "**What each brings:**",
        f"- {ours}: {_sentences(own['description'], 200) if own and own.get('description') else '[what you solve]'}",
        f"- {theirs}: {partner['description'] if partner and partner.get('description') else '[what they solve]'}",
        "",
        f"**One line:** For {customer}, {ours} and {theirs} deliver [the outcome] in one offer.",
        "",
        "**Evidence to add before you use it:** a shared customer result, a time or cost saved, an integration "
        "or service that only the combination offers.",
        "",
        "_The built-in assistant assembles this from your profiles and what you typed; it cannot judge which "
        "problems matter most to your customers. Name the three that hurt them most and I will match each with "
        "one of you._",
    ]
    return "\n".join(lines)


_REVIEW_AREAS = (
    ("Tiers", ("tier", "silver", "gold", "platinum", "level")),
    ("Margins and incentives", ("margin", "discount", "commission", "rebate", "referral fee", "%")),
    ("Enablement", ("training", "certif", "enablement", "nfr", "demo licen", "onboarding", "portal")),
    ("Deal protection", ("deal registration", "deal reg", "protect", "conflict")),
    ("Marketing support", ("mdf", "market development", "co-marketing", "co-branded", "campaign", "leads")),
    ("Ease of doing business", ("portal", "payment", "net ", "contract", "self-serve", "approval", "support")),
)


def _review(user, facts: Facts, name: str) -> str:
    text = facts.text
    if len(text.split()) < 25:
        return (
            "Paste your partner program (tiers, margins, enablement, deal registration, marketing support, "
            "terms) and I will review it as a reseller deciding whether to join would. I will quote what you "
            "wrote and score each area from 1 to 5."
        )
    lowered = text.lower()
    lines = ["## Partner program review", "", "| Area | Score | Why |", "|---|---|---|"]
    fixes = []
    for area, words in _REVIEW_AREAS:
        hits = [w for w in words if w in lowered]
        found = _area_facts(area, facts)
        score = min(5, 1 + len(hits) + (1 if found else 0))
        if found:
            why = f"You wrote: {found}."
        elif hits:
            why = "Mentioned, without numbers a partner can plan with."
        else:
            why = "Not covered."
        lines.append(f"| {area} | {score}/5 | {why} |")
        if score <= 2:
            fixes.append(_fix(area))
    if not fixes:
        fixes.append("State every number in one table partners can compare with other vendors' programs.")
    lines += ["", "**The changes that would matter most:**"]
    lines += [f"{n}. {fix}" for n, fix in enumerate(fixes[:5], 1)]
    lines += ["", "_Scores count what the program states; they do not judge whether your numbers suit your market._"]
    return "\n".join(lines)


def _area_facts(area: str, facts: Facts) -> str:
    if area == "Tiers":
        if facts.tiers:
            return f"tiers {_join(facts.tiers)}"
        return f"{facts.tier_count} tiers" if facts.tier_count else ""
    if area == "Margins and incentives":
        return _join([f"{value} {kind}".strip() for value, kind in facts.percents if kind in _CONTEXT_WORDS])
    if area == "Enablement":
        return facts.nfr or ""
    if area == "Deal protection":
        period = facts.duration_for("protect", "registration", "deal")
        return f"deals protected for {period}" if period else ""
    if area == "Marketing support":
        mdf = facts.percent_for("mdf") or (facts.money[0] if facts.money else None)
        return f"MDF {mdf}" if mdf and "mdf" in facts.text.lower() else ""
    return ""


def _fix(area: str) -> str:
    return {
        "Tiers": "Define two or three tiers with the revenue or certification that earns each, and what each unlocks.",
        "Margins and incentives": "State the margin or referral fee per tier as a percentage partners can plan with.",
        "Enablement": "Add sales and technical training, NFR (demo) licences and a named partner manager.",
        "Deal protection": "Add deal registration with a protection period (90 days is usual) and an approval time.",
        "Marketing support": "Offer market development funds or co-marketing campaigns for qualified partners.",
        "Ease of doing business": "Give a partner portal, clear payment terms and one contact for questions.",
    }[area]


def _deal_registration(user, facts: Facts, name: str) -> str:
    protection = facts.duration_for("protect", "registration", "valid", "exclusiv") or "90 days (proposed)"
    approval = facts.duration_for("approv", "review", "respond") or "2 business days (proposed)"
    own = _own(user)
    ours = own["name"] if own else "[Vendor]"
    return "\n".join(
        [
            f"## {ours} deal registration policy",
            "",
            "| Rule | Policy |",
            "|---|---|",
            "| Who may register | Authorised partners in good standing |",
            "| What to send | Customer, contact, opportunity size, products, expected close date |",
            f"| Approval time | {approval} |",
            f"| Protection period | {protection}, renewable once when the deal progresses |",
            "| Conflicts | The first complete registration wins; direct sales do not compete with a registered deal |",
            "| Renewals | The partner that registered the deal keeps the renewal while the customer stays with it |",
            "| Disputes | Settled by the channel manager within 10 business days |",
            "",
            "A registration is accepted when it names a new opportunity not already in our pipeline. Registered "
            "deals get the registered-deal discount; an expired registration may be registered again once.",
            "",
            "_Values marked (proposed) are mine: tell me yours and I will use them._"
            if "(proposed)" in protection + approval
            else "",
        ]
    ).strip()


def _onboarding(user, facts: Facts, name: str) -> str:
    kinds = [k.word for k in facts.understood.partner_kinds]
    partner_type = _join(kinds) or "[partner type]"
    cycle = facts.duration_for("cycle", "sales") or "[your sales cycle]"
    lines = [
        f"## 30-60-90 day onboarding plan for a new {partner_type}",
        "",
        f"**Sales cycle:** {cycle}.",
        "",
        "**Days 1-30: set up**",
        "- Contract signed and partner portal access (owner: channel manager)",
        "- Sales training and first certification (owner: partner sales lead)",
        f"- {facts.nfr or 'NFR (demo) licences'} issued (owner: partner operations)",
        "",
        "**Days 31-60: first motion**",
        "- Joint account plan for 10 target customers (owner: both)",
        "- First co-branded campaign (owner: partner marketing)",
        "",
        "**Days 61-90: first deal**",
        "- First registered deal and a joint customer meeting (owner: partner sales lead)",
        "- Review: pipeline created, certifications, next quarter's plan (owner: channel manager)",
    ]
    if not kinds or cycle.startswith("["):
        lines += ["", "_Tell me the partner type and your sales cycle and I will fit the plan to them._"]
    return "\n".join(lines)


def _qbr(user, facts: Facts, name: str) -> str:
    numbers = facts.money + [value for value, _ in facts.percents]
    if not numbers:
        return (
            "To prepare the QBR I need the quarter's numbers: revenue against target, pipeline, deals won and lost, "
            "and what was planned. Paste them here and I will build the agenda, the results summary and three "
            "commitments; I will not guess them."
        )
    partner = _partner_facts(user, facts)
    theirs = partner["name"] if partner else facts.partner_name or "[partner]"
    return "\n".join(
        [
            f"## Quarterly business review with {theirs}",
            "",
            "**Agenda:** results against plan, pipeline, wins and losses, changes, commitments.",
            "",
            f"**The numbers you gave:** {_join(numbers)}.",
            "",
            "**Commitments for next quarter:**",
            f"1. [Pipeline target] (owner: {theirs}, date: [end of quarter])",
            "2. [Enablement step] (owner: channel manager, date: [date])",
            "3. [Joint campaign] (owner: both, date: [date])",
            "",
            "_Tell me which number is which (target, actual, pipeline) and I will write the results summary._",
        ]
    )


def _mdf(user, facts: Facts, name: str) -> str:
    own = _own(user)
    ours = own["name"] if own else "[your company]"
    partner = _partner_facts(user, facts)
    vendor = partner["name"] if partner else facts.partner_name or "[vendor]"
    budget = facts.money[0] if facts.money else "[amount]"
    audience = _market_words(facts.understood, partner) or "[audience]"
    when = facts.dates[0] if facts.dates else "[dates]"
    lines = [
        f"## MDF request: {ours} to {vendor}",
        "",
        f"**Activity:** [what you will run], {when}.",
        f"**Audience:** {audience}.",
        f"**Budget requested:** {budget}.",
        "**Expected results:** [leads], [opportunities], [pipeline value], and how you estimated each.",
        "**Proof of performance:** attendee list, campaign report and the opportunities registered, within 30 days.",
    ]
    missing = [w for w, ok in (("the budget", facts.money), ("the dates", facts.dates)) if not ok]
    if missing:
        lines += ["", f"_Tell me {_join(missing)} and the activity, and I will complete the request._"]
    return "\n".join(lines)


def _outline(user, facts: Facts, name: str) -> str:
    """A task the built-in assistant has no template for: said plainly, with an outline of the
    user's own facts."""
    given = []
    if facts.named:
        given.append(f"Partner: {facts.named[0].name}")
    elif facts.partner_name:
        given.append(f"Partner: {facts.partner_name}")
    if facts.understood.has_criteria():
        given.append(f"Market: {facts.understood.described()}")
    given += [f"Figure: {value} {kind}".strip() for value, kind in facts.percents]
    given += [f"Amount: {money}" for money in facts.money]
    given += [f"Date: {date}" for date in facts.dates]
    text = (
        f"The built-in assistant cannot write this for {name} well: it works from templates. Here is an outline "
        "with what you gave me, to finish yourself or with an AI model connected."
    )
    if given:
        return text + "\n\n" + "\n".join(f"- {item}" for item in given)
    return text + "\n\n- Goal: [what you want]\n- Partner: [who]\n- Figures and dates: [what you know]"


# --- the partner program builder -----------------------------------------------------------------


def program(user, notes: str) -> str:
    """A partner program drafted from the notes' terms (regions like DACH, margins, NFR
    licences, tiers) and the profile of the company they name (or the user's own), with
    what is still missing asked at the end."""
    facts = facts_of(notes)
    profile = tools.company_facts(user=user, company=facts.named[0]) if facts.named else _own(user)
    understood = facts.understood
    name = profile["name"] if profile else None
    missing = []

    who_kinds = [k.word for k in understood.partner_kinds] + [n for _, n in understood.partnerships]
    if not who_kinds and profile and profile.get("viewAccess"):
        who_kinds = profile.get("partnershipTypes", [])
    regions = understood.region_words() if (understood.regions or understood.places) else []
    if understood.is_geo_global:
        regions = ["every region"]
    if not regions and profile and profile.get("viewAccess"):
        regions = profile.get("geoRegions", [])
    industries = [n for _, n in understood.industries] or (
        profile.get("targetIndustries", []) if profile and profile.get("viewAccess") else []
    )
    segments = [n for _, n in understood.segments] or (
        profile.get("marketSegments", []) if profile and profile.get("viewAccess") else []
    )

    lines = [f"## {name + ' Partner Program' if name else 'Partner Program draft'}", ""]
    lines.append("### Who it is for")
    lines.append(f"- **Partners:** {_join(who_kinds) if who_kinds else '[resellers, referral partners, MSPs?]'}.")
    if not who_kinds:
        missing.append("which partners you want (resellers, MSPs, referral partners)")
    lines.append(f"- **Regions:** {_join(regions) if regions else '[regions]'}.")
    if not regions:
        missing.append("the regions")
    if industries:
        lines.append(f"- **Customers in:** {_join(industries)}.")
    if segments:
        lines.append(f"- **Segments:** {_join(segments)}.")
    lines.append("")

    if facts.tiers or facts.tier_count:
        lines.append("### Tiers")
        if facts.tiers:
            lines += [f"- **{tier}**: [what earns it] / [what it unlocks]" for tier in facts.tiers]
        else:
            lines.append(f"- {facts.tier_count} tiers: [their names, what earns each and what each unlocks]")
        lines.append("")
    else:
        missing.append("the tiers, if any (e.g. Silver, Gold, Platinum)")

    lines.append("### What partners get")
    margin = facts.percent_for("margin", "discount")
    referral = facts.percent_for("referral", "commission", "fee")
    if margin:
        lines.append(f"- **Margin:** {margin} on resale.")
    if referral:
        lines.append(f"- **Referral fee:** {referral} of the first year's revenue of each referred customer.")
    if not margin and not referral:
        missing.append("the margin or referral fee")
        lines.append("- **Margin:** [your margin, e.g. 20-30% on resale].")
    mdf = facts.percent_for("mdf")
    if mdf or "mdf" in notes.lower():
        lines.append(f"- **Market development funds:** {mdf or '[amount]'}.")
    if facts.nfr:
        lines.append(f"- **{facts.nfr[0].upper() + facts.nfr[1:]}** for demos and internal use.")
    protection = facts.duration_for("protect", "registration")
    lines.append(
        f"- **Deal registration:** registered deals are protected for {protection}."
        if protection
        else "- **Deal registration:** registered deals are protected for [period, 90 days is usual]."
    )
    lines += ["- **Enablement:** sales and technical training and a partner portal.", ""]

    lines += [
        "### What we expect",
        "- A named partner lead and [number] certified salespeople within [period].",
        "- A shared pipeline target, reviewed every quarter.",
        "- Deals registered before the first customer meeting.",
        "",
        "### How to start",
        "1. Apply through the partner page and book an introduction call.",
        "2. Onboarding: product training, demo licences and the first joint account plan.",
        "3. Launch: a co-branded campaign and the first registered deal.",
        "",
        "### Exclusive offer for marketplace members",
    ]
    offer = profile.get("offer") if profile and profile.get("viewAccess") else ""
    lines.append(f"- {offer}" if offer else "- [An offer for partners who join through the marketplace.]")
    if not profile:
        missing.append("the company (name a catalogue company, or link your account to yours)")
    if missing:
        lines += ["", "**To complete the draft, tell me:** " + "; ".join(missing) + "."]
    return "\n".join(lines)
