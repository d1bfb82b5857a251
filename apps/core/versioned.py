"""Per-process caches kept current through version tokens in the shared cache (ARCHITECTURE.md
section 2: no process keeps state another needs, except caches invalidated through the
database or Redis).

Hot reads (the signed-in account of every request, a company's detail) are answered from this
process's memory when the version token of what they read is still the one in the shared
cache (Redis in production, files in the embedded default): one round trip that reads
every token a request needs at once, instead of the ORM queries that build the answer.

A write changes what a key covers, then `version_bump(key)` gives it a new random token twice:
at once (later reads in the same transaction, and tests, see the change) and again after the
transaction commits (a process that read the database between the first bump and the commit
cached what it read under the first token, which the second one retires). A reader that misses
builds the answer and keeps it under the token it read BEFORE reading the database, so an entry
is never newer than its token says. Tokens are random, never counters, so a token lost with
Redis (a restart keeps nothing) cannot come back and revive an old entry.

Without Redis (the embedded default) the tokens are files in VERSIONED_CACHE_DIR, shared by the
machine's processes. Redis unreachable: `versions_get` answers None and the caller reads the database, as without
this cache; a bump that cannot reach Redis is logged. Entries also expire after
`VERSIONED_CACHE_MAX_AGE` seconds (settings), which bounds how long a bump lost to a Redis
outage can leave another process's copy stale.
"""

from __future__ import annotations

import logging
import os
import secrets
import threading
import time
import weakref
from collections import OrderedDict
from contextlib import contextmanager

import redis
from django.conf import settings
from django.core.cache.backends.filebased import FileBasedCache
from django.db import IntegrityError, connection, transaction
from redis.exceptions import RedisError, ResponseError
from redis.maint_notifications import MaintNotificationsConfig

logger = logging.getLogger(__name__)

# A token not read or bumped for a day goes (readers then start a new one), so keys of rows
# long gone do not pile up in Redis.
TOKEN_TIMEOUT = 24 * 3600
# Errors a token store may raise when it cannot be reached.
CACHE_ERRORS = (RedisError, OSError)
# How long a token read waits on Redis before the request reads the database instead: every
# thread of a process reads on one connection, so a connection that stopped answering (a
# half-open socket, a hung Redis) must fail, not hold the process. redis-py 8's defaults (5 s),
# stated here so that an older redis-py (no timeout by default) does not make it a hang.
TOKEN_SOCKET_TIMEOUT = 5.0
TOKEN_CONNECT_TIMEOUT = 5.0
# Tokens a process holds at most (_TrackedTokens; ~200 bytes each), the least recently used
# going first: more than the company details it keeps (VERSIONED_CACHE_COMPANIES), whose tokens
# a hit needs.
TRACKED_KEYS = 40_000


def _token() -> int:
    return secrets.randbits(62)


class _TrackedTokens:
    """A connection to Redis and the tokens read on it, kept until Redis says they changed:
    server-assisted client-side caching (`CLIENT TRACKING ON` over RESP3, redis.io
    "Client-side caching"). Redis remembers the keys this connection read and, when one is
    written, expires or is flushed, pushes an invalidation on this same connection, after any
    reply it sent before the write. Every read first takes in what has arrived (a poll of the
    socket, no round trip), so a request whose tokens are all held makes no round trip at all
    (~100 us and Redis's own work saved per request, docs/scaling.md).

    One per process, shared by its threads under a lock (a read holds it for its poll and, for
    tokens not held, its MGET): every thread finds what any of them read, so the tokens held
    follow the process's caches (a company detail kept by the process has its token held), the
    least recently used going first past `size`. Invalidations and replies share the socket, so
    no reply can be taken for newer than an invalidation pushed before it.

    Freshness as with a read per request: a bump waits for one more round trip after its write
    (`_RedisTokens.set_many`), by which time Redis has written the invalidation to every
    tracking connection (it writes the replies of one event-loop pass together), so a request
    that starts after a bump's call returned, in any process of the machine, finds it. A
    connection that fails forgets what it held; reconnected, it turns tracking on again.
    redis-py's own client-side cache is not used: it needs Redis 7.4 (Debian's is 7.0) and
    caches whole commands, not keys.

    Without tracking (VERSIONED_CACHE_TRACKING off) it holds nothing: each thread has one of its
    own and every read is an MGET on it."""

    def __init__(self, pool, tracking: bool, size: int):
        kwargs = dict(pool.connection_kwargs)
        if tracking:
            kwargs["protocol"] = 3
        # No maintenance notifications (Redis Enterprise's): their handlers and the connection
        # hold each other, which kept a socket open after its thread ended until a full collection.
        kwargs.pop("maint_notifications_pool_handler", None)
        kwargs["maint_notifications_config"] = MaintNotificationsConfig(enabled=False)
        self.pid = os.getpid()
        self.size = size
        self.tracking = tracking
        self.lock = threading.Lock()
        self.values: OrderedDict[bytes, bytes] = OrderedDict()
        # Made as the client's pool makes its connections, outside the pool's count (which
        # never goes down: threads come and go under ASGI); closed with this object.
        self.connection = pool.connection_class(**kwargs)
        if tracking:
            self.connection.register_connect_callback(self._on_connect)

    def _on_connect(self, connection) -> None:
        self.values.clear()
        connection.send_command("CLIENT", "TRACKING", "ON")
        connection.read_response()
        # What redis-py's own client-side cache does to receive the pushes (redis/connection.py),
        # through a weak reference: the connection holding this object would be a cycle, which
        # kept the socket open until the collector's next full pass.
        holder = weakref.ref(self)

        def invalidated(message):
            tokens = holder()
            if tokens is not None:
                tokens._invalidated(message)

        connection._parser.set_invalidation_push_handler(invalidated)

    def _invalidated(self, message) -> None:  # called with the lock held (get_many)
        keys = message[1]
        if keys is None:  # FLUSHDB, FLUSHALL
            self.values.clear()
        else:
            for key in keys:
                self.values.pop(key, None)

    def forget(self, keys=None) -> None:
        with self.lock:
            if keys is None:
                self.values.clear()
            else:
                for key in keys:
                    self.values.pop(key, None)

    def get_many(self, keys: list[bytes]) -> list:
        values = self.values
        connection = self.connection
        with self.lock:
            try:
                if self.tracking:
                    while connection.can_read(0):  # connects first when not connected
                        connection.read_response(push_request=True)
                    found = [values.get(key) for key in keys]
                    if None not in found:
                        for key in keys:
                            values.move_to_end(key)
                        return found
                    asked = [key for key, value in zip(keys, found, strict=True) if value is None]
                else:
                    found, asked = [None] * len(keys), keys
                connection.send_command("MGET", *asked)
                read = connection.read_response()
                if not self.tracking:
                    return read
                # Only what this reply read is kept: a held token the reply's pushes dropped
                # meanwhile was read before them (this request uses it, the next one asks again).
                for key, value in zip(asked, read, strict=True):
                    if value is not None:
                        values[key] = value
                for key, value in zip(keys, found, strict=True):
                    if value is not None and key in values:
                        values.move_to_end(key)
                while len(values) > self.size:
                    values.popitem(last=False)
                read = iter(read)
                return [value if value is not None else next(read) for value in found]
            except BaseException:
                values.clear()
                connection.disconnect()
                raise


class _RedisTokens:
    """The tokens in Redis, read with redis-py directly: one MGET is ~40 us where Django's
    cache API spends ~180 us on the same round trip (docs/scaling.md). Keys live under the
    cache's KEY_PREFIX, so clearing the cache clears them too. Read on one connection per
    process that keeps what it read until Redis says it changed (_TrackedTokens;
    VERSIONED_CACHE_TRACKING off: a connection per thread and a round trip every read)."""

    def __init__(self, url: str, prefix: str):
        self.client = redis.Redis.from_url(
            url, socket_timeout=TOKEN_SOCKET_TIMEOUT, socket_connect_timeout=TOKEN_CONNECT_TIMEOUT
        )
        self.prefix = prefix
        self.tracking = settings.VERSIONED_CACHE_TRACKING
        self._local = threading.local()
        self._shared: _TrackedTokens | None = None
        self._shared_lock = threading.Lock()

    def _held_tokens(self) -> _TrackedTokens:
        """The process's tracking connection; without tracking, this thread's plain one."""
        if self.tracking:
            tokens = self._shared
            if tokens is None or tokens.pid != os.getpid():
                with self._shared_lock:
                    tokens = self._shared
                    if tokens is None or tokens.pid != os.getpid():  # a forked child makes its own
                        tokens = self._shared = _TrackedTokens(self.client.connection_pool, True, TRACKED_KEYS)
            return tokens
        tokens = getattr(self._local, "tokens", None)
        if tokens is None or tokens.pid != os.getpid():
            tokens = self._local.tokens = _TrackedTokens(self.client.connection_pool, False, 0)
        return tokens

    def get_many(self, keys: list[str]) -> list:
        """One MGET of the tokens this process does not hold (none when it holds them all), on
        the process's connection (redis-py's `Connection`, without the client's pool, retry
        and metrics wrapping: ~65 -> ~35 us of CPU a read). A connection that fails is closed
        and the error raised (the caller reads the database); the next read connects again. A
        Redis that refuses tracking (a proxy, a Redis before 6) is read once per request from
        then on."""
        tokens = self._held_tokens()
        names = [(self.prefix + key).encode() for key in keys]
        try:
            return tokens.get_many(names)
        except ResponseError as exc:
            if not self.tracking:
                raise
            logger.warning("versioned cache: Redis refuses client tracking (%s); a round trip per read", exc)
            self.tracking = False
            return self._held_tokens().get_many(names)

    def forget(self, keys: list[str] | None = None) -> None:
        """This process stops holding `keys` (all: None) at once, without waiting for Redis's
        invalidations to reach it."""
        tokens = self._shared
        if tokens is not None:
            tokens.forget(None if keys is None else [(self.prefix + key).encode() for key in keys])

    def add(self, key: str, token: int) -> None:
        self.client.set(self.prefix + key, token, nx=True, ex=TOKEN_TIMEOUT)

    def set_many(self, tokens: dict[str, int]) -> None:
        pipe = self.client.pipeline(transaction=False)
        for key, token in tokens.items():
            pipe.set(self.prefix + key, token, ex=TOKEN_TIMEOUT)
        pipe.execute()
        self.forget(list(tokens))
        # One more round trip: Redis answers it after the pass that wrote the sets' replies and
        # their invalidations to every tracking connection, so nothing after this call can read
        # the old tokens (_TrackedTokens).
        self.client.ping()


class _TokenFiles(FileBasedCache):
    """Django's file cache without its culling, which lists the whole folder on every write: a
    token file is ~100 bytes, and one past its day is removed when it is next read."""

    def _cull(self):
        pass


class _FileTokens:
    """The tokens in files (the embedded default, without Redis): shared by every process of the
    machine, so a `manage.py` command (an import, a shell) run beside `make run` retires the
    server's copies too, as Redis does in production. Django's file cache: each token a file,
    written whole (a temporary file renamed)."""

    def __init__(self, folder):
        self.files = _TokenFiles(str(folder), {})

    def get_many(self, keys: list[str]) -> list:
        return [self.files.get(key) for key in keys]

    def add(self, key: str, token: int) -> None:
        self.files.add(key, token, timeout=TOKEN_TIMEOUT)

    def set_many(self, tokens: dict[str, int]) -> None:
        for key, token in tokens.items():
            self.files.set(key, token, timeout=TOKEN_TIMEOUT)


_store_lock = threading.Lock()
_store = None


def _tokens():
    global _store
    if _store is None:
        with _store_lock:
            if _store is None:
                if settings.REDIS_URL:
                    _store = _RedisTokens(settings.REDIS_URL, f"{settings.CACHES['default'].get('KEY_PREFIX', '')}:v:")
                else:
                    _store = _FileTokens(settings.VERSIONED_CACHE_DIR)
    return _store


def versions_get(keys: list[str], *, known: dict | None = None) -> list | None:
    """The current token of each key, in one round trip (two for keys never bumped, which get
    a token now). None when the shared cache cannot be reached: read the database.
    `known`: tokens this request already read (with its session): no round trip when it holds
    every key."""
    if known and all(key in known for key in keys):
        return [known[key] for key in keys]
    store = _tokens()
    try:
        found = store.get_many(keys)
        if None in found:
            missing = [key for key, token in zip(keys, found, strict=True) if token is None]
            for key in missing:
                store.add(key, _token())  # another process may win: read it back
            again = iter(store.get_many(missing))
            found = [token if token is not None else next(again) for token in found]
    except CACHE_ERRORS as exc:
        logger.warning("versioned cache: the shared cache is unavailable (%s); reading the database", exc)
        return None
    if None in found:  # gone between add and read: no token to trust
        return None
    return found


def shared_get(keys: list[str]) -> list | None:
    """The values kept under `keys` in the shared cache (a second level, shared by the machine's
    processes and every machine: rendered company details, issue 25), None for each one
    missing; None when there is none (no Redis, VERSIONED_CACHE_SHARED off) or it cannot be
    reached. Keys name the version tokens their value was built under, so a bump orphans them
    (they expire) and nothing needs deleting."""
    store = _shared_store()
    if store is None:
        return None
    try:
        return store.client.mget([store.prefix + "s:" + key for key in keys])
    except CACHE_ERRORS as exc:
        logger.warning("versioned cache: the shared cache is unavailable (%s)", exc)
        return None


def shared_set(values: dict[str, bytes], max_age: float | None = None) -> None:
    """Keeps `values` in the shared cache for at most `max_age` seconds (and
    VERSIONED_CACHE_MAX_AGE), in one round trip; nothing without one."""
    store = _shared_store()
    limit = settings.VERSIONED_CACHE_MAX_AGE
    milliseconds = int(1000 * (limit if max_age is None else min(max_age, limit)))
    if store is None or milliseconds <= 0 or not values:
        return
    try:
        pipe = store.client.pipeline(transaction=False)
        for key, value in values.items():
            pipe.set(store.prefix + "s:" + key, value, px=milliseconds)
        pipe.execute()
    except CACHE_ERRORS as exc:
        logger.warning("versioned cache: could not keep %s in the shared cache (%s)", sorted(values), exc)


def _shared_store():
    if not settings.VERSIONED_CACHE_SHARED or settings.VERSIONED_CACHE_MAX_AGE <= 0:
        return None
    store = _tokens()
    return store if isinstance(store, _RedisTokens) else None


def _bump_now(keys) -> None:
    try:
        _tokens().set_many({key: _token() for key in keys})
    except CACHE_ERRORS as exc:
        logger.warning("versioned cache: could not bump %s (%s)", sorted(keys), exc)


class _PendingBumps:
    """The keys a transaction changed, bumped together once it commits."""

    def __init__(self):
        self.keys: set[str] = set()
        self.done = False

    def run(self):
        if not self.done:
            self.done = True
            _bump_now(self.keys)


class VersionKey:
    """The one way to name what a version token covers (issue 25): a single thing
    (`VersionKey("assistants:vocabulary")`, `key()` is its name) or a family of them, one key
    per id (`VersionKey("company")`, `key(42)` is "company:42"). Every cache that is
    invalidated through tokens names its keys with one: the details, sessions and plans
    (LocalCache + versions_get), the process-wide copies (VersionedCopy: the assistants'
    vocabulary, the saved-search index) and the rendered details in Redis
    (shared_get / shared_set below). A copy brought up to date incrementally rather than rebuilt
    (discovery's index) names its key with a LoggedVersionKey: the token is a database row
    with a change log.

    `covers`: families every reader of this key also reads, so that one bump of this key
    retires all of their entries (the catalogue's key covers every company's: a detail reads
    both). bumps_collapsed_to(key) drops the bumps of those families, and only those."""

    def __init__(self, name: str, *, covers: tuple[VersionKey, ...] = ()):
        self.name = name
        self.covers = covers

    def key(self, *ids) -> str:
        return ":".join((self.name, *(str(i) for i in ids)))

    def bump(self, *ids) -> None:
        """What the key (or the key of each id of a family) covers changed."""
        if ids:
            version_bump(*(self.key(i) for i in ids))
        else:
            version_bump(self.key())

    def covers_key(self, key: str) -> bool:
        """Whether a bump of this key retires what `key` covers (itself, or a family it covers)."""
        return key == self.name or any(key == f.name or key.startswith(f.name + ":") for f in self.covers)

    def __repr__(self):
        return f"VersionKey({self.name!r})"


# A bump of a logged key for more ids than this logs "everything": the copies are rebuilt.
CHANGE_LOG_MAX_IDS = 5_000
# Every this many bumps of a logged key, its log keeps only the last LOG_KEEP counters.
LOG_PRUNE_EVERY = 1_000
LOG_KEEP = 10_000


class LoggedVersionKey(VersionKey):
    """A version key whose token is a database row, with a change log of the ids each bump was
    for: for a copy brought up to date incrementally instead of rebuilt (discovery's index,
    apps/discovery/index.py), which reads the version on the primary before using its copy.

    `version_model`: one row (id 1) of `token` (a new random one whenever the row is made
    again: a flushed or restored database, so a counter that started over is never mistaken
    for one seen before), `counter` (up one per bump) and `log_start` (the log holds every
    bump after it). `change_model`: the log, a row per id of each bump (`counter` and the
    `id_field`, NULL: everything). Declared by the app that owns both models (core knows no
    app). Read and bumped with plain SQL on the `default` connection, so the read replica
    router never sends them to a replica; not for LocalCache or VersionedCopy (those read
    tokens in Redis).

    `bump(*ids)` (no ids: everything) runs once the current transaction commits, at once
    outside one: one bump per transaction, with the ids of all its bumps; a bump left pending
    by a rolled-back savepoint is made when the rest commits. Inside `bumps_collapsed_to(key)`
    of a key that covers this one (itself), the bumps are held and merged into one bump with
    all their ids (everything if one was) when the block ends: the log still names the ids,
    so the copies are brought up to date rather than rebuilt (a merged bump of more than
    CHANGE_LOG_MAX_IDS ids logs everything anyway)."""

    def __init__(self, name: str, *, version_model, change_model, id_field: str):
        super().__init__(name)
        self.version_model = version_model
        self.change_model = change_model
        self.id_field = id_field
        self.max_ids = CHANGE_LOG_MAX_IDS
        self.prune_every = LOG_PRUNE_EVERY
        self.keep = LOG_KEEP
        version, change = version_model._meta.db_table, change_model._meta.db_table
        column = change_model._meta.get_field(id_field).column
        # Plain SQL: the version is read on every use of a copy, and the ORM would spend longer
        # building the query than the database spends answering it.
        self._read_sql = f"SELECT token, counter FROM {version} WHERE id = %s"  # noqa: S608
        self._count_sql = f"UPDATE {version} SET counter = counter + 1 WHERE id = %s RETURNING counter"  # noqa: S608
        self._log_sql = f"SELECT {column} FROM {change} WHERE counter > %s AND counter <= %s"  # noqa: S608
        self._log_start_sql = f"SELECT log_start FROM {version} WHERE id = %s"  # noqa: S608

    def read(self) -> tuple[str, int]:
        """(token, counter) now; ("", 0) when the row is missing (a flushed database: the first
        bump makes it, with a new token)."""
        with connection.cursor() as cursor:
            cursor.execute(self._read_sql, [1])
            row = cursor.fetchone()
        return (row[0], int(row[1])) if row else ("", 0)

    def bump(self, *ids) -> None:
        """What these ids (none: everything) cover changed: every copy is brought up to date
        when it next reads the version, after the current transaction commits."""
        self._bump({int(i) for i in ids if i is not None} if ids else None)

    def _bump(self, change: set[int] | None) -> None:
        for block in reversed(getattr(_state, "collapsed", ())):
            if block.key.covers_key(self.name):  # held: one bump when the block ends
                block.held.setdefault(self, _LoggedChange()).add(change)
                return
        atomic = transaction.get_connection()
        # A bump left pending by a rolled-back savepoint is reused: it bumps when this one commits.
        pending_bumps = getattr(atomic, "_logged_pending_bumps", None)
        if pending_bumps is None:
            pending_bumps = atomic._logged_pending_bumps = {}
        pending = pending_bumps.get(self.name)
        if pending is None or pending.done:
            pending = pending_bumps[self.name] = _PendingLoggedBump(self)
        pending.add(change)
        transaction.on_commit(pending.run)

    def bump_now(self, ids=None) -> None:
        """The bump itself (what `bump` runs after commit; `ids` None: everything), in a short
        transaction of its own: the counter's row lock orders the bumps and the log rows commit
        with the counter, so no lock is held across the transaction that made the change."""
        ids = None if ids is None else sorted({int(i) for i in ids})
        if ids is not None and len(ids) > self.max_ids:
            ids = None
        for _ in range(3):
            with transaction.atomic():
                with connection.cursor() as cursor:
                    cursor.execute(self._count_sql, [1])
                    row = cursor.fetchone()
                if row is not None:
                    counter = int(row[0])
                    logged = [None] if ids is None else ids  # None: everything
                    self.change_model.objects.bulk_create(
                        [self.change_model(counter=counter, **{self.id_field: i}) for i in logged]
                    )
                    if counter % self.prune_every == 0:
                        self._log_prune(counter)
                    return
            try:
                with transaction.atomic():
                    # A new row, a new token: every copy is rebuilt, and no log row of the old one counts.
                    self.change_model.objects.all().delete()
                    self.version_model.objects.create(pk=1, counter=1, log_start=1)
                return
            except IntegrityError:  # made meanwhile by another process: bump that one
                continue

    def _log_prune(self, counter: int) -> None:
        start = counter - self.keep
        self.change_model.objects.filter(counter__lte=start).delete()
        self.version_model.objects.filter(pk=1, log_start__lt=start).update(log_start=start)

    def changes(self, since: int, until: int) -> list[int] | None:
        """The ids changed by the bumps after counter `since`, up to `until`, sorted once each;
        None when a copy at `since` cannot be brought up to date from the log (a change to
        everything, or its rows were pruned): rebuild it."""
        with connection.cursor() as cursor:
            cursor.execute(self._log_sql, [since, until])
            ids = [row[0] for row in cursor.fetchall()]
            # Read after the rows: a prune deletes rows and moves log_start in one transaction.
            cursor.execute(self._log_start_sql, [1])
            row = cursor.fetchone()
        if row is None or int(row[0]) > since or None in ids:
            return None
        return sorted(set(ids))

    def __repr__(self):
        return f"LoggedVersionKey({self.name!r})"


class _LoggedChange:
    """What one bump of a logged key is for, merged from any number of changes: ids, or None
    (everything)."""

    def __init__(self):
        self.ids: set[int] | None = set()

    def add(self, ids: set[int] | None) -> None:
        if ids is None or self.ids is None:
            self.ids = None
        else:
            self.ids |= ids


class _PendingLoggedBump(_LoggedChange):
    """One bump of a logged key for any number of changes committed together: every change
    registers a callback and adds its ids, the first callback to run bumps and the others find
    it done."""

    def __init__(self, key: LoggedVersionKey):
        super().__init__()
        self.key = key
        self.done = False

    def run(self):
        if not self.done:
            self.done = True
            self.key.bump_now(self.ids)


class _CollapsedBlock:
    """An open bumps_collapsed_to block: its key, and the bumps of logged keys it holds."""

    def __init__(self, key: VersionKey):
        self.key = key
        self.held: dict[LoggedVersionKey, _LoggedChange] = {}


_state = threading.local()


@contextmanager
def bumps_collapsed_to(key: VersionKey):
    """The bumps inside of the keys `key` covers (itself and the families of `key.covers`)
    become one bump of `key` when the block ends: a bulk write that touches thousands of
    companies bumps the catalogue once instead of once per company. Other keys are bumped as
    usual (a user's, a plan's), and a nested block's key when that block ends, unless an outer
    block covers it too.

    A LoggedVersionKey's bumps (their ids) are held by a block of that key and made one bump
    with all their ids when it ends (registered for after the commit, as every bump of it;
    none when none was held); a block of another key leaves them as they are (the catalogue's
    block in the importer: discovery's index is bumped once per transaction, with the ids).
    The bumps are made also when the block ends with an exception: what committed in it
    before is retired."""
    blocks = getattr(_state, "collapsed", ())
    block = _CollapsedBlock(key)
    _state.collapsed = (*blocks, block)
    try:
        yield
    finally:
        _state.collapsed = blocks
        if not isinstance(key, LoggedVersionKey):
            version_bump(key.key())
        for logged, change in block.held.items():
            logged._bump(change.ids)  # held by an outer block of it, if any


def version_bump(*keys: str) -> None:
    """What `keys` cover changed: every process's entries under them are retired, now and
    again when the current transaction commits (once per transaction however many writes)."""
    blocks = getattr(_state, "collapsed", ())
    if blocks:  # inside bumps_collapsed_to: its key's bump at the end retires these
        keys = tuple(key for key in keys if not any(block.key.covers_key(key) for block in blocks))
    if not keys:
        return
    _bump_now(keys)
    connection = transaction.get_connection()
    if not connection.in_atomic_block:
        return
    # Registered with every write: a callback of a rolled-back savepoint is dropped, and the
    # keys it carried are then bumped when the rest commits (the first callback to run does).
    pending = getattr(connection, "_versioned_pending_bumps", None)
    if pending is None or pending.done:
        pending = connection._versioned_pending_bumps = _PendingBumps()
    pending.keys.update(keys)
    transaction.on_commit(pending.run)


class LocalCache:
    """A bounded, thread-safe map in this process's memory, of entries valid for one token
    (or several, in order) and until an expiry time. Least recently used entries go first."""

    def __init__(self, name: str, size: int):
        self.name = name
        self.size = size
        self._entries: OrderedDict = OrderedDict()
        self._lock = threading.Lock()
        _all.append(self)

    def get(self, key, tokens):
        """The entry kept for `key` under exactly these tokens and not expired, or None."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            value, kept_tokens, expires = entry
            if kept_tokens != tokens or expires <= time.monotonic():
                del self._entries[key]
                return None
            self._entries.move_to_end(key)
            return value

    def set(self, key, tokens, value, *, max_age: float | None = None) -> None:
        limit = settings.VERSIONED_CACHE_MAX_AGE
        max_age = limit if max_age is None else min(max_age, limit)
        if max_age <= 0:
            return
        with self._lock:
            self._entries[key] = (value, tokens, time.monotonic() + max_age)
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self):
        return len(self._entries)


_all: list[LocalCache] = []


def local_caches_clear() -> None:
    """Forgets every entry of this process, and the tokens it holds (tests start from empty
    caches)."""
    for local in _all:
        local.clear()
    if isinstance(_store, _RedisTokens):
        _store.forget()


class VersionedCopy:
    """One value every process keeps a copy of (built from the database by `build`), current
    while the token of `key` is unchanged: a bump in any process has every process build it
    again at its next `get`. Without the shared cache, built on every call."""

    def __init__(self, key: VersionKey, build):
        self.key = key
        self.build = build
        self._local = LocalCache(f"copy:{key.name}", size=1)

    def get(self):
        name = self.key.key()
        tokens = versions_get([name])  # read BEFORE the database: a copy is never newer than its token
        if tokens is not None:
            kept = self._local.get(name, tokens)
            if kept is not None:
                return kept
        built = self.build()
        if tokens is not None:
            self._local.set(name, tokens, built)
        return built

    def reset(self) -> None:
        """Forgets this process's copy (tests)."""
        self._local.clear()
