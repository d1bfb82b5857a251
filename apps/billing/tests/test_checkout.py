"""POST /api/payments/checkout with the built-in (local) provider, the default in tests."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from apps.billing.models import CheckoutSession
from apps.billing.services import PLAN_ADMIN_ONLY, PLAN_CUSTOM, PLAN_FREE, PLAN_UNKNOWN, URL_FOREIGN
from apps.billing.tests.helpers import (
    CANCEL_URL,
    CHECKOUT,
    FREE,
    GROWTH,
    PARTNER_PRO,
    SUCCESS_URL,
    TEST,
    checkout_body,
    error,
    subscribe,
)

pytestmark = pytest.mark.django_db

VALIDATION_TITLE = "Please correct the errors and try again."
LOCAL_URL = re.compile(r"^(?P<origin>https?://[^/]+)/checkout/local/(?P<id>[0-9a-f-]{36})$")
EVIL = "https://evil.example/x"


def checkout(client, **overrides):
    return client.post(CHECKOUT, checkout_body(**overrides), format="json")


def session_of(response) -> CheckoutSession:
    assert response.status_code == 200, response.content
    match = LOCAL_URL.match(response.json()["checkoutUrl"])
    assert match, response.json()
    return CheckoutSession.objects.get(pk=match["id"])


# --- success -------------------------------------------------------------------------------


def test_checkout_answers_the_built_in_checkout_url_and_opens_a_session(client_for, user, settings):
    before = timezone.now()
    response = checkout(client_for(user))

    assert response.status_code == 200, response.content
    session = CheckoutSession.objects.get()
    assert response.json() == {"checkoutUrl": f"http://testserver/checkout/local/{session.pk}"}
    assert session.user == user
    assert session.plan_id == GROWTH
    assert session.billing_period == "monthly"
    assert str(session.amount) == "107.00"
    assert session.currency == "USD"
    assert session.provider == "local"
    assert session.status == CheckoutSession.Status.OPEN
    assert (session.success_url, session.cancel_url) == (SUCCESS_URL, CANCEL_URL)
    ttl = timedelta(hours=settings.CHECKOUT_SESSION_TTL_HOURS)
    assert before + ttl <= session.expires_at <= timezone.now() + ttl
    assert session.completed_at is None


def test_the_yearly_period_is_recorded(client_for, user):
    session = session_of(checkout(client_for(user), billingPeriod="yearly"))

    assert session.billing_period == "yearly"
    assert str(session.amount) == "107.00"


def test_the_configured_site_origin_is_accepted_and_used_for_the_checkout_page(client_for, user, settings):
    settings.SITE_URL = "https://app.partnermatch.example"
    response = checkout(
        client_for(user),
        successUrl="https://app.partnermatch.example/payments/success",
        cancelUrl="https://app.partnermatch.example/payments/cancel",
    )

    session = session_of(response)
    assert response.json()["checkoutUrl"] == f"https://app.partnermatch.example/checkout/local/{session.pk}"


def test_the_request_host_is_accepted_as_this_site(client_for, user, settings):
    settings.SITE_URL = "https://app.partnermatch.example"

    session = session_of(checkout(client_for(user), successUrl="http://testserver/payments/success?x=1"))

    assert session.success_url == "http://testserver/payments/success?x=1"


def test_an_admin_may_buy_the_test_plan(client_for, admin_user):
    session = session_of(checkout(client_for(admin_user), plan_id=TEST))

    assert session.plan_id == TEST
    assert str(session.amount) == "1.00"


def test_another_paid_plan_may_be_bought_while_one_is_active(client_for, admin_user):
    subscribe(admin_user, TEST)

    assert session_of(checkout(client_for(admin_user), plan_id=GROWTH)).plan_id == GROWTH


def test_an_ended_plan_may_be_bought_again(client_for, user):
    subscribe(user, GROWTH, ends_at=timezone.now() - timedelta(minutes=1))

    assert session_of(checkout(client_for(user))).plan_id == GROWTH


# --- refusals ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("plan_id", "expected"),
    [
        (99, error(400, PLAN_UNKNOWN, errors={"pricingPlanId": [PLAN_UNKNOWN]})),
        (FREE, error(400, PLAN_FREE, errors={"pricingPlanId": [PLAN_FREE]})),
        (PARTNER_PRO, error(400, PLAN_CUSTOM, errors={"pricingPlanId": [PLAN_CUSTOM]}, code="contactSales")),
        (TEST, error(403, PLAN_ADMIN_ONLY, code="notAdmin")),
    ],
    ids=["unknown", "free", "partner-pro", "test-for-a-member"],
)
def test_plans_that_cannot_be_bought_are_refused(client_for, user, plan_id, expected):
    response = checkout(client_for(user), plan_id=plan_id)

    assert response.status_code == expected["status"]
    assert response.json() == expected
    assert not CheckoutSession.objects.exists()


@pytest.mark.parametrize(
    "address",
    [
        EVIL,
        "javascript:alert(document.cookie)",
        "//evil.example/x",
        "http://testserver@evil.example/x",
        "http://testserver.evil.example/x",
        "https://testserver/payments/success",
        "http://testserver:8443/payments/success",
        "ftp://testserver/payments/success",
        "/payments/success",
    ],
)
@pytest.mark.parametrize("field", ["successUrl", "cancelUrl"])
def test_return_addresses_off_this_site_are_refused(client_for, user, field, address):
    response = checkout(client_for(user), **{field: address})

    assert response.status_code == 400, response.content
    assert response.json() == error(400, URL_FOREIGN, errors={field: [URL_FOREIGN]})
    assert not CheckoutSession.objects.exists()


def test_both_foreign_addresses_are_reported(client_for, user):
    response = checkout(client_for(user), successUrl=EVIL, cancelUrl="https://evil.example/cancel")

    assert response.status_code == 400
    assert response.json()["errors"] == {"successUrl": [URL_FOREIGN], "cancelUrl": [URL_FOREIGN]}


def test_missing_fields_are_reported(client_for, user):
    response = client_for(user).post(CHECKOUT, {}, format="json")

    assert response.status_code == 400
    assert response.json() == error(
        400,
        VALIDATION_TITLE,
        errors={
            "pricingPlanId": ["Please choose a plan."],
            "successUrl": ["This field is required."],
            "cancelUrl": ["This field is required."],
        },
    )


def test_an_unknown_billing_period_is_refused(client_for, user):
    response = checkout(client_for(user), billingPeriod="weekly")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["billingPeriod"]
    assert not CheckoutSession.objects.exists()


def test_the_plan_already_held_is_refused_with_409(client_for, user):
    subscription = subscribe(user, GROWTH)

    response = checkout(client_for(user))

    assert response.status_code == 409
    assert response.json() == error(
        409,
        f"You already have the Growth Mode plan until {subscription.current_period_end:%b %d, %Y}.",
        code="alreadySubscribed",
    )
    assert not CheckoutSession.objects.exists()


def test_signed_out_is_401(api):
    response = api.post(CHECKOUT, checkout_body(), format="json")

    assert response.status_code == 401
    assert response.json() == error(401, "Your session has expired. Please sign in again.", code="notAuthenticated")


def test_a_pending_user_is_403(client_for, pending_user):
    response = checkout(client_for(pending_user))

    assert response.status_code == 403
    assert response.json()["code"] == "notVerified"
    assert not CheckoutSession.objects.exists()


def test_the_api_key_is_required(user):
    from apps.accounts.services import auth_token_issue

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {auth_token_issue(user=user)}")

    response = checkout(client)

    assert response.status_code == 401
    assert response.json()["code"] == "invalidApiKey"
