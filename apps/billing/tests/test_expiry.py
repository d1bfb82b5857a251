"""Ending subscriptions whose period is over: the service, the command and the Celery task."""

from datetime import timedelta
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command
from django.utils import timezone

from apps.billing import tasks
from apps.billing.models import Subscription
from apps.billing.services import subscriptions_expire
from apps.billing.tests.helpers import GROWTH, TEST, subscribe, user_url
from conftest import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def subscriptions(user, other_user):
    """`user`'s Growth Mode ended a minute ago; `other_user`'s runs five more days; a third
    member's plan was canceled a while ago."""
    now = timezone.now()
    ended = subscribe(user, GROWTH, ends_at=now - timedelta(minutes=1), credits_used=12)
    current = subscribe(other_user, GROWTH, ends_at=now + timedelta(days=5), subscription_id="sub_456")
    canceled = subscribe(
        make_user(email="third@initech-labs.com"),
        TEST,
        status="canceled",
        ends_at=now - timedelta(days=2),
        subscription_id="sub_789",
    )
    return ended, current, canceled


def statuses(*subscriptions):
    return [Subscription.objects.get(pk=s.pk).status for s in subscriptions]


def test_ended_periods_expire_and_current_ones_stay(subscriptions, client_for, user, other_user):
    ended, current, canceled = subscriptions

    assert subscriptions_expire() == 1

    assert statuses(ended, current, canceled) == ["expired", "active", "canceled"]
    assert Subscription.objects.get(pk=current.pk).current_period_end == current.current_period_end
    shown = client_for(user).get(user_url(user)).json()["subscription"]
    assert (shown["pricingPlanName"], shown["isActive"], shown["endDate"]) == ("Free", False, None)
    assert client_for(other_user).get(user_url(other_user)).json()["subscription"]["isActive"] is True


def test_expiry_is_idempotent(subscriptions):
    ended, current, canceled = subscriptions
    assert subscriptions_expire() == 1

    assert subscriptions_expire() == 0
    assert subscriptions_expire() == 0

    assert statuses(ended, current, canceled) == ["expired", "active", "canceled"]


def test_expiry_as_of_a_given_moment(subscriptions):
    ended, current, canceled = subscriptions

    assert subscriptions_expire(now=timezone.now() + timedelta(days=6)) == 2

    assert statuses(ended, current, canceled) == ["expired", "expired", "canceled"]


def test_a_period_ending_exactly_now_is_over(user):
    now = timezone.now()
    subscription = subscribe(user, GROWTH, ends_at=now)

    assert subscriptions_expire(now=now) == 1
    assert statuses(subscription) == ["expired"]


def test_an_ended_period_reads_as_free_before_the_job_runs(subscriptions, client_for, user):
    shown = client_for(user).get(user_url(user)).json()["subscription"]

    assert (shown["pricingPlanId"], shown["isActive"]) == (4, False)


def test_the_management_command(subscriptions):
    ended, current, canceled = subscriptions
    out = StringIO()

    call_command("expire_subscriptions", stdout=out)
    call_command("expire_subscriptions", stdout=out)

    assert out.getvalue().splitlines() == ["1 subscription(s) expired.", "0 subscription(s) expired."]
    assert statuses(ended, current, canceled) == ["expired", "active", "canceled"]


def test_the_celery_task_runs(subscriptions):
    ended, current, _ = subscriptions

    result = tasks.expire_subscriptions.delay()

    assert result.get(timeout=5) == 1
    assert statuses(ended, current) == ["expired", "active"]


def test_beat_schedules_the_registered_task_every_15_minutes():
    from config.celery import app

    entry = settings.CELERY_BEAT_SCHEDULE["expire-subscriptions"]
    assert entry["task"] == tasks.expire_subscriptions.name == "apps.billing.tasks.expire_subscriptions"
    assert entry["schedule"] == 900.0
    app.loader.import_default_modules()
    assert entry["task"] in app.tasks
