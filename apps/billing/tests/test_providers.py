"""Choosing the payment provider from PAYMENTS_PROVIDER: no silent fallback to the built-in
checkout, which grants the plan without payment (issue 7, item 6)."""

import pytest
from django.core.exceptions import ImproperlyConfigured

from apps.billing import providers


@pytest.mark.parametrize(
    ("name", "provider_class"),
    [("local", providers.LocalCheckoutProvider), ("stripe", providers.StripeCheckoutProvider)],
)
def test_each_known_name_chooses_its_provider(settings, name, provider_class):
    settings.PAYMENTS_PROVIDER = name

    assert isinstance(providers.checkout_provider(), provider_class)


@pytest.mark.parametrize("name", ["", "Stripe", "paypal"])
def test_an_unknown_name_is_a_configuration_error_not_the_built_in_checkout(settings, name):
    settings.PAYMENTS_PROVIDER = name

    with pytest.raises(ImproperlyConfigured, match=f"PAYMENTS_PROVIDER must be one of local, stripe, not '{name}'"):
        providers.checkout_provider()
