"""The Partner Fit Score over a CompanyIndex: every approved company is scored in a few
vectorised numpy steps (no loop over companies, no query), then the best are picked.

Forward fit: how well a candidate's targets cover the search's criteria. Reverse fit: how
well the searcher's own company covers the candidate's targets. Mutual fit: their harmonic
mean. The numbers are in weights.py; docs/discovery.md works through an example."""

from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from apps.discovery.engine import weights
from apps.discovery.engine.index import FLOAT, CompanyIndex, has_bit, popcount

CRITERIA = tuple(weights.CRITERION_WEIGHTS)  # ("industry", "geography", "segment")


@dataclass(frozen=True)
class Criteria:
    """What the searcher asks for (spec section 3, call-level payload)."""

    industry_ids: tuple[int, ...] = ()
    is_industry_agnostic: bool = False
    region_ids: tuple[int, ...] = ()
    is_geo_global: bool = False
    segment_ids: tuple[int, ...] = ()

    def is_empty(self) -> bool:
        return not (
            self.industry_ids or self.is_industry_agnostic or self.region_ids or self.is_geo_global or self.segment_ids
        )


@dataclass(frozen=True)
class Profile:
    """The searcher's company as candidates see it: its own targets and its partner type."""

    industry_ids: frozenset[int] = frozenset()
    is_industry_agnostic: bool = False
    region_ids: frozenset[int] = frozenset()
    is_geo_global: bool = False
    segment_ids: frozenset[int] = frozenset()
    partner_type: int | None = None

    @classmethod
    def of_row(cls, index: CompanyIndex, row: int | None) -> "Profile":
        """The profile of an indexed company (an empty one for None)."""
        if row is None:
            return cls()
        return cls(
            industry_ids=frozenset(index.industry_vocabulary.decode(index.industries[row])),
            is_industry_agnostic=bool(index.industry_agnostic[row]),
            region_ids=frozenset(index.region_vocabulary.decode(index.regions[row])),
            is_geo_global=bool(index.geo_global[row]),
            segment_ids=frozenset(index.segment_vocabulary.decode(index.segments[row])),
            partner_type=int(index.partner_type[row]),
        )


@dataclass
class Scores:
    """The parts of the score, one entry per index row (score_all) or per picked row (take).
    A forward part is None when the search leaves its criterion out, and a plain number when
    it is the same for everyone (an Industry Agnostic or Geography Global search)."""

    index: CompanyIndex
    profile: Profile
    total: np.ndarray
    forward: np.ndarray
    reverse: np.ndarray
    mutual: np.ndarray
    forward_parts: dict[str, np.ndarray | float | None]
    # criterion -> (fit, stated 1 or 0): a candidate that states no target there is left out.
    reverse_parts: dict[str, tuple[np.ndarray, np.ndarray]]
    rows: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    def take(self, rows: np.ndarray) -> "Scores":
        """These rows only, in this order."""
        return Scores(
            index=self.index,
            profile=self.profile,
            total=self.total[rows],
            forward=self.forward[rows],
            reverse=self.reverse[rows],
            mutual=self.mutual[rows],
            forward_parts={
                k: v if v is None else np.broadcast_to(v, self.total.shape)[rows] for k, v in self.forward_parts.items()
            },
            reverse_parts={k: (fit[rows], stated[rows]) for k, (fit, stated) in self.reverse_parts.items()},
            rows=rows,
        )

    @property
    def complementarity(self) -> np.ndarray:
        if self.profile.partner_type is None:
            return np.zeros(len(self.rows), dtype=FLOAT)
        return (self.index.partner_type[self.rows] != self.profile.partner_type).astype(FLOAT)

    @property
    def readiness(self) -> np.ndarray:
        return self.index.readiness[self.rows]

    @property
    def completeness(self) -> np.ndarray:
        return self.index.completeness[self.rows]


def _f(value: float) -> np.floating:
    # A numpy scalar keeps the arithmetic in FLOAT (a Python float would widen integer arrays
    # to float64).
    return FLOAT(value)


# --- forward: the search against each candidate's targets -------------------------------


def _forward_industry(index: CompanyIndex, criteria: Criteria) -> np.ndarray | float | None:
    if criteria.is_industry_agnostic:
        return weights.BROAD
    if not criteria.industry_ids:
        return None
    matched = popcount(index.industries, index.industry_vocabulary.mask(criteria.industry_ids))
    # An agnostic candidate has no industries (no match counted): it fits broadly instead.
    return matched * _f(weights.EXACT / len(criteria.industry_ids)) + index.agnostic * _f(weights.BROAD)


def _forward_geography(index: CompanyIndex, criteria: Criteria) -> np.ndarray | float | None:
    if criteria.is_geo_global:
        return weights.BROAD
    if not criteria.region_ids:
        return None
    exact = popcount(index.regions, index.region_vocabulary.mask(criteria.region_ids)).astype(np.int16)
    # Searched sub-regions whose region the candidate reaches into (exactly or nearby): a
    # region holding two of them counts twice. Those not matched exactly fit NEARBY.
    reached = np.zeros(len(index), dtype=np.int16)
    for parent, times in Counter(index.region_parent.get(r) for r in criteria.region_ids).items():
        if parent in index.parent_vocabulary:  # at most 3: a loop over criteria, not companies
            reached += has_bit(index.region_parents, index.parent_vocabulary.position[parent]) * np.int16(times)
    share = len(criteria.region_ids)
    return (
        exact * _f(weights.EXACT / share)
        + (reached - exact) * _f(weights.NEARBY / share)
        + index.global_ * _f(weights.BROAD)
    )


def _forward_segment(index: CompanyIndex, criteria: Criteria) -> np.ndarray | None:
    if not criteria.segment_ids:
        return None
    matched = popcount(index.segments, index.segment_vocabulary.mask(criteria.segment_ids))
    return matched * _f(weights.EXACT / len(criteria.segment_ids))


# --- reverse: each candidate's targets against the searcher's company -------------------


def _reverse_industry(index: CompanyIndex, profile: Profile) -> np.ndarray:
    if profile.is_industry_agnostic:  # the searcher covers every industry, broadly
        return index.industry_stated * _f(weights.BROAD)
    covered = popcount(index.industries, index.industry_vocabulary.mask(profile.industry_ids))
    return covered * index.industry_share * _f(weights.EXACT) + index.agnostic * _f(weights.BROAD)


def _reverse_geography(index: CompanyIndex, profile: Profile) -> np.ndarray:
    if profile.is_geo_global:
        return index.region_stated * _f(weights.BROAD)
    exact = popcount(index.regions, index.region_vocabulary.mask(profile.region_ids))
    nearby = popcount(index.regions, index.nearby_mask(profile.region_ids))
    covered = exact * _f(weights.EXACT) + nearby * _f(weights.NEARBY)
    return covered * index.region_share + index.global_ * _f(weights.BROAD)


def _reverse_segment(index: CompanyIndex, profile: Profile) -> np.ndarray:
    covered = popcount(index.segments, index.segment_vocabulary.mask(profile.segment_ids))
    return covered * index.segment_share * _f(weights.EXACT)


# --- the score -----------------------------------------------------------------------------


def harmonic_mean(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    total = a + b
    return np.divide(2 * a * b, total, out=np.zeros_like(total), where=total > 0)


def score_all(index: CompanyIndex, criteria: Criteria, profile: Profile) -> Scores:
    """Every part of every indexed company's score for this search (vectorised: a few dozen
    array operations, whatever the number of companies)."""
    count = len(index)
    forward_parts = {
        "industry": _forward_industry(index, criteria),
        "geography": _forward_geography(index, criteria),
        "segment": _forward_segment(index, criteria),
    }
    active = {k: v for k, v in forward_parts.items() if v is not None}
    weight = sum(weights.CRITERION_WEIGHTS[k] for k in active)
    forward = np.zeros(count, dtype=FLOAT)
    for k, fit in active.items():
        forward += fit * _f(weights.CRITERION_WEIGHTS[k] / weight)

    reverse_parts = {
        "industry": (_reverse_industry(index, profile), index.industry_stated),
        "geography": (_reverse_geography(index, profile), index.region_stated),
        "segment": (_reverse_segment(index, profile), index.segment_stated),
    }
    reverse = np.zeros(count, dtype=FLOAT)
    for k, (fit, _) in reverse_parts.items():  # a part a candidate does not state is 0
        reverse += fit * _f(weights.CRITERION_WEIGHTS[k])
    reverse *= index.reverse_share  # ... and its weight is left out

    mutual = harmonic_mean(forward, reverse)
    core = forward * _f(1 - weights.MUTUAL_SHARE) + mutual * _f(weights.MUTUAL_SHARE)
    tie_breakers = index.tie_breakers.get(profile.partner_type, index.tie_breakers[None])
    total = core * _f(weights.CORE) + tie_breakers
    return Scores(
        index=index,
        profile=profile,
        total=total,
        forward=forward,
        reverse=reverse,
        mutual=mutual,
        forward_parts=forward_parts,
        reverse_parts=reverse_parts,
        rows=np.arange(count),
    )


def rank_keys(scores: Scores) -> np.ndarray:
    """What candidates are ranked on: the score in RANK_STEPS steps (so float noise never
    reorders equal candidates), -1 for a candidate that fits the search not at all."""
    return np.where(scores.forward > 0, np.rint(scores.total * _f(weights.RANK_STEPS)), _f(-1))


def rank(index: CompanyIndex, scores: Scores, *, limit: int, exclude_row: int | None = None) -> np.ndarray:
    """The rows of the `limit` best candidates, best first: highest score, then lowest
    company id (stable ties). A candidate must fit the search at all (forward fit above 0);
    `exclude_row` (the searcher's own company) never appears."""
    keys = rank_keys(scores)
    if exclude_row is not None:
        keys[exclude_row] = -1
    limit = min(int(limit), int(np.count_nonzero(keys >= 0)))
    if limit <= 0:
        return np.zeros(0, dtype=np.int64)
    # The limit-th best key, found in linear time; among candidates tied on it, those with
    # the lowest ids (rows are in id order) make up the number.
    threshold = np.partition(keys, len(keys) - limit)[len(keys) - limit]
    above = np.flatnonzero(keys > threshold)
    tied = np.flatnonzero(keys == threshold)[: limit - len(above)]
    rows = np.concatenate([above, tied])
    return rows[np.lexsort((index.company_ids[rows], -keys[rows]))]


def search(
    index: CompanyIndex, criteria: Criteria, profile: Profile, *, limit: int, exclude_row: int | None = None
) -> Scores:
    """The best `limit` candidates with every part of their scores, best first."""
    scores = score_all(index, criteria, profile)
    return scores.take(rank(index, scores, limit=limit, exclude_row=exclude_row))
