"""What the assistants answer, in the browser (issue 21): the healthcare-MSP prompt of the issue
on /ai-assistant and on the admin company search shows the companies that fit, in score order,
with a summary that names the first; a Free member gets the discovery gate instead. The pages
talk to the hubs over real websockets (`asgi_url`), answered by the local, offline provider."""

import re

import pytest
from playwright.sync_api import Page, expect

from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import Company, GeoRegion, Industry, PartnershipType
from apps.companies.tests.factories import CompanyFactory
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-partners.com"
ADMIN = "avery@partnermatch.example"
PROMPT = "Find me MSP partners in healthcare in North America"
ANSWER_TIMEOUT = 60_000  # an answer streams word by word; a working one takes a fraction of this


@pytest.fixture(autouse=True)
def _reference_data(settings):
    reference_data_ensure()
    settings.ASSISTANT_MESSAGES_PER_MINUTE = 1000


def _catalogue():
    """Two that fit (a healthcare MSP in Northern America; a global healthcare vendor running an
    MSP program) and three that do not (another industry, another region, neither)."""
    health = Industry.objects.get(name="Healthcare & HealthTech")
    erp = Industry.objects.get(name="Enterprise Resource Planning")
    north_america = GeoRegion.objects.get(name="Northern America")
    west = GeoRegion.objects.get(name="Western Europe")
    msp = PartnershipType.objects.get(name="Managed service provider (MSP)")
    channel, technology = Company.PartnerType.CHANNEL, Company.PartnerType.TECHNOLOGY
    fits = [
        CompanyFactory(
            name="Southpoint Care MSP", partner_type=channel, target_industries=[health], geo_regions=[north_america]
        ),
        CompanyFactory(
            name="Deepstead Health Cloud",
            partner_type=technology,
            target_industries=[health],
            is_geo_global=True,
            partnership_types=[msp],
        ),
    ]
    CompanyFactory(name="Prism ERP", partner_type=channel, target_industries=[erp], geo_regions=[north_america])
    CompanyFactory(name="Loire Health", partner_type=channel, target_industries=[health], geo_regions=[west])
    CompanyFactory(name="Osprey Supply", partner_type=technology, target_industries=[erp], geo_regions=[west])
    return fits


def _ask(page: Page, textbox: str, prompt: str):
    box = page.get_by_role("textbox", name=textbox)
    box.fill(prompt)
    expect(page.get_by_role("button", name="Send", exact=True)).to_be_enabled()
    box.press("Enter")
    conversation = page.get_by_role("log", name="Conversation")
    expect(conversation).to_have_attribute("aria-busy", "false", timeout=ANSWER_TIMEOUT)
    return conversation


def test_the_members_assistant_shows_the_fitting_companies_in_score_order(page: Page, asgi_url):
    fits = _catalogue()
    member = user_create(MEMBER)
    CompanyFactory(name="Contoso Health", admin=member)
    SubscriptionFactory(user=member, credits_quota=100, credits_used=0)
    sign_in(page, asgi_url, MEMBER)
    page.goto(f"{asgi_url}/ai-assistant")

    conversation = _ask(page, "Message the AI assistant", PROMPT)

    answer = conversation.get_by_role("listitem", name="Assistant", exact=True).last
    expect(answer).to_contain_text("The best fit is", timeout=ANSWER_TIMEOUT)
    text = answer.inner_text()
    best = re.search(r"The best fit is (.+?) at (\d+)%", text)
    listed = re.findall(r"^(?:\d+\.\s*)?(.+?): (\d+)% fit", text, re.MULTILINE)
    assert best, text
    assert listed, text
    assert listed[0][0].strip() == best.group(1)
    scores = [int(score) for _, score in listed]
    assert scores == sorted(scores, reverse=True)
    assert {name.strip() for name, _ in listed} == {company.name for company in fits}
    for miss in ("Prism ERP", "Loire Health", "Osprey Supply"):
        expect(answer).not_to_contain_text(miss)
    expect(answer.get_by_role("link", name=best.group(1), exact=True).first).to_have_attribute(
        "href", re.compile(r"/companies/\d+$")
    )
    expect(answer).to_contain_text("This search used 2 search credits (98 left)")


def test_the_admin_company_search_names_its_first_card_as_the_best_fit(page: Page, asgi_url):
    fits = _catalogue()
    user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin")
    sign_in(page, asgi_url, ADMIN)
    page.goto(f"{asgi_url}/admin/ai-company-search")

    conversation = _ask(page, "Describe the companies to find", "healthcare MSPs north america")

    cards = conversation.get_by_role("region", name="Companies found").get_by_role("article")
    expect(cards).to_have_count(2, timeout=ANSWER_TIMEOUT)
    first_name = cards.first.get_by_role("link").first.inner_text()
    summary = conversation.get_by_role("listitem", name="Assistant", exact=True).last
    expect(summary).to_contain_text(f"The best fit is {first_name}")
    assert {cards.nth(i).get_by_role("link").first.inner_text() for i in range(2)} == {c.name for c in fits}
    scores = [int(cards.nth(i).get_by_label("Partner Fit Score").inner_text().rstrip("%")) for i in range(2)]
    assert scores == sorted(scores, reverse=True)


def test_a_free_member_gets_the_gate_of_discovery_in_the_chat(page: Page, asgi_url):
    _catalogue()
    member = user_create(MEMBER)
    CompanyFactory(name="Contoso Health", admin=member)
    sign_in(page, asgi_url, MEMBER)
    page.goto(f"{asgi_url}/ai-assistant")

    conversation = _ask(page, "Message the AI assistant", PROMPT)

    answer = conversation.get_by_role("listitem", name="Assistant", exact=True).last
    expect(answer).to_contain_text("An active subscription is required to search.", timeout=ANSWER_TIMEOUT)
    expect(answer.get_by_role("link", name="Plans")).to_have_attribute("href", "/pricing")
    expect(answer).not_to_contain_text("Southpoint Care MSP")
