"""Outreach under real concurrency (PostgreSQL; REQUIRE_SERVICES=1 makes a missing database a
failure): sends at once never exceed the monthly quota, never leave two pending requests
between one pair of companies, and two expiry runs at once change each request once."""

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.core.errors import ApplicationError
from apps.core.testing import run_together
from apps.outreach import services
from apps.outreach.expiry import intro_requests_expire
from apps.outreach.models import IntroRequest, OutreachUsage
from apps.outreach.tests.factories import IntroRequestFactory

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

MESSAGE = "We would like to talk about a partnership in Western Europe."


def member_on(plan_id, company, email):
    user = UserFactory(email=email)
    CompanyMemberFactory(company=company, user=user)
    SubscriptionFactory(user=user, plan=PricingPlan.objects.get(pk=plan_id))
    return user


def outcome(result):
    if isinstance(result, ApplicationError):
        return result.code
    if isinstance(result, Exception):
        raise result
    return "sent"


def test_sends_at_once_never_exceed_the_quota(require_services):
    acme = CompanyFactory(name="Race Acme")
    tester = member_on(PricingPlan.TEST, acme, "tess@race-acme.com")  # 5 a month
    targets = [CompanyFactory(name=f"Race Target {n}") for n in range(8)]
    pending = iter(targets)

    def send_one():
        target = next(pending)  # next() of a shared iterator: each thread its own target
        return services.intro_request_send(sender=tester, receiver_company_id=target.pk, type=1, message=MESSAGE)

    results = [outcome(r) for r in run_together(8, send_one)]

    assert sorted(results) == ["quotaExhausted"] * 3 + ["sent"] * 5
    assert IntroRequest.objects.filter(sender_user=tester).count() == 5
    assert OutreachUsage.objects.get(user=tester).used == 5


def test_sends_at_once_between_one_pair_leave_one_pending_request(require_services):
    acme = CompanyFactory(name="Pair Acme")
    beta = CompanyFactory(name="Pair Beta")
    acme_senders = [member_on(PricingPlan.GROWTH, acme, f"a{n}@pair-acme.com") for n in range(3)]
    beta_senders = [member_on(PricingPlan.GROWTH, beta, f"b{n}@pair-beta.com") for n in range(3)]
    # Both directions at once: Acme's members to Beta and Beta's to Acme.
    plan = iter([(user, beta) for user in acme_senders] + [(user, acme) for user in beta_senders])

    def send_one():
        user, receiver = next(plan)
        return services.intro_request_send(sender=user, receiver_company_id=receiver.pk, type=2, message=MESSAGE)

    results = [outcome(r) for r in run_together(6, send_one)]

    assert sorted(results) == ["requestAlreadyOpen"] * 5 + ["sent"]
    assert IntroRequest.objects.filter(state="pending").count() == 1
    # Only the request that was created spent a request of its sender's quota.
    assert sum(OutreachUsage.objects.values_list("used", flat=True)) == 1


def test_two_expiry_runs_at_once_change_each_request_once(require_services):
    long_ago = timezone.now() - timedelta(days=31)
    senders = []
    for n in range(30):
        company = CompanyFactory(name=f"Expiry Sender {n}")
        sender = UserFactory(email=f"s{n}@expiry-sender-{n}.com")
        CompanyMemberFactory(company=company, user=sender)
        IntroRequestFactory(sender_user=sender, sender_company=company, created_at=long_ago)
        senders.append(sender)
    mail.outbox.clear()

    counts = run_together(2, intro_requests_expire)

    assert all(isinstance(count, int) for count in counts), counts
    assert sum(counts) == 30
    assert IntroRequest.objects.filter(state="expired").count() == 30
    # Each sender was told once.
    assert sorted(m.to[0] for m in mail.outbox) == sorted(s.email for s in senders)
    assert intro_requests_expire() == 0
