"""The signed-in layout: admin guard, sidebar shortcut and cookie, theme, profile, 404."""

import time

import pytest
from playwright.sync_api import Page, expect

from apps.accounts.models import User
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()


@pytest.fixture
def member_page(page: Page, app_url):
    user_create("morgan@contoso-partners.com")
    sign_in(page, app_url, "morgan@contoso-partners.com")
    return page


def _sidebar_cookie(page):
    return {c["name"]: c for c in page.context.cookies()}.get("sidebar_state")


def test_non_admin_opening_admin_users_sees_403(member_page: Page, app_url):
    member_page.goto(f"{app_url}/admin/users")
    expect(member_page).to_have_url(f"{app_url}/403")
    expect(member_page.get_by_text("Oops! You're not allowed to access this page.")).to_be_visible()
    expect(member_page.get_by_role("navigation", name="Main navigation")).not_to_contain_text("Admin")
    member_page.get_by_role("button", name="Go Home").click()
    expect(member_page).to_have_url(f"{app_url}/")


def test_admin_sees_the_admin_group_and_reaches_admin_users(page: Page, app_url):
    user_create("avery@contoso-partners.com", admin=True, first_name="Avery")
    sign_in(page, app_url, "avery@contoso-partners.com")
    nav = page.get_by_role("navigation", name="Main navigation")
    nav.get_by_role("link", name="Users").click()
    expect(page).to_have_url(f"{app_url}/admin/users")


def test_sidebar_toggles_with_ctrl_b_and_stays_collapsed_after_reload(member_page: Page, app_url):
    nav = member_page.get_by_role("navigation", name="Main navigation")
    expect(nav.get_by_text("My Company", exact=True)).to_be_visible()

    member_page.keyboard.press("Control+b")
    expect(nav.get_by_text("My Company", exact=True)).to_be_hidden()
    cookie = _sidebar_cookie(member_page)
    assert cookie is not None
    assert cookie["value"] == "false"
    # Kept for 7 days (give or take the seconds the test takes).
    assert 7 * 86400 - 120 < cookie["expires"] - time.time() <= 7 * 86400

    member_page.reload()
    nav = member_page.get_by_role("navigation", name="Main navigation")
    expect(nav).to_be_attached()
    expect(nav.get_by_text("My Company", exact=True)).to_be_hidden()

    member_page.keyboard.press("Control+b")
    expect(nav.get_by_text("My Company", exact=True)).to_be_visible()
    assert _sidebar_cookie(member_page)["value"] == "true"


def test_dark_theme_by_default(page: Page, app_url):
    page.goto(f"{app_url}/sign-in")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")


def test_theme_can_be_switched_to_light_and_is_remembered(member_page: Page, app_url):
    expect(member_page.locator("html")).to_have_attribute("data-theme", "dark")
    member_page.get_by_role("button", name="Change theme").click()
    member_page.get_by_role("menuitem", name="Light").click()
    expect(member_page.locator("html")).to_have_attribute("data-theme", "light")
    member_page.reload()
    expect(member_page.locator("html")).to_have_attribute("data-theme", "light")


def test_unknown_path_shows_the_not_found_page(member_page: Page, app_url):
    member_page.goto(f"{app_url}/no/such/page")
    expect(member_page.get_by_text("Oops! The page you're looking for doesn't exist.")).to_be_visible()
    expect(member_page.get_by_role("button", name="Go Home")).to_be_visible()


def test_profile_edit_cancel_asks_then_save_updates(member_page: Page, app_url):
    member_page.get_by_role("button", name="Account menu").click()
    member_page.get_by_role("menuitem", name="Profile").click()
    expect(member_page).to_have_url(f"{app_url}/settings/profile")
    expect(member_page.get_by_role("heading", name="User profile")).to_be_visible()
    expect(member_page.get_by_text("The more precise your profile, the better your matches.")).to_be_visible()
    expect(member_page.get_by_text("My plan")).to_be_visible()

    member_page.get_by_role("button", name="Edit").click()
    member_page.get_by_label("First name").fill("Changed")
    member_page.get_by_role("button", name="Cancel").click()
    dialog = member_page.get_by_role("dialog")
    expect(dialog).to_contain_text("Are you sure you want to cancel? Any changes you've made will be lost.")
    dialog.get_by_role("button", name="Confirm").click()
    expect(member_page.get_by_text("Morgan", exact=True)).to_be_visible()

    member_page.get_by_role("button", name="Edit").click()
    member_page.get_by_label("First name").fill("   ")
    member_page.get_by_label("LinkedIn").fill("not a url")
    member_page.get_by_role("button", name="Save").click()
    expect(member_page.get_by_text("First name is required")).to_be_visible()
    expect(member_page.get_by_text("Must be a valid URL")).to_be_visible()

    member_page.get_by_label("First name").fill("Morgana")
    member_page.get_by_label("LinkedIn").fill("https://www.linkedin.com/in/morgana")
    member_page.get_by_role("button", name="Save").click()
    expect(member_page.get_by_text("User details updated successfully")).to_be_visible()
    expect(member_page.get_by_text("Morgana", exact=True)).to_be_visible()
    user = User.objects.get(email="morgan@contoso-partners.com")
    assert user.first_name == "Morgana"
    assert user.linkedin_url == "https://www.linkedin.com/in/morgana"
