"""Django's PostgreSQL backend, with a kept connection's health check (CONN_HEALTH_CHECKS) made
without a round trip when it can be.

Django checks a kept connection before each request's first query by sending `SELECT 1`: one
more round trip on every request, ~0.1 ms, a fifth of a cached company detail's whole cost
(docs/scaling.md). An idle connection has nothing to read: PostgreSQL closing it (a restart,
pg_terminate_backend, idle timeouts) leaves its goodbye (an error message, then the end of the
stream) on the socket. So the check looks at the socket first, without waiting: nothing to read,
the connection is usable; anything there (that goodbye, or a notice sent meanwhile), Django's
`SELECT 1` decides as before. tests/test_faults.py restarts PostgreSQL under a running server."""

import select

from django.db.backends.postgresql import base


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self):
        connection = self.connection
        if connection is None or connection.closed:
            return False
        try:
            readable, _, _ = select.select([connection.fileno()], [], [], 0)
        except (OSError, ValueError):  # a closed descriptor
            return False
        return super().is_usable() if readable else True
