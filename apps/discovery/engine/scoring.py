"""The Partner Fit Score over a CompanyIndex: every approved company is scored in a few
vectorised numpy steps (no loop over companies, no query), then the best are picked.

Search fit: the level each searched criterion is met at (exact, broad, nearby, missed),
multiplied. Their fit to you (reverse): the same, with the candidate's own targets as the
criteria and the searcher's company as the candidate. Mutual fit: their harmonic mean. The
score is the search fit, kept at 87-100 % of itself by what the candidate is as a partner.
The numbers are in weights.py; docs/discovery.md works through an example."""

from dataclasses import dataclass, field

import numpy as np

from apps.discovery.engine import weights
from apps.discovery.engine.index import FLOAT, CompanyIndex, popcount

CRITERIA = ("industry", "geography", "segment")

# The level a criterion is met at, as a small code per candidate (explain.py words them).
EXACT, BROAD, NEARBY, MISSED, ANY = 0, 1, 2, 3, 4  # ANY: an Agnostic / Global search
LEVEL_FACTORS = np.array([weights.EXACT, weights.BROAD, weights.NEARBY, weights.MISSED, weights.EXACT], dtype=FLOAT)
LEVEL = np.int8


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

    def searched(self) -> dict[str, int]:
        """criterion -> how many values it names (0: Agnostic / Global), for the criteria named."""
        named = {
            "industry": (self.is_industry_agnostic, self.industry_ids),
            "geography": (self.is_geo_global, self.region_ids),
            "segment": (False, self.segment_ids),
        }
        return {k: len(ids) for k, (whole, ids) in named.items() if whole or ids}


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

    def is_empty(self) -> bool:
        return not (
            self.industry_ids or self.is_industry_agnostic or self.region_ids or self.is_geo_global or self.segment_ids
        )


@dataclass
class Scores:
    """The parts of the score, one entry per index row (score_all) or per picked row (take)."""

    index: CompanyIndex
    profile: Profile
    total: np.ndarray
    forward: np.ndarray  # the search fit
    reverse: np.ndarray  # their fit to you
    mutual: np.ndarray
    # criterion -> level codes (EXACT ... ANY) for the criteria the search names
    levels: dict[str, np.ndarray]
    # criterion -> searched values the candidate targets exactly (a count per row)
    matched: dict[str, np.ndarray]
    coverage: np.ndarray  # the share of the searched values targeted exactly, 0-1
    # criterion -> level codes of the candidate's own targets against the searcher's company,
    # and whether the candidate states that criterion at all
    reverse_levels: dict[str, tuple[np.ndarray, np.ndarray]]
    complementarity: np.ndarray
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
            levels={k: v[rows] for k, v in self.levels.items()},
            matched={k: v[rows] for k, v in self.matched.items()},
            coverage=self.coverage[rows],
            reverse_levels={k: (v[rows], stated[rows]) for k, (v, stated) in self.reverse_levels.items()},
            complementarity=self.complementarity[rows],
            rows=self.rows[rows],
        )

    @property
    def readiness(self) -> np.ndarray:
        return self.index.readiness[self.rows]

    @property
    def completeness(self) -> np.ndarray:
        return self.index.completeness[self.rows]


def _level(count: int, exact, broad=None, nearby=None) -> np.ndarray:
    """Level codes from boolean arrays, the best level that holds."""
    level = np.full(count, MISSED, dtype=LEVEL)
    if nearby is not None:
        level[nearby] = NEARBY
    if broad is not None:
        level[broad] = BROAD
    level[exact] = EXACT
    return level


def _region_parents_mask(index: CompanyIndex, region_ids) -> np.ndarray:
    """The bitset (over regions) of the regions that hold `region_ids`."""
    return index.parent_vocabulary.mask({index.region_parent.get(r) for r in region_ids} - {None})


# --- the search against each candidate's targets ------------------------------------------


def _forward(index: CompanyIndex, criteria: Criteria) -> tuple[dict, dict]:
    """(levels, exact matches per searched value count) of each criterion the search names."""
    count = len(index)
    levels, matched = {}, {}
    if criteria.is_industry_agnostic:
        levels["industry"] = np.full(count, ANY, dtype=LEVEL)
    elif criteria.industry_ids:
        hits = popcount(index.industries, index.industry_vocabulary.mask(criteria.industry_ids))
        levels["industry"] = _level(count, hits > 0, index.industry_agnostic)
        matched["industry"] = hits
    if criteria.is_geo_global:
        levels["geography"] = np.full(count, ANY, dtype=LEVEL)
    elif criteria.region_ids:
        hits = popcount(index.regions, index.region_vocabulary.mask(criteria.region_ids))
        nearby = popcount(index.region_parents, _region_parents_mask(index, criteria.region_ids)) > 0
        levels["geography"] = _level(count, hits > 0, index.geo_global, nearby)
        matched["geography"] = hits
    if criteria.segment_ids:
        hits = popcount(index.segments, index.segment_vocabulary.mask(criteria.segment_ids))
        levels["segment"] = _level(count, hits > 0)
        matched["segment"] = hits
    return levels, matched


# --- the candidate's targets against the searcher's company -------------------------------


def _reverse(index: CompanyIndex, profile: Profile) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """criterion -> (levels, stated): how the searcher's company meets what each candidate
    targets, for the criteria the candidate states (a Global candidate wants anyone: broad)."""
    count = len(index)
    industry = _level(
        count,
        popcount(index.industries, index.industry_vocabulary.mask(profile.industry_ids)) > 0,
        index.industry_agnostic | profile.is_industry_agnostic,
    )
    geography = _level(
        count,
        popcount(index.regions, index.region_vocabulary.mask(profile.region_ids)) > 0,
        index.geo_global | profile.is_geo_global,
        popcount(index.region_parents, _region_parents_mask(index, profile.region_ids)) > 0,
    )
    segment = _level(count, popcount(index.segments, index.segment_vocabulary.mask(profile.segment_ids)) > 0)
    return {
        "industry": (industry, index.industry_stated),
        "geography": (geography, index.region_stated),
        "segment": (segment, index.segment_stated),
    }


# --- the score -----------------------------------------------------------------------------


def harmonic_mean(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    total = a + b
    return np.divide(2 * a * b, total, out=np.zeros_like(total), where=total > 0)


def score_all(index: CompanyIndex, criteria: Criteria, profile: Profile) -> Scores:
    """Every part of every indexed company's score for this search (vectorised: a few dozen
    array operations, whatever the number of companies)."""
    count = len(index)
    levels, matched = _forward(index, criteria)
    forward = np.ones(count, dtype=FLOAT)
    for level in levels.values():
        forward *= LEVEL_FACTORS[level]

    # The share of the searched values targeted exactly (an Agnostic/Global search: all).
    searched = criteria.searched()
    coverage = np.zeros(count, dtype=FLOAT)
    for k, values in searched.items():
        coverage += matched[k] * FLOAT(1 / values) if values else FLOAT(1)
    coverage *= FLOAT(1 / max(len(searched), 1))

    reverse_levels = _reverse(index, profile)
    if profile.is_empty():  # no company: nothing for a candidate to want back
        reverse = np.zeros(count, dtype=FLOAT)
    else:
        reverse = np.ones(count, dtype=FLOAT)
        for level, stated in reverse_levels.values():
            reverse *= np.where(stated, LEVEL_FACTORS[level], FLOAT(1))
        reverse *= index.states_any  # a candidate stating no target wants no one in particular
    mutual = harmonic_mean(forward, reverse)

    if profile.partner_type is None:
        complementarity = np.zeros(count, dtype=FLOAT)
    else:
        complementarity = (index.partner_type != profile.partner_type).astype(FLOAT)
    partner = (
        FLOAT(weights.BASE)
        + complementarity * FLOAT(weights.COMPLEMENTARITY)
        + mutual * FLOAT(weights.MUTUAL)
        + coverage * FLOAT(weights.COVERAGE)
        + index.tie_breakers
    )
    return Scores(
        index=index,
        profile=profile,
        total=forward * partner,
        forward=forward,
        reverse=reverse,
        mutual=mutual,
        levels=levels,
        matched=matched,
        coverage=coverage,
        reverse_levels=reverse_levels,
        complementarity=complementarity,
        rows=np.arange(count),
    )


def fits(scores: Scores) -> np.ndarray:
    """Which candidates fit the search at all, and so may be shown and paid for: those that
    meet at least one criterion the search narrows (not Agnostic / Global) exactly or
    broadly. A search that narrows nothing (Agnostic and Global, no segment) fits everyone."""
    narrowing = [level for level in scores.levels.values() if not np.all(level == ANY)]
    if not narrowing:
        return np.ones(len(scores.total), dtype=bool)
    met = np.zeros(len(scores.total), dtype=bool)
    for level in narrowing:
        met |= level <= BROAD
    return met


def meets_all(scores: Scores) -> np.ndarray:
    """Which candidates meet every searched criterion exactly or broadly."""
    met = np.ones(len(scores.total), dtype=bool)
    for level in scores.levels.values():
        met &= (level <= BROAD) | (level == ANY)
    return met


def rank_keys(scores: Scores) -> np.ndarray:
    """What candidates are ranked on: the score in RANK_STEPS steps (so float noise never
    reorders equal candidates), -1 for a candidate that does not fit the search."""
    return np.where(fits(scores), np.rint(scores.total * FLOAT(weights.RANK_STEPS)), FLOAT(-1))


def pick(index: CompanyIndex, keys: np.ndarray, limit: int) -> np.ndarray:
    """The rows of the `limit` best keys (>= 0), best first: highest key, then lowest company
    id (stable ties); linear time, then a sort of those few."""
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


def rank(index: CompanyIndex, scores: Scores, *, limit: int, exclude_row: int | None = None) -> np.ndarray:
    """The rows of the `limit` best candidates that fit the search, best first; `exclude_row`
    (the searcher's own company) never appears."""
    keys = rank_keys(scores)
    if exclude_row is not None:
        keys[exclude_row] = -1
    return pick(index, keys, limit)


def search(
    index: CompanyIndex, criteria: Criteria, profile: Profile, *, limit: int, exclude_row: int | None = None
) -> Scores:
    """The best `limit` candidates with every part of their scores, best first."""
    scores = score_all(index, criteria, profile)
    return scores.take(rank(index, scores, limit=limit, exclude_row=exclude_row))
