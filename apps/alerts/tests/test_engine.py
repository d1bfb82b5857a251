"""The vectorised matcher against a plain per-search computation (no database): for random
catalogues, random saved searches (criteria, the member's company, N) and a random company, the
company enters a saved search's top N in one pass exactly when discovery's engine, run for that
search alone over the catalogue with the company, puts it among its N results and it was not
among them before; and its key for each search is bit for bit the key discovery ranks it on."""

from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from apps.alerts.engine import NO_COMPANY, SavedSearchRow, match_company, profiles_take, saved_search_index_build
from apps.alerts.matching import baselines_compute
from apps.discovery.engine import scoring
from apps.discovery.engine.scoring import Criteria, Profile
from apps.discovery.tests.helpers import SEGMENT_IDS, Spec, index_of, profile_of, totals
from apps.discovery.tests.test_engine import catalogues, criterias, reference_total, specs

PROPERTIES = settings(
    derandomize=True,
    deadline=None,
    max_examples=60,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@st.composite
def saved_searches(draw, catalogue: list[Spec], count_max=12):
    """(criteria, the member's company id or None, N) for each saved search."""
    count = draw(st.integers(1, count_max))
    members = [None, *[spec.id for spec in catalogue]]
    return [(draw(criterias()), draw(st.sampled_from(members)), draw(st.integers(1, 5))) for _ in range(count)]


def index_rows(index, searches, baselines) -> list[SavedSearchRow]:
    return [
        SavedSearchRow(
            saved_search_id=number,
            user_id=1000 + number,
            top_n=top_n,
            industry_ids=criteria.industry_ids,
            is_industry_agnostic=criteria.is_industry_agnostic,
            region_ids=criteria.region_ids,
            is_geo_global=criteria.is_geo_global,
            segment_ids=criteria.segment_ids,
            baseline_key=baselines[number].key,
            baseline_company_id=baselines[number].company_id,
            baseline_company_ids=tuple(baselines[number].company_ids),
        )
        for number, (criteria, _, top_n) in enumerate(searches, start=1)
    ]


def match(before, after, searches, company_id):
    """The matcher: baselines on the catalogue `before`, the company scored on `after`."""
    baselines = baselines_compute(
        before, [(n, criteria, member, top_n) for n, (criteria, member, top_n) in enumerate(searches, start=1)]
    )
    index = saved_search_index_build(index_rows(after, searches, baselines), after)
    members = np.array([member if member is not None else NO_COMPANY for _, member, _ in searches], dtype=np.int64)
    return match_company(index, profiles_take(after, members), after, after.row_of(company_id))


def top_ids(index, criteria, member, top_n) -> list[int]:
    """Discovery's own answer for one search: the ids of its N results."""
    own_row = index.row_of(member)
    picked = scoring.search(index, criteria, Profile.of_row(index, own_row), limit=top_n, exclude_row=own_row)
    return [int(index.company_ids[row]) for row in picked.rows]


@PROPERTIES
@given(data=st.data())
def test_a_new_company_enters_exactly_the_searches_whose_top_n_it_joins(data):
    catalogue = data.draw(catalogues(min_size=1, max_size=10))
    newcomer = data.draw(specs())
    assume(newcomer.id not in {spec.id for spec in catalogue})
    searches = data.draw(saved_searches(catalogue))
    before, after = index_of(catalogue), index_of([*catalogue, newcomer])

    result = match(before, after, searches, newcomer.id)

    for number, (criteria, member, top_n) in enumerate(searches):
        joins = member is not None and newcomer.id in top_ids(after, criteria, member, top_n)
        assert bool(result.entering[number]) == joins, (criteria, member, top_n)


@PROPERTIES
@given(data=st.data())
def test_a_twin_of_a_company_enters_as_discovery_breaks_ties(data):
    """A newcomer with the very profile of a company of the catalogue ties with it on every
    search: discovery puts the lower company id first, and so does the matcher."""
    catalogue = data.draw(catalogues(min_size=1, max_size=8))
    twin_of = data.draw(st.sampled_from(catalogue))
    twin = replace(twin_of, id=data.draw(st.integers(1, 10_000)))
    assume(twin.id not in {spec.id for spec in catalogue})
    searches = data.draw(saved_searches(catalogue))
    before, after = index_of(catalogue), index_of([*catalogue, twin])

    result = match(before, after, searches, twin.id)

    for number, (criteria, member, top_n) in enumerate(searches):
        joins = member is not None and twin.id in top_ids(after, criteria, member, top_n)
        assert bool(result.entering[number]) == joins, (criteria, member, top_n)


@PROPERTIES
@given(data=st.data())
def test_a_retargeted_company_enters_only_where_it_was_not_in_the_top_n(data):
    catalogue = data.draw(catalogues(min_size=2, max_size=10))
    old = catalogue[0]
    new = data.draw(specs(company_id=old.id))
    searches = data.draw(saved_searches(catalogue[1:]))
    before, after = index_of(catalogue), index_of([new, *catalogue[1:]])

    result = match(before, after, searches, old.id)

    for number, (criteria, member, top_n) in enumerate(searches):
        was_in = old.id in top_ids(before, criteria, member, top_n)
        is_in = old.id in top_ids(after, criteria, member, top_n)
        expected = member is not None and is_in and not was_in
        assert bool(result.entering[number]) == expected, (criteria, member, top_n, was_in, is_in)


@PROPERTIES
@given(data=st.data())
def test_each_key_is_the_key_discovery_ranks_the_company_on(data):
    catalogue = data.draw(catalogues(min_size=1, max_size=10))
    company = data.draw(st.sampled_from(catalogue))
    searches = data.draw(saved_searches(catalogue))
    index = index_of(catalogue)

    result = match(index, index, searches, company.id)

    row = index.row_of(company.id)
    for number, (criteria, member, _) in enumerate(searches):
        own_row = index.row_of(member)
        scores = scoring.score_all(index, criteria, Profile.of_row(index, own_row))
        keys = scoring.rank_keys(scores)
        if own_row is not None:
            keys[own_row] = -1
        expected = keys[row] if member is not None else -1
        assert result.keys[number] == expected, (criteria, member)
        if member is not None:
            assert result.totals[number] == scores.total[row]
            # ... and the formula of docs/discovery.md, one company at a time, in plain Python.
            spec = next(s for s in catalogue if s.id == member)
            assert float(result.totals[number]) == pytest.approx(reference_total(company, criteria, spec), abs=1e-5)


def test_the_worked_example_alerts_in_the_documented_order():
    """docs/discovery.md's searcher (Acme) saved its search with N = 2 when Generic Partners (71)
    and Cyber Enterprise (43) were its results: Nordic Channel (97) enters when approved. Once
    Nordic is in, Baltic Secure (64) would be third of two, and enters only a top 3."""
    acme = Spec(id=1, industries=(1, 2), regions=(155,), segments=(1,), partner_type=1)
    generic = Spec(id=2, partner_type=2, agnostic=True, global_=True, segments=(1, 2), readiness=3)
    cyber_enterprise = Spec(id=3, partner_type=2, industries=(1,), regions=(155,), segments=(3,), readiness=3)
    nordic = Spec(id=10, partner_type=2, industries=(1,), regions=(155, 154), segments=(2, 3))
    baltic = Spec(id=11, partner_type=1, industries=(1,), regions=(154,), segments=(2,))
    criteria = Criteria(industry_ids=(1, 3), region_ids=(155, 39), segment_ids=(2,))
    catalogue = [acme, generic, cyber_enterprise]
    with_nordic = [*catalogue, nordic]

    assert match(index_of(catalogue), index_of(with_nordic), [(criteria, 1, 2)], 10).entering.tolist() == [True]
    with_both = index_of([*with_nordic, baltic])
    assert match(index_of(with_nordic), with_both, [(criteria, 1, 2)], 11).entering.tolist() == [False]
    assert match(index_of(with_nordic), with_both, [(criteria, 1, 3)], 11).entering.tolist() == [True]
    scores = totals(with_both, criteria, profile_of(acme))
    assert [round(scores[c] * 100) for c in (10, 2, 11, 3)] == [97, 71, 64, 43]


def test_the_members_own_company_and_members_without_one_never_match():
    acme = Spec(id=1, industries=(1,), regions=(155,), segments=(SEGMENT_IDS[0],))
    criteria = Criteria(industry_ids=(1,))
    index = index_of([acme])
    result = match(index, index, [(criteria, acme.id, 5), (criteria, None, 5)], acme.id)
    assert result.keys.tolist() == [-1, -1]
    assert result.entering.tolist() == [False, False]
