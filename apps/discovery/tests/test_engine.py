"""The Partner Fit Score engine on synthetic catalogues (no database): one property per rule of
how partner managers mean a search (docs/discovery.md), checked with hypothesis
(deterministic settings); the vectorised engine against the formula written out one company
at a time; and the worked example of docs/discovery.md."""

import random
from dataclasses import replace
from itertools import pairwise
from unittest.mock import patch

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from apps.discovery.engine import scoring, weights
from apps.discovery.engine.explain import Explainer, percent
from apps.discovery.engine.index import index_build
from apps.discovery.engine.scoring import (
    ANY,
    BROAD,
    EXACT,
    MISSED,
    NEARBY,
    Criteria,
    rank,
    rank_keys,
    score_all,
    search,
)
from apps.discovery.tests.helpers import (
    CHANNEL,
    INDUSTRY_IDS,
    REFERENCE,
    SEGMENT_IDS,
    SUB_REGION_IDS,
    TECHNOLOGY,
    Spec,
    catalogue_of,
    index_of,
    profile_of,
    totals,
)

PROPERTIES = settings(
    derandomize=True,
    deadline=None,
    max_examples=50,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def _subset(ids, *, min_size=0, max_size=3):
    return st.lists(st.sampled_from(ids), min_size=min_size, max_size=max_size, unique=True).map(tuple)


@st.composite
def specs(draw, company_id=None):
    agnostic = draw(st.integers(0, 5)) == 0
    global_ = draw(st.integers(0, 5)) == 0
    return Spec(
        id=company_id if company_id is not None else draw(st.integers(1, 10_000)),
        partner_type=draw(st.sampled_from([TECHNOLOGY, CHANNEL])),
        industries=() if agnostic else draw(_subset(INDUSTRY_IDS, min_size=1, max_size=4)),
        agnostic=agnostic,
        regions=() if global_ else draw(_subset(SUB_REGION_IDS, min_size=1, max_size=4)),
        global_=global_,
        segments=draw(_subset(SEGMENT_IDS, max_size=3)),
        readiness=draw(st.sampled_from([0, 1, 2, 3])),
        parts=tuple(draw(st.sampled_from([0, 200])) for _ in range(8)),
    )


@st.composite
def catalogues(draw, min_size=2, max_size=12):
    count = draw(st.integers(min_size, max_size))
    ids = draw(st.lists(st.integers(1, 10_000), min_size=count, max_size=count, unique=True))
    return [draw(specs(company_id=company_id)) for company_id in ids]


@st.composite
def criterias(draw):
    agnostic = draw(st.integers(0, 5)) == 0
    global_ = draw(st.integers(0, 5)) == 0
    criteria = Criteria(
        industry_ids=() if agnostic else draw(_subset(INDUSTRY_IDS)),
        is_industry_agnostic=agnostic,
        region_ids=() if global_ else draw(_subset(SUB_REGION_IDS)),
        is_geo_global=global_,
        segment_ids=draw(_subset(SEGMENT_IDS)),
    )
    assume(not criteria.is_empty())
    return criteria


# --- the documented formula, one company at a time ---------------------------------------------

PARENT = {region_id: parent for region_id, _, parent in REFERENCE["regions"]}
FACTOR = {EXACT: weights.EXACT, BROAD: weights.BROAD, NEARBY: weights.NEARBY, MISSED: weights.MISSED, ANY: 1.0}


def _level(wanted, offered, *, whole_search=False, whole_offer=False, regions=False) -> int:
    """docs/discovery.md's levels: any value exact; else the candidate is Agnostic/Global
    (broad); else, for regions, another sub-region of a wanted one's region (nearby)."""
    if whole_search:
        return ANY
    if set(wanted) & set(offered):
        return EXACT
    if whole_offer:
        return BROAD
    if regions and {PARENT[r] for r in wanted} & {PARENT[r] for r in offered}:
        return NEARBY
    return MISSED


def reference_levels(c: Spec, crit: Criteria) -> dict[str, int]:
    levels = {}
    if crit.is_industry_agnostic or crit.industry_ids:
        levels["industry"] = _level(
            crit.industry_ids, c.industries, whole_search=crit.is_industry_agnostic, whole_offer=c.agnostic
        )
    if crit.is_geo_global or crit.region_ids:
        levels["geography"] = _level(
            crit.region_ids, c.regions, whole_search=crit.is_geo_global, whole_offer=c.global_, regions=True
        )
    if crit.segment_ids:
        levels["segment"] = _level(crit.segment_ids, c.segments)
    return levels


def reference_total(c: Spec, crit: Criteria, p: Spec | None) -> float:
    """docs/discovery.md written out one company at a time, in plain Python: what the
    vectorised engine must agree with."""
    levels = reference_levels(c, crit)
    f = float(np.prod([FACTOR[level] for level in levels.values()]))
    searched = {"industry": crit.industry_ids, "geography": crit.region_ids, "segment": crit.segment_ids}
    offered = {"industry": c.industries, "geography": c.regions, "segment": c.segments}
    coverage = np.mean(
        [
            1.0 if level == ANY else len(set(searched[k]) & set(offered[k])) / len(searched[k])
            for k, level in levels.items()
        ]
    )
    r = 0.0
    if p is not None and (p.industries or p.agnostic or p.regions or p.global_ or p.segments):
        parts = []
        if c.agnostic or c.industries:
            parts.append(_level(c.industries, p.industries, whole_offer=c.agnostic or p.agnostic))
        if c.global_ or c.regions:
            parts.append(_level(c.regions, p.regions, whole_offer=c.global_ or p.global_, regions=True))
        if c.segments:
            parts.append(_level(c.segments, p.segments))
        r = float(np.prod([FACTOR[level] for level in parts])) if parts else 0.0
    mutual = 2 * f * r / (f + r) if f + r else 0.0
    logo, website, page, description, program, offer, size, goal = c.parts
    filled = [logo, website, page, description >= 150, program, offer, size, goal, c.readiness]
    filled += [c.extras["deal_sizes"], c.extras["partnership_types"], c.extras["contacts"]]
    complementary = p is not None and c.partner_type != p.partner_type
    partner = (
        weights.BASE
        + weights.COMPLEMENTARITY * complementary
        + weights.MUTUAL * mutual
        + weights.COVERAGE * coverage
        + weights.READINESS * weights.READINESS_FITS.get(c.readiness, 0.0)
        + weights.COMPLETENESS * sum(bool(x) for x in filled) / 12
    )
    return f * partner


def reference_fits(c: Spec, crit: Criteria) -> bool:
    """Shown (and paid for) only when it meets a criterion the search narrows exactly or broadly."""
    narrowing = [level for level in reference_levels(c, crit).values() if level != ANY]
    return not narrowing or any(level in (EXACT, BROAD) for level in narrowing)


def _ids_of(index, picked) -> list[int]:
    return [int(index.company_ids[row]) for row in picked.rows]


def _order(index, criteria, profile) -> list[int]:
    """Every candidate that fits, best first."""
    return _ids_of(index, search(index, criteria, profile, limit=len(index)))


# --- properties: the score -----------------------------------------------------------------


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs())
def test_the_vectorised_score_is_the_documented_formula(catalogue, criteria, searcher):
    index = index_of(catalogue)

    scores = totals(index, criteria, profile_of(searcher))

    assert scores == pytest.approx({c.id: reference_total(c, criteria, searcher) for c in catalogue}, abs=1e-5)


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs())
def test_every_score_is_within_0_and_100(catalogue, criteria, searcher):
    index = index_of(catalogue)
    scores = score_all(index, criteria, profile_of(searcher))

    for part in (scores.total, scores.forward, scores.reverse, scores.mutual, scores.coverage):
        assert np.all(part >= 0)
        assert np.all(part <= 1 + 1e-6)
    explainer = Explainer(index, criteria, profile_of(searcher))
    for position in range(len(index)):
        score = explainer.company_score(scores, position)
        assert 0 <= score["matchScore"] <= 100
        assert all(0 <= score[k] <= 100 for k in ("forwardFit", "reverseFit", "mutualFit"))


# --- properties: one per rule of docs/discovery.md ------------------------------------------


@PROPERTIES
@given(base=specs(company_id=1), criteria=criterias(), searcher=specs(company_id=99), data=st.data())
def test_within_a_criterion_the_values_are_alternatives(base, criteria, searcher, data):
    """A candidate targeting any one of a criterion's searched values meets it exactly, and
    ranks above the same candidate Agnostic/Global there: however many values were searched."""
    kind = data.draw(st.sampled_from(["industry", "geography", "segment"]))
    ids = {"industry": criteria.industry_ids, "geography": criteria.region_ids, "segment": criteria.segment_ids}[kind]
    assume(ids)
    one = data.draw(st.sampled_from(ids))
    field_name = {"industry": "industries", "geography": "regions", "segment": "segments"}[kind]
    whole = {"industry": "agnostic", "geography": "global_"}.get(kind)
    exact = Spec(**{**base.__dict__, "id": 1, field_name: (one,), **({whole: False} if whole else {})})
    index = index_of([exact])

    scores = score_all(index, criteria, profile_of(searcher))

    assert int(scores.levels[kind][0]) == EXACT
    if whole:
        broad = Spec(**{**base.__dict__, "id": 2, field_name: (), whole: True})
        index = index_of([exact, broad])
        assert _order(index, criteria, profile_of(searcher))[0] == 1


@PROPERTIES
@given(base=specs(company_id=1), criteria=criterias(), searcher=specs(company_id=99), data=st.data())
def test_covering_more_of_the_values_orders_candidates_otherwise_equal(base, criteria, searcher, data):
    kind = data.draw(st.sampled_from(["industry", "segment"]))
    ids = criteria.industry_ids if kind == "industry" else criteria.segment_ids
    assume(len(ids) >= 2)
    field_name = "industries" if kind == "industry" else "segments"
    more = Spec(**{**base.__dict__, "id": 1, field_name: ids, "agnostic": False})
    fewer = Spec(**{**base.__dict__, "id": 2, field_name: ids[:1], "agnostic": False})
    # The searcher's company targets none of these values: both want it back as little.
    searcher = replace(searcher, **{field_name: tuple(set(getattr(searcher, field_name)) - set(ids))})
    index = index_of([more, fewer])

    scores = totals(index, criteria, profile_of(searcher))

    assert scores[1] > scores[2]
    # ... and only by the mild bonus: less than the smallest step between two levels.
    assert scores[1] - scores[2] <= weights.COVERAGE + 1e-6


@PROPERTIES
@given(catalogue=catalogues(min_size=3), criteria=criterias(), searcher=specs())
def test_a_candidate_meeting_every_criterion_outranks_any_missing_one_whatever_its_reverse_fit(
    catalogue, criteria, searcher
):
    """Across criteria, all must hold: meeting every criterion (at any level: exact, broad or
    partly) ranks above missing one, whatever reciprocity, complementarity or the tie-breakers say."""
    index = index_of(catalogue)
    scores = totals(index, criteria, profile_of(searcher))
    meets = {c.id for c in catalogue if MISSED not in reference_levels(c, criteria).values()}
    misses = {c.id for c in catalogue} - meets

    for a in meets:
        for b in misses:
            assert scores[a] > scores[b]


@PROPERTIES
@given(catalogue=catalogues(min_size=3), criteria=criterias(), searcher=specs())
def test_better_on_one_criterion_and_no_worse_on_any_always_ranks_above(catalogue, criteria, searcher):
    """Specific beats generic: exact > broad > partly > missed on a criterion; a candidate at
    least as good on every criterion and better on one ranks above, whatever the rest."""
    index = index_of(catalogue)
    scores = totals(index, criteria, profile_of(searcher))
    levels = {c.id: reference_levels(c, criteria) for c in catalogue}
    rank = {EXACT: 0, ANY: 0, BROAD: 1, NEARBY: 2, MISSED: 3}

    for a, la in levels.items():
        for b, lb in levels.items():
            no_worse = all(rank[la[k]] <= rank[lb[k]] for k in la)
            better = any(rank[la[k]] < rank[lb[k]] for k in la)
            if no_worse and better:
                assert scores[a] > scores[b], (la, lb)


@PROPERTIES
@given(generic=specs(company_id=1), exact=specs(company_id=2), criteria=criterias(), searcher=specs(company_id=99))
def test_an_agnostic_and_global_candidate_never_outranks_an_exact_match_on_every_criterion(
    generic, exact, criteria, searcher
):
    generic = replace(generic, industries=(), agnostic=True, regions=(), global_=True, segments=criteria.segment_ids)
    exact = replace(
        exact,
        industries=criteria.industry_ids[:1] or exact.industries,
        agnostic=not criteria.industry_ids and exact.agnostic,
        regions=criteria.region_ids[:1] or exact.regions,
        global_=not criteria.region_ids and exact.global_,
        segments=criteria.segment_ids[:1] or exact.segments,
    )
    assume(all(level in (EXACT, ANY) for level in reference_levels(exact, criteria).values()))
    # The search narrows the industry or the region, which the generic one meets broadly only.
    assume(criteria.industry_ids or criteria.region_ids)
    index = index_of([generic, exact])

    scores = totals(index, criteria, profile_of(searcher))

    assert scores[2] > scores[1]
    assert _order(index, criteria, profile_of(searcher)) == [2, 1]


@PROPERTIES
@given(base=specs(company_id=1), criteria=criterias(), searcher=specs(company_id=99))
def test_a_neighbouring_sub_region_fits_below_exact_and_below_broad(base, criteria, searcher):
    assume(criteria.region_ids)
    searched = criteria.region_ids[0]
    neighbour = next(
        (r for r in SUB_REGION_IDS if PARENT[r] == PARENT[searched] and r not in criteria.region_ids), None
    )
    assume(neighbour is not None)
    exact = Spec(**{**base.__dict__, "id": 1, "regions": (searched,), "global_": False})
    broad = Spec(**{**base.__dict__, "id": 2, "regions": (), "global_": True})
    nearby = Spec(**{**base.__dict__, "id": 3, "regions": (neighbour,), "global_": False})
    index = index_of([exact, broad, nearby])

    scores = score_all(index, criteria, profile_of(searcher))
    by_id = totals(index, criteria, profile_of(searcher))

    assert [int(level) for level in scores.levels["geography"]] == [EXACT, BROAD, NEARBY]
    assert by_id[1] > by_id[2] > by_id[3]


@PROPERTIES
@given(base=specs(company_id=1), criteria=criterias(), searcher=specs(company_id=99))
def test_a_complementary_type_outranks_the_same_type(base, criteria, searcher):
    same = Spec(**{**base.__dict__, "id": 1, "partner_type": searcher.partner_type})
    other = Spec(**{**base.__dict__, "id": 2, "partner_type": 3 - searcher.partner_type})
    index = index_of([same, other])
    assume(reference_fits(same, criteria))

    scores = totals(index, criteria, profile_of(searcher))

    assert scores[2] > scores[1]
    assert _order(index, criteria, profile_of(searcher)) == [2, 1]


@PROPERTIES
@given(
    base=specs(company_id=1),
    criteria=criterias(),
    searcher=specs(company_id=99),
    industries=_subset([1, 2, 3], max_size=2),
    searched=_subset([1, 2, 3], max_size=3),
)
def test_a_candidate_that_wants_the_searcher_back_outranks_a_one_sided_one(
    base, criteria, searcher, industries, searched
):
    """Two candidates alike but for one target industry outside the search: industry 4 is
    one the searcher's company targets (that candidate wants it back), industry 5 is not, and
    it is the only industry the one-sided candidate could want the searcher for."""
    criteria = replace(criteria, industry_ids=searched, is_industry_agnostic=False)
    industries = tuple(i for i in industries if i not in searcher.industries)
    searcher.industries, searcher.agnostic = (*[i for i in searcher.industries if i != 5], 4), False
    mutual = Spec(**{**base.__dict__, "id": 1, "industries": (*industries, 4), "agnostic": False})
    one_sided = Spec(**{**base.__dict__, "id": 2, "industries": (*industries, 5), "agnostic": False})
    index = index_of([mutual, one_sided])
    all_scores = score_all(index, criteria, profile_of(searcher))
    assume(reference_fits(mutual, criteria))

    scores = totals(index, criteria, profile_of(searcher))

    assert all_scores.forward[0] == pytest.approx(all_scores.forward[1])
    assert all_scores.reverse[0] > all_scores.reverse[1]
    assert scores[1] > scores[2]
    assert _order(index, criteria, profile_of(searcher)) == [1, 2]


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs(), candidate=specs(company_id=0), data=st.data())
def test_adding_a_searched_value_the_candidate_matches_never_lowers_its_score_or_its_rank(
    catalogue, criteria, searcher, candidate, data
):
    """The candidate targets the added value exactly. Its score never drops, and no candidate
    that does not fit that value at all (not exactly, nor partly) passes it."""
    kind = data.draw(st.sampled_from(["industry", "geography", "segment"]))
    if kind == "industry":
        ids = criteria.industry_ids[:2]
        item = data.draw(st.sampled_from([i for i in INDUSTRY_IDS if i not in ids]))
        criteria = replace(criteria, industry_ids=ids, is_industry_agnostic=False)
        more = replace(criteria, industry_ids=(*ids, item))
        candidate.industries, candidate.agnostic = (*candidate.industries, item), False
        untouched = [c.id for c in catalogue if item not in c.industries]
    elif kind == "geography":
        ids = criteria.region_ids[:2]
        item = data.draw(st.sampled_from([r for r in SUB_REGION_IDS if r not in ids]))
        criteria = replace(criteria, region_ids=ids, is_geo_global=False)
        more = replace(criteria, region_ids=(*ids, item))
        candidate.regions, candidate.global_ = (*candidate.regions, item), False
        untouched = [c.id for c in catalogue if not any(PARENT[r] == PARENT[item] for r in c.regions)]
    else:
        ids = criteria.segment_ids[:2]
        item = data.draw(st.sampled_from([g for g in SEGMENT_IDS if g not in ids]))
        criteria = replace(criteria, segment_ids=ids)
        more = replace(criteria, segment_ids=(*ids, item))
        candidate.segments = (*candidate.segments, item)
        untouched = [c.id for c in catalogue if item not in c.segments]
    assume(not criteria.is_empty())
    index = index_of([*catalogue, candidate])
    profile = profile_of(searcher)

    before, after = totals(index, criteria, profile), totals(index, more, profile)

    assert after[candidate.id] >= before[candidate.id] - 1e-6
    for other in untouched:
        if before[other] < before[candidate.id]:
            assert after[other] < after[candidate.id]


@PROPERTIES
@given(base=specs(company_id=1), criteria=criterias(), searcher=specs(company_id=99))
def test_every_criterion_exact_and_complementary_scores_90_to_100(base, criteria, searcher):
    candidate = replace(
        base,
        partner_type=3 - searcher.partner_type,
        industries=criteria.industry_ids[:1] or base.industries,
        agnostic=not criteria.industry_ids and base.agnostic,
        regions=criteria.region_ids[:1] or base.regions,
        global_=not criteria.region_ids and base.global_,
        segments=criteria.segment_ids[:1] or base.segments,
    )
    index = index_of([candidate])

    picked = search(index, criteria, profile_of(searcher), limit=1)
    score = Explainer(index, criteria, profile_of(searcher)).company_score(picked, 0)

    assert 90 <= score["matchScore"] <= 100
    assert score["criteriaMet"] == score["criteriaSearched"]
    count = score["criteriaSearched"]
    assert score["summary"].startswith(
        "Meets your criterion exactly" if count == 1 else f"Meets {'both' if count == 2 else 'all 3'} of your criteria"
    )


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs(), data=st.data())
def test_only_companies_that_fit_are_shown_and_the_own_company_never(catalogue, criteria, searcher, data):
    """Shown (and paid for): every company meeting a criterion the search narrows exactly or
    broadly, none other; a company meeting none is never shown."""
    own = data.draw(st.sampled_from(catalogue))
    index = index_of(catalogue)

    picked = search(index, criteria, profile_of(own), limit=len(catalogue), exclude_row=index.row_of(own.id))

    assert set(_ids_of(index, picked)) == {c.id for c in catalogue if reference_fits(c, criteria)} - {own.id}


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs())
def test_the_words_agree_with_the_numbers(catalogue, criteria, searcher):
    index = index_of(catalogue)
    picked = search(index, criteria, profile_of(searcher), limit=len(catalogue))
    explainer = Explainer(index, criteria, profile_of(searcher))

    for position in range(len(picked.rows)):
        score = explainer.company_score(picked, position)
        criteria_rows = score["breakdown"]["forward"]["criteria"]
        levels = [c["match"] for c in criteria_rows]
        assert score["criteriaMet"] == sum(m in ("exact", "broad", "any") for m in levels)
        assert score["forwardFit"] == percent(np.prod([FACTOR[WORD[m]] for m in levels]))
        for row in criteria_rows:
            assert row["fit"] == (0 if row["match"] == "missed" else percent(FACTOR[WORD[row["match"]]]))
            assert row["reason"].startswith("Misses it") == (row["match"] == "missed")
            assert row["reason"].startswith("Partly") == (row["match"] == "partial")
        if "missed" in levels:
            assert "misses the" in score["summary"].lower()
        else:
            assert "misses" not in score["summary"]


@PROPERTIES
@given(catalogue=catalogues(min_size=2), criteria=criterias(), first=specs(), second=specs(), data=st.data())
def test_a_kept_candidate_explains_itself_to_each_searcher_as_a_fresh_one_would(
    catalogue, criteria, first, second, data
):
    """A candidate keeps what it makes of the last searcher's company (their fit to it, the
    complementarity) and its own readiness and completeness: explained to two searchers in
    turn, and to the first again, it says what a candidate decoded afresh says."""
    index = index_of(catalogue)
    empty = data.draw(st.booleans())
    profiles = [profile_of(first), profile_of(None) if empty else profile_of(second), profile_of(first)]

    for profile in profiles:
        picked = search(index, criteria, profile, limit=len(catalogue))
        kept = Explainer(index, criteria, profile)
        fresh = Explainer(index_of(catalogue), criteria, profile)
        for position in range(len(picked.rows)):
            assert kept.company_score(picked, position) == fresh.company_score(picked, position)


WORD = {"exact": EXACT, "broad": BROAD, "partial": NEARBY, "missed": MISSED, "any": ANY}


# --- properties: the order -----------------------------------------------------------------


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs(), limit=st.integers(1, 30), seed=st.integers())
def test_the_same_search_gives_the_same_order_whatever_the_row_order(catalogue, criteria, searcher, limit, seed):
    shuffled = catalogue_of(catalogue)
    for key in ("industries", "regions", "segments", "with_contacts"):
        random.Random(seed).shuffle(shuffled[key])
    first, second = index_of(catalogue), index_build(shuffled, version=("test", 2))
    profile = profile_of(searcher)

    one = search(first, criteria, profile, limit=limit)
    two = search(second, criteria, profile, limit=limit)
    again = search(first, criteria, profile, limit=limit)

    ids = _ids_of(first, one)
    assert ids == _ids_of(second, two)
    assert ids == _ids_of(first, again)
    # Best first; equal scores by company id.
    keys = [(-float(key), cid) for key, cid in zip(rank_keys(one), ids, strict=True)]
    assert keys == sorted(keys)


@PROPERTIES
@given(catalogue=catalogues(min_size=3), criteria=criterias(), searcher=specs(), limit=st.integers(1, 30))
def test_the_picked_are_the_best_of_all(catalogue, criteria, searcher, limit):
    """The linear-time pick equals a full sort of (score descending, id ascending)."""
    index = index_of(catalogue)
    scores = score_all(index, criteria, profile_of(searcher))
    rows = rank(index, scores, limit=limit)

    eligible = [
        (-float(key), int(cid)) for key, cid in zip(rank_keys(scores), index.company_ids, strict=True) if key >= 0
    ]
    assert [int(index.company_ids[row]) for row in rows] == [cid for _, cid in sorted(eligible)[:limit]]


def _same_parts(a, b) -> bool:
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same_parts(a[k], b[k]) for k in a)
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same_parts(x, y) for x, y in zip(a, b, strict=True))
    return a.dtype == b.dtype and np.array_equal(a, b)


@PROPERTIES
@given(
    catalogue=catalogues(min_size=3),
    criteria=criterias(),
    searcher=specs(),
    limit=st.integers(1, 30),
    split=st.booleans(),
    data=st.data(),
)
def test_a_search_gives_every_part_of_the_score_as_scoring_them_all_does(
    catalogue, criteria, searcher, limit, split, data
):
    """The search keeps the parts of the rows it scored, block by block (the big blocks split or
    not), and answers with those: the same, value for value and type for type, as scoring every
    company and taking the same rows."""
    index = index_of(catalogue)
    own = data.draw(st.sampled_from([None, *catalogue]))
    profile = profile_of(own if own is not None else searcher)
    exclude = None if own is None else index.row_of(own.id)

    with patch.object(scoring, "SPLIT_ROWS", 1 if split else scoring.SPLIT_ROWS):
        picked = search(index, criteria, profile, limit=limit, exclude_row=exclude)
    every = score_all(index, criteria, profile).take(picked.rows)

    parts = ("total", "forward", "reverse", "mutual", "levels", "matched", "coverage", "reverse_levels")
    for name in (*parts, "complementarity", "rows"):
        assert _same_parts(getattr(picked, name), getattr(every, name)), name


# --- single facts --------------------------------------------------------------------------


def test_equal_candidates_are_ordered_by_company_id():
    twins = [Spec(id=company_id, industries=(1,), regions=(155,)) for company_id in (30, 10, 20)]
    index = index_of(twins)

    picked = search(index, Criteria(industry_ids=(1,)), profile_of(Spec(id=99, industries=(1,))), limit=3)

    assert _ids_of(index, picked) == [10, 20, 30]
    assert len(set(picked.total.tolist())) == 1


def test_the_levels_of_a_region():
    index = index_of(
        [
            Spec(id=1, industries=(1,), regions=(155,)),  # Western Europe: exact
            Spec(id=2, industries=(1,), global_=True),  # global: broad
            Spec(id=3, industries=(1,), regions=(154,)),  # Northern Europe: same region
            Spec(id=4, industries=(1,), regions=(21,)),  # Northern America: elsewhere
        ]
    )

    scores = score_all(index, Criteria(region_ids=(155,)), profile_of(None))

    assert scores.levels["geography"].tolist() == [EXACT, BROAD, NEARBY, MISSED]
    assert scores.forward.tolist() == pytest.approx([weights.EXACT, weights.BROAD, weights.NEARBY, weights.MISSED])


def test_a_company_that_meets_only_partly_is_not_shown():
    """Northern Europe for a Western Europe search is a partial fit: not enough on its own."""
    index = index_of([Spec(id=1, industries=(1,), regions=(154,)), Spec(id=2, industries=(2,), regions=(155,))])

    picked = search(index, Criteria(region_ids=(155,)), profile_of(None), limit=5)

    assert _ids_of(index, picked) == [2]


def test_an_agnostic_or_global_search_narrows_nothing_on_its_own():
    """Industry Agnostic with Western Europe: everyone meets the industry; only the region
    decides who fits. Agnostic and Global alone: everyone fits."""
    index = index_of([Spec(id=1, industries=(2,), regions=(21,)), Spec(id=2, industries=(1,), regions=(155,))])

    narrowed = search(index, Criteria(is_industry_agnostic=True, region_ids=(155,)), profile_of(None), limit=5)
    everyone = search(index, Criteria(is_industry_agnostic=True, is_geo_global=True), profile_of(None), limit=5)

    assert _ids_of(index, narrowed) == [2]
    assert sorted(_ids_of(index, everyone)) == [1, 2]


def test_an_empty_catalogue_answers_nothing():
    index = index_of([])

    assert len(search(index, Criteria(industry_ids=(1,)), profile_of(None), limit=5).rows) == 0
    assert index.row_of(1) is None


def test_more_than_64_reference_items_use_more_words():
    """Bitsets grow by 64-bit words: the 70th industry is found like the first."""
    catalogue = catalogue_of([Spec(id=1, industries=(70,)), Spec(id=2, industries=(1,))])
    catalogue["reference"] = {**catalogue["reference"], "industries": [(i, f"Industry {i}") for i in range(1, 71)]}
    index = index_build(catalogue, version=("test", 1))

    picked = search(index, Criteria(industry_ids=(70,)), profile_of(None), limit=5)

    assert index.industries.shape == (2, 2)
    assert _ids_of(index, picked) == [1]
    assert index.industry_vocabulary.decode(index.industries[0]) == [70]


def test_the_weights_keep_the_rules():
    """weights.py's own checks, stated here too: nothing about the partner crosses a step."""
    levels = [weights.EXACT, weights.BROAD, weights.NEARBY, weights.MISSED]
    assert levels == sorted(levels, reverse=True)
    assert all(lower / higher < weights.BASE for higher, lower in pairwise(levels))
    assert weights.MISSED < weights.BASE * weights.BROAD * weights.NEARBY
    assert weights.BROAD**2 < weights.BASE
    parts = (weights.BASE, weights.COMPLEMENTARITY, weights.MUTUAL, weights.COVERAGE, weights.READINESS)
    assert sum(parts) + weights.COMPLETENESS == pytest.approx(1)


# --- the worked example of docs/discovery.md --------------------------------------------------

ACME = Spec(id=1, industries=(1, 2), regions=(155,), segments=(1,))  # Technology: Cybersecurity, Fintech / WE / SMB
EXAMPLE = Criteria(industry_ids=(1, 3), region_ids=(155, 39), segment_ids=(2,))  # Cyber or Health / WE or SE / Mid


def _example_catalogue():
    return [
        ACME,
        # Channel: Cybersecurity / Western + Northern Europe / Mid-market + Enterprise; Developing; no contacts
        Spec(
            id=2,
            partner_type=CHANNEL,
            industries=(1,),
            regions=(155, 154),
            segments=(2, 3),
            readiness=2,
            extras={"deal_sizes": True, "partnership_types": True, "contacts": False},
        ),
        # Channel: Agnostic and Global, Mid-market and SMB; Mature; complete
        Spec(id=3, partner_type=CHANNEL, agnostic=True, global_=True, segments=(1, 2), readiness=3),
        # Technology: Cybersecurity / Northern Europe / Mid-market; Developing; complete
        Spec(id=4, partner_type=TECHNOLOGY, industries=(1,), regions=(154,), segments=(2,), readiness=2),
        # Channel: Cybersecurity / Western Europe / Enterprise only; Mature; complete
        Spec(id=5, partner_type=CHANNEL, industries=(1,), regions=(155,), segments=(3,), readiness=3),
    ]


def test_the_worked_example_of_the_docs():
    index = index_of(_example_catalogue())
    profile = profile_of(ACME)

    picked = search(index, EXAMPLE, profile, limit=5, exclude_row=index.row_of(1))
    explainer = Explainer(index, EXAMPLE, profile)
    scores = [explainer.company_score(picked, position) for position in range(len(picked.rows))]

    assert _ids_of(index, picked) == [2, 3, 4, 5]
    nordic = scores[0]
    # Every criterion exact: 1 x 1 x 1. Coverage (1/2 + 1/2 + 1/1) / 3.
    assert [c["match"] for c in nordic["breakdown"]["forward"]["criteria"]] == ["exact", "exact", "exact"]
    assert picked.forward[0] == pytest.approx(1.0)
    assert picked.coverage[0] == pytest.approx(2 / 3)
    # Their fit to Acme: Cybersecurity exact, Western Europe exact, Mid-market/Enterprise missed (SMB).
    assert [c["match"] for c in nordic["breakdown"]["reverse"]["criteria"]] == ["exact", "exact", "missed"]
    assert picked.reverse[0] == pytest.approx(0.45)
    assert picked.mutual[0] == pytest.approx(2 * 0.45 / 1.45)
    # 0.87 + 0.05 + 0.05 x 0.62069 + 0.015 x 2/3 + 0.0075 x 0.5 + 0.0075 x 11/12 = 0.971659
    assert picked.total[0] == pytest.approx(0.971659, abs=1e-6)
    assert (nordic["matchScore"], nordic["forwardFit"], nordic["reverseFit"], nordic["mutualFit"]) == (97, 100, 45, 62)
    assert nordic["summary"] == (
        "Meets all 3 of your criteria exactly. A Channel Partner for your Technology Partner company: complementary. "
        "They partly want partners like you (45%)."
    )
    # The generic one: Agnostic and Global, 0.85 x 0.85 x 1, wants Acme back broadly (0.85 x 0.85 x 1).
    generic = scores[1]
    assert picked.forward[1] == pytest.approx(0.7225)
    assert generic["matchScore"] == 71
    assert generic["summary"].startswith("Meets market segment exactly and industry and region broadly.")
    # A neighbouring sub-region only: 1 x 0.70 x 1, same type as Acme.
    assert picked.forward[2] == pytest.approx(0.70)
    assert scores[2]["matchScore"] == 64
    assert scores[2]["breakdown"]["forward"]["criteria"][1]["reason"] == (
        "Partly: targets Northern Europe, not Southern Europe or Western Europe but in the same region (Europe): "
        "below an exact or a broad match."
    )
    # Misses the segment: 1 x 1 x 0.45.
    assert picked.forward[3] == pytest.approx(0.45)
    assert scores[3]["matchScore"] == 43
    assert scores[3]["summary"].startswith("Meets industry and region exactly; misses the market segment.")


def test_percentages_round_halves_up():
    assert [percent(x) for x in (0.125, 0.135, 0.7125, 0.005, 1.0, 0.0)] == [13, 14, 71, 1, 100, 0]
