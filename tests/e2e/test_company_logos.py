"""Company logos in Chromium (issue 22, item 4): the Active Companies page showed every logo
from a third-party favicon service, so each view told it which companies a member looked at,
and offline or behind a strict proxy it logged an error per logo. Now the server fetches a logo
once (here from a logo service on loopback, apps/companies/tests/logo_service.py), the page
loads it from this site, and a company without one shows its initials: the page asks no other
origin and logs no error."""

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

ADMIN = "avery@contoso-partners.com"


def test_an_approved_company_s_logo_comes_from_this_site_and_one_without_shows_initials(
    page: Page, app_url, logo_service
):
    reference_data_ensure()
    seen, errors = [], []
    page.on("request", lambda request: seen.append(request.url))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    author = user_create("jordan@brightwave-telemetry.io", first_name="Jordan", last_name="Blake")
    change = CompanyChangeFactory(
        author=author, snapshot=new_company_snapshot("Brightwave Telemetry", "brightwave-telemetry.io")
    )
    # A company whose logo the service had none for: its initials.
    CompanyFactory(name="Acme Cloud", logo_url="")
    user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin")
    sign_in(page, app_url, ADMIN)

    page.goto(f"{app_url}/admin/companies/pending/{change.pk}")
    page.get_by_role("button", name="Approve").click()
    expect(page.get_by_text("Company has been successfully approved")).to_be_visible()
    # Fetched by the server, once, after the approval committed.
    assert logo_service.asked == ["brightwave-telemetry.io"]
    logo_url = Company.objects.get(name="Brightwave Telemetry").logo_url
    assert re.fullmatch(r"/media/logos/[0-9a-f]{64}\.png", logo_url)

    page.get_by_role("navigation", name="Main navigation").get_by_role("link", name="Active Companies").click()
    table = page.get_by_role("table", name="Active companies")
    logo = table.get_by_role("img", name="Brightwave Telemetry logo")
    expect(logo).to_have_attribute("src", logo_url)
    expect(logo).to_be_visible()
    # decode() waits for the image (a busy machine may still be loading it) and fails if it is broken.
    assert logo.evaluate("image => image.decode().then(() => image.naturalWidth)") == 32
    acme = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Acme Cloud"))
    expect(acme.get_by_text("AC", exact=True)).to_be_visible()
    expect(acme.get_by_role("img")).to_have_count(0)
    page.wait_for_load_state("networkidle")

    origin = urlsplit(app_url).netloc
    assert [url for url in seen if urlsplit(url).netloc != origin and not url.startswith("data:")] == []
    assert errors == []
