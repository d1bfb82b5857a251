"""Fixtures of the companies and changes tests, registered for every test through
`pytest_plugins` in the root conftest.py."""

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.companies.tests.factories import CompanyFactory


@pytest.fixture
def acme(user):
    """Acme Industries (acme-industries.com): `user` is its company admin."""
    return CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=user)


@pytest.fixture
def globex(other_user):
    """Globex Systems (globex-systems.com): `other_user` is its company admin."""
    return CompanyFactory(name="Globex Systems", domain="globex-systems.com", admin=other_user)


@pytest.fixture
def outsider(db):
    """An Active member with no company and the Free plan."""
    return UserFactory(email="olga@umbrella-corp.com", first_name="Olga", last_name="Outsider")


@pytest.fixture
def logo_service(settings):
    """The logo service on loopback (apps/companies/tests/logo_service.py), configured."""
    from apps.companies.tests.logo_service import LogoService

    service = LogoService.start()
    settings.LOGO_SERVICE_URL_TEMPLATE = service.template
    yield service
    service.stop()
