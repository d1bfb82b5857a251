"""Matching one company against every saved search at once: discovery's index the other way
round (docs/alerts.md "Matching"). Pure numpy, no Django, so it is tested without a database.

Discovery scores every company for one search (apps/discovery/engine/scoring.py). Here there is
one row per saved search instead, its criteria as bitsets (uint64 words over the same
vocabularies as discovery's index) and its member's company profile taken from that index, and
one company is scored against every row in a few dozen array operations. The rules and numbers
are discovery's own (levels, factors, reverse fit, mutual fit, complementarity, coverage, the
company's tie-breakers, the fit rule, rank keys), and the operations are done in the same
order on the same dtypes, so a company's key for a saved search is bit for bit the key
discovery's engine gives it in that search (a hypothesis property holds the two together).

A company **enters** a saved search's top N when it fits, is not the member's own company, was
not among the top N at the last baseline, and ranks above the baseline's N-th result (key, then
the lower company id, as discovery orders ties); with fewer than N results any company that fits
enters."""

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from apps.discovery.engine import weights
from apps.discovery.engine.index import FLOAT, CompanyIndex, popcount
from apps.discovery.engine.scoring import ANY, BROAD, EXACT, LEVEL, LEVEL_FACTORS, MISSED, NEARBY, harmonic_mean

NO_COMPANY = -1  # a member without an approved company: nothing to score against, no alerts


@dataclass(frozen=True)
class SavedSearchRow:
    """One saved search as the index reads it (the flat row `matching.py` loads)."""

    saved_search_id: int
    user_id: int
    top_n: int
    industry_ids: tuple[int, ...] = ()
    is_industry_agnostic: bool = False
    region_ids: tuple[int, ...] = ()
    is_geo_global: bool = False
    segment_ids: tuple[int, ...] = ()
    # The baseline: the N-th best key of the catalogue (-1: fewer than N companies fit), its
    # company, and the ids of the top N.
    baseline_key: float = -1.0
    baseline_company_id: int = 0
    baseline_company_ids: tuple[int, ...] = ()


def vocabulary_key(index: CompanyIndex) -> tuple:
    """What the bit positions of the searches' bitsets depend on: the reference items and the
    regions' parents. A saved-search index built on another key is rebuilt."""
    return (
        index.industry_vocabulary.ids.tobytes(),
        index.region_vocabulary.ids.tobytes(),
        index.segment_vocabulary.ids.tobytes(),
        tuple(sorted(index.region_parent.items(), key=lambda item: item[0])),
    )


@dataclass(frozen=True)
class SavedSearchIndex:
    """One row per saved search with alerts on, in the order given."""

    version: object
    vocabulary: tuple
    saved_search_ids: np.ndarray  # int64
    user_ids: np.ndarray  # int64
    top_n: np.ndarray  # int64
    # the criteria
    industry_agnostic: np.ndarray  # bool
    industries: np.ndarray  # uint64 (S, words)
    industry_present: np.ndarray  # bool: the search names the criterion (values or Agnostic)
    industry_share: np.ndarray  # FLOAT: 1 / values searched (0 when Agnostic or absent)
    geo_global: np.ndarray
    regions: np.ndarray
    region_parents: np.ndarray  # uint64 (S, parent words): the regions of the searched sub-regions
    region_present: np.ndarray
    region_share: np.ndarray
    segments: np.ndarray
    segment_present: np.ndarray
    segment_share: np.ndarray
    criteria_share: np.ndarray  # FLOAT: 1 / criteria searched
    narrows: np.ndarray  # bool: a criterion that is not Agnostic / Global
    # the baseline
    baseline_key: np.ndarray  # FLOAT
    baseline_company_id: np.ndarray  # int64
    # the top N of each baseline, inverted: (company id, row) pairs sorted by company id
    top_company: np.ndarray  # int64
    top_row: np.ndarray  # int64

    def __len__(self) -> int:
        return len(self.saved_search_ids)

    def rows_holding(self, company_id: int) -> np.ndarray:
        """The rows whose baseline top N holds this company."""
        low = np.searchsorted(self.top_company, company_id, side="left")
        high = np.searchsorted(self.top_company, company_id, side="right")
        return self.top_row[low:high]


def _share(counts: np.ndarray) -> np.ndarray:
    """FLOAT(1 / count) per row, as discovery's engine writes FLOAT(1 / values) (0 for none)."""
    out = np.zeros(len(counts), dtype=FLOAT)
    for count in np.unique(counts[counts > 0]):
        out[counts == count] = FLOAT(1 / int(count))
    return out


def _pairs(lists: Iterable[Iterable[int]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rows, items, length per row) of a list of id lists."""
    lengths = np.fromiter((len(items) for items in lists), dtype=np.int64, count=len(lists))
    rows = np.repeat(np.arange(len(lists), dtype=np.int64), lengths)
    items = np.fromiter((item for items in lists for item in items), dtype=np.int64, count=int(lengths.sum()))
    return rows, items, lengths


def saved_search_index_build(rows: list[SavedSearchRow], index: CompanyIndex, *, version=None) -> SavedSearchIndex:
    """The index of these saved searches, on the vocabularies of discovery's `index`."""
    count = len(rows)

    def flags(name):
        return np.fromiter((getattr(row, name) for row in rows), dtype=bool, count=count)

    industry_agnostic, geo_global = flags("is_industry_agnostic"), flags("is_geo_global")
    industry_rows, industry_items, industry_count = _pairs([row.industry_ids for row in rows])
    region_rows, region_items, region_count = _pairs([row.region_ids for row in rows])
    segment_rows, segment_items, segment_count = _pairs([row.segment_ids for row in rows])
    # The same (row, sub-region) pairs mapped to each sub-region's region: the nearby level.
    parent_of = np.full(max(index.region_parent, default=0) + 1, -1, dtype=np.int64)
    for region_id, parent in index.region_parent.items():
        if parent is not None:
            parent_of[region_id] = parent
    inside = (region_items >= 0) & (region_items < len(parent_of))
    parent_items = np.where(inside, parent_of[np.clip(region_items, 0, len(parent_of) - 1)], -1)

    industry_present = industry_agnostic | (industry_count > 0)
    region_present = geo_global | (region_count > 0)
    segment_present = segment_count > 0
    searched = industry_present.astype(np.int64) + region_present + segment_present
    top_lists = [row.baseline_company_ids for row in rows]
    top_rows, top_companies, _ = _pairs(top_lists)
    order = np.argsort(top_companies, kind="stable")
    return SavedSearchIndex(
        version=version,
        vocabulary=vocabulary_key(index),
        saved_search_ids=np.fromiter((row.saved_search_id for row in rows), dtype=np.int64, count=count),
        user_ids=np.fromiter((row.user_id for row in rows), dtype=np.int64, count=count),
        top_n=np.fromiter((row.top_n for row in rows), dtype=np.int64, count=count),
        industry_agnostic=industry_agnostic,
        industries=index.industry_vocabulary.matrix(industry_rows, industry_items, count),
        industry_present=industry_present,
        industry_share=np.where(industry_agnostic, FLOAT(0), _share(industry_count)),
        geo_global=geo_global,
        regions=index.region_vocabulary.matrix(region_rows, region_items, count),
        region_parents=index.parent_vocabulary.matrix(region_rows, parent_items, count),
        region_present=region_present,
        region_share=np.where(geo_global, FLOAT(0), _share(region_count)),
        segments=index.segment_vocabulary.matrix(segment_rows, segment_items, count),
        segment_present=segment_present,
        segment_share=_share(segment_count),
        criteria_share=np.where(searched > 0, _share(searched), FLOAT(1)),
        narrows=(industry_present & ~industry_agnostic) | (region_present & ~geo_global) | segment_present,
        baseline_key=np.fromiter((row.baseline_key for row in rows), dtype=FLOAT, count=count),
        baseline_company_id=np.fromiter((row.baseline_company_id for row in rows), dtype=np.int64, count=count),
        top_company=top_companies[order],
        top_row=top_rows[order],
    )


@dataclass(frozen=True)
class Profiles:
    """Each saved search's member's company as discovery's index holds it now (the reverse fit
    and complementarity read it): taken from the index rows in one step per array."""

    company_ids: np.ndarray  # int64, NO_COMPANY when the member has no approved, indexed company
    has_company: np.ndarray  # bool
    empty: np.ndarray  # bool: a company stating no target at all (discovery: reverse fit 0)
    partner_type: np.ndarray  # int8
    industry_agnostic: np.ndarray
    industries: np.ndarray
    geo_global: np.ndarray
    regions: np.ndarray
    region_parents: np.ndarray
    segments: np.ndarray


def profiles_take(index: CompanyIndex, member_company_ids: np.ndarray) -> Profiles:
    """The profiles of these companies (one per saved search; NO_COMPANY for none)."""
    ids = np.asarray(member_company_ids, dtype=np.int64)
    if len(index):
        rows = np.minimum(np.searchsorted(index.company_ids, ids), len(index) - 1)
        has = (ids != NO_COMPANY) & (index.company_ids[rows] == ids)
    else:
        rows, has = np.zeros(len(ids), dtype=np.int64), np.zeros(len(ids), dtype=bool)

    def take(array):
        if not len(index):
            return np.zeros((len(ids), *array.shape[1:]), dtype=array.dtype)
        taken = array[rows]
        taken[~has] = 0
        return taken

    industries, regions, segments = take(index.industries), take(index.regions), take(index.segments)
    agnostic, global_ = take(index.industry_agnostic), take(index.geo_global)
    empty = ~(agnostic | global_ | (popcount(industries) > 0) | (popcount(regions) > 0) | (popcount(segments) > 0))
    return Profiles(
        company_ids=np.where(has, ids, NO_COMPANY),
        has_company=has,
        empty=empty,
        partner_type=take(index.partner_type),
        industry_agnostic=agnostic,
        industries=industries,
        geo_global=global_,
        regions=regions,
        region_parents=take(index.region_parents),
        segments=segments,
    )


def _levels(exact: np.ndarray, broad=None, nearby=None) -> np.ndarray:
    """Level codes, the best level that holds (as discovery's `_level`)."""
    level = np.full(len(exact), MISSED, dtype=LEVEL)
    if nearby is not None:
        level[nearby] = NEARBY
    if broad is not None:
        level[broad] = BROAD
    level[exact] = EXACT
    return level


@dataclass(frozen=True)
class Match:
    keys: np.ndarray  # FLOAT rank keys per saved search (-1: does not fit, or the member's own company)
    totals: np.ndarray  # FLOAT scores 0-1
    entering: np.ndarray  # bool: enters the top N


def match_company(searches: SavedSearchIndex, profiles: Profiles, index: CompanyIndex, row: int) -> Match:
    """The company at `row` of discovery's index scored against every saved search at once,
    and the searches whose top N it enters."""
    count = len(searches)
    company_id = int(index.company_ids[row])
    agnostic, global_ = bool(index.industry_agnostic[row]), bool(index.geo_global[row])

    # The search against the company's targets (discovery's `_forward`), one level per row.
    industry_hits = popcount(searches.industries, index.industries[row])
    industry = np.where(
        searches.industry_agnostic, LEVEL(ANY), _levels(industry_hits > 0, np.full(count, agnostic))
    ).astype(LEVEL)
    region_hits = popcount(searches.regions, index.regions[row])
    nearby = popcount(searches.region_parents, index.region_parents[row]) > 0
    geography = np.where(
        searches.geo_global, LEVEL(ANY), _levels(region_hits > 0, np.full(count, global_), nearby)
    ).astype(LEVEL)
    segment_hits = popcount(searches.segments, index.segments[row])
    segment = _levels(segment_hits > 0)

    forward = np.ones(count, dtype=FLOAT)
    for level, present in (
        (industry, searches.industry_present),
        (geography, searches.region_present),
        (segment, searches.segment_present),
    ):
        forward *= np.where(present, LEVEL_FACTORS[level], FLOAT(1))

    # Coverage: the same sum in the same order and dtypes as discovery's engine (an
    # Agnostic / Global search counts 1; a criterion not searched adds nothing).
    coverage = np.zeros(count, dtype=FLOAT)
    for hits, share, whole, present in (
        (industry_hits, searches.industry_share, searches.industry_agnostic, searches.industry_present),
        (region_hits, searches.region_share, searches.geo_global, searches.region_present),
        (segment_hits, searches.segment_share, None, searches.segment_present),
    ):
        part = hits * share
        if whole is not None:
            part = np.where(whole, FLOAT(1), part)
        coverage += np.where(present, part, 0).astype(part.dtype)
    coverage *= searches.criteria_share

    # The company's own targets against each member's company (discovery's `_reverse`), for
    # the criteria the company states.
    reverse = np.ones(count, dtype=FLOAT)
    if index.industry_stated[row]:
        level = _levels(popcount(profiles.industries, index.industries[row]) > 0, profiles.industry_agnostic | agnostic)
        reverse *= LEVEL_FACTORS[level]
    if index.region_stated[row]:
        level = _levels(
            popcount(profiles.regions, index.regions[row]) > 0,
            profiles.geo_global | global_,
            popcount(profiles.region_parents, index.region_parents[row]) > 0,
        )
        reverse *= LEVEL_FACTORS[level]
    if index.segment_stated[row]:
        reverse *= LEVEL_FACTORS[_levels(popcount(profiles.segments, index.segments[row]) > 0)]
    reverse *= index.states_any[row]
    reverse = np.where(profiles.empty, FLOAT(0), reverse)
    mutual = harmonic_mean(forward, reverse)

    complementarity = (profiles.partner_type != index.partner_type[row]).astype(FLOAT)
    partner = (
        FLOAT(weights.BASE)
        + complementarity * FLOAT(weights.COMPLEMENTARITY)
        + mutual * FLOAT(weights.MUTUAL)
        + coverage * FLOAT(weights.COVERAGE)
        + index.tie_breakers[row]
    )
    total = forward * partner

    # Fits at all (discovery's `fits`): a narrowing criterion met exactly or broadly.
    met = (
        (searches.industry_present & ~searches.industry_agnostic & (industry <= BROAD))
        | (searches.region_present & ~searches.geo_global & (geography <= BROAD))
        | (searches.segment_present & (segment <= BROAD))
    )
    fits = np.where(searches.narrows, met, True)
    keys = np.where(fits, np.rint(total * FLOAT(weights.RANK_STEPS)), FLOAT(-1))
    # Never a member's own company; nothing for a member without one.
    keys[(profiles.company_ids == company_id) | ~profiles.has_company] = FLOAT(-1)

    beats = (keys > searches.baseline_key) | (
        (keys == searches.baseline_key) & (company_id < searches.baseline_company_id)
    )
    entering = (keys >= 0) & beats
    entering[searches.rows_holding(company_id)] = False  # in the top N already: it did not enter
    return Match(keys=keys, totals=total, entering=entering)
