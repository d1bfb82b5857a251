"""The demo catalogue: company profiles in the change-snapshot shape (the company save
payload), generated from a seeded random source, so every run and every machine gets the same
companies. No database access: the reference ids are those of apps/companies/reference.py.

Each profile is drawn in order from one random stream, so the first 300 profiles are the
same whatever the count asked for (the pending "Added" changes take the profiles after the
catalogue)."""

import html
import random
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

from apps.companies.models import Company
from apps.companies.reference import GEO_REGIONS, INDUSTRIES
from apps.demo import words
from apps.demo.industries import TRADES, Trade

SEED = 2026
CATALOGUE_SIZE = 300
DOMAIN_TLD = "example"  # RFC 2606: reserved, never resolves

TECHNOLOGY, CHANNEL = Company.PartnerType.TECHNOLOGY, Company.PartnerType.CHANNEL
SUB_REGIONS = {cid: (name, parent_id) for parent_id, _, children in GEO_REGIONS for cid, name in children}
REGION_CHILDREN = {parent_id: [cid for cid, _ in children] for parent_id, _, children in GEO_REGIONS}
REGION_NAMES = {parent_id: name for parent_id, name, _ in GEO_REGIONS}

# Market segment id -> (who, in a list of customers; a fuller description).
SEGMENTS = {
    1: ("small businesses", "small businesses with fewer than a hundred staff"),
    2: ("mid-market companies", "mid-market companies of 200 to 2,000 people"),
    3: ("enterprises", "large enterprises with multi-country estates"),
    4: ("public-sector bodies", "ministries, municipalities and public agencies"),
    5: ("education providers", "schools, colleges and universities"),
    6: ("healthcare providers", "hospitals, clinics and care providers"),
    7: ("non-profits", "charities and non-profit organisations"),
    8: ("fast-growing startups", "fast-growing startups and scale-ups"),
}
# How often each segment is served, before the company's own size tilts it.
SEGMENT_WEIGHTS = {1: 2.6, 2: 2.8, 3: 2.4, 4: 1.6, 5: 1.6, 6: 1.4, 7: 1.1, 8: 1.6}
SIZE_TILT = {
    Company.Size.ENTERPRISE: {3: 2.0, 4: 1.6, 1: 0.5, 8: 0.6},
    Company.Size.MIDMARKET: {2: 1.5},
    Company.Size.SMB: {1: 1.6, 8: 1.5, 7: 1.3, 3: 0.4},
}
# Industry id -> the segment its companies serve most (Healthcare, Biotech, Pharmaceuticals ->
# healthcare providers; Education -> education; Government -> public sector; Nonprofit).
INDUSTRY_SEGMENT = {24: 6, 7: 6, 35: 6, 18: 5, 23: 4, 34: 7}
# Segment -> the deal-size band (DEAL_SIZES id) its deals usually fall in.
SEGMENT_DEAL_BAND = {1: 1, 8: 1, 7: 1, 5: 2, 2: 3, 6: 3, 3: 4, 4: 4}
PARTNERSHIP_WEIGHTS = {
    TECHNOLOGY: {1: 3, 2: 3, 3: 2, 4: 2, 5: 1.2, 6: 1, 7: 1.5, 8: 1.5, 9: 1},
    CHANNEL: {1: 3, 2: 1.5, 3: 3, 4: 1, 5: 1, 6: 0.5, 7: 1.5, 8: 2.5, 9: 0.5},
}
SIZE_WEIGHTS = {TECHNOLOGY: (2, 3, 3), CHANNEL: (1, 3, 4)}  # Enterprise, Midmarket, SMB
SIZE_WORDS = {
    Company.Size.ENTERPRISE: ["well-established", "large", "long-standing"],
    Company.Size.MIDMARKET: ["mid-sized", "growing", "independent"],
    Company.Size.SMB: ["small", "young", "fast-growing", "founder-led"],
}
AGNOSTIC_SHARE, GLOBAL_SHARE = 0.08, 0.10
REGION_CAP = 0.12


def esc(text) -> str:
    return html.escape(str(text), quote=False)


def listing(items) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    # "Australia and New Zealand, and Northern Africa": a serial comma when an item has "and"
    last = ", and " if any(" and " in item for item in items) else " and "
    return f"{', '.join(items[:-1])}{last}{items[-1]}"


def ascii_slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.replace("&", " and ")).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def weighted_sample(rng: random.Random, weights: dict, k: int) -> list:
    """k distinct keys of `weights`, drawn in proportion to their weight."""
    pool, chosen = dict(weights), []
    for _ in range(min(k, len(pool))):
        key = rng.choices(list(pool), weights=list(pool.values()))[0]
        chosen.append(key)
        del pool[key]
    return chosen


@dataclass
class Profile:
    """What a demo company is; `snapshot()` turns it into the company save payload."""

    name: str
    kind: int
    domain: str
    website: str
    trade: Trade
    industry_ids: list[int]  # the first is the company's own field
    agnostic: bool
    home: int  # sub-region id
    city: str
    region_ids: list[int]
    is_global: bool
    segment_ids: list[int]
    deal_size_ids: list[int]
    partnership_type_ids: list[int]
    size: int
    goal: int
    readiness: int
    founded: int
    contacts: list[dict]
    description: str = ""
    program: str = ""
    offer: str = ""
    partner_page: str = ""

    @property
    def first_word(self) -> str:
        return self.name.split()[0]

    def snapshot(self) -> dict:
        return {
            "name": self.name,
            "description": self.description,
            "website": self.website,
            "partnerType": int(self.kind),
            "companySize": self.size,
            "goalForNextYear": self.goal,
            "isIndustryAgnostic": self.agnostic,
            "targetIndustryIds": [] if self.agnostic else list(self.industry_ids),
            "isGeoGlobal": self.is_global,
            "geoRegionIds": [] if self.is_global else list(self.region_ids),
            "marketSegmentIds": list(self.segment_ids),
            "dealSizeIds": list(self.deal_size_ids),
            "partnershipTypeIds": list(self.partnership_type_ids),
            "partnerPage": self.partner_page,
            "partnerProgramDescription": self.program,
            "partnerReadiness": self.readiness,
            "offerDescription": self.offer,
            "contacts": [dict(contact) for contact in self.contacts],
        }


class NameMaker:
    """Company names whose first words never repeat: each first word is drawn once from
    shuffled pools of animals, plants, landscapes, coined words, regional words, surnames and
    compounds (a compound's prefix and root are used twice at most)."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.used: set[str] = set()
        self.parts: Counter = Counter()
        self.pools = {
            "nature": rng.sample(words.NATURE, len(words.NATURE)),
            "abstract": rng.sample(words.ABSTRACT, len(words.ABSTRACT)),
        }
        self.regional = {group: rng.sample(pool, len(pool)) for group, pool in words.REGIONAL.items()}

    def _take(self, pool: list[str]) -> str | None:
        while pool:
            word = pool.pop()
            if word.lower() not in self.used:
                return word
        return None

    def _compound(self) -> str:
        for _ in range(2000):
            prefix = self.rng.choice(words.COMPOUND_PREFIXES)
            root = self.rng.choice(words.COMPOUND_ROOTS)
            word = prefix + root
            if (
                prefix.lower() != root
                and self.parts[prefix] < 2
                and self.parts[root] < 2
                and word.lower() not in self.used
            ):
                self.parts.update([prefix, root])
                return word
        raise RuntimeError("The compound name parts are exhausted; add prefixes or roots to words.py.")

    def first_word(self, style: str, name_group: str, surnames: list[str]) -> str:
        word = None
        if style == "regional":
            word = self._take(self.regional[name_group])
        elif style == "surname":
            word = self._take(self.rng.sample(surnames, len(surnames)))
        elif style in self.pools:
            word = self._take(self.pools[style])
        word = word or self._take(self.pools["nature"]) or self._take(self.pools["abstract"]) or self._compound()
        self.used.add(word.lower())
        return word

    def name(self, kind: int, trade: Trade, name_group: str, people_group: str) -> tuple[str, str | None]:
        """(company name, the founder's surname when the name is one)."""
        rng = self.rng
        surnames = words.PEOPLE[people_group][1]
        styles = (
            {"nature": 35, "abstract": 25, "compound": 25, "regional": 15}
            if kind == TECHNOLOGY
            else {"nature": 25, "compound": 25, "regional": 20, "surname": 20, "abstract": 10}
        )
        style = rng.choices(list(styles), weights=list(styles.values()))[0]
        first = self.first_word(style, name_group, surnames)
        if kind == CHANNEL:
            if first in surnames:  # (a surname style falls back to other words once they run out)
                if rng.random() < 0.5:
                    second = rng.choice([s for s in surnames if s != first])
                    return f"{first} & {second}", first
                return f"{first} {rng.choice(['Technology Group', 'IT Services', 'Consulting', 'Partners'])}", first
            tails = trade.channel_tails if rng.random() < 0.45 else words.CHANNEL_GENERIC
            return f"{first} {rng.choice(tails)}", None
        roll = rng.random()
        if roll < 0.45:
            return f"{first} {rng.choice(trade.vendor_tails)}", None
        if roll < 0.70:
            return f"{first} {rng.choice(words.VENDOR_GENERIC)}", None
        if roll < 0.85:
            return first, None
        tail = rng.choice(trade.vendor_tails)
        if tail in words.EXTENDABLE:
            return f"{first} {tail} {rng.choice(['Labs', 'Technologies'])}", None
        return f"{first} {tail}", None


# --- the copy ------------------------------------------------------------------------------------


def _region_names(region_ids: list[int]) -> list[str]:
    """Sub-region names, a whole region named once when every one of its sub-regions is listed."""
    names, covered = [], set()
    for parent_id, children in REGION_CHILDREN.items():
        if set(children) <= set(region_ids):
            names.append(REGION_NAMES[parent_id])
            covered |= set(children)
    names += [SUB_REGIONS[cid][0] for cid in region_ids if cid not in covered]
    return ["the Caribbean" if name == "Caribbean" else name for name in names]


def _audience(p: Profile) -> str:
    return listing(SEGMENTS[sid][0] for sid in p.segment_ids[:2])


def _industry_names(p: Profile) -> list[str]:
    return [INDUSTRIES[i - 1] for i in p.industry_ids]


def _where(p: Profile) -> str:
    return "customers worldwide" if p.is_global else f"customers in {listing(_region_names(p.region_ids))}"


def _vendor_description(rng: random.Random, p: Profile) -> str:
    t, name = p.trade, f"<strong>{esc(p.name)}</strong>"
    audience, size_word = _audience(p), rng.choice(SIZE_WORDS[p.size])
    openings = [
        f"{name} builds {t.product} for {audience}, so {t.product_outcome}.",
        f"Since {p.founded}, {name} has made {t.product} for {audience}. The point is simple: {t.product_outcome}.",
        f"{name} is a {size_word} software company based in {esc(p.city)}. We make {t.product} for {audience}; "
        f"with it, {t.product_outcome}.",
        f"{audience[0].upper()}{audience[1:]} rely on {name}: we make {t.product}, and {t.product_outcome}.",
        f"We started {name} in {esc(p.city)} in {p.founded} because {audience} deserved better than spreadsheets "
        f"and ageing tools. Today we offer {t.product}, and {t.product_outcome}.",
        f"With {name}, {t.product_outcome}. We build {t.product} for {audience}, designed from day one to be "
        "sold and delivered by partners.",
    ]
    industries = _industry_names(p)
    if p.agnostic:
        fit = rng.choice(
            [
                "The product is industry-agnostic: no sector makes up more than a fifth of our revenue.",
                "Customers come from every industry; what they share is the problem we solve.",
            ]
        )
    elif len(industries) > 1:
        fit = rng.choice(
            [
                f"Most of our customers work in {esc(listing(industries))}.",
                f"We know {esc(listing(industries))} best, with reference customers in each.",
            ]
        )
    else:
        fit = f"We focus on {esc(industries[0])} and know its buyers well."
    if p.is_global:
        reach = (
            f"From {esc(p.city)} we serve customers in {rng.randint(18, 70)} countries, with support around the clock."
        )
    else:
        reach = rng.choice(
            [
                f"From {esc(p.city)} we serve {_where(p)}.",
                f"Our {_where(p)} are looked after by a support team in {esc(p.city)}.",
            ]
        )
    facts = [
        f"More than {rng.randrange(120, 4000, 10):,} organisations use the product, and net revenue retention "
        f"is {rng.randint(104, 131)}%.",
        "The platform is SOC 2 Type II audited and ISO 27001 certified.",
        f"An open API and {rng.randint(25, 240)} ready-made integrations connect it to the tools customers "
        "already use.",
        f"{rng.randint(15, 70)}% of our revenue already comes through partners.",
        f"Reviewers rate us 4.{rng.randint(3, 9)} out of 5 for ease of use.",
        f"A typical implementation takes {rng.randint(2, 12)} weeks.",
    ]
    second = [fit, reach, *rng.sample(facts, 2)]
    rng.shuffle(second)
    regions = _region_names([r for r in p.region_ids if r != p.home]) or [REGION_NAMES[SUB_REGIONS[p.home][1]]]
    pitch = {
        Company.Goal.ENTER_NEW_MARKETS: f"Next we are expanding into {esc(rng.choice(regions))} and look for "
        "local partners who know its buyers.",
        Company.Goal.EXPAND_MARKET_SHARE: f"We want partners who can take {esc(p.name)} to more {audience}.",
        Company.Goal.LAUNCH_NEW_PRODUCT: f"This year we launch {rng.choice(_launches(p))}, and we are recruiting "
        "the first partners to sell and deliver it.",
        Company.Goal.EXPAND_OFFERING: "We are building a services ecosystem around the product and want partners "
        "to own implementation, training and support.",
    }[p.goal]
    return f"<p>{rng.choice(openings)}</p><p>{' '.join(second)}</p><p>{pitch}</p>"


def _launches(p: Profile) -> list[str]:
    other = [INDUSTRIES[i - 1] for i in p.industry_ids[1:]]
    options = ["an AI assistant built into the product", "a mobile app for field teams", "a self-hosted edition"]
    if other:
        options.append(f"a module for {esc(other[0])}")
    options.append(f"an edition for {SEGMENTS[p.segment_ids[-1]][0]}")
    return options


# Partnership type id -> how the copy names it ("open to reseller and co-sell partners").
PARTNERSHIP_WORDS = {
    1: "reseller", 2: "referral", 3: "managed-service (MSP)", 4: "technology-integration", 5: "distribution",
    6: "OEM / white-label", 7: "co-sell", 8: "systems-integration", 9: "affiliate",
}  # fmt: skip
CHANNEL_KINDS = {3: "managed service provider", 8: "systems integrator", 1: "value-added reseller", 5: "distributor"}


def _channel_description(rng: random.Random, p: Profile) -> str:
    t, name = p.trade, f"<strong>{esc(p.name)}</strong>"
    audience, size_word = _audience(p), rng.choice(SIZE_WORDS[p.size])
    kinds = [CHANNEL_KINDS[i] for i in p.partnership_type_ids if i in CHANNEL_KINDS] or ["IT services firm"]
    kind = rng.choice([*kinds, "consultancy"] if 8 in p.partnership_type_ids else kinds)
    years = 2026 - p.founded
    engineers = rng.randint(12, 400)
    area = "worldwide" if p.is_global else f"across {listing(_region_names(p.region_ids))}"
    openings = [
        f"{name} is a {size_word} {kind} based in {esc(p.city)}. We help {audience} with {t.service}, "
        f"so {t.service_outcome}.",
        f"Founded in {esc(p.city)} in {p.founded}, {name} delivers {t.service} for {audience}. "
        f"Our promise: {t.service_outcome}.",
        f"{audience[0].upper()}{audience[1:]} {area} call {name} for {t.service}. We make sure {t.service_outcome}.",
        f"{name} has {engineers} engineers, {rng.randrange(40, 1500, 5):,} clients and one focus: {t.service}.",
        f"For {years} years {name} has been the {kind} that {audience} in {esc(p.city)} turn to for {t.service}.",
    ]
    industries = _industry_names(p)
    if p.agnostic:
        fit = "We work across industries; what our clients share is that they want their technology handled for them."
    else:
        fit = rng.choice(
            [
                f"Our strongest practices are in {esc(listing(industries))}.",
                f"Clients in {esc(listing(industries))} make up most of our book.",
            ]
        )
    reach = (
        f"Headquartered in {esc(p.city)}, with delivery centres on {rng.randint(3, 5)} continents, we work "
        "wherever our clients are."
        if p.is_global
        else f"Our teams cover {listing(_region_names(p.region_ids))}."
    )
    facts = [
        f"Our {rng.randint(8, engineers)} certified engineers hold more than {rng.randrange(40, 900, 10)} vendor "
        "certifications between them.",
        f"The service desk in {esc(p.city)} answers {rng.randint(80, 97)}% of calls within a minute, around the clock.",
        f"We manage {rng.randrange(800, 60000, 100):,} devices across {rng.randint(20, 600)} client sites "
        "under monthly contracts.",
        f"Clients stay with us for {rng.randint(4, 12)} years on average.",
        f"Last year {rng.randint(2, 6)} of our vendors named us their partner of the year.",
    ]
    opening = rng.randrange(len(openings))
    # The third opening already says where the teams work.
    second = [fit, *([] if opening == 2 else [reach]), *rng.sample(facts, 2)]
    rng.shuffle(second)
    other_cities = [c for r in p.region_ids if r != p.home for c in words.CITIES[r]] or [
        c for c in words.CITIES[p.home] if c != p.city
    ]
    pitch = {
        Company.Goal.ENTER_NEW_MARKETS: f"We are opening an office in {esc(rng.choice(other_cities))} and want "
        "vendors to launch there with us.",
        Company.Goal.EXPAND_MARKET_SHARE: f"We look for vendors with strong products and fair margins to win more "
        f"{audience}.",
        Company.Goal.LAUNCH_NEW_PRODUCT: "We are launching a new managed service and look for vendors whose "
        "products can sit at its core.",
        Company.Goal.EXPAND_OFFERING: f"We are adding {rng.randint(2, 6)} vendors to our portfolio this year, "
        f"ideally in {esc(INDUSTRIES[p.industry_ids[0] - 1])}.",
    }[p.goal]
    return f"<p>{openings[opening]}</p><p>{' '.join(second)}</p><p>{pitch}</p>"


VENDOR_BENEFITS = {
    1: "{margin}% margin on resale, {margin_reg}% on deals you register first",
    2: "{referral}% of first-year revenue on every customer you refer",
    3: "monthly, usage-based MSP pricing with no minimum commitment",
    4: "sandbox and API credentials, and a listing in our integration marketplace",
    5: "volume pricing and a dedicated distribution manager",
    6: "white-label licensing, so the product ships under your brand",
    7: "joint account planning with our field sales team",
    8: "implementation projects passed on to certified partners",
    9: "{referral}% commission, tracked through your own link",
}
VENDOR_EXTRAS = [
    "free certification for {people} of your staff",
    "not-for-resale licences for your demo environment",
    "market development funds from the second tier up",
    "a named partner manager and a shared Slack channel",
    "leads from our website passed to partners by region",
    "quarterly product road-map briefings",
]
TIERS = [
    "has three tiers: Registered, Silver and Gold.",
    "has three tiers: Member, Advanced and Premier.",
    "has two tiers: Authorised and Certified.",
    "has four tiers, from Bronze to Platinum, based on certified staff and annual revenue.",
    "has one tier, with the same terms for every partner.",
    "has three tiers: Select, Preferred and Elite.",
]
READINESS_TERMS = {
    Company.Readiness.EARLY_STAGE: "We are building the program now: early partners help shape it and keep "
    "founding-partner terms.",
    Company.Readiness.DEVELOPING: "Partners certify one consultant in their first six months; we pay for the exam.",
    Company.Readiness.MATURE: "Every requirement and every benefit is published on our partner portal, and "
    "partner-sourced revenue is reviewed quarterly.",
}
CHANNEL_OFFERS_TO_VENDORS = [
    "a sales team of {sellers} that presents your product to {accounts} accounts a quarter",
    "{presales} certified pre-sales engineers for demos and proofs of concept",
    "an installed base of {clients:,} clients who already trust our advice",
    "first-line support for your customers, in their language",
    "joint events with our clients twice a year",
    "a monthly pipeline report and a quarterly business review",
    "{trained} staff trained on your product within 90 days",
]


def _program(rng: random.Random, p: Profile) -> str:
    types = listing(PARTNERSHIP_WORDS[i] for i in p.partnership_type_ids)
    numbers = {
        "margin": rng.choice([15, 18, 20, 22, 25, 30]),
        "referral": rng.choice([10, 12, 15, 20, 25]),
        "people": rng.choice(["two", "three", "five"]),
        "sellers": rng.randint(4, 60),
        "accounts": rng.randrange(20, 400, 10),
        "presales": rng.randint(2, 25),
        "clients": rng.randrange(40, 2000, 10),
        "trained": rng.randint(2, 12),
    }
    numbers["margin_reg"] = numbers["margin"] + rng.choice([5, 8, 10])
    if p.kind == TECHNOLOGY:
        program = rng.choice(
            [
                f"The {p.first_word} Partner Program",
                f"{p.first_word} Partner Network",
                f"{p.first_word} Alliance",
                f"The {p.first_word} Channel Program",
                f"{p.first_word} Partner Circle",
            ]
        )
        benefits = [VENDOR_BENEFITS[i] for i in p.partnership_type_ids]
        benefits += rng.sample(VENDOR_EXTRAS, rng.randint(1, 2))
        items = "".join(f"<li>{b.format(**numbers)}</li>" for b in benefits[:5])
        terms = READINESS_TERMS[p.readiness]
        return (
            f"<p><strong>{esc(program)}</strong> {rng.choice(TIERS)} It is open to {types} partners.</p>"
            f"<ul>{items}</ul><p>{terms}</p>"
        )
    offers = rng.sample(CHANNEL_OFFERS_TO_VENDORS, rng.randint(3, 4))
    items = "".join(f"<li>{o.format(**numbers)}</li>" for o in offers)
    intro = rng.choice(
        [
            "What a vendor gets when it signs with us:",
            "How we work with vendors:",
            f"Vendors who partner with {esc(p.name)} get:",
        ]
    )
    return f"<p>{intro}</p><ul>{items}</ul><p>We work with vendors as a {types} partner.</p>"


def _offer(rng: random.Random, p: Profile) -> str:
    lead = rng.choice(["Exclusive to PartnerMatch:", "For partners who find us here:", "PartnerMatch members get"])
    name, audience = esc(p.name), _audience(p)
    if p.kind == TECHNOLOGY:
        types = set(p.partnership_type_ids)
        offers = [
            f"{rng.choice([5, 10, 25])} free not-for-resale licences of {name} and a free certification seat",
            f"co-funding of your first {name} campaign, up to ${rng.choice([2, 3, 5, 10])},000",
            f"a 90-day {name} sandbox and onboarding with one of our solutions engineers",
            f"no partner fee in the first year and a launch kit for selling to {audience}",
        ]
        if types & {1, 5}:  # resellers and distributors earn a margin
            offers.append(
                f"{rng.choice([5, 8, 10, 15])}% extra margin on the first {rng.choice(['two', 'three', 'five'])} "
                f"{name} deals you register"
            )
        if types & {2, 9}:  # referral partners and affiliates earn a fee
            offers.append(f"a doubled referral fee ({rng.choice([20, 24, 30])}%) on {name} for the first six months")
        offer = rng.choice(offers)
    else:
        industry = esc(INDUSTRIES[p.industry_ids[0] - 1])
        where = esc(p.city)
        offer = rng.choice(
            [
                f"a free {rng.choice(['readiness assessment', 'migration workshop', 'security review'])}, run by "
                f"our team in {where}, for the first customer we win together",
                f"introductions to {rng.randint(5, 25)} of our clients in {industry} within 90 days",
                f"a joint webinar to our list of {rng.randrange(500, 8000, 100):,} decision makers at {audience}",
                f"a pilot with one of our {audience} clients, delivered at cost",
                f"three months of first-line support for your customers around {where}, free of charge",
            ]
        )
    return f"<p>{lead} {offer}.</p>"


# --- the profiles --------------------------------------------------------------------------------


def _contacts(rng: random.Random, kind: int, domain: str, people_group: str, founder: str | None) -> list[dict]:
    firsts, lasts = words.PEOPLE[people_group]
    contacts, seen = [], set()
    positions = [p for p in rng.sample(words.POSITIONS[kind], len(words.POSITIONS[kind])) if p != "Managing Partner"]
    count = rng.choices([1, 2, 3], weights=[3, 5, 2])[0]
    others = rng.sample([last for last in lasts if last != founder], count)
    for index, (first, last) in enumerate(zip(rng.sample(firsts, count), others, strict=True)):
        last = founder if founder and index == 0 else last
        email = f"{ascii_slug(first).replace('-', '')}.{ascii_slug(last).replace('-', '')}@{domain}"
        if email in seen:
            continue
        seen.add(email)
        position = "Managing Partner" if founder and index == 0 else positions.pop()
        contacts.append(
            # No LinkedIn address: an invented one could be a real person's profile.
            {"firstName": first, "lastName": last, "email": email, "position": position, "linkedInUrl": ""}
        )
    return contacts


class _Industries:
    """Each company's own industry, dealt from a shuffled deck so every industry gets its share."""

    def __init__(self, rng: random.Random):
        self.rng, self.deck, self.own_counts = rng, [], Counter()

    def next(self) -> int:
        if not self.deck:
            self.deck = self.rng.sample(range(1, len(INDUSTRIES) + 1), len(INDUSTRIES))
        industry = self.deck.pop()
        self.own_counts[industry] += 1
        return industry


def _profile(rng: random.Random, names: NameMaker, industries: _Industries, targeted: Counter) -> Profile:
    kind = rng.choices([TECHNOLOGY, CHANNEL], weights=[52, 48])[0]
    own = industries.next()
    trade = TRADES[INDUSTRIES[own - 1]]
    others = rng.sample(
        [i for i in range(1, len(INDUSTRIES) + 1) if i != own], rng.choices([0, 1, 2, 3], [25, 35, 28, 12])[0]
    )
    home = rng.choices(list(words.HOME_WEIGHTS), weights=list(words.HOME_WEIGHTS.values()))[0]
    people_group, name_group = words.SUB_REGION_GROUP[home]
    name, founder = names.name(kind, trade, name_group, people_group)

    # Target regions: home first, then mostly neighbours, sometimes further afield.
    # A sub-region already targeted by more than REGION_CAP of the companies so far is not
    # added again (only as a home), so that no region dominates every search.
    made = sum(industries.own_counts.values())
    crowded = {r for r, n in targeted.items() if made > 20 and n > REGION_CAP * made}
    regions = [home]
    for _ in range(rng.choices([0, 1, 2, 3], weights=[30, 35, 25, 10])[0]):
        neighbours = [c for c in REGION_CHILDREN[SUB_REGIONS[home][1]] if c not in regions and c not in crowded]
        if neighbours and rng.random() < 0.5:
            regions.append(rng.choice(neighbours))
        else:
            candidates = {k: w for k, w in words.HOME_WEIGHTS.items() if k not in regions and k not in crowded}
            regions += weighted_sample(rng, candidates, 1)
    targeted.update(regions)

    size = rng.choices(list(Company.Size.values), weights=SIZE_WEIGHTS[kind])[0]
    segment_weights = {sid: w * SIZE_TILT[size].get(sid, 1.0) for sid, w in SEGMENT_WEIGHTS.items()}
    if own in INDUSTRY_SEGMENT:  # a health-care product sells to health-care providers first
        segment_weights[INDUSTRY_SEGMENT[own]] *= 4
    segments = weighted_sample(rng, segment_weights, rng.choices([1, 2, 3], weights=[3, 4, 2])[0])
    band = round(sum(SEGMENT_DEAL_BAND[s] for s in segments) / len(segments))
    deal_sizes = sorted({band, min(5, band + 1)} if rng.random() < 0.6 else {band})
    types = weighted_sample(rng, PARTNERSHIP_WEIGHTS[kind], rng.choices([1, 2, 3], weights=[3, 4, 3])[0])

    slug = ascii_slug(name)
    domain = f"{slug if rng.random() < 0.6 else slug.replace('-', '')}.{DOMAIN_TLD}"
    profile = Profile(
        name=name,
        kind=kind,
        domain=domain,
        website=f"https://www.{domain}" if rng.random() < 0.8 else f"https://{domain}",
        trade=trade,
        industry_ids=[own, *others],
        agnostic=rng.random() < AGNOSTIC_SHARE,
        home=home,
        city=rng.choice(words.CITIES[home]),
        region_ids=regions,
        is_global=rng.random() < GLOBAL_SHARE,
        segment_ids=segments,
        deal_size_ids=deal_sizes,
        partnership_type_ids=sorted(types),
        size=size,
        goal=rng.choice(list(Company.Goal.values)),
        readiness=rng.choices(list(Company.Readiness.values), weights=[3, 4, 3])[0],
        founded=rng.randint(1996, 2023),
        contacts=_contacts(rng, kind, domain, people_group, founder),
    )
    profile.partner_page = f"https://www.{domain}/{rng.choice(['partners', 'partner-program', 'channel', 'alliances'])}"
    describe = _vendor_description if kind == TECHNOLOGY else _channel_description
    profile.description = describe(rng, profile)
    profile.program = _program(rng, profile)
    profile.offer = _offer(rng, profile)
    return profile


def demo_profiles(count: int = CATALOGUE_SIZE, seed: int = SEED) -> list[Profile]:
    """`count` demo company profiles, the same every run."""
    rng = random.Random(seed)
    names, industries, targeted = NameMaker(rng), _Industries(rng), Counter()
    return [_profile(rng, names, industries, targeted) for _ in range(count)]
