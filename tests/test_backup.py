"""Backups (issue 14, docs/operations.md "Backup and restore"): a seeded database dumped with
pg_dump and restored with pg_restore into a fresh database has the same rows in every table."""

import subprocess

import psycopg
import pytest
from django.core.management import call_command
from django.db import connection

pytestmark = [
    pytest.mark.services,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("require_services", "reference_data"),
]


def _connect(dbname: str):
    db = connection.settings_dict
    return psycopg.connect(
        host=db["HOST"] or "127.0.0.1",
        port=db["PORT"] or 5432,
        user=db["USER"],
        password=db.get("PASSWORD") or None,
        dbname=dbname,
        autocommit=True,
    )


def _row_counts(dbname: str) -> dict[str, int]:
    with _connect(dbname) as conn:
        tables = [
            row[0]
            for row in conn.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
            ).fetchall()
        ]
        return {table: conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0] for table in tables}


def _command_args(dbname: str) -> list[str]:
    db = connection.settings_dict
    return ["-h", db["HOST"] or "127.0.0.1", "-p", str(db["PORT"] or 5432), "-U", db["USER"], "-d", dbname]


def test_a_seeded_database_dumped_and_restored_into_a_fresh_one_has_the_same_rows(tmp_path):
    call_command("seed_demo", verbosity=0)
    source = connection.settings_dict["NAME"]
    restored = f"{source}_restore"
    counts = _row_counts(source)
    assert counts["companies_company"] > 0  # the seed wrote companies (the test is not on an empty database)
    dump = tmp_path / "partnermatch.dump"

    # The procedure of docs/operations.md: a custom-format dump, restored into an empty database.
    subprocess.run(["pg_dump", "-Fc", "--no-owner", "-f", str(dump), *_command_args(source)], check=True, timeout=600)
    with _connect("postgres") as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{restored}"')
        admin.execute(f'CREATE DATABASE "{restored}"')
    try:
        subprocess.run(
            ["pg_restore", "--no-owner", "--exit-on-error", *_command_args(restored), str(dump)],
            check=True,
            timeout=600,
        )
        assert _row_counts(restored) == counts
    finally:
        with _connect("postgres") as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{restored}" WITH (FORCE)')
