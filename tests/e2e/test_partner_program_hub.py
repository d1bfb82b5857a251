"""Partner Program Hub: featured and regular program lists with Show more, links to companies, empty texts."""

import pytest
from playwright.sync_api import Page, expect

from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from apps.companies.services import featured_window_add
from apps.companies.tests.factories import CompanyFactory
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-partners.com"


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()


@pytest.fixture
def catalogue():
    """5 featured and 12 regular approved companies, each with a partner program."""
    featured = [CompanyFactory(name=f"Featured Vendor {i}", domain=f"featured-vendor{i}.com") for i in range(1, 6)]
    for company in featured:
        featured_window_add(company=company, days=10)
    regular = [
        CompanyFactory(name=f"Regular Vendor {i:02d}", domain=f"regular-vendor{i:02d}.com") for i in range(1, 13)
    ]
    return {"featured": featured, "regular": regular}


@pytest.fixture
def member(page: Page, app_url):
    user = user_create(MEMBER)
    sign_in(page, app_url, MEMBER)
    return user


def _open_hub_from_header(page: Page, app_url):
    page.get_by_role("banner").get_by_role("link", name="Partner Program Hub").click()
    expect(page).to_have_url(f"{app_url}/partner-program-hub")
    expect(page.get_by_role("heading", name="Partner Program Hub", level=1)).to_be_visible()


def _cards(section):
    return section.get_by_role("article")


def test_member_pages_through_featured_and_regular_programs(page: Page, app_url, catalogue, member):
    _open_hub_from_header(page, app_url)
    featured = page.get_by_role("region", name="Featured", exact=True)
    regular = page.get_by_role("region", name="Partner Programs", exact=True)

    expect(_cards(featured)).to_have_count(3)
    expect(_cards(regular)).to_have_count(9)
    # The featured rotate from day to day; the others: equally complete profiles, newest first
    # (docs/api.md, "Partner program hub").
    expect(regular.get_by_role("article", name="Regular Vendor 04", exact=True)).to_be_visible()
    # Featured companies are only in the featured list.
    expect(regular.get_by_role("article", name="Featured Vendor 1", exact=True)).to_have_count(0)

    show_more_featured = featured.get_by_role("button", name="Show more featured programs")
    expect(show_more_featured).to_have_text("Show more")
    show_more_featured.click()
    expect(_cards(featured)).to_have_count(5)
    for number in range(1, 6):
        expect(featured.get_by_role("article", name=f"Featured Vendor {number}", exact=True)).to_be_visible()
    expect(featured.get_by_role("button", name="Show more featured programs")).to_have_count(0)
    expect(_cards(regular)).to_have_count(9)

    regular.get_by_role("button", name="Show more partner programs").click()
    expect(_cards(regular)).to_have_count(12)
    expect(regular.get_by_role("article", name="Regular Vendor 01", exact=True)).to_be_visible()
    expect(regular.get_by_role("button", name="Show more partner programs")).to_have_count(0)
    expect(_cards(featured)).to_have_count(5)

    target = catalogue["regular"][11]
    card = regular.get_by_role("article", name="Regular Vendor 12", exact=True)
    expect(card.get_by_text("Regular Vendor 12 builds software", exact=False)).to_be_visible()
    card.get_by_role("link", name="View Details").click()
    expect(page).to_have_url(f"{app_url}/companies/{target.pk}")


def test_view_details_of_a_featured_card_opens_the_company(page: Page, app_url, catalogue, member):
    _open_hub_from_header(page, app_url)
    card = page.get_by_role("region", name="Featured", exact=True).get_by_role("article").first
    name = card.get_by_role("heading").inner_text()
    target = next(company for company in catalogue["featured"] if company.name == name)
    link = card.get_by_role("link", name="View Details")
    expect(link).to_have_attribute("href", f"/companies/{target.pk}")
    link.focus()
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{app_url}/companies/{target.pk}")


def test_empty_catalogue_shows_both_empty_texts(page: Page, app_url, member):
    _open_hub_from_header(page, app_url)
    featured = page.get_by_role("region", name="Featured", exact=True)
    regular = page.get_by_role("region", name="Partner Programs", exact=True)
    expect(featured.get_by_text("No featured partner programs found.", exact=True)).to_be_visible()
    expect(regular.get_by_text("No results found.", exact=True)).to_be_visible()
    expect(page.get_by_role("article")).to_have_count(0)
    expect(page.get_by_role("button", name="Show more", exact=False)).to_have_count(0)


def test_hub_cards_blur_the_chips_for_a_free_member_and_show_them_to_a_growth_member(page: Page, app_url, browser):
    CompanyFactory(name="Northwind Resellers", domain="northwind-resellers.com")
    free = user_create(MEMBER)
    sign_in(page, app_url, free.email)
    page.goto(f"{app_url}/partner-program-hub")
    card = page.get_by_role("article", name="Northwind Resellers", exact=True)
    expect(card).to_be_visible()
    # Nothing real is sent to a Free member: placeholders under the blur, and the upgrade path.
    expect(card.get_by_text("Cybersecurity")).to_have_count(0)
    card.get_by_role("group", name="Target industries and regions (PRO members only)").hover()
    tooltip = page.get_by_role("tooltip")
    expect(tooltip).to_contain_text("Extended details are limited to PRO members")
    expect(tooltip.get_by_role("link", name="Upgrade your membership")).to_have_attribute("href", "/pricing")

    growth = user_create("grace@fabrikam-partners.com", first_name="Grace")
    subscription_grant(user=growth, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    context = browser.new_context()
    growth_page = context.new_page()
    sign_in(growth_page, app_url, growth.email)
    growth_page.goto(f"{app_url}/partner-program-hub")
    card = growth_page.get_by_role("article", name="Northwind Resellers", exact=True)
    expect(card.get_by_role("group", name="Target industries")).to_contain_text("Cybersecurity")
    expect(card.get_by_role("group", name="Geo regions")).to_contain_text("Western Europe")
    expect(card.get_by_role("group", name="Target industries and regions (PRO members only)")).to_have_count(0)
    context.close()
