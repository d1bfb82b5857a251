"""Django's PostgreSQL backend, with a kept connection's health check (CONN_HEALTH_CHECKS) made
without a round trip when it can be.

Django checks a kept connection before each request's first query by sending `SELECT 1`: one
more round trip on every request, ~0.1 ms, a fifth of a cached company detail's whole cost
(docs/scaling.md). An idle connection has nothing to read: PostgreSQL closing it (a restart,
pg_terminate_backend, idle timeouts) leaves its goodbye (an error message, then the end of the
stream) on the socket. So the check looks at the socket first, without waiting: nothing to read,
the connection is usable; anything there (that goodbye, or a notice sent meanwhile), Django's
`SELECT 1` decides as before. tests/test_faults.py restarts PostgreSQL under a running server.

And prepared statements for the hot plain-SQL reads (`prepared_cursor`, docs/scaling.md): the
company detail's one statement spends ~0.8 ms of PostgreSQL's CPU planning and running, every
time, and ~0.15 ms once prepared on the connection. Django keeps psycopg's preparation off
(its cursors bind parameters on the client, which cannot prepare); a statement run through
`prepared_cursor` is bound on the server and prepared on its first run on each connection.
DATABASE_PREPARED_STATEMENTS=false turns it off (a pooler in transaction mode that does not
keep prepared statements: PgBouncer before 1.21, or without max_prepared_statements)."""

import select

import psycopg
from django.conf import settings
from django.db.backends.postgresql import base, operations


class _PreparingCursor(psycopg.Cursor):
    """psycopg's cursor with server-side binding, each statement prepared on its first run."""

    def execute(self, query, params=None, *, prepare=None, binary=None):
        return super().execute(query, params, prepare=True if prepare is None else prepare, binary=binary)


class DatabaseOperations(operations.DatabaseOperations):
    def last_executed_query(self, cursor, sql, params):
        # A prepared statement's text is not kept by psycopg: the query log (DEBUG, the query
        # budgets' capture) gets the statement with its values, composed as Django's server-side
        # binding does.
        if isinstance(cursor, _PreparingCursor):
            try:
                return self.compose_sql(sql, params)
            except psycopg.errors.DataError:
                return sql
        return super().last_executed_query(cursor, sql, params)


class DatabaseWrapper(base.DatabaseWrapper):
    ops_class = DatabaseOperations

    def get_connection_params(self):
        params = super().get_connection_params()
        # Only a server-binding cursor prepares (Django's own bind on the client and never do):
        # a threshold lets `prepared_cursor`'s statements be prepared.
        if settings.DATABASE_PREPARED_STATEMENTS and params.get("prepare_threshold") is None:
            params["prepare_threshold"] = 5
        return params

    def prepared_cursor(self):
        """A cursor (Django's wrapper: counted and logged like any query) whose statements are
        prepared on this connection at their first run: for plain SQL run on every request. As
        `cursor()` when DATABASE_PREPARED_STATEMENTS is off."""
        if not settings.DATABASE_PREPARED_STATEMENTS:
            return self.cursor()
        self.close_if_health_check_failed()
        self.ensure_connection()
        with self.wrap_database_errors:
            return self._prepare_cursor(_PreparingCursor(self.connection))

    def binary_cursor(self):
        """A cursor (Django's wrapper: counted and logged like any query) whose results come in
        PostgreSQL's binary format: a large bytea crosses as its bytes, not as twice as many
        characters of hex that both sides encode and decode (discovery's catalogue: ~50 MB at
        a million companies)."""
        self.close_if_health_check_failed()
        self.ensure_connection()
        with self.wrap_database_errors:
            cursor = psycopg.Cursor(self.connection)
            cursor.format = psycopg.pq.Format.BINARY
            return self._prepare_cursor(cursor)

    def is_usable(self):
        connection = self.connection
        if connection is None or connection.closed:
            return False
        try:
            readable, _, _ = select.select([connection.fileno()], [], [], 0)
        except (OSError, ValueError):  # a closed descriptor
            return False
        return super().is_usable() if readable else True
