"""Discovery benchmark (issue 9): how fast the Partner Fit Score is with a large catalogue.

For each catalogue size it seeds that many synthetic approved companies (bulk_create, with
targets, deal sizes, partnership types and contacts), a searcher with a company and plenty
of credits, and prints:

- **HTTP**: p50/p95/max server latency of `GET /api/companies/scoring` over 200 searches with
  varied criteria (industries, sub-regions, segments, Agnostic/Global, NumberToShow), signed
  in, through Django's ASGI handler (`django.test.AsyncClient`: the ASGI request handler, every
  middleware including the API key check, JWT authentication, DRF, the database; the same
  path daphne drives, minus the socket). Each search really spends credits and is recorded.
- **computation**: p50/p95 of the score computation alone (every company scored and the best
  picked, `engine.scoring.search`), no database, over the same 200 searches; and the
  breakdown of the returned companies (`Explainer`) on its own line.
  The CPU time this process spent on each request is printed too: on a machine shared with
  other work the wall time also counts the waits for a core, the CPU time does not.
- **rebuild**: the time to rebuild the index (the version read, the catalogue queries and the
  numpy build), the median of 3.

Issue 9's targets on the project's 2-core machine: p50 <= 15 ms at 10,000 companies and
<= 50 ms at 100,000; computation <= 10 ms at 100,000; rebuild at 100,000 < 5 s.

Usage (from the project root):
    .venv/bin/python bench/discovery.py                      # 10,000 and 100,000
    .venv/bin/python bench/discovery.py --companies 10000 --searches 200
The catalogue lives in var/bench/discovery-<N>.sqlite3 and is reused by later runs
(--reseed makes it again). With DATABASE_URL set, that database is used instead: give it a
database of its own, the benchmark migrates it and adds its companies.
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


def setup_django(companies: int, reseed: bool) -> None:
    if not os.environ.get("DATABASE_URL"):
        path = ROOT / "var" / "bench" / f"discovery-{companies}.sqlite3"
        path.parent.mkdir(parents=True, exist_ok=True)
        if reseed and path.exists():
            path.unlink()
        os.environ["DATABASE_URL"] = f"sqlite:///{path}"
    # The test settings: DEBUG off, fast password hashing, Celery inline, any host.
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.test"
    import django

    django.setup()
    logging.getLogger("apps.discovery").setLevel(logging.WARNING)
    logging.getLogger("django.request").setLevel(logging.ERROR)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def seed(count: int) -> None:
    """`count` approved companies with varied profiles (skipped when they are there)."""
    from django.db import transaction

    from apps.companies.models import Company, Contact, DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
    from apps.discovery.index import index_invalidate

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
        index_invalidate()
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


def bench_rebuild() -> list[float]:
    from apps.discovery.index import current_index, index_reset

    times = []
    for _ in range(3):
        index_reset()
        started = time.perf_counter()
        current_index()
        times.append((time.perf_counter() - started) * 1000)
    return times


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


def run(companies: int, searches_count: int, reseed: bool) -> None:
    setup_django(companies, reseed)
    from django.conf import settings
    from django.db import connection

    from apps.companies.models import Company

    print(f"\n=== {companies:,} companies ({connection.vendor}, {settings.DATABASES['default']['NAME']}) ===")
    seed(companies)
    user = searcher()
    print(f"  approved companies in the catalogue: {Company.objects.filter(is_approved=True).count():,}")
    searches = varied_searches(searches_count)

    rebuild = bench_rebuild()
    print(
        f"  index rebuild:         median {statistics.median(rebuild) / 1000:6.2f} s   (runs: "
        + ", ".join(f"{t / 1000:.2f} s" for t in rebuild)
        + ")"
    )
    compute, explain = bench_computation(user, searches)
    print(f"  score computation:     {figures(compute)}")
    print(f"  breakdown of results:  {figures(explain)}")
    http, cpu = asyncio.run(bench_http(user, searches))
    print(f"  GET /api/companies/scoring (ASGI, signed in, {len(http)} searches):")
    print(f"    wall time:           {figures(http)}")
    print(f"    CPU time:            {figures(cpu)}   (this process, all threads)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--companies", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--searches", type=int, default=SEARCHES)
    parser.add_argument("--reseed", action="store_true", help="make the SQLite catalogue again")
    args = parser.parse_args()
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
