"""This process's copy of the fit-score index, and the version row and change log that keep
every process's copy current (ARCHITECTURE.md section 2: no process keeps state another needs,
except caches invalidated through the database). docs/discovery.md "The index".

Each search reads the version row (one primary-key query). When it moved on, the copy is
brought up to date from the change log (`IndexChange`: which companies each bump was for): the
changed companies' rows are read again (a few queries, milliseconds) and kept in the copy's
overlay, the base is not touched. Only a change to everything (a reference list renamed, a
write that did not say which companies, more companies at once than the overlay takes, a log
pruned past the copy) makes a new base: built from the catalogue, written to a file of the
machine's index directory (DISCOVERY_INDEX_DIR) and memory-mapped by every process there, so a
machine builds each base once and holds it once. When a copy's overlay grows past
DISCOVERY_INDEX_OVERLAY_LIMIT companies, a new base is built in the background while the
overlay keeps serving.

Writes that change what the score reads bump the row after they commit (apps/discovery/
signals.py), with the ids of the companies they changed, so a company approved in any process
is in the next search served by any other."""

import contextlib
import ctypes
import ctypes.util
import logging
import threading
import time
from pathlib import Path

import numpy as np
from django.conf import settings
from django.db import IntegrityError, connection, transaction

from apps.companies.models import Company
from apps.companies.selectors import discovery_catalogue
from apps.discovery.engine.index import CompanyIndex, index_build, index_with_changes
from apps.discovery.engine.store import Snapshots, UnreadableIndex, index_read, index_write
from apps.discovery.models import IndexChange, IndexVersion

logger = logging.getLogger(__name__)

# A bump for more companies than this logs "everything": the copies are rebuilt.
CHANGE_LOG_MAX_IDS = 5_000
# Every this many bumps, the log keeps only the last LOG_KEEP counters.
LOG_PRUNE_EVERY = 1_000
LOG_KEEP = 10_000

_lock = threading.Lock()
_current: CompanyIndex | None = None
_compacting = threading.Event()


def index_version() -> tuple[str, int]:
    """(token, counter) of the catalogue now; ("", 0) when the row is missing (a flushed
    database: the first bump creates it with a new token)."""
    # Plain SQL: it runs on every search, and the ORM would spend longer building it than
    # the database spends answering it.
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT token, counter FROM {IndexVersion._meta.db_table} WHERE id = %s", [1])  # noqa: S608
        row = cursor.fetchone()
    return (row[0], int(row[1])) if row else ("", 0)


def index_version_bump(company_ids=None) -> None:
    """The catalogue changed (these companies; None: anything): every process brings its
    copy up to date at its next search. Called after commit, in a short transaction of its
    own (the counter's row lock orders the bumps; the log rows commit with the counter), so no
    lock is held across the transaction that made the change."""
    ids = None if company_ids is None else sorted({int(i) for i in company_ids})
    if ids is not None and len(ids) > CHANGE_LOG_MAX_IDS:
        ids = None
    version_table = IndexVersion._meta.db_table
    for _ in range(3):
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute(
                    f"UPDATE {version_table} SET counter = counter + 1 WHERE id = %s RETURNING counter",  # noqa: S608
                    [1],
                )
                row = cursor.fetchone()
            if row is not None:
                counter = int(row[0])
                company_ids = [None] if ids is None else ids  # None: everything
                IndexChange.objects.bulk_create([IndexChange(counter=counter, company_id=i) for i in company_ids])
                if counter % LOG_PRUNE_EVERY == 0:
                    _log_prune(counter)
                return
        try:
            with transaction.atomic():
                # A new row, a new token: every copy is rebuilt, and no log row of the old one counts.
                IndexChange.objects.all().delete()
                IndexVersion.objects.create(pk=1, counter=1, log_start=1)
            return
        except IntegrityError:  # created meanwhile by another process: bump that one
            continue


def _log_prune(counter: int) -> None:
    start = counter - LOG_KEEP
    IndexChange.objects.filter(counter__lte=start).delete()
    IndexVersion.objects.filter(pk=1, log_start__lt=start).update(log_start=start)


def _change_log(since: int, until: int) -> np.ndarray | None:
    """The companies changed by the bumps after `since`, up to `until`; None when a copy at
    `since` cannot be brought up to date from the log (a change to everything, or its rows
    were pruned)."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT company_id FROM {IndexChange._meta.db_table} WHERE counter > %s AND counter <= %s",  # noqa: S608
            [since, until],
        )
        ids = [row[0] for row in cursor.fetchall()]
        # Read after the rows: a prune deletes rows and moves log_start in one transaction.
        cursor.execute(f"SELECT log_start FROM {IndexVersion._meta.db_table} WHERE id = %s", [1])  # noqa: S608
        row = cursor.fetchone()
    if row is None or int(row[0]) > since or any(company_id is None for company_id in ids):
        return None
    return np.unique(np.array(ids, dtype=np.int64))


class _PendingBump:
    """One bump for any number of changes committed together: every change registers a
    callback and adds its companies, the first callback to run bumps and the others find it
    done."""

    def __init__(self):
        self.done = False
        self.everything = False
        self.company_ids: set[int] = set()

    def add(self, company_ids) -> None:
        if company_ids is None:
            self.everything = True
        else:
            self.company_ids.update(int(i) for i in company_ids if i is not None)

    def run(self):
        if not self.done:
            self.done = True
            index_version_bump(None if self.everything else self.company_ids)


def index_invalidate(company_ids=None) -> None:
    """Bumps the version once the current transaction commits (at once outside one), once
    however many rows it changes, logging which companies changed (None: anything, and every
    process rebuilds). Also for writes that send no model signals, such as bulk_create in an
    import: pass the companies' ids."""
    connection = transaction.get_connection()
    # A bump left pending by a rolled-back transaction is reused: it bumps when this one commits.
    pending = getattr(connection, "_discovery_pending_bump", None)
    if pending is None or pending.done:
        pending = connection._discovery_pending_bump = _PendingBump()
    pending.add(company_ids)
    transaction.on_commit(pending.run)


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
