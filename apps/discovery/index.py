"""This process's copy of the fit-score index, and the version row that keeps every
process's copy current (ARCHITECTURE.md section 2: no process keeps state another needs,
except caches invalidated through the database).

Each search reads the version row (one primary-key query) and rebuilds the index when it is
newer than the copy; writes that change the catalogue bump the row after they commit
(apps/discovery/signals.py), so a company approved in any process is in the next search
served by any other."""

import logging
import threading

from django.db import IntegrityError, connection, transaction
from django.db.models import F

from apps.companies.models import Company
from apps.companies.selectors import discovery_catalogue
from apps.discovery.engine.index import CompanyIndex, index_build
from apps.discovery.models import IndexVersion

logger = logging.getLogger(__name__)

_lock = threading.Lock()
_current: CompanyIndex | None = None


def index_version() -> tuple[str, int]:
    """(token, counter) of the catalogue now; ("", 0) when the row is missing (a flushed
    database: the first bump creates it with a new token)."""
    # Plain SQL: it runs on every search, and the ORM would spend longer building it than
    # the database spends answering it.
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT token, counter FROM {IndexVersion._meta.db_table} WHERE id = %s", [1])  # noqa: S608
        row = cursor.fetchone()
    return (row[0], int(row[1])) if row else ("", 0)


def index_version_bump() -> None:
    """The catalogue changed: every process rebuilds its index at its next search. Called
    after commit, in its own short statement, so no lock is held across a transaction."""
    if IndexVersion.objects.filter(pk=1).update(counter=F("counter") + 1):
        return
    try:
        with transaction.atomic():
            IndexVersion.objects.create(pk=1, counter=1)
    except IntegrityError:  # created meanwhile by another process
        IndexVersion.objects.filter(pk=1).update(counter=F("counter") + 1)


class _PendingBump:
    """One bump for any number of changes committed together: every change registers a
    callback, the first to run bumps and the others find it done."""

    def __init__(self):
        self.done = False

    def run(self):
        if not self.done:
            self.done = True
            index_version_bump()


def index_invalidate() -> None:
    """Bumps the version once the current transaction commits (at once outside one), once
    however many rows it changes. Also for writes that send no model signals, such as
    bulk_create in an import."""
    connection = transaction.get_connection()
    # A bump left pending by a rolled-back transaction is reused: it bumps when this one commits.
    pending = getattr(connection, "_discovery_pending_bump", None)
    if pending is None or pending.done:
        pending = connection._discovery_pending_bump = _PendingBump()
    transaction.on_commit(pending.run)


def _is_current(index: CompanyIndex | None, version: tuple[str, int]) -> bool:
    # Counters only go up, so a copy built from a later version (by another thread that read
    # the row after us) is current too.
    return index is not None and index.version[0] == version[0] and index.version[1] >= version[1]


def _labels() -> dict:
    return {
        "partner_type": dict(Company.PartnerType.choices),
        "readiness": dict(Company.Readiness.choices),
    }


def current_index() -> CompanyIndex:
    """The index of the catalogue as of now, rebuilt first when it changed."""
    global _current
    version = index_version()
    index = _current
    if _is_current(index, version):
        return index
    with _lock:  # one rebuild per process, however many searches are waiting for it
        index = _current
        if _is_current(index, version):
            return index
        # The version was read before the catalogue: a change committed in between makes
        # the next search rebuild again, never keeps a stale copy.
        index = index_build(discovery_catalogue(), version=version, labels=_labels())
        _current = index
        logger.info("discovery index built: %d companies in %.3f s", len(index), index.build_seconds)
        return index


def index_reset() -> None:
    """Forgets this process's copy (tests start from an empty one)."""
    global _current
    with _lock:
        _current = None
