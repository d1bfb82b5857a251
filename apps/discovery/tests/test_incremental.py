"""The index brought up to date by changes (an overlay over a base that may be a memory-mapped
file) reads exactly as an index rebuilt from the same catalogue, and `search` (which scores only
the blocks of rows that can make the best N) answers exactly what ranking every score answers:
the same rows, scores and order. Engine only, no database (the process's copy, the change log
and the files: test_index_files.py; across processes: test_index_processes.py)."""

import tempfile
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from apps.discovery.engine import scoring
from apps.discovery.engine.index import ROW_FIELDS, CompanyIndex, index_build, index_with_changes
from apps.discovery.engine.scoring import Criteria, rank, score_all, search
from apps.discovery.engine.store import Snapshots, UnreadableIndex, index_read, index_write
from apps.discovery.tests import test_engine
from apps.discovery.tests.helpers import (
    CHANNEL,
    INDUSTRY_IDS,
    LABELS,
    SEGMENT_IDS,
    SUB_REGION_IDS,
    Spec,
    catalogue_of,
    index_of,
    is_mapped,
    profile_of,
)
from apps.discovery.tests.test_engine import PROPERTIES, catalogues, criterias, specs

# --- an index that reached its catalogue through changes -----------------------------------------


def subset(catalogue: dict, company_ids) -> dict:
    """The catalogue's rows of these companies only (what the process reads for a change)."""
    ids = set(company_ids)
    return {
        "companies": [row for row in catalogue["companies"] if row[0] in ids],
        **{key: [pair for pair in catalogue[key] if pair[0] in ids] for key in ("industries", "regions", "segments")},
        **{key: [i for i in catalogue[key] if i in ids] for key in ("with_deal_sizes", "with_partnership_types")},
        "with_contacts": [i for i in catalogue["with_contacts"] if i in ids],
        "reference": catalogue["reference"],
    }


def _before(spec: Spec) -> Spec:
    """What the company was before its change: other targets, type and profile."""
    return replace(
        spec,
        partner_type=3 - spec.partner_type,
        industries=(INDUSTRY_IDS[spec.id % 5],),
        agnostic=not spec.agnostic,
        regions=(SUB_REGION_IDS[(spec.id + 2) % 5],),
        global_=False,
        segments=(SEGMENT_IDS[spec.id % 4],),
        readiness=(spec.readiness + 1) % 4,
    )


def incremental_index_of(specs_: list[Spec], *, directory: Path | None = None) -> CompanyIndex:
    """The index of `specs_` reached from an older catalogue by two rounds of changes: a quarter
    of the companies added since, a quarter edited, two that were there removed; the older
    catalogue's index written to a file and memory-mapped first (as a process maps its
    machine's file)."""
    ids = sorted(spec.id for spec in specs_)
    added = [i for i in ids if i % 4 == 0]
    edited = [i for i in ids if i % 4 == 1]
    removed = [20_001, 20_002]
    old_specs = [_before(s) if s.id in edited else s for s in specs_ if s.id not in added]
    old_specs += [Spec(id=i, industries=(1,), regions=(155,), segments=(2,), partner_type=CHANNEL) for i in removed]
    with tempfile.TemporaryDirectory() as temporary:
        path = Path(directory or temporary) / "index.idx"
        index_write(index_build(catalogue_of(old_specs), version=("test", 1), labels=LABELS), path)
        index = index_read(path, labels=LABELS)
    target = catalogue_of(specs_)
    changed = sorted(set(added) | set(edited) | set(removed))
    first, second = changed[::2], changed[1::2]
    index = index_with_changes(index, subset(target, first), changed_ids=first, version=("test", 2))
    return index_with_changes(index, subset(target, second), changed_ids=second, version=("test", 3))


def assert_same_index(incremental: CompanyIndex, rebuilt: CompanyIndex) -> None:
    assert len(incremental) == len(rebuilt)
    for name in ROW_FIELDS:
        mine, theirs = getattr(incremental, name), getattr(rebuilt, name)
        assert mine.dtype == theirs.dtype, name
        assert np.array_equal(mine, theirs), name
    for company_id in [*rebuilt.company_ids.tolist(), 20_001, 20_002, 0]:
        assert incremental.row_of(company_id) == rebuilt.row_of(company_id)


def assert_same_scores(one: scoring.Scores, other: scoring.Scores) -> None:
    assert one.rows.tolist() == other.rows.tolist()
    for name in ("total", "forward", "reverse", "mutual", "coverage", "complementarity", "readiness", "completeness"):
        assert np.array_equal(getattr(one, name), getattr(other, name)), name
    assert one.levels.keys() == other.levels.keys()
    for k in one.levels:
        assert np.array_equal(one.levels[k], other.levels[k])
    for k in one.matched:
        assert np.array_equal(one.matched[k], other.matched[k])
    for k, (levels, stated) in one.reverse_levels.items():
        assert np.array_equal(levels, other.reverse_levels[k][0])
        assert np.array_equal(stated, other.reverse_levels[k][1])


# --- the incremental index equals a rebuilt one ------------------------------------------------


@PROPERTIES
@given(catalogue=catalogues(max_size=20), criteria=criterias(), limit=st.integers(1, 30), data=st.data())
def test_an_index_brought_up_to_date_equals_one_rebuilt_from_the_same_catalogue(catalogue, criteria, limit, data):
    incremental, rebuilt = incremental_index_of(catalogue), index_of(catalogue)
    own = data.draw(st.sampled_from(catalogue))
    profile = profile_of(own)

    assert_same_index(incremental, rebuilt)
    assert incremental.base_version == ("test", 1)
    assert len(incremental.overlay)  # the changed companies are in the overlay, not rebuilt
    one = search(incremental, criteria, profile, limit=limit, exclude_row=incremental.row_of(own.id))
    other = search(rebuilt, criteria, profile, limit=limit, exclude_row=rebuilt.row_of(own.id))
    assert_same_scores(one, other)
    assert_same_scores(score_all(incremental, criteria, profile), score_all(rebuilt, criteria, profile))


def test_a_company_changed_twice_is_read_as_it_is_last():
    first = [Spec(id=1, industries=(1,), regions=(155,)), Spec(id=2, industries=(2,), regions=(21,))]
    index = index_of(first)
    edited = [first[0], replace(first[1], industries=(3,))]
    index = index_with_changes(index, subset(catalogue_of(edited), [2]), changed_ids=[2], version=("test", 2))
    again = [first[0], replace(first[1], industries=(4,))]
    index = index_with_changes(index, subset(catalogue_of(again), [2]), changed_ids=[2], version=("test", 3))

    assert_same_index(index, index_of(again))
    assert len(index.overlay) == 1
    assert index.dead.tolist() == [1]


def test_a_company_removed_then_approved_again_comes_back_once():
    companies = [Spec(id=i, industries=(1,), regions=(155,)) for i in (1, 2, 3)]
    index = index_of(companies)
    index = index_with_changes(index, subset(catalogue_of(companies), []), changed_ids=[2], version=("test", 2))
    assert index.row_of(2) is None
    assert index.company_ids.tolist() == [1, 3]

    index = index_with_changes(index, subset(catalogue_of(companies), [2]), changed_ids=[2], version=("test", 3))

    assert_same_index(index, index_of(companies))
    found = search(index, Criteria(industry_ids=(1,)), profile_of(None), limit=5)
    assert index.gather("company_ids", found.rows).tolist() == [1, 2, 3]


def test_an_empty_base_takes_every_company_from_its_overlay():
    companies = [Spec(id=i, industries=(2,), regions=(21,)) for i in (5, 9)]
    index = index_with_changes(index_of([]), catalogue_of(companies), changed_ids=[5, 9], version=("test", 2))

    assert_same_index(index, index_of(companies))
    assert len(search(index, Criteria(industry_ids=(2,)), profile_of(None), limit=5).rows) == 2


# --- the rules of issue 20 on an index built through changes and a file ---------------------------

SAMPLE = [
    test_engine.test_the_vectorised_score_is_the_documented_formula,
    test_engine.test_every_score_is_within_0_and_100,
    test_engine.test_a_candidate_meeting_every_criterion_outranks_any_missing_one_whatever_its_reverse_fit,
    test_engine.test_better_on_one_criterion_and_no_worse_on_any_always_ranks_above,
    test_engine.test_an_agnostic_and_global_candidate_never_outranks_an_exact_match_on_every_criterion,
    test_engine.test_a_complementary_type_outranks_the_same_type,
    test_engine.test_adding_a_searched_value_the_candidate_matches_never_lowers_its_score_or_its_rank,
    test_engine.test_only_companies_that_fit_are_shown_and_the_own_company_never,
    test_engine.test_the_words_agree_with_the_numbers,
    test_engine.test_the_same_search_gives_the_same_order_whatever_the_row_order,
    test_engine.test_the_picked_are_the_best_of_all,
]


@pytest.mark.parametrize("rule", SAMPLE, ids=[rule.__name__ for rule in SAMPLE])
def test_the_rules_hold_on_an_index_brought_up_to_date(rule, monkeypatch):
    """test_engine's properties, each on an index reached through a file and two rounds of
    changes instead of one built at once."""
    monkeypatch.setattr(test_engine, "index_of", incremental_index_of)

    rule()


# --- search scores only what it must, and answers what ranking everything answers ------------------


@PROPERTIES
@given(
    catalogue=catalogues(min_size=1, max_size=40),
    criteria=criterias(),
    searcher=specs(),
    limit=st.integers(1, 45),
    split=st.booleans(),
    data=st.data(),
)
def test_search_answers_what_ranking_every_score_answers(catalogue, criteria, searcher, limit, split, data):
    index = data.draw(st.sampled_from([index_of, incremental_index_of]))(catalogue)
    own = data.draw(st.sampled_from([None, *catalogue]))
    profile = profile_of(searcher if own is None else own)
    exclude = None if own is None else index.row_of(own.id)
    with pytest.MonkeyPatch.context() as patch:
        if split:
            patch.setattr(scoring, "SPLIT_ROWS", 0)
            patch.setattr(scoring, "SPLIT_PER_RESULT", 0)
        picked = search(index, criteria, profile, limit=limit, exclude_row=exclude)
    everything = score_all(index, criteria, profile)

    assert_same_scores(picked, everything.take(rank(index, everything, limit=limit, exclude_row=exclude)))


def _random_catalogue(count: int, seed: int) -> list[Spec]:
    rng = np.random.default_rng(seed)

    def some(ids, most):
        return tuple(int(i) for i in rng.choice(ids, size=rng.integers(1, most + 1), replace=False))

    return [
        Spec(
            id=int(company_id),
            partner_type=int(rng.integers(1, 3)),
            industries=() if rng.random() < 0.1 else some(INDUSTRY_IDS, 3),
            agnostic=bool(rng.random() < 0.1),
            regions=() if rng.random() < 0.1 else some(SUB_REGION_IDS, 3),
            global_=bool(rng.random() < 0.1),
            segments=() if rng.random() < 0.1 else some(SEGMENT_IDS, 3),
            readiness=int(rng.integers(0, 4)),
            parts=tuple(int(x) for x in rng.choice([0, 200], size=8)),
            extras={k: bool(rng.random() < 0.6) for k in ("deal_sizes", "partnership_types", "contacts")},
        )
        for company_id in rng.choice(np.arange(1, 50_000), size=count, replace=False)
    ]


@pytest.mark.parametrize("seed", range(6))
def test_search_answers_what_ranking_every_score_answers_on_catalogues_of_hundreds(seed, monkeypatch):
    """Hundreds of companies, so that the best N are full and their scores close to the bounds
    of the blocks left: blocks split by complementarity and reverse fit (forced), stopped at the
    first bound below the N-th best found."""
    monkeypatch.setattr(scoring, "SPLIT_ROWS", 8)
    monkeypatch.setattr(scoring, "SPLIT_PER_RESULT", 1)
    catalogue = _random_catalogue(600, seed)
    rng = np.random.default_rng(seed)
    for index in (index_of(catalogue), incremental_index_of(catalogue)):
        for _ in range(25):
            own = catalogue[int(rng.integers(len(catalogue)))]
            criteria = Criteria(
                industry_ids=tuple(int(i) for i in rng.choice(INDUSTRY_IDS, size=rng.integers(0, 4), replace=False)),
                region_ids=tuple(int(i) for i in rng.choice(SUB_REGION_IDS, size=rng.integers(0, 3), replace=False)),
                is_geo_global=bool(rng.random() < 0.15),
                segment_ids=tuple(int(i) for i in rng.choice(SEGMENT_IDS, size=rng.integers(0, 3), replace=False)),
            )
            if criteria.is_geo_global:
                criteria = replace(criteria, region_ids=())
            if criteria.is_empty():
                continue
            limit = int(rng.choice([1, 5, 10, 25, 60]))
            exclude = index.row_of(own.id)
            picked = search(index, criteria, profile_of(own), limit=limit, exclude_row=exclude)
            everything = score_all(index, criteria, profile_of(own))
            assert_same_scores(picked, everything.take(rank(index, everything, limit=limit, exclude_row=exclude)))


def test_search_scores_only_the_blocks_that_can_make_the_best(monkeypatch):
    """600 companies exact on every criterion, 600 that miss the segment: the best 10 come from
    the first block, and the second (whose best possible score is below the tenth found) is
    never scored."""
    exact = [Spec(id=i, industries=(1,), regions=(155,), segments=(2,)) for i in range(1, 601)]
    missing = [Spec(id=i, industries=(1,), regions=(155,), segments=(3,)) for i in range(601, 1201)]
    index = index_of(exact + missing)
    scored = []
    original = scoring._score_into
    monkeypatch.setattr(
        scoring, "_score_into", lambda best, ix, rows, *a: (scored.append(len(rows)), original(best, ix, rows, *a))
    )

    picked = search(index, Criteria(industry_ids=(1,), region_ids=(155,), segment_ids=(2,)), profile_of(None), limit=10)

    assert index.gather("company_ids", picked.rows).tolist() == list(range(1, 11))
    assert sum(scored) == 600


def test_a_big_block_is_split_and_only_its_best_parts_scored(monkeypatch):
    """Every company meets the search the same way; those of the searcher's type and that do not
    want it back cannot reach the best that want it back and complement it."""
    monkeypatch.setattr(scoring, "SPLIT_ROWS", 100)
    companies = [
        Spec(id=i, partner_type=CHANNEL if i % 2 else 1, industries=(1,), regions=(155,) if i % 3 else (21,))
        for i in range(1, 1001)
    ]
    searcher = Spec(id=5000, partner_type=1, industries=(1,), regions=(155,))
    index = index_of(companies)
    scored = []
    original = scoring._score_into
    monkeypatch.setattr(
        scoring, "_score_into", lambda best, ix, rows, *a: (scored.append(len(rows)), original(best, ix, rows, *a))
    )

    picked = search(index, Criteria(industry_ids=(1,)), profile_of(searcher), limit=5)

    everything = score_all(index, Criteria(industry_ids=(1,)), profile_of(searcher))
    assert_same_scores(picked, everything.take(rank(index, everything, limit=5)))
    assert sum(scored) < len(companies) // 2


# --- the file -------------------------------------------------------------------------------------


def test_a_written_index_reads_back_the_same_and_mapped(tmp_path):
    catalogue = [
        Spec(id=i, industries=(1 + i % 5,), regions=(SUB_REGION_IDS[i % 5],), segments=(1,)) for i in range(1, 50)
    ]
    built = index_of(catalogue)
    path = tmp_path / "index.idx"

    index_write(built, path)
    read = index_read(path, labels=LABELS)

    assert_same_index(read, built)
    assert is_mapped(read.base.industries)
    assert read.version == built.version
    assert read.postings.tie_breakers_max == built.postings.tie_breakers_max
    for name in read.postings.arrays():
        assert np.array_equal(getattr(read.postings, name), getattr(built.postings, name))


def test_an_empty_index_is_written_and_read(tmp_path):
    index_write(index_of([]), tmp_path / "empty.idx")

    read = index_read(tmp_path / "empty.idx", labels=LABELS)

    assert len(read) == 0
    assert len(search(read, Criteria(industry_ids=(1,)), profile_of(None), limit=3).rows) == 0


@pytest.mark.parametrize("damage", ["truncated", "not an index", "empty"])
def test_a_damaged_file_is_refused(tmp_path, damage):
    path = tmp_path / "index.idx"
    index_write(index_of([Spec(id=1, industries=(1,))]), path)
    data = path.read_bytes()
    path.write_bytes({"truncated": data[:-10], "not an index": b"x" * len(data), "empty": b""}[damage])

    with pytest.raises(UnreadableIndex):
        index_read(path)


def test_the_directory_keeps_the_newest_files_of_the_current_token(tmp_path):
    snapshots = Snapshots(tmp_path)
    for version in [("old", 7), ("new", 3), ("new", 5), ("new", 9)]:
        snapshots.path_for(version).write_bytes(b"")

    assert snapshots.newest("new", at_most=8) == (5, snapshots.path_for(("new", 5)))
    assert snapshots.newest("new", at_most=2) is None
    snapshots.prune("new")

    assert sorted(p.name for p in tmp_path.iterdir()) == [
        snapshots.path_for(("new", 5)).name,
        snapshots.path_for(("new", 9)).name,
    ]
