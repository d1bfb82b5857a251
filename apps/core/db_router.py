"""Reads that may go to a PostgreSQL read replica, and what keeps them fresh enough
(docs/scaling.md "Read replicas"). Installed only when DATABASE_REPLICA_URL is set
(config/settings/base.py): without it there is one database, no router and no middleware.

Where a query goes:

- Every write: the primary (`default`).
- A read: the primary, unless it runs in a *replica scope*:
  - a GET or HEAD request to a view named in DATABASE_REPLICA_VIEWS (the lists that grow with
    the catalogue), opened by ReplicaRoutingMiddleware;
  - `replica_reads()` in code, e.g. `replica_reads(fresh=True)` around the discovery catalogue.
- Inside a scope the primary still answers:
  - a model in DATABASE_REPLICA_PRIMARY_ONLY (billing: plans and credits, which Stripe's
    webhook writes, not the member's own request; discovery's index version; sessions);
  - a read inside a transaction on the primary (it may depend on the transaction's own
    uncommitted writes, or decide a write);
  - a read after the scope wrote;
  - the request of a user who wrote recently, until the replica has replayed that write: after
    a request that may have written, the middleware keeps the primary's WAL position for the
    user in the cache (a pin, at most DATABASE_REPLICA_PIN_SECONDS), and the user's next routed
    request compares it with the position the replica has replayed;
  - while the replica cannot be reached (for DATABASE_REPLICA_RETRY_SECONDS, logged).

Plain SQL through `django.db.connection` never meets a router: it always runs on the primary
(the session check, discovery's index version).

The WAL positions are read on the driver's connection, outside Django's query log, as Django's
own health check of a kept connection is: they are routing bookkeeping, and the query budgets
(tests/test_query_budgets.py) count the application's queries. tests/test_read_replica.py
runs all of this against a real streaming replica, lag included.
"""

from __future__ import annotations

import logging
import threading
import time
from contextlib import contextmanager, suppress
from contextvars import ContextVar

from django.conf import settings
from django.core.cache import cache
from django.db import DEFAULT_DB_ALIAS, DatabaseError, connections

from apps.core.versioned import CACHE_ERRORS

logger = logging.getLogger(__name__)

PRIMARY = DEFAULT_DB_ALIAS
REPLICA = "replica"
READ_METHODS = ("GET", "HEAD")
SAFE_METHODS = ("GET", "HEAD", "OPTIONS", "TRACE")
# How often a fresh scope asks the replica how far it has replayed while it waits.
CATCH_UP_POLL_SECONDS = 0.005
# The replica is not in recovery (promoted, or the primary itself): it has every write.
EVERYTHING = 2**63 - 1

_POSITION_SQL = "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint"
_REPLAYED_SQL = (
    "SELECT CASE WHEN pg_is_in_recovery() THEN pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '0/0')::bigint ELSE NULL END"
)


class _Scope:
    """Where the reads of one request (or one `replica_reads` block) may go."""

    __slots__ = ("decided", "parent", "replica", "request", "wrote")

    def __init__(self, *, parent: _Scope | None, replica: bool, request=None, decided: bool = False):
        self.parent = parent
        self.replica = replica  # reads may go to the replica (subject to the rules above)
        self.request = request  # the user's pin is looked up lazily, once per request
        self.decided = decided  # pin and reachability looked at
        self.wrote = False


_scope: ContextVar[_Scope | None] = ContextVar("replica_scope", default=None)


def replica_configured() -> bool:
    return REPLICA in connections.settings


def _primary_only(model) -> bool:
    names = settings.DATABASE_REPLICA_PRIMARY_ONLY
    return model._meta.app_label in names or model._meta.label_lower in names


def _in_primary_transaction() -> bool:
    return connections[PRIMARY].in_atomic_block


class ReplicaRouter:
    """Django's database router (settings.DATABASE_ROUTERS). Answers an alias every time, never
    None: Django would otherwise send a related read or a save to the database the instance
    came from, the replica included."""

    def db_for_read(self, model, **hints):
        scope = _scope.get()
        if scope is None or not scope.replica or scope.wrote:
            return PRIMARY
        if _primary_only(model) or _in_primary_transaction():
            return PRIMARY
        if not scope.decided:
            scope.decided = True
            scope.replica = False  # reads made while deciding (a lazily loaded user) stay on the primary
            scope.replica = _replica_may_serve(scope)
            if not scope.replica:
                return PRIMARY
        return REPLICA

    def db_for_write(self, model, **hints):
        scope = _scope.get()
        while scope is not None:
            scope.wrote = True
            scope = scope.parent
        return PRIMARY

    def allow_relation(self, obj1, obj2, **hints):
        return True  # the same rows on both

    def allow_migrate(self, db, app_label, model_name=None, **hints):
        return False if db == REPLICA else None  # the replica replays the primary's migrations


@contextmanager
def replica_reads(*, fresh: bool = False):
    """The reads in the block may go to the replica (the rules of the module's docstring).

    fresh=True: they see at least everything committed on the primary before the block began,
    as if they ran there: the replica serves them once it has replayed that far (waiting up to
    DATABASE_REPLICA_CATCH_UP_SECONDS), the primary otherwise. The user's pin is not needed
    then. Inside a transaction on the primary the block reads the primary.

    Without a replica configured the block changes nothing."""
    if not replica_configured():
        yield
        return
    parent = _scope.get()
    if fresh:
        scope = _Scope(parent=parent, replica=_replica_caught_up(), decided=True)
    else:
        wrote = parent is not None and parent.wrote
        scope = _Scope(parent=parent, replica=not wrote, request=parent.request if parent else None)
    token = _scope.set(scope)
    try:
        yield
    finally:
        _scope.reset(token)


class ReplicaRoutingMiddleware:
    """Opens the replica scope of the GET/HEAD requests to DATABASE_REPLICA_VIEWS, and after a
    request that may have written (an unsafe method, or an ORM write) pins its user to the
    primary until the replica has replayed what the request wrote. Last in MIDDLEWARE."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        scope = _Scope(parent=None, replica=False, request=request)
        token = _scope.set(scope)
        try:
            response = self.get_response(request)
            if scope.wrote or request.method not in SAFE_METHODS:
                scope.replica = False
                _pin(request)
            return response
        finally:
            _scope.reset(token)

    def process_view(self, request, view_func, view_args, view_kwargs):
        scope = _scope.get()
        match = request.resolver_match
        if scope is not None and request.method in READ_METHODS and match is not None:
            scope.replica = match.view_name in settings.DATABASE_REPLICA_VIEWS
        return None


# --- The user's pin ---------------------------------------------------------------------------


def pin_key(user_id) -> str:
    return f"replica-pin:{user_id}"


def _user_id(request):
    user = getattr(request, "user", None)  # DRF sets it on the request once it authenticated
    if user is not None and user.is_authenticated:
        return user.pk
    return None


def _pin(request) -> None:
    if connections[PRIMARY].connection is None:
        return  # the request never reached the database: it wrote nothing
    user_id = _user_id(request)
    if user_id is None:
        return
    try:
        position = _primary_position()
    except DatabaseError as exc:  # the request's own answer stands; the next reads take the primary's word
        logger.warning("read replica: could not read the primary's WAL position for a pin (%s)", exc)
        return
    try:
        cache.set(pin_key(user_id), position, timeout=settings.DATABASE_REPLICA_PIN_SECONDS)
    except CACHE_ERRORS as exc:
        logger.warning("read replica: could not pin user %s to the primary (%s)", user_id, exc)


def _replica_may_serve(scope: _Scope) -> bool:
    """The request's user has no pin the replica has not replayed yet, and the replica answers."""
    user_id = _user_id(scope.request) if scope.request is not None else None
    if user_id is None:
        return replica_reachable()
    try:
        pin = cache.get(pin_key(user_id))
    except CACHE_ERRORS as exc:  # whether this user just wrote is unknown: the primary is never stale
        logger.warning("read replica: pins unavailable (%s); reading the primary", exc)
        return False
    if pin is None:
        return replica_reachable()
    replayed = replica_replayed()
    return replayed is not None and replayed >= pin


# --- Positions and reachability ---------------------------------------------------------------

_down_lock = threading.Lock()
_down_until = 0.0


def _raw_value(alias: str, sql: str):
    connection = connections[alias]
    connection.ensure_connection()
    with connection.wrap_database_errors:
        return connection.connection.execute(sql).fetchone()[0]


def _primary_position() -> int:
    """The primary's WAL write position, in bytes: every commit made before is at or below it."""
    return _raw_value(PRIMARY, _POSITION_SQL)


def _mark_down(exc: Exception) -> None:
    global _down_until
    retry = settings.DATABASE_REPLICA_RETRY_SECONDS
    with _down_lock:
        first = time.monotonic() >= _down_until
        _down_until = time.monotonic() + retry
    if first:
        logger.warning("read replica unreachable (%s): its reads go to the primary for %s s", exc, retry)
    with suppress(DatabaseError):
        connections[REPLICA].close()


def replica_reachable() -> bool:
    """The replica has a connection (a kept one is checked at each request's start,
    CONN_HEALTH_CHECKS); after a failed connect, False for DATABASE_REPLICA_RETRY_SECONDS."""
    if time.monotonic() < _down_until:
        return False
    try:
        connections[REPLICA].ensure_connection()
    except DatabaseError as exc:
        _mark_down(exc)
        return False
    return True


def replica_replayed() -> int | None:
    """How far the replica has replayed the primary's WAL, in bytes (EVERYTHING when it is not a
    standby); None when it cannot be reached."""
    if not replica_reachable():
        return None
    try:
        replayed = _raw_value(REPLICA, _REPLAYED_SQL)
    except DatabaseError as exc:
        _mark_down(exc)
        return None
    return EVERYTHING if replayed is None else int(replayed)


def replica_state_reset() -> None:
    """Forgets that the replica was unreachable (tests)."""
    global _down_until
    with _down_lock:
        _down_until = 0.0


def _replica_caught_up() -> bool:
    """The replica has replayed everything committed on the primary until now, waiting up to
    DATABASE_REPLICA_CATCH_UP_SECONDS for it. False inside a transaction on the primary (its
    uncommitted writes are nowhere else)."""
    if _in_primary_transaction():
        return False
    target = _primary_position()
    deadline = time.monotonic() + settings.DATABASE_REPLICA_CATCH_UP_SECONDS
    while True:
        replayed = replica_replayed()
        if replayed is None:
            return False
        if replayed >= target:
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(CATCH_UP_POLL_SECONDS)
