"""AI partner tools in the browser (issue 11): the dashboard's GPT cards, the tools page and
the GPT agent click rules (spec section 4)."""

import pytest
from playwright.sync_api import Page, expect

from apps.agents.models import GptAgent
from apps.agents.tests.factories import GptAgentFactory
from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-partners.com"


@pytest.fixture(autouse=True)
def _catalogue():
    reference_data_ensure()
    GptAgent.objects.all().delete()  # the shipped catalogue, when a test runs before any flush
    GptAgentFactory(name="Partner Pitch Writer", is_featured=True, number_of_conversations=1520)
    GptAgentFactory(name="QBR Preparer", number_of_conversations=640)
    GptAgentFactory(name="MDF Request Writer", number_of_conversations=90)
    GptAgentFactory(name="Channel Sales GPTs", is_external=True, external_url="https://gpts.example/channel-sales")


def test_the_dashboard_shows_gpt_cards_and_a_free_member_is_asked_to_subscribe(page: Page, app_url):
    user_create(MEMBER)
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/")
    gpts = page.get_by_role("region", name="GPTs for partnership teams")
    # Not featured, most conversations first (spec section 9).
    expect(gpts.get_by_role("heading", level=3)).to_have_text(
        ["QBR Preparer", "MDF Request Writer", "Channel Sales GPTs"]
    )
    gpts.get_by_text("QBR Preparer", exact=True).click()
    dialog = page.get_by_role("dialog", name="Subscription Required")
    expect(dialog).to_contain_text("To access GPT agents and advanced AI features, you need an active subscription.")
    expect(page).to_have_url(f"{app_url}/")


def test_a_growth_member_opens_an_internal_agent_and_an_external_one_in_a_new_tab(page: Page, app_url):
    member = user_create(MEMBER)
    subscription_grant(user=member, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/ai-partner-tools")

    featured = page.get_by_role("region", name="Featured GPTs")
    expect(featured.get_by_text("Partner Pitch Writer", exact=True)).to_be_visible()
    expect(featured.get_by_text("1.5K conversations")).to_be_visible()

    others = page.get_by_role("region", name="More GPTs")
    # There is no internet here: the external site answers from the test.
    page.context.route(
        "https://gpts.example/**", lambda route: route.fulfill(body="<h1>External GPT</h1>", content_type="text/html")
    )
    with page.context.expect_page() as new_tab:
        others.get_by_text("Channel Sales GPTs", exact=True).click()
    expect(new_tab.value).to_have_url("https://gpts.example/channel-sales")
    expect(page).to_have_url(f"{app_url}/ai-partner-tools")
    new_tab.value.close()

    others.get_by_text("QBR Preparer", exact=True).click()
    expect(page).to_have_url(f"{app_url}/gpt-agents/{_id('QBR Preparer')}")
    expect(page.get_by_role("heading", name="QBR Preparer")).to_be_visible()
    # Its chat sits under its card (a conversation is tested in test_assistants.py).
    chat = page.get_by_role("region", name="Chat with QBR Preparer")
    expect(chat.get_by_role("textbox", name="Message QBR Preparer")).to_be_visible()


def _id(name):
    return GptAgent.objects.get(name=name).pk


# --- Issue 22, item 13: the agent's page is named after the agent ------------------------------


@pytest.mark.parametrize("with_plan", [True, False], ids=["growth", "free"])
def test_the_agent_page_breadcrumb_names_the_agent_and_counts_in_the_singular(page: Page, app_url, with_plan):
    member = user_create(MEMBER)
    if with_plan:
        subscription_grant(user=member, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    GptAgentFactory(name="Joint Webinar Planner", number_of_conversations=1)
    sign_in(page, app_url, MEMBER)
    agent_id = _id("Joint Webinar Planner")
    page.goto(f"{app_url}/gpt-agents/{agent_id}")

    breadcrumb = page.get_by_role("navigation", name="Breadcrumb")
    # Under the screen it opens from, by its name (it read the id, "1", before), with or without
    # a plan (without one the agent's card is public, its page is not).
    expect(breadcrumb.get_by_role("link", name="AI Partner Tools")).to_have_attribute("href", "/ai-partner-tools")
    expect(breadcrumb.locator("[aria-current=page]")).to_have_text("Joint Webinar Planner")
    expect(breadcrumb).not_to_contain_text(str(agent_id))
    if with_plan:
        expect(page.get_by_text("1 conversation", exact=True)).to_be_visible()
    else:
        expect(page.get_by_text("To access GPT agents and advanced AI features")).to_be_visible()
        page.goto(f"{app_url}/ai-partner-tools")
        others = page.get_by_role("region", name="More GPTs")
        expect(others.get_by_text("1 conversation", exact=True)).to_be_visible()
