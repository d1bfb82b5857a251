"""Sign-in through the passwordless provider and Google in Chromium (issue 13), against the
real OpenID provider on loopback (npm oidc-provider, tests/oidc_peer.py): the button, the
provider's own login page, and back into the app."""

import re

import pytest
from playwright.sync_api import Page, expect

from apps.accounts.models import User
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create
from tests.oidc_peer import CONFORMING

pytestmark = pytest.mark.django_db(transaction=True)

NEW_ADDRESS = "jordan.blake@brightwave-telemetry.io"


@pytest.fixture(autouse=True)
def _providers(oidc_peer, settings, app_url):
    reference_data_ensure()
    settings.SITE_URL = app_url  # the provider sends the browser back here
    settings.SIGN_IN_PROVIDERS = oidc_peer.settings_for({"google": "/sign-in", "wwpass": "/wwpass-callback"})


def _log_in_at_the_provider(page: Page, login: str):
    # oidc-provider's own login page (its development interaction): the login typed is the account.
    page.locator("input[name=login]").fill(login)
    page.locator("input[name=password]").fill("any password")
    page.locator("button[type=submit]").click()


def test_the_passwordless_button_signs_a_new_user_in_and_lands_on_my_company(page: Page, app_url, oidc_peer):
    page.goto(f"{app_url}/sign-in")
    page.get_by_role("button", name="Continue with WWPass").click()

    expect(page).to_have_url(re.compile("^" + re.escape(oidc_peer.issuer)))
    _log_in_at_the_provider(page, NEW_ADDRESS)

    expect(page).to_have_url(f"{app_url}/my-company")
    user = User.objects.get(email=NEW_ADDRESS)
    assert (user.status, user.first_name) == (User.Status.ACTIVE, "Jordan")


def test_a_provider_that_gives_the_address_only_at_userinfo_signs_a_new_user_in(
    page: Page, app_url, oidc_peer, settings
):
    """oidc-provider's default (OpenID Connect Core 5.4): the ID token carries `sub` only."""
    settings.SIGN_IN_PROVIDERS = oidc_peer.settings_for(
        {"google": "/sign-in", "wwpass": "/wwpass-callback"}, mode=CONFORMING
    )
    page.goto(f"{app_url}/sign-in")
    page.get_by_role("button", name="Continue with Google").click()

    expect(page).to_have_url(re.compile("^" + re.escape(oidc_peer.issuers[CONFORMING])))
    _log_in_at_the_provider(page, NEW_ADDRESS)

    expect(page).to_have_url(f"{app_url}/my-company")
    user = User.objects.get(email=NEW_ADDRESS)
    assert (user.status, user.first_name, user.last_name) == (User.Status.ACTIVE, "Jordan", "Blake")


def test_google_links_an_existing_account_and_a_free_mail_address_is_refused(page: Page, app_url):
    user_create(NEW_ADDRESS, first_name="Jordan", last_name="Blake")
    page.goto(f"{app_url}/sign-in")
    page.get_by_role("button", name="Continue with Google").click()
    _log_in_at_the_provider(page, NEW_ADDRESS)
    expect(page).to_have_url(f"{app_url}/my-company")
    assert User.objects.filter(email=NEW_ADDRESS).count() == 1

    # Signed out, a free-mail address comes back with the sign-in failure alert.
    page.context.clear_cookies()
    page.evaluate("window.localStorage.clear()")
    page.goto(f"{app_url}/sign-in")
    page.get_by_role("button", name="Continue with Google").click()
    _log_in_at_the_provider(page, "jordan.blake@gmail.com")
    expect(page).to_have_url(f"{app_url}/sign-in")
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("Something went wrong. Please make sure the following and try again:")
    expect(alert).to_contain_text("You're using your business email")


def test_a_member_links_the_passwordless_provider_from_the_profile(page: Page, app_url):
    user_create("member@acme-industries.com", first_name="Morgan", last_name="Member")
    sign_in(page, app_url, "member@acme-industries.com")
    page.goto(f"{app_url}/settings/profile")
    methods = page.get_by_role("region", name="Sign-in methods")
    methods.get_by_role("button", name="Link WWPass").click()
    _log_in_at_the_provider(page, "morgan.key@acme-industries.com")

    expect(page).to_have_url(f"{app_url}/settings/profile")
    expect(page.get_by_text("WWPass sign-in is linked to your account")).to_be_visible()
    expect(page.get_by_role("region", name="Sign-in methods").get_by_text("Linked")).to_be_visible()
