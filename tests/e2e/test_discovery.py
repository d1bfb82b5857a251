"""Partner discovery in the browser (issue 9): the search at /companies and the pipeline."""

import csv

import pytest
from playwright.sync_api import Page, expect

from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from apps.companies.models import Company
from apps.companies.services import reference_data_load
from apps.companies.tests.factories import DEFAULT_INDUSTRIES, CompanyFactory
from apps.discovery import services as discovery_services
from apps.discovery.engine.scoring import Criteria
from apps.discovery.models import SearchHistory
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-partners.com"


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()
    reference_data_load()


def _catalogue():
    """Channel partners for the member's Technology company to find (the factory's targets:
    Cybersecurity and Fintech & Payments)."""
    for name in ("Northwind Resellers", "Fabrikam Channel Group", "Tailspin MSP", "Litware Partners"):
        CompanyFactory(name=name, partner_type=Company.PartnerType.CHANNEL)


def _member(*, paid: bool):
    member = user_create(MEMBER)
    CompanyFactory(name="Contoso Security", admin=member)
    if paid:
        subscription_grant(user=member, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    return member


def _pick(page: Page, label: str, option: str):
    page.get_by_role("combobox", name=label).click()
    page.get_by_role("option", name=option, exact=True).click()
    page.keyboard.press("Escape")


def test_a_member_without_a_plan_is_asked_to_upgrade_only(page: Page, app_url):
    _catalogue()
    _member(paid=False)
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/companies")
    expect(page.get_by_role("heading", name="AI partner discovery")).to_be_visible()
    _pick(page, "Target industries", "Cybersecurity")
    page.get_by_role("button", name="Search", exact=True).click()

    dialog = page.get_by_role("dialog", name="Action required to search")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("link")).to_have_count(1)
    expect(dialog.get_by_role("link", name="Upgrade your membership")).to_have_attribute("href", "/pricing")
    assert not SearchHistory.objects.exists()


def test_a_member_with_a_plan_searches_reads_why_opens_details_and_comes_back(page: Page, app_url):
    _catalogue()
    member = _member(paid=True)
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/companies")
    expect(page.get_by_text("100 search credits left")).to_be_visible()
    _pick(page, "Target industries", "Cybersecurity")
    page.get_by_role("button", name="Search", exact=True).click()

    table = page.get_by_role("table", name="Matched partners")
    expect(table.get_by_role("rowheader")).to_have_count(4)
    names = table.get_by_role("rowheader").all_text_contents()
    assert "Contoso Security" not in names  # never the searcher's own company
    expect(page.get_by_text("96 search credits left")).to_be_visible()

    first = names[0]
    table.get_by_role("button", name=f"for {first}").click()
    breakdown = page.get_by_role("region", name=f"Score breakdown of {first}")
    expect(breakdown.get_by_text("How they fit your search")).to_be_visible()
    expect(breakdown.get_by_text("Mutual fit", exact=True)).to_be_visible()

    table.get_by_role("link", name=f"View Details of {first}").click()
    expect(page).to_have_url(f"{app_url}/companies/{Company.objects.get(name=first).pk}")
    expect(page.get_by_test_id("company-name")).to_have_text(first)
    page.get_by_role("button", name="Back").click()

    expect(page).to_have_url(f"{app_url}/companies")
    table = page.get_by_role("table", name="Matched partners")
    expect(table.get_by_role("rowheader")).to_have_text(names)
    expect(page.get_by_role("form", name="Partner criteria").get_by_text("Cybersecurity")).to_be_visible()
    search = SearchHistory.objects.get(user=member)
    assert search.number_of_companies == 4


def test_the_pipeline_lists_a_search_expands_it_runs_it_again_and_downloads_it(page: Page, app_url):
    _catalogue()
    member = _member(paid=True)
    discovery_services.company_search(user=member, read=lambda: (Criteria(industry_ids=(DEFAULT_INDUSTRIES[0],)), 3))
    sign_in(page, app_url, MEMBER)

    page.goto(f"{app_url}/partner-pipeline")
    history = page.get_by_role("table", name="Search history")
    expect(history.get_by_role("rowheader")).to_have_count(1)
    expect(history).to_contain_text("Cybersecurity")
    expect(history).to_contain_text("3 companies")

    history.get_by_role("button", name="Show the companies of the search").first.click()
    matched = page.get_by_role("table", name="Matched companies")
    expect(matched.get_by_role("link")).to_have_count(3)
    shown = matched.get_by_role("link").all_text_contents()

    with page.expect_download() as download_info:
        history.get_by_role("button", name="as CSV").first.click()
    download = download_info.value
    assert download.suggested_filename.endswith(".csv")
    with open(download.path(), encoding="utf-8-sig", newline="") as file:
        rows = list(csv.reader(file))
    text = "\n".join(",".join(row) for row in rows)
    for name in shown:
        assert name in text

    history.get_by_role("button", name="Hide the companies of the search").click()
    expect(matched).to_have_count(0)
    history.get_by_role("button", name="again").first.click()
    page.get_by_role("dialog", name="Run this search again?").get_by_role("button", name="Run again").click()
    expect(page.get_by_text("Search run again: 3 companies found.")).to_be_visible()
    expect(history.get_by_role("rowheader")).to_have_count(2)
    assert SearchHistory.objects.filter(user=member).count() == 2
