"""apps/core/parsers.py, the API's JSON parser: deep nesting, NUL, lone surrogates and
out-of-range numbers answer a JSON 400 (never a 500) and store nothing; everything else
parses as DRF's parser does. Endpoint cases go through /api/contact-us."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.exceptions import ParseError, ValidationError

from apps.core.models import ContactMessage
from apps.core.parsers import JSON_MAX_DEPTH, JSONParser, json_nesting_exceeds
from apps.core.testing import error

CONTACT = "/api/contact-us"
TITLE = "Please correct the errors and try again."
TOO_DEEP = error(400, "JSON parse error - arrays and objects nest deeper than 32 levels.", code="parseError")
NUL = "Null characters are not allowed."

# Deterministic and free of timing: the same examples on every run, however busy the machine.
FUZZ = settings(max_examples=200, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def parse(body: bytes, charset: str | None = None):
    return JSONParser().parse(_Stream(body), "application/json", {"encoding": charset} if charset else {})


class _Stream:
    def __init__(self, body):
        self.body = body

    def read(self):
        return self.body


def nested(depth: int, inner="1") -> str:
    return "[" * depth + inner + "]" * depth


def depth_of(value) -> int:
    if isinstance(value, list):
        return 1 + max(map(depth_of, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth_of, value.values()), default=0)
    return 0


# --- unit: the parser ---------------------------------------------------------------------


def test_nesting_up_to_the_limit_parses_and_one_more_level_is_refused():
    assert parse(nested(JSON_MAX_DEPTH).encode()) == json.loads(nested(JSON_MAX_DEPTH))
    with pytest.raises(ParseError, match="deeper than 32 levels"):
        parse(nested(JSON_MAX_DEPTH + 1).encode())


def test_brackets_inside_strings_do_not_count():
    body = json.dumps({"text": "[" * 1000, "quote": '\\"[[[[', "slash": "\\" * 3 + "{" * 100}).encode()

    assert parse(body)["text"] == "[" * 1000


@pytest.mark.parametrize(
    "body",
    [
        b"[" * 100_000,  # the body: never closed
        b"{" + b'"a":{' * 50_000,
        nested(100_000).encode(),
        b'"x", ' + b"[" * 40,
    ],
)
def test_hostile_nesting_is_refused_before_the_json_parser_recurses(body):
    with pytest.raises(ParseError, match="deeper than 32 levels"):
        parse(body)


@pytest.mark.parametrize(
    ("document", "errors"),
    [
        ({"name": "Acme\x00"}, {"name": [NUL]}),
        ({"website": "https://acme.io/\ud800"}, {"website": ["Surrogate characters are not allowed: U+D800."]}),
        (
            {"contacts": [{"firstName": "Ann"}, {"lastName": "\udfff"}]},
            {"contacts.1.lastName": ["Surrogate characters are not allowed: U+DFFF."]},
        ),
        ({"a\x00": 1}, {"a\x00": [NUL]}),
        ("\x00", {"nonFieldErrors": [NUL]}),
        ([["ok", "\x00"]], {"0.1": [NUL]}),
    ],
)
def test_nul_and_lone_surrogates_are_refused_anywhere_with_their_path(document, errors):
    body = json.dumps(document).encode()  # ensure_ascii: written as \u0000 and \ud800, as a client would

    with pytest.raises(ValidationError) as refused:
        parse(body)
    assert refused.value.detail == errors


def test_surrogate_pairs_are_characters_and_pass():
    assert parse(b'{"text": "Partners \\ud83d\\ude00"}') == {"text": "Partners \U0001f600"}


@pytest.mark.parametrize("number", [b"1e400", b"-1e400", b"[1, 2, 1e999]"])
def test_numbers_beyond_a_float_are_refused(number):
    with pytest.raises(ParseError, match="out of range"):
        parse(number)


@pytest.mark.parametrize("body", [b"NaN", b"Infinity", b"{'a': 1}", b"[1,", b"", b"\xff\xfe"])
def test_what_is_not_json_stays_a_parse_error(body):
    with pytest.raises(ParseError, match="JSON parse error"):
        parse(body)


def test_a_declared_charset_is_honoured():
    assert parse('{"name": "Zürich"}'.encode("utf-16"), "utf-16") == {"name": "Zürich"}
    with pytest.raises(ParseError, match="deeper than 32 levels"):
        parse(nested(40).encode("utf-16"), "utf-16")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\ ab\x00\u00e9'),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=3), children, max_size=3),
    max_leaves=60,
)


@FUZZ
@given(json_values, st.integers(min_value=0, max_value=45))
def test_the_depth_scan_agrees_with_the_real_depth(value, extra_levels):
    """Deep values come from wrapping generated ones; strings are full of brackets, quotes
    and backslashes so that the scan must skip them exactly."""
    value = json.loads(nested(extra_levels, json.dumps(value)))

    assert json_nesting_exceeds(json.dumps(value).encode()) is (depth_of(value) > JSON_MAX_DEPTH)


hostile_bodies = st.binary(max_size=300) | st.text(alphabet='[]{}"\\,:0e1-u8d \x00\ud800a', max_size=300).map(
    lambda text: text.encode("utf-8", "surrogatepass")
)


@FUZZ
@given(hostile_bodies)
def test_any_body_parses_as_json_would_or_is_a_400(body):
    try:
        value, status = parse(body), None
    except (ParseError, ValidationError) as refused:
        value, status = None, refused.status_code
    if status is None:
        assert value == json.loads(body.decode("utf-8"))
    else:
        assert status == 400


# --- through an endpoint ------------------------------------------------------------------


@pytest.mark.django_db
def test_a_deep_body_is_a_json_400_and_stores_nothing(client_for, user):
    response = client_for(user).post(CONTACT, "[" * 100_000, content_type="application/json")

    assert response.status_code == 400
    assert response.json() == TOO_DEEP
    assert not ContactMessage.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("text", "message"), [("Hello\\u0000", NUL), ("Hello \\ud800", "Surrogate characters are not allowed: U+D800.")]
)
def test_nul_and_lone_surrogates_are_a_json_400_and_store_nothing(client_for, user, text, message):
    body = '{"title": "Other", "text": "' + text + '"}'

    response = client_for(user).post(CONTACT, body, content_type="application/json")

    assert response.status_code == 400
    assert response.json() == error(400, TITLE, errors={"text": [message]})
    assert not ContactMessage.objects.exists()


@pytest.mark.django_db
def test_invalid_json_is_a_json_400_with_the_reason(client_for, user):
    response = client_for(user).post(CONTACT, '{"title": "Other",', content_type="application/json")

    assert response.status_code == 400
    assert response.json() == error(
        400,
        "JSON parse error - Expecting property name enclosed in double quotes: line 1 column 19 (char 18)",
        code="parseError",
    )


@pytest.mark.django_db
def test_a_valid_body_still_goes_through(client_for, user, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = client_for(user).post(
            CONTACT, {"title": "Other", "text": "Partners \U0001f600 welcome"}, format="json"
        )

    assert response.status_code == 201, response.content
    assert ContactMessage.objects.get().text == "Partners \U0001f600 welcome"


@pytest.mark.django_db
def test_a_form_with_too_many_fields_is_a_json_400(client_for, user, settings):
    """Django refuses it as a suspicious request (an HTML 400 by default)."""
    fields = {f"field{i}": "x" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1)}

    response = client_for(user).post(CONTACT, {"title": "Other", "text": "Hello", **fields}, format="multipart")

    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json() == error(400, "The request has too many fields.", code="parseError")
    assert not ContactMessage.objects.exists()
