"""Version tokens and per-process caches (apps/core/versioned.py), logged version keys (a
database row and a change log: discovery's index), and the PostgreSQL backend's
health check that looks at the socket first (apps/core/postgresql)."""

from unittest import mock

import pytest
from django.db import connection, connections, transaction

from apps.core import versioned
from apps.core.versioned import (
    LocalCache,
    LoggedVersionKey,
    VersionedCopy,
    VersionKey,
    bumps_collapsed_to,
    version_bump,
    versions_get,
)
from apps.discovery.models import IndexChange, IndexVersion


def _token(key):
    return versions_get([key])[0]


@pytest.mark.django_db
def test_a_key_never_bumped_gets_a_token_that_stays_until_a_bump():
    first = _token("thing:1")

    assert _token("thing:1") == first
    version_bump("thing:1")
    assert _token("thing:1") != first


@pytest.mark.django_db
def test_a_bump_in_a_transaction_happens_now_and_again_on_commit(django_capture_on_commit_callbacks):
    before = _token("thing:2")
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        version_bump("thing:2")
        version_bump("thing:2", "thing:3")
        during = _token("thing:2")
        assert during != before  # later reads of this transaction see the write
    after = _token("thing:2")

    # What another process cached between the first bump and the commit is retired too.
    assert after not in (before, during)
    assert len({callback.__self__ for callback in callbacks}) == 1  # one bump for the transaction


def _bump_in_a_savepoint_that_fails(key):
    with transaction.atomic():
        version_bump(key)
        raise RuntimeError("rolled back")


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_rolled_back_savepoint_still_bumps_its_keys_when_the_rest_commits():
    with transaction.atomic():
        with pytest.raises(RuntimeError):
            _bump_in_a_savepoint_that_fails("thing:4")
        during = _token("thing:4")
        version_bump("thing:5")
    assert _token("thing:4") != during


THING = VersionKey("thing")
CATALOGUE = VersionKey("catalogue", covers=(THING,))
OTHER = VersionKey("other")


@pytest.mark.django_db
def test_bumps_collapsed_to_one_key_bump_only_that_key():
    single, whole = _token("thing:6"), _token("catalogue")

    with bumps_collapsed_to(CATALOGUE):
        for _ in range(3):
            THING.bump(6)
        assert _token("thing:6") == single  # collapsed: not bumped yet
        assert _token("catalogue") == whole

    assert _token("thing:6") == single
    assert _token("catalogue") != whole


@pytest.mark.django_db
def test_a_key_the_collapsed_key_does_not_cover_is_bumped_inside_the_block():
    """Issue 25: bumps_collapsed_to suppressed every bump of the thread while open; a session
    or plan bumped during an import stayed cached everywhere."""
    user = _token("other:1")

    with bumps_collapsed_to(CATALOGUE):
        OTHER.bump(1)
        assert _token("other:1") != user  # at once, as outside a block


@pytest.mark.django_db
def test_a_nested_blocks_key_is_bumped_unless_the_outer_one_covers_it():
    """Issue 25: the key of a nested block was never bumped (its own bump at its end was
    suppressed by the outer block)."""
    other, thing, whole = _token("other"), _token("thing:7"), _token("catalogue")

    with bumps_collapsed_to(CATALOGUE):
        with bumps_collapsed_to(OTHER):  # covers nothing the outer block collapses
            OTHER.bump()
            assert _token("other") == other  # its own key: collapsed until its end
        assert _token("other") != other  # bumped when the nested block ended
        with bumps_collapsed_to(VersionKey("thing:7")):  # covered by the outer block
            pass
        assert _token("thing:7") == thing  # the outer block's bump retires it
    assert _token("catalogue") != whole


def test_a_version_key_names_one_key_or_a_family_of_keys():
    assert (THING.key(), THING.key(42), VersionKey("assistants:vocabulary").key()) == (
        "thing",
        "thing:42",
        "assistants:vocabulary",
    )
    assert CATALOGUE.covers_key("thing:42")
    assert CATALOGUE.covers_key("catalogue")
    assert not CATALOGUE.covers_key("things:1")  # another family that starts alike
    assert not CATALOGUE.covers_key("other:1")


@pytest.mark.django_db
def test_a_versioned_copy_is_built_once_until_its_key_is_bumped(settings):
    settings.VERSIONED_CACHE_MAX_AGE = 60
    built = []
    copy = VersionedCopy(VersionKey("copy-test"), lambda: built.append(1) or len(built))

    assert (copy.get(), copy.get()) == (1, 1)
    VersionKey("copy-test").bump()  # in any process: the token is shared
    assert (copy.get(), copy.get()) == (2, 2)
    copy.reset()
    assert copy.get() == 3


def test_without_the_shared_cache_there_is_no_token_and_a_bump_is_only_logged(monkeypatch, caplog):
    class Unreachable:
        def get_many(self, keys):
            raise ConnectionError("Redis is down")

        add = set_many = get_many

    monkeypatch.setattr(versioned, "_store", Unreachable())

    assert versions_get(["thing:7"]) is None
    version_bump("thing:7")  # no exception: the write it follows has happened
    assert "could not bump" in caplog.text


def test_a_local_entry_holds_for_its_tokens_until_its_age_and_the_least_recent_go_first(settings):
    settings.VERSIONED_CACHE_MAX_AGE = 60
    local = LocalCache("test", size=2)
    local.set("a", (1,), "A")
    local.set("b", (1,), "B", max_age=10)

    assert local.get("a", (1,)) == "A"
    assert local.get("a", (2,)) is None  # another token: gone
    assert local.get("a", (1,)) is None

    now = versioned.time.monotonic()
    with mock.patch.object(versioned.time, "monotonic", return_value=now + 11):
        assert local.get("b", (1,)) is None  # older than its age

    for key in "xyz":
        local.set(key, (1,), key.upper())
    assert len(local) == 2
    assert (local.get("x", (1,)), local.get("z", (1,))) == (None, "Z")


def test_no_entry_is_kept_when_the_age_limit_is_zero(settings):
    settings.VERSIONED_CACHE_MAX_AGE = 0
    local = LocalCache("test-off", size=10)
    local.set("a", (1,), "A")
    assert local.get("a", (1,)) is None


@pytest.mark.services
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_health_check_sends_no_query_to_an_idle_connection_and_sees_one_the_server_ended(require_services):
    connection.ensure_connection()
    with mock.patch.object(connection.connection, "cursor", wraps=connection.connection.cursor) as cursor:
        assert connection.is_usable() is True
    assert cursor.call_count == 0  # looked at the socket only

    pid = connection.connection.info.backend_pid
    other = connections.create_connection("default")
    try:
        with other.cursor() as c:
            # Waits until that backend has ended (its goodbye is on the socket then).
            c.execute("SELECT pg_terminate_backend(%s, 600000)", [pid])
    finally:
        other.close()

    assert connection.is_usable() is False
    connection.close()
    connection.ensure_connection()  # a new one, as the next request opens
    assert connection.is_usable() is True


def test_without_redis_the_tokens_are_files_every_process_of_the_machine_shares(tmp_path, monkeypatch):
    """The embedded default: a `manage.py` command run beside `make run` (an import, a shell)
    bumps a token the server then reads, so the server's copy is retired as with Redis."""
    import os
    import subprocess
    import sys

    from django.conf import settings as django_settings

    monkeypatch.setattr(versioned, "_store", versioned._FileTokens(tmp_path))
    before = _token("company:1")
    assert _token("company:1") == before

    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "REDIS_URL": "",
        "VERSIONED_CACHE_DIR": str(tmp_path),
    }
    bump = "import django; django.setup(); from apps.core.versioned import version_bump; version_bump('company:1')"
    subprocess.run([sys.executable, "-c", bump], cwd=django_settings.BASE_DIR, env=env, check=True, timeout=600)

    assert _token("company:1") != before


# --- a logged key: the token a database row, with a change log (discovery's index) -------------

# Another handle on discovery's version row and log (core's tests may use any app's models).
LOGGED = LoggedVersionKey("test:logged", version_model=IndexVersion, change_model=IndexChange, id_field="company_id")


def _logged(since):
    return list(
        IndexChange.objects.filter(counter__gt=since)
        .order_by("counter", "company_id")
        .values_list("counter", "company_id")
    )


@pytest.mark.django_db
def test_a_logged_key_is_read_from_its_row_and_made_again_with_a_new_token_when_lost():
    token, counter = LOGGED.read()
    LOGGED.bump_now([3, 1, 3])

    assert LOGGED.read() == (token, counter + 1)
    assert _logged(counter) == [(counter + 1, 1), (counter + 1, 3)]

    IndexVersion.objects.all().delete()
    assert LOGGED.read() == ("", 0)
    LOGGED.bump_now([1])
    again, counter = LOGGED.read()
    assert (counter, bool(again), again != token) == (1, True, True)
    assert not IndexChange.objects.exists()  # no log row of the old token counts


@pytest.mark.django_db
def test_a_logged_keys_changes_are_its_ids_or_none_when_the_log_cannot_bring_a_copy_up_to_date():
    _, start = LOGGED.read()
    LOGGED.bump_now([5, 2])
    LOGGED.bump_now([2])
    LOGGED.bump_now([])  # a bump that names no company: nothing to read again

    assert LOGGED.changes(start, start + 3) == [2, 5]
    assert LOGGED.changes(start + 1, start + 3) == [2]
    assert LOGGED.changes(start + 2, start + 3) == []

    LOGGED.bump_now()  # everything
    assert LOGGED.changes(start, start + 3) == [2, 5]
    assert LOGGED.changes(start, start + 4) is None

    IndexVersion.objects.update(log_start=start + 1)  # pruned past a copy at `start`
    assert LOGGED.changes(start, start + 3) is None
    assert LOGGED.changes(start + 1, start + 3) == [2]


@pytest.mark.django_db
def test_a_logged_bump_of_more_ids_than_the_log_takes_is_everything_and_the_log_is_pruned(monkeypatch):
    monkeypatch.setattr(LOGGED, "max_ids", 2)
    _, start = LOGGED.read()
    LOGGED.bump_now([1, 2, 3])
    assert _logged(start) == [(start + 1, None)]

    monkeypatch.setattr(LOGGED, "prune_every", 10)
    monkeypatch.setattr(LOGGED, "keep", 3)
    IndexVersion.objects.update(counter=9, log_start=0)
    IndexChange.objects.all().delete()
    IndexChange.objects.bulk_create([IndexChange(counter=c, company_id=c) for c in range(5, 10)])
    LOGGED.bump_now([1])  # counter 10: the log keeps the last 3 counters

    assert [c for c, _ in _logged(0)] == [8, 9, 10]
    assert IndexVersion.objects.get().log_start == 7
    assert LOGGED.changes(6, 10) is None
    assert LOGGED.changes(7, 10) == [1, 8, 9]


@pytest.mark.django_db
def test_logged_bumps_of_a_transaction_are_one_bump_after_it_commits(django_capture_on_commit_callbacks):
    _, start = LOGGED.read()
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        LOGGED.bump(4)
        LOGGED.bump(2, 4)
        LOGGED.bump(None)  # an id that is none names nothing
        assert LOGGED.read()[1] == start  # after the commit only

    assert len({callback.__self__ for callback in callbacks}) == 1
    assert _logged(start) == [(start + 1, 2), (start + 1, 4)]

    with django_capture_on_commit_callbacks(execute=True):
        LOGGED.bump(7)
        LOGGED.bump()  # everything
    assert _logged(start + 1) == [(start + 2, None)]


def _logged_bump_in_a_savepoint_that_fails(company_id):
    with transaction.atomic():
        LOGGED.bump(company_id)
        raise RuntimeError("rolled back")


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_logged_bump_of_a_rolled_back_savepoint_is_made_with_the_rest():
    _, start = LOGGED.read()
    with transaction.atomic():
        with pytest.raises(RuntimeError):
            _logged_bump_in_a_savepoint_that_fails(8)
        LOGGED.bump(9)
    assert _logged(start) == [(start + 1, 8), (start + 1, 9)]
    LOGGED.bump(10)  # outside a transaction: at once
    assert _logged(start + 1) == [(start + 2, 10)]


@pytest.mark.django_db
def test_logged_bumps_in_a_block_of_their_key_are_one_bump_with_all_their_ids(django_capture_on_commit_callbacks):
    """The collapse rule of a logged key: its bumps in bumps_collapsed_to(it), across any
    number of transactions, make one bump with every id when the block ends (not one per
    transaction, and not 'everything': the copies are still brought up to date from the log)."""
    _, start = LOGGED.read()
    with django_capture_on_commit_callbacks(execute=True):
        with bumps_collapsed_to(LOGGED):
            for ids in ((1,), (3, 2), (3,)):
                with django_capture_on_commit_callbacks(execute=True):  # a transaction of its own
                    LOGGED.bump(*ids)
            # Nested: held by the outer block.
            with bumps_collapsed_to(LOGGED), django_capture_on_commit_callbacks(execute=True):
                LOGGED.bump(4)
            assert LOGGED.read()[1] == start  # held
        assert LOGGED.read()[1] == start  # registered for after the commit

    assert LOGGED.read()[1] == start + 1
    assert LOGGED.changes(start, start + 1) == [1, 2, 3, 4]

    with django_capture_on_commit_callbacks(execute=True):
        with bumps_collapsed_to(LOGGED):
            LOGGED.bump(1)
            LOGGED.bump()
        with bumps_collapsed_to(LOGGED):
            pass  # nothing held: no bump
    assert LOGGED.read()[1] == start + 2
    assert LOGGED.changes(start + 1, start + 2) is None  # everything


@pytest.mark.django_db
def test_logged_bumps_in_a_block_of_another_key_are_made_as_usual(django_capture_on_commit_callbacks):
    """The importer collapses the catalogue's bumps; discovery's index is bumped per
    transaction with the companies' ids, as outside a block."""
    _, start = LOGGED.read()
    whole = _token("catalogue")
    with bumps_collapsed_to(CATALOGUE):
        with django_capture_on_commit_callbacks(execute=True):
            LOGGED.bump(6)
        assert LOGGED.read()[1] == start + 1
    assert _token("catalogue") != whole
    assert LOGGED.changes(start, start + 1) == [6]


@pytest.mark.django_db
def test_bumps_held_by_a_block_are_made_when_it_ends_with_an_exception(django_capture_on_commit_callbacks):
    def bump_then_fail():
        with bumps_collapsed_to(LOGGED):
            LOGGED.bump(11)  # committed before the failure
            raise RuntimeError("the rest failed")

    _, start = LOGGED.read()
    with django_capture_on_commit_callbacks(execute=True), pytest.raises(RuntimeError):
        bump_then_fail()
    assert LOGGED.changes(start, start + 1) == [11]


@pytest.mark.redis
def test_tokens_are_read_on_a_connection_of_the_process_that_recovers_after_it_fails(settings, caplog):
    """The per-request token read uses a Redis connection this process keeps, shared by its
    threads; one the server closed makes one read answer None (the caller reads the database,
    saying why), and the next read connects again."""
    import threading

    store = versioned._tokens()
    first = versioned.versions_get(["thread-read:1"])
    assert versioned.versions_get(["thread-read:1"]) == first
    kept = store._held_tokens().connection
    assert versioned.versions_get(["thread-read:1"]) == first
    assert store._held_tokens().connection is kept  # the same connection, request after request

    # Another thread reads on the same one.
    seen = {}

    def other_thread():
        seen.update(tokens=versioned.versions_get(["thread-read:1"]), connection=store._held_tokens().connection)

    other = threading.Thread(target=other_thread)
    other.start()
    other.join()
    assert seen["tokens"] == first
    assert seen["connection"] is kept

    # The server closes the connection (a Redis restart, an idle timeout).
    host, port = kept._sock.getsockname()[:2]
    store.client.client_kill(f"{host}:{port}")
    with caplog.at_level("WARNING", logger="apps.core.versioned"):
        assert versioned.versions_get(["thread-read:1"]) is None
    assert "unavailable" in caplog.text
    assert versioned.versions_get(["thread-read:1"]) == first  # connected again


@pytest.mark.redis
@pytest.mark.parametrize("tracking", [True, False], ids=["tracking", "no tracking"])
def test_threads_that_come_and_go_never_run_out_of_token_connections(settings, monkeypatch, tracking):
    """Under ASGI, threads come and go: with tracking they share the process's connection,
    without it each thread's connection closes with it; the count of redis-py's pool (100 by
    default, never lowered) is not used up by them."""
    import gc
    import threading

    store = versioned._tokens()
    monkeypatch.setattr(store, "tracking", tracking)
    first = versioned.versions_get(["thread-read:2"])
    clients_before = len(store.client.client_list())
    answers = []
    gc.disable()  # each thread's connection closes as its thread ends, not at a collection
    try:
        for _ in range(150):  # more than redis-py's pool would ever make
            thread = threading.Thread(target=lambda: answers.append(versioned.versions_get(["thread-read:2"])))
            thread.start()
            thread.join()
        clients_after = len(store.client.client_list())
    finally:
        gc.enable()
    assert answers == [first] * 150
    assert clients_after - clients_before < 10  # not one per thread that came and went


def _redis_store(settings):
    return versioned._tokens()


def _round_trips(store, monkeypatch) -> list:
    """The commands the token connection this thread reads on sends from now on (the test's end
    restores it)."""
    connection = store._held_tokens().connection
    sent = []
    original = connection.send_command

    def counted(*args, **kwargs):
        sent.append(args[0])
        return original(*args, **kwargs)

    monkeypatch.setattr(connection, "send_command", counted)
    return sent


@pytest.mark.redis
def test_a_thread_holds_the_tokens_it_read_until_redis_says_they_changed(settings, monkeypatch):
    """Client tracking: a token read once is answered again without a round trip; a write by
    another client (another process) is pushed to the connection and the next read asks again.
    After the writer's next round trip (what every bump makes) the push is on this socket
    (loopback), so nothing here waits on a clock."""
    import redis as redis_py

    store = _redis_store(settings)
    first = versions_get(["tracked:1", "tracked:2"])
    sent = _round_trips(store, monkeypatch)
    assert versions_get(["tracked:1", "tracked:2"]) == first
    assert versions_get(["tracked:2"]) == first[1:]
    assert sent == []  # both held: no command at all

    other = redis_py.Redis.from_url(settings.REDIS_URL)  # another process's client
    try:
        other.set(store.prefix + "tracked:2", 77)
        other.ping()
        assert versions_get(["tracked:1", "tracked:2"]) == [first[0], b"77"]
        assert sent == ["MGET"]  # only the one that changed is asked again
        assert store._held_tokens().values[(store.prefix + "tracked:2").encode()] == b"77"

        other.delete(store.prefix + "tracked:1")  # expired, deleted: asked again, a new token
        other.ping()
        again = versions_get(["tracked:1", "tracked:2"])
        assert again[0] not in (None, first[0])
        assert again[1] == b"77"
    finally:
        other.close()


@pytest.mark.redis
def test_a_bump_in_any_process_is_seen_by_the_next_read_of_every_thread(settings):
    """A bump here forgets the token in every thread of this process at once; a bump by another
    process reaches them through Redis's push, on the socket by the time the bump returns."""
    import threading

    store = _redis_store(settings)
    first = _token("tracked:3")
    seen = []
    ready, go, done = threading.Event(), threading.Event(), threading.Event()

    def reader():
        seen.append(_token("tracked:3"))
        ready.set()
        go.wait()
        seen.append(_token("tracked:3"))
        done.set()

    thread = threading.Thread(target=reader)
    thread.start()
    ready.wait()
    version_bump("tracked:3")
    bumped = _token("tracked:3")
    go.set()
    done.wait()
    thread.join()
    assert seen == [first, bumped]
    assert bumped != first

    # As another process bumps: its own client, its own forget (not this process's).
    other = versioned._RedisTokens(settings.REDIS_URL, store.prefix)
    try:
        other.set_many({"tracked:3": 12345})
        assert _token("tracked:3") == b"12345"
    finally:
        other.client.close()


@pytest.mark.redis
def test_flushing_redis_or_clearing_the_caches_forgets_every_held_token(settings):
    store = _redis_store(settings)
    first = _token("tracked:4")
    from django.core.cache import cache

    cache.clear()  # FLUSHDB: Redis pushes "everything"
    store.client.ping()
    assert _token("tracked:4") not in (None, first)
    held = store._held_tokens().values
    assert held
    versioned.local_caches_clear()
    assert held == {}


@pytest.mark.redis
def test_a_process_holds_at_most_so_many_tokens_the_least_recently_used_going_first(settings, monkeypatch):
    store = _redis_store(settings)
    monkeypatch.setattr(versioned, "TRACKED_KEYS", 3)
    monkeypatch.setattr(store, "_shared", None)  # a new connection, with the new size
    for number in range(3):
        _token(f"tracked:size{number}")
    held = store._held_tokens().values
    assert len(held) == 3
    _token("tracked:size0")  # used again: the most recent
    _token("tracked:size3")
    assert [key.decode().rsplit(":", 1)[1] for key in held] == ["size2", "size0", "size3"]


@pytest.mark.redis
def test_a_token_one_thread_read_is_held_for_every_thread_of_the_process(settings, monkeypatch):
    """A detail this process keeps is found by any of its threads without a round trip: the
    tokens it needs are held for the process, not for the thread that read them."""
    import threading

    store = _redis_store(settings)
    seen = {}
    reader = threading.Thread(target=lambda: seen.update(token=_token("tracked:7")))
    reader.start()
    reader.join()
    sent = _round_trips(store, monkeypatch)
    assert _token("tracked:7") == seen["token"]
    assert sent == []


@pytest.mark.redis
def test_without_tracking_every_read_is_a_round_trip(settings, monkeypatch):
    """VERSIONED_CACHE_TRACKING off (a proxy that does not pass RESP3 pushes)."""
    store = _redis_store(settings)
    monkeypatch.setattr(store, "tracking", False)
    first = _token("tracked:5")
    sent = _round_trips(store, monkeypatch)
    assert _token("tracked:5") == first
    assert _token("tracked:5") == first
    assert sent == ["MGET", "MGET"]
    assert store._held_tokens().values == {}


@pytest.mark.services
def test_a_redis_that_refuses_tracking_is_read_once_per_request(settings, caplog, monkeypatch, require_services):
    """A real Redis whose ACL refuses CLIENT (as a managed Redis or a proxy may): the store
    says so once and reads the tokens on every request from then on, never the database."""
    import secrets
    from urllib.parse import urlsplit, urlunsplit

    store = _redis_store(settings)
    user, password = f"pm-test-{secrets.token_hex(4)}", secrets.token_hex(16)
    store.client.execute_command("ACL", "SETUSER", user, "on", f">{password}", "~*", "+@all", "-client")
    try:
        parts = urlsplit(settings.REDIS_URL)
        url = urlunsplit(parts._replace(netloc=f"{user}:{password}@{parts.hostname}:{parts.port or 6379}"))
        store.client.set(store.prefix + "tracked:6", 42)
        refused = versioned._RedisTokens(url, store.prefix)
        assert refused.tracking
        with caplog.at_level("WARNING", logger="apps.core.versioned"):
            assert refused.get_many(["tracked:6"]) == [b"42"]
        assert "refuses client tracking" in caplog.text
        assert refused.tracking is False
        sent = _round_trips(refused, monkeypatch)
        assert refused.get_many(["tracked:6"]) == [b"42"]
        assert sent == ["MGET"]
        refused.client.close()
    finally:
        store.client.execute_command("ACL", "DELUSER", user)


def test_a_redis_that_stops_answering_sends_the_request_to_the_database_not_into_a_hang(settings, monkeypatch, caplog):
    """Every thread of a process reads its tokens on one connection: one that accepts and never
    answers (a half-open socket, a hung Redis) fails after TOKEN_SOCKET_TIMEOUT, the read answers
    None (the caller reads the database) and the process is not held. The server never answers,
    so the outcome does not depend on the machine's speed; the timeout is shortened to keep the
    test quick."""
    import socket

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)  # the kernel completes the handshake; nobody ever reads or writes
    try:
        monkeypatch.setattr(versioned, "TOKEN_SOCKET_TIMEOUT", 0.3)
        store = versioned._RedisTokens(f"redis://127.0.0.1:{silent.getsockname()[1]}/0", "pm:v:")
        monkeypatch.setattr(versioned, "_store", store)
        with caplog.at_level("WARNING", logger="apps.core.versioned"):
            assert versions_get(["silent:1"]) is None
        assert "unavailable" in caplog.text
        assert store._held_tokens().values == {}
    finally:
        silent.close()
