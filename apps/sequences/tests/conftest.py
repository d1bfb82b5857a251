"""Fixtures of the sequence tests: Acme's member follows up the intro requests she sent to Beta
and Delta; Globex is a third company.

    owner        Olive, plain member of Acme, Growth Mode, time zone America/New_York
    beta_admin   Bea, company admin of Beta (who gets the follow-ups)
    delta_admin  Dan, company admin of Delta
    colleague    Cole, plain member of Acme, Growth Mode (sent nothing)
    third        Tia, plain member of Globex, Growth Mode

Clock: MONDAY_10_NY (10:00 in New York on Monday 2026-03-02) is when the requests are sent
and enrolled; tests pass `now` to the services and to steps_send.
"""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.test import TestCase

from apps.accounts.tests.factories import UserFactory
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import Company
from apps.companies.reference import INDUSTRIES, MARKET_SEGMENTS
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.discovery.index import index_reset
from apps.outreach import services as outreach_services
from apps.sequences import services
from apps.sequences.services import StepInput

NEW_YORK = ZoneInfo("America/New_York")
TOKYO = ZoneInfo("Asia/Tokyo")
MONDAY_10_NY = datetime(2026, 3, 2, 10, 0, tzinfo=NEW_YORK)


def industry(name):
    return INDUSTRIES.index(name) + 1


def segment(name):
    return MARKET_SEGMENTS.index(name) + 1


MESSAGE = "Hello team, we would like to talk about reselling our platform in Western Europe."


@pytest.fixture(autouse=True)
def _fresh_index():
    """A request's fit is scored on discovery's per-process index: each test starts without it."""
    index_reset()
    yield
    index_reset()


def member_of(company, email, *, plan=PricingPlan.GROWTH, admin=False, **fields):
    user = UserFactory(email=email, **fields)
    CompanyMemberFactory(company=company, user=user, is_company_admin=admin)
    if plan is not None:
        SubscriptionFactory(user=user, plan=PricingPlan.objects.get(pk=plan))
    return user


@pytest.fixture
def acme(db):
    return CompanyFactory(
        name="Acme Industries",
        domain="acme-industries.com",
        target_industries=[industry("Cybersecurity"), industry("Fintech & Payments")],
        geo_regions=[155, 21],
        market_segments=[segment("Mid-market")],
    )


@pytest.fixture
def owner(acme):
    return member_of(
        acme, "olive.owner@acme-industries.com", first_name="Olive", last_name="Owner", time_zone="America/New_York"
    )


@pytest.fixture
def colleague(acme):
    return member_of(acme, "cole.colleague@acme-industries.com", first_name="Cole")


@pytest.fixture
def beta_admin(db):
    return UserFactory(email="bea.admin@beta-channel.com", first_name="Bea", last_name="Admin")


@pytest.fixture
def beta(beta_admin):
    return CompanyFactory(
        name="Beta Channel",
        domain="beta-channel.com",
        partner_type=Company.PartnerType.CHANNEL,
        admin=beta_admin,
        target_industries=[industry("Fintech & Payments"), industry("Healthcare & HealthTech")],
        geo_regions=[155],
        market_segments=[segment("Mid-market"), segment("Enterprise")],
    )


@pytest.fixture
def delta_admin(db):
    return UserFactory(email="dan.admin@delta-systems.com", first_name="Dan")


@pytest.fixture
def delta(delta_admin):
    return CompanyFactory(name="Delta Systems", domain="delta-systems.com", admin=delta_admin)


@pytest.fixture
def globex(db):
    return CompanyFactory(name="Globex Systems", domain="globex-systems.com")


@pytest.fixture
def third(globex):
    return member_of(globex, "tia.third@globex-systems.com", first_name="Tia")


def committed(function, **kwargs):
    """A service call with its after-commit work run (in a test's transaction it would not)."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        return function(**kwargs)


def send_request(sender, receiver, *, now=MONDAY_10_NY):
    return committed(
        outreach_services.intro_request_send,
        sender=sender,
        receiver_company_id=receiver.pk,
        type=2,
        message=MESSAGE,
        now=now,
    )


TWO_STEPS = [
    StepInput(delay_days=2, body="Hi {their_company} team, following up on my note of {request_date}."),
    StepInput(delay_days=3, body="Last note from {my_name} at {my_company}: we both target {shared_industries}."),
]


def sequence_of(owner, steps=TWO_STEPS, *, name="Q2 resellers", now=MONDAY_10_NY):
    return services.sequence_create(actor=owner, name=name, steps=steps, now=now)


def enrol(owner, sequence, *requests, now=MONDAY_10_NY):
    enrolled, refused = services.sequence_enrol(
        actor=owner, sequence_id=sequence.pk, intro_request_ids=[r.pk for r in requests], now=now
    )
    assert not refused, refused
    return enrolled


@pytest.fixture
def to_beta(owner, beta):
    return send_request(owner, beta)


@pytest.fixture
def sequence(owner):
    return sequence_of(owner)


@pytest.fixture
def enrolment(owner, sequence, to_beta):
    return enrol(owner, sequence, to_beta)[0]
