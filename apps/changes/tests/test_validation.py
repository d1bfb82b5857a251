"""The save payload's rules, word for word (spec section 5: Company details, Target info,
Partner program, Offer, Contacts). A new company (no companyId) follows the creation
wizard's rules; an update follows the edit form's. Errors are keyed by the payload's
names, contacts as `contacts.<index>.<field>`."""

import pytest

from apps.changes.models import CompanyChange
from apps.companies.tests.helpers import (
    CHANGES,
    DESCRIPTION,
    SAVE_FAILED,
    company_payload,
    contact,
    error,
    update_payload,
)

pytestmark = pytest.mark.django_db

URL = "Must be a valid URL"
DESCRIPTION_SHORT = "Company description must be at least 150 characters"
INDUSTRIES_NEEDED = "At least one target industry must be selected unless the company is industry agnostic"
OFFER_NEEDED = "Exclusive offer description is required"
DUPLICATE = "Contact with the same Email already exists. Please check entered data."


def _text(length: int) -> str:
    return ("Partner-ready SaaS " * 20)[:length].replace(" ", "x")  # no whitespace to collapse


def _post(client, payload):
    return client.post(CHANGES, payload, format="json")


def _assert_refused(response, errors):
    assert response.status_code == 400, response.json()
    assert response.json() == error(400, SAVE_FAILED, errors=errors)
    assert not CompanyChange.objects.exists()


# --- a new company (the creation wizard) -----------------------------------------------

NEW_COMPANY_FAILURES = {
    # case id: (payload changes, expected errors)
    "name missing": ({"name": ...}, {"name": ["Company name is required"]}),
    "name blank": ({"name": "   "}, {"name": ["Company name is required"]}),
    "description missing": ({"description": ""}, {"description": [DESCRIPTION_SHORT]}),
    "description 149 visible characters": (
        {"description": f"<p><strong>{_text(100)}</strong>{_text(49)}</p>"},
        {"description": ["Company description must be at least 150 characters"]},
    ),
    "description padded with whitespace": (
        {"description": f"<p>     {_text(149)}      </p>"},
        {"description": ["Company description must be at least 150 characters"]},
    ),
    "description made of tags": (
        {"description": f"<p>{_text(100)}</p>" + "<p><br></p>" * 20 + "<hr><ul><li></li></ul>"},
        {"description": ["Company description must be at least 150 characters"]},
    ),
    "description only script": (
        {"description": f"<p>{_text(20)}</p><script>{_text(200)}</script>"},
        {"description": ["Company description must be at least 150 characters"]},
    ),
    "website missing": ({"website": ...}, {"website": ["Company website is required"]}),
    "website blank": ({"website": "  "}, {"website": ["Company website is required"]}),
    "website without scheme or www": ({"website": "acme.io"}, {"website": [URL]}),
    "website with a space": ({"website": "https://has space.io"}, {"website": [URL]}),
    "website javascript": ({"website": "javascript:alert(1)"}, {"website": [URL]}),
    "company size missing": ({"companySize": ...}, {"companySize": ["Company size must be selected"]}),
    "company size unknown code": ({"companySize": 4}, {"companySize": ["Company size must be selected"]}),
    "no industry": (
        {"targetIndustryIds": []},
        {"targetIndustryIds": [INDUSTRIES_NEEDED]},
    ),
    "no segment": (
        {"marketSegmentIds": []},
        {"marketSegmentIds": ["At least one target customer segment must be selected"]},
    ),
    "no region": (
        {"geoRegionIds": ...},
        {"geoRegionIds": ["At least one target region must be selected unless the company is global"]},
    ),
    "no partnership type": (
        {"partnershipTypeIds": []},
        {"partnershipTypeIds": ["At least one partnership type must be selected"]},
    ),
    "partner page missing": ({"partnerPage": ""}, {"partnerPage": ["Partner website page is required"]}),
    "partner page not a URL": ({"partnerPage": "acme.io/partners"}, {"partnerPage": [URL]}),
    "partner page with a space": ({"partnerPage": "https://acme.io/our partners"}, {"partnerPage": [URL]}),
    "program description missing": (
        {"partnerProgramDescription": ...},
        {"partnerProgramDescription": ["Partner program description is required"]},
    ),
    "program description empty paragraph": (
        {"partnerProgramDescription": "<p>  </p><p><br></p>"},
        {"partnerProgramDescription": ["Partner program description is required"]},
    ),
    "program description only a script": (
        {"partnerProgramDescription": "<script>alert('x')</script>"},
        {"partnerProgramDescription": ["Partner program description is required"]},
    ),
    "readiness missing": ({"partnerReadiness": None}, {"partnerReadiness": ["Partner readiness must be selected"]}),
    "readiness unknown code": ({"partnerReadiness": 9}, {"partnerReadiness": ["Partner readiness must be selected"]}),
    "offer missing": ({"offerDescription": ...}, {"offerDescription": ["Exclusive offer description is required"]}),
    "offer blank": ({"offerDescription": "<p> </p>"}, {"offerDescription": [OFFER_NEEDED]}),
    "no contact": ({"contacts": []}, {"contacts": ["Min 1 contact must be selected"]}),
    "only empty contacts": (
        {"contacts": [{"firstName": "", "lastName": "", "email": "", "position": "", "linkedInUrl": ""}]},
        {"contacts": ["Min 1 contact must be selected"]},
    ),
    "contact email invalid": (
        {"contacts": [contact(email="ann(at)acme.io")]},
        {"contacts.0.email": ["Email is invalid"]},
    ),
    "second contact email invalid": (
        {"contacts": [contact(), contact("Bob", "Stone", "bob@")]},
        {"contacts.1.email": ["Email is invalid"]},
    ),
    "contact linkedin not a URL": (
        {"contacts": [contact(linkedInUrl="linkedin.com/in/ann")]},
        {"contacts.0.linkedInUrl": [URL]},
    ),
    "duplicate contact email, trimmed and case-insensitive": (
        {"contacts": [contact(email=" Ann@Acme.io"), contact("Annie", "L", "ann@acme.io ")]},
        {"contacts.1.email": [DUPLICATE]},
    ),
    "duplicate third contact": (
        {"contacts": [contact(), contact("B", "S", "bob@acme.io"), contact("A", "B", "BOB@Acme.io")]},
        {"contacts.2.email": [DUPLICATE]},
    ),
    "unknown industry id": ({"targetIndustryIds": [999]}, {"targetIndustryIds": ["Unknown id(s): 999."]}),
    "unknown segment id": ({"marketSegmentIds": [1, 999]}, {"marketSegmentIds": ["Unknown id(s): 999."]}),
    "unknown region id": ({"geoRegionIds": [155, 999]}, {"geoRegionIds": ["Unknown id(s): 999."]}),
    "a region, not a sub-region": ({"geoRegionIds": [150]}, {"geoRegionIds": ["Unknown id(s): 150."]}),
    "unknown deal size id": ({"dealSizeIds": [6]}, {"dealSizeIds": ["Unknown id(s): 6."]}),
    "unknown partnership type id": ({"partnershipTypeIds": [999]}, {"partnershipTypeIds": ["Unknown id(s): 999."]}),
    "ids not a list": ({"targetIndustryIds": "1,2"}, {"targetIndustryIds": ["Must be a list of ids."]}),
}  # fmt: skip


@pytest.mark.parametrize(("changes", "errors"), list(NEW_COMPANY_FAILURES.values()), ids=list(NEW_COMPANY_FAILURES))
def test_a_new_company_is_refused_with_the_spec_message(client_for, user, changes, errors):
    _assert_refused(_post(client_for(user), company_payload(**changes)), errors)


def test_every_message_at_once_for_an_empty_new_company(client_for, user):
    response = _post(client_for(user), {"partnerType": 1})

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "name": ["Company name is required"],
        "description": ["Company description must be at least 150 characters"],
        "website": ["Company website is required"],
        "companySize": ["Company size must be selected"],
        "targetIndustryIds": ["At least one target industry must be selected unless the company is industry agnostic"],
        "marketSegmentIds": ["At least one target customer segment must be selected"],
        "geoRegionIds": ["At least one target region must be selected unless the company is global"],
        "partnershipTypeIds": ["At least one partnership type must be selected"],
        "partnerPage": ["Partner website page is required"],
        "partnerProgramDescription": ["Partner program description is required"],
        "partnerReadiness": ["Partner readiness must be selected"],
        "offerDescription": ["Exclusive offer description is required"],
        "contacts": ["Min 1 contact must be selected"],
    }


NEW_COMPANY_PASSES = {
    "description of exactly 150 visible characters": {"description": f"<p>{_text(150)}</p>"},
    "description split by tags": {
        "description": f"<h2>{_text(50)}</h2><p><strong>{_text(50)}</strong> <em>{_text(49)}</em></p>"
    },
    "description padded, 150 after trimming": {"description": f"<p>   \n {_text(150)}  \n </p>"},
    "website with www": {"website": "www.acme.io"},
    "website over http": {"website": "http://acme.io"},
    "website with a path": {"website": "https://acme.io/en/home"},
    "industry agnostic without industries": {"isIndustryAgnostic": True, "targetIndustryIds": []},
    "global without regions": {"isGeoGlobal": True, "geoRegionIds": []},
    "wizard contact with only an e-mail": {"contacts": [{"email": "ann@acme.io"}]},
    "wizard contact with only a name": {"contacts": [{"firstName": "Ann"}]},
    "wizard contact without linkedin": {"contacts": [contact(linkedInUrl="")]},
    "an image-only program description": {"partnerProgramDescription": '<p><img src="https://cdn.acme.io/p.png"></p>'},
    "no deal size and no goal": {"dealSizeIds": [], "goalForNextYear": None},
    "two different contacts": {"contacts": [contact(), contact("Bob", "Stone", "bob@acme-cloud.io")]},
}  # fmt: skip


@pytest.mark.parametrize("changes", list(NEW_COMPANY_PASSES.values()), ids=list(NEW_COMPANY_PASSES))
def test_a_new_company_passes(client_for, user, changes):
    response = _post(client_for(user), company_payload(**changes))

    assert response.status_code == 201, response.json()
    assert CompanyChange.objects.count() == 1


def test_the_stored_snapshot_is_normalised(client_for, user):
    payload = company_payload(
        name="  Acme Cloud  ",
        website=" https://acme.io ",
        isIndustryAgnostic=True,
        targetIndustryIds=[1, 2],
        contacts=[contact(first=" Ann ", email=" Ann@Acme.IO "), {"firstName": "", "email": ""}],
    )

    assert _post(client_for(user), payload).status_code == 201

    snapshot = CompanyChange.objects.get().snapshot
    assert snapshot["name"] == "Acme Cloud"
    assert snapshot["website"] == "https://acme.io"
    assert snapshot["targetIndustryIds"] == []
    assert [(c["firstName"], c["email"]) for c in snapshot["contacts"]] == [("Ann", "ann@acme.io")]
    assert "logoUrl" not in snapshot  # derived from the website, never taken from the payload


# --- the edit form's rules (an update of an existing company) --------------------------

EDIT_FAILURES = {
    "first name missing": ({"firstName": ""}, {"contacts.0.firstName": ["First name is required"]}),
    "last name missing": ({"lastName": "  "}, {"contacts.0.lastName": ["Last name is required"]}),
    "position missing": ({"position": ""}, {"contacts.0.position": ["Position is required"]}),
    "email invalid": ({"email": "ann-at-acme"}, {"contacts.0.email": ["Email is invalid"]}),
    "linkedin not a URL": ({"linkedInUrl": "in/ann-lee"}, {"contacts.0.linkedInUrl": [URL]}),
}


@pytest.mark.parametrize(("changes", "errors"), list(EDIT_FAILURES.values()), ids=list(EDIT_FAILURES))
def test_an_update_uses_the_edit_contact_rules(client_for, user, acme, changes, errors):
    payload = update_payload(acme, contacts=[{**contact(email="ann@acme-industries.com"), **changes}])

    _assert_refused(_post(client_for(user), payload), errors)


def test_the_edit_rules_report_each_contact_by_index(client_for, user, acme):
    payload = update_payload(
        acme,
        contacts=[
            contact(email="ann@acme-industries.com"),
            {"firstName": "", "lastName": "", "email": "bob@acme-industries.com", "position": ""},
            contact("Ann", "Again", "ANN@acme-industries.com "),
        ],
    )

    _assert_refused(
        _post(client_for(user), payload),
        {
            "contacts.1.firstName": ["First name is required"],
            "contacts.1.lastName": ["Last name is required"],
            "contacts.1.position": ["Position is required"],
            "contacts.2.email": [DUPLICATE],
        },
    )


def test_an_update_passes_without_an_offer_and_with_a_complete_contact(client_for, user, acme):
    payload = update_payload(acme, offerDescription="", contacts=[contact(email="ann@acme-industries.com")])

    assert _post(client_for(user), payload).status_code == 201


def test_an_update_still_checks_the_company_fields(client_for, user, acme):
    payload = update_payload(acme, website="acme-industries.com", description=DESCRIPTION[:60])

    _assert_refused(
        _post(client_for(user), payload),
        {"website": [URL], "description": ["Company description must be at least 150 characters"]},
    )


# --- rich text that sanitises down to nothing is empty ------------------------------------


SVG_IMAGE = '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'  # SVG: not allowed inline
STRIPPED_IMAGE_CASES = {
    "program, svg image": ("partnerProgramDescription", SVG_IMAGE, "Partner program description is required"),
    "program, javascript image": (
        "partnerProgramDescription",
        '<p><img src="javascript:alert(1)"></p>',
        "Partner program description is required",
    ),
    "offer, svg image": ("offerDescription", SVG_IMAGE, "Exclusive offer description is required"),
}


@pytest.mark.parametrize(
    ("field", "html", "message"), list(STRIPPED_IMAGE_CASES.values()), ids=list(STRIPPED_IMAGE_CASES)
)
def test_a_description_whose_only_image_was_removed_is_empty(client_for, user, field, html, message):
    """The sanitiser drops the unsafe src and leaves a bare `<img>`: that is no content, so the
    required rule must still fail (regression: a plain `"<img" in html` check accepted it)."""
    _assert_refused(_post(client_for(user), company_payload(**{field: html})), {field: [message]})
