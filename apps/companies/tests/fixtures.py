"""Fixtures of the companies and changes tests (imported by both conftest files)."""

import pytest

from apps.companies.tests.helpers import company_with
from conftest import make_user


@pytest.fixture
def acme(user):
    """Acme Industries (acme-industries.com): `user` is its company admin."""
    return company_with(name="Acme Industries", domain="acme-industries.com", admin=user)


@pytest.fixture
def globex(other_user):
    """Globex Systems (globex-systems.com): `other_user` is its company admin."""
    return company_with(name="Globex Systems", domain="globex-systems.com", admin=other_user)


@pytest.fixture
def outsider(db):
    """An Active member with no company and the Free plan."""
    return make_user(email="olga@umbrella-corp.com", first_name="Olga", last_name="Outsider")
