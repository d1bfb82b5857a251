"""Hostile save payloads (issue 7 item 4): values of the wrong type, numbers that overflow and
ids beyond bigint answer a JSON 400 in the API's error format with a message that names the
problem, and store nothing. (They used to reach the sanitiser or int() and answer a 500.)"""

import json

import pytest

from apps.changes.api.serializers import company_snapshot
from apps.changes.models import CompanyChange
from apps.companies.models import Company
from apps.companies.tests.helpers import (
    CHANGES,
    SAVE_FAILED,
    change_of,
    change_url,
    company_payload,
    contact,
    create_change,
    error,
    update_payload,
)
from apps.core.exceptions import ApplicationError

pytestmark = pytest.mark.django_db

NOT_TEXT = "Not a valid string."
NOT_AN_INTEGER = "A valid integer is required."
IDS = "Must be a list of ids."
BIGINT = 2**63  # one more than the largest id the database holds
TOO_BIG = "Ensure this value is less than or equal to 9223372036854775807."


def _assert_refused(response, errors):
    assert response.status_code == 400, response.content
    assert response["Content-Type"].startswith("application/json")
    assert response.json() == error(400, SAVE_FAILED, errors=errors)
    assert not CompanyChange.objects.exists()


# --- rich text that is not a string -------------------------------------------------------

RICH_TEXT = ["description", "partnerProgramDescription", "offerDescription"]
NOT_STRINGS = {"number": 12345, "list": ["x"], "object": {"a": 1}, "true": True}


@pytest.mark.parametrize("field", RICH_TEXT)
@pytest.mark.parametrize("value", list(NOT_STRINGS.values()), ids=list(NOT_STRINGS))
def test_rich_text_that_is_not_a_string_is_refused(client_for, user, field, value):
    response = client_for(user).post(CHANGES, company_payload(**{field: value}), format="json")

    _assert_refused(response, {field: [NOT_TEXT]})


@pytest.mark.parametrize("field", RICH_TEXT)
def test_a_rewrite_with_rich_text_that_is_not_a_string_keeps_the_change(client_for, user, field):
    member = client_for(user)
    change_id = create_change(member)

    response = member.put(change_url(change_id), company_payload(**{field: {"a": 1}}), format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {field: [NOT_TEXT]}
    assert change_of(change_id).snapshot[field] == company_payload()[field]


OTHER_TYPES = {
    # case id: (payload changes, expected errors)
    "name a number": ({"name": 12345}, {"name": [NOT_TEXT]}),
    "website an object": ({"website": {"url": "https://acme.io"}}, {"website": [NOT_TEXT]}),
    "partner page true": ({"partnerPage": True}, {"partnerPage": [NOT_TEXT]}),
    "company size true": ({"companySize": True}, {"companySize": ["Company size must be selected"]}),
    "company size a list": ({"companySize": [2]}, {"companySize": ["Company size must be selected"]}),
    "readiness a float": ({"partnerReadiness": 2.5}, {"partnerReadiness": ["Partner readiness must be selected"]}),
    "goal unknown": ({"goalForNextYear": 9}, {"goalForNextYear": ['"9" is not a valid choice.']}),
    "agnostic not a boolean": ({"isIndustryAgnostic": "maybe"}, {"isIndustryAgnostic": ["Must be a valid boolean."]}),
    "industry ids with a boolean": ({"targetIndustryIds": [True]}, {"targetIndustryIds": [IDS]}),
    "segment ids with a string": ({"marketSegmentIds": ["one"]}, {"marketSegmentIds": [IDS]}),
    "deal sizes an object": ({"dealSizeIds": {"1": 1}}, {"dealSizeIds": [IDS]}),
    "contacts a string": ({"contacts": "ann@acme.io"}, {"contacts": ["Must be a list of contacts."]}),
    "a contact that is a string": ({"contacts": ["ann@acme.io"]}, {"contacts.0": ["Must be a contact object."]}),
    "a contact name that is a number": (
        {"contacts": [contact(first=7)]},
        {"contacts.0.firstName": [NOT_TEXT]},
    ),
    "a second contact email that is a list": (
        {"contacts": [contact(), contact("Bob", "Stone", ["bob@acme.io"])]},
        {"contacts.1.email": [NOT_TEXT]},
    ),
    "a name over 200 characters": (
        {"name": "A" * 201},
        {"name": ["Ensure this field has no more than 200 characters."]},
    ),
}  # fmt: skip


@pytest.mark.parametrize(("changes", "errors"), list(OTHER_TYPES.values()), ids=list(OTHER_TYPES))
def test_a_value_of_the_wrong_type_is_refused_with_its_field(client_for, user, changes, errors):
    _assert_refused(client_for(user).post(CHANGES, company_payload(**changes), format="json"), errors)


def test_type_errors_and_rule_errors_come_together(client_for, user):
    payload = company_payload(description=12345, name=" ", contacts=[])

    _assert_refused(
        client_for(user).post(CHANGES, payload, format="json"),
        {
            "description": [NOT_TEXT],
            "name": ["Company name is required"],
            "contacts": ["Min 1 contact must be selected"],
        },
    )


# --- numbers that overflow ------------------------------------------------------------------

OVERFLOWS = {
    "an industry id of 1e400": ("targetIndustryIds", "[1e400]"),
    "a company size of 1e400": ("companySize", "1e400"),
    "a company id of 1e400": ("companyId", "1e400"),
    "a negative overflow": ("partnerReadiness", "-1e400"),
}


@pytest.mark.parametrize(("field", "literal"), list(OVERFLOWS.values()), ids=list(OVERFLOWS))
def test_a_number_that_overflows_is_a_json_400(client_for, user, field, literal):
    """Python's JSON reads 1e400 as infinity. Whichever layer refuses it (the parser or the
    payload's fields), the answer is the API's JSON error naming the field or the number."""
    payload = company_payload()
    payload.pop(field, None)
    body = json.dumps(payload)[:-1] + f', "{field}": {literal}}}'

    response = client_for(user).post(CHANGES, body, content_type="application/json")

    assert response.status_code == 400, response.content
    assert response["Content-Type"].startswith("application/json")
    answer = response.json()
    assert answer["status"] == 400
    assert field in answer["errors"] or literal.strip("[]") in answer["title"], answer
    assert not CompanyChange.objects.exists()


def test_the_payload_fields_refuse_infinity_themselves(user):
    """The same numbers reaching the serializer as floats (another parser, a form post):
    the fields refuse them instead of calling int(inf)."""
    payload = company_payload(companySize=float("inf"), targetIndustryIds=[float("inf")], partnerType=float("-inf"))

    with pytest.raises(ApplicationError) as refused:
        company_snapshot(payload, None)

    assert refused.value.status_code == 400
    assert refused.value.errors == {
        "companySize": ["Company size must be selected"],
        "targetIndustryIds": [IDS],
        "partnerType": ["Partner type must be selected"],
    }


# --- ids: not numbers, or beyond bigint ------------------------------------------------------

COMPANY_IDS = {
    "a word": ("abc", [NOT_AN_INTEGER]),
    "digits and letters": ("12abc", [NOT_AN_INTEGER]),
    "a list": ([1], [NOT_AN_INTEGER]),
    "an object": ({"id": 1}, [NOT_AN_INTEGER]),
    "true": (True, [NOT_AN_INTEGER]),
    "a fraction": (1.5, [NOT_AN_INTEGER]),
    "an empty string": ("", [NOT_AN_INTEGER]),
    "zero": (0, ["Ensure this value is greater than or equal to 1."]),
    "beyond bigint": (BIGINT, [TOO_BIG]),
    "far beyond bigint": (10**30, [TOO_BIG]),
}


@pytest.mark.parametrize(("value", "messages"), list(COMPANY_IDS.values()), ids=list(COMPANY_IDS))
def test_a_new_change_with_a_company_id_that_is_no_id_is_refused(client_for, admin_user, value, messages):
    response = client_for(admin_user).post(CHANGES, company_payload(companyId=value), format="json")

    _assert_refused(response, {"companyId": messages})


def test_a_numeric_string_company_id_is_read_as_the_id(client_for, user, acme):
    """JSON clients that send ids as strings still reach the company (DRF's integer rule)."""
    response = client_for(user).post(CHANGES, update_payload(acme, companyId=str(acme.pk)), format="json")

    assert response.status_code == 201, response.json()
    assert CompanyChange.objects.get().company == acme


BEYOND_BIGINT = {
    "an industry id": ({"targetIndustryIds": [BIGINT]}, {"targetIndustryIds": [IDS]}),
    "a region id": ({"geoRegionIds": [155, 10**40]}, {"geoRegionIds": [IDS]}),
    "a contact id": (
        {"contacts": [contact(contactId=2**64)]},
        {"contacts.0.contactId": [TOO_BIG]},
    ),
}


@pytest.mark.parametrize(("changes", "errors"), list(BEYOND_BIGINT.values()), ids=list(BEYOND_BIGINT))
def test_ids_beyond_bigint_are_refused(client_for, user, changes, errors):
    _assert_refused(client_for(user).post(CHANGES, company_payload(**changes), format="json"), errors)


@pytest.mark.parametrize("path", ["/api/companies/{}", "/api/admin/companies/changes/{}", "/api/company-changes/{}"])
def test_an_id_in_the_path_beyond_bigint_is_a_json_404(client_for, admin_user, path):
    client = client_for(admin_user)
    url = path.format(10**25)

    response = client.put(url, company_payload(), format="json") if "company-changes" in url else client.get(url)

    assert response.status_code == 404
    assert response.json()["code"] == "notFound"
    assert not CompanyChange.objects.exists()
    assert not Company.objects.exists()
