"""Steps the browser tests share: sign in through the page, create users."""

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from apps.accounts.models import Role, User
from apps.billing.services import pricing_plans_load
from apps.companies.services import reference_data_load

PASSWORD = "Sup3r$ecret"


def reference_data_ensure():
    # Transactional tests flush the tables between tests, including what the data
    # migrations loaded (roles, plans, industries, regions...); put it back.
    for role_id, name in ((Role.ADMIN, "Admin"), (Role.USER, "User")):
        Role.objects.update_or_create(id=role_id, defaults={"name": name})
    pricing_plans_load()
    reference_data_load()


def user_create(email, *, admin=False, status=User.Status.ACTIVE, first_name="Morgan", last_name="Member"):
    user = User.objects.create_user(
        email=email, password=PASSWORD, first_name=first_name, last_name=last_name, status=status
    )
    if admin:
        user.roles.set([Role.ADMIN])
    return user


def sign_in(page: Page, app_url: str, email: str, password: str = PASSWORD):
    page.goto(f"{app_url}/sign-in")
    # The join-or-create dialog opens once for members without a company; tests that are
    # not about it say it was already seen (test_companies covers the dialog itself).
    page.evaluate("window.localStorage.setItem('persist:showCompanyModal', 'false')")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign in", exact=True).click()
    expect(page).not_to_have_url(f"{app_url}/sign-in")


def expect_no_horizontal_scroll(page: Page):
    """The page fits the window's width (nothing to scroll sideways), waiting for the layout to
    settle after a resize or a navigation as `expect` waits (a busy machine reflows late)."""
    fits = "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    try:
        page.wait_for_function(fits)
    except PlaywrightTimeoutError as exc:
        widths = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        raise AssertionError(f"the page scrolls sideways: scrollWidth {widths[0]} > clientWidth {widths[1]}") from exc
