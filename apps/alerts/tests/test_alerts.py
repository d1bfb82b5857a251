"""Alerts on new matches (docs/alerts.md): a company approved or retargeted that would enter a
saved search's top N alerts its member (in-app and by e-mail, at once for Instant searches), one
that would rank below the N-th does not; a company is never named twice for a search, never to
the member of its own company, never to a member who may no longer search; muting and e-mail
switches are honoured; the match runs in the Celery task after the change commits (eager here),
through the admins' approval too; and the baselines follow the catalogue."""

import re
from datetime import timedelta
from unittest import mock

import pytest
from django.core import mail
from django.test import TestCase
from django.utils import timezone
from rest_framework.test import APIClient

from apps.alerts import matching, services, tasks
from apps.alerts.models import AlertShown, BaselineState, PendingMatch, SavedSearch
from apps.alerts.services import SavedSearchValues
from apps.alerts.tests.conftest import approved, channel, committed
from apps.billing.models import Subscription
from apps.billing.tests.factories import SubscriptionFactory
from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot, snapshot_of
from apps.companies.models import Company
from apps.companies.selectors import approved_company_id_of
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import (
    CYBERSECURITY,
    EASTERN_ASIA,
    LOGISTICS,
    MID_MARKET_SEGMENT,
    WESTERN_EUROPE,
)
from apps.discovery.engine.explain import percent
from apps.discovery.engine.scoring import Criteria, Profile, score_all
from apps.discovery.index import current_index
from apps.notifications.models import Notification, NotificationMute

pytestmark = pytest.mark.django_db

NORTHERN_EUROPE = 154
CYBER_IN_WESTERN_EUROPE = {"industry_ids": (CYBERSECURITY,), "region_ids": (WESTERN_EUROPE,)}
Frequency = SavedSearch.Frequency


def save(user, *, top_n=2, frequency=Frequency.INSTANT, name="Cyber in Western Europe", **criteria):
    values = SavedSearchValues(name=name, top_n=top_n, frequency=frequency, **(criteria or CYBER_IN_WESTERN_EUROPE))
    return committed(services.saved_search_create, user=user, read=lambda current: values)


@pytest.fixture
def top_two(searcher):
    """Before the search is saved: two companies that fit it, Nordic (exact) above Broad
    (Industry Agnostic, in Western Europe: broad)."""
    return {
        "nordic": channel("Nordic Channel", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE]),
        "broad": channel("Broad Partners", is_industry_agnostic=True, geo_regions=[WESTERN_EUROPE]),
    }


@pytest.fixture
def instant(searcher, top_two):
    mail.outbox.clear()
    return save(searcher)


def score_of(user, company, criteria=CYBER_IN_WESTERN_EUROPE) -> int:
    """The company's Partner Fit Score for the member's search, as discovery's engine gives it."""
    index = current_index()
    own_row = index.row_of(approved_company_id_of(user=user))
    scores = score_all(index, Criteria(**criteria), Profile.of_row(index, own_row))
    return percent(scores.total[index.row_of(company.pk)])


def unmatched(name, **fields) -> Company:
    """A company approved whose match task never ran (lost with a worker): the commit's other
    work runs, the task is not sent."""
    with mock.patch.object(tasks.company_alerts_match, "delay"), TestCase.captureOnCommitCallbacks(execute=True):
        return CompanyFactory(name=name, partner_type=Company.PartnerType.CHANNEL, **fields)


def alert_mails(user) -> list:
    return [m for m in mail.outbox if m.to == [user.email] and "saved search" in m.subject]


def alerts_of(saved_search) -> list[tuple[str, int, str]]:
    return list(
        AlertShown.objects.filter(saved_search=saved_search)
        .order_by("id")
        .values_list("company__name", "match_score", "state")
    )


# --- the top-N rule --------------------------------------------------------------------------------


def test_the_baseline_is_the_top_n_when_the_search_is_saved(instant, top_two):
    assert instant.baseline_company_ids == [top_two["nordic"].pk, top_two["broad"].pk]
    assert instant.baseline_company_id == top_two["broad"].pk
    assert instant.baseline_key > 0
    assert alerts_of(instant) == []  # what was there already is not news


def test_a_company_that_enters_the_top_n_alerts_at_once(instant, searcher):
    cyber = channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])

    score = score_of(searcher, cyber)
    assert alerts_of(instant) == [("Cyber Two", score, "sent")]
    [notice] = Notification.objects.filter(user=searcher)
    assert (notice.kind, notice.title, notice.link) == (
        "alerts.newMatch",
        "Cyber Two matches your saved search “Cyber in Western Europe”",
        f"/companies?savedSearchId={instant.pk}",
    )
    assert notice.body == f"Partner Fit Score {score}%: it would enter your top 2."
    assert notice.data == {"savedSearchId": instant.pk, "companyId": cyber.pk, "matchScore": score}
    [message] = mail.outbox
    assert message.to == [searcher.email]
    assert message.subject == f"Cyber Two would enter your saved search “Cyber in Western Europe” ({score}%)"
    assert f"/companies?savedSearchId={instant.pk}" in message.body
    assert re.search(r"<https?://[^>]+/api/alerts/unsubscribe\?token=[^>]+>", message.extra_headers["List-Unsubscribe"])
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert not PendingMatch.objects.exists()


def test_a_company_that_would_rank_below_the_n_th_does_not_alert(instant, searcher, top_two):
    wider = save(searcher, top_n=3, name="Wider")  # the same criteria, a third place
    mail.outbox.clear()
    # Industry Agnostic and in Northern Europe (a neighbour of Western Europe): broad x partial,
    # below Broad Partners (broad x exact), the second of two: third.
    below = channel("Nearby Generalists", is_industry_agnostic=True, geo_regions=[NORTHERN_EUROPE])
    assert score_of(searcher, below) < score_of(searcher, top_two["broad"])

    assert alerts_of(instant) == []
    assert [name for name, _, _ in alerts_of(wider)] == ["Nearby Generalists"]
    [notice] = Notification.objects.filter(user=searcher)
    assert notice.data["savedSearchId"] == wider.pk
    assert [m.subject for m in alert_mails(searcher)] == [
        f"Nearby Generalists would enter your saved search “Wider” ({score_of(searcher, below)}%)"
    ]


def test_a_tie_with_the_n_th_goes_to_the_lower_company_id(instant, top_two):
    """A twin of Broad Partners (the second of two) ties with it: discovery lists the lower id
    first, so the newcomer would be third."""
    channel("Broad Partners Twin", is_industry_agnostic=True, geo_regions=[WESTERN_EUROPE])
    assert alerts_of(instant) == []


def test_a_company_that_fits_nothing_does_not_alert(instant):
    channel("Far Logistics", target_industries=[LOGISTICS], geo_regions=[EASTERN_ASIA])
    assert alerts_of(instant) == []


def test_with_fewer_than_n_results_any_fitting_company_enters(searcher):
    lonely = save(searcher, top_n=5, name="Few results")
    channel("Broad Partners", is_industry_agnostic=True, geo_regions=[WESTERN_EUROPE])
    assert [name for name, _, _ in alerts_of(lonely)] == ["Broad Partners"]


# --- never twice, never one's own, only members who may search ------------------------------------------


def retarget(company, **fields):
    """An admin approves a change of the company's targets (the changes service)."""
    from apps.changes.services import company_change_approve

    change = CompanyChangeFactory(company=company, snapshot={**snapshot_of(company), **fields})
    admin = company.members.first().user if company.members.exists() else None
    committed(company_change_approve, change_id=change.pk, reviewer=admin)


def test_a_company_is_never_named_twice_for_a_search(instant, searcher):
    cyber = channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])
    assert len(alerts_of(instant)) == 1

    # It changes its targets and still is in the top N: nothing new.
    retarget(cyber, marketSegmentIds=[MID_MARKET_SEGMENT])
    # It leaves (Logistics only), and comes back: it entered again, but was named already.
    retarget(cyber, targetIndustryIds=[LOGISTICS])
    retarget(cyber, targetIndustryIds=[CYBERSECURITY])

    assert len(alerts_of(instant)) == 1
    assert Notification.objects.filter(user=searcher, kind="alerts.newMatch").count() == 1
    assert len(alert_mails(searcher)) == 1


def test_a_retargeted_company_that_enters_alerts(instant, searcher):
    far = channel("Far Logistics", target_industries=[LOGISTICS], geo_regions=[EASTERN_ASIA])
    assert alerts_of(instant) == []

    retarget(far, targetIndustryIds=[CYBERSECURITY], geoRegionIds=[WESTERN_EUROPE])

    assert [name for name, _, _ in alerts_of(instant)] == ["Far Logistics"]


def test_an_edit_of_what_is_not_a_target_does_not_queue_a_match(instant, top_two):
    nordic = top_two["nordic"]
    with TestCase.captureOnCommitCallbacks(execute=True):
        nordic.description = "<p>Something new about Nordic Channel, with a longer story than before.</p>"
        nordic.save()
        nordic.name = "Nordic Channel Group"
        nordic.save(update_fields=["name"])
    assert not PendingMatch.objects.exists()
    assert alerts_of(instant) == []


def test_the_members_own_company_never_alerts(instant, acme):
    """Acme retargets itself onto the search: never shown to its own members."""
    retarget(acme, partnerType=Company.PartnerType.CHANNEL, targetIndustryIds=[CYBERSECURITY])
    assert alerts_of(instant) == []


def test_searches_off_and_members_who_may_no_longer_search_get_nothing(instant, searcher, other_user):
    approved("Globex Systems", admin=other_user, target_industries=[LOGISTICS], geo_regions=[EASTERN_ASIA])
    off = save(searcher, frequency=Frequency.OFF, name="Off")
    SubscriptionFactory(user=other_user)
    lapsed = save(other_user, name="Lapsed")
    Subscription.objects.filter(user=other_user).update(current_period_end=timezone.now() - timedelta(days=1))

    channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])

    assert len(alerts_of(instant)) == 1
    assert alerts_of(off) == alerts_of(lapsed) == []


# --- muting and e-mails ---------------------------------------------------------------------------------


def test_a_muted_kind_creates_no_notification_but_the_e_mail_still_goes(instant, searcher):
    NotificationMute.objects.create(user=searcher, kind="alerts.newMatch")
    channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])

    assert len(alerts_of(instant)) == 1
    assert not Notification.objects.filter(user=searcher).exists()
    assert len(mail.outbox) == 1


def test_a_search_with_e_mails_off_alerts_in_the_bell_only(instant, searcher):
    SavedSearch.objects.filter(pk=instant.pk).update(email_alerts=False)
    channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])

    assert Notification.objects.filter(user=searcher, kind="alerts.newMatch").count() == 1
    assert mail.outbox == []


# --- the task path ------------------------------------------------------------------------------------


def test_an_admins_approval_through_the_api_alerts_after_the_commit(instant, searcher, admin_user, client_for):
    snapshot = new_company_snapshot("Cyber Newcomer", "cyber-newcomer.io")
    snapshot.update(
        partnerType=Company.PartnerType.CHANNEL, targetIndustryIds=[CYBERSECURITY], geoRegionIds=[WESTERN_EUROPE]
    )
    change = CompanyChangeFactory(snapshot=snapshot)

    with TestCase.captureOnCommitCallbacks(execute=False) as callbacks:
        response = client_for(admin_user).post(f"/api/admin/companies/{change.pk}/approve")
    assert response.status_code == 200, response.content
    company = Company.objects.get(name="Cyber Newcomer")
    # In the transaction: the company waits to be matched; nothing is sent before the commit.
    assert PendingMatch.objects.filter(company=company).exists()
    assert alerts_of(instant) == []

    with TestCase.captureOnCommitCallbacks(execute=True):
        for callback in callbacks:
            callback()

    assert [name for name, _, _ in alerts_of(instant)] == ["Cyber Newcomer"]
    assert not PendingMatch.objects.filter(company=company).exists()
    assert Notification.objects.filter(user=searcher, kind="alerts.newMatch").count() == 1


def test_the_match_is_safe_to_run_twice(instant, searcher):
    cyber = unmatched("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])
    assert committed(tasks.company_alerts_match.delay, company_id=cyber.pk).get() == 1
    assert committed(tasks.company_alerts_match.delay, company_id=cyber.pk).get() == 0
    assert len(alerts_of(instant)) == 1
    assert len(alert_mails(searcher)) == 1


def test_the_sweep_matches_a_company_whose_task_was_lost(instant, settings):
    cyber = unmatched("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])
    assert committed(tasks.alerts_sweep.delay).get() == 0  # not yet: its task may still be on its way
    assert alerts_of(instant) == []
    PendingMatch.objects.filter(company=cyber).update(
        changed_at=timezone.now() - timedelta(minutes=settings.ALERTS_MATCH_RETRY_MINUTES + 1)
    )
    assert committed(tasks.alerts_sweep.delay).get() == 1
    assert len(alerts_of(instant)) == 1


# --- baselines -----------------------------------------------------------------------------------------


def test_baselines_follow_the_catalogue_and_leave_waiting_companies_out(instant, top_two):
    cyber = channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])
    instant.refresh_from_db()
    # The refresh after the match: Cyber Two is in, Broad Partners third of two.
    assert set(instant.baseline_company_ids) == {top_two["nordic"].pk, cyber.pk}

    # A company waiting to be matched is left out of a baseline computed meanwhile.
    # (Mature: above its twin Cyber Two, so it would enter.)
    waiting = unmatched(
        "Cyber Three",
        target_industries=[CYBERSECURITY],
        geo_regions=[WESTERN_EUROPE],
        partner_readiness=Company.Readiness.MATURE,
    )
    assert matching.baselines_refresh() == 1
    instant.refresh_from_db()
    assert waiting.pk not in instant.baseline_company_ids
    assert BaselineState.objects.get().left_out == [waiting.pk]
    assert matching.baselines_refresh() == 0  # nothing changed since
    assert committed(services.company_alerts_match, company_id=waiting.pk) == 1


def test_a_change_of_criteria_takes_a_new_baseline(instant, searcher, top_two):
    values = SavedSearchValues(name="Wider", industry_ids=(CYBERSECURITY,), top_n=5, frequency=Frequency.INSTANT)
    changed = committed(services.saved_search_update, user=searcher, saved_search_id=instant.pk, read=lambda c: values)
    assert changed.baseline_company_ids[:2] == [top_two["nordic"].pk, top_two["broad"].pk]
    assert changed.baseline_key == -1  # fewer than 5 fit: any company that fits enters


def test_the_unsubscribe_link_of_an_alert_turns_its_e_mails_off(instant, searcher):
    channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])
    token = re.search(r"/alerts/unsubscribe\?token=(\S+)", mail.outbox[0].body).group(1)

    response = APIClient().post("/api/alerts/unsubscribe", {"token": token}, format="json")

    assert response.status_code == 200
    assert response.json() == {"savedSearchId": instant.pk, "name": "Cyber in Western Europe", "emailAlerts": False}
    mail.outbox.clear()
    channel(
        "Cyber Three",
        target_industries=[CYBERSECURITY],
        geo_regions=[WESTERN_EUROPE],
        partner_readiness=Company.Readiness.MATURE,  # above Cyber Two, its twin otherwise
    )
    assert [name for name, _, _ in alerts_of(instant)] == ["Cyber Two", "Cyber Three"]
    assert mail.outbox == []  # the bell still tells
    assert Notification.objects.filter(user=searcher, kind="alerts.newMatch").count() == 2
