"""The PostgreSQL backend's prepared statements (apps/core/postgresql, apps/core/db.py)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.core.db import prepared_cursor

pytestmark = [pytest.mark.postgresql, pytest.mark.django_db]

STATEMENT = "SELECT %s::int + 1 AS answer_of_prepared_test"


def _prepared_here(statement=STATEMENT) -> list[str]:
    name = statement.rsplit(" ", 1)[1]
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        return [row[0] for row in cursor.fetchall() if row[0].endswith(name)]


def _run(value, statement=STATEMENT):
    with prepared_cursor(connection) as cursor:
        cursor.execute(statement, [value])
        return cursor.fetchone()[0]


def test_a_statement_is_prepared_on_its_first_run_and_still_counted_and_logged():
    with CaptureQueriesContext(connection) as queries:
        assert _run(41) == 42
        assert _run(1) == 2
    assert len(_prepared_here()) == 1  # prepared once on this connection, run twice
    # The query log (DEBUG, the query budgets) counts each run, with its values.
    logged = [q["sql"] for q in queries.captured_queries]
    assert len(logged) == 2
    assert "41" in logged[0]
    assert "1" in logged[1]


def test_the_setting_off_prepares_nothing(settings):
    settings.DATABASE_PREPARED_STATEMENTS = False
    statement = "SELECT %s::int + 1 AS answer_of_unprepared_test"
    assert _run(5, statement) == 6
    assert _run(6, statement) == 7
    assert _prepared_here(statement) == []


def test_django_own_queries_are_never_prepared():
    """Only prepared_cursor prepares: the ORM binds on the client as Django does by default."""
    from django.contrib.auth import get_user_model

    for _ in range(8):  # past psycopg's threshold of 5, were Django's cursors able to prepare
        list(get_user_model().objects.filter(pk=-1))
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        table = get_user_model()._meta.db_table
        assert [row[0] for row in cursor.fetchall() if table in row[0]] == []


def test_a_binary_cursor_reads_bytes_as_they_are_and_is_counted():
    """binary_cursor (discovery's catalogue): PostgreSQL's binary format for the results, so a
    bytea crosses as its bytes; still one of Django's counted, logged queries."""
    from apps.core.db import binary_cursor

    with CaptureQueriesContext(connection) as queries, binary_cursor(connection) as cursor:
        cursor.execute("SELECT decode('00ff10', 'hex'), 7::int8, 'é'::text")
        assert cursor.fetchone() == (b"\x00\xff\x10", 7, "é")
        assert cursor.cursor.format == 1  # binary results (psycopg.pq.Format.BINARY)
    assert [q["sql"] for q in queries.captured_queries] == ["SELECT decode('00ff10', 'hex'), 7::int8, 'é'::text"]
