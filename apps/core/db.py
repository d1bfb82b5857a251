"""Database helpers shared by the apps."""


def prepared_cursor(connection):
    """A cursor whose statements are prepared on the connection (PostgreSQL: apps/core/postgresql,
    DATABASE_PREPARED_STATEMENTS); any other database's plain cursor. For the plain SQL a hot
    path runs on every request, with the same text each time (the values as parameters)."""
    prepared = getattr(connection, "prepared_cursor", None)
    return prepared() if prepared is not None else connection.cursor()


def binary_cursor(connection):
    """A cursor whose results come in the database's binary format where it has one (PostgreSQL:
    apps/core/postgresql), for a large bytea result; any other database's plain cursor."""
    binary = getattr(connection, "binary_cursor", None)
    return binary() if binary is not None else connection.cursor()
