"""The built-in checkout page /checkout/local/{sessionId} (the `local` payments provider)."""

import uuid
from datetime import datetime, timedelta
from urllib.parse import urlsplit

import pytest
from dateutil.relativedelta import relativedelta
from django.test import Client
from django.utils import timezone

from apps.billing.models import CheckoutSession, Subscription
from apps.billing.tests.helpers import (
    CANCEL_URL,
    CHECKOUT,
    SUCCESS_URL,
    checkout_body,
    open_checkout_session,
    user_url,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def start_checkout(client_for, user):
    """start_checkout(**body) -> the page path of a checkout `user` opened through the API."""

    def _start(**overrides):
        response = client_for(user).post(CHECKOUT, checkout_body(**overrides), format="json")
        assert response.status_code == 200, response.content
        return urlsplit(response.json()["checkoutUrl"]).path

    return _start


def session_at(path) -> CheckoutSession:
    return CheckoutSession.objects.get(pk=path.rsplit("/", 1)[1])


def assert_about(actual: datetime, expected: datetime, slack=timedelta(minutes=1)):
    assert abs(actual - expected) <= slack, (actual, expected)


def test_the_page_shows_the_plan_the_price_and_pay_and_cancel(client, start_checkout, user):
    response = client.get(start_checkout())

    assert response.status_code == 200
    page = response.content.decode()
    assert "Growth Mode plan" in page
    assert "107.00 USD" in page
    assert "Billed monthly" in page
    assert user.email in page
    assert '<button type="submit" class="pay" name="action" value="pay"' in page
    assert '<button type="submit" class="cancel" name="action" value="cancel"' in page
    assert 'name="csrfmiddlewaretoken"' in page
    assert "no-store" in response["Cache-Control"]


def test_the_yearly_page_says_so(client, start_checkout):
    page = client.get(start_checkout(billingPeriod="yearly")).content.decode()

    assert "Billed yearly" in page
    assert "107.00 USD" in page


def test_paying_activates_growth_for_one_month(client, client_for, start_checkout, user):
    path = start_checkout()
    paid_at = timezone.now()

    response = client.post(path, {"action": "pay"})

    assert response.status_code == 302
    assert response["Location"] == SUCCESS_URL
    subscription = Subscription.objects.get(user=user)
    assert subscription.plan.name == "Growth Mode"
    assert subscription.status == Subscription.Status.ACTIVE
    assert subscription.is_active
    assert (subscription.credits_quota, subscription.credits_used) == (100, 0)
    assert subscription.billing_period == "monthly"
    assert subscription.provider == "local"
    assert_about(subscription.current_period_end, paid_at + relativedelta(months=1))
    session = session_at(path)
    assert session.status == CheckoutSession.Status.COMPLETED
    assert session.completed_at is not None

    shown = client_for(user).get(user_url(user)).json()["subscription"]
    end_date = shown.pop("endDate")
    assert shown == {
        "pricingPlanId": 1,
        "pricingPlanName": "Growth Mode",
        "tokensQuota": 100,
        "tokensUsed": 0,
        "isActive": True,
        "billingPeriod": "monthly",
    }
    assert datetime.fromisoformat(end_date.replace("Z", "+00:00")) == subscription.current_period_end


def test_paying_yearly_activates_for_one_year(client, start_checkout, user):
    paid_at = timezone.now()

    client.post(start_checkout(billingPeriod="yearly"), {"action": "pay"})

    subscription = Subscription.objects.get(user=user)
    assert subscription.billing_period == "yearly"
    assert_about(subscription.current_period_end, paid_at + relativedelta(years=1))


def test_paying_the_same_session_twice_fulfils_once(client, start_checkout, user):
    path = start_checkout()
    assert client.post(path, {"action": "pay"}).status_code == 302
    Subscription.objects.filter(user=user).update(credits_used=3)
    first_end = Subscription.objects.get(user=user).current_period_end

    again = client.post(path, {"action": "pay"})

    assert again.status_code == 302
    assert again["Location"] == SUCCESS_URL
    subscription = Subscription.objects.get(user=user)
    assert subscription.credits_used == 3
    assert subscription.current_period_end == first_end
    assert Subscription.objects.count() == 1


def test_a_paid_session_page_offers_no_second_payment(client, start_checkout):
    path = start_checkout()
    client.post(path, {"action": "pay"})

    page = client.get(path).content.decode()

    assert "This checkout is completed." in page
    assert f'href="{SUCCESS_URL}"' in page
    assert 'value="pay"' not in page


def test_cancel_goes_back_and_activates_nothing(client, start_checkout, user):
    path = start_checkout()

    response = client.post(path, {"action": "cancel"})

    assert response.status_code == 302
    assert response["Location"] == CANCEL_URL
    assert not Subscription.objects.exists()
    assert session_at(path).status == CheckoutSession.Status.CANCELED


def test_a_canceled_session_cannot_be_paid_afterwards(client, start_checkout):
    path = start_checkout()
    client.post(path, {"action": "cancel"})

    response = client.post(path, {"action": "pay"})

    assert response.status_code == 400
    assert "This checkout has ended. Please start again from the pricing page." in response.content.decode()
    assert not Subscription.objects.exists()
    assert session_at(path).status == CheckoutSession.Status.CANCELED


def test_an_unknown_session_is_a_404_page(client):
    response = client.get(f"/checkout/local/{uuid.uuid4()}")

    assert response.status_code == 404
    assert "This checkout does not exist." in response.content.decode()
    assert client.post(f"/checkout/local/{uuid.uuid4()}", {"action": "pay"}).status_code == 404


def test_a_malformed_session_id_is_a_404(client):
    assert client.get("/checkout/local/not-a-uuid").status_code == 404


def test_an_expired_session_cannot_be_paid(client, user):
    session = open_checkout_session(user, provider="local", expires_at=timezone.now() - timedelta(seconds=1))

    response = client.post(f"/checkout/local/{session.pk}", {"action": "pay"})

    assert response.status_code == 400
    assert "This checkout has ended. Please start again from the pricing page." in response.content.decode()
    assert not Subscription.objects.exists()
    session.refresh_from_db()
    assert session.status == CheckoutSession.Status.OPEN


def test_a_stripe_session_cannot_be_paid_on_the_built_in_page(client, user):
    session = open_checkout_session(user, provider="stripe")

    assert client.get(f"/checkout/local/{session.pk}").status_code == 404
    assert client.post(f"/checkout/local/{session.pk}", {"action": "pay"}).status_code == 404
    assert not Subscription.objects.exists()


def test_the_form_works_with_csrf_checks_on(start_checkout, user):
    browser = Client(enforce_csrf_checks=True)
    path = start_checkout()

    assert browser.post(path, {"action": "pay"}).status_code == 403  # no token: refused
    assert not Subscription.objects.exists()

    browser.get(path)
    token = browser.cookies["csrftoken"].value
    response = browser.post(path, {"action": "pay", "csrfmiddlewaretoken": token})

    assert response.status_code == 302
    assert Subscription.objects.get(user=user).is_active


def test_only_get_and_post(client, start_checkout):
    assert client.put(start_checkout()).status_code == 405
