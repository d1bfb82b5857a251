"""POST /api/payments/checkout with the Stripe provider, checked at the HTTP boundary: the real
SDK talks to a local fake of api.stripe.com (conftest.FakeStripeApi)."""

import socket

import pytest

from apps.billing.models import CheckoutSession
from apps.billing.tests.helpers import CANCEL_URL, CHECKOUT, GROWTH, SUCCESS_URL, TEST, checkout_body, error

pytestmark = pytest.mark.django_db

PROVIDER_ERROR = error(
    502,
    "The payment provider could not start the checkout. Please try again in a moment.",
    code="paymentProviderError",
)
STRIPE_ERROR = {
    "error": {
        "message": "An unknown error occurred",
        "type": "api_error",
        "request_log_url": "https://dashboard.stripe.com/test/logs/req_test",
    }
}


def checkout(client, **overrides):
    return client.post(CHECKOUT, checkout_body(**overrides), format="json")


def test_checkout_creates_a_stripe_checkout_session(client_for, user, fake_stripe):
    response = checkout(client_for(user))

    assert response.status_code == 200, response.content
    assert response.json() == {"checkoutUrl": "https://checkout.stripe.com/c/pay/cs_test_1"}
    session = CheckoutSession.objects.get()
    assert session.provider == "stripe"
    assert session.provider_session_id == "cs_test_1"
    assert session.status == CheckoutSession.Status.OPEN

    assert len(fake_stripe.requests) == 1
    sent = fake_stripe.requests[0]
    assert (sent["method"], sent["path"]) == ("POST", "/v1/checkout/sessions")
    headers = sent["headers"]
    assert headers["authorization"] == "Bearer sk_test_x"
    assert headers["content-type"].startswith("application/x-www-form-urlencoded")
    assert headers["idempotency-key"] == f"checkout-{session.pk}"
    assert headers.get("stripe-version")
    assert sent["form"] == {
        "mode": "subscription",
        "line_items[0][price]": "price_growth_m",
        "line_items[0][quantity]": "1",
        "success_url": f"{SUCCESS_URL}?session_id={{CHECKOUT_SESSION_ID}}",
        "cancel_url": CANCEL_URL,
        "client_reference_id": str(session.pk),
        "customer_email": user.email,
        "metadata[checkout_session_id]": str(session.pk),
        "metadata[user_id]": str(user.pk),
        "metadata[plan_id]": "1",
        "metadata[billing_period]": "monthly",
        "subscription_data[metadata][checkout_session_id]": str(session.pk),
        "subscription_data[metadata][user_id]": str(user.pk),
        "subscription_data[metadata][plan_id]": "1",
        "subscription_data[metadata][billing_period]": "monthly",
    }


def test_a_success_url_with_a_query_gets_the_session_id_appended_with_an_ampersand(client_for, user, fake_stripe):
    checkout(client_for(user), successUrl=f"{SUCCESS_URL}?plan=growth")

    assert (
        fake_stripe.requests[0]["form"]["success_url"]
        == f"{SUCCESS_URL}?plan=growth&session_id={{CHECKOUT_SESSION_ID}}"
    )


def test_the_yearly_price_is_used_for_a_yearly_checkout(client_for, user, fake_stripe):
    response = checkout(client_for(user), billingPeriod="yearly")

    assert response.status_code == 200
    form = fake_stripe.requests[0]["form"]
    assert form["line_items[0][price]"] == "price_growth_y"
    assert form["subscription_data[metadata][billing_period]"] == "yearly"


def test_the_test_plan_for_an_admin(client_for, admin_user, fake_stripe):
    response = checkout(client_for(admin_user), plan_id=TEST)

    assert response.status_code == 200
    assert fake_stripe.requests[0]["form"]["line_items[0][price]"] == "price_test_m"


@pytest.mark.parametrize(
    ("client_user", "plan_id", "period"),
    [("admin_user", TEST, "yearly"), ("user", GROWTH, "monthly")],
    ids=["empty-price", "no-price-at-all"],
)
def test_a_plan_without_a_configured_price_is_refused(
    request, client_for, fake_stripe, settings, client_user, plan_id, period
):
    if plan_id == GROWTH:
        settings.STRIPE_PRICE_IDS = {}
    response = checkout(client_for(request.getfixturevalue(client_user)), plan_id=plan_id, billingPeriod=period)

    assert response.status_code == 400
    assert response.json() == error(
        400, "This plan cannot be bought online yet. Please contact sales.", code="priceNotConfigured"
    )
    assert fake_stripe.requests == []


def test_a_stripe_server_error_is_a_502_and_every_retry_is_idempotent(client_for, user, fake_stripe):
    fake_stripe.status = 500
    fake_stripe.body = STRIPE_ERROR

    response = checkout(client_for(user))

    assert response.status_code == 502
    assert response.json() == PROVIDER_ERROR
    attempts = fake_stripe.requests
    assert 1 <= len(attempts) <= 3, len(attempts)  # the SDK retries 5xx a bounded number of times
    keys = {a["headers"]["idempotency-key"] for a in attempts}
    assert len(keys) == 1
    assert keys.pop().startswith("checkout-")
    # The failed start leaves no open checkout behind.
    assert not CheckoutSession.objects.exists()


def test_a_stripe_refusal_is_a_502_without_retries(client_for, user, fake_stripe):
    fake_stripe.status = 400
    fake_stripe.body = {
        "error": {
            "code": "resource_missing",
            "message": "No such price: 'price_growth_m'",
            "param": "line_items[0][price]",
            "type": "invalid_request_error",
        }
    }

    response = checkout(client_for(user))

    assert response.status_code == 502
    assert response.json() == PROVIDER_ERROR
    assert len(fake_stripe.requests) == 1


def test_stripe_unreachable_is_a_502(client_for, user, fake_stripe, settings):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    settings.STRIPE_API_BASE = f"http://127.0.0.1:{port}"

    response = checkout(client_for(user))

    assert response.status_code == 502
    assert response.json() == PROVIDER_ERROR


def test_the_refusals_happen_before_stripe_is_called(client_for, user, fake_stripe):
    assert checkout(client_for(user), successUrl="https://evil.example/x").status_code == 400
    assert checkout(client_for(user), plan_id=TEST).status_code == 403
    assert fake_stripe.requests == []
