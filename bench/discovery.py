"""Discovery benchmark (issues 9 and 25): how fast the Partner Fit Score is with a large catalogue.

For each catalogue size it seeds that many synthetic approved companies (on PostgreSQL with
INSERT ... SELECT over generate_series, a million in about three minutes; bulk_create on
SQLite), varied as the demo's: popular industries, regions and segments targeted far more often
than the rest, 1-3 of each, 8 % Agnostic / Global, profiles from bare to complete; a searcher
with a company and plenty of credits. It prints the load average at the start and the end,
and each figure with PASS/FAIL against its target:

- **full rebuild (cold start)**: no index file on the machine, no copy in the process: the
  version read, the catalogue queries, the numpy build, the file written and mapped; median of
  3, then one build taken apart; the building process's memory peak.
- **computation**: the score computation alone (`engine.scoring.search`, no database) and the
  breakdown of the returned companies (`Explainer`), over the searches.
- **HTTP**: p50/p95/max server latency of `GET /api/companies/scoring` over 200 searches with
  varied criteria, signed in, through Django's ASGI handler (`django.test.AsyncClient`: every
  middleware, the API key, JWT authentication, DRF, the database; the path daphne drives, minus
  the socket). Each search really spends credits and is recorded. The CPU time per request is
  printed beside the wall time: on a busy machine the wall time also counts waits for a core.
- **ranking rules**: on a sample of searches over the whole catalogue, the pruned search answers
  exactly what scoring every company and sorting answers, and the order rules hold.
- **a second process** (this script with --second-process, started after the first built the
  index): its memory after mapping the machine's file and searching; then a company approved,
  edited, unpublished and deleted here (5 rounds), and the time until the second process, which
  reads the version and brings its copy up to date as every search does, finds it as it now is,
  and whether it rebuilt.

Targets (issue 25, on the project's 2-core machine, from 100,000 companies; at 10,000 issue 9's
p50 <= 15 ms): scoring call p50 <= 50 ms and p95 <= 100 ms; index memory <= 150 MiB per web
process; a change seen by another process within 1 s, incrementally; a full rebuild <= 5 s.

Usage (from the project root):
    .venv/bin/python bench/discovery.py                      # 10,000 and 100,000 (SQLite)
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/pm_bench .venv/bin/python bench/discovery.py \
        --companies 1000000
The SQLite catalogue lives in var/bench/discovery-<N>.sqlite3 and is reused by later runs
(--reseed makes it again). With DATABASE_URL set, that database is used instead: give it a
database of its own, the benchmark migrates it and adds its companies. The index files go to
var/bench/discovery-index-<N> (TEST_DISCOVERY_INDEX_DIR to change it).
"""

import argparse
import asyncio
import logging
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SEARCHES = 200
SEED = 20261123


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def figures(values: list[float]) -> str:
    return f"p50 {percentile(values, 0.5):7.2f} ms   p95 {percentile(values, 0.95):7.2f} ms   max {max(values):7.2f} ms"


def setup_django(companies: int, reseed: bool, migrate: bool = True) -> None:
    if not os.environ.get("DATABASE_URL"):
        path = ROOT / "var" / "bench" / f"discovery-{companies}.sqlite3"
        path.parent.mkdir(parents=True, exist_ok=True)
        if reseed and path.exists():
            path.unlink()
        os.environ["DATABASE_URL"] = f"sqlite:///{path}"
    # The test settings: DEBUG off, fast password hashing, Celery inline, any host.
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.test"
    # The machine's index files (memory-mapped by every process), as production keeps them.
    os.environ.setdefault("TEST_DISCOVERY_INDEX_DIR", str(ROOT / "var" / "bench" / f"discovery-index-{companies}"))
    import django

    django.setup()
    logging.getLogger("apps.discovery").setLevel(logging.WARNING)
    logging.getLogger("django.request").setLevel(logging.ERROR)
    logging.getLogger("celery").setLevel(logging.WARNING)
    logging.getLogger("kombu").setLevel(logging.ERROR)
    logging.getLogger("apps.companies").setLevel(logging.ERROR)
    from django.core.management import call_command

    if migrate:
        call_command("migrate", verbosity=0)


def seed(count: int) -> None:
    """`count` approved companies with varied profiles (skipped when they are there)."""
    from django.db import connection

    if connection.vendor == "postgresql":
        seed_postgresql(count)
        return
    seed_orm(count)


# The catalogue's variety (as the demo's): popular industries, regions and segments are targeted
# far more often than the rest (item n of a list drawn with weight ~ 1 / (n + 1)), 1-3 of each,
# 8 % Industry Agnostic and 8 % Geography Global, profiles from bare to complete.
SKEW = 1.8  # position = floor(len * random() ^ SKEW): a power-law-like preference for the first


def seed_postgresql(count: int) -> None:
    """The same catalogue written by PostgreSQL itself (INSERT ... SELECT over generate_series,
    seeded: reproducible): a million companies with their links in about a minute, where
    bulk_create would take a quarter of an hour. Each link table gets 1-3 distinct items per
    company, skewed towards the first items of a shuffled list."""
    from django.db import connection, transaction

    from apps.companies.models import Company, Contact, DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
    from apps.discovery.index import INDEX_KEY

    have = Company.objects.filter(name__startswith="Bench company ").count()
    if have >= count:
        return
    rng = random.Random(SEED)  # noqa: S311
    lists = {
        "industries": list(Industry.objects.values_list("id", flat=True)),
        "regions": list(GeoRegion.objects.filter(parent__isnull=False).values_list("id", flat=True)),
        "segments": list(MarketSegment.objects.values_list("id", flat=True)),
        "deal_sizes": list(DealSize.objects.values_list("id", flat=True)),
        "partnership_types": list(PartnershipType.objects.values_list("id", flat=True)),
    }
    for ids in lists.values():
        rng.shuffle(ids)  # which items are popular: not simply the first ids
    started = time.perf_counter()
    table = Company._meta.db_table
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT setseed(%s)", [0.20261126])
        cursor.execute(f"SELECT COALESCE(MAX(id), 0) FROM {table}")  # noqa: S608
        (before,) = cursor.fetchone()
        cursor.execute(
            f"""
            INSERT INTO {table} (name, website, domain, logo_url, logo_host, description, partner_type,
                company_size, goal_for_next_year, is_industry_agnostic, is_geo_global, partner_page,
                partner_program_description, partner_readiness, offer_description, is_approved,
                is_featured, created_at, updated_at, domain_join_policy)
            SELECT 'Bench company ' || lpad(n::text, 7, '0'),
                   'https://www.bench-company-' || n || '.example',
                   'bench-company-' || n || '.example',
                   CASE WHEN random() < 0.9 THEN 'https://logos.example/' || n || '.png' ELSE '' END,
                   '',
                   '<p>Bench company ' || n || ' helps ' || repeat('mid-sized teams run partner programmes, ',
                        (random() * 6)::int) || 'with resellers and integrators.</p>',
                   CASE WHEN random() < 0.55 THEN 1 ELSE 2 END,
                   NULLIF(floor(random() * 4)::int, 0),
                   NULLIF(floor(random() * 5)::int, 0),
                   random() < 0.08,
                   random() < 0.08,
                   CASE WHEN random() < 0.7 THEN 'https://www.bench-company-' || n || '.example/partners' ELSE '' END,
                   CASE WHEN random() < 0.6 THEN '<p>Partner programme.</p>' ELSE '' END,
                   NULLIF(floor(random() * 4)::int, 0),
                   CASE WHEN random() < 0.5 THEN '<p>An offer.</p>' ELSE '' END,
                   TRUE, FALSE, now(), now(), 'ask'
            FROM generate_series(%s, %s) AS n
            """,  # noqa: S608
            [have, count - 1],
        )
        # The companies just written.
        bench_ids = f"SELECT id, is_industry_agnostic, is_geo_global FROM {table} WHERE id > {int(before)}"  # noqa: S608

        def link(field: str, items: list[int], *, least: int, most: int, where: str = "TRUE") -> None:
            through = getattr(Company, field).through._meta
            owner = through.get_field("company").column
            item = next(f.column for f in through.fields if f.column not in (owner, "id"))
            # Draw `most` candidates per company (the first `least` always kept, the others with
            # probability one half), skewed towards the list's first items; DISTINCT drops repeats.
            cursor.execute(
                f"""
                INSERT INTO {through.db_table} ({owner}, {item})
                SELECT DISTINCT c.id, (%s::bigint[])[1 + floor(%s * power(random(), %s))::int]
                FROM ({bench_ids}) AS c, generate_series(1, %s) AS g
                WHERE ({where}) AND (g <= %s OR random() < 0.5)
                """,  # noqa: S608
                [items, len(items), SKEW, most, least],
            )

        link("target_industries", lists["industries"], least=1, most=3, where="NOT c.is_industry_agnostic")
        link("geo_regions", lists["regions"], least=1, most=3, where="NOT c.is_geo_global")
        link("market_segments", lists["segments"], least=1, most=3)
        link("deal_sizes", lists["deal_sizes"], least=0, most=2)
        link("partnership_types", lists["partnership_types"], least=0, most=2)
        contact = Contact._meta
        cursor.execute(
            f"""
            INSERT INTO {contact.db_table} (company_id, first_name, last_name, email, position, linkedin_url,
                sort_order)
            SELECT c.id, 'Ann', '', 'ann@bench-company-' || c.id || '.example', '', '', 0
            FROM ({bench_ids}) AS c
            WHERE random() < 0.7
            """  # noqa: S608
        )
        cursor.execute(f"ANALYZE {table}")
        # Written with plain SQL: no signals. Tell the index once, after the commit.
        INDEX_KEY.bump()
    print(f"  seeded {count - have:,} companies (PostgreSQL) in {time.perf_counter() - started:.1f} s")


def seed_orm(count: int) -> None:
    """`count` approved companies with varied profiles through bulk_create (SQLite)."""
    from django.db import transaction

    from apps.companies.models import Company, Contact, DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
    from apps.discovery.index import INDEX_KEY

    have = Company.objects.filter(name__startswith="Bench company ").count()
    if have >= count:
        return
    rng = random.Random(SEED)  # noqa: S311 (reproducible data, not security)
    industries = list(Industry.objects.values_list("id", flat=True))
    regions = list(GeoRegion.objects.filter(parent__isnull=False).values_list("id", flat=True))
    segments = list(MarketSegment.objects.values_list("id", flat=True))
    deal_sizes = list(DealSize.objects.values_list("id", flat=True))
    partnership_types = list(PartnershipType.objects.values_list("id", flat=True))
    started = time.perf_counter()
    batch = 5000
    with transaction.atomic():
        for first in range(have, count, batch):
            rows = []
            for number in range(first, min(first + batch, count)):
                domain = f"bench-company-{number}.example"
                rows.append(
                    Company(
                        name=f"Bench company {number:06d}",
                        website=f"https://www.{domain}",
                        domain=domain,
                        logo_url=f"https://logos.example/{domain}.png" if rng.random() < 0.9 else "",
                        description=(
                            f"<p>Bench company {number} helps mid-sized teams run partner programmes across "
                            "regions, with integrations, co-selling playbooks and shared pipeline reports. "
                            "It works with resellers, referral partners and system integrators.</p>"
                        ),
                        partner_type=rng.choice([1, 2]),
                        company_size=rng.choice([None, 1, 2, 3]),
                        goal_for_next_year=rng.choice([None, 1, 2, 3, 4]),
                        is_industry_agnostic=rng.random() < 0.08,
                        is_geo_global=rng.random() < 0.08,
                        partner_page=f"https://www.{domain}/partners" if rng.random() < 0.7 else "",
                        partner_program_description="<p>Partner programme.</p>" if rng.random() < 0.6 else "",
                        partner_readiness=rng.choice([None, 1, 2, 3]),
                        offer_description="<p>An offer.</p>" if rng.random() < 0.5 else "",
                        is_approved=True,
                    )
                )
            created = Company.objects.bulk_create(rows)
            links = {
                Company.target_industries.through: [],
                Company.geo_regions.through: [],
                Company.market_segments.through: [],
                Company.deal_sizes.through: [],
                Company.partnership_types.through: [],
            }
            contacts = []
            for company in created:
                if not company.is_industry_agnostic:
                    links[Company.target_industries.through] += [
                        Company.target_industries.through(company_id=company.pk, industry_id=i)
                        for i in rng.sample(industries, rng.randint(1, 3))
                    ]
                if not company.is_geo_global:
                    links[Company.geo_regions.through] += [
                        Company.geo_regions.through(company_id=company.pk, georegion_id=r)
                        for r in rng.sample(regions, rng.randint(1, 3))
                    ]
                links[Company.market_segments.through] += [
                    Company.market_segments.through(company_id=company.pk, marketsegment_id=s)
                    for s in rng.sample(segments, rng.randint(1, 3))
                ]
                links[Company.deal_sizes.through] += [
                    Company.deal_sizes.through(company_id=company.pk, dealsize_id=d)
                    for d in rng.sample(deal_sizes, rng.randint(0, 2))
                ]
                links[Company.partnership_types.through] += [
                    Company.partnership_types.through(company_id=company.pk, partnershiptype_id=p)
                    for p in rng.sample(partnership_types, rng.randint(0, 2))
                ]
                if rng.random() < 0.7:
                    contacts.append(Contact(company_id=company.pk, first_name="Ann", email=f"ann@{company.domain}"))
            for model, objects in links.items():
                model.objects.bulk_create(objects, batch_size=batch)
            Contact.objects.bulk_create(contacts, batch_size=batch)
        # bulk_create sends no signals: tell the index once, after the commit.
        INDEX_KEY.bump()
    print(f"  seeded {count - have:,} companies in {time.perf_counter() - started:.1f} s")


def searcher():
    """A member with an approved company and credits for every search of the run."""
    from apps.accounts.models import User
    from apps.companies.models import Company, CompanyMember

    email = "bench.searcher@bench-searcher.example"
    user = User.objects.filter(email=email).first() or User.objects.create_user(
        email=email, password="Bench-Passw0rd!", first_name="Bench", last_name="Searcher", status=User.Status.ACTIVE
    )
    if not CompanyMember.objects.filter(user=user).exists():
        company = Company.objects.create(
            name="Bench Searcher",
            website="https://www.bench-searcher.example",
            domain="bench-searcher.example",
            description="<p>The benchmark's own company.</p>",
            partner_type=1,
            is_approved=True,
        )
        company.target_industries.set([14, 22])
        company.geo_regions.set([155, 21])
        company.market_segments.set([1, 2])
        CompanyMember.objects.create(company=company, user=user, is_company_admin=True)
    plan_refill(user)
    return user


def plan_refill(user) -> None:
    """A fresh Partner Pro period (1,000 credits) when fewer than 100 are left: searches
    really spend them. Outside the timed parts."""
    from apps.billing.models import PricingPlan
    from apps.billing.selectors import search_credits_available
    from apps.billing.services import subscription_grant

    if search_credits_available(user=user) < 100:
        subscription_grant(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.PARTNER_PRO), days=30)


def varied_searches(count: int) -> list[dict]:
    """Call-level payloads as query parameters: 1-3 industries or Agnostic, 0-3 sub-regions or
    Global, 0-2 segments, NumberToShow mostly the default 10."""
    from apps.companies.models import GeoRegion, Industry, MarketSegment

    rng = random.Random(SEED + 1)  # noqa: S311
    industries = list(Industry.objects.values_list("id", flat=True))
    regions = list(GeoRegion.objects.filter(parent__isnull=False).values_list("id", flat=True))
    segments = list(MarketSegment.objects.values_list("id", flat=True))
    searches = []
    while len(searches) < count:
        params = {"NumberToShow": rng.choice([10] * 6 + [1, 3, 5, 25])}
        if rng.random() < 0.1:
            params["IsIndustryAgnostic"] = "true"
        elif rng.random() < 0.85:
            params["TargetIndustryIds"] = rng.sample(industries, rng.randint(1, 3))
        if rng.random() < 0.1:
            params["IsGeoGlobal"] = "true"
        elif rng.random() < 0.8:
            params["TargetGeoRegionIds"] = rng.sample(regions, rng.randint(1, 3))
        if rng.random() < 0.5:
            params["TargetMarketSegments"] = rng.sample(segments, rng.randint(1, 2))
        if len(params) > 1:
            searches.append(params)
    return searches


def criteria_of(params: dict):
    from apps.discovery.engine.scoring import Criteria

    return Criteria(
        industry_ids=tuple(params.get("TargetIndustryIds", ())),
        is_industry_agnostic="IsIndustryAgnostic" in params,
        region_ids=tuple(params.get("TargetGeoRegionIds", ())),
        is_geo_global="IsGeoGlobal" in params,
        segment_ids=tuple(params.get("TargetMarketSegments", ())),
    )


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} / {five:.2f} / {fifteen:.2f} (1 / 5 / 15 min, {os.cpu_count()} cores)"


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def memory() -> dict[str, float]:
    """This process's resident memory (MiB): all of it, its private part, and its proportional
    share (shared pages, such as a mapped index file, divided among the processes mapping them)."""
    out = {}
    with open("/proc/self/smaps_rollup") as rollup:
        for line in rollup:
            name, _, rest = line.partition(":")
            if name in ("Rss", "Pss", "Private_Clean", "Private_Dirty"):
                out[name] = int(rest.split()[0]) / 1024
    return {"rss": out["Rss"], "pss": out["Pss"], "private": out["Private_Clean"] + out["Private_Dirty"]}


def index_files() -> list[Path]:
    from django.conf import settings

    directory = Path(settings.DISCOVERY_INDEX_DIR)
    return sorted(directory.glob("index-*.idx")) if directory.is_dir() else []


def bench_rebuild() -> list[float]:
    """A cold start: no file on the machine, no copy in the process; the version read, the
    catalogue read (binary COPY), the numpy build, the file written and mapped."""
    from apps.discovery.index import current_index, index_reset

    times = []
    for _ in range(3):
        for path in index_files():
            path.unlink()
        index_reset()
        started = time.perf_counter()
        current_index()
        times.append((time.perf_counter() - started) * 1000)
    return times


def bench_rebuild_phases() -> dict[str, float]:
    """One build taken apart (seconds): the catalogue read, the arrays, the file."""
    import tempfile

    from apps.companies.selectors import discovery_catalogue
    from apps.discovery.engine.index import index_build
    from apps.discovery.engine.store import index_write
    from apps.discovery.index import index_version

    started = time.perf_counter()
    version = index_version()
    catalogue = discovery_catalogue()
    read = time.perf_counter()
    built = index_build(catalogue, version=version)
    arrays = time.perf_counter()
    with tempfile.TemporaryDirectory() as directory:
        size = index_write(built, Path(directory) / "index.idx")
    written = time.perf_counter()
    return {
        "catalogue": read - started,
        "arrays": arrays - read,
        "file": written - arrays,
        "size_mib": size / 2**20,
        "rows": len(built),
    }


def bench_computation(user, searches: list[dict]) -> tuple[list[float], list[float]]:
    from apps.companies.selectors import membership_of
    from apps.discovery.engine.explain import Explainer
    from apps.discovery.engine.scoring import Profile, search
    from apps.discovery.index import current_index

    index = current_index()
    own = index.row_of(membership_of(user=user).company_id)
    profile = Profile.of_row(index, own)
    compute, explain = [], []
    for params in searches:
        criteria = criteria_of(params)
        started = time.perf_counter()
        picked = search(index, criteria, profile, limit=params["NumberToShow"], exclude_row=own)
        compute.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        explainer = Explainer(index, criteria, profile)
        for position in range(len(picked.rows)):
            explainer.company_score(picked, position)
        explain.append((time.perf_counter() - started) * 1000)
    return compute, explain


async def bench_http(user, searches: list[dict]) -> tuple[list[float], list[float]]:
    from urllib.parse import urlencode

    from asgiref.sync import sync_to_async
    from django.conf import settings
    from django.test import AsyncClient

    from apps.accounts.services import auth_token_issue

    token = await sync_to_async(auth_token_issue)(user=user)
    client = AsyncClient()
    # Per request: AsyncClient (Django 5.2) does not send the headers given to its constructor.
    headers = {"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {token}"}
    urls = [f"/api/companies/scoring?{urlencode(params, doseq=True)}" for params in searches]
    refill = sync_to_async(plan_refill)
    for url in urls[:10]:  # warm up: the index, the connection, Python's caches
        response = await client.get(url, headers=headers)
        assert response.status_code == 200, response.content
    times, cpu = [], []
    for url in urls:
        await refill(user)
        started, started_cpu = time.perf_counter(), time.process_time()
        response = await client.get(url, headers=headers)
        times.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
        assert response.status_code == 200, response.content
    return times, cpu


# --- a second web process: the machine's file mapped, changes seen through the change log ----------


def second_process(companies: int) -> None:
    """The other end of `bench_changes`: a process started after the first built the index,
    as a second web process is. It maps the machine's file (its memory is measured before and
    after mapping and searching), then, for each line `company_id expected` it reads on stdin,
    answers `polling`, reads the index version and brings its copy up to date in a loop (what
    every search does) until the company is as expected (`absent`, or its industry ids), and
    answers the time it saw it and whether its base was rebuilt."""
    import json

    setup_django(companies, reseed=False, migrate=False)
    from apps.discovery.engine.scoring import Profile, search
    from apps.discovery.index import current_index

    before = memory()
    started = time.perf_counter()
    index = current_index()
    mapped = time.perf_counter() - started
    searches = varied_searches(100)
    for params in searches:  # touch what searches touch
        search(index, criteria_of(params), Profile.of_row(index, None), limit=params["NumberToShow"])
    after = memory()
    print(json.dumps({"ready": True, "seconds": mapped, "before": before, "after": after}), flush=True)
    for line in sys.stdin:
        company_id, expected = line.split()
        print("polling", flush=True)
        base = current_index().base
        polls = 0
        while True:
            index = current_index()
            polls += 1
            row = index.row_of(int(company_id))
            if expected == "absent":
                seen = row is None
            else:
                industries = index.industry_vocabulary.decode(index.gather("industries", [row])[0]) if row else None
                seen = row is not None and ",".join(map(str, sorted(industries))) == expected
            if seen:
                break
            time.sleep(0.001)
        print(json.dumps({"seen": time.time(), "polls": polls, "rebuilt": index.base is not base}), flush=True)


def bench_changes(companies: int, rounds: int = 5) -> None:
    """A company approved, edited, unpublished and deleted in this process, each committed as
    the product commits it (signals, the version bump after commit), and the time until a
    second process finds it as it now is, by the incremental update of its copy."""
    import json
    import subprocess

    from django.db import transaction

    from apps.companies.models import Company, Industry
    from apps.discovery.index import current_index

    child = subprocess.Popen(  # noqa: S603
        [sys.executable, __file__, "--companies", str(companies), "--second-process"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ},
    )
    ready = json.loads(child.stdout.readline())
    grown = {key: ready["after"][key] - ready["before"][key] for key in ready["after"]}
    size = sum(path.stat().st_size for path in index_files()[-1:]) / 2**20
    print(
        f"  second process: mapped the machine's file in {ready['seconds']:.2f} s; after 100 searches its memory "
        f"grew by RSS {grown['rss']:.1f} MiB (private {grown['private']:.1f} MiB, proportional share "
        f"{grown['pss']:.1f} MiB); the file {size:.1f} MiB, shared by the machine's processes"
    )
    print(
        f"  index memory per web process: {grown['rss']:.1f} MiB resident (counting the shared file whole)"
        f"   target <= 150 MiB   {verdict(grown['rss'] <= 150)}"
    )
    industries = list(Industry.objects.order_by("id").values_list("id", flat=True))
    lags, rebuilt = {"approve": [], "edit": [], "unpublish": [], "delete": []}, False

    def watch(action: str, company_id: int, expected: str, write) -> None:
        nonlocal rebuilt
        child.stdin.write(f"{company_id} {expected}\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "polling"
        started = time.time()
        with transaction.atomic():
            write()
        answer = json.loads(child.stdout.readline())
        lags[action].append((answer["seen"] - started) * 1000)
        rebuilt = rebuilt or answer["rebuilt"]

    for number in range(rounds):
        company = Company.objects.create(
            name=f"Bench change {number}",
            website="https://www.bench-change.example",
            domain="bench-change.example",
            description="<p>A company the benchmark approves, edits, unpublishes and deletes.</p>",
            is_approved=False,
        )
        company.target_industries.set(industries[:1])
        current_index()
        first, second = sorted(industries[number % 7 : number % 7 + 1]), sorted(industries[-2:])

        def approve(company=company):
            company.is_approved = True
            company.save()

        watch("approve", company.pk, ",".join(map(str, industries[:1])), approve)
        watch("edit", company.pk, ",".join(map(str, second)), lambda c=company, s=second: c.target_industries.set(s))

        def unpublish(company=company):
            company.is_approved = False
            company.save()

        watch("unpublish", company.pk, "absent", unpublish)
        company.is_approved = True
        company.save()
        watch("delete", company.pk, "absent", company.delete)
        del first
    child.stdin.close()
    child.wait(timeout=60)
    everything = [lag for values in lags.values() for lag in values]
    for action, values in lags.items():
        print(f"    {action:10s} seen by the second process after: " + ", ".join(f"{v:.0f}" for v in values) + " ms")
    print(
        f"  change seen by another process: max {max(everything):.0f} ms over {len(everything)} changes, "
        f"{'a rebuild happened' if rebuilt else 'every one applied incrementally (no rebuild)'}"
        f"   target <= 1000 ms, incremental   {verdict(max(everything) <= 1000 and not rebuilt)}"
    )


def bench_rules(user, searches: list[dict], count: int = 20) -> None:
    """The ranking at this size: for a sample of searches, the pruned search answers exactly
    what scoring every company and sorting answers, and the issue-20 order rules hold on the
    companies it shows (the ones `test_engine.py` holds that can be read off one answer)."""
    import numpy as np

    from apps.companies.selectors import membership_of
    from apps.discovery.engine.scoring import ANY, EXACT, MISSED, Profile, fits, rank, score_all, search
    from apps.discovery.index import current_index

    index = current_index()
    own = index.row_of(membership_of(user=user).company_id)
    profile = Profile.of_row(index, own)
    broken = []
    for params in searches[:count]:
        criteria = criteria_of(params)
        picked = search(index, criteria, profile, limit=params["NumberToShow"], exclude_row=own)
        everything = score_all(index, criteria, profile)
        expected = rank(index, everything, limit=params["NumberToShow"], exclude_row=own)
        if picked.rows.tolist() != expected.tolist():
            broken.append(f"{params}: the pruned search differs from the full ranking")
        totals = np.round(picked.total * 1e6)
        if np.any(np.diff(totals) > 0):
            broken.append(f"{params}: scores out of order")
        if own is not None and own in picked.rows.tolist():
            broken.append(f"{params}: the searcher's own company is shown")
        if not fits(picked).all():
            broken.append(f"{params}: a company that does not fit the search is shown")
        exact = np.ones(len(picked.rows), dtype=bool)
        for levels in picked.levels.values():
            exact &= (levels == EXACT) | (levels == ANY)
        # Specific beats generic: exact on every criterion ranks above any company broad, partial
        # or missing on one (Agnostic + Global ones among them).
        if exact.any() and (~exact[: len(exact) - int(np.argmax(exact[::-1]))]).any():
            broken.append(f"{params}: a company not exact on every criterion ranks above one that is")
        missing = np.zeros(len(picked.rows), dtype=bool)
        for levels in picked.levels.values():
            missing |= levels == MISSED
        if missing.any() and (~missing[np.argmax(missing) :]).any():
            broken.append(f"{params}: a company missing a criterion ranks above one meeting them all")
    print(
        f"  ranking rules on {count} searches over {len(index):,} companies (pruned search = full ranking, "
        f"scores in order, only companies that fit, never the own one, none missing a criterion above one "
        f"meeting them all, none above a company exact on every criterion unless it is too): {len(broken)} broken"
        f"   {verdict(not broken)}"
    )
    for line in broken[:5]:
        print(f"    {line}")


def run(companies: int, searches_count: int, reseed: bool) -> None:
    setup_django(companies, reseed)
    from django.conf import settings
    from django.db import connection

    from apps.companies.models import Company

    print(f"\n=== {companies:,} companies ({connection.vendor}, {settings.DATABASES['default']['NAME']}) ===")
    print(f"  at the start: {load_average()}")
    seed(companies)
    user = searcher()
    catalogue = Company.objects.filter(is_approved=True).count()
    print(f"  approved companies in the catalogue: {catalogue:,}")
    if catalogue > companies * 1.01:
        # A database kept from a larger run: seeding only adds, so the figures are the catalogue's.
        print(
            f"  NOTE: the database holds {catalogue:,} companies, more than the {companies:,} asked: every "
            f"figure below is for {catalogue:,} (give a database of its own to measure {companies:,})"
        )
    searches = varied_searches(searches_count)
    # Issue 9's targets at 10,000 (p50 15 ms), issue 25's from 100,000 on: by what is measured.
    p50_target = 15 if catalogue <= 10_000 * 1.01 else 50

    import resource

    resident = memory()["rss"]
    rebuild = bench_rebuild()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    median = statistics.median(rebuild) / 1000
    print(
        f"  full rebuild (cold start: no file, no copy; catalogue read, arrays, file written and mapped): "
        f"median {median:.2f} s (runs: " + ", ".join(f"{t / 1000:.2f} s" for t in rebuild) + ")"
        f"   target <= 5 s   {verdict(median <= 5)}"
    )
    print(
        f"    the building process: {resident:.0f} MiB resident before, a peak of {peak:.0f} MiB while building "
        f"(+{peak - resident:.0f} MiB; it then maps the file like the others), "
        f"{memory()['rss']:.0f} MiB after"
    )
    phases = bench_rebuild_phases()
    print(
        f"    of which: catalogue read {phases['catalogue']:.2f} s, arrays {phases['arrays']:.2f} s, "
        f"file {phases['file']:.2f} s; {phases['rows']:,} rows, the file {phases['size_mib']:.1f} MiB "
        f"({phases['size_mib'] * 2**20 / max(phases['rows'], 1):.0f} bytes a company)"
    )
    compute, explain = bench_computation(user, searches)
    print(f"  score computation:     {figures(compute)}")
    print(f"  breakdown of results:  {figures(explain)}")
    http, cpu = asyncio.run(bench_http(user, searches))
    p50, p95 = percentile(http, 0.5), percentile(http, 0.95)
    print(f"  GET /api/companies/scoring (ASGI handler, signed in, {len(http)} searches, each paid and recorded):")
    print(f"    wall time:           {figures(http)}")
    print(f"    CPU time:            {figures(cpu)}   (this process, all threads)")
    print(f"    p50 {p50:.1f} ms   target <= {p50_target} ms   {verdict(p50 <= p50_target)}")
    print(f"    p95 {p95:.1f} ms   target <= 100 ms   {verdict(p95 <= 100)}")
    bench_rules(user, searches)
    bench_changes(companies)
    print(f"  at the end: {load_average()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--companies", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--searches", type=int, default=SEARCHES)
    parser.add_argument("--reseed", action="store_true", help="make the SQLite catalogue again")
    parser.add_argument("--second-process", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.second_process:
        second_process(args.companies[0])
        return
    if len(args.companies) > 1:
        # Django is set up once per process: each size runs in a process of its own.
        import subprocess

        for count in args.companies:
            command = [sys.executable, __file__, "--companies", str(count), "--searches", str(args.searches)]
            subprocess.run([*command, *(["--reseed"] if args.reseed else [])], check=True)  # noqa: S603
        return
    run(args.companies[0], args.searches, args.reseed)


if __name__ == "__main__":
    main()
