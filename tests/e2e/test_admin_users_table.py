"""The admin's Users table fits a 1440 px window and stays usable on a phone (issue 22, item 13:
its Actions column was off-screen at 1440 px, 1,186 px of table in a 1,110 px box)."""

import pytest
from playwright.sync_api import Page, expect

from apps.accounts.models import Role, User
from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from apps.companies.tests.factories import CompanyFactory
from tests.e2e.helpers import expect_no_horizontal_scroll, reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

ADMIN = "avery@contoso-partners.com"
# The widest rows a real list holds: a long address with nowhere to break, a company admin with
# a plan and thousands of credits, both roles, a deactivated and a pending account.
WIDE = "maximilianoberhausenwittgenstein@northwinddistributionpartners.example"


@pytest.fixture(autouse=True)
def _users():
    reference_data_ensure()
    user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin").roles.add(Role.USER)
    wide = user_create(WIDE, first_name="Maximilian", last_name="Oberhausen-Wittgenstein")
    CompanyFactory(name="Northwind Distribution Partners International", admin=wide)
    subscription = subscription_grant(user=wide, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    type(subscription).objects.filter(pk=subscription.pk).update(credits_quota=120_000, credits_used=118_500)
    gone = user_create("pat@fabrikam.example", first_name="Pat", last_name="Partner")
    gone.is_active = False
    gone.save(update_fields=["is_active"])
    user_create("quinn@tailspin.example", first_name="Quinn", last_name="Queued", status=User.Status.PENDING)


def _wholly_in_view(element, window_width: int):
    """In view, scrolled to vertically if need be, and within the window's width."""
    element.scroll_into_view_if_needed()
    expect(element).to_be_in_viewport(ratio=1)
    box = element.bounding_box()
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= window_width


def test_every_column_of_the_users_table_is_in_view_at_1440_px(page: Page, app_url):
    page.set_viewport_size({"width": 1440, "height": 900})
    sign_in(page, app_url, ADMIN)
    page.goto(f"{app_url}/admin/users")

    table = page.get_by_role("table", name="Users")
    expect(table.get_by_role("rowheader")).to_have_count(4)
    container = table.locator("xpath=..")
    container_box = container.bounding_box()
    # The table fits its box: nothing to scroll to inside it, nor in the page.
    assert table.evaluate("table => table.parentElement.scrollWidth <= table.parentElement.clientWidth"), (
        table.evaluate("table => [table.parentElement.scrollWidth, table.parentElement.clientWidth]")
    )
    expect_no_horizontal_scroll(page)
    for header in table.get_by_role("columnheader").all():
        box = header.bounding_box()
        assert box["x"] >= container_box["x"] - 1, header.text_content()
        assert box["x"] + box["width"] <= container_box["x"] + container_box["width"] + 1, header.text_content()
    expect(table.get_by_role("columnheader", name="Actions")).to_be_in_viewport(ratio=1)

    # The widest row's actions open from where they are.
    row = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Maximilian Oberhausen-Wittgenstein"))
    actions = row.get_by_role("button", name="Actions for Maximilian Oberhausen-Wittgenstein")
    _wholly_in_view(actions, 1440)
    expect(row.get_by_text(WIDE)).to_be_visible()
    actions.click()
    expect(page.get_by_role("menuitem", name="Grant a plan…")).to_be_visible()


def test_on_a_phone_each_user_is_a_card_with_its_actions_in_view(page: Page, app_url):
    page.set_viewport_size({"width": 390, "height": 844})
    sign_in(page, app_url, ADMIN)
    page.goto(f"{app_url}/admin/users")

    users = page.get_by_role("list", name="Users")
    expect(users.get_by_role("listitem")).to_have_count(4)
    expect(page.get_by_role("table", name="Users")).to_have_count(0)
    card = users.get_by_role("listitem", name="Maximilian Oberhausen-Wittgenstein")
    expect(card.get_by_text(WIDE)).to_be_visible()
    expect(card.get_by_text("Northwind Distribution Partners International")).to_be_visible()
    expect(card.get_by_text("Growth", exact=False).first).to_be_visible()
    actions = card.get_by_role("button", name="Actions for Maximilian Oberhausen-Wittgenstein")
    _wholly_in_view(actions, 390)
    expect_no_horizontal_scroll(page)
    actions.click()
    page.get_by_role("menuitem", name="Deactivate").click()
    expect(page.get_by_role("dialog", name="Deactivate this account?")).to_be_visible()
