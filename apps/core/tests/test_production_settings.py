"""config.settings.production refuses to start unless payments, mail and SITE_URL are set
explicitly (issue 7, item 6). Each case imports the settings in a fresh interpreter with a
minimal environment, as a deployment would."""

import json
import os
import subprocess
import sys

import pytest

from config.env import BASE_DIR

COMPLETE = {
    "SECRET_KEY": "production-test-key-0123456789-abcdefghijklmnopqrstuvwxyz-ABCDEF",
    "SPA_API_KEY": "spa-key",
    "REDIS_URL": "redis://127.0.0.1:6379/15",
    "ALLOWED_HOSTS": "app.partnermatch.example",
    "SITE_URL": "https://app.partnermatch.example",
    "EMAIL_URL": "smtp+tls://mailer:secret@smtp.partnermatch.example:587",
    "PAYMENTS_PROVIDER": "stripe",
    "STRIPE_SECRET_KEY": "sk_live_example",
    "STRIPE_WEBHOOK_SECRET": "whsec_example",
    "STRIPE_PRICE_GROWTH_MONTHLY": "price_growth_m",
    "STRIPE_PRICE_GROWTH_YEARLY": "price_growth_y",
    "STRIPE_PRICE_TEST_MONTHLY": "price_test_m",
    "STRIPE_PRICE_TEST_YEARLY": "price_test_y",
    "ALLOW_LOCAL_CHECKOUT": "",
}

BOOT = """
import json, django
from django.conf import settings
django.setup()
print(json.dumps({name: getattr(settings, name) for name in
    ("DEBUG", "SITE_URL", "EMAIL_BACKEND", "EMAIL_HOST", "PAYMENTS_PROVIDER", "ALLOW_LOCAL_CHECKOUT")}))
"""


def run(args, **env):
    """Runs python `args` in the project with only COMPLETE (updated by `env`) set. Every
    controlled name is present, empty when unset, so a developer's .env cannot fill it in
    (config/env.py only adds names that are absent)."""
    environment = {
        "PATH": os.environ.get("PATH", ""),
        "DJANGO_SETTINGS_MODULE": "config.settings.production",
        **COMPLETE,
        **env,
    }
    return subprocess.run(
        [sys.executable, *args], cwd=BASE_DIR, env=environment, capture_output=True, text=True, check=False
    )


def boot(**env):
    return run(["-c", BOOT], **env)


def listed_settings(stderr: str) -> list[str]:
    """The setting names listed in the ImproperlyConfigured message, one per `  - NAME:` line."""
    return [line.split(":", 1)[0][4:] for line in stderr.splitlines() if line.startswith("  - ")]


def test_a_complete_environment_boots_with_stripe_smtp_and_the_given_site_url():
    result = boot()

    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "DEBUG": False,
        "SITE_URL": "https://app.partnermatch.example",
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "EMAIL_HOST": "smtp.partnermatch.example",
        "PAYMENTS_PROVIDER": "stripe",
        "ALLOW_LOCAL_CHECKOUT": False,
    }


@pytest.mark.parametrize(
    "name",
    [
        "SITE_URL",
        "EMAIL_URL",
        "PAYMENTS_PROVIDER",
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "SECRET_KEY",
        "SPA_API_KEY",
        "REDIS_URL",
    ],
)
def test_each_missing_setting_stops_the_start_with_a_message_naming_it(name):
    result = boot(**{name: ""})

    assert result.returncode != 0
    assert "django.core.exceptions.ImproperlyConfigured: Production settings are incomplete" in result.stderr
    assert listed_settings(result.stderr) == [name]


def test_every_missing_setting_is_named_at_once():
    result = boot(SITE_URL="", EMAIL_URL="", PAYMENTS_PROVIDER="")

    assert result.returncode != 0
    assert listed_settings(result.stderr) == ["SITE_URL", "EMAIL_URL", "PAYMENTS_PROVIDER"]


def test_a_stripe_key_alone_does_not_choose_the_provider_in_production():
    # base.py picks `stripe` from the key; production wants the choice written down.
    result = boot(PAYMENTS_PROVIDER="")

    assert listed_settings(result.stderr) == ["PAYMENTS_PROVIDER"]


def test_the_built_in_checkout_is_refused_without_the_staging_flag():
    result = boot(PAYMENTS_PROVIDER="local", STRIPE_SECRET_KEY="", STRIPE_WEBHOOK_SECRET="")

    assert result.returncode != 0
    assert listed_settings(result.stderr) == ["ALLOW_LOCAL_CHECKOUT"]
    assert "grants plans without payment" in result.stderr


def test_the_built_in_checkout_runs_when_explicitly_allowed():
    result = boot(PAYMENTS_PROVIDER="local", ALLOW_LOCAL_CHECKOUT="true", STRIPE_SECRET_KEY="")

    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert (shown["PAYMENTS_PROVIDER"], shown["ALLOW_LOCAL_CHECKOUT"]) == ("local", True)


def test_an_unknown_provider_name_is_refused_rather_than_read_as_the_built_in_checkout():
    result = boot(PAYMENTS_PROVIDER="strpe")

    assert result.returncode != 0
    assert "ImproperlyConfigured: PAYMENTS_PROVIDER must be `stripe` or `local`, not 'strpe'." in result.stderr


def test_check_deploy_reports_no_warning_at_all_on_a_complete_environment():
    result = run(["manage.py", "check", "--deploy"])

    assert result.returncode == 0, result.stderr
    assert "System check identified no issues (0 silenced)." in result.stdout, result.stdout + result.stderr


def test_check_deploy_reports_set_but_wrong_values():
    # Explicit, so the process starts, but links point at localhost and mail goes to files.
    result = run(
        ["manage.py", "check", "--deploy"],
        SITE_URL="http://127.0.0.1:8000",
        EMAIL_URL="filemail:///tmp/partnermatch-mail",
        PAYMENTS_PROVIDER="local",
        ALLOW_LOCAL_CHECKOUT="true",
    )

    assert result.returncode == 1
    reported = result.stdout + result.stderr
    for check_id in ("core.E005", "core.E007", "core.W008", "core.W009"):
        assert f"({check_id})" in reported
    assert "(core.E001)" not in reported


def test_the_address_make_run_serves_does_not_stand_in_for_site_url():
    result = boot(SITE_URL="", SITE_URL_DEFAULT="http://127.0.0.1:8765")

    assert listed_settings(result.stderr) == ["SITE_URL"]
