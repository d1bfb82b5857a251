"""Hostile input on the public API answers the API's JSON error format, never a 500 or an
HTML page, and stores nothing (issue 7, items 4 and 5): page numbers beyond bigint, bodies
nested 100,000 deep, NUL and lone surrogates in any string, and bodies over the size
limit (a JSON 413), with the limit set so that a description may carry a 5 MB image."""

import base64
import json

import pytest
from asgiref.sync import async_to_sync
from django.conf import settings
from django.test import AsyncClient

from apps.accounts.services import auth_token_issue
from apps.changes.models import CompanyChange
from apps.companies.tests.helpers import CHANGES, DESCRIPTION, company_payload, contact
from apps.core.models import ContactMessage
from apps.core.sanitize import IMAGE_MAX_BYTES
from apps.core.testing import error

pytestmark = pytest.mark.django_db

SIGNIN = "/api/auth/signin"
CONTACT = "/api/contact-us"
PARTNER_PROGRAMS = "/api/partner-programs"
TITLE = "Please correct the errors and try again."
BAD_PAGE = "PageNumber must be a whole number from 1 to 100000."
BAD_SIZE = "PageSize must be a whole number from 1 to 100."
TOO_DEEP = error(400, "JSON parse error - arrays and objects nest deeper than 32 levels.", code="parseError")
NUL = "Null characters are not allowed."
SURROGATE = "Surrogate characters are not allowed: U+D800."
TOO_LARGE = error(
    413,
    "The request is too large: at most 8 MB can be sent.",
    code="requestTooLarge",
    maxBytes=8 * 1024 * 1024,
)


def assert_json_error(response, status, body):
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"] == "application/json"
    assert response.json() == body


def nothing_stored():
    return not CompanyChange.objects.exists() and not ContactMessage.objects.exists()


# --- paging ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("params", "errors"),
    [
        ({"PageNumber": "1190561845301913633947648"}, {"PageNumber": [BAD_PAGE]}),
        ({"PageSize": "1190561845301913633947648"}, {"PageSize": [BAD_SIZE]}),
        ({"PageNumber": "-5", "PageSize": "0"}, {"PageNumber": [BAD_PAGE], "PageSize": [BAD_SIZE]}),
        ({"IsFeatured": "sometimes"}, {"IsFeatured": ["Must be a valid boolean."]}),
        ({"IsFeatured": "\x00"}, {"IsFeatured": ["Must be a valid boolean."]}),
    ],
)  # fmt: skip
def test_bad_paging_of_the_partner_programs_is_a_json_400(client_for, user, params, errors):
    assert_json_error(client_for(user).get(PARTNER_PROGRAMS, params), 400, error(400, TITLE, errors=errors))


# --- deep nesting -----------------------------------------------------------------------------


@pytest.mark.parametrize("url", [SIGNIN, CHANGES, CONTACT])
def test_a_body_nested_100000_deep_is_a_json_400(api, client_for, user, url):
    client = api if url == SIGNIN else client_for(user)  # the API key alone reaches sign-in

    response = client.post(url, "[" * 100_000, content_type="application/json")

    assert_json_error(response, 400, TOO_DEEP)
    assert nothing_stored()


# --- NUL and lone surrogates anywhere ----------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "errors"),
    [
        ({"name": "Acme\x00 Cloud"}, {"name": [NUL]}),
        ({"name": "Acme \ud800"}, {"name": [SURROGATE]}),
        ({"website": "https://acme-cloud.io/\x00"}, {"website": [NUL]}),
        ({"website": "https://acme-cloud.io/\ud800"}, {"website": [SURROGATE]}),
        ({"contacts": [contact(first="Ann\x00")]}, {"contacts.0.firstName": [NUL]}),
        ({"contacts": [contact(), contact("Bob", "Lee\ud800", "bob@acme.io")]}, {"contacts.1.lastName": [SURROGATE]}),
        ({"contacts": [contact(email="ann@acme-cloud.io\x00")]}, {"contacts.0.email": [NUL]}),
        ({"description": DESCRIPTION + "<p>\x00</p>"}, {"description": [NUL]}),
    ],
)  # fmt: skip
def test_nul_and_lone_surrogates_in_a_company_change_are_a_json_400(client_for, user, changes, errors):
    # json.dumps writes them as \u0000 and \ud800 escapes, as a hostile client would.
    body = json.dumps(company_payload(**changes))

    response = client_for(user).post(CHANGES, body, content_type="application/json")

    assert_json_error(response, 400, error(400, TITLE, errors=errors))
    assert nothing_stored()


@pytest.mark.parametrize("field", ["email", "password"])
def test_nul_in_the_sign_in_is_a_json_400(api, user, field):
    body = {"email": user.email, "password": "secret", field: "x\x00y"}

    response = api.post(SIGNIN, json.dumps(body), content_type="application/json")

    assert_json_error(response, 400, error(400, TITLE, errors={field: [NUL]}))


# --- the body limit ------------------------------------------------------------------------------


def editor_image(size: int = IMAGE_MAX_BYTES) -> str:
    """An <img> as the editor inserts it: a PNG of `size` bytes as a base64 data URL."""
    png = b"\x89PNG\r\n\x1a\n" + b"\x00" * (size - 8)
    return f'<p><img src="data:image/png;base64,{base64.b64encode(png).decode()}"></p>'


def body_of_size(payload: dict, field: str, size: int) -> bytes:
    """The payload as JSON of exactly `size` bytes, padded with visible text in `field`."""
    payload = {**payload, field: payload[field] + "<p></p>"}
    body = json.dumps(payload, separators=(",", ":")).encode()
    payload[field] = payload[field][: -len("</p>")] + "x" * (size - len(body)) + "</p>"
    body = json.dumps(payload, separators=(",", ":")).encode()
    assert len(body) == size
    return body


def test_the_largest_image_in_a_description_and_the_rest_of_a_full_payload_are_accepted_whole(client_for, user):
    """The limit is set for this: a description carrying the largest image the editor takes
    (5 MB, 6.99 MB as base64) beside a full company (pages of partner program and
    offer, ten contacts) is one request that is stored, the image byte for byte."""
    image = editor_image()
    pages = "".join(
        f"<h2>Tier {n}</h2><p>{'Margins, MDF, deal registration and training. ' * 40}</p>" for n in range(100)
    )
    contacts = [contact(f"Person{n}", "Lastname" * 10, f"person{n}@acme-cloud.io") for n in range(10)]
    payload = company_payload(
        description=DESCRIPTION + image, partnerProgramDescription=pages, offerDescription=pages, contacts=contacts
    )
    body = json.dumps(payload, separators=(",", ":")).encode()
    assert 7 * 1024 * 1024 < len(body) <= settings.DATA_UPLOAD_MAX_MEMORY_SIZE

    response = client_for(user).post(CHANGES, body, content_type="application/json")

    assert response.status_code == 201, response.content[:300]
    stored = CompanyChange.objects.get().snapshot
    # The image's data URL as sent, not dropped by the sanitiser's size rule.
    assert image.split('"')[1] in stored["description"]
    assert stored["partnerProgramDescription"].count("<h2>") == 100
    assert len(stored["contacts"]) == 10


def test_an_image_a_byte_over_5_mb_is_dropped_from_a_description(client_for, user):
    """The image rule, not the body limit, decides how large an image may be."""
    description = DESCRIPTION + editor_image(IMAGE_MAX_BYTES + 1)

    response = client_for(user).post(CHANGES, company_payload(description=description), format="json")

    assert response.status_code == 201, response.content[:300]
    assert "data:image" not in CompanyChange.objects.get().snapshot["description"]


def test_a_3_mb_image_in_a_description_is_accepted(client_for, user):
    """The issue's report: this answered an HTML 400 under Django's default 2.5 MB limit."""
    description = DESCRIPTION + editor_image(3 * 1024 * 1024)

    response = client_for(user).post(CHANGES, company_payload(description=description), format="json")

    assert response.status_code == 201, response.content[:300]
    assert "data:image/png;base64," in CompanyChange.objects.get().snapshot["description"]


def test_a_company_change_of_exactly_the_limit_reaches_the_view_and_one_byte_more_is_a_json_413(client_for, user):
    client = client_for(user)
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    payload = company_payload(description=DESCRIPTION + editor_image())

    too_large = client.post(CHANGES, body_of_size(payload, "description", limit + 1), content_type="application/json")
    assert_json_error(too_large, 413, TOO_LARGE)
    assert nothing_stored()

    at_limit = client.post(CHANGES, body_of_size(payload, "description", limit), content_type="application/json")
    assert at_limit.status_code == 201, at_limit.content[:300]
    assert len(CompanyChange.objects.get().snapshot["description"]) > IMAGE_MAX_BYTES


def test_a_contact_message_of_exactly_the_limit_reaches_the_view_and_one_byte_more_is_a_json_413(client_for, user):
    client = client_for(user)
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    payload = {"title": "Other", "text": ""}

    too_large = client.post(CONTACT, body_of_size(payload, "text", limit + 1), content_type="application/json")
    assert_json_error(too_large, 413, TOO_LARGE)

    # At the limit the body is read, and the form's own rule answers.
    at_limit = client.post(CONTACT, body_of_size(payload, "text", limit), content_type="application/json")
    assert_json_error(
        at_limit, 400, error(400, TITLE, errors={"text": ["Please keep your message under 5000 characters."]})
    )
    assert nothing_stored()


def test_the_413_is_the_same_through_the_asgi_handler_the_site_runs_on(user):
    """Django's ASGI handler reads the body its own way: the limit and its JSON answer hold."""
    headers = {"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {auth_token_issue(user=user)}"}
    body = body_of_size({"title": "Other", "text": ""}, "text", settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1)

    async def post():
        return await AsyncClient().post(CONTACT, body, content_type="application/json", headers=headers)

    assert_json_error(async_to_sync(post)(), 413, TOO_LARGE)
    assert nothing_stored()
