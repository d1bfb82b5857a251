"""An index base as one file, memory-mapped read-only by every process of a machine: the page
cache holds one copy however many processes search it (docs/discovery.md "The index").

The file: 8 bytes of magic, the header's length (uint64, little-endian), the header (JSON: the
version it was built from, the reference lists, each array's dtype, shape and offset), then
the arrays of the base's Rows and Postings, each at a 64-byte boundary. A file is written
whole under a temporary name and renamed, so a reader finds a complete file or none; one
that does not read back (truncated, another format) is ignored and built again."""

import json
import os
import struct
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # not on Linux: no lock, a version may then be built twice
    fcntl = None

import numpy as np

from apps.discovery.engine.index import (
    POSTING_FIELDS,
    ROW_FIELDS,
    CompanyIndex,
    Postings,
    Rows,
    Vocabularies,
)

MAGIC = b"PMDIDX01"
ALIGN = 64
FORMAT = 1


class UnreadableIndex(Exception):
    """The file is not a complete index of this format."""


def _aligned(offset: int) -> int:
    return (offset + ALIGN - 1) // ALIGN * ALIGN


def _arrays(index: CompanyIndex) -> dict[str, np.ndarray]:
    return {
        **{f"rows.{name}": array for name, array in index.base.arrays().items()},
        **{f"postings.{name}": array for name, array in index.postings.arrays().items()},
    }


def index_write(index: CompanyIndex, path: Path) -> int:
    """Writes the base of `index` (its overlay is not kept) to `path`; answers the file's size."""
    arrays = {name: np.ascontiguousarray(array) for name, array in _arrays(index).items()}
    layout, offset = {}, 0
    for name, array in arrays.items():
        offset = _aligned(offset)
        layout[name] = {"dtype": array.dtype.str, "shape": list(array.shape), "offset": offset}
        offset += array.nbytes
    header = json.dumps(
        {
            "format": FORMAT,
            "version": list(index.base_version),
            "reference": index.vocabularies.reference,
            "tie_breakers_max": index.postings.tie_breakers_max,
            "build_seconds": index.build_seconds,
            "data_length": offset,
            "arrays": layout,
        }
    ).encode()
    start = _aligned(len(MAGIC) + 8 + len(header))
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "wb") as out:
            out.write(MAGIC + struct.pack("<Q", len(header)) + header)
            for name, array in arrays.items():
                out.seek(start + layout[name]["offset"])
                out.write(array.reshape(-1).view(np.uint8).data)
            out.truncate(start + offset)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    finally:
        if temporary.exists():
            temporary.unlink()
    return start + offset


def index_read(path: Path, *, labels: dict | None = None) -> CompanyIndex:
    """The index stored at `path`, its arrays mapped from the file (read-only, shared)."""
    try:
        # A plain ndarray over the mapping (the memmap stays its base, so the file stays mapped):
        # each slice or gather of a memmap builds a memmap with numpy's bookkeeping, ~5 us,
        # 130-odd times a search (0.7 ms at 100,000 companies).
        mapped = np.memmap(path, dtype=np.uint8, mode="r").view(np.ndarray)
    except (OSError, ValueError) as error:
        raise UnreadableIndex(str(error)) from error
    if len(mapped) < len(MAGIC) + 8 or bytes(mapped[: len(MAGIC)]) != MAGIC:
        raise UnreadableIndex(f"{path}: not an index file")
    (length,) = struct.unpack("<Q", bytes(mapped[len(MAGIC) : len(MAGIC) + 8]))
    try:
        header = json.loads(bytes(mapped[len(MAGIC) + 8 : len(MAGIC) + 8 + length]))
    except ValueError as error:
        raise UnreadableIndex(f"{path}: unreadable header") from error
    start = _aligned(len(MAGIC) + 8 + length)
    if header.get("format") != FORMAT or len(mapped) != start + header["data_length"]:
        raise UnreadableIndex(f"{path}: incomplete or of another format")

    def array(name: str) -> np.ndarray:
        spec = header["arrays"][name]
        dtype = np.dtype(spec["dtype"])
        count = int(np.prod(spec["shape"], dtype=np.int64))
        begin = start + spec["offset"]
        return mapped[begin : begin + count * dtype.itemsize].view(dtype).reshape(spec["shape"])

    base = Rows(**{name: array(f"rows.{name}") for name in ROW_FIELDS})
    postings = Postings(
        **{name: array(f"postings.{name}") for name in POSTING_FIELDS},
        tie_breakers_max=float(header["tie_breakers_max"]),
    )
    reference = header["reference"]
    return CompanyIndex(
        version=(str(header["version"][0]), int(header["version"][1])),
        base=base,
        postings=postings,
        vocabularies=Vocabularies.of(reference),
        labels=labels,
        build_seconds=float(header.get("build_seconds", 0.0)),
    )


class Snapshots:
    """The index files of one directory (one machine): `index-<token>-<counter>.idx`, the
    base built at that version of the catalogue. Whoever builds one holds the directory's lock,
    so the processes of a machine build a version once and the others map that file."""

    def __init__(self, directory: Path):
        self.directory = Path(directory)

    def __str__(self) -> str:
        return str(self.directory)

    def path_for(self, version: tuple[str, int]) -> Path:
        token, counter = version
        return self.directory / f"index-{token}-{counter:020d}.idx"

    def _files(self) -> list[tuple[str, int, Path]]:
        try:
            names = os.listdir(self.directory)
        except FileNotFoundError:
            return []
        out = []
        for name in names:
            parts = name[: -len(".idx")].split("-") if name.startswith("index-") and name.endswith(".idx") else []
            if len(parts) == 3 and parts[2].isdigit():
                out.append((parts[1], int(parts[2]), self.directory / name))
        return out

    def newest(self, token: str, *, at_most: int) -> tuple[int, Path] | None:
        """The newest file of `token` built at a counter up to `at_most`."""
        found = [(counter, path) for file_token, counter, path in self._files() if file_token == token]
        found = [item for item in found if item[0] <= at_most]
        return max(found, default=None)

    @contextmanager
    def locked(self):
        """The directory's lock (blocks while another process of the machine holds it)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        with open(self.directory / ".lock", "a+b") as lock:
            if fcntl is not None:
                fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                if fcntl is not None:
                    fcntl.flock(lock.fileno(), fcntl.LOCK_UN)

    def prune(self, token: str, *, keep: int = 2) -> None:
        """Removes the files of other tokens and all but the newest `keep` of this one (a
        process that mapped one keeps reading it: the pages live until it lets go)."""
        files = sorted(self._files(), key=lambda item: item[1], reverse=True)
        mine = [path for file_token, _, path in files if file_token == token]
        for file_token, _, path in files:
            if file_token != token or path not in mine[:keep]:
                path.unlink(missing_ok=True)
