"""The ops command `grant_plan EMAIL PLAN [--days N]`."""

from datetime import timedelta
from io import StringIO

import pytest
from dateutil.relativedelta import relativedelta
from django.core.management import CommandError, call_command
from django.utils import timezone

from apps.billing.models import Subscription
from apps.billing.tests.helpers import GROWTH, TEST, subscribe, user_url

pytestmark = pytest.mark.django_db

PLAN_LIST = "Plans: 4 Free, 1 Growth Mode, 2 Partner Pro, 3 Test."


def grant(*args):
    out = StringIO()
    call_command("grant_plan", *args, stdout=out)
    return out.getvalue()


def assert_about(actual, expected, slack=timedelta(minutes=1)):
    assert abs(actual - expected) <= slack, (actual, expected)


def test_growth_for_14_days(user, client_for):
    output = grant(user.email, "Growth Mode", "--days", "14")

    subscription = Subscription.objects.get(user=user)
    assert subscription.plan_id == GROWTH
    assert subscription.is_active
    assert (subscription.credits_quota, subscription.credits_used) == (100, 0)
    assert subscription.provider == "manual"
    assert_about(subscription.current_period_end, timezone.now() + timedelta(days=14))
    assert output.startswith(f"{user.email} now has Growth Mode until ")
    assert output.strip().endswith("UTC (100 credits).")
    shown = client_for(user).get(user_url(user)).json()["subscription"]
    assert (shown["pricingPlanName"], shown["isActive"], shown["tokensQuota"]) == ("Growth Mode", True, 100)


def test_by_id_and_without_days_one_month(user):
    grant(user.email, "1")

    subscription = Subscription.objects.get(user=user)
    assert subscription.plan_id == GROWTH
    assert_about(subscription.current_period_end, timezone.now() + relativedelta(months=1))


def test_names_and_addresses_are_matched_loosely(user):
    grant("  Member@ACME-Industries.com ", "test", "--days", "3")

    subscription = Subscription.objects.get(user=user)
    assert subscription.plan_id == TEST
    assert subscription.credits_quota == 10


def test_a_grant_replaces_the_current_plan_with_fresh_credits(user):
    subscribe(user, TEST, credits_used=9)

    grant(user.email, "Growth Mode", "--days", "30")

    subscription = Subscription.objects.get(user=user)
    assert (subscription.plan_id, subscription.credits_quota, subscription.credits_used) == (GROWTH, 100, 0)
    assert Subscription.objects.count() == 1


def test_an_unknown_plan_lists_the_plans(user):
    with pytest.raises(CommandError) as refused:
        grant(user.email, "Platinum")

    assert str(refused.value) == f"Unknown plan 'Platinum'. {PLAN_LIST}"
    assert not Subscription.objects.exists()


def test_an_unknown_plan_id_lists_the_plans(user):
    with pytest.raises(CommandError, match="Plans: 4 Free, 1 Growth Mode"):
        grant(user.email, "42")


def test_an_unknown_email_is_refused(db):
    with pytest.raises(CommandError) as refused:
        grant("nobody@acme-industries.com", "Growth Mode")

    assert str(refused.value) == "No user with the email nobody@acme-industries.com."
    assert not Subscription.objects.exists()


@pytest.mark.parametrize("plan", ["Free", "4"])
def test_free_is_refused(user, plan):
    with pytest.raises(CommandError, match="Free is not a plan to grant"):
        grant(user.email, plan)
    assert not Subscription.objects.exists()


@pytest.mark.parametrize("days", ["0", "-3"])
def test_days_must_be_positive(user, days):
    with pytest.raises(CommandError, match=r"--days must be a positive number\."):
        grant(user.email, "Growth Mode", "--days", days)
    assert not Subscription.objects.exists()
