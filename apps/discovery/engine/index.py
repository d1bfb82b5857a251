"""A compact in-memory index of the approved companies, built in a handful of vectorised steps
from flat rows (see `apps.companies.selectors.discovery_catalogue`).

**Rows** (`Rows`): one row per company, sorted by id; the targets as bitsets in the narrowest
unsigned word that holds a vocabulary (uint8 for 8 segments or 5 regions, uint32 for 27
sub-regions and regions, uint64 for 40 industries; more uint64 words past 64 items), and
everything about a company that does not depend on the search precomputed (which criteria it
states, readiness and completeness, their tie-breaker). About 50 bytes a company.

**Postings** (`Postings`): the same rows the other way round, one row bitmap per reference item
(the rows targeting it), per flag and per partner type; about 11 bytes a company. A search
finds the rows meeting each criterion at each level with a few word-wise ORs and ANDs of these
(engine/scoring.py), and scores only the rows that can make its top N.

**Changes** (`index_with_changes`): the rows of companies changed since the index was built
are kept apart in a small overlay (their new rows, or nothing when they left the catalogue),
and their old rows are dead; the index reads as if it had been rebuilt (`CompanyIndex`: its
logical rows are the live rows and the overlay merged in id order), but nothing of the base is
copied or written. The base can live in a memory-mapped file shared by every process of a
machine (engine/store.py).

An index is immutable once built: a process swaps in a new one when the catalogue changes
(apps/discovery/index.py), and searches running meanwhile keep the one they started with."""

import math
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, fields

import numpy as np

from apps.discovery.engine import bitmaps, weights

FLOAT = np.float32  # scores need no more; half the memory traffic of float64
# The parts of a profile that count towards completeness (see `rows_build`).
COMPLETENESS_PARTS = 12
# A description the company form accepts has at least 150 visible characters.
FULL_DESCRIPTION_LENGTH = 150
WORD_DTYPES = (np.uint8, np.uint16, np.uint32, np.uint64)


class Vocabulary:
    """Reference items of one kind (industries, regions or segments) as bit positions, in
    the narrowest unsigned word that holds them all."""

    def __init__(self, items: Iterable[tuple[int, str]]):
        items = sorted((int(item_id), str(name)) for item_id, name in items)
        self.items = items
        self.ids = np.array([item_id for item_id, _ in items], dtype=np.int64)
        self.names = dict(items)
        self.position = {item_id: position for position, (item_id, _) in enumerate(items)}
        self.dtype = next(
            (np.dtype(d) for d in WORD_DTYPES if len(items) <= np.dtype(d).itemsize * 8), np.dtype(np.uint64)
        )
        self.word_bits = self.dtype.itemsize * 8
        self.words = max(1, math.ceil(len(items) / self.word_bits))
        # item id -> bit position (-1: unknown), for mapping id columns in one step.
        self._lookup = np.full(int(self.ids.max(initial=0)) + 1, -1, dtype=np.int64)
        self._lookup[self.ids] = np.arange(len(items))

    def __len__(self) -> int:
        return len(self.items)

    def __contains__(self, item_id) -> bool:
        return item_id in self.position

    def positions(self, item_ids: Iterable[int]) -> list[int]:
        """The bit positions of the known ones of `item_ids`."""
        return sorted({self.position[i] for i in item_ids if i in self.position})

    def mask(self, item_ids: Iterable[int]) -> np.ndarray:
        """The bitset of `item_ids` (unknown ids are left out)."""
        mask = np.zeros(self.words, dtype=self.dtype)
        one = self.dtype.type(1)
        for position in self.positions(item_ids):
            mask[position // self.word_bits] |= one << self.dtype.type(position % self.word_bits)
        return mask

    def decode(self, bits: np.ndarray) -> list[int]:
        """The item ids of one row's bitset, in id order (for the few rows a search returns)."""
        ids = []
        for word_number, word in enumerate(np.asarray(bits).tolist()):
            while word:
                low = word & -word
                ids.append(int(self.ids[word_number * self.word_bits + low.bit_length() - 1]))
                word ^= low
        return ids

    def matrix(self, rows: np.ndarray, item_ids: np.ndarray, count: int) -> np.ndarray:
        """A (count, words) bitset matrix with bit `item` set in row `row` for each pair."""
        out = np.zeros((count, self.words), dtype=self.dtype)
        known = (item_ids >= 0) & (item_ids < len(self._lookup))
        rows, item_ids = rows[known], item_ids[known]
        positions = self._lookup[item_ids]
        known = positions >= 0
        rows, positions = rows[known], positions[known]
        bits = np.left_shift(self.dtype.type(1), (positions % self.word_bits).astype(self.dtype))
        np.bitwise_or.at(out, (rows, positions // self.word_bits), bits)
        return out

    def column(self, matrix: np.ndarray, position: int) -> np.ndarray:
        """Which rows of a bitset matrix have this bit (a boolean array)."""
        word, bit = divmod(position, self.word_bits)
        return ((matrix[:, word] >> self.dtype.type(bit)) & self.dtype.type(1)).astype(bool)


def popcount(bits: np.ndarray, mask: np.ndarray | None = None) -> np.ndarray:
    """Set bits per row of a (rows, words) bitset matrix (and `mask`, when given)."""
    if bits.shape[1] == 1:  # the usual case: one word, no reduction over words
        column = bits[:, 0] if mask is None else bits[:, 0] & mask[0]
        return np.bitwise_count(column)
    return np.bitwise_count(bits if mask is None else bits & mask).sum(axis=1, dtype=np.int64)


@dataclass(frozen=True)
class Vocabularies:
    """The four vocabularies of an index and the regions' parents, made from the reference
    lists (kept, so a stored index can make them again)."""

    industry: Vocabulary
    region: Vocabulary
    parent: Vocabulary
    segment: Vocabulary
    region_parent: dict
    reference: dict

    @classmethod
    def of(cls, reference: dict) -> "Vocabularies":
        regions = [
            (int(r), str(name), None if parent is None else int(parent)) for r, name, parent in reference["regions"]
        ]
        return cls(
            industry=Vocabulary(reference["industries"]),
            region=Vocabulary((region_id, name) for region_id, name, _ in regions),
            parent=Vocabulary((region_id, name) for region_id, name, parent in regions if parent is None),
            segment=Vocabulary(reference["segments"]),
            region_parent={region_id: parent for region_id, _, parent in regions},
            reference={
                "industries": [(int(i), str(n)) for i, n in reference["industries"]],
                "regions": regions,
                "segments": [(int(i), str(n)) for i, n in reference["segments"]],
            },
        )

    def parent_of(self) -> np.ndarray:
        """region id -> the id of its region (-1: none), for mapping id columns in one step."""
        out = np.full(max(self.region_parent, default=0) + 1, -1, dtype=np.int64)
        for region_id, parent in self.region_parent.items():
            if parent is not None:
                out[region_id] = parent
        return out


@dataclass(frozen=True)
class Rows:
    """The per-company arrays of some companies, one row each, in id order."""

    company_ids: np.ndarray  # int64, ascending
    partner_type: np.ndarray  # int8 (Company.PartnerType)
    industry_agnostic: np.ndarray  # bool
    geo_global: np.ndarray  # bool
    industries: np.ndarray  # (N, words) bitsets, in the vocabulary's word
    regions: np.ndarray
    region_parents: np.ndarray  # (N, words): the regions the row's sub-regions belong to
    segments: np.ndarray
    industry_count: np.ndarray  # targets per row
    region_count: np.ndarray
    segment_count: np.ndarray
    readiness_code: np.ndarray  # int8, 0 = not stated
    readiness: np.ndarray  # FLOAT in [0, 1]
    completeness_parts: np.ndarray  # int8, 0..COMPLETENESS_PARTS
    completeness: np.ndarray  # FLOAT in [0, 1]
    # Which criteria the row states (its targets: what it wants of a partner), and whether it
    # states any.
    industry_stated: np.ndarray  # bool
    region_stated: np.ndarray
    segment_stated: np.ndarray
    states_any: np.ndarray  # FLOAT, 0 or 1
    # READINESS x readiness + COMPLETENESS x completeness (FLOAT): the part of the score that
    # depends on the row alone.
    tie_breakers: np.ndarray

    def __len__(self) -> int:
        return len(self.company_ids)

    def arrays(self) -> dict[str, np.ndarray]:
        return {name: getattr(self, name) for name in ROW_FIELDS}

    def take(self, rows: np.ndarray) -> "Rows":
        """These rows only, in this order."""
        return Rows(**{name: array[rows] for name, array in self.arrays().items()})

    @classmethod
    def concat(cls, parts: list["Rows"]) -> "Rows":
        return cls(**{name: np.concatenate([getattr(part, name) for part in parts]) for name in ROW_FIELDS})


ROW_FIELDS = tuple(f.name for f in fields(Rows))


def _pairs(pairs) -> tuple[np.ndarray, np.ndarray]:
    array = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    return array[:, 0], array[:, 1]


def _rows_of(company_ids: np.ndarray, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(rows, kept): the index rows of `ids`, and which of `ids` are indexed at all."""
    rows = np.searchsorted(company_ids, ids)
    rows = np.minimum(rows, max(len(company_ids) - 1, 0))
    kept = company_ids[rows] == ids if len(company_ids) else np.zeros(len(ids), dtype=bool)
    return rows, kept


class _RowLookup:
    """The rows of company ids among sorted `company_ids`, for millions of ids at once: a table
    indexed by id when the ids are dense enough (one gather, where a binary search per id costs
    a cache miss per step), else a binary search."""

    def __init__(self, company_ids: np.ndarray):
        self.company_ids = company_ids
        largest = int(company_ids[-1]) if len(company_ids) else 0
        self.table = None
        if len(company_ids) and int(company_ids[0]) >= 0 and largest <= 4 * len(company_ids) + 1_000_000:
            self.table = np.full(largest + 1, -1, dtype=np.int32 if len(company_ids) < 2**31 else np.int64)
            self.table[company_ids] = np.arange(len(company_ids), dtype=self.table.dtype)

    def __call__(self, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(rows, kept) as `_rows_of`."""
        if self.table is None:
            return _rows_of(self.company_ids, ids)
        inside = (ids >= 0) & (ids < len(self.table))
        rows = self.table[np.where(inside, ids, 0)].astype(np.int64)
        kept = inside & (rows >= 0)
        return np.where(kept, rows, 0), kept


def _has_any(lookup: _RowLookup, ids) -> np.ndarray:
    out = np.zeros(len(lookup.company_ids), dtype=bool)
    ids = np.asarray(ids, dtype=np.int64).reshape(-1)
    if len(lookup.company_ids) and len(ids):
        rows, kept = lookup(ids)
        out[rows[kept]] = True
    return out


def _company_columns(companies) -> np.ndarray:
    """The companies' 13 integer columns (booleans as 0/1, 0 for a choice not made), in id order."""
    columns = np.asarray(companies)
    if columns.dtype.kind not in "iu":
        columns = np.asarray(companies, dtype=np.int64)
    columns = columns.reshape(-1, 13)
    if len(columns) > 1 and not np.all(columns[1:, 0] > columns[:-1, 0]):
        columns = columns[np.argsort(columns[:, 0], kind="stable")]
    return columns


def rows_build(catalogue: dict, vocabularies: Vocabularies) -> Rows:
    """The rows of the companies of `catalogue` (the shape `discovery_catalogue` answers)."""
    columns = _company_columns(catalogue["companies"])
    count = len(columns)

    def column(position: int, dtype) -> np.ndarray:
        return columns[:, position].astype(dtype)

    company_ids = column(0, np.int64)
    lookup = _RowLookup(company_ids)

    def targets(pairs, vocabulary: Vocabulary, item_of: np.ndarray | None = None) -> np.ndarray:
        ids, items = _pairs(pairs)
        if item_of is not None:  # map each item first (-1: none)
            inside = (items >= 0) & (items < len(item_of))
            items = np.where(inside, item_of[np.clip(items, 0, len(item_of) - 1)], -1)
        rows, kept = lookup(ids)
        return vocabulary.matrix(rows[kept], items[kept], count)

    industries = targets(catalogue["industries"], vocabularies.industry)
    regions = targets(catalogue["regions"], vocabularies.region)
    # The same pairs mapped to each sub-region's region: the regions a row reaches into.
    region_parents = targets(catalogue["regions"], vocabularies.parent, vocabularies.parent_of())
    segments = targets(catalogue["segments"], vocabularies.segment)
    industry_count, region_count, segment_count = popcount(industries), popcount(regions), popcount(segments)

    readiness_code = column(4, np.int8)
    readiness_fit = np.zeros(4, dtype=FLOAT)
    for code, fit in weights.READINESS_FITS.items():
        readiness_fit[code] = fit
    readiness = readiness_fit[readiness_code]

    # One point for each part of the profile a partner looks at before reaching out.
    parts = (
        (column(7, np.int64) > 0).astype(np.int8)  # logo
        + (column(8, np.int64) > 0)  # website
        + (column(9, np.int64) > 0)  # partner page
        + (column(10, np.int64) >= FULL_DESCRIPTION_LENGTH)  # description
        + (column(11, np.int64) > 0)  # partner program description
        + (column(12, np.int64) > 0)  # offer
        + (column(5, np.int64) > 0)  # company size
        + (column(6, np.int64) > 0)  # goal for next year
        + (readiness_code > 0)  # partner readiness
        + _has_any(lookup, catalogue["with_deal_sizes"])
        + _has_any(lookup, catalogue["with_partnership_types"])
        + _has_any(lookup, catalogue["with_contacts"])
    ).astype(np.int8)
    completeness = (parts / COMPLETENESS_PARTS).astype(FLOAT)

    agnostic, global_ = column(2, bool), column(3, bool)
    industry_stated = agnostic | (industry_count > 0)
    region_stated = global_ | (region_count > 0)
    segment_stated = segment_count > 0
    tie_breakers = (weights.READINESS * readiness + weights.COMPLETENESS * completeness).astype(FLOAT)

    return Rows(
        company_ids=company_ids,
        partner_type=column(1, np.int8),
        industry_agnostic=agnostic,
        geo_global=global_,
        industries=industries,
        regions=regions,
        region_parents=region_parents,
        segments=segments,
        industry_count=industry_count,
        region_count=region_count,
        segment_count=segment_count,
        readiness_code=readiness_code,
        readiness=readiness,
        completeness_parts=parts,
        completeness=completeness,
        industry_stated=industry_stated,
        region_stated=region_stated,
        segment_stated=segment_stated,
        states_any=(industry_stated | region_stated | segment_stated).astype(FLOAT),
        tie_breakers=tie_breakers,
    )


@dataclass(frozen=True)
class Postings:
    """Row bitmaps over a Rows table (the same row numbers): the rows targeting each reference
    item (by bit position), the rows of each flag and partner type, and every row."""

    everyone: np.ndarray  # (words,) uint64
    industries: np.ndarray  # (industry items, words)
    regions: np.ndarray
    region_parents: np.ndarray
    segments: np.ndarray
    industry_agnostic: np.ndarray  # (words,)
    geo_global: np.ndarray
    industry_stated: np.ndarray
    region_stated: np.ndarray
    segment_stated: np.ndarray
    partner_types: np.ndarray  # (largest partner type + 1, words): the rows of each type
    # The largest tie-breaker of any row (bounds what a search's unscored rows can reach).
    tie_breakers_max: float

    def arrays(self) -> dict[str, np.ndarray]:
        return {name: getattr(self, name) for name in POSTING_FIELDS}

    def empty(self) -> np.ndarray:
        return np.zeros_like(self.everyone)

    def of_partner_type(self, partner_type: int) -> np.ndarray:
        if 0 <= partner_type < len(self.partner_types):
            return self.partner_types[partner_type]
        return self.empty()


POSTING_FIELDS = tuple(f.name for f in fields(Postings) if f.name != "tie_breakers_max")


def postings_build(rows: Rows, vocabularies: Vocabularies) -> Postings:
    def matrix(bits: np.ndarray, vocabulary: Vocabulary) -> np.ndarray:
        out = np.zeros((len(vocabulary), bitmaps.words_for(len(rows))), dtype=bitmaps.WORD)
        for position in range(len(vocabulary)):
            out[position] = bitmaps.from_mask(vocabulary.column(bits, position))
        return out

    types = int(rows.partner_type.max(initial=0)) + 1
    return Postings(
        everyone=bitmaps.everyone(len(rows)),
        industries=matrix(rows.industries, vocabularies.industry),
        regions=matrix(rows.regions, vocabularies.region),
        region_parents=matrix(rows.region_parents, vocabularies.parent),
        segments=matrix(rows.segments, vocabularies.segment),
        industry_agnostic=bitmaps.from_mask(rows.industry_agnostic),
        geo_global=bitmaps.from_mask(rows.geo_global),
        industry_stated=bitmaps.from_mask(rows.industry_stated),
        region_stated=bitmaps.from_mask(rows.region_stated),
        segment_stated=bitmaps.from_mask(rows.segment_stated),
        partner_types=np.stack([bitmaps.from_mask(rows.partner_type == kind) for kind in range(max(types, 3))]),
        tie_breakers_max=float(rows.tie_breakers.max(initial=0.0)),
    )


def _sorted_unique(ids) -> np.ndarray:
    return np.unique(np.asarray(ids, dtype=np.int64).reshape(-1))


class CompanyIndex:
    """The index a search reads: a base (Rows and their Postings, possibly memory-mapped) and
    the overlay of the companies changed since it was built. Its logical rows are what a
    rebuild would give: every approved company once, in id order; `row_of`, `gather` and the
    array attributes (`company_ids`, `industries`, ... as in Rows) all speak of those rows.

    The array attributes of an index with an overlay are made on first use (a copy: the base's
    live rows and the overlay merged) and kept; a discovery search never asks for them
    (engine/scoring.py works on the base and the overlay apart), other readers may."""

    def __init__(
        self,
        *,
        version: tuple[str, int],
        base: Rows,
        postings: Postings,
        vocabularies: Vocabularies,
        labels: dict | None = None,
        build_seconds: float = 0.0,
        overlay: Rows | None = None,
        replaced_ids=(),
        base_version: tuple[str, int] | None = None,
    ):
        self.version = version
        self.base_version = base_version or version
        self.base = base
        self.postings = postings
        self.vocabularies = vocabularies
        self.industry_vocabulary = vocabularies.industry
        self.region_vocabulary = vocabularies.region
        self.parent_vocabulary = vocabularies.parent
        self.segment_vocabulary = vocabularies.segment
        self.region_parent = vocabularies.region_parent
        self.labels = labels or {}
        self.build_seconds = build_seconds
        self.overlay = overlay if overlay is not None else base.take(np.zeros(0, dtype=np.int64))
        # Every company changed since the base was built (in the overlay now, or gone).
        self.replaced_ids = _sorted_unique(replaced_ids)
        base_ids = base.company_ids
        rows, kept = _rows_of(base_ids, self.replaced_ids)
        self.dead = np.unique(rows[kept])  # base rows superseded by the overlay or gone
        overlay_ids = self.overlay.company_ids
        dead_ids = base_ids[self.dead]
        # The logical row of each overlay row, and what maps logical rows back to base rows.
        self._overlay_logical = (
            np.arange(len(overlay_ids))
            + np.searchsorted(base_ids, overlay_ids)
            - np.searchsorted(dead_ids, overlay_ids)
        )
        self._dead_adjusted = self.dead - np.arange(len(self.dead))
        self._plain = not len(self.dead) and not len(overlay_ids)
        self._lock = threading.Lock()
        self._materialized: dict[str, np.ndarray] = {}
        self._live: np.ndarray | None = None

    # --- sizes and rows -------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.base) - len(self.dead) + len(self.overlay)

    @property
    def physical_count(self) -> int:
        """Base rows (dead ones included) then overlay rows: the rows scoring works on."""
        return len(self.base) + len(self.overlay)

    def live(self) -> np.ndarray:
        """The bitmap of the base rows still current."""
        if self._live is None:
            live = self.postings.everyone
            if len(self.dead):
                live = live & ~bitmaps.from_rows(self.dead, len(self.base))
            self._live = live
        return self._live

    def physical(self, logical_rows) -> np.ndarray:
        """Physical rows (base row, or len(base) + overlay row) of logical rows."""
        logical = np.asarray(logical_rows, dtype=np.int64)
        if self._plain:
            return logical
        at = np.searchsorted(self._overlay_logical, logical)
        if len(self._overlay_logical):
            clipped = np.minimum(at, len(self._overlay_logical) - 1)
            in_overlay = (at < len(self._overlay_logical)) & (self._overlay_logical[clipped] == logical)
        else:
            in_overlay = np.zeros(len(logical), dtype=bool)
        live_rank = logical - at  # overlay rows before it are not base rows
        base_rows = live_rank + np.searchsorted(self._dead_adjusted, live_rank, side="right")
        return np.where(in_overlay, len(self.base) + at, base_rows)

    def logical(self, physical_rows) -> np.ndarray:
        """Logical rows of physical rows (live base rows and overlay rows)."""
        physical = np.asarray(physical_rows, dtype=np.int64)
        if self._plain:
            return physical
        count = len(self.base)
        in_overlay = physical >= count
        base_rows = np.minimum(physical, max(count - 1, 0))
        ids = self.base.company_ids[base_rows] if count else np.zeros(len(physical), dtype=np.int64)
        from_base = base_rows - np.searchsorted(self.dead, base_rows) + np.searchsorted(self.overlay.company_ids, ids)
        overlay_rows = np.clip(physical - count, 0, max(len(self.overlay) - 1, 0))
        from_overlay = self._overlay_logical[overlay_rows] if len(self.overlay) else from_base
        return np.where(in_overlay, from_overlay, from_base)

    def gather_physical(self, name: str, physical_rows) -> np.ndarray:
        physical = np.asarray(physical_rows, dtype=np.int64)
        base_array = getattr(self.base, name)
        if not len(self.overlay):
            return base_array[physical]
        overlay_array = getattr(self.overlay, name)
        in_overlay = physical >= len(self.base)
        out = np.empty((len(physical), *base_array.shape[1:]), dtype=base_array.dtype)
        out[~in_overlay] = base_array[physical[~in_overlay]]
        out[in_overlay] = overlay_array[physical[in_overlay] - len(self.base)]
        return out

    def gather(self, name: str, logical_rows) -> np.ndarray:
        """One array's values at these logical rows (nothing else is copied)."""
        return self.gather_physical(name, self.physical(logical_rows))

    def take_physical(self, physical_rows) -> Rows:
        physical = np.asarray(physical_rows, dtype=np.int64)
        return Rows(**{name: self.gather_physical(name, physical) for name in ROW_FIELDS})

    def row_of(self, company_id: int | None) -> int | None:
        """The logical row of an indexed company, or None."""
        if company_id is None or not len(self):
            return None
        overlay_ids = self.overlay.company_ids
        at = int(np.searchsorted(overlay_ids, company_id))
        if at < len(overlay_ids) and overlay_ids[at] == company_id:
            return int(self._overlay_logical[at])
        base_ids = self.base.company_ids
        row = int(np.searchsorted(base_ids, company_id))
        if row >= len(base_ids) or base_ids[row] != company_id:
            return None
        dead_at = int(np.searchsorted(self.dead, row))
        if dead_at < len(self.dead) and self.dead[dead_at] == row:
            return None
        return int(self.logical([row])[0])

    def company_id_at(self, row: int) -> int:
        return int(self.gather("company_ids", [row])[0])

    def sub_region_ids(self) -> set[int]:
        return {region_id for region_id, parent in self.region_parent.items() if parent is not None}

    # --- the logical arrays ---------------------------------------------------------------

    def _physical_order(self) -> np.ndarray:
        """The physical row of every logical row."""
        live = np.delete(np.arange(len(self.base)), self.dead)
        physical = np.concatenate([live, len(self.base) + np.arange(len(self.overlay))])
        ids = np.concatenate([self.base.company_ids[live], self.overlay.company_ids])
        return physical[np.argsort(ids, kind="stable")]

    def assemble(self, base_part: np.ndarray, overlay_part: np.ndarray) -> np.ndarray:
        """Logical rows of an array given per physical row (base rows, then overlay rows)."""
        if self._plain:
            return base_part
        return np.concatenate([base_part, overlay_part])[self._order()]

    def _order(self) -> np.ndarray:
        order = self._materialized.get("_order")
        if order is None:
            order = self._materialized["_order"] = self._physical_order()
        return order

    def materialize(self, name: str) -> np.ndarray:
        if self._plain:
            return getattr(self.base, name)
        array = self._materialized.get(name)
        if array is None:
            with self._lock:
                array = self._materialized.get(name)
                if array is None:
                    array = self.assemble(getattr(self.base, name), getattr(self.overlay, name))
                    self._materialized[name] = array
        return array

    def rows(self) -> Rows:
        """Every logical row as one Rows table (a copy when there is an overlay)."""
        return Rows(**{name: self.materialize(name) for name in ROW_FIELDS})


def _row_property(name: str):
    return property(lambda self: self.materialize(name), doc=f"`{name}` of every logical row (see Rows).")


for _name in ROW_FIELDS:
    setattr(CompanyIndex, _name, _row_property(_name))


def index_build(catalogue: dict, *, version: tuple[str, int], labels: dict | None = None) -> CompanyIndex:
    """The index of `catalogue` (the shape `discovery_catalogue` answers)."""
    started = time.perf_counter()
    vocabularies = Vocabularies.of(catalogue["reference"])
    rows = rows_build(catalogue, vocabularies)
    return CompanyIndex(
        version=version,
        base=rows,
        postings=postings_build(rows, vocabularies),
        vocabularies=vocabularies,
        labels=labels,
        build_seconds=time.perf_counter() - started,
    )


def index_with_changes(index: CompanyIndex, catalogue: dict, *, changed_ids, version: tuple[str, int]) -> CompanyIndex:
    """`index` with the companies `changed_ids` as they are now: `catalogue` holds the rows of
    those of them that are approved (the shape `discovery_catalogue` answers; the reference
    lists must be the index's own: a change to them needs a rebuild). The base is shared; only
    the overlay of every company changed since the base was built is made again."""
    started = time.perf_counter()
    changed = _sorted_unique(changed_ids)
    changes = rows_build(catalogue, index.vocabularies)
    changes = changes.take(np.flatnonzero(np.isin(changes.company_ids, changed)))
    kept = index.overlay.take(np.flatnonzero(~np.isin(index.overlay.company_ids, changed)))
    overlay = Rows.concat([kept, changes])
    overlay = overlay.take(np.argsort(overlay.company_ids, kind="stable"))
    return CompanyIndex(
        version=version,
        base=index.base,
        postings=index.postings,
        vocabularies=index.vocabularies,
        labels=index.labels,
        build_seconds=time.perf_counter() - started,
        overlay=overlay,
        replaced_ids=np.union1d(index.replaced_ids, changed),
        base_version=index.base_version,
    )
