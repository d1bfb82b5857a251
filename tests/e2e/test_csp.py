"""The Content-Security-Policy without 'unsafe-inline' (issue 14, item 1) in a real Chromium: the
styles MUI (emotion), the toasts (notistack's goober) and the rich-text editor (tiptap) inject
carry the page's nonce, so clicking through the main screens reports no violation."""

import re
import time

import pytest
from playwright.sync_api import Page, expect

from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from apps.companies.models import Company
from apps.companies.services import reference_data_load
from apps.companies.tests.factories import CompanyFactory
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

ADMIN = "avery@contoso-partners.com"
# Coloured text as the editor writes it: a style attribute the SPA must not set as markup.
DESCRIPTION = (
    "<p>Contoso Partners resells and implements <strong>cloud security</strong> software for "
    '<span style="color: #e03131">mid-market companies</span> in Western Europe. We run migrations, managed '
    "detection and response, and train our customers' IT teams.</p>"
)

# Reports every violation to the test: the DOM event (blocked and report-only alike) with what
# was blocked and where. Installed before any script of each page runs.
COLLECTOR = """
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolation({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    sample: event.sample,
    source: event.sourceFile + ':' + event.lineNumber,
    page: location.pathname,
  });
});
"""


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()
    reference_data_load()


@pytest.fixture
def violations(page: Page):
    """Every CSP violation the pages report, from the DOM event and from the console."""
    found = []
    page.expose_function("__cspViolation", lambda violation: found.append(violation))
    page.add_init_script(COLLECTOR)
    page.on(
        "console",
        lambda message: found.append({"console": message.text}) if "Content Security Policy" in message.text else None,
    )
    return found


def _settle(page: Page):
    """Lazy chunks and their styles loaded, data fetched."""
    page.wait_for_load_state("networkidle")


def test_the_page_sends_a_policy_without_unsafe_inline_and_its_nonce(page: Page, app_url, violations):
    response = page.goto(f"{app_url}/sign-in")
    policy = response.headers["content-security-policy"]
    assert "unsafe-inline" not in policy
    nonce = re.search(r"style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'", policy).group(1)
    # The SPA reads it from the page; the browser hides the attribute itself (nonce hiding).
    assert page.evaluate("document.querySelector('meta[property=\"csp-nonce\"]').nonce") == nonce
    expect(page.get_by_role("button", name="Sign in", exact=True)).to_be_visible()
    _settle(page)
    # Emotion's style elements carry it, and MUI's styles applied (a contained button's colour).
    assert page.evaluate("[...document.querySelectorAll('style[data-emotion]')].every((s) => s.nonce)")
    assert page.evaluate("document.querySelectorAll('style[data-emotion]').length") > 0
    assert violations == []

    # The collector sees what the policy blocks: a style element without the nonce.
    page.evaluate(
        "() => { const s = document.createElement('style'); s.textContent = 'body { color: red }';"
        " document.head.appendChild(s); }"
    )
    _wait_for(page, lambda: any(v.get("directive") == "style-src-elem" for v in violations))


def _wait_for(page: Page, condition, timeout_s: float = 60):
    """A bounded wait, serving the page's calls meanwhile (only a broken collector reaches it)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("the condition was not met")
        page.wait_for_timeout(50)


def test_no_violation_on_the_main_screens(page: Page, app_url, violations):
    admin = user_create(ADMIN, admin=True, first_name="Avery")
    company = CompanyFactory(
        name="Contoso Partners", domain="contoso-partners.com", admin=admin, description=DESCRIPTION
    )
    subscription_grant(user=admin, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    for name in ("Northwind Resellers", "Fabrikam Channel Group", "Tailspin MSP"):
        CompanyFactory(name=name, partner_type=Company.PartnerType.CHANNEL)

    # Sign-in, then the home dashboard.
    sign_in(page, app_url, ADMIN)
    expect(page).to_have_url(f"{app_url}/")
    _settle(page)

    # My company: the description (coloured text) rendered, then in the rich-text editor.
    page.goto(f"{app_url}/my-company")
    expect(page.get_by_test_id("company-name")).to_have_text("Contoso Partners")
    coloured = page.get_by_text("mid-market companies")
    expect(coloured).to_have_css("color", "rgb(224, 49, 49)")
    page.get_by_role("button", name="Edit").click()
    editor = page.locator(".ProseMirror").first
    expect(editor).to_be_visible()
    expect(editor.get_by_text("mid-market companies")).to_have_css("color", "rgb(224, 49, 49)")
    editor.click()
    page.keyboard.press("End")
    page.keyboard.type(" We also audit.")
    _settle(page)
    # A toast: the edit saved.
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Company updated successfully")).to_be_visible()
    _settle(page)

    # Discovery: a search and its results.
    page.goto(f"{app_url}/companies")
    expect(page.get_by_role("heading", name="AI partner discovery")).to_be_visible()
    page.get_by_role("combobox", name="Target industries").click()
    page.get_by_role("option", name="Cybersecurity", exact=True).click()
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Search", exact=True).click()
    expect(page.get_by_role("table", name="Matched partners").get_by_role("rowheader")).to_have_count(3)
    page.get_by_role("table", name="Matched partners").get_by_role("link").first.click()
    expect(page.get_by_test_id("company-name")).to_be_visible()
    _settle(page)

    # Admin pages.
    for path, heading in (
        ("/admin/users", "Users"),
        ("/admin/companies/active", "Active companies"),
        ("/admin/companies/pending", "Pending companies"),
        ("/admin/companies-import", "Companies import"),
    ):
        page.goto(f"{app_url}{path}")
        expect(page.get_by_role("heading", name=re.compile(heading, re.IGNORECASE)).first).to_be_visible()
        _settle(page)
    page.goto(f"{app_url}/admin/companies/active/{company.pk}")
    expect(page.get_by_test_id("company-name")).to_have_text("Contoso Partners")

    # Another theme: emotion writes a whole new set of styles.
    page.get_by_role("button", name="Change theme").click()
    page.get_by_role("menuitem", name="Light").click()
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    page.goto(f"{app_url}/settings")
    _settle(page)

    assert violations == []
