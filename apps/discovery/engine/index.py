"""A compact in-memory index of the approved companies: one row per company (sorted by id),
the targets as bitsets (uint64 words, one bit per reference item) and the other scoring
inputs as small arrays, including everything about a company that does not depend on the
search (so a search does only what it must). Built in a handful of vectorised steps from
flat rows (see `apps.companies.selectors.discovery_catalogue`); about 70 bytes a company.

The index is immutable once built: a process swaps in a new one when the catalogue changes
(apps/discovery/index.py), and searches running meanwhile keep the one they started with."""

import math
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np

from apps.discovery.engine import weights

WORD_BITS = 64
FLOAT = np.float32  # scores need no more; half the memory traffic of float64
# The parts of a profile that count towards completeness (see `index_build`).
COMPLETENESS_PARTS = 12
# A description the company form accepts has at least 150 visible characters.
FULL_DESCRIPTION_LENGTH = 150


class Vocabulary:
    """Reference items of one kind (industries, regions or segments) as bit positions."""

    def __init__(self, items: Iterable[tuple[int, str]]):
        items = sorted(items)
        self.ids = np.array([item_id for item_id, _ in items], dtype=np.int64)
        self.names = dict(items)
        self.position = {item_id: position for position, (item_id, _) in enumerate(items)}
        self.words = max(1, math.ceil(len(items) / WORD_BITS))
        # item id -> bit position (-1: unknown), for mapping id columns in one step.
        self._lookup = np.full(int(self.ids.max(initial=0)) + 1, -1, dtype=np.int64)
        self._lookup[self.ids] = np.arange(len(items))

    def __contains__(self, item_id) -> bool:
        return item_id in self.position

    def mask(self, item_ids: Iterable[int]) -> np.ndarray:
        """The bitset of `item_ids` (unknown ids are left out)."""
        mask = np.zeros(self.words, dtype=np.uint64)
        for item_id in item_ids:
            position = self.position.get(item_id)
            if position is not None:
                mask[position // WORD_BITS] |= np.uint64(1) << np.uint64(position % WORD_BITS)
        return mask

    def decode(self, bits: np.ndarray) -> list[int]:
        """The item ids of one row's bitset, in id order (for the few rows a search returns)."""
        ids = []
        for word_number, word in enumerate(bits.tolist()):
            while word:
                low = word & -word
                ids.append(int(self.ids[word_number * WORD_BITS + low.bit_length() - 1]))
                word ^= low
        return ids

    def matrix(self, rows: np.ndarray, item_ids: np.ndarray, count: int) -> np.ndarray:
        """A (count, words) bitset matrix with bit `item` set in row `row` for each pair."""
        out = np.zeros((count, self.words), dtype=np.uint64)
        known = (item_ids >= 0) & (item_ids < len(self._lookup))
        rows, item_ids = rows[known], item_ids[known]
        positions = self._lookup[item_ids]
        known = positions >= 0
        rows, positions = rows[known], positions[known]
        bits = np.left_shift(np.uint64(1), (positions % WORD_BITS).astype(np.uint64))
        np.bitwise_or.at(out, (rows, positions // WORD_BITS), bits)
        return out


def popcount(bits: np.ndarray, mask: np.ndarray | None = None) -> np.ndarray:
    """Set bits per row of a (rows, words) bitset matrix (and `mask`, when given)."""
    if bits.shape[1] == 1:  # the usual case: one word, no reduction over words
        column = bits[:, 0] if mask is None else bits[:, 0] & mask[0]
        return np.bitwise_count(column)
    return np.bitwise_count(bits if mask is None else bits & mask).sum(axis=1, dtype=np.int64)


def has_bit(bits: np.ndarray, position: int) -> np.ndarray:
    word, bit = divmod(position, WORD_BITS)
    return ((bits[:, word] >> np.uint64(bit)) & np.uint64(1)).astype(bool)


@dataclass(frozen=True)
class CompanyIndex:
    version: tuple[str, int]
    company_ids: np.ndarray  # int64, ascending
    partner_type: np.ndarray  # int8 (Company.PartnerType)
    industry_agnostic: np.ndarray  # bool
    geo_global: np.ndarray  # bool
    industries: np.ndarray  # uint64 (N, words)
    regions: np.ndarray
    region_parents: np.ndarray  # uint64 (N, words): the regions the row's sub-regions belong to
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
    industry_vocabulary: Vocabulary
    region_vocabulary: Vocabulary
    parent_vocabulary: Vocabulary
    segment_vocabulary: Vocabulary
    region_parent: dict[int, int | None]
    labels: dict[str, dict[int, str]] = field(default_factory=dict)
    build_seconds: float = 0.0

    def __len__(self) -> int:
        return len(self.company_ids)

    def row_of(self, company_id: int | None) -> int | None:
        """The row of an indexed company, or None."""
        if company_id is None or not len(self.company_ids):
            return None
        row = int(np.searchsorted(self.company_ids, company_id))
        return row if row < len(self.company_ids) and self.company_ids[row] == company_id else None

    def sub_region_ids(self) -> set[int]:
        return {region_id for region_id, parent in self.region_parent.items() if parent is not None}


def _pairs(pairs: list[tuple[int, int]]) -> tuple[np.ndarray, np.ndarray]:
    array = np.array(pairs, dtype=np.int64).reshape(-1, 2)
    return array[:, 0], array[:, 1]


def _rows_of(company_ids: np.ndarray, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(rows, kept): the index rows of `ids`, and which of `ids` are indexed at all."""
    rows = np.searchsorted(company_ids, ids)
    rows = np.minimum(rows, max(len(company_ids) - 1, 0))
    kept = company_ids[rows] == ids if len(company_ids) else np.zeros(len(ids), dtype=bool)
    return rows, kept


def _has_any(company_ids: np.ndarray, ids: list[int]) -> np.ndarray:
    out = np.zeros(len(company_ids), dtype=bool)
    if len(company_ids) and ids:
        rows, kept = _rows_of(company_ids, np.array(ids, dtype=np.int64))
        out[rows[kept]] = True
    return out


def index_build(catalogue: dict, *, version: tuple[str, int], labels: dict | None = None) -> CompanyIndex:
    """The index of `catalogue` (the shape `discovery_catalogue` answers)."""
    started = time.perf_counter()
    # Integers only (booleans as 0/1, 0 for a choice not made): one C-level conversion.
    columns = np.array(catalogue["companies"], dtype=np.int64).reshape(-1, 13)
    count = len(columns)

    def column(position: int, dtype) -> np.ndarray:
        return columns[:, position].astype(dtype)

    company_ids = column(0, np.int64)
    reference = catalogue["reference"]
    region_parent = {region_id: parent for region_id, _, parent in reference["regions"]}
    industry_vocabulary = Vocabulary(reference["industries"])
    region_vocabulary = Vocabulary((region_id, name) for region_id, name, _ in reference["regions"])
    parent_vocabulary = Vocabulary(
        (region_id, name) for region_id, name, parent in reference["regions"] if parent is None
    )
    segment_vocabulary = Vocabulary(reference["segments"])

    def targets(pairs, vocabulary: Vocabulary, item_of: np.ndarray | None = None) -> np.ndarray:
        ids, items = _pairs(pairs)
        if item_of is not None:  # map each item first (-1: none)
            inside = (items >= 0) & (items < len(item_of))
            items = np.where(inside, item_of[np.clip(items, 0, len(item_of) - 1)], -1)
        rows, kept = _rows_of(company_ids, ids)
        return vocabulary.matrix(rows[kept], items[kept], count)

    industries = targets(catalogue["industries"], industry_vocabulary)
    regions = targets(catalogue["regions"], region_vocabulary)
    # The same pairs mapped to each sub-region's region: the regions a row reaches into.
    parent_of = np.full(max(region_parent, default=0) + 1, -1, dtype=np.int64)
    for region_id, parent in region_parent.items():
        if parent is not None:
            parent_of[region_id] = parent
    region_parents = targets(catalogue["regions"], parent_vocabulary, parent_of)
    segments = targets(catalogue["segments"], segment_vocabulary)
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
        + _has_any(company_ids, catalogue["with_deal_sizes"])
        + _has_any(company_ids, catalogue["with_partnership_types"])
        + _has_any(company_ids, catalogue["with_contacts"])
    ).astype(np.int8)
    completeness = (parts / COMPLETENESS_PARTS).astype(FLOAT)

    agnostic, global_ = column(2, bool), column(3, bool)
    industry_stated = agnostic | (industry_count > 0)
    region_stated = global_ | (region_count > 0)
    segment_stated = segment_count > 0
    tie_breakers = (weights.READINESS * readiness + weights.COMPLETENESS * completeness).astype(FLOAT)

    return CompanyIndex(
        version=version,
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
        industry_vocabulary=industry_vocabulary,
        region_vocabulary=region_vocabulary,
        parent_vocabulary=parent_vocabulary,
        segment_vocabulary=segment_vocabulary,
        region_parent=region_parent,
        labels=labels or {},
        build_seconds=time.perf_counter() - started,
    )
