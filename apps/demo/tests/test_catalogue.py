"""The demo catalogue makes discovery worth trying (issue 9, Build 6): varied names,
descriptions written for each company's type, industry and region, targets spread over the
reference data, websites that can never resolve; the same every run."""

import random
import re
from collections import Counter
from itertools import combinations

import pytest

from apps.changes.api.serializers import company_snapshot
from apps.companies.models import Company
from apps.companies.reference import DEAL_SIZES, GEO_REGIONS, INDUSTRIES, MARKET_SEGMENTS, PARTNERSHIP_TYPES
from apps.core.sanitize import rich_text_clean, rich_text_plain
from apps.demo import words
from apps.demo.catalogue import (
    CATALOGUE_SIZE,
    PARTNERSHIP_WORDS,
    REGION_NAMES,
    SEGMENTS,
    SUB_REGIONS,
    demo_profiles,
)
from apps.demo.industries import TRADES

PROFILES = demo_profiles()
SUB_REGION_IDS = {cid for _, _, children in GEO_REGIONS for cid, _ in children}


def share(values_of) -> Counter:
    """value -> the share of the catalogue's companies that have it."""
    counts = Counter(value for p in PROFILES for value in set(values_of(p)))
    return Counter({value: n / len(PROFILES) for value, n in counts.items()})


def test_every_reference_value_has_its_copy():
    assert set(TRADES) == set(INDUSTRIES)
    assert set(SEGMENTS) == set(range(1, len(MARKET_SEGMENTS) + 1))
    assert set(PARTNERSHIP_WORDS) == set(range(1, len(PARTNERSHIP_TYPES) + 1))
    assert set(words.CITIES) == set(words.HOME_WEIGHTS) == set(words.SUB_REGION_GROUP) == SUB_REGION_IDS


def test_the_catalogue_is_the_same_every_run_and_longer_runs_extend_it():
    again = demo_profiles()
    longer = demo_profiles(CATALOGUE_SIZE + 3)

    assert len(PROFILES) == CATALOGUE_SIZE == 300
    assert [p.snapshot() for p in again] == [p.snapshot() for p in PROFILES]
    assert [p.snapshot() for p in longer[:CATALOGUE_SIZE]] == [p.snapshot() for p in PROFILES]
    assert {p.domain for p in longer[CATALOGUE_SIZE:]}.isdisjoint(p.domain for p in PROFILES)


def test_names_are_varied():
    names = [p.name for p in PROFILES]
    first_words = Counter(name.split()[0].lower() for name in names)
    last_words = Counter(name.split()[-1].lower() for name in names)

    assert len(set(names)) == len(names)
    # The rule: no first word twice (the hub once listed eight "Atlas ..." in a row).
    assert first_words.most_common(1)[0][1] == 1
    # and no ending dominates either ("... Consulting", "... Labs")
    assert last_words.most_common(1)[0][1] <= 0.08 * len(names)
    # Alphabetical order (the hub's) shows many different initials, not a run of one.
    assert len({name[0] for name in names}) >= 20


def test_websites_and_contacts_are_on_a_domain_that_never_resolves():
    for p in PROFILES:
        snapshot = p.snapshot()
        assert re.fullmatch(r"https://(www\.)?[a-z0-9-]+\.example", snapshot["website"])
        assert snapshot["partnerPage"].startswith(f"https://www.{p.domain}/")
        assert snapshot["contacts"]
        for contact in snapshot["contacts"]:
            assert contact["email"].endswith(f"@{p.domain}")
            assert contact["linkedInUrl"] == ""  # an invented profile address could be a real person's
        assert len({c["email"] for c in snapshot["contacts"]}) == len(snapshot["contacts"])


def test_descriptions_are_written_for_the_company_and_never_read_alike():
    plain = [rich_text_plain(p.description) for p in PROFILES]
    # What is left of the first sentence once the company's own name and numbers are removed.
    openings = [
        re.sub(r"\d[\d,]*", "#", text.replace(p.name, "X").split(". ")[0])
        for p, text in zip(PROFILES, plain, strict=True)
    ]

    assert min(len(text) for text in plain) >= 150  # the description minimum of spec section 5
    assert len(set(plain)) == len(plain)
    assert len(set(openings)) >= 0.95 * len(openings)
    for p, text in zip(PROFILES, plain, strict=True):
        assert p.name in text
        if p.kind == Company.PartnerType.TECHNOLOGY:
            assert p.trade.product in text
        else:
            assert p.trade.service in text
        # where it is or works: its city, its target regions by name, or worldwide
        places = [p.city] + [
            name for r in p.region_ids for name in (SUB_REGIONS[r][0], REGION_NAMES[SUB_REGIONS[r][1]])
        ]
        if p.is_global:
            places.append("worldwide")
        assert any(place in text for place in places), p.name


def test_programs_and_offers_are_varied_and_written_for_the_type():
    programs = Counter(rich_text_plain(p.program) for p in PROFILES)
    offers = Counter(rich_text_plain(p.offer) for p in PROFILES)

    assert len(programs) == len(PROFILES)
    assert offers.most_common(1)[0][1] <= 0.05 * len(PROFILES)
    for p in PROFILES:
        if p.kind == Company.PartnerType.TECHNOLOGY:
            assert f"open to {p.first_word}" not in p.program
            assert "It is open to" in p.program
        else:
            assert "We work with vendors as a" in p.program


def test_rich_text_is_plain_html_that_the_sanitiser_keeps_as_it_is():
    for p in PROFILES:
        for text in (p.description, p.program, p.offer):
            assert text.startswith("<p>")
            assert set(re.findall(r"</?([a-z]+)", text)) <= {"p", "strong", "em", "ul", "li"}
            assert rich_text_clean(text) == text


def test_targets_are_spread_over_the_reference_data():
    industries = share(lambda p: [] if p.agnostic else p.industry_ids)
    regions = share(lambda p: [] if p.is_global else p.region_ids)
    segments = share(lambda p: p.segment_ids)

    assert set(industries) == set(range(1, len(INDUSTRIES) + 1))
    assert max(industries.values()) <= 0.15
    assert set(regions) == SUB_REGION_IDS
    assert max(regions.values()) <= 0.15
    # Eight segments, one to three per company: each is served, none by nearly everyone.
    assert set(segments) == set(range(1, len(MARKET_SEGMENTS) + 1))
    assert min(segments.values()) >= 0.10
    assert max(segments.values()) <= 0.45
    for flag in (share(lambda p: [p.agnostic])[True], share(lambda p: [p.is_global])[True]):
        assert 0.04 <= flag <= 0.15
    assert 0.4 <= share(lambda p: [p.kind])[Company.PartnerType.TECHNOLOGY] <= 0.6
    assert set(share(lambda p: p.deal_size_ids)) == {i for i, _ in DEAL_SIZES}
    assert set(share(lambda p: p.partnership_type_ids)) == set(range(1, len(PARTNERSHIP_TYPES) + 1))
    assert set(share(lambda p: [p.size])) == set(Company.Size.values)
    assert set(share(lambda p: [p.readiness])) == set(Company.Readiness.values)
    assert set(share(lambda p: [p.goal])) == set(Company.Goal.values)
    profiles = {(frozenset(p.industry_ids), frozenset(p.region_ids), frozenset(p.segment_ids)) for p in PROFILES}
    assert len(profiles) == len(PROFILES)


def test_different_searches_find_different_companies():
    """A stand-in for the fit score (the count of exactly matched criteria): twenty varied
    searches each find their own leaders rather than the same ten companies every time
    (two searches that share two of their three criteria may share leaders)."""
    rng = random.Random(9)
    leaders = []
    for _ in range(20):
        industry = rng.randint(1, len(INDUSTRIES))
        region = rng.choice(sorted(SUB_REGION_IDS))
        segment = rng.randint(1, len(MARKET_SEGMENTS))

        def matched(p, industry=industry, region=region, segment=segment):
            return (industry in p.industry_ids) + (region in p.region_ids) + (segment in p.segment_ids)

        ranked = sorted(range(len(PROFILES)), key=lambda i: (-matched(PROFILES[i]), i))
        assert matched(PROFILES[ranked[0]]) >= 2
        leaders.append(((industry, region, segment), set(ranked[:10])))

    overlaps = [
        len(a & b) / 10
        for (criteria_a, a), (criteria_b, b) in combinations(leaders, 2)
        if sum(x == y for x, y in zip(criteria_a, criteria_b, strict=True)) <= 1
    ]
    assert len(overlaps) >= 150
    assert max(overlaps) <= 0.5
    assert len(set().union(*(found for _, found in leaders))) >= 120  # of the 200 places


@pytest.mark.django_db
def test_every_profile_passes_the_rules_of_the_creation_wizard():
    for p in PROFILES:
        snapshot = company_snapshot(p.snapshot(), None)  # raises the API's 400 on any problem
        assert snapshot["description"] == p.description
        assert snapshot["targetIndustryIds"] == p.snapshot()["targetIndustryIds"]
