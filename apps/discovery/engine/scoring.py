"""The Partner Fit Score over a CompanyIndex: companies are scored in a few vectorised numpy
steps (no loop over companies, no query), then the best are picked.

Search fit: the level each searched criterion is met at (exact, broad, nearby, missed),
multiplied. Their fit to you (reverse): the same, with the candidate's own targets as the
criteria and the searcher's company as the candidate. Mutual fit: their harmonic mean. The
score is the search fit, kept at 87-100 % of itself by what the candidate is as a partner.
The numbers are in weights.py; docs/discovery.md works through an example.

`score_all` scores every company (what the properties test, and what a caller that needs every
score reads). `search` gives the same best N, with the same scores in the same order, by
scoring only the companies that can be among them: the index's row bitmaps sort the catalogue
into blocks whose every row has the same level on each criterion (and, for a big block, the
same complementarity and reverse fit), each with an upper bound on its scores; blocks are
scored best bound first, until the N-th best score found beats every bound left."""

import heapq
import itertools
from dataclasses import dataclass, field
from types import SimpleNamespace

import numpy as np

from apps.discovery.engine import bitmaps, weights
from apps.discovery.engine.index import FLOAT, CompanyIndex, popcount

CRITERIA = ("industry", "geography", "segment")

# The level a criterion is met at, as a small code per candidate (explain.py words them).
EXACT, BROAD, NEARBY, MISSED, ANY = 0, 1, 2, 3, 4  # ANY: an Agnostic / Global search
LEVEL_FACTORS = np.array([weights.EXACT, weights.BROAD, weights.NEARBY, weights.MISSED, weights.EXACT], dtype=FLOAT)
LEVEL = np.int8

# What scoring reads of a row (index.Rows).
SCORED_FIELDS = (
    "company_ids",
    "partner_type",
    "industry_agnostic",
    "geo_global",
    "industries",
    "regions",
    "region_parents",
    "segments",
    "industry_stated",
    "region_stated",
    "segment_stated",
    "states_any",
    "tie_breakers",
)


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
        rows = [row]
        return cls(
            industry_ids=frozenset(index.industry_vocabulary.decode(index.gather("industries", rows)[0])),
            is_industry_agnostic=bool(index.gather("industry_agnostic", rows)[0]),
            region_ids=frozenset(index.region_vocabulary.decode(index.gather("regions", rows)[0])),
            is_geo_global=bool(index.gather("geo_global", rows)[0]),
            segment_ids=frozenset(index.segment_vocabulary.decode(index.gather("segments", rows)[0])),
            partner_type=int(index.gather("partner_type", rows)[0]),
        )

    def is_empty(self) -> bool:
        return not (
            self.industry_ids or self.is_industry_agnostic or self.region_ids or self.is_geo_global or self.segment_ids
        )


@dataclass
class Scores:
    """The parts of the score, one entry per index row (score_all) or per picked row (take);
    `rows` are the index's (logical) rows they belong to."""

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
        return self.index.gather("readiness", self.rows)

    @property
    def completeness(self) -> np.ndarray:
        return self.index.gather("completeness", self.rows)


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
    return index.parent_vocabulary.mask(_parents_of(index, region_ids))


def _parents_of(index: CompanyIndex, region_ids) -> set[int]:
    return {index.region_parent.get(r) for r in region_ids} - {None}


# --- the search against each candidate's targets ------------------------------------------


def _forward(index: CompanyIndex, rows, criteria: Criteria) -> tuple[dict, dict]:
    """(levels, exact matches per searched value count) of each criterion the search names."""
    count = len(rows.company_ids)
    levels, matched = {}, {}
    if criteria.is_industry_agnostic:
        levels["industry"] = np.full(count, ANY, dtype=LEVEL)
    elif criteria.industry_ids:
        hits = popcount(rows.industries, index.industry_vocabulary.mask(criteria.industry_ids))
        levels["industry"] = _level(count, hits > 0, rows.industry_agnostic)
        matched["industry"] = hits
    if criteria.is_geo_global:
        levels["geography"] = np.full(count, ANY, dtype=LEVEL)
    elif criteria.region_ids:
        hits = popcount(rows.regions, index.region_vocabulary.mask(criteria.region_ids))
        nearby = popcount(rows.region_parents, _region_parents_mask(index, criteria.region_ids)) > 0
        levels["geography"] = _level(count, hits > 0, rows.geo_global, nearby)
        matched["geography"] = hits
    if criteria.segment_ids:
        hits = popcount(rows.segments, index.segment_vocabulary.mask(criteria.segment_ids))
        levels["segment"] = _level(count, hits > 0)
        matched["segment"] = hits
    return levels, matched


# --- the candidate's targets against the searcher's company -------------------------------


def _reverse(index: CompanyIndex, rows, profile: Profile) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """criterion -> (levels, stated): how the searcher's company meets what each candidate
    targets, for the criteria the candidate states (a Global candidate wants anyone: broad)."""
    count = len(rows.company_ids)
    industry = _level(
        count,
        popcount(rows.industries, index.industry_vocabulary.mask(profile.industry_ids)) > 0,
        rows.industry_agnostic | profile.is_industry_agnostic,
    )
    geography = _level(
        count,
        popcount(rows.regions, index.region_vocabulary.mask(profile.region_ids)) > 0,
        rows.geo_global | profile.is_geo_global,
        popcount(rows.region_parents, _region_parents_mask(index, profile.region_ids)) > 0,
    )
    segment = _level(count, popcount(rows.segments, index.segment_vocabulary.mask(profile.segment_ids)) > 0)
    return {
        "industry": (industry, rows.industry_stated),
        "geography": (geography, rows.region_stated),
        "segment": (segment, rows.segment_stated),
    }


# --- the score -----------------------------------------------------------------------------


def harmonic_mean(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    total = a + b
    return np.divide(2 * a * b, total, out=np.zeros_like(total), where=total > 0)


def _score(index: CompanyIndex, rows, criteria: Criteria, profile: Profile) -> dict:
    """Every part of the score of each of `rows` (index.Rows, or the SCORED_FIELDS of some):
    a few dozen array operations, whatever their number. Each row's parts depend on that row
    alone, so scoring a subset gives those rows exactly what scoring them all gives."""
    count = len(rows.company_ids)
    levels, matched = _forward(index, rows, criteria)
    forward = np.ones(count, dtype=FLOAT)
    for level in levels.values():
        forward *= LEVEL_FACTORS[level]

    # The share of the searched values targeted exactly (an Agnostic/Global search: all).
    searched = criteria.searched()
    coverage = np.zeros(count, dtype=FLOAT)
    for k, values in searched.items():
        coverage += matched[k] * FLOAT(1 / values) if values else FLOAT(1)
    coverage *= FLOAT(1 / max(len(searched), 1))

    reverse_levels = _reverse(index, rows, profile)
    if profile.is_empty():  # no company: nothing for a candidate to want back
        reverse = np.zeros(count, dtype=FLOAT)
    else:
        reverse = np.ones(count, dtype=FLOAT)
        for level, stated in reverse_levels.values():
            reverse *= np.where(stated, LEVEL_FACTORS[level], FLOAT(1))
        reverse *= rows.states_any  # a candidate stating no target wants no one in particular
    mutual = harmonic_mean(forward, reverse)

    if profile.partner_type is None:
        complementarity = np.zeros(count, dtype=FLOAT)
    else:
        complementarity = (rows.partner_type != profile.partner_type).astype(FLOAT)
    partner = (
        FLOAT(weights.BASE)
        + complementarity * FLOAT(weights.COMPLEMENTARITY)
        + mutual * FLOAT(weights.MUTUAL)
        + coverage * FLOAT(weights.COVERAGE)
        + rows.tie_breakers
    )
    return {
        "total": forward * partner,
        "forward": forward,
        "reverse": reverse,
        "mutual": mutual,
        "levels": levels,
        "matched": matched,
        "coverage": coverage,
        "reverse_levels": reverse_levels,
        "complementarity": complementarity,
    }


def score_all(index: CompanyIndex, criteria: Criteria, profile: Profile) -> Scores:
    """Every part of every indexed company's score for this search (vectorised: a few dozen
    array operations, whatever the number of companies)."""
    parts = _score(index, index.base, criteria, profile)
    if len(index.dead) or len(index.overlay):  # the base and the overlay apart, then merged
        other = _score(index, index.overlay, criteria, profile)

        def merged(name):
            return index.assemble(parts[name], other[name])

        parts = {
            **{name: merged(name) for name in ("total", "forward", "reverse", "mutual", "coverage", "complementarity")},
            "levels": {k: index.assemble(v, other["levels"][k]) for k, v in parts["levels"].items()},
            "matched": {k: index.assemble(v, other["matched"][k]) for k, v in parts["matched"].items()},
            "reverse_levels": {
                k: (index.assemble(v, other["reverse_levels"][k][0]), index.assemble(s, other["reverse_levels"][k][1]))
                for k, (v, s) in parts["reverse_levels"].items()
            },
        }
    return Scores(index=index, profile=profile, rows=np.arange(len(index)), **parts)


def _fits(levels: dict[str, np.ndarray], count: int) -> np.ndarray:
    narrowing = [level for level in levels.values() if not np.all(level == ANY)]
    if not narrowing:
        return np.ones(count, dtype=bool)
    met = np.zeros(count, dtype=bool)
    for level in narrowing:
        met |= level <= BROAD
    return met


def fits(scores: Scores) -> np.ndarray:
    """Which candidates fit the search at all, and so may be shown and paid for: those that
    meet at least one criterion the search narrows (not Agnostic / Global) exactly or
    broadly. A search that narrows nothing (Agnostic and Global, no segment) fits everyone."""
    return _fits(scores.levels, len(scores.total))


def meets_all(scores: Scores) -> np.ndarray:
    """Which candidates meet every searched criterion exactly or broadly."""
    met = np.ones(len(scores.total), dtype=bool)
    for level in scores.levels.values():
        met &= (level <= BROAD) | (level == ANY)
    return met


def _rank_keys(total: np.ndarray, fit: np.ndarray) -> np.ndarray:
    return np.where(fit, np.rint(total * FLOAT(weights.RANK_STEPS)), FLOAT(-1))


def rank_keys(scores: Scores) -> np.ndarray:
    """What candidates are ranked on: the score in RANK_STEPS steps (so float noise never
    reorders equal candidates), -1 for a candidate that does not fit the search."""
    return _rank_keys(scores.total, fits(scores))


def _best(keys: np.ndarray, ids: np.ndarray, limit: int) -> np.ndarray:
    """Positions of the `limit` best keys (>= 0): highest key, then lowest id; linear time, in
    no particular order."""
    eligible = np.flatnonzero(keys >= 0)
    if len(eligible) <= limit:
        return eligible
    if limit <= 0:
        return np.zeros(0, dtype=np.int64)
    keys_in = keys[eligible]
    # The limit-th best key, found in linear time; among candidates tied on it, those with
    # the lowest ids make up the number.
    threshold = np.partition(keys_in, len(keys_in) - limit)[len(keys_in) - limit]
    above = eligible[keys_in > threshold]
    tied = eligible[keys_in == threshold]
    need = limit - len(above)
    if len(tied) > need:
        tied = tied[np.argsort(ids[tied], kind="stable")[:need]]
    return np.concatenate([above, tied])


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
    return rows[np.lexsort((index.gather("company_ids", rows), -keys[rows]))]


def rank(index: CompanyIndex, scores: Scores, *, limit: int, exclude_row: int | None = None) -> np.ndarray:
    """The rows of the `limit` best candidates that fit the search, best first; `exclude_row`
    (the searcher's own company) never appears."""
    keys = rank_keys(scores)
    if exclude_row is not None:
        keys[exclude_row] = -1
    return pick(index, keys, limit)


# --- the search: only the rows that can make the best N ------------------------------------

# A block of rows at the same levels with more rows than this is split by complementarity and
# reverse fit before it is scored (its rows' bounds are tighter then).
SPLIT_ROWS = 16_384
SPLIT_PER_RESULT = 4  # ... and more than this many per result asked for
# Bounds are computed in float64 from the weights; the float32 score of a row differs from the
# exact value by far less than this share (a few roundings of 2**-24 each).
BOUND_MARGIN = 1e-5


class _Best:
    """The best `limit` rows scored so far: rank keys, company ids and physical rows, and where
    each one's parts are (the block it was scored in, its position there), so that the result
    is taken from what was scored rather than scored again."""

    def __init__(self, limit: int):
        self.limit = limit
        self.keys = np.zeros(0, dtype=FLOAT)
        self.ids = np.zeros(0, dtype=np.int64)
        self.rows = np.zeros(0, dtype=np.int64)
        self.block = np.zeros(0, dtype=np.int64)
        self.position = np.zeros(0, dtype=np.int64)
        # The parts (_score) of each block scored; None once no kept row is in it.
        self.parts: list[dict | None] = []

    def add(self, keys: np.ndarray, ids: np.ndarray, rows: np.ndarray, parts: dict) -> None:
        block = np.full(len(keys), len(self.parts), dtype=np.int64)
        self.parts.append(parts)
        pairs = (
            (self.keys, keys),
            (self.ids, ids),
            (self.rows, rows),
            (self.block, block),
            (self.position, np.arange(len(keys), dtype=np.int64)),
        )
        keys, ids, rows, block, position = (np.concatenate(pair) for pair in pairs)
        kept = _best(keys, ids, self.limit)
        self.keys, self.ids, self.rows = keys[kept], ids[kept], rows[kept]
        self.block, self.position = block[kept], position[kept]
        used = set(self.block.tolist())
        self.parts = [parts if number in used else None for number, parts in enumerate(self.parts)]

    def beats(self, bound: float) -> bool:
        """Whether no row scoring at most `bound` (a rank key) can enter any more."""
        return len(self.keys) >= self.limit and float(self.keys.min()) > bound

    def ordered(self) -> np.ndarray:
        """Positions in the kept rows, best first (highest key, then lowest id)."""
        return np.lexsort((self.ids, -self.keys))

    def ordered_parts(self, order: np.ndarray) -> dict | None:
        """The parts of the kept rows in this order, as scoring those rows gives them (each row's
        parts depend on that row alone); None when nothing was kept."""
        if not len(order):
            return None
        block, position = self.block[order], self.position[order]
        numbers = np.unique(block).tolist()
        where = [(number, block == number) for number in numbers]

        def gathered(values_of_block):
            if len(numbers) == 1:  # the usual case: every result from one block
                return values_of_block(numbers[0])[position]
            first = values_of_block(numbers[0])
            out = np.empty(len(block), dtype=first.dtype)
            for number, mask in where:
                out[mask] = values_of_block(number)[position[mask]]
            return out

        return _merge(self.parts, numbers[0], (), gathered)


def _merge(per_block: list, first: int, path: tuple, gathered):
    """The same structure as the blocks' parts, each array gathered from every block by
    `gathered` (given how to read that array of a block)."""
    shape = per_block[first]
    for key in path:
        shape = shape[key]
    if isinstance(shape, dict | tuple):
        keys = shape.keys() if isinstance(shape, dict) else range(len(shape))
        merged = {key: _merge(per_block, first, (*path, key), gathered) for key in keys}
        return merged if isinstance(shape, dict) else tuple(merged.values())

    def values_of_block(number):
        values = per_block[number]
        for key in path:
            values = values[key]
        return values

    return gathered(values_of_block)


def _mutual_bound(forward: float, reverse: float) -> float:
    return 2 * forward * reverse / (forward + reverse) if forward + reverse > 0 else 0.0


class _Search:
    """One search over the base's bitmaps (see the module's docstring)."""

    def __init__(self, index: CompanyIndex, criteria: Criteria, profile: Profile, excluded: int | None):
        self.index = index
        self.criteria = criteria
        self.profile = profile
        self.postings = postings = index.postings
        live = index.live()
        if excluded is not None and excluded < len(index.base):
            live = live & ~bitmaps.from_rows([excluded], len(index.base))
        self.live = live
        self.empty = postings.empty()
        searched = criteria.searched()
        self.searched = len(searched)
        self.partner_max = postings.tie_breakers_max
        self._reverse_groups = None

    # the levels of each criterion, as bitmaps ------------------------------------------------

    def _any(self, matrix: np.ndarray, vocabulary, item_ids) -> np.ndarray:
        return bitmaps.any_of(matrix, vocabulary.positions(item_ids), self.empty)

    def _parents(self, region_ids) -> np.ndarray:
        index = self.index
        return self._any(self.postings.region_parents, index.parent_vocabulary, _parents_of(index, region_ids))

    def forward_levels(self) -> list[tuple[str, list[tuple[int, np.ndarray]]]]:
        """criterion -> [(level, rows at that level)] for the criteria the search names."""
        p, index, criteria, everyone = self.postings, self.index, self.criteria, self.postings.everyone
        out = []
        if criteria.is_industry_agnostic:
            out.append(("industry", [(ANY, everyone)]))
        elif criteria.industry_ids:
            exact = self._any(p.industries, index.industry_vocabulary, criteria.industry_ids)
            broad = p.industry_agnostic & ~exact
            out.append(("industry", [(EXACT, exact), (BROAD, broad), (MISSED, everyone & ~(exact | broad))]))
        if criteria.is_geo_global:
            out.append(("geography", [(ANY, everyone)]))
        elif criteria.region_ids:
            exact = self._any(p.regions, index.region_vocabulary, criteria.region_ids)
            broad = p.geo_global & ~exact
            nearby = self._parents(criteria.region_ids) & ~(exact | broad)
            missed = everyone & ~(exact | broad | nearby)
            out.append(("geography", [(EXACT, exact), (BROAD, broad), (NEARBY, nearby), (MISSED, missed)]))
        if criteria.segment_ids:
            exact = self._any(p.segments, index.segment_vocabulary, criteria.segment_ids)
            out.append(("segment", [(EXACT, exact), (MISSED, everyone & ~exact)]))
        return out

    def reverse_groups(self) -> list[tuple[float, np.ndarray]]:
        """[(their fit to you, the rows with that fit)], from the levels of the searcher's
        company against each row's own targets (engine `_reverse`, as bitmaps)."""
        if self._reverse_groups is not None:
            return self._reverse_groups
        p, index, profile, everyone = self.postings, self.index, self.profile, self.postings.everyone
        if profile.is_empty():
            self._reverse_groups = [(0.0, everyone)]
            return self._reverse_groups
        factors = {EXACT: weights.EXACT, BROAD: weights.BROAD, NEARBY: weights.NEARBY, MISSED: weights.MISSED}
        # Per criterion: (factor, rows), None standing for "not stated" (factor 1).
        industry_exact = self._any(p.industries, index.industry_vocabulary, profile.industry_ids)
        industry_broad = p.industry_stated & ~industry_exact
        industry_broad &= everyone if profile.is_industry_agnostic else p.industry_agnostic
        region_exact = self._any(p.regions, index.region_vocabulary, profile.region_ids)
        region_broad = p.region_stated & ~region_exact
        region_broad &= everyone if profile.is_geo_global else p.geo_global
        region_nearby = p.region_stated & self._parents(profile.region_ids) & ~(region_exact | region_broad)
        segment_exact = self._any(p.segments, index.segment_vocabulary, profile.segment_ids)
        per_criterion = [
            [
                (None, everyone & ~p.industry_stated),
                (EXACT, industry_exact),
                (BROAD, industry_broad),
                (MISSED, p.industry_stated & ~(industry_exact | industry_broad)),
            ],
            [
                (None, everyone & ~p.region_stated),
                (EXACT, region_exact),
                (BROAD, region_broad),
                (NEARBY, region_nearby),
                (MISSED, p.region_stated & ~(region_exact | region_broad | region_nearby)),
            ],
            [(None, everyone & ~p.segment_stated), (EXACT, segment_exact), (MISSED, p.segment_stated & ~segment_exact)],
        ]
        per_criterion = [[(level, rows) for level, rows in levels if rows.any()] for levels in per_criterion]
        groups: dict[float, np.ndarray] = {}
        for combination in itertools.product(*per_criterion):
            rows = combination[0][1] & combination[1][1] & combination[2][1]
            if not rows.any():
                continue
            stated = [factors[level] for level, _ in combination if level is not None]
            fit = round(float(np.prod(stated)), 9) if stated else 0.0
            groups[fit] = groups[fit] | rows if fit in groups else rows
        self._reverse_groups = sorted(groups.items(), reverse=True)
        return self._reverse_groups

    # blocks and their bounds ----------------------------------------------------------------

    def _bound(self, forward: float, complementary: float, mutual: float, coverage: float) -> float:
        partner = (
            weights.BASE
            + weights.COMPLEMENTARITY * complementary
            + weights.MUTUAL * mutual
            + weights.COVERAGE * coverage
            + self.partner_max
        )
        return forward * partner * weights.RANK_STEPS * (1 + BOUND_MARGIN) + 1

    def blocks(self):
        """Blocks of rows that fit the search, as (bound, order, class, bitmap or None)."""
        levels = self.forward_levels()
        names = [name for name, _ in levels]
        narrowing = [name for name, per_level in levels if per_level[0][0] != ANY]
        for combination in itertools.product(*[per_level for _, per_level in levels]):
            by_name = {name: level for name, (level, _) in zip(names, combination, strict=True)}
            if narrowing and not any(by_name[name] in (EXACT, BROAD) for name in narrowing):
                continue  # meets no narrowing criterion exactly or broadly: never shown
            forward = float(
                np.prod([weights.EXACT if level == ANY else LEVEL_FACTORS[level] for level in by_name.values()])
            )
            coverage = sum(level in (EXACT, ANY) for level in by_name.values()) / max(self.searched, 1)
            bitmap_parts = [rows for _, rows in combination]
            yield {
                "forward": forward,
                "coverage": coverage,
                "parts": bitmap_parts,
                "bound": self._bound(
                    forward, 1.0, 0.0 if self.profile.is_empty() else _mutual_bound(forward, 1.0), coverage
                ),
            }

    def split(self, block: dict, rows: np.ndarray):
        """A big block by complementarity and reverse fit (tighter bounds for each part)."""
        profile, forward, coverage = self.profile, block["forward"], block["coverage"]
        if profile.partner_type is None:
            kinds = [(0.0, self.postings.everyone)]
        else:
            same = self.postings.of_partner_type(profile.partner_type)
            kinds = [(1.0, self.postings.everyone & ~same), (0.0, same)]
        for complementary, kind_rows in kinds:
            for reverse, reverse_rows in self.reverse_groups():
                yield {
                    "forward": forward,
                    "coverage": coverage,
                    "parts": [rows, kind_rows, reverse_rows],
                    "bound": self._bound(forward, complementary, _mutual_bound(forward, reverse), coverage),
                    "split": True,
                }

    def run(self, best: _Best) -> None:
        heap, order = [], itertools.count()
        for block in self.blocks():
            heapq.heappush(heap, (-block["bound"], next(order), block))
        while heap:
            negative_bound, _, block = heapq.heappop(heap)
            if best.beats(-negative_bound):
                return
            rows = self.live
            for part in block["parts"]:
                rows = rows & part
            count = bitmaps.count(rows)
            if not count:
                continue
            if not block.get("split") and count > max(SPLIT_ROWS, SPLIT_PER_RESULT * best.limit):
                for part in self.split(block, rows):
                    heapq.heappush(heap, (-part["bound"], next(order), part))
                continue
            _score_into(best, self.index, bitmaps.rows_of(rows), self.criteria, self.profile)


def _gathered(index: CompanyIndex, physical: np.ndarray):
    return SimpleNamespace(**{name: index.gather_physical(name, physical) for name in SCORED_FIELDS})


def _score_into(best: _Best, index: CompanyIndex, physical: np.ndarray, criteria: Criteria, profile: Profile) -> None:
    if not len(physical):
        return
    rows = _gathered(index, physical)
    parts = _score(index, rows, criteria, profile)
    keys = _rank_keys(parts["total"], _fits(parts["levels"], len(physical)))
    best.add(keys, rows.company_ids, physical, parts)


def search(
    index: CompanyIndex, criteria: Criteria, profile: Profile, *, limit: int, exclude_row: int | None = None
) -> Scores:
    """The best `limit` candidates that fit the search with every part of their scores, best
    first; `exclude_row` (the searcher's own company) never appears. The same rows, scores and
    order as ranking `score_all` (`rank`), without scoring rows that cannot be among them."""
    limit = max(int(limit), 0)
    best = _Best(limit)
    if limit and len(index):
        excluded = None if exclude_row is None else int(index.physical([exclude_row])[0])
        base = len(index.base)
        overlay = base + np.arange(len(index.overlay))
        _score_into(best, index, overlay[overlay != excluded], criteria, profile)
        if base:
            _Search(index, criteria, profile, excluded).run(best)
    order = best.ordered()
    physical = best.rows[order]
    parts = best.ordered_parts(order)
    if parts is None:  # nothing found: the parts' (empty) arrays all the same
        parts = _score(index, _gathered(index, physical), criteria, profile)
    return Scores(index=index, profile=profile, rows=index.logical(physical), **parts)
