"""This process's copy of the fit-score index, kept current through the catalogue's version
key, INDEX_KEY (apps/core/versioned.py LoggedVersionKey: the IndexVersion row and the
IndexChange log), as every process's copy is (ARCHITECTURE.md section 2: no process keeps state
another needs, except caches invalidated through the database). docs/discovery.md "The index".

Each search reads the version row (one primary-key query). When it moved on, the copy is
brought up to date from the change log (which companies each bump was for): the changed
companies' rows are read again (a few queries, milliseconds) and kept in the copy's overlay,
the base is not touched. Only a change to everything (a reference list renamed, a write that
did not say which companies, more companies at once than the log or the overlay takes, a log
pruned past the copy) makes a new base: built from the catalogue, written to a file of the
machine's index directory (DISCOVERY_INDEX_DIR) and memory-mapped by every process there, so a
machine builds each base once and holds it once. When a copy's overlay grows past
DISCOVERY_INDEX_OVERLAY_LIMIT companies, a new base is built in the background while the
overlay keeps serving.

Writes that change what the score reads bump the key after they commit (apps/discovery/
signals.py: `INDEX_KEY.bump(*company_ids)`; writes without model signals call it themselves,
without ids for everything), so a company approved in any process is in the next search served
by any other."""

import contextlib
import ctypes
import ctypes.util
import logging
import threading
import time
from pathlib import Path

import numpy as np
from django.conf import settings
from django.db import connection

from apps.companies.models import Company
from apps.companies.selectors import discovery_catalogue
from apps.core.versioned import LoggedVersionKey
from apps.discovery.engine.index import CompanyIndex, index_build, index_with_changes
from apps.discovery.engine.store import Snapshots, UnreadableIndex, index_read, index_write
from apps.discovery.models import IndexChange, IndexVersion

logger = logging.getLogger(__name__)

# The catalogue's version and change log: which companies each bump was for.
INDEX_KEY = LoggedVersionKey(
    "discovery:index", version_model=IndexVersion, change_model=IndexChange, id_field="company_id"
)

_lock = threading.Lock()
_current: CompanyIndex | None = None
_compacting = threading.Event()


def index_version() -> tuple[str, int]:
    """(token, counter) of the catalogue now (INDEX_KEY.read(); ("", 0) when the row is missing)."""
    return INDEX_KEY.read()


def _change_log(since: int, until: int) -> np.ndarray | None:
    """The companies changed by the bumps after `since`, up to `until`; None when a copy at
    `since` cannot be brought up to date from the log (INDEX_KEY.changes)."""
    changed = INDEX_KEY.changes(since, until)
    return None if changed is None else np.array(changed, dtype=np.int64)


# --- this process's copy ----------------------------------------------------------------------


def _is_current(index: CompanyIndex | None, version: tuple[str, int]) -> bool:
    # Counters only go up, so a copy built from a later version (by another thread that read
    # the row after us) is current too.
    return index is not None and index.version[0] == version[0] and index.version[1] >= version[1]


def _labels() -> dict:
    return {
        "partner_type": dict(Company.PartnerType.choices),
        "readiness": dict(Company.Readiness.choices),
    }


def overlay_limit() -> int:
    return int(getattr(settings, "DISCOVERY_INDEX_OVERLAY_LIMIT", 10_000))


def _snapshots(version: tuple[str, int]) -> Snapshots | None:
    """The machine's index files, when configured (and the version row exists: its token
    names the files)."""
    directory = getattr(settings, "DISCOVERY_INDEX_DIR", "")
    return Snapshots(Path(directory)) if directory and version[0] else None


def _build(version: tuple[str, int]) -> CompanyIndex:
    # The version was read before the catalogue: a change committed in between is in the log
    # after that version, so the next search reads those companies again.
    index = index_build(discovery_catalogue(), version=version, labels=_labels())
    logger.info("discovery index built: %d companies in %.3f s", len(index), index.build_seconds)
    return index


def _load(path: Path) -> CompanyIndex | None:
    try:
        return index_read(path, labels=_labels())
    except (UnreadableIndex, FileNotFoundError) as error:
        logger.warning("discovery index file ignored: %s", error)
        return None


def _with_log(index: CompanyIndex, version: tuple[str, int]) -> CompanyIndex | None:
    """`index` brought up to `version` from the change log; None when the log cannot (a change
    to everything, rows pruned, or more companies than an overlay takes)."""
    if index.version[0] != version[0]:
        return None
    if index.version[1] >= version[1]:
        return index
    changed = _change_log(index.version[1], version[1])
    if changed is None or len(changed) > overlay_limit():
        return None
    if not len(changed):
        return index_with_changes(index, _empty_catalogue(), changed_ids=changed, version=version)
    updated = index_with_changes(
        index, discovery_catalogue(company_ids=changed.tolist()), changed_ids=changed, version=version
    )
    logger.debug("discovery index: %d companies changed, overlay %d", len(changed), len(updated.overlay))
    return updated


def _empty_catalogue() -> dict:
    return {
        "companies": np.zeros((0, 13), dtype=np.int64),
        "industries": [],
        "regions": [],
        "segments": [],
        "with_deal_sizes": [],
        "with_partnership_types": [],
        "with_contacts": [],
    }


def _base_for(version: tuple[str, int]) -> CompanyIndex:
    """A copy at `version` from a new base: the machine's newest file brought up to date when
    it can be, else built (once per machine: under the directory's lock) and written."""
    snapshots = _snapshots(version)
    if snapshots is None:
        return _build(version)
    try:
        return _base_from_files(snapshots, version)
    except OSError as error:  # a folder that cannot be written, a full disk: serve anyway
        logger.warning("discovery index folder %s not usable (%s): this process keeps its own copy", snapshots, error)
        return _build(version)


def _base_from_files(snapshots: Snapshots, version: tuple[str, int]) -> CompanyIndex:
    with snapshots.locked():
        newest = snapshots.newest(version[0], at_most=version[1])
        if newest is not None:
            loaded = _load(newest[1])
            updated = _with_log(loaded, version) if loaded is not None else None
            if updated is not None:
                return updated
        built = _build(version)
        path = snapshots.path_for(version)
        size = index_write(built, path)
        snapshots.prune(version[0])
        logger.info("discovery index written: %s (%.1f MiB)", path, size / 2**20)
        # Map the file this process wrote, as the others do: one copy in memory, not two.
        loaded = _load(path)
        if loaded is None:
            return built
        del built
        _give_back_memory()
        return loaded


def _give_back_memory() -> None:
    """Returns the heap the build freed (the catalogue's rows, the built arrays: hundreds of MiB
    at a million companies) to the system: glibc keeps freed memory for reuse, and a web
    process would carry it for its lifetime."""
    with contextlib.suppress(OSError, AttributeError):  # not glibc: nothing to do
        ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim(0)


def _newer_file(index: CompanyIndex, version: tuple[str, int]) -> CompanyIndex | None:
    """The machine's newest file when it is newer than this copy's base (another process
    built one), brought up to `version`."""
    snapshots = _snapshots(version)
    if snapshots is None or not len(index.replaced_ids):
        return None
    newest = snapshots.newest(version[0], at_most=version[1])
    if newest is None or newest[0] <= index.base_version[1] or index.base_version[0] != version[0]:
        return None
    loaded = _load(newest[1])
    return _with_log(loaded, version) if loaded is not None else None


def _refreshed(index: CompanyIndex | None, version: tuple[str, int]) -> CompanyIndex:
    if index is not None:
        updated = _newer_file(index, version)
        if updated is None:
            updated = _with_log(index, version)
        if updated is not None:
            if len(updated.replaced_ids) > overlay_limit() // 2:
                _compact_soon()
            return updated
    return _base_for(version)


def current_index(version: tuple[str, int] | None = None) -> CompanyIndex:
    """The index of the catalogue as of now, brought up to date first when it changed.
    `version`: index_version() as the caller has just read it (a search reads it with the
    searcher, in one round trip); read here when not given."""
    global _current
    if version is None:
        version = index_version()
    index = _current
    if _is_current(index, version):
        return index
    with _lock:  # one update per process, however many searches are waiting for it
        index = _current
        if _is_current(index, version):
            return index
        started = time.perf_counter()
        index = _refreshed(index, version)
        _current = index
        logger.debug("discovery index at %s in %.4f s", version, time.perf_counter() - started)
        return index


def index_compact() -> None:
    """Builds a new base of the catalogue now (the machine's file, when configured) and moves
    this process's copy onto it: its overlay empties."""
    global _current
    version = index_version()
    built = _build(version)
    snapshots = _snapshots(version)
    if snapshots is not None:
        with snapshots.locked():
            index_write(built, snapshots.path_for(version))
            snapshots.prune(version[0])
        loaded = _load(snapshots.path_for(version))
        if loaded is not None:
            built = loaded
            _give_back_memory()
    with _lock:
        current = _current
        if current is not None and current.version[0] == version[0] and current.version[1] > version[1]:
            # Changed meanwhile: the new base brought up to what this process already serves.
            moved = _with_log(built, current.version)
            _current = current if moved is None else moved
        else:
            _current = built
        logger.info("discovery index: a new base at %s", version)


def _compact_in_background() -> None:
    try:
        index_compact()
    except Exception:  # the overlay keeps serving; the next change tries again
        logger.exception("discovery index: building a new base failed")
    finally:
        connection.close()  # this thread's own
        _compacting.clear()


def _compact_soon() -> None:
    """A new base in a background thread (one at a time per process), while the overlay serves."""
    if getattr(settings, "DISCOVERY_INDEX_COMPACT_IN_BACKGROUND", True) and not _compacting.is_set():
        _compacting.set()
        threading.Thread(target=_compact_in_background, name="discovery-index-compact", daemon=True).start()


def index_reset() -> None:
    """Forgets this process's copy (tests start from an empty one)."""
    global _current
    with _lock:
        _current = None
