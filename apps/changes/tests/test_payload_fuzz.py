"""Property-based fuzz of the company save payload (issue 7 item 4), with hypothesis.

Payloads start from a valid one and have any of their keys dropped or replaced by arbitrary
JSON (nested lists and objects, huge integers, floats, odd strings), contacts included. The
properties: the answer is never a 500; it is a 2xx, or a JSON 4xx in the API's error format
that stored nothing; and whatever was stored renders as the pending copy and can be approved.
Deterministic (derandomize) and bounded, so the suite stays repeatable on a busy machine."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from apps.changes.models import CompanyChange
from apps.companies.models import Company
from apps.companies.tests.helpers import (
    CHANGES,
    PENDING,
    approve_url,
    change_of,
    change_url,
    company_payload,
    contact,
    create_change,
    update_payload,
)

pytestmark = pytest.mark.django_db

FUZZ = settings(
    derandomize=True,
    deadline=None,
    max_examples=60,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

ODD_VALUES = st.sampled_from(
    [
        1e308,
        -1,
        0,
        2**63,
        2**64,
        -(2**63) - 1,
        "",
        "   ",
        "javascript:alert(1)",
        "https://[acme.io",
        "www.",
        '<img src=x onerror="alert(1)">',
        "<p>" + "x" * 200 + "</p>",
        "A" * 600,
        "ann@",
        "ANN@ACME-CLOUD.IO",
        "\x00",
    ]
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
    | ODD_VALUES
)
JSON = st.recursive(
    SCALARS,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=8,
)
CONTACT_KEYS = ["contactId", "firstName", "lastName", "email", "position", "linkedInUrl"]
CONTACTS = st.lists(
    st.fixed_dictionaries({}, optional=dict.fromkeys(CONTACT_KEYS, JSON)).map(lambda extra: {**contact(), **extra})
    | JSON,
    max_size=3,
)
DROP = object()


KEYS = sorted({*company_payload(), "companyChangeId", "logoUrl"})
# Some keys of a valid payload dropped or replaced by arbitrary JSON...
OVERRIDES = st.fixed_dictionaries(
    {}, optional={key: st.just(DROP) | (CONTACTS if key == "contacts" else JSON) for key in KEYS}
)
# ... or a body that is not an object at all.
NOT_AN_OBJECT = st.lists(JSON, max_size=2) | SCALARS


def _body(base: dict, overrides):
    if not isinstance(overrides, dict):
        return overrides
    payload = {**base, **overrides}
    return {key: value for key, value in payload.items() if value is not DROP}


def _assert_answer(response):
    assert response.status_code < 500, response.content[:500]
    assert response.status_code in (200, 201) or 400 <= response.status_code < 500, response.status_code
    if response.status_code >= 400:
        assert response["Content-Type"].startswith("application/json"), response.content[:200]
        body = response.json()
        assert body["status"] == response.status_code
        assert isinstance(body["title"], str)
        assert body["title"]
        assert isinstance(body["errors"], dict)


@FUZZ
@given(overrides=OVERRIDES | NOT_AN_OBJECT)
def test_a_new_company_payload_never_answers_a_500(client_for, user, admin_user, overrides):
    member, admin = client_for(user), client_for(admin_user)

    response = member.post(CHANGES, _body(company_payload(), overrides), format="json")

    _assert_answer(response)
    if response.status_code != 201:
        assert not CompanyChange.objects.exists()
        return
    # What was stored renders as the pending copy, and approving it builds a company.
    assert member.get(PENDING).status_code == 200
    change_id = response.json()["companyChangeId"]
    assert admin.put(approve_url(change_id)).status_code == 200
    Company.objects.all().delete()  # the next example starts without a company (cascades)
    CompanyChange.objects.all().delete()


@FUZZ
@given(overrides=OVERRIDES | NOT_AN_OBJECT)
def test_a_rewrite_of_a_pending_update_never_answers_a_500(client_for, user, acme, overrides):
    """The edit form's rules: an existing company with contacts whose e-mails are locked."""
    member = client_for(user)
    base = update_payload(acme)
    change_id = CompanyChange.objects.values_list("pk", flat=True).first() or create_change(member, base)
    before = change_of(change_id).snapshot

    response = member.put(change_url(change_id), _body(base, overrides), format="json")

    _assert_answer(response)
    if response.status_code == 200:
        assert member.get(PENDING).status_code == 200
        change = change_of(change_id)
        change.snapshot = before  # the next example rewrites the same starting point
        change.save(update_fields=["snapshot"])
    else:
        assert change_of(change_id).snapshot == before
