"""Celery tasks of alerts: matching a company after its change commits, the baselines' refresh,
the digests, and the sweep that catches a lost match. Each is safe to run twice, also at once."""

from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.alerts import digests, matching, services
from apps.alerts.models import PendingMatch, SavedSearch


@shared_task
def company_alerts_match(company_id: int) -> int:
    made = services.company_alerts_match(company_id=company_id)
    # The catalogue moved on: the baselines follow, a little later, so that a burst of changes
    # (several approvals, an import) costs one refresh.
    transaction.on_commit(
        lambda: saved_search_baselines_refresh.apply_async(countdown=settings.ALERTS_BASELINES_DELAY_SECONDS)
    )
    return made


@shared_task
def saved_search_baselines_refresh() -> int:
    return matching.baselines_refresh()


@shared_task
def alert_digests_daily() -> int:
    return digests.alert_digests_send(frequency=SavedSearch.Frequency.DAILY)


@shared_task
def alert_digests_weekly() -> int:
    return digests.alert_digests_send(frequency=SavedSearch.Frequency.WEEKLY)


@shared_task
def alerts_sweep() -> int:
    """Companies still waiting ALERTS_MATCH_RETRY_MINUTES after their change (a task lost with
    a worker) are matched again; the baselines are refreshed when the catalogue moved on."""
    before = timezone.now() - timedelta(minutes=settings.ALERTS_MATCH_RETRY_MINUTES)
    waiting = list(PendingMatch.objects.filter(changed_at__lte=before).values_list("company_id", flat=True))
    for company_id in waiting:
        company_alerts_match.delay(company_id)
    saved_search_baselines_refresh.delay()
    return len(waiting)
