"""Layout in a real browser (issue 7, item 8): the sidebar runs the page's full height and its
menu scrolls above the footer; toasts never cover the creation wizard's action buttons; a
second company proposal says what the server said, with the way to the waiting one."""

import pytest
from playwright.sync_api import Page, expect

from apps.changes.models import CompanyChange
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.services import reference_data_load
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

DESCRIPTION = (
    "Contoso Partners resells and implements cloud security software for mid-market companies in Western "
    "Europe. We run migrations, managed detection and response, and train our customers' IT teams."
)


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()
    reference_data_load()


LAST_ADMIN_ITEM = "nav[aria-label='Main navigation'] a[href='/admin/ai-partner-program-builder']"


def _box(page: Page, css: str) -> dict:
    """The viewport rectangle of the first element matching `css`."""
    return page.evaluate(
        "(css) => { const r = document.querySelector(css).getBoundingClientRect();"
        " return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }; }",
        css,
    )


def _edges(box: dict) -> dict:
    """Playwright's bounding box as edges."""
    return {"left": box["x"], "right": box["x"] + box["width"], "top": box["y"], "bottom": box["y"] + box["height"]}


def _overlap(a: dict, b: dict) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def test_sidebar_runs_the_full_page_height_and_its_menu_scrolls_above_the_footer(page: Page, app_url):
    user_create("avery@contoso-partners.com", admin=True, first_name="Avery")
    page.set_viewport_size({"width": 1280, "height": 850})
    sign_in(page, app_url, "avery@contoso-partners.com")
    page.goto(f"{app_url}/companies/new")  # a page much taller than the window
    expect(page.get_by_text("Step 1 of 2")).to_be_visible()
    page_height = page.evaluate("document.documentElement.scrollHeight")
    assert page_height > 850 + 200

    # The sidebar column (its background and border) is as tall as the page, not the window.
    column = _box(page, ".MuiDrawer-docked")
    assert column["top"] == 0
    assert column["height"] >= page_height - 1
    column_colour = page.evaluate("getComputedStyle(document.querySelector('.MuiDrawer-docked')).backgroundColor")
    paper_colour = page.evaluate("getComputedStyle(document.getElementById('app-sidebar')).backgroundColor")
    assert column_colour == paper_colour

    # Scrolled to the end, the menu is still in view, top to bottom of the window.
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    expect(page.get_by_role("button", name="Contact Us")).to_be_in_viewport()
    paper = _box(page, "#app-sidebar")
    assert paper["top"] == 0
    assert abs(paper["bottom"] - 850) <= 1

    # The last Admin item can be scrolled to inside the menu and is then wholly visible,
    # above the footer, and the topmost element at its centre.
    nav = page.get_by_role("navigation", name="Main navigation")
    last = nav.get_by_role("link", name="AI Partner Program Builder")
    last.scroll_into_view_if_needed()
    expect(last).to_be_in_viewport(ratio=1)
    item = _box(page, LAST_ADMIN_ITEM)
    footer = _box(page, "[aria-label='Contact Us']")
    menu = _box(page, "nav[aria-label='Main navigation']")
    assert item["bottom"] <= footer["top"]
    assert menu["top"] <= item["top"]
    assert item["bottom"] <= menu["bottom"] + 0.5
    on_top = page.evaluate(
        "(css) => { const link = document.querySelector(css); const r = link.getBoundingClientRect();"
        " return link.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)); }",
        LAST_ADMIN_ITEM,
    )
    assert on_top


def _pick(page: Page, label: str, option: str):
    page.get_by_role("combobox", name=label).click()
    page.get_by_role("option", name=option, exact=True).click()
    page.keyboard.press("Escape")


def test_a_second_proposal_shows_the_servers_message_and_the_toast_leaves_the_buttons_free(page: Page, app_url):
    member = user_create("morgan@contoso-partners.com")
    waiting = CompanyChangeFactory(author=member)
    page.set_viewport_size({"width": 1280, "height": 850})
    sign_in(page, app_url, "morgan@contoso-partners.com")
    page.goto(f"{app_url}/companies/new")
    expect(page.get_by_text("Step 1 of 2")).to_be_visible()

    page.get_by_label("Company name").fill("Contoso Partners")
    page.get_by_role("textbox", name="Description", exact=True).fill(DESCRIPTION)
    page.get_by_label("Website").fill("https://www.contoso-partners.com")
    _pick(page, "Partner type", "Channel Partner")
    _pick(page, "Company size", "Midmarket")
    _pick(page, "Target industries", "Cybersecurity")
    _pick(page, "Target customer segments", "Mid-market")
    page.get_by_label("Global").check()
    page.get_by_role("button", name="Next Step").click()
    expect(page.get_by_text("Step 2 of 2")).to_be_visible()
    _pick(page, "Partnership types", "Reseller")
    page.get_by_label("Partner page").fill("https://www.contoso-partners.com/vendors")
    page.get_by_role("textbox", name="Partner program description").fill("We resell and implement security products.")
    _pick(page, "Partner readiness", "Developing")
    page.get_by_role("textbox", name="Exclusive offer").fill("A free migration workshop.")
    page.get_by_role("button", name="Add contact").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Email").fill("morgan@contoso-partners.com")
    dialog.get_by_role("button", name="Save").click()
    expect(dialog).to_be_hidden()

    page.get_by_role("button", name="Save").click()
    message = "A change is already waiting for approval: update it instead."
    conflict = page.get_by_test_id("create-conflict")
    expect(conflict).to_contain_text(message)
    toast = page.locator(".notistack-SnackbarContainer").get_by_text(message)
    expect(toast).to_be_visible()
    expect(page.get_by_text("Failed to create company. Please try again.")).to_have_count(0)
    assert CompanyChange.objects.filter(author=member).count() == 1

    # The toast covers none of the wizard's action buttons.
    toast_box = _edges(toast.bounding_box())
    for name in ("Cancel", "Back", "Save"):
        button_box = _edges(page.get_by_role("button", name=name, exact=True).bounding_box())
        assert not _overlap(toast_box, button_box), name

    conflict.get_by_role("link", name="Open the pending change").click()
    expect(page).to_have_url(f"{app_url}/my-company")
    expect(page.get_by_text("Pending Approval")).to_be_visible()
    assert waiting.status == CompanyChange.Status.PENDING
