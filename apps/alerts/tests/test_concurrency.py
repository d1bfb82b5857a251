"""Alerts under real concurrency (PostgreSQL; REQUIRE_SERVICES=1 makes a missing database a
failure): two matches of one company at once alert once, two digest runs at once send each
member's digest once, two baseline refreshes at once do the work once."""

from datetime import UTC, datetime
from unittest import mock

import pytest
from django.core import mail

from apps.alerts import digests, matching, services, tasks
from apps.alerts.models import AlertDigest, AlertShown, SavedSearch
from apps.alerts.services import SavedSearchValues
from apps.alerts.tests.factories import AlertShownFactory, SavedSearchFactory
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, WESTERN_EUROPE
from apps.core.testing import run_together

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def returned(results):
    for result in results:
        if isinstance(result, Exception):
            raise result
    return sorted(results)


def test_two_matches_of_one_company_at_once_alert_once(require_services, searcher):
    CompanyFactory(
        name="Nordic Channel", partner_type=2, target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE]
    )
    values = SavedSearchValues(
        name="Cyber", industry_ids=(CYBERSECURITY,), region_ids=(WESTERN_EUROPE,), top_n=2, frequency=1
    )
    saved = services.saved_search_create(user=searcher, read=lambda current: values)
    with mock.patch.object(tasks.company_alerts_match, "delay"):  # the match runs below, twice at once
        cyber = CompanyFactory(
            name="Cyber Two",
            partner_type=Company.PartnerType.CHANNEL,
            target_industries=[CYBERSECURITY],
            geo_regions=[WESTERN_EUROPE],
        )
    mail.outbox.clear()

    made = returned(run_together(2, lambda: services.company_alerts_match(company_id=cyber.pk)))

    assert made == [0, 1]
    assert AlertShown.objects.filter(saved_search=saved, company=cyber).count() == 1
    assert len([m for m in mail.outbox if "saved search" in m.subject]) == 1


def test_two_digest_runs_at_once_send_each_members_digest_once(require_services, searcher, other_user):
    SubscriptionFactory(user=other_user)
    companies = [CompanyFactory(name=f"Digest company {n}") for n in range(2)]  # before the searches
    for user in (searcher, other_user):
        search = SavedSearchFactory(user=user, frequency=SavedSearch.Frequency.DAILY)
        for company in companies:
            AlertShownFactory(saved_search=search, company=company, state=AlertShown.State.PENDING)
    mail.outbox.clear()
    now = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)

    sent = returned(
        run_together(2, lambda: digests.alert_digests_send(frequency=SavedSearch.Frequency.DAILY, now=now, batch=1))
    )

    assert sum(sent) == 2
    assert AlertDigest.objects.count() == 2
    assert sorted(m.to[0] for m in mail.outbox) == sorted([searcher.email, other_user.email])
    assert not AlertShown.objects.filter(state=AlertShown.State.PENDING).exists()


def test_two_baseline_refreshes_at_once_do_the_work_once(require_services, searcher):
    SavedSearchFactory.create_batch(3, user=searcher, frequency=SavedSearch.Frequency.INSTANT)

    written = returned(run_together(2, matching.baselines_refresh))

    # One refresh writes the three baselines; the other finds it running (the state row's lock) or
    # done on the same state, and writes none.
    assert written == [0, 3]
    assert not SavedSearch.objects.filter(baseline_version="").exists()
