"""The Partner Fit Score over a CompanyIndex: every approved company is scored in a few
vectorised numpy steps (no loop over companies, no query), then the best are picked.

Forward fit: how well a candidate's targets cover the search's criteria. Reverse fit: how
well the searcher's own company covers the candidate's targets. Mutual fit: their harmonic
mean. The numbers are in weights.py; docs/discovery.md works through an example."""

from dataclasses import dataclass, field

import numpy as np

from apps.discovery.engine import weights
from apps.discovery.engine.index import CompanyIndex, has_bit, popcount

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
    """Every part of the score, one array entry per index row (or per picked row)."""

    total: np.ndarray
    forward: np.ndarray
    reverse: np.ndarray
    mutual: np.ndarray
    # criterion -> fit array, or None when the search leaves the criterion out.
    forward_parts: dict[str, np.ndarray | None]
    # criterion -> (fit array, active array): inactive where the candidate states no target.
    reverse_parts: dict[str, tuple[np.ndarray, np.ndarray]]
    complementarity: np.ndarray
    readiness: np.ndarray
    completeness: np.ndarray
    rows: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    def take(self, rows: np.ndarray) -> "Scores":
        """These rows only, in this order."""
        return Scores(
            total=self.total[rows],
            forward=self.forward[rows],
            reverse=self.reverse[rows],
            mutual=self.mutual[rows],
            forward_parts={k: None if v is None else v[rows] for k, v in self.forward_parts.items()},
            reverse_parts={k: (fit[rows], active[rows]) for k, (fit, active) in self.reverse_parts.items()},
            complementarity=self.complementarity[rows],
            readiness=self.readiness[rows],
            completeness=self.completeness[rows],
            rows=rows,
        )


# --- forward: the search against each candidate's targets -------------------------------


def _share(count: np.ndarray, total) -> np.ndarray:
    """count / total, 0 where total is 0."""
    total = np.broadcast_to(np.asarray(total, dtype=np.float64), count.shape)
    return np.divide(count, total, out=np.zeros(count.shape, dtype=np.float64), where=total > 0)


def _forward_industry(index: CompanyIndex, criteria: Criteria) -> np.ndarray | None:
    if criteria.is_industry_agnostic:
        return np.full(len(index), weights.BROAD)
    if not criteria.industry_ids:
        return None
    mask = index.industry_vocabulary.mask(criteria.industry_ids)
    exact = _share(popcount(index.industries & mask), len(criteria.industry_ids)) * weights.EXACT
    return np.where(index.industry_agnostic, weights.BROAD, exact)


def _forward_geography(index: CompanyIndex, criteria: Criteria) -> np.ndarray | None:
    if criteria.is_geo_global:
        return np.full(len(index), weights.BROAD)
    if not criteria.region_ids:
        return None
    fit = np.zeros(len(index))
    for region_id in criteria.region_ids:  # at most 3: a loop over criteria, not companies
        exact = has_bit(index.regions, index.region_vocabulary.position[region_id])
        nearby = (index.regions & index.nearby_mask([region_id])).any(axis=1)
        fit += np.where(exact, weights.EXACT, np.where(nearby, weights.NEARBY, 0.0))
    fit /= len(criteria.region_ids)
    return np.where(index.geo_global, weights.BROAD, fit)


def _forward_segment(index: CompanyIndex, criteria: Criteria) -> np.ndarray | None:
    if not criteria.segment_ids:
        return None
    mask = index.segment_vocabulary.mask(criteria.segment_ids)
    return _share(popcount(index.segments & mask), len(criteria.segment_ids)) * weights.EXACT


# --- reverse: each candidate's targets against the searcher's company -------------------


def _reverse_industry(index: CompanyIndex, profile: Profile) -> tuple[np.ndarray, np.ndarray]:
    active = index.industry_agnostic | (index.industry_count > 0)
    covered = _share(
        popcount(index.industries & index.industry_vocabulary.mask(profile.industry_ids)), index.industry_count
    )
    broad = index.industry_agnostic | profile.is_industry_agnostic
    return np.where(broad, weights.BROAD, covered * weights.EXACT), active


def _reverse_geography(index: CompanyIndex, profile: Profile) -> tuple[np.ndarray, np.ndarray]:
    active = index.geo_global | (index.region_count > 0)
    exact = popcount(index.regions & index.region_vocabulary.mask(profile.region_ids))
    nearby = popcount(index.regions & index.nearby_mask(profile.region_ids))
    covered = _share(exact * weights.EXACT + nearby * weights.NEARBY, index.region_count)
    broad = index.geo_global | profile.is_geo_global
    return np.where(broad, weights.BROAD, covered), active


def _reverse_segment(index: CompanyIndex, profile: Profile) -> tuple[np.ndarray, np.ndarray]:
    active = index.segment_count > 0
    covered = _share(popcount(index.segments & index.segment_vocabulary.mask(profile.segment_ids)), index.segment_count)
    return covered * weights.EXACT, active


# --- the score -----------------------------------------------------------------------------


def harmonic_mean(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    total = a + b
    return np.divide(2 * a * b, total, out=np.zeros(np.shape(total), dtype=np.float64), where=total > 0)


def score_all(index: CompanyIndex, criteria: Criteria, profile: Profile) -> Scores:
    """Every part of every indexed company's score for this search."""
    forward_parts = {
        "industry": _forward_industry(index, criteria),
        "geography": _forward_geography(index, criteria),
        "segment": _forward_segment(index, criteria),
    }
    active = {k: v for k, v in forward_parts.items() if v is not None}
    weight = sum(weights.CRITERION_WEIGHTS[k] for k in active)
    forward = np.zeros(len(index))
    for k, fit in active.items():
        forward += weights.CRITERION_WEIGHTS[k] * fit
    if weight:
        forward /= weight

    reverse_parts = {
        "industry": _reverse_industry(index, profile),
        "geography": _reverse_geography(index, profile),
        "segment": _reverse_segment(index, profile),
    }
    reverse_sum = np.zeros(len(index))
    reverse_weight = np.zeros(len(index))
    for k, (fit, stated) in reverse_parts.items():
        reverse_sum += np.where(stated, weights.CRITERION_WEIGHTS[k] * fit, 0.0)
        reverse_weight += np.where(stated, weights.CRITERION_WEIGHTS[k], 0.0)
    reverse = _share(reverse_sum, reverse_weight)

    mutual = harmonic_mean(forward, reverse)
    core = (1 - weights.MUTUAL_SHARE) * forward + weights.MUTUAL_SHARE * mutual
    if profile.partner_type is None:
        complementarity = np.zeros(len(index))
    else:
        complementarity = (index.partner_type != profile.partner_type).astype(np.float64)
    total = (
        weights.CORE * core
        + weights.COMPLEMENTARITY * complementarity
        + weights.READINESS * index.readiness
        + weights.COMPLETENESS * index.completeness
    )
    return Scores(
        total=total,
        forward=forward,
        reverse=reverse,
        mutual=mutual,
        forward_parts=forward_parts,
        reverse_parts=reverse_parts,
        complementarity=complementarity,
        readiness=index.readiness,
        completeness=index.completeness,
        rows=np.arange(len(index)),
    )


def rank(index: CompanyIndex, scores: Scores, *, limit: int, exclude_row: int | None = None) -> np.ndarray:
    """The rows of the `limit` best candidates, best first: highest score, then lowest
    company id (stable ties). A candidate must fit the search at all (forward fit above 0);
    `exclude_row` (the searcher's own company) never appears."""
    keys = np.rint(scores.total * weights.RANK_STEPS).astype(np.int64)
    keys[scores.forward <= 0] = -1
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
