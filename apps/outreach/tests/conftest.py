"""Fixtures of the outreach tests: two companies that talk (Acme sends, Beta receives), a third
company that must see nothing, and their members.

    acme_admin     company admin of Acme (Free)        sender        plain member of Acme, Growth Mode
    acme_free      plain member of Acme (Free)
    beta_admin     company admin of Beta (Free)        beta_member   plain member of Beta (Free)
    third          plain member of Globex, Growth Mode (a third company)
"""

import pytest
from django.test import TestCase

from apps.accounts.tests.factories import UserFactory
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.discovery.index import index_reset
from apps.outreach import services


@pytest.fixture(autouse=True)
def _fresh_index():
    """The fit is scored on discovery's per-process index: each test starts without it."""
    index_reset()
    yield
    index_reset()


@pytest.fixture
def acme_admin(db):
    return UserFactory(email="ada.admin@acme-industries.com", first_name="Ada", last_name="Admin")


@pytest.fixture
def acme(acme_admin):
    return CompanyFactory(
        name="Acme Industries",
        domain="acme-industries.com",
        admin=acme_admin,
        contacts=[{"first_name": "Sam", "last_name": "Sender", "email": "sam@acme-industries.com"}],
    )


@pytest.fixture
def sender(acme):
    user = UserFactory(email="sid.sender@acme-industries.com", first_name="Sid", last_name="Sender")
    CompanyMemberFactory(company=acme, user=user)
    SubscriptionFactory(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    return user


@pytest.fixture
def acme_free(acme):
    user = UserFactory(email="fay.free@acme-industries.com", first_name="Fay", last_name="Free")
    CompanyMemberFactory(company=acme, user=user)
    return user


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
        contacts=[{"first_name": "Rita", "last_name": "Receiver", "email": "rita@beta-channel.com"}],
    )


@pytest.fixture
def beta_member(beta):
    user = UserFactory(email="bob.member@beta-channel.com", first_name="Bob", last_name="Member")
    CompanyMemberFactory(company=beta, user=user)
    return user


@pytest.fixture
def globex(db):
    return CompanyFactory(name="Globex Systems", domain="globex-systems.com")


@pytest.fixture
def third(globex):
    user = UserFactory(email="tia.third@globex-systems.com", first_name="Tia", last_name="Third")
    CompanyMemberFactory(company=globex, user=user)
    SubscriptionFactory(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    return user


MESSAGE = "Hello Beta team, we would like to talk about reselling our platform in Western Europe."


def send(sender, receiver, **fields):
    """A request through the service, its after-commit work (e-mails, events) run."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        return services.intro_request_send(
            sender=sender, receiver_company_id=receiver.pk, type=fields.pop("type", 2), message=MESSAGE, **fields
        )


def committed(function, **kwargs):
    """A service call with its after-commit work run (in a test's transaction it would not)."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        return function(**kwargs)


@pytest.fixture
def pending_request(sender, beta, beta_admin, beta_member):
    return send(sender, beta)


@pytest.fixture
def conversation(pending_request, beta_admin):
    intro_request = committed(services.intro_request_accept, actor=beta_admin, intro_request_id=pending_request.pk)
    return intro_request.conversation
