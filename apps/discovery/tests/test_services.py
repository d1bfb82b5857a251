"""Discovery on the real services (PostgreSQL + Redis; REQUIRE_SERVICES=1 fails instead of
skipping): parallel searches never spend more credits than the member has, and a company
approved by another process is in the next search this process serves."""

import os
import subprocess
import sys

import pytest
from django.conf import settings
from django.db import connection
from rest_framework.test import APIClient

from apps.accounts.services import auth_token_issue
from apps.billing.models import PricingPlan
from apps.billing.selectors import subscription_summary
from apps.billing.tests.factories import SubscriptionFactory
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY
from apps.core.testing import run_together
from apps.discovery.models import SearchHistory
from apps.discovery.tests.helpers import scoring_url
from conftest import make_user

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

CYBER = scoring_url(TargetIndustryIds=[CYBERSECURITY], NumberToShow=3)


def signed_in(user) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {auth_token_issue(user=user)}")
    return client


def searcher_with_10_credits():
    user = make_user(email="racer@acme-industries.com")
    CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=user)
    SubscriptionFactory(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.TEST))  # 10 credits
    assert subscription_summary(user=user)["tokensQuota"] == 10
    return user


def test_ten_parallel_searches_of_three_never_spend_more_than_ten_credits(require_services):
    user = searcher_with_10_credits()
    for number in range(5):
        CompanyFactory(name=f"Cyber Partner {number}", target_industries=[CYBERSECURITY])

    responses = run_together(10, lambda: signed_in(user).get(CYBER))

    errors = [r for r in responses if isinstance(r, Exception)]
    assert errors == []
    successes = [r.json() for r in responses if r.status_code == 200]
    refusals = [(r.status_code, r.json().get("code")) for r in responses if r.status_code != 200]
    # Each refused search lost the race: at the spending (403) or, started later, at the check (400).
    assert set(refusals) <= {(403, "notEnoughCredits"), (400, None)}
    assert 1 <= len(successes) <= 3
    plan = subscription_summary(user=user)
    assert plan["tokensUsed"] == 3 * len(successes) <= plan["tokensQuota"] == 10
    searches = list(SearchHistory.objects.filter(user=user))
    assert len(searches) == len(successes)
    for search, returned in zip(searches, successes, strict=True):
        assert len(returned) == 3
        assert search.number_of_companies == search.credits_spent == 3
        # Every success is recorded with exactly the companies it returned (the same ranking
        # for all: one catalogue, one search).
        assert search.results == returned


# Approves a change in a process of its own, through the service the review screen calls.
APPROVE = """
import sys

import django

django.setup()

from apps.accounts.models import User
from apps.changes.services import company_change_approve

company_change_approve(change_id=int(sys.argv[1]), reviewer=User.objects.get(pk=int(sys.argv[2])))
"""


def _database_url() -> str:
    """The test database (not the one DATABASE_URL names) for the other process."""
    db = connection.settings_dict
    credentials = db["USER"] + (f":{db['PASSWORD']}" if db["PASSWORD"] else "")
    return f"postgres://{credentials}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


def test_a_company_approved_in_another_process_is_in_the_next_search(require_services):
    user = searcher_with_10_credits()
    admin = make_user(email="avery.admin@acme-industries.com", admin=True)
    change = CompanyChangeFactory()  # Brightwave Telemetry, a new company in Cybersecurity
    client = signed_in(user)
    assert client.get(CYBER).json() == []  # this process has built its index

    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "DATABASE_URL": _database_url(),
        "REDIS_URL": settings.REDIS_URL,
    }
    subprocess.run(
        [sys.executable, "-c", APPROVE, str(change.pk), str(admin.pk)],
        env=env,
        cwd=settings.BASE_DIR,
        check=True,
        capture_output=True,
        timeout=300,
    )

    assert [r["companyName"] for r in client.get(CYBER).json()] == ["Brightwave Telemetry"]
