"""Fixtures of the discovery tests (the project-wide ones are in /conftest.py)."""

import pytest

from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from apps.discovery.index import index_reset


@pytest.fixture(autouse=True)
def _fresh_index():
    """Each test starts without this process's index: its database is rolled back between
    tests, so a copy built in one test must not be taken for current in the next."""
    index_reset()
    yield
    index_reset()


@pytest.fixture
def searcher(user, acme):
    """`user` with a company and Growth Mode (100 search credits). The company (`acme`, from
    apps/companies/tests/fixtures.py) is a Technology partner targeting Cybersecurity and
    Fintech & Payments in Western Europe and Northern America, SMB and mid-market."""
    SubscriptionFactory(user=user)
    return user


@pytest.fixture
def search_client(client_for, searcher):
    return client_for(searcher)


def channel_partner(name, **fields) -> Company:
    return CompanyFactory(name=name, partner_type=Company.PartnerType.CHANNEL, **fields)
