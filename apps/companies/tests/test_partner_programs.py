import pytest

from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory

pytestmark = pytest.mark.django_db

URL = "/api/partner-programs"


@pytest.fixture
def catalogue():
    companies = [CompanyFactory(name=f"Vendor {i:02d}", domain=f"vendor{i:02d}.com") for i in range(12)]
    Company.objects.filter(pk__in=[c.pk for c in companies[:4]]).update(is_featured=True)
    CompanyFactory(name="Unpublished", domain="unpublished.com", is_approved=False)
    CompanyFactory(name="No Program", domain="noprogram.com", partner_program_description="")
    return companies


def test_featured_pages_of_three_then_has_next(client_for, user, catalogue):
    client = client_for(user)
    first = client.get(URL, {"IsFeatured": "true", "PageNumber": 1, "PageSize": 3}).json()
    assert [c["companyName"] for c in first["data"]] == ["Vendor 00", "Vendor 01", "Vendor 02"]
    assert first["hasNext"] is True
    second = client.get(URL, {"IsFeatured": "true", "PageNumber": 2, "PageSize": 3}).json()
    assert [c["companyName"] for c in second["data"]] == ["Vendor 03"]
    assert second["hasNext"] is False


def test_regular_list_leaves_out_unapproved_and_programless_companies(client_for, user, catalogue):
    body = client_for(user).get(URL, {"IsFeatured": "false", "PageNumber": 1, "PageSize": 9}).json()
    names = [c["companyName"] for c in body["data"]]
    assert names == [f"Vendor {i:02d}" for i in range(4, 12)]
    assert body["hasNext"] is False
    everything = client_for(user).get(URL, {"PageSize": 50}).json()["data"]
    assert "Unpublished" not in {c["companyName"] for c in everything}
    assert "No Program" not in {c["companyName"] for c in everything}


def test_cards_carry_only_public_fields_as_plain_text(client_for, user, catalogue):
    card = client_for(user).get(URL, {"PageSize": 1}).json()["data"][0]
    assert set(card) == {"companyId", "companyName", "companyLogoUrl", "description"}
    assert "<" not in card["description"]
    assert card["description"].startswith("Vendor 00 builds software")


def test_bad_paging_is_a_400_and_anonymous_is_401(client_for, user, api):
    response = client_for(user).get(URL, {"PageSize": 0})
    assert response.status_code == 400
    assert "PageSize" in response.json()["errors"]
    assert api.get(URL).status_code == 401
