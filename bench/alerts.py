"""Alerts benchmark (issue 24, item 5): matching a new company against every saved search, and
building the daily digest.

It seeds (once; reused by later runs) a catalogue of synthetic approved companies with targets
(bulk_create, as bench/discovery.py), SEARCHES members, each in one of those companies with an
active plan and one saved search (random criteria as a discovery search takes them: 1-3
industries or Industry Agnostic, 0-3 sub-regions or Geography Global, 0-2 segments; top 5, 10 or
20; Instant, Daily or Weekly), computes every baseline, and prints:

- **match**: the time to match one new company (MATCHES companies of the catalogue are kept
  out of the baselines, as companies approved since are) against all SEARCHES saved searches
  in one vectorised pass (apps/alerts/engine.py: the members' company profiles taken from discovery's
  index, every search's score of the company, the rank keys, the top-N rule against each
  baseline), p50 / p95 / max over the MATCHES companies, no database. Target
  (issue 24): < 200 ms for 100,000 saved searches. PASS/FAIL is on the p95.
- **match, whole task**: `services.company_alerts_match` for a few companies: the waiting row
  taken under its lock, the pass, the alerts written, the in-app notifications and e-mails
  (Django's in-memory mail backend; Celery eager), with a warm saved-search index.
- **saved-search index build**: loading every alerting saved search and building the bitsets
  (what a process does when saved searches changed), median of 3.
- **baselines refresh**: recomputing every search's top N with discovery's engine
  (`matching.baselines_refresh(force=True)`, searches with the same criteria and company scored
  once) and writing them: the batch that runs after matches and by the beat task. No target.
- **daily digest**: `digests.alert_digests_send` for DIGEST_MEMBERS members with 3 alerts each
  waiting (in one or two Daily searches): one e-mail and one in-app notification per member,
  in batches. Target (issue 24): < 1 minute for 10,000 members.

The CPU time of this process is printed beside the wall times: on a machine shared with other
work the wall time also counts the waits for a core.

Usage (from the project root):
    .venv/bin/python bench/alerts.py                     # 10,000 companies, 100,000 searches, 10,000 members
    .venv/bin/python bench/alerts.py --companies 2000 --searches 20000 --digest-members 2000
The data lives in var/bench/alerts-<companies>-<searches>.sqlite3 and is reused by later runs
(--reseed makes it again). With DATABASE_URL set, that database is used instead (a database of
its own: the benchmark migrates it and adds its rows).
"""

import argparse
import logging
import os
import random
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SEED = 20261126
MATCH_TARGET_MS = 200
DIGEST_TARGET_S = 60
EMAIL_DOMAIN = "alerts-bench.example"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def setup_django(companies: int, searches: int, reseed: bool) -> None:
    if not os.environ.get("DATABASE_URL"):
        path = ROOT / "var" / "bench" / f"alerts-{companies}-{searches}.sqlite3"
        path.parent.mkdir(parents=True, exist_ok=True)
        if reseed and path.exists():
            path.unlink()
        os.environ["DATABASE_URL"] = f"sqlite:///{path}"
    # The test settings: DEBUG off, Celery inline; e-mails kept in memory (no files, no SMTP).
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.test"
    import django
    from django.conf import settings

    django.setup()
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    for name in ("apps.discovery", "apps.alerts", "celery", "django.request"):
        logging.getLogger(name).setLevel(logging.WARNING)
    logging.getLogger("kombu").setLevel(logging.ERROR)  # eager Celery names no broker host
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def seed_companies(count: int, rng: random.Random) -> None:
    from django.db import transaction

    from apps.companies.models import Company, GeoRegion, Industry, MarketSegment
    from apps.discovery.index import INDEX_KEY

    have = Company.objects.filter(name__startswith="Alerts bench company ").count()
    if have >= count:
        return
    started = time.perf_counter()
    industries = list(Industry.objects.values_list("id", flat=True))
    regions = list(GeoRegion.objects.filter(parent__isnull=False).values_list("id", flat=True))
    segments = list(MarketSegment.objects.values_list("id", flat=True))
    with transaction.atomic():
        rows = []
        for number in range(have, count):
            domain = f"alerts-bench-{number}.example"
            rows.append(
                Company(
                    name=f"Alerts bench company {number:06d}",
                    website=f"https://www.{domain}",
                    domain=domain,
                    logo_host=domain,
                    description="<p>A company of the alerts benchmark, with partner programmes in several regions.</p>",
                    partner_type=rng.choice([1, 2]),
                    company_size=rng.choice([None, 1, 2, 3]),
                    is_industry_agnostic=rng.random() < 0.08,
                    is_geo_global=rng.random() < 0.08,
                    partner_readiness=rng.choice([None, 1, 2, 3]),
                    is_approved=True,
                )
            )
        created = Company.objects.bulk_create(rows, batch_size=2000)
        through = {
            "industries": Company.target_industries.through,
            "regions": Company.geo_regions.through,
            "segments": Company.market_segments.through,
        }
        links = {key: [] for key in through}
        for company in created:
            if not company.is_industry_agnostic:
                links["industries"] += [
                    through["industries"](company_id=company.pk, industry_id=i)
                    for i in rng.sample(industries, rng.randint(1, 3))
                ]
            if not company.is_geo_global:
                links["regions"] += [
                    through["regions"](company_id=company.pk, georegion_id=r)
                    for r in rng.sample(regions, rng.randint(1, 3))
                ]
            links["segments"] += [
                through["segments"](company_id=company.pk, marketsegment_id=s)
                for s in rng.sample(segments, rng.randint(1, 2))
            ]
        for key, objects in links.items():
            through[key].objects.bulk_create(objects, batch_size=5000)
        INDEX_KEY.bump()  # bulk_create sends no signals
    print(f"  seeded {count - have:,} companies in {time.perf_counter() - started:.1f} s")


def seed_members(count: int, rng: random.Random) -> None:
    """`count` members, each in a company of the catalogue with an active plan and one saved search."""
    from django.db import transaction
    from django.utils import timezone

    from apps.accounts.models import User
    from apps.alerts.matching import saved_searches_changed
    from apps.alerts.models import SavedSearch
    from apps.billing.models import PricingPlan, Subscription
    from apps.companies.models import Company, CompanyMember, GeoRegion, Industry, MarketSegment

    have = User.objects.filter(email__endswith=f"@{EMAIL_DOMAIN}").count()
    if have >= count:
        return
    started = time.perf_counter()
    company_ids = list(Company.objects.filter(name__startswith="Alerts bench company ").values_list("id", flat=True))
    industries = list(Industry.objects.values_list("id", flat=True))
    regions = list(GeoRegion.objects.filter(parent__isnull=False).values_list("id", flat=True))
    segments = list(MarketSegment.objects.values_list("id", flat=True))
    now = timezone.now()
    with transaction.atomic():
        users = User.objects.bulk_create(
            [
                User(
                    email=f"member.{n}@{EMAIL_DOMAIN}",
                    first_name=f"Member{n}",
                    last_name="Bench",
                    password="!",  # unusable: no hashing for 100,000 accounts
                    status=User.Status.ACTIVE,
                    referral_code=f"AB{n:08d}",
                )
                for n in range(have, count)
            ],
            batch_size=2000,
        )
        CompanyMember.objects.bulk_create(
            [CompanyMember(company_id=rng.choice(company_ids), user_id=u.pk) for u in users], batch_size=5000
        )
        plan = PricingPlan.objects.get(pk=PricingPlan.PARTNER_PRO)
        Subscription.objects.bulk_create(
            [
                Subscription(
                    user_id=u.pk,
                    plan=plan,
                    status=Subscription.Status.ACTIVE,
                    current_period_end=now + timedelta(days=365),
                    credits_quota=1000,
                    provider=Subscription.Provider.MANUAL,
                )
                for u in users
            ],
            batch_size=5000,
        )
        searches = []
        for n, user in enumerate(users):
            agnostic, global_ = rng.random() < 0.1, rng.random() < 0.1
            searches.append(
                SavedSearch(
                    user_id=user.pk,
                    name=f"Bench search {n}",
                    is_industry_agnostic=agnostic,
                    industry_ids=[] if agnostic else rng.sample(industries, rng.randint(1, 3)),
                    is_geo_global=global_,
                    region_ids=[] if global_ else rng.sample(regions, rng.randint(0, 3)),
                    segment_ids=rng.sample(segments, rng.randint(0, 2)),
                    top_n=rng.choice([5, 10, 20]),
                    frequency=rng.choices([1, 2, 3], weights=[3, 5, 2])[0],
                )
            )
        SavedSearch.objects.bulk_create(searches, batch_size=2000)
        saved_searches_changed()
    print(f"  seeded {count - have:,} members with a saved search in {time.perf_counter() - started:.1f} s")


def timed(function):
    wall, cpu = time.perf_counter(), time.process_time()
    result = function()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def newcomers_reserve(count: int, rng: random.Random) -> list[int]:
    """`count` companies of the catalogue made "new": waiting to be matched, so the baselines
    leave them out, as they leave out a company approved since."""
    from apps.alerts.models import PendingMatch
    from apps.companies.models import Company

    PendingMatch.objects.all().delete()
    ids = rng.sample(
        sorted(Company.objects.filter(name__startswith="Alerts bench company ").values_list("id", flat=True)), count
    )
    PendingMatch.objects.bulk_create([PendingMatch(company_id=i) for i in ids])
    return ids


def measure_match(newcomers: list[int]) -> float:
    import numpy as np

    from apps.alerts.engine import match_company, profiles_take
    from apps.alerts.matching import saved_search_index
    from apps.discovery.index import current_index

    index = current_index()
    searches, members = saved_search_index(index)
    rows = [index.row_of(company_id) for company_id in newcomers]
    match_company(searches, profiles_take(index, members), index, rows[0])  # warm-up
    walls, cpus, entered = [], [], []
    for row in rows:
        wall, cpu = time.perf_counter(), time.process_time()
        result = match_company(searches, profiles_take(index, members), index, row)
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
        entered.append(int(np.count_nonzero(result.entering)))
    p95 = percentile(walls, 0.95)
    print(
        f"match (one company x {len(searches):,} saved searches, {len(rows)} companies): "
        f"p50 {percentile(walls, 0.5):.1f} ms  p95 {p95:.1f} ms  max {max(walls):.1f} ms  "
        f"(CPU p50 {percentile(cpus, 0.5):.1f} ms); searches entered per company: median "
        f"{statistics.median(entered):.0f}, max {max(entered)}   target < {MATCH_TARGET_MS} ms: "
        f"{'PASS' if p95 < MATCH_TARGET_MS else 'FAIL'}"
    )
    return p95


def measure_task(company_ids: list[int]) -> None:
    from apps.alerts import services
    from apps.alerts.models import AlertShown

    count = len(company_ids)
    walls, made = [], []
    for company_id in company_ids:
        result, wall, _ = timed(lambda c=company_id: services.company_alerts_match(company_id=c))
        walls.append(wall * 1000)
        made.append(result)
    AlertShown.objects.filter(company_id__in=company_ids).delete()
    print(
        f"match, whole task ({count} companies): p50 {percentile(walls, 0.5):.0f} ms  max {max(walls):.0f} ms; "
        f"alerts made per company: median {statistics.median(made):.0f}"
    )


def measure_build() -> None:
    from apps.alerts import matching
    from apps.discovery.index import current_index

    index = current_index()
    walls = []
    for _ in range(3):
        matching.saved_search_index_reset()
        matching.saved_searches_changed()
        _, wall, _ = timed(lambda: matching.saved_search_index(index))
        walls.append(wall)
    print(f"saved-search index build: median {statistics.median(walls):.2f} s")


def measure_refresh(searches: int) -> None:
    from apps.alerts import matching

    written, wall, cpu = timed(lambda: matching.baselines_refresh(force=True))
    print(f"baselines refresh ({written:,} saved searches): {wall:.1f} s (CPU {cpu:.1f} s)")


def prepare_digest(members: int, rng: random.Random, now) -> None:
    """`members` members with 3 alerts waiting each, in Daily searches (a second Daily search for
    a third of them)."""
    from django.db import transaction

    from apps.alerts.models import AlertDigest, AlertShown, SavedSearch
    from apps.companies.models import Company
    from apps.notifications.models import Notification

    company_ids = list(Company.objects.filter(name__startswith="Alerts bench company ").values_list("id", flat=True))
    searches = list(SavedSearch.objects.filter(user__email__endswith=f"@{EMAIL_DOMAIN}").order_by("id")[:members])
    with transaction.atomic():
        AlertShown.objects.all().delete()
        AlertDigest.objects.all().delete()
        Notification.objects.filter(kind="alerts.newMatch").delete()
        SavedSearch.objects.filter(pk__in=[s.pk for s in searches]).update(frequency=SavedSearch.Frequency.DAILY)
        extra = []
        for search in searches[: members // 3]:
            extra.append(
                SavedSearch(
                    user_id=search.user_id,
                    name=f"{search.name} (2)",
                    industry_ids=search.industry_ids,
                    is_industry_agnostic=search.is_industry_agnostic,
                    region_ids=search.region_ids,
                    is_geo_global=search.is_geo_global,
                    segment_ids=search.segment_ids,
                    frequency=SavedSearch.Frequency.DAILY,
                )
            )
        SavedSearch.objects.filter(name__endswith=" (2)", user__email__endswith=f"@{EMAIL_DOMAIN}").delete()
        extra = SavedSearch.objects.bulk_create(extra, batch_size=2000)
        second = {s.user_id: s for s in extra}
        rows = []
        for search in searches:
            picked = rng.sample(company_ids, 3)
            for k, company_id in enumerate(picked):
                target = second.get(search.user_id, search) if k == 2 else search
                rows.append(
                    AlertShown(
                        saved_search_id=target.pk,
                        company_id=company_id,
                        match_score=rng.randint(50, 99),
                        state=AlertShown.State.PENDING,
                        created_at=now - timedelta(hours=2),
                    )
                )
        AlertShown.objects.bulk_create(rows, batch_size=5000)


def measure_digest(members: int, rng: random.Random) -> None:
    from django.core import mail

    from apps.alerts import digests
    from apps.alerts.models import SavedSearch

    now = datetime(2027, 1, 4, 7, 0, tzinfo=UTC)
    prepare_digest(members, rng, now)
    mail.outbox = []
    sent, wall, cpu = timed(lambda: digests.alert_digests_send(frequency=SavedSearch.Frequency.DAILY, now=now))
    print(
        f"daily digest ({members:,} members, 3 alerts each): {wall:.1f} s (CPU {cpu:.1f} s); {sent:,} digests, "
        f"{len(mail.outbox):,} e-mails   target < {DIGEST_TARGET_S} s: {'PASS' if wall < DIGEST_TARGET_S else 'FAIL'}"
    )
    again, wall2, _ = timed(lambda: digests.alert_digests_send(frequency=SavedSearch.Frequency.DAILY, now=now))
    print(f"  the same run again (the period's digests are out): {again} digests, {wall2:.2f} s")
    # The second searches made for the digest go, so the next run starts from the same data.
    SavedSearch.objects.filter(name__endswith=" (2)", user__email__endswith=f"@{EMAIL_DOMAIN}").delete()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--companies", type=int, default=10_000)
    parser.add_argument("--searches", type=int, default=100_000)
    parser.add_argument("--digest-members", type=int, default=10_000)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--tasks", type=int, default=10)
    parser.add_argument("--reseed", action="store_true")
    args = parser.parse_args()

    setup_django(args.companies, args.searches, args.reseed)
    rng = random.Random(SEED)  # noqa: S311 (reproducible data, not security)
    print(f"alerts benchmark: {args.companies:,} companies, {args.searches:,} saved searches (load {os.getloadavg()})")
    seed_companies(args.companies, rng)
    seed_members(args.searches, rng)
    newcomers = newcomers_reserve(args.matches, rng)
    measure_refresh(args.searches)
    measure_build()
    measure_match(newcomers)
    measure_task(newcomers[: args.tasks])
    measure_digest(min(args.digest_members, args.searches), rng)
    print(f"load average at the end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
