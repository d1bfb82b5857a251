"""Fixtures of the alerts tests: a searcher (Acme's company admin on Growth Mode, from
apps/discovery/tests/conftest.py's setup) and fresh per-process indexes.

Acme (apps/companies/tests/fixtures.py) is a Technology partner targeting Cybersecurity and
Fintech & Payments in Western Europe and Northern America, SMB and mid-market."""

import pytest
from django.test import TestCase

from apps.alerts.matching import saved_search_index_reset
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from apps.discovery.index import index_reset


@pytest.fixture(autouse=True)
def _fresh_indexes():
    """Each test starts without this process's discovery and saved-search indexes (the database
    is rolled back between tests)."""
    index_reset()
    saved_search_index_reset()
    yield
    index_reset()
    saved_search_index_reset()


@pytest.fixture
def searcher(user, acme):
    SubscriptionFactory(user=user)
    return user


def committed(function, **kwargs):
    """A call with its after-commit work run (the Celery tasks, eager in tests; the e-mails)."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        return function(**kwargs)


def approved(name, **fields) -> Company:
    """A company approved now (created approved, as a change's approval does), with its
    after-commit work run: the match and the alerts."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        return CompanyFactory(name=name, **fields)


def channel(name, **fields) -> Company:
    return approved(name, partner_type=Company.PartnerType.CHANNEL, **fields)
