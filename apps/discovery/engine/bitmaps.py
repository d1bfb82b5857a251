"""Row bitmaps: one bit per index row, packed into uint64 words (1,000,000 rows are 15,625
words, 122 KiB). The index keeps one per reference item (the rows targeting it) besides its
row-major arrays, so the rows meeting a criterion at a given level are a few word-wise ORs and
ANDs away, whatever the number of companies (engine/scoring.py `search`)."""

import numpy as np

WORD = np.uint64
BITS = 64


def words_for(count: int) -> int:
    return (count + BITS - 1) // BITS


def from_mask(mask: np.ndarray) -> np.ndarray:
    """The bitmap of a boolean array (bit i = mask[i])."""
    packed = np.packbits(np.asarray(mask, dtype=bool), bitorder="little")
    out = np.zeros(words_for(len(mask)) * 8, dtype=np.uint8)
    out[: len(packed)] = packed
    return out.view(WORD)


def from_rows(rows: np.ndarray, count: int) -> np.ndarray:
    """The bitmap of these row numbers among `count` rows."""
    mask = np.zeros(count, dtype=bool)
    mask[np.asarray(rows, dtype=np.int64)] = True
    return from_mask(mask)


def everyone(count: int) -> np.ndarray:
    return from_mask(np.ones(count, dtype=bool))


def rows_of(bitmap: np.ndarray) -> np.ndarray:
    """The row numbers whose bit is set, ascending (only the words that hold any are unpacked)."""
    nonzero = np.flatnonzero(bitmap)
    if not len(nonzero):
        return np.zeros(0, dtype=np.int64)
    bits = np.unpackbits(bitmap[nonzero].view(np.uint8), bitorder="little").reshape(-1, BITS)
    word, bit = np.nonzero(bits)
    return nonzero[word].astype(np.int64) * BITS + bit


def count(bitmap: np.ndarray) -> int:
    return int(np.bitwise_count(bitmap).sum(dtype=np.int64))


def any_of(matrix: np.ndarray, positions, empty: np.ndarray) -> np.ndarray:
    """The OR of some rows of a (items, words) bitmap matrix (`empty` when there are none)."""
    positions = list(positions)
    if not positions:
        return empty
    if len(positions) == 1:
        return matrix[positions[0]]
    return np.bitwise_or.reduce(matrix[positions], axis=0)
