import pytest

from apps.companies.models import Company
from apps.billing.tests.factories import SubscriptionFactory
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
    # Equally complete: the newest first.
    assert [c["companyName"] for c in first["data"]] == ["Vendor 03", "Vendor 02", "Vendor 01"]
    assert first["hasNext"] is True
    second = client.get(URL, {"IsFeatured": "true", "PageNumber": 2, "PageSize": 3}).json()
    assert [c["companyName"] for c in second["data"]] == ["Vendor 00"]
    assert second["hasNext"] is False


def test_regular_list_leaves_out_unapproved_and_programless_companies(client_for, user, catalogue):
    body = client_for(user).get(URL, {"IsFeatured": "false", "PageNumber": 1, "PageSize": 9}).json()
    names = [c["companyName"] for c in body["data"]]
    assert names == [f"Vendor {i:02d}" for i in range(11, 3, -1)]
    assert body["hasNext"] is False
    everything = client_for(user).get(URL, {"PageSize": 50}).json()["data"]
    assert "Unpublished" not in {c["companyName"] for c in everything}
    assert "No Program" not in {c["companyName"] for c in everything}


def test_cards_carry_public_fields_as_plain_text_and_withhold_the_chips_without_a_plan(client_for, user, catalogue):
    card = client_for(user).get(URL, {"PageSize": 1}).json()["data"][0]
    assert set(card) == {
        "companyId",
        "companyName",
        "companyLogoUrl",
        "description",
        "targertIndustries",
        "geoRegions",
        "isIndustryAgnostic",
        "isGeoGlobal",
    }
    assert "<" not in card["description"]
    assert card["description"].startswith("Vendor 03 builds software")
    # A Free member: the chips are extended details (spec section 2), not sent.
    assert card["targertIndustries"] is None
    assert card["geoRegions"] is None


def test_a_paid_member_and_an_admin_get_the_chips(client_for, user, admin_user, catalogue):
    SubscriptionFactory(user=user)
    for viewer in (user, admin_user):
        card = client_for(viewer).get(URL, {"PageSize": 1}).json()["data"][0]
        assert card["targertIndustries"] == ["Cybersecurity", "Fintech & Payments"]
        assert card["geoRegions"] == ["Northern America", "Western Europe"]
        assert card["isIndustryAgnostic"] is False


def test_the_most_complete_profiles_come_first(client_for, user, catalogue):
    Company.objects.filter(name="Vendor 05").update(offer_description="", partner_page="", logo_url="")
    Company.objects.filter(name="Vendor 06").update(partner_readiness=None)
    names = [c["companyName"] for c in client_for(user).get(URL, {"IsFeatured": "false", "PageSize": 9}).json()["data"]]
    assert names[-2:] == ["Vendor 06", "Vendor 05"]


def test_bad_paging_is_a_400_and_anonymous_is_401(client_for, user, api):
    response = client_for(user).get(URL, {"PageSize": 0})
    assert response.status_code == 400
    assert "PageSize" in response.json()["errors"]
    assert api.get(URL).status_code == 401
