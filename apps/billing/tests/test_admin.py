"""The billing models in the back office (/backoffice/)."""

import pytest

from apps.billing.tests.helpers import open_checkout_session, subscribe

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("model", ["pricingplan", "subscription", "checkoutsession", "paymentevent"])
def test_the_changelists_open_for_an_admin(client, admin_user, user, model):
    subscribe(user)
    open_checkout_session(user)
    client.force_login(admin_user)

    response = client.get(f"/backoffice/billing/{model}/")

    assert response.status_code == 200


def test_a_subscription_is_listed(client, admin_user, user):
    subscribe(user)
    client.force_login(admin_user)

    page = client.get("/backoffice/billing/subscription/").content.decode()

    assert user.email in page
    assert "Growth Mode" in page


def test_members_are_kept_out(client, user):
    client.force_login(user)

    response = client.get("/backoffice/billing/subscription/")

    assert response.status_code == 302
    assert response["Location"].startswith("/backoffice/login/")
