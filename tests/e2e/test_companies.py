"""Company screens: the creation wizard, company details without view access, my company edit."""

import pytest
from playwright.sync_api import Page, expect

from apps.changes.models import CompanyChange
from apps.companies.services import reference_data_load
from apps.companies.tests.factories import CompanyFactory
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


def _pick(page: Page, label: str, option: str):
    """Chooses one option of a labelled select or multi-select (keyboard-free, like a user)."""
    page.get_by_role("combobox", name=label).click()
    page.get_by_role("option", name=option, exact=True).click()
    page.keyboard.press("Escape")


def test_wizard_validates_each_step_and_creates_a_pending_company(page: Page, app_url):
    user_create("morgan@contoso-partners.com")
    sign_in(page, app_url, "morgan@contoso-partners.com")
    page.goto(f"{app_url}/companies/new")
    expect(page.get_by_text("Step 1 of 2")).to_be_visible()

    page.get_by_role("button", name="Next Step").click()
    for message in (
        "Company name is required",
        "Company description must be at least 150 characters",
        "Company website is required",
        "Partner type must be selected",
        "Company size must be selected",
        "At least one target industry must be selected unless the company is industry agnostic",
        "At least one target customer segment must be selected",
        "At least one target region must be selected unless the company is global",
    ):
        expect(page.get_by_text(message, exact=True)).to_be_visible()
    expect(page.get_by_text("Step 1 of 2")).to_be_visible()

    page.get_by_label("Company name").fill("Contoso Partners")
    page.get_by_role("textbox", name="Description", exact=True).fill(DESCRIPTION)
    page.get_by_label("Website").fill("https://www.contoso-partners.com")
    _pick(page, "Partner type", "Channel Partner")
    _pick(page, "Company size", "Midmarket")
    _pick(page, "Target industries", "Cybersecurity")
    _pick(page, "Target customer segments", "Mid-market")
    page.get_by_label("Global").check()
    expect(page.get_by_role("combobox", name="Target regions")).to_be_disabled()
    page.get_by_role("button", name="Next Step").click()

    expect(page.get_by_text("Step 2 of 2")).to_be_visible()
    page.get_by_role("button", name="Save").click()
    for message in (
        "At least one partnership type must be selected",
        "Partner website page is required",
        "Partner program description is required",
        "Partner readiness must be selected",
        "Exclusive offer description is required",
        "Min 1 contact must be selected",
    ):
        expect(page.get_by_text(message, exact=True)).to_be_visible()

    _pick(page, "Partnership types", "Reseller")
    page.get_by_label("Partner page").fill("https://www.contoso-partners.com/vendors")
    page.get_by_role("textbox", name="Partner program description").fill(
        "We resell and implement security products and run quarterly reviews with every vendor."
    )
    _pick(page, "Partner readiness", "Developing")
    page.get_by_role("textbox", name="Exclusive offer").fill("A free migration workshop for the first two vendors.")
    _add_contact(page, first="Morgan", last="Member", email="morgan@contoso-partners.com", position="CEO")

    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Company created successfully!")).to_be_visible()
    expect(page).to_have_url(f"{app_url}/my-company")
    expect(page.get_by_text("Pending Approval")).to_be_visible()
    expect(page.get_by_test_id("company-name")).to_have_text("Contoso Partners")

    changes = CompanyChange.objects.all()
    assert changes.count() == 1
    change = changes.get()
    assert change.status == CompanyChange.Status.PENDING
    assert change.change_type == CompanyChange.ChangeType.ADDED
    assert change.company_id is None
    assert change.snapshot["name"] == "Contoso Partners"
    assert change.snapshot["isGeoGlobal"] is True
    assert change.snapshot["contacts"][0]["email"] == "morgan@contoso-partners.com"


def _add_contact(page: Page, *, first, last, email, position):
    page.get_by_role("button", name="Add contact").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("First name").fill(first)
    dialog.get_by_label("Last name").fill(last)
    dialog.get_by_label("Email").fill(email)
    dialog.get_by_label("Position").fill(position)
    dialog.get_by_role("button", name="Save").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_text(email)).to_be_visible()


def test_free_member_sees_blurred_details_and_no_contact_data(page: Page, app_url):
    company = CompanyFactory(
        name="Northwind Analytics",
        domain="northwind-analytics.com",
        description="<p>Northwind Analytics builds revenue dashboards for partner-led software companies.</p>",
    )
    contact_emails = list(company.contacts.values_list("email", flat=True))
    assert contact_emails
    user_create("morgan@contoso-partners.com")
    sign_in(page, app_url, "morgan@contoso-partners.com")

    page.goto(f"{app_url}/companies/{company.pk}")
    expect(page.get_by_role("heading", name="Company details", exact=True)).to_be_visible()
    expect(page.get_by_test_id("company-name")).to_have_text("Northwind Analytics")
    expect(page.get_by_text("builds revenue dashboards for partner-led software companies")).to_be_visible()
    breadcrumb = page.get_by_role("navigation", name="Breadcrumb")
    expect(breadcrumb).to_contain_text("AI Partner Discovery")
    expect(breadcrumb).to_contain_text("Northwind Analytics")

    expect(page.get_by_role("heading", name="Why company details are hidden from me?")).to_be_visible()
    expect(page.get_by_role("link", name="Upgrade your membership")).to_have_attribute("href", "/pricing")
    expect(page.get_by_test_id("blurred-section").first).to_be_visible()
    assert page.get_by_test_id("blurred-section").count() == 4
    expect(page.get_by_role("button", name="Edit")).to_have_count(0)

    html = page.content()
    for email in contact_emails:
        assert email not in html
    assert "northwind-analytics.com/partners" not in html

    page.get_by_role("button", name="Back").click()
    expect(page).not_to_have_url(f"{app_url}/companies/{company.pk}")


def test_unknown_company_goes_to_404(page: Page, app_url):
    user_create("morgan@contoso-partners.com")
    sign_in(page, app_url, "morgan@contoso-partners.com")
    page.goto(f"{app_url}/companies/999999")
    expect(page).to_have_url(f"{app_url}/404")
    expect(page.get_by_text("Oops! The page you're looking for doesn't exist.")).to_be_visible()


def test_company_admin_cancels_then_saves_an_edit_as_a_pending_change(page: Page, app_url):
    admin = user_create("avery@acme-cloud.com", first_name="Avery")
    company = CompanyFactory(name="Acme Cloud", domain="acme-cloud.com", admin=admin)
    sign_in(page, app_url, "avery@acme-cloud.com")

    page.goto(f"{app_url}/my-company")
    expect(page.get_by_test_id("company-name")).to_have_text("Acme Cloud")
    expect(page.get_by_text("Approved", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name="Join requests")).to_be_visible()
    expect(page.get_by_role("heading", name="Members")).to_be_visible()

    page.get_by_role("button", name="Edit").click()
    page.get_by_label("Company name").fill("Acme Cloud Platform")
    page.get_by_role("button", name="Cancel").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("Are you sure you want to cancel? Any changes you've made will be lost.")
    dialog.get_by_role("button", name="Confirm").click()
    expect(page.get_by_test_id("company-name")).to_have_text("Acme Cloud")
    expect(page.get_by_role("button", name="Save")).to_have_count(0)

    page.get_by_role("button", name="Edit").click()
    page.get_by_label("Company name").fill("Acme Cloud Platform")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Company updated successfully")).to_be_visible()
    expect(page.get_by_text("Pending Approval")).to_be_visible()
    expect(page.get_by_role("button", name="Save")).to_have_count(0)

    change = CompanyChange.objects.get(status=CompanyChange.Status.PENDING)
    assert change.change_type == CompanyChange.ChangeType.UPDATED
    assert change.company_id == company.pk
    assert change.snapshot["name"] == "Acme Cloud Platform"
    company.refresh_from_db()
    assert company.name == "Acme Cloud"


def test_join_or_create_dialog_shows_once_and_joins_the_suggested_company(page: Page, app_url):
    # Its company admins let colleagues on fabrikam-cloud.com join at once (the default asks them).
    company = CompanyFactory(name="Fabrikam Cloud", domain="fabrikam-cloud.com", domain_join_policy="auto")
    user_create("riley@fabrikam-cloud.com", first_name="Riley")
    sign_in(page, app_url, "riley@fabrikam-cloud.com")
    # First visit of my company: no dismissal remembered yet.
    page.evaluate("window.localStorage.removeItem('persist:showCompanyModal')")
    page.goto(f"{app_url}/my-company")

    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("Join or create your company to access partner tools")
    expect(dialog).to_contain_text("Fabrikam Cloud")
    dialog.get_by_role("button", name="Not Now").click()
    expect(dialog).to_be_hidden()
    assert page.evaluate("window.localStorage.getItem('persist:showCompanyModal')") == "false"

    page.reload()
    expect(page.get_by_role("button", name="Submit New")).to_be_visible()
    expect(page.get_by_role("dialog")).to_have_count(0)

    page.get_by_role("button", name="Join Company").click()
    expect(page.get_by_text("You joined Fabrikam Cloud.")).to_be_visible()
    expect(page.get_by_test_id("company-name")).to_have_text("Fabrikam Cloud")
    expect(page.get_by_text("Approved", exact=True)).to_be_visible()
    assert company.members.filter(user__email="riley@fabrikam-cloud.com").exists()
