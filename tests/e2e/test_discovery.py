"""Partner discovery in the browser (issue 9): the search at /companies and the pipeline; the
ranking of the demo search, the layout of the results and the slider without credits (issue 20)."""

import csv
import re

import pytest
from playwright.sync_api import Page, expect

from apps.billing.models import PricingPlan
from apps.billing.services import search_credits_spend, subscription_grant
from apps.companies.models import Company
from apps.companies.services import reference_data_load
from apps.companies.tests.factories import DEFAULT_INDUSTRIES, CompanyFactory
from apps.discovery import services as discovery_services
from apps.discovery.engine.scoring import Criteria
from apps.discovery.models import SearchHistory
from tests.e2e.helpers import expect_no_horizontal_scroll, reference_data_ensure, sign_in, user_create

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


# --- Issue 20: the demo search, the results' layout, no credits ------------------------------

AUTOMOTIVE, SOFTWARE_DEVELOPMENT, ENGINEERING, AGTECH = 5, 38, 20, 3
EASTERN_EUROPE, WESTERN_EUROPE = 151, 155
SMB, ENTERPRISE = 1, 3
# The one company of the catalogue below that meets every criterion of the demo search exactly.
EXACT_ON_ALL = "Garnet Machine Intelligence"


def _demo_member():
    """A channel partner in Automotive and Software Development, Eastern Europe, SMB, with a plan."""
    member = user_create(MEMBER)
    CompanyFactory(
        name="Contoso Channel",
        admin=member,
        partner_type=Company.PartnerType.CHANNEL,
        target_industries=[AUTOMOTIVE, SOFTWARE_DEVELOPMENT],
        geo_regions=[EASTERN_EUROPE],
        market_segments=[SMB],
    )
    subscription_grant(user=member, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    return member


def _demo_catalogue():
    """Technology vendors: one meets every criterion of the demo search exactly, the others
    are the traps of issue 20 (generic, or meeting only part of the search)."""
    CompanyFactory(name="Everywhere Suite", is_industry_agnostic=True, is_geo_global=True, market_segments=[SMB])
    CompanyFactory(
        name="Kigali Cloud Costs", target_industries=[SOFTWARE_DEVELOPMENT], is_geo_global=True, market_segments=[SMB]
    )
    CompanyFactory(
        name="Rhine Automotive Systems",
        target_industries=[AUTOMOTIVE],
        geo_regions=[WESTERN_EUROPE],
        market_segments=[SMB],
    )
    CompanyFactory(
        name="Danube AgTech",
        target_industries=[AGTECH],
        geo_regions=[EASTERN_EUROPE],
        market_segments=[SMB, ENTERPRISE],
    )
    CompanyFactory(
        name=EXACT_ON_ALL,
        target_industries=[AUTOMOTIVE, ENGINEERING],
        geo_regions=[EASTERN_EUROPE],
        market_segments=[SMB, ENTERPRISE],
    )


def _demo_search(page: Page):
    """Automotive, Software Development, Engineering & Manufacturing / Eastern Europe / SMB."""
    for industry in ("Automotive", "Software Development", "Engineering & Manufacturing"):
        _pick(page, "Target industries", industry)
    _pick(page, "Target geography", "Eastern Europe")
    _pick(page, "Target market segment", "Small businesses (SMB)")
    page.get_by_role("button", name="Search", exact=True).click()


def _scores(results) -> list[int]:
    chips = results.get_by_label(re.compile(r"^Partner fit score \d+%$")).all()
    return [int(re.search(r"(\d+)%", chip.get_attribute("aria-label")).group(1)) for chip in chips]


def test_the_demo_search_shows_first_a_company_meeting_every_criterion_exactly(page: Page, app_url):
    _demo_catalogue()
    member = _demo_member()
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/companies")
    _demo_search(page)

    table = page.get_by_role("table", name="Matched partners")
    names = table.get_by_role("rowheader")
    expect(names.first).to_have_text(EXACT_ON_ALL)
    shown = names.all_text_contents()
    assert "Contoso Channel" not in shown
    assert len(shown) == len(set(shown)) >= 2
    scores = _scores(table)
    assert len(scores) == len(shown)
    assert scores == sorted(scores, reverse=True), scores

    first = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name=EXACT_ON_ALL))
    expect(first.get_by_text("Meets all 3 criteria", exact=True)).to_be_visible()
    # The Agnostic and Global trap is shown as what it is.
    generic = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Everywhere Suite"))
    expect(generic.get_by_text("Meets all 3 criteria, 2 broadly", exact=True)).to_be_visible()
    first.get_by_role("button", name=f"for {EXACT_ON_ALL}").click()
    why = page.get_by_role("region", name=f"Score breakdown of {EXACT_ON_ALL}")
    # The panel leads with the criteria: the summary, then each criterion met exactly.
    expect(why.get_by_text(re.compile(r"^Meets all 3 of your criteria exactly\."))).to_be_visible()
    criteria = why.get_by_role("region", name="How they fit your search")
    expect(criteria.get_by_text("Met exactly", exact=True)).to_have_count(3)
    expect(criteria.get_by_text("Missed", exact=True)).to_have_count(0)

    # Fewer fit than the 10 asked: said, and only those were paid for.
    search = SearchHistory.objects.get(user=member)
    expect(
        page.get_by_text(
            f"Only {len(shown)} companies fit your search, so {len(shown)} credits were used (you asked for 10)."
        )
    ).to_be_visible()
    assert search.number_of_companies == len(shown)


def _wholly_in_view(element, window_width: int):
    """In view, scrolled to vertically if need be, and within the window's width."""
    element.scroll_into_view_if_needed()
    expect(element).to_be_in_viewport(ratio=1)
    box = element.bounding_box()
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= window_width


def test_the_results_fit_a_wide_window_and_a_phone(page: Page, app_url):
    _demo_catalogue()
    _demo_member()
    page.set_viewport_size({"width": 1440, "height": 900})
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/companies")
    _demo_search(page)

    # 1440 px: every column in the table's box, View Details of the first row wholly in view.
    table = page.get_by_role("table", name="Matched partners")
    expect(table.get_by_role("rowheader").first).to_have_text(EXACT_ON_ALL)
    _wholly_in_view(table.get_by_role("link", name=f"View Details of {EXACT_ON_ALL}"), 1440)
    box = table.bounding_box()
    assert box["x"] + box["width"] <= 1440
    assert table.evaluate("table => table.parentElement.scrollWidth <= table.parentElement.clientWidth")
    expect_no_horizontal_scroll(page)

    # 390 px (a phone): a card per company; the score and View Details of the first in view
    # without scrolling sideways.
    page.set_viewport_size({"width": 390, "height": 844})
    cards = page.get_by_role("list", name="Matched partners")
    expect(table).to_have_count(0)
    first = cards.get_by_role("listitem", name=EXACT_ON_ALL)
    _wholly_in_view(first.get_by_label(re.compile(r"^Partner fit score \d+%$")), 390)
    _wholly_in_view(first.get_by_role("link", name=f"View Details of {EXACT_ON_ALL}"), 390)
    expect(first.get_by_text("Meets all 3 criteria", exact=True)).to_be_visible()
    expect_no_horizontal_scroll(page)

    # The Why panel opens inside the card, by keyboard too.
    first.get_by_role("button", name=f"for {EXACT_ON_ALL}").focus()
    page.keyboard.press("Enter")
    criteria = first.get_by_role("region", name=f"Score breakdown of {EXACT_ON_ALL}").get_by_role(
        "region", name="How they fit your search"
    )
    expect(criteria.get_by_text("Met exactly", exact=True)).to_have_count(3)
    expect_no_horizontal_scroll(page)


def test_without_credits_the_page_says_so_instead_of_a_number_beside_a_slider(page: Page, app_url):
    _demo_catalogue()
    member = _demo_member()
    search_credits_spend(user=member, amount=PricingPlan.objects.get(pk=PricingPlan.GROWTH).credits_quota)
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/companies")

    form = page.get_by_role("form", name="Partner criteria")
    expect(form.get_by_text("No search credits left", exact=True)).to_be_visible()
    expect(form.get_by_role("slider")).to_have_count(0)
    expect(form.get_by_text("Number to show")).to_have_count(0)
    expect(form.get_by_role("button", name="Search", exact=True)).to_be_disabled()
    expect(form.get_by_role("link", name="Upgrade your membership")).to_have_attribute("href", "/pricing")
