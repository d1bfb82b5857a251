"""The Partner Fit Score engine on synthetic catalogues (no database): its properties,
checked with hypothesis (deterministic settings), and the worked example of docs/discovery.md."""

import random
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from apps.discovery.engine import weights
from apps.discovery.engine.explain import Explainer, percent
from apps.discovery.engine.index import index_build
from apps.discovery.engine.scoring import Criteria, rank, rank_keys, score_all, search
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


# --- properties --------------------------------------------------------------------------


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs())
def test_every_score_is_within_0_and_100(catalogue, criteria, searcher):
    index = index_of(catalogue)
    scores = score_all(index, criteria, profile_of(searcher))

    for part in (scores.total, scores.forward, scores.reverse, scores.mutual):
        assert np.all(part >= 0)
        assert np.all(part <= 1 + 1e-12)
    explainer = Explainer(index, criteria, profile_of(searcher))
    for position in range(len(index)):
        score = explainer.company_score(scores, position)
        assert 0 <= score["matchScore"] <= 100
        assert all(0 <= score[k] <= 100 for k in ("forwardFit", "reverseFit", "mutualFit"))


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs(), candidate=specs(company_id=0), data=st.data())
def test_adding_a_criterion_the_candidate_matches_never_lowers_its_score(
    catalogue, criteria, searcher, candidate, data
):
    """The candidate targets the added item exactly (it is neither agnostic nor global there)."""
    kind = data.draw(st.sampled_from(["industry", "geography", "segment"]))
    if kind == "industry":
        ids = criteria.industry_ids[:2]
        item = data.draw(st.sampled_from([i for i in INDUSTRY_IDS if i not in ids]))
        criteria = replace(criteria, industry_ids=ids, is_industry_agnostic=False)
        more = replace(criteria, industry_ids=(*ids, item))
        candidate.industries, candidate.agnostic = (*candidate.industries, item), False
    elif kind == "geography":
        ids = criteria.region_ids[:2]
        item = data.draw(st.sampled_from([r for r in SUB_REGION_IDS if r not in ids]))
        criteria = replace(criteria, region_ids=ids, is_geo_global=False)
        more = replace(criteria, region_ids=(*ids, item))
        candidate.regions, candidate.global_ = (*candidate.regions, item), False
    else:
        ids = criteria.segment_ids[:2]
        item = data.draw(st.sampled_from([g for g in SEGMENT_IDS if g not in ids]))
        criteria = replace(criteria, segment_ids=ids)
        more = replace(criteria, segment_ids=(*ids, item))
        candidate.segments = (*candidate.segments, item)
    index = index_of([*catalogue, candidate])
    profile = profile_of(searcher)

    before = totals(index, criteria, profile)[candidate.id]
    after = totals(index, more, profile)[candidate.id]

    assert after >= before - 1e-12


@PROPERTIES
@given(base=specs(company_id=1), criteria=criterias(), searcher=specs(company_id=99), data=st.data())
def test_an_exact_match_outranks_an_agnostic_or_global_one(base, criteria, searcher, data):
    """Other things equal: the same profile but for one criterion, where one candidate
    targets exactly what the search names and the other is agnostic (or global); the
    searcher's company covers what the exact one targets, so both directions agree."""
    kind = data.draw(st.sampled_from(["industry", "geography"]))
    if kind == "industry":
        assume(criteria.industry_ids)
        exact = Spec(**{**base.__dict__, "id": 1, "industries": criteria.industry_ids, "agnostic": False})
        broad = Spec(**{**base.__dict__, "id": 2, "industries": (), "agnostic": True})
        searcher.industries = tuple(set(searcher.industries) | set(criteria.industry_ids))
        searcher.agnostic = False
    else:
        assume(criteria.region_ids)
        exact = Spec(**{**base.__dict__, "id": 1, "regions": criteria.region_ids, "global_": False})
        broad = Spec(**{**base.__dict__, "id": 2, "regions": (), "global_": True})
        searcher.regions = tuple(set(searcher.regions) | set(criteria.region_ids))
        searcher.global_ = False
    index = index_of([exact, broad])

    scores = totals(index, criteria, profile_of(searcher))
    picked = search(index, criteria, profile_of(searcher), limit=2)

    assert scores[1] > scores[2]
    assert [int(index.company_ids[row]) for row in picked.rows] == [1, 2]


@PROPERTIES
@given(base=specs(company_id=1), criteria=criterias(), searcher=specs(company_id=99))
def test_a_complementary_type_outranks_the_same_type(base, criteria, searcher):
    same = Spec(**{**base.__dict__, "id": 1, "partner_type": searcher.partner_type})
    other = Spec(**{**base.__dict__, "id": 2, "partner_type": 3 - searcher.partner_type})
    index = index_of([same, other])
    scores = totals(index, criteria, profile_of(searcher))
    assume(score_all(index, criteria, profile_of(searcher)).forward[0] > 0)

    picked = search(index, criteria, profile_of(searcher), limit=2)

    assert scores[2] > scores[1]
    assert [int(index.company_ids[row]) for row in picked.rows] == [2, 1]


@PROPERTIES
@given(
    base=specs(company_id=1),
    criteria=criterias(),
    searcher=specs(company_id=99),
    industries=_subset([1, 2, 3], max_size=2),
    searched=_subset([1, 2, 3], max_size=3),
)
def test_a_mutual_match_outranks_a_one_sided_one(base, criteria, searcher, industries, searched):
    """Two candidates alike but for one target industry outside the search: industry 4 is
    one the searcher's company targets (that candidate wants it back), industry 5 is not."""
    criteria = replace(criteria, industry_ids=searched, is_industry_agnostic=False)
    searcher.industries, searcher.agnostic = (*[i for i in searcher.industries if i != 5], 4), False
    mutual = Spec(**{**base.__dict__, "id": 1, "industries": (*industries, 4), "agnostic": False})
    one_sided = Spec(**{**base.__dict__, "id": 2, "industries": (*industries, 5), "agnostic": False})
    index = index_of([mutual, one_sided])
    all_scores = score_all(index, criteria, profile_of(searcher))
    assume(all_scores.forward[0] > 0)

    scores = totals(index, criteria, profile_of(searcher))

    assert all_scores.forward[0] == pytest.approx(all_scores.forward[1])
    assert all_scores.reverse[0] > all_scores.reverse[1]
    assert scores[1] > scores[2]
    picked = search(index, criteria, profile_of(searcher), limit=2)
    assert [int(index.company_ids[row]) for row in picked.rows] == [1, 2]


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs(), data=st.data())
def test_the_own_company_never_appears_and_every_result_fits_the_search(catalogue, criteria, searcher, data):
    own = data.draw(st.sampled_from(catalogue))
    index = index_of(catalogue)
    own_row = index.row_of(own.id)

    picked = search(index, criteria, profile_of(own), limit=len(catalogue), exclude_row=own_row)

    ids = [int(index.company_ids[row]) for row in picked.rows]
    assert own.id not in ids
    assert np.all(picked.forward > 0)
    everyone = score_all(index, criteria, profile_of(own))
    fitting = {int(cid) for cid, fit in zip(index.company_ids, everyone.forward, strict=True) if fit > 0} - {own.id}
    assert set(ids) == fitting


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

    ids = [int(first.company_ids[row]) for row in one.rows]
    assert ids == [int(second.company_ids[row]) for row in two.rows]
    assert ids == [int(first.company_ids[row]) for row in again.rows]
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


PARENT = {region_id: parent for region_id, _, parent in REFERENCE["regions"]}


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


def _region_fit(wanted, offered) -> float:
    """Per wanted sub-region: exact 1, another of the same region 0.5, else 0 (the docs' rule)."""
    return _mean(
        weights.EXACT if r in offered else weights.NEARBY if any(PARENT[x] == PARENT[r] for x in offered) else 0.0
        for r in wanted
    )


def reference_total(c: Spec, crit: Criteria, p: Spec) -> float:
    """docs/discovery.md written out one company at a time, in plain Python: what the
    vectorised engine must agree with."""
    w = weights.CRITERION_WEIGHTS
    forward = {}
    if crit.is_industry_agnostic or (crit.industry_ids and c.agnostic):
        forward["industry"] = weights.BROAD
    elif crit.industry_ids:
        forward["industry"] = _mean(i in c.industries for i in crit.industry_ids)
    if crit.is_geo_global or (crit.region_ids and c.global_):
        forward["geography"] = weights.BROAD
    elif crit.region_ids:
        forward["geography"] = _region_fit(crit.region_ids, c.regions)
    if crit.segment_ids:
        forward["segment"] = _mean(g in c.segments for g in crit.segment_ids)
    f = sum(w[k] * v for k, v in forward.items()) / sum(w[k] for k in forward) if forward else 0.0

    reverse = {}
    if c.agnostic or c.industries:
        broad = c.agnostic or p.agnostic
        reverse["industry"] = weights.BROAD if broad else _mean(i in p.industries for i in c.industries)
    if c.global_ or c.regions:
        reverse["geography"] = weights.BROAD if (c.global_ or p.global_) else _region_fit(c.regions, p.regions)
    if c.segments:
        reverse["segment"] = _mean(g in p.segments for g in c.segments)
    r = sum(w[k] * v for k, v in reverse.items()) / sum(w[k] for k in reverse) if reverse else 0.0

    mutual = 2 * f * r / (f + r) if f + r else 0.0
    core = (1 - weights.MUTUAL_SHARE) * f + weights.MUTUAL_SHARE * mutual
    logo, website, page, description, program, offer, size, goal = c.parts
    filled = [logo, website, page, description >= 150, program, offer, size, goal, c.readiness]
    filled += [c.extras["deal_sizes"], c.extras["partnership_types"], c.extras["contacts"]]
    return (
        weights.CORE * core
        + weights.COMPLEMENTARITY * (c.partner_type != p.partner_type)
        + weights.READINESS * weights.READINESS_FITS.get(c.readiness, 0.0)
        + weights.COMPLETENESS * sum(bool(x) for x in filled) / 12
    )


@PROPERTIES
@given(catalogue=catalogues(), criteria=criterias(), searcher=specs())
def test_the_vectorised_score_is_the_documented_formula(catalogue, criteria, searcher):
    index = index_of(catalogue)

    scores = totals(index, criteria, profile_of(searcher))

    assert scores == pytest.approx({c.id: reference_total(c, criteria, searcher) for c in catalogue}, abs=1e-5)


# --- single facts --------------------------------------------------------------------------


def test_equal_candidates_are_ordered_by_company_id():
    twins = [Spec(id=company_id, industries=(1,), regions=(155,)) for company_id in (30, 10, 20)]
    index = index_of(twins)

    picked = search(index, Criteria(industry_ids=(1,)), profile_of(Spec(id=99, industries=(1,))), limit=3)

    assert [int(index.company_ids[row]) for row in picked.rows] == [10, 20, 30]
    assert len(set(picked.total.tolist())) == 1


def test_a_sub_region_of_the_same_region_fits_partly_and_global_fits_broadly():
    index = index_of(
        [
            Spec(id=1, industries=(1,), regions=(155,)),  # Western Europe: exact
            Spec(id=2, industries=(1,), global_=True),  # global: broad
            Spec(id=3, industries=(1,), regions=(154,)),  # Northern Europe: same region
            Spec(id=4, industries=(1,), regions=(21,)),  # Northern America: elsewhere
        ]
    )

    scores = score_all(index, Criteria(region_ids=(155,)), profile_of(None))

    assert scores.forward_parts["geography"].tolist() == pytest.approx(
        [weights.EXACT, weights.BROAD, weights.NEARBY, 0.0]
    )
    assert weights.EXACT > weights.BROAD > weights.NEARBY > 0


def test_a_company_that_fits_no_criterion_is_not_returned():
    index = index_of([Spec(id=1, industries=(2,), regions=(21,)), Spec(id=2, industries=(1,), regions=(21,))])

    picked = search(index, Criteria(industry_ids=(1,)), profile_of(None), limit=5)

    assert [int(index.company_ids[row]) for row in picked.rows] == [2]


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
    assert [int(index.company_ids[row]) for row in picked.rows] == [1]
    assert index.industry_vocabulary.decode(index.industries[0]) == [70]


# --- the worked example of docs/discovery.md --------------------------------------------------


def test_the_worked_example_of_the_docs():
    """Searcher: Acme, a Technology partner targeting Cybersecurity and Fintech in Western
    Europe, SMB. Search: Cybersecurity and Healthcare, Western Europe and Southern Europe,
    Mid-market. Candidate: Nordic Channel, a Channel partner targeting Cybersecurity in
    Western and Northern Europe, Mid-market and Enterprise, readiness Developing, 11 of 12
    profile parts."""
    searcher = Spec(id=1, industries=(1, 2), regions=(155,), segments=(1,))
    candidate = Spec(
        id=2,
        partner_type=CHANNEL,
        industries=(1,),
        regions=(155, 154),
        segments=(2, 3),
        readiness=2,
        extras={"deal_sizes": True, "partnership_types": True, "contacts": False},
    )
    index = index_of([searcher, candidate])
    criteria = Criteria(industry_ids=(1, 3), region_ids=(155, 39), segment_ids=(2,))
    profile = profile_of(searcher)

    picked = search(index, criteria, profile, limit=5, exclude_row=index.row_of(1))
    score = Explainer(index, criteria, profile).company_score(picked, 0)

    # Forward: industry 1 of 2 = 0.5; geography (1 + 0.5) / 2 = 0.75; segment 1 of 1 = 1.
    assert [c["fit"] for c in score["breakdown"]["forward"]["criteria"]] == [50, 75, 100]
    # 0.40 x 0.5 + 0.35 x 0.75 + 0.25 x 1 = 0.7125
    assert picked.forward[0] == pytest.approx(0.7125)
    # Reverse: industry 1 of 1 = 1; geography (1 + 0.5) / 2 = 0.75; segment 0 of 2 = 0.
    assert [c["fit"] for c in score["breakdown"]["reverse"]["criteria"]] == [100, 75, 0]
    # 0.40 x 1 + 0.35 x 0.75 + 0.25 x 0 = 0.6625
    assert picked.reverse[0] == pytest.approx(0.6625)
    # Harmonic mean 2 x 0.7125 x 0.6625 / (0.7125 + 0.6625) = 0.68659...
    assert picked.mutual[0] == pytest.approx(0.686591, abs=1e-6)
    # core 0.5 x 0.7125 + 0.5 x 0.686591 = 0.699545; total 0.8 x core + 0.12 + 0.04 x 0.5 + 0.04 x 11/12
    assert picked.total[0] == pytest.approx(0.8 * 0.699545 + 0.12 + 0.02 + 0.04 * 11 / 12, abs=1e-6)
    assert score["matchScore"] == 74
    assert (score["forwardFit"], score["reverseFit"], score["mutualFit"]) == (71, 66, 69)
    assert score["breakdown"]["forward"]["criteria"][1]["reason"] == (
        "Covers Western Europe; Southern Europe partly (Northern Europe and Western Europe, also in Europe) "
        "of the 2 regions you chose."
    )
    assert score["breakdown"]["complementarity"]["reason"] == (
        "Channel Partner and your Technology Partner company complement each other."
    )


def test_percentages_round_halves_up():
    assert [percent(x) for x in (0.125, 0.135, 0.7125, 0.005, 1.0, 0.0)] == [13, 14, 71, 1, 100, 0]
