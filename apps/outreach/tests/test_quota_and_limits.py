"""The monthly quota of intro requests (apps/billing/plans.py) and the per-sender rate limit."""

from datetime import UTC, datetime, timedelta

import pytest
from django.test import TestCase

from apps.billing.models import PricingPlan
from apps.billing.plans import OUTREACH_REQUESTS_PER_MONTH
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory
from apps.core.testing import error
from apps.outreach import services
from apps.outreach.models import IntroRequest, OutreachUsage
from apps.outreach.tests.conftest import MESSAGE

pytestmark = pytest.mark.django_db


def send_to(client, company):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return client.post(
            "/api/outreach/requests", {"receiverCompanyId": company.pk, "type": 1, "message": MESSAGE}, format="json"
        )


def test_the_quotas_per_plan():
    assert OUTREACH_REQUESTS_PER_MONTH == {
        PricingPlan.FREE: 0,
        PricingPlan.GROWTH: 20,
        PricingPlan.PARTNER_PRO: 100,
        PricingPlan.TEST: 5,
    }


def test_a_member_sends_as_many_as_the_plan_allows_then_is_told_when_more_come(client_for, acme, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "outreach_send_user": "100/hour"}
    from apps.accounts.tests.factories import UserFactory
    from apps.companies.tests.factories import CompanyMemberFactory

    tester = UserFactory(email="tess@acme-industries.com")
    CompanyMemberFactory(company=acme, user=tester)
    SubscriptionFactory(user=tester, plan=PricingPlan.objects.get(pk=PricingPlan.TEST))
    client = client_for(tester)
    targets = [CompanyFactory(name=f"Target {n}") for n in range(6)]

    statuses = [send_to(client, company).status_code for company in targets[:5]]
    refused = send_to(client, targets[5])

    assert statuses == [201] * 5
    assert refused.status_code == 403
    body = refused.json()
    assert body["code"] == "quotaExhausted"
    assert body["title"].startswith("You have sent all the intro requests of your plan this month. More on ")
    summary = client.get("/api/outreach/summary").json()
    assert summary["quota"]["used"] == 5
    assert summary["quota"]["left"] == 0
    assert summary["canSend"] is False
    assert summary["cannotSendReason"]["code"] == "quotaExhausted"
    assert IntroRequest.objects.filter(sender_user=tester).count() == 5


def test_the_quota_starts_again_each_month(sender, beta, globex):
    december = datetime(2026, 12, 31, 23, 0, tzinfo=UTC)
    OutreachUsage.objects.create(user=sender, month=december.date().replace(day=1), used=20)

    with pytest.raises(Exception) as refused:
        services.intro_request_send(sender=sender, receiver_company_id=beta.pk, type=1, message=MESSAGE, now=december)
    assert refused.value.code == "quotaExhausted"
    assert refused.value.title.endswith("More on January 1.")

    with TestCase.captureOnCommitCallbacks(execute=True):
        services.intro_request_send(
            sender=sender, receiver_company_id=beta.pk, type=1, message=MESSAGE, now=december + timedelta(hours=2)
        )
    assert OutreachUsage.objects.get(user=sender, month=datetime(2027, 1, 1).date()).used == 1


def test_a_refused_send_spends_nothing(client_for, sender, pending_request, beta):
    before = OutreachUsage.objects.get(user=sender).used

    assert send_to(client_for(sender), beta).status_code == 409

    assert OutreachUsage.objects.get(user=sender).used == before


def test_an_ended_plan_sends_nothing(client_for, sender, beta):
    sender.subscription.current_period_end = sender.subscription.created_at
    sender.subscription.save()

    response = send_to(client_for(sender), beta)

    assert response.status_code == 403
    assert response.json() == error(
        403, "An active paid plan is required to send intro requests.", code="noSubscription"
    )


def test_a_suspended_company_neither_sends_nor_receives(client_for, sender, acme, beta, admin_user, beta_admin):
    services.company_outreach_suspend(actor=admin_user, company_id=acme.pk, reason="Spam.")

    refused = send_to(client_for(sender), beta)
    assert refused.json()["code"] == "outreachSuspended"
    assert client_for(sender).get("/api/outreach/summary").json()["companySuspended"] is True

    services.company_outreach_unsuspend(actor=admin_user, company_id=acme.pk)
    services.company_outreach_suspend(actor=admin_user, company_id=beta.pk, reason="Spam.")
    refused = send_to(client_for(sender), beta)
    # The sender is not told why: only that Beta does not take requests now.
    assert refused.json()["code"] == "receiverNotAccepting"


def test_the_sender_is_rate_limited_with_a_clear_message(client_for, sender, settings):
    settings.RATE_LIMITS = {**settings.RATE_LIMITS, "outreach_send_user": "3/hour"}
    client = client_for(sender)
    targets = [CompanyFactory(name=f"Target {n}") for n in range(4)]

    statuses = [send_to(client, company).status_code for company in targets[:3]]
    limited = send_to(client, targets[3])

    assert statuses == [201] * 3
    assert limited.status_code == 429
    body = limited.json()
    assert body["code"] == "sendRateLimited"
    wait = body["retryAfter"]
    assert 0 < wait <= 3600
    assert body["title"] == (
        f"You have sent many intro requests in a short time. Please wait {wait} seconds before sending another."
    )
    assert limited["Retry-After"] == str(wait)
    # Reading is not limited.
    assert client.get("/api/outreach/requests").status_code == 200
