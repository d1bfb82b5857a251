"""Search credits: apps.billing.services.search_credits_spend and the quota constraint."""

from datetime import timedelta

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.billing import selectors, services
from apps.billing.models import Subscription
from apps.billing.tests.helpers import GROWTH, TEST, subscribe
from apps.core.exceptions import ApplicationError
from apps.core.testing import run_together
from conftest import make_user


def balance(user) -> tuple[int, int]:
    subscription = Subscription.objects.get(user=user)
    return subscription.credits_used, subscription.credits_available


@pytest.mark.django_db
def test_spending_takes_the_credits_and_answers_what_is_left(user):
    subscribe(user, GROWTH, credits_used=10)

    assert services.search_credits_spend(user=user, amount=3) == 87
    assert services.search_credits_spend(user=user, amount=1) == 86
    assert balance(user) == (14, 86)
    assert selectors.search_credits_available(user=user) == 86


@pytest.mark.django_db
def test_the_last_credits_can_be_spent(user):
    subscribe(user, GROWTH, credits_used=95)

    assert services.search_credits_spend(user=user, amount=5) == 0
    assert balance(user) == (100, 0)


@pytest.mark.django_db
def test_too_few_credits_are_refused_and_the_balance_is_unchanged(user):
    subscribe(user, GROWTH, credits_used=98)

    with pytest.raises(ApplicationError) as refused:
        services.search_credits_spend(user=user, amount=3)

    assert refused.value.code == "notEnoughCredits"
    assert refused.value.status_code == 403
    assert refused.value.title == "Not enough search credits: 2 left, 3 needed."
    assert refused.value.extra == {"availableSearchTokens": 2}
    assert balance(user) == (98, 2)


@pytest.mark.django_db
def test_more_than_the_whole_quota_is_refused(user):
    subscribe(user, TEST)

    with pytest.raises(ApplicationError) as refused:
        services.search_credits_spend(user=user, amount=11)

    assert refused.value.code == "notEnoughCredits"
    assert balance(user) == (0, 10)


@pytest.mark.django_db
def test_without_a_subscription_spending_is_refused(user):
    with pytest.raises(ApplicationError) as refused:
        services.search_credits_spend(user=user, amount=1)

    assert refused.value.code == "noSubscription"
    assert refused.value.status_code == 403
    assert not Subscription.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("status", "ends_in"),
    [
        ("active", timedelta(seconds=-1)),  # period over, the expiry job has not run yet
        ("expired", timedelta(days=-2)),
        ("canceled", timedelta(days=10)),
    ],
    ids=["period-over", "expired", "canceled"],
)
def test_an_ended_subscription_cannot_spend(user, status, ends_in):
    subscribe(user, GROWTH, status=status, ends_at=timezone.now() + ends_in, credits_used=4)

    with pytest.raises(ApplicationError) as refused:
        services.search_credits_spend(user=user, amount=1)

    assert refused.value.code == "noSubscription"
    assert Subscription.objects.get(user=user).credits_used == 4


@pytest.mark.django_db
@pytest.mark.parametrize("amount", [0, -1])
def test_the_amount_must_be_positive(user, amount):
    subscribe(user, GROWTH)

    with pytest.raises(ValueError, match="amount must be positive"):
        services.search_credits_spend(user=user, amount=amount)
    assert balance(user) == (0, 100)


@pytest.mark.django_db
def test_spending_only_touches_the_members_own_subscription(user, other_user):
    subscribe(user, GROWTH)
    subscribe(other_user, GROWTH, subscription_id="sub_456", credits_used=50)

    services.search_credits_spend(user=user, amount=5)

    assert balance(user) == (5, 95)
    assert balance(other_user) == (50, 50)


@pytest.mark.django_db
def test_the_database_refuses_more_credits_used_than_the_quota(user):
    subscription = subscribe(user, GROWTH, credits_used=100)

    subscription.credits_used = 101
    with pytest.raises(IntegrityError), transaction.atomic():
        subscription.save()

    with pytest.raises(IntegrityError), transaction.atomic():
        Subscription.objects.filter(pk=subscription.pk).update(credits_used=150)

    assert Subscription.objects.get(pk=subscription.pk).credits_used == 100


@pytest.mark.services
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_concurrent_spends_never_go_past_the_quota(require_services):
    """20 searches released at once against 10 credits: exactly 10 get through."""
    user = make_user(email="racer@acme-industries.com")
    subscribe(user, TEST)  # quota 10

    def spend():
        return services.search_credits_spend(user=user, amount=1)

    results = run_together(20, spend)

    outcomes = [
        ("spent", r) if isinstance(r, int) else ("refused", r.code) if isinstance(r, ApplicationError) else ("error", r)
        for r in results
    ]
    assert [o for o in outcomes if o[0] == "error"] == []
    spent = [o[1] for o in outcomes if o[0] == "spent"]
    refused = [o[1] for o in outcomes if o[0] == "refused"]
    assert len(spent) == 10
    assert refused == ["notEnoughCredits"] * 10
    assert all(0 <= left <= 9 for left in spent)
    assert balance(user) == (10, 0)
