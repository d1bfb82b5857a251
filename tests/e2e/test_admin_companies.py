"""Admin area in the browser (issue 10): the review queue and the active companies."""

import pytest
from playwright.sync_api import Page, expect

from apps.changes.models import CompanyChange
from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot, snapshot_of
from apps.companies.models import Company
from apps.companies.services import reference_data_load
from apps.companies.tests.factories import CompanyFactory
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

ADMIN = "avery@contoso-partners.com"


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()
    reference_data_load()


def test_an_admin_approves_a_new_company_and_finds_it_among_the_active_companies(page: Page, app_url):
    author = user_create("jordan@brightwave-telemetry.io", first_name="Jordan", last_name="Blake")
    change = CompanyChangeFactory(
        author=author, snapshot=new_company_snapshot("Brightwave Telemetry", "brightwave-telemetry.io")
    )
    CompanyFactory(name="Acme Cloud")
    user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin")
    sign_in(page, app_url, ADMIN)

    page.get_by_role("navigation", name="Main navigation").get_by_role("link", name="Pending Companies").click()
    table = page.get_by_role("table", name="Pending companies")
    row = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Brightwave Telemetry"))
    expect(row.get_by_text("Added")).to_be_visible()
    row.get_by_role("button", name="View Details of Brightwave Telemetry").click()

    expect(page).to_have_url(f"{app_url}/admin/companies/pending/{change.pk}")
    expect(page.get_by_role("heading", name="Company change review")).to_be_visible()
    expect(page.get_by_test_id("company-name")).to_have_text("Brightwave Telemetry")
    page.get_by_role("button", name="Approve").click()

    expect(page.get_by_text("Company has been successfully approved")).to_be_visible()
    expect(page).to_have_url(f"{app_url}/admin/companies/pending")
    expect(page.get_by_text("No results found.")).to_be_visible()
    change.refresh_from_db()
    assert change.status == CompanyChange.Status.APPROVED

    page.get_by_role("navigation", name="Main navigation").get_by_role("link", name="Active Companies").click()
    # The pending page has a "Company name" filter too: type once the active page is there.
    expect(page).to_have_url(f"{app_url}/admin/companies/active")
    active = page.get_by_role("table", name="Active companies")
    expect(active.get_by_role("rowheader")).to_have_count(2)
    page.get_by_role("textbox", name="Company name").fill("Brightwave")
    page.get_by_role("button", name="Search", exact=True).click()
    expect(active.get_by_role("rowheader")).to_have_count(1)
    expect(active.get_by_role("rowheader", name="Brightwave Telemetry")).to_be_visible()
    active.get_by_role("link", name="View Details of Brightwave Telemetry").click()
    company = Company.objects.get(name="Brightwave Telemetry")
    expect(page).to_have_url(f"{app_url}/admin/companies/active/{company.pk}")
    expect(page.get_by_test_id("company-name")).to_have_text("Brightwave Telemetry")
    # The admin may edit any company from the admin area.
    expect(page.get_by_role("button", name="Edit")).to_be_visible()


def test_an_admin_rejects_an_update_with_a_reason_and_the_member_reads_it(page: Page, app_url, browser):
    member = user_create("morgan@acme-cloud.com", first_name="Morgan", last_name="Member")
    company = CompanyFactory(name="Acme Cloud", admin=member)
    change = CompanyChangeFactory(
        company=company, author=member, snapshot={**snapshot_of(company), "name": "Acme Cloud Security"}
    )
    user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin")
    sign_in(page, app_url, ADMIN)

    page.goto(f"{app_url}/admin/companies/pending")
    row = (
        page.get_by_role("table", name="Pending companies")
        .get_by_role("row")
        .filter(has=page.get_by_role("rowheader", name="Acme Cloud Security"))
    )
    expect(row.get_by_text("Updated")).to_be_visible()
    row.get_by_role("button", name="View Details of Acme Cloud Security").click()

    diff = page.get_by_role("table", name="Changed fields")
    name_row = diff.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Company name"))
    expect(name_row).to_contain_text("Acme Cloud")
    expect(name_row).to_contain_text("Acme Cloud Security")
    expect(diff.get_by_role("rowheader")).to_have_count(1)

    page.get_by_role("button", name="Reject").click()
    dialog = page.get_by_role("dialog", name="Reject this change?")
    dialog.get_by_role("button", name="Reject").click()
    expect(dialog.get_by_text("A reason is required.")).to_be_visible()
    dialog.get_by_role("textbox", name="Reason").fill("Please keep the registered company name.")
    dialog.get_by_role("button", name="Reject").click()
    expect(page).to_have_url(f"{app_url}/admin/companies/pending")
    change.refresh_from_db()
    assert change.status == CompanyChange.Status.REJECTED

    # The member, in a browser of their own, reads the reason on /my-company.
    context = browser.new_context()
    member_page = context.new_page()
    sign_in(member_page, app_url, member.email)
    member_page.goto(f"{app_url}/my-company")
    notice = member_page.get_by_test_id("rejected-change")
    expect(notice).to_contain_text("An admin did not approve your changes to Acme Cloud Security")
    expect(notice).to_contain_text("Reason: Please keep the registered company name.")
    expect(member_page.get_by_test_id("company-name")).to_have_text("Acme Cloud")
    context.close()


def test_a_member_visiting_the_admin_area_is_sent_to_403(page: Page, app_url):
    user_create("morgan@contoso-partners.com")
    sign_in(page, app_url, "morgan@contoso-partners.com")
    page.goto(f"{app_url}/admin/companies/active")
    expect(page).to_have_url(f"{app_url}/403")
