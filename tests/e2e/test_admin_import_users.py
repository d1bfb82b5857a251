"""Admin area in the browser (issue 10): the Companies import and the Users screen."""

import re

import pytest
from playwright.sync_api import Page, Route, expect

from apps.companies.models import Company
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

ADMIN = "avery@contoso-partners.com"

# Descriptions of at least 150 characters, as the company form asks (issue 22).
CSV = (
    b"name,website,description\r\n"
    b"Northwind Traders,https://northwind-traders.example,Wholesale food for resellers: fresh and frozen produce "
    b"from two hundred farms delivered overnight to independent grocers and restaurants in the region.\r\n"
    b"Fabrikam Cloud,https://www.fabrikam-cloud.example,Cloud backup for MSPs: every client's servers and laptops "
    b"backed up each night and restored in minutes from one console that resellers brand as their own.\r\n"
)

JOB_PATH = re.compile(r"/api/companies/import/[0-9a-f-]{36}$")


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()


@pytest.fixture
def admin_page(page: Page, app_url):
    user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin")
    sign_in(page, app_url, ADMIN)
    return page


def test_admin_imports_a_csv_and_sees_progress_then_the_success_card(admin_page: Page, app_url):
    page = admin_page

    # In the embedded default the import runs inline, so the POST already answers a finished
    # job. To see the screen of a worker's import, the POST's answer is shown as the job
    # halfway (1 of 2 rows) and the job's polls are held until the progress has been seen;
    # then they reach the server, which answers the finished job.
    def upload_seen_running(route: Route):
        response = route.fetch()
        job = response.json()
        assert job["status"] == "done", job
        route.fulfill(
            response=response,
            json={**job, "status": "running", "processedRows": 1, "finishedAt": None, "result": None},
        )

    polls = {"released": False, "held": [], "count": 0}

    def poll(route: Route):
        polls["count"] += 1
        if polls["released"]:
            route.continue_()
        else:
            polls["held"].append(route)

    page.route("**/api/companies/import", upload_seen_running)
    page.route(JOB_PATH, poll)
    # Playwright turns file-chooser interception on without waiting for the browser when a
    # listener is added: expect_file_chooser alone races the click on a busy machine (the picker
    # then opens natively and no event comes). A listener for the whole test keeps it on.
    page.on("filechooser", lambda _chooser: None)

    page.get_by_role("navigation", name="Main navigation").get_by_role("link", name="Companies Import").click()
    expect(page).to_have_url(f"{app_url}/admin/companies-import")
    expect(page.get_by_role("heading", name="Companies import", level=1)).to_be_visible()
    expect(page.get_by_text("One CSV file only (text/csv, .csv), at most 5242880 bytes (5 MB).")).to_be_visible()

    # A wrong file is refused in the page, with the server's message.
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Choose a CSV file").click()
    chooser.value.set_files(files=[{"name": "logo.png", "mimeType": "image/png", "buffer": b"\x89PNG"}])
    expect(page.get_by_role("alert")).to_have_text("Only CSV files (.csv, text/csv) can be imported.")

    # The picker from the keyboard.
    page.get_by_role("button", name="Choose a CSV file").focus()
    with page.expect_file_chooser() as chooser:
        page.keyboard.press("Enter")
    chooser.value.set_files(files=[{"name": "companies.csv", "mimeType": "text/csv", "buffer": CSV}])
    expect(page.get_by_text("companies.csv", exact=True)).to_be_visible()
    page.get_by_role("button", name="Import", exact=True).click()

    progress = page.get_by_role("progressbar", name="Import progress")
    expect(progress).to_have_attribute("aria-valuenow", "50")
    expect(page.get_by_role("status").filter(has_text="Importing")).to_have_text("Importing… 1 of 2 rows (50%)")
    expect(page.get_by_role("region", name="Success")).to_have_count(0)

    polls["released"] = True
    for route in polls["held"]:
        route.continue_()

    card = page.get_by_role("region", name="Success")
    expect(card).to_be_visible()
    expect(card).to_contain_text("All 2 rows of companies.csv were imported.")
    expect(card.get_by_text("Total rows processed", exact=True).locator("xpath=following-sibling::dd")).to_have_text(
        "2"
    )
    expect(card.get_by_text("Created", exact=True).locator("xpath=following-sibling::dd")).to_have_text("2")
    expect(progress).to_have_count(0)
    assert polls["count"] >= 1

    names = set(Company.objects.filter(is_approved=True).values_list("name", flat=True))
    assert {"Northwind Traders", "Fabrikam Cloud"} <= names

    card.get_by_role("button", name="Import another file").click()
    expect(page.get_by_role("button", name="Choose a CSV file")).to_be_visible()


def test_admin_deactivates_a_user_from_the_users_screen(admin_page: Page, app_url):
    page = admin_page
    member = user_create("grace@fabrikam-partners.com", first_name="Grace", last_name="Hopper")
    user_create("pat@northwind-partners.com", first_name="Pat", last_name="Partner")

    page.get_by_role("navigation", name="Main navigation").get_by_role("link", name="Users").click()
    expect(page).to_have_url(f"{app_url}/admin/users")
    table = page.get_by_role("table", name="Users")
    row = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Grace Hopper"))
    expect(row.get_by_role("cell").nth(1)).to_have_text("Active")
    expect(table.get_by_role("rowheader")).to_have_count(3)

    # The filter narrows the list (after the debounce, whose wait Playwright's expect absorbs).
    page.get_by_role("textbox", name="Search users").fill("grace")
    expect(table.get_by_role("rowheader")).to_have_count(1)

    row.get_by_role("button", name="Actions for Grace Hopper").click()
    page.get_by_role("menuitem", name="Deactivate").click()
    dialog = page.get_by_role("dialog", name="Deactivate this account?")
    expect(dialog).to_contain_text("Grace Hopper (grace@fabrikam-partners.com) will be signed out at once")
    dialog.get_by_role("button", name="Deactivate").click()

    expect(page.get_by_text("Grace Hopper has been deactivated.")).to_be_visible()
    expect(dialog).to_have_count(0)
    expect(row.get_by_role("cell").nth(1)).to_have_text("Deactivated")
    member.refresh_from_db()
    assert member.is_active is False

    # And back.
    row.get_by_role("button", name="Actions for Grace Hopper").click()
    page.get_by_role("menuitem", name="Reactivate").click()
    page.get_by_role("dialog", name="Reactivate this account?").get_by_role("button", name="Reactivate").click()
    expect(row.get_by_role("cell").nth(1)).to_have_text("Active")
    member.refresh_from_db()
    assert member.is_active is True
