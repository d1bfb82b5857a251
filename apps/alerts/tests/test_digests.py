"""Daily and weekly digests (docs/alerts.md "Digests"): Daily and Weekly searches queue their
alerts; the beat task sends each member one e-mail and one in-app notification per period listing
the new companies with their scores, once per period however often it runs (also two runs at
once), and what arrives after a member's digest waits for the next period."""

from datetime import UTC, datetime, timedelta

import pytest
from django.core import mail
from django.test import TestCase

from apps.alerts import digests, tasks
from apps.alerts.models import AlertDigest, AlertShown, SavedSearch
from apps.alerts.tests.conftest import channel, committed
from apps.alerts.tests.factories import AlertShownFactory, SavedSearchFactory
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, WESTERN_EUROPE
from apps.notifications.models import Notification

pytestmark = pytest.mark.django_db

Frequency = SavedSearch.Frequency
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


def send(frequency=Frequency.DAILY, now=MONDAY) -> int:
    return committed(digests.alert_digests_send, frequency=frequency, now=now)


def digest_mails(user) -> list:
    return [m for m in mail.outbox if m.to == [user.email] and "for your saved searches" in m.subject]


@pytest.fixture
def waiting(searcher):
    """Two Daily searches of the searcher with three companies waiting, and a Weekly one."""
    cyber = SavedSearchFactory(user=searcher, name="Cyber", frequency=Frequency.DAILY)
    fintech = SavedSearchFactory(user=searcher, name="Fintech", frequency=Frequency.DAILY)
    weekly = SavedSearchFactory(user=searcher, name="Weekly", frequency=Frequency.WEEKLY)
    nordic, baltic, iberia = (CompanyFactory(name=n) for n in ("Nordic", "Baltic", "Iberia"))
    for search, company, score in ((cyber, nordic, 97), (cyber, baltic, 64), (fintech, iberia, 81)):
        AlertShownFactory(saved_search=search, company=company, match_score=score, state=AlertShown.State.PENDING)
    AlertShownFactory(saved_search=weekly, company=nordic, match_score=90, state=AlertShown.State.PENDING)
    mail.outbox.clear()
    return {"cyber": cyber, "fintech": fintech, "weekly": weekly}


def test_a_daily_search_queues_its_alerts_for_the_digest(searcher):
    daily = SavedSearchFactory(user=searcher, frequency=Frequency.DAILY, top_n=5)
    from apps.alerts.matching import baseline_update

    baseline_update(daily)
    mail.outbox.clear()
    channel("Cyber Two", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])

    assert list(AlertShown.objects.filter(saved_search=daily).values_list("state", flat=True)) == ["pending"]
    assert digest_mails(searcher) == []
    assert not Notification.objects.filter(user=searcher).exists()
    assert send() == 1
    assert AlertShown.objects.get(saved_search=daily).state == AlertShown.State.SENT


def test_one_digest_per_member_lists_the_companies_with_their_scores(waiting, searcher):
    assert send() == 1

    [message] = digest_mails(searcher)
    assert message.subject == "3 new matches for your saved searches"
    body = message.body
    assert "this day" in body
    assert body.index("Cyber") < body.index("Nordic: 97%") < body.index("Baltic: 64%") < body.index("Fintech")
    assert "Iberia: 81%" in body
    assert "Nordic: 90%" not in body  # the weekly search waits for its own digest
    assert "/alerts/unsubscribe?token=" in body
    assert message.extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    [notice] = Notification.objects.filter(user=searcher)
    assert (notice.kind, notice.title, notice.link) == (
        "alerts.newMatch",
        "3 new matches for your saved searches",
        "/saved-searches",
    )
    assert notice.body == "Nordic (97%), Baltic (64%), Iberia (81%)"
    assert notice.data == {
        "digest": "daily",
        "savedSearchIds": [waiting["cyber"].pk, waiting["fintech"].pk],
        "count": 3,
    }
    assert set(AlertShown.objects.filter(state="pending").values_list("saved_search__name", flat=True)) == {"Weekly"}
    waiting["cyber"].refresh_from_db()
    assert waiting["cyber"].last_digest_at == MONDAY


def test_a_digest_goes_once_per_period_however_often_beat_runs(waiting, searcher):
    assert send() == 1
    assert send(now=MONDAY + timedelta(hours=1)) == 0
    assert committed(tasks.alert_digests_daily.delay).get() == 0  # the beat task, today: nothing left waiting

    # An alert after the day's digest waits for the next day.
    AlertShownFactory(saved_search=waiting["cyber"], match_score=70, state=AlertShown.State.PENDING)
    assert send(now=MONDAY + timedelta(hours=5)) == 0
    assert send(now=MONDAY + timedelta(days=1)) == 1
    assert AlertDigest.objects.filter(user=searcher, frequency=Frequency.DAILY).count() == 2
    assert [m.subject for m in digest_mails(searcher)] == [
        "3 new matches for your saved searches",
        "1 new match for your saved searches",
    ]


def test_weekly_digests_go_once_per_iso_week(waiting, searcher):
    assert send(Frequency.WEEKLY) == 1
    AlertShownFactory(saved_search=waiting["weekly"], match_score=55, state=AlertShown.State.PENDING)
    assert send(Frequency.WEEKLY, now=MONDAY + timedelta(days=3)) == 0  # Thursday, same week
    assert send(Frequency.WEEKLY, now=MONDAY + timedelta(days=7)) == 1  # next Monday
    assert [m.subject for m in digest_mails(searcher)] == [
        "1 new match for your saved searches",
        "1 new match for your saved searches",
    ]
    assert "this week" in digest_mails(searcher)[0].body


def test_two_runs_at_once_send_one_digest(waiting, searcher):
    """The second run (here: a run that inserted its digest row first) finds the member's row
    taken and sends nothing."""
    AlertDigest.objects.create(
        user=searcher, frequency=Frequency.DAILY, period_start=MONDAY.date(), alert_count=3, run="another-run"
    )
    assert send() == 0
    assert digest_mails(searcher) == []
    assert AlertShown.objects.filter(state="pending", saved_search=waiting["cyber"]).count() == 2


def test_a_search_with_e_mails_off_is_left_out_of_the_e_mail_but_not_the_bell(waiting, searcher):
    SavedSearch.objects.filter(pk=waiting["fintech"].pk).update(email_alerts=False)
    send()
    [message] = digest_mails(searcher)
    assert "Iberia" not in message.body
    assert "Iberia (81%)" in Notification.objects.get(user=searcher).body


def test_no_e_mail_when_every_search_has_e_mails_off(waiting, searcher):
    SavedSearch.objects.filter(user=searcher).update(email_alerts=False)
    assert send() == 1
    assert digest_mails(searcher) == []
    assert Notification.objects.filter(user=searcher).count() == 1


def test_companies_unpublished_since_and_members_who_may_no_longer_search_are_dropped(waiting, searcher, other_user):
    from apps.companies.models import Company

    Company.objects.filter(name="Baltic").update(is_approved=False)
    theirs = SavedSearchFactory(user=other_user, frequency=Frequency.DAILY)  # no plan
    AlertShownFactory(saved_search=theirs, state=AlertShown.State.PENDING)

    assert send() == 1
    assert "Baltic" not in digest_mails(searcher)[0].body
    assert set(AlertShown.objects.filter(state="dropped").values_list("company__name", "saved_search__user")) == {
        ("Baltic", searcher.pk),
        (AlertShown.objects.get(saved_search=theirs).company.name, other_user.pk),
    }
    assert digest_mails(other_user) == []


def test_many_members_in_batches(searcher, django_user_model):
    members = []
    for n in range(7):
        member = django_user_model.objects.create(email=f"member{n}@digest-co{n}.com", first_name=f"M{n}")
        SubscriptionFactory(user=member)
        AlertShownFactory(
            saved_search=SavedSearchFactory(user=member, frequency=Frequency.DAILY), state=AlertShown.State.PENDING
        )
        members.append(member)
    mail.outbox.clear()
    with TestCase.captureOnCommitCallbacks(execute=True):
        assert digests.alert_digests_send(frequency=Frequency.DAILY, now=MONDAY, batch=3) == 7
    assert sorted(m.to[0] for m in mail.outbox) == sorted(m.email for m in members)
