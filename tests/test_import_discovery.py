"""Imported companies reach discovery (issue 10, Build 4): the import writes in bulk, which
sends no model signals by itself, so it sends `post_save` for each company it writes; the
discovery index hears of them and a search served afterwards finds them."""

import pytest

from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.importer import import_companies
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, LOGISTICS
from apps.discovery.index import current_index

pytestmark = pytest.mark.django_db

CSV = (
    b"name,website,targetIndustries,geoRegions,marketSegments,description\r\n"
    b"Freightline Systems,https://www.freightline-systems.com,Logistics & Supply Chain,Western Europe,Enterprise,"
    b"Freightline plans and tracks freight for European shippers: one live view of every truck and container and "
    b"pallet with alerts before a delivery runs late.\r\n"
)


def test_an_imported_company_is_found_by_a_discovery_search(client_for, user, django_capture_on_commit_callbacks):
    CompanyFactory(name="Searcher Co", admin=user, target_industries=[CYBERSECURITY])
    SubscriptionFactory(user=user)
    searcher = client_for(user)
    current_index()  # an index built before the import, which the import must invalidate

    # The index version moves on when the import's batch commits.
    with django_capture_on_commit_callbacks(execute=True):
        result = import_companies(CSV)

    assert (result.created, result.errors) == (1, [])
    imported = Company.objects.get(domain="freightline-systems.com")
    assert current_index().row_of(imported.pk) is not None
    response = searcher.get("/api/companies/scoring", {"TargetIndustryIds": LOGISTICS, "NumberToShow": 3})
    assert response.status_code == 200, response.json()
    assert imported.pk in [row["companyId"] for row in response.json()]
