"""The deployment checks of `manage.py check --deploy` (apps/core/checks.py), called directly."""

import pytest
from django.core.checks import run_checks

from apps.core import checks

PRICES = {"1:monthly": "price_gm", "1:yearly": "price_gy", "3:monthly": "price_tm", "3:yearly": "price_ty"}


def ids(messages):
    return [message.id for message in messages]


@pytest.fixture
def deployable(settings):
    """Settings that pass every check; each test spoils one."""
    settings.PAYMENTS_PROVIDER = "stripe"
    settings.STRIPE_SECRET_KEY = "sk_live_example"
    settings.STRIPE_WEBHOOK_SECRET = "whsec_example"
    settings.STRIPE_PRICE_IDS = dict(PRICES)
    settings.ALLOW_LOCAL_CHECKOUT = False
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.SITE_URL = "https://app.partnermatch.example"
    settings.ALLOWED_HOSTS = ["app.partnermatch.example"]
    return settings


def test_deployable_settings_pass_every_check(deployable):
    assert checks.payments_provider_check(None) == []
    assert checks.email_backend_check(None) == []
    assert checks.site_url_check(None) == []


def test_the_checks_run_only_with_deploy(deployable):
    deployable.EMAIL_BACKEND = "apps.core.mail.FileMailBackend"

    assert "core.E005" in ids(run_checks(include_deployment_checks=True, tags=["deployment"]))
    assert "core.E005" not in ids(run_checks(include_deployment_checks=False))


def test_the_built_in_checkout_without_the_staging_flag_is_an_error(deployable):
    deployable.PAYMENTS_PROVIDER = "local"

    (message,) = checks.payments_provider_check(None)

    assert message.id == "core.E001"
    assert "grants plans without payment" in message.msg
    assert "ALLOW_LOCAL_CHECKOUT=true" in message.hint


def test_the_built_in_checkout_with_the_staging_flag_passes(deployable):
    deployable.PAYMENTS_PROVIDER = "local"
    deployable.ALLOW_LOCAL_CHECKOUT = True

    assert checks.payments_provider_check(None) == []


@pytest.mark.parametrize("name", ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"])
def test_stripe_without_a_key_is_an_error_naming_it(deployable, name):
    setattr(deployable, name, "")

    (message,) = checks.payments_provider_check(None)

    assert message.id == "core.E002"
    assert message.msg.startswith(f"{name} is empty")


def test_stripe_without_a_price_is_a_warning_naming_the_plan_and_period(deployable):
    deployable.STRIPE_PRICE_IDS = {**PRICES, "3:yearly": ""}

    (message,) = checks.payments_provider_check(None)

    assert message.id == "core.W003"
    assert "3:yearly" in message.msg


def test_an_unknown_provider_is_an_error(deployable):
    deployable.PAYMENTS_PROVIDER = "paypal"

    assert ids(checks.payments_provider_check(None)) == ["core.E004"]


@pytest.mark.parametrize(
    "backend",
    [
        "apps.core.mail.FileMailBackend",
        "django.core.mail.backends.filebased.EmailBackend",
        "django.core.mail.backends.console.EmailBackend",
        "django.core.mail.backends.locmem.EmailBackend",
        "django.core.mail.backends.dummy.EmailBackend",
    ],
)
def test_mail_that_never_reaches_members_is_an_error(deployable, backend):
    deployable.EMAIL_BACKEND = backend

    (message,) = checks.email_backend_check(None)

    assert message.id == "core.E005"
    assert backend in message.msg
    assert "EMAIL_URL" in message.hint


@pytest.mark.parametrize(
    ("site_url", "expected"),
    [
        ("http://127.0.0.1:8000", ["core.E007", "core.W008", "core.W009"]),
        ("https://localhost", ["core.E007", "core.W009"]),
        ("https://[::1]:8443", ["core.E007", "core.W009"]),
        ("https://0.0.0.0", ["core.E007", "core.W009"]),
        ("http://app.partnermatch.example", ["core.W008"]),
        ("https://other.example", ["core.W009"]),
        ("app.partnermatch.example", ["core.E006"]),
        ("", ["core.E006"]),
    ],
)
def test_site_url_on_localhost_plain_http_or_a_foreign_host_is_reported(deployable, site_url, expected):
    deployable.SITE_URL = site_url

    assert ids(checks.site_url_check(None)) == expected
