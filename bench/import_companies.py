"""The CSV import of companies at scale (issue 10): generates a CSV of N companies (10,000 by
default, about 5 MB: every column filled, descriptions of a few hundred characters, a contact
each), imports it with the importer of the import screen and `manage.py import_companies`,
and prints rows per second and database queries per row for three runs:

    new        every row creates a company (with its five lists and a contact)
    again      the same file: every row is unchanged (reads only)
    changed    every row renames its company and changes a list and the contact's position

Target (issue 10): 10,000 rows in under 20 s on the 2-core machine, with a bounded number of
queries per row (bulk writes per batch of 500 rows, reference data read once).

    .venv/bin/python bench/import_companies.py [--rows 10000] [--keep FILE.csv]

It runs on a new SQLite database in a temporary folder (DEBUG off), or on the database that
DATABASE_URL names (its own PostgreSQL database: the tables are created with migrate).
It asserts nothing; write the figures you rely on into the issue note or docs/."""

import argparse
import csv
import io
import os
import random
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WORDS = [
    *("cloud", "platform", "data", "secure", "partners", "revenue", "logistics", "payments", "analytics"),
    *("workflow", "automation", "customers", "teams", "insight", "compliance", "integration", "marketplace"),
    *("growth", "channel", "network", "fleet", "warehouse", "retail", "healthcare", "energy", "finance"),
    *("realtime", "reporting", "onboarding", "billing", "identity", "monitoring"),
]


def generate(rows: int, *, seed: int = 7, variant: int = 0) -> bytes:
    """A CSV of `rows` companies (about 780 bytes a row). Each row draws its values from its
    own seeded generator, so `variant` 1 changes exactly the name, the industries and the
    contact's position of every row and nothing else."""
    from apps.companies.importer import COLUMN_NAMES
    from apps.companies.reference import DEAL_SIZES, GEO_REGIONS, INDUSTRIES, MARKET_SEGMENTS, PARTNERSHIP_TYPES

    sub_regions = [name for _, _, children in GEO_REGIONS for _, name in children]
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(COLUMN_NAMES), lineterminator="\r\n")
    writer.writeheader()
    for i in range(rows):
        rng = random.Random(seed * 1_000_003 + i)  # noqa: S311 (test data, not secrets)

        def sentence(count: int, rng=rng) -> str:
            return " ".join(rng.choice(WORDS) for _ in range(count)).capitalize() + "."

        host = f"co{i:05d}.example"
        industries = rng.sample(INDUSTRIES, 3)
        row = {
            "name": f"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()} {i}",
            "website": f"https://www.{host}",
            "description": sentence(32),  # at least 160 characters: the form's 150 (issue 22)
            "partnerType": rng.choice(["Technology Partner", "Channel Partner"]),
            "companySize": rng.choice(["Enterprise", "Midmarket", "SMB"]),
            "goalForNextYear": rng.choice(["Enter new markets", "Expand market share", "Launch new product"]),
            "isIndustryAgnostic": "false",
            "targetIndustries": "; ".join(industries[:2]),
            "isGeoGlobal": "false",
            "geoRegions": "; ".join(rng.sample(sub_regions, 2)),
            "marketSegments": "; ".join(rng.sample(MARKET_SEGMENTS, 2)),
            "dealSizes": "; ".join(name for _, name in rng.sample(DEAL_SIZES, 2)),
            "partnershipTypes": "; ".join(rng.sample(PARTNERSHIP_TYPES, 2)),
            "partnerPage": f"https://www.{host}/partners",
            "partnerProgramDescription": sentence(4),
            "partnerReadiness": rng.choice(["Early stage", "Developing", "Mature partner (Pro)"]),
            "offerDescription": sentence(4),
            "contactFirstName": rng.choice(["Ann", "Bo", "Cy", "Dee", "Eli"]),
            "contactLastName": rng.choice(["Lee", "Moss", "Nash", "Ortiz", "Park"]),
            "contactEmail": f"partners@{host}",
            "contactPosition": "Head of Partnerships",
            "contactLinkedInUrl": f"www.linkedin.com/in/p{i}",
        }
        if variant:
            row.update(
                name=f"Renamed {row['name']}", targetIndustries="; ".join(industries), contactPosition="VP Partnerships"
            )
        writer.writerow(row)
    return out.getvalue().encode("utf-8")


@contextmanager
def counting_queries():
    """Counts the statements sent to the database and, for an executemany, the rows it was
    executed for (without recording the SQL, so counting costs next to nothing)."""
    from django.db import connection

    counter = {"statements": 0, "rows": 0}

    def count(execute, sql, params, many, context):
        counter["statements"] += 1
        counter["rows"] += len(params) if many else 1
        return execute(sql, params, many, context)

    with connection.execute_wrapper(count):
        yield counter


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--keep", type=Path, default=None, help="Also write the generated CSV to this file.")
    options = parser.parse_args()

    workdir = Path(tempfile.mkdtemp(prefix="bench-import-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.sqlite3'}")
    os.environ["DEBUG"] = "false"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    from apps.companies.importer import import_companies
    from apps.companies.models import Company

    call_command("migrate", verbosity=0)
    engine = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
    first = generate(options.rows)
    changed = generate(options.rows, variant=1)
    if options.keep:
        options.keep.write_bytes(first)
    print(f"{options.rows:,} rows, {len(first):,} bytes ({len(first) / 2**20:.2f} MiB), database: {engine}")
    print("statements: sent to the database; executions: an executemany counts once per row it ran for")
    header = ("run", "seconds", "rows/s", "statements", "per row", "executions", "per row")
    print(f"{header[0]:<8}" + "".join(f"{h:>12}" for h in header[1:]) + "  created/updated/unchanged/errors")
    for label, data in (("new", first), ("again", first), ("changed", changed)):
        with counting_queries() as counter:
            started = time.perf_counter()
            result = import_companies(data)
            seconds = time.perf_counter() - started
        statements, executions = counter["statements"], counter["rows"]
        print(
            f"{label:<8}{seconds:>12.2f}{options.rows / seconds:>12,.0f}{statements:>12,}"
            f"{statements / options.rows:>12.4f}{executions:>12,}{executions / options.rows:>12.2f}"
            f"  {result.created}/{result.updated}/{result.unchanged}/{len(result.problems)}"
        )
    print(f"companies in the database: {Company.objects.count():,}")


if __name__ == "__main__":
    main()
