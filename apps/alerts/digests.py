"""Daily and weekly digests (docs/alerts.md "Digests"): one e-mail and one in-app notification per
member and period listing the companies that entered their Daily (or Weekly) saved searches
since the last digest, with their scores. A period is a UTC day, or an ISO week from Monday.

Built by the beat task in batches of members (a few queries per batch, whatever its size), and
at most once per member, frequency and period: each batch inserts the members' AlertDigest rows
(unique per member, frequency and period; inserting one that exists is skipped) stamped with the
run's id, and only the members whose row this run inserted get a digest. A second run in the
same period, or two at once, sends nothing twice; alerts that arrive after a member's digest
wait for the next period."""

import uuid
from collections import defaultdict
from datetime import UTC, date, timedelta

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from apps.alerts import delivery
from apps.alerts.models import AlertDigest, AlertShown, SavedSearch
from apps.billing.selectors import user_ids_with_active_plan

BATCH = 500
DIGEST_FREQUENCIES = (SavedSearch.Frequency.DAILY, SavedSearch.Frequency.WEEKLY)


def period_start(frequency: int, now) -> date:
    day = now.astimezone(UTC).date() if timezone.is_aware(now) else now.date()
    return day - timedelta(days=day.weekday()) if frequency == SavedSearch.Frequency.WEEKLY else day


def alert_digests_send(*, frequency: int, now=None, batch: int = BATCH) -> int:
    """This period's digests of `frequency` (Daily or Weekly) for every member with alerts
    waiting. Safe to run twice, also at once. Answers how many digests it sent."""
    if frequency not in DIGEST_FREQUENCIES:
        raise ValueError(f"no digests for frequency {frequency}")
    now = now or timezone.now()
    start = period_start(frequency, now)
    user_ids = sorted(
        set(
            AlertShown.objects.filter(state=AlertShown.State.PENDING, saved_search__frequency=frequency)
            .order_by()
            .values_list("saved_search__user_id", flat=True)
        )
    )
    sent = 0
    for first in range(0, len(user_ids), batch):
        sent += _digest_batch(user_ids[first : first + batch], frequency=frequency, start=start, now=now)
    return sent


@transaction.atomic
def _digest_batch(user_ids: list[int], *, frequency: int, start: date, now) -> int:
    rows = list(
        AlertShown.objects.filter(
            state=AlertShown.State.PENDING, saved_search__frequency=frequency, saved_search__user_id__in=user_ids
        )
        .order_by("saved_search_id", "-match_score", "company_id")
        .values(
            "id",
            "company_id",
            "match_score",
            "saved_search_id",
            "saved_search__user_id",
            "saved_search__name",
            "saved_search__email_alerts",
            "company__name",
            "company__is_approved",
        )
    )
    users = {user.pk: user for user in get_user_model().objects.filter(pk__in=user_ids, is_active=True)}
    may_search = user_ids_with_active_plan(user_ids=users)
    kept, dropped = defaultdict(list), []
    for row in rows:
        user_id = row["saved_search__user_id"]
        if row["company__is_approved"] and user_id in users and user_id in may_search:
            kept[user_id].append(row)
        else:  # the company was unpublished since, or the member may no longer search
            dropped.append(row["id"])
    if dropped:
        AlertShown.objects.filter(pk__in=dropped, state=AlertShown.State.PENDING).update(state=AlertShown.State.DROPPED)

    run = uuid.uuid4().hex
    AlertDigest.objects.bulk_create(
        [
            AlertDigest(
                user_id=user_id, frequency=frequency, period_start=start, alert_count=len(items), sent_at=now, run=run
            )
            for user_id, items in kept.items()
        ],
        ignore_conflicts=True,
    )
    # Only the members whose row this run inserted: the others had this period's digest already.
    mine = set(AlertDigest.objects.filter(run=run).values_list("user_id", flat=True))
    if not mine:
        return 0
    taken = [row for user_id in mine for row in kept[user_id]]
    AlertShown.objects.filter(pk__in=[row["id"] for row in taken], state=AlertShown.State.PENDING).update(
        state=AlertShown.State.SENT, sent_at=now
    )
    SavedSearch.objects.filter(pk__in={row["saved_search_id"] for row in taken}).update(last_digest_at=now)

    notices = []
    for user_id in sorted(mine):
        searches = {}
        for row in kept[user_id]:
            search = searches.setdefault(
                row["saved_search_id"],
                delivery.DigestSearch(
                    saved_search_id=row["saved_search_id"],
                    name=row["saved_search__name"],
                    email_alerts=row["saved_search__email_alerts"],
                    companies=[],
                ),
            )
            search.companies.append(
                {"companyId": row["company_id"], "name": row["company__name"], "matchScore": row["match_score"]}
            )
        notices.append(
            delivery.digest_send(user=users[user_id], frequency=frequency, searches=list(searches.values()), now=now)
        )
    delivery.digest_notices_send(notices, now=now)
    return len(mine)
