"""Reference data (docs/api.md "Reference data"; spec section 3 "Enumerations"): loaded by the
data migration, served to signed-in members, and reloadable without duplicates."""

import pytest

from apps.companies.models import DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
from apps.companies.reference import INDUSTRIES
from apps.companies.services import reference_data_load
from apps.companies.tests.helpers import INDUSTRIES_URL, LOOKUPS_URL, NOT_AUTHENTICATED, REGIONS_URL

pytestmark = pytest.mark.django_db

SUB_REGIONS = {
    # UN M49 code: (name, parent code, parent name)
    15: ("Northern Africa", 2, "Africa"),
    14: ("Eastern Africa", 2, "Africa"),
    17: ("Middle Africa", 2, "Africa"),
    18: ("Southern Africa", 2, "Africa"),
    11: ("Western Africa", 2, "Africa"),
    21: ("Northern America", 19, "Americas"),
    29: ("Caribbean", 19, "Americas"),
    13: ("Central America", 19, "Americas"),
    5: ("South America", 19, "Americas"),
    143: ("Central Asia", 142, "Asia"),
    30: ("Eastern Asia", 142, "Asia"),
    35: ("South-eastern Asia", 142, "Asia"),
    34: ("Southern Asia", 142, "Asia"),
    145: ("Western Asia", 142, "Asia"),
    151: ("Eastern Europe", 150, "Europe"),
    154: ("Northern Europe", 150, "Europe"),
    39: ("Southern Europe", 150, "Europe"),
    155: ("Western Europe", 150, "Europe"),
    53: ("Australia and New Zealand", 9, "Oceania"),
    54: ("Melanesia", 9, "Oceania"),
    57: ("Micronesia", 9, "Oceania"),
    61: ("Polynesia", 9, "Oceania"),
}
REGIONS = {2: "Africa", 19: "Americas", 142: "Asia", 150: "Europe", 9: "Oceania"}


@pytest.fixture
def member(client_for, user):
    return client_for(user)


def test_industries_are_the_forty_b2b_industries_with_id_and_name(member):
    response = member.get(INDUSTRIES_URL)

    assert response.status_code == 200
    body = response.json()
    assert len(body) == 40
    assert all(set(item) == {"id", "name"} for item in body)
    assert {item["name"] for item in body} == set(INDUSTRIES)
    assert {"id": INDUSTRIES.index("Cybersecurity") + 1, "name": "Cybersecurity"} in body
    assert [item["name"] for item in body] == sorted(item["name"] for item in body)


def test_sub_regions_only_lists_the_22_un_m49_sub_regions_with_their_parent(member):
    response = member.get(REGIONS_URL, {"SubRegionsOnly": "true"})

    assert response.status_code == 200
    body = response.json()
    assert len(body) == 22
    assert {item["id"]: (item["name"], item["parentId"], item["parentName"]) for item in body} == SUB_REGIONS
    assert {"id": 155, "name": "Western Europe", "parentId": 150, "parentName": "Europe"} in body


def test_without_the_flag_the_regions_come_too_with_a_null_parent(member):
    body = member.get(REGIONS_URL).json()

    assert len(body) == 22 + 5
    regions = [item for item in body if item["parentId"] is None]
    assert {item["id"]: item["name"] for item in regions} == REGIONS
    assert all(item["parentName"] is None for item in regions)
    assert {"id": 155, "name": "Western Europe", "parentId": 150, "parentName": "Europe"} in body
    assert member.get(REGIONS_URL, {"SubRegionsOnly": "false"}).json() == body


def test_lookups_carry_every_list_and_the_spec_enumeration_codes(member):
    response = member.get(LOOKUPS_URL)

    assert response.status_code == 200
    body = response.json()
    assert set(body) >= {
        "industries",
        "geoRegions",
        "marketSegments",
        "dealSizes",
        "partnershipTypes",
        "companySizes",
        "goals",
        "readinessLevels",
        "partnerTypes",
    }
    assert len(body["industries"]) == 40
    assert {item["id"] for item in body["geoRegions"]} == set(SUB_REGIONS)  # sub-regions only
    assert {"id": 155, "name": "Western Europe"}.items() <= next(
        item for item in body["geoRegions"] if item["id"] == 155
    ).items()
    assert len(body["marketSegments"]) == MarketSegment.objects.count() >= 1
    assert [item["id"] for item in body["dealSizes"]] == [1, 2, 3, 4, 5]
    assert body["companySizes"] == [
        {"id": 1, "name": "Enterprise"},
        {"id": 2, "name": "Midmarket"},
        {"id": 3, "name": "SMB"},
    ]
    assert body["goals"] == [
        {"id": 1, "name": "Enter new markets"},
        {"id": 2, "name": "Expand market share"},
        {"id": 3, "name": "Launch new product"},
        {"id": 4, "name": "Expand offering"},
    ]
    assert [item["id"] for item in body["readinessLevels"]] == [1, 2, 3]
    assert body["readinessLevels"][0]["name"] == "Early stage"
    assert body["readinessLevels"][2]["name"].startswith("Mature partner")
    assert body["partnerTypes"] == [{"id": 1, "name": "Technology Partner"}, {"id": 2, "name": "Channel Partner"}]
    types = {item["name"] for item in body["partnershipTypes"]}
    assert len(body["partnershipTypes"]) == 9
    for expected in ("Reseller", "Referral", "Distributor", "OEM / white label", "Co-sell", "Affiliate"):
        assert expected in types
    assert any("MSP" in name for name in types)


def test_the_deal_sizes_are_the_spec_revenue_bands(member):
    names = [item["name"] for item in member.get(LOOKUPS_URL).json()["dealSizes"]]

    assert "1,200" in names[0]
    assert "1,201" in names[1]
    assert "12,000" in names[1]
    assert "240,00" in names[4]


@pytest.mark.parametrize("url", [INDUSTRIES_URL, REGIONS_URL, LOOKUPS_URL])
def test_reference_data_needs_a_signed_in_member(api, url):
    response = api.get(url)

    assert response.status_code == 401
    assert response.json() == NOT_AUTHENTICATED


def test_the_data_migration_loaded_the_tables_and_reloading_is_idempotent():
    counts = {model: model.objects.count() for model in (Industry, GeoRegion, MarketSegment, DealSize, PartnershipType)}
    assert counts[Industry] == 40
    assert counts[GeoRegion] == 27
    assert counts[DealSize] == 5
    assert counts[PartnershipType] == 9

    Industry.objects.filter(pk=1).update(name="Renamed by hand")
    reference_data_load()
    reference_data_load()

    assert {model: model.objects.count() for model in counts} == counts
    assert Industry.objects.get(pk=1).name == INDUSTRIES[0]
    assert GeoRegion.objects.get(pk=155).parent_id == 150
