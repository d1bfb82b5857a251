"""The AI assistant chats in the browser (issue 12; spec sections 2, 3 and 4, "Chat"): the
member's /ai-assistant, the admin company search and program builder, an internal GPT agent,
Stop, and the admin guard. The pages talk to the hubs over real websockets: `asgi_url` serves
the SPA, the API and the sockets (uvicorn in a thread of this process, on the test database),
and the assistants answer with the local, offline provider (Celery eager)."""

import threading

import pytest
from playwright.sync_api import Page, expect

from apps.assistants.models import Message, Thread
from apps.assistants.providers.base import TextChunk
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import GeoRegion, Industry, MarketSegment
from apps.companies.tests.factories import CompanyFactory
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-partners.com"
ADMIN = "avery@partnermatch.example"
SEARCH = "cybersecurity resellers in Western Europe for mid-market"
HISTORY_LOADING = "Checking your previous conversation..."
# An answer streams word by word; a screen waits for it well beyond what a working one takes.
ANSWER_TIMEOUT = 60_000


@pytest.fixture(autouse=True)
def _reference_data(settings):
    reference_data_ensure()
    # The per-minute limit is tested over the sockets (apps/assistants/tests/test_hubs.py); here
    # the counters of earlier tests in the same minute (same user ids on SQLite) must not count.
    settings.ASSISTANT_MESSAGES_PER_MINUTE = 1000


def _member(*, plan=True):
    member = user_create(MEMBER)
    if plan:
        SubscriptionFactory(user=member, credits_quota=100, credits_used=30)  # Growth
    return member


def _admin():
    return user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin")


def _conversation(page: Page):
    return page.get_by_role("log", name="Conversation")


def _search_catalogue():
    """Approved companies that match the example search, and some that miss one criterion
    (as apps/assistants/tests/test_hubs.py sets them up)."""
    cyber = Industry.objects.get(name="Cybersecurity")
    other_industry = Industry.objects.exclude(pk=cyber.pk).order_by("id").first()
    west = GeoRegion.objects.get(name="Western Europe")
    north = GeoRegion.objects.get(name="Northern Europe")
    mid = MarketSegment.objects.get(name="Mid-market")
    enterprise = MarketSegment.objects.get(name="Enterprise")
    fits = [
        CompanyFactory(name=name, target_industries=[cyber], geo_regions=[west], market_segments=[mid])
        for name in ("Shield Alpha", "Shield Bravo", "Shield Charlie")
    ]
    CompanyFactory(name="Wrong Industry", target_industries=[other_industry], geo_regions=[west], market_segments=[mid])
    CompanyFactory(name="Wrong Region", target_industries=[cyber], geo_regions=[north], market_segments=[mid])
    CompanyFactory(name="Wrong Segment", target_industries=[cyber], geo_regions=[west], market_segments=[enterprise])
    CompanyFactory(
        name="Not Approved", target_industries=[cyber], geo_regions=[west], market_segments=[mid], is_approved=False
    )
    return fits


# --- The member's assistant ---------------------------------------------------------------------


def test_a_member_asks_the_assistant_and_the_answer_streams_in(page: Page, asgi_url):
    member = _member()
    sign_in(page, asgi_url, MEMBER)
    page.goto(f"{asgi_url}/ai-assistant")
    expect(page.get_by_role("heading", name="AI Assistant")).to_be_visible()
    prompt = page.get_by_role("textbox", name="Message the AI assistant")
    send = page.get_by_role("button", name="Send", exact=True)
    expect(page.get_by_text("Connecting to the assistant…")).to_have_count(0)

    # A blank or whitespace-only message is not sent: Send stays disabled and Enter does nothing.
    prompt.fill("   \n  ")
    expect(send).to_be_disabled()
    prompt.press("Enter")
    expect(prompt).to_have_value("   \n  ")

    # Shift+Enter adds a line; Enter sends the two lines as one message.
    prompt.fill("How many credits")
    prompt.press("Shift+Enter")
    prompt.press_sequentially("do I have?")
    expect(prompt).to_have_value("How many credits\ndo I have?")
    expect(send).to_be_enabled()
    prompt.press("Enter")
    expect(prompt).to_have_value("")

    conversation = _conversation(page)
    mine = conversation.get_by_role("listitem", name="You")
    expect(mine).to_have_count(1)
    expect(mine).to_have_text("How many credits\ndo I have?")
    answer = conversation.get_by_role("listitem", name="Assistant", exact=True)
    expect(answer).to_contain_text("You have 70 of 100 search credits left on Growth", timeout=ANSWER_TIMEOUT)
    expect(answer.locator("strong")).to_have_text("70 of 100 search credits")  # Markdown, rendered
    expect(conversation).to_have_attribute("aria-busy", "false")
    expect(send).to_be_disabled()  # the input is empty again

    # Only the real question was sent and stored, with its line break.
    thread = Thread.objects.get(user=member)
    asked, answered = thread.messages.order_by("id")
    assert (asked.is_assistant, asked.text) == (False, "How many credits\ndo I have?")
    assert answered.is_assistant
    assert answered.text.startswith("You have **70 of 100 search credits** left on Growth")


class BlockingProvider:
    """A provider the test drives: it streams `first` (when given), then waits until the test
    releases it, then streams the rest. Monkeypatched in as apps.assistants.services.provider_get:
    the server runs in a thread of this process, so the patch applies to it."""

    name = "blocking"

    def __init__(self, first=("First ",)):
        self.first = first
        self.release = threading.Event()

    def stream(self, request):
        for text in self.first:
            yield TextChunk(text)
        self.release.wait(60)  # bounded: a test that never releases it still ends
        yield TextChunk("second ")
        yield TextChunk("third.")


@pytest.fixture
def blocking(monkeypatch):
    provider = BlockingProvider()
    monkeypatch.setattr("apps.assistants.services.provider_get", lambda: provider)
    yield provider
    provider.release.set()  # never leave the server's generation thread waiting


def test_stop_ends_the_answer_that_is_streaming_in(page: Page, asgi_url, blocking, monkeypatch):
    from apps.assistants import consumers

    # The provider goes on only once the server has recorded the stop: the generation then
    # sees it at its next chunk, whatever the timing.
    recorded_stop = consumers.generation_stop

    def stop_then_release(**kwargs):
        recorded_stop(**kwargs)
        blocking.release.set()

    monkeypatch.setattr(consumers, "generation_stop", stop_then_release)
    member = _member()
    sign_in(page, asgi_url, MEMBER)
    page.goto(f"{asgi_url}/ai-assistant")
    prompt = page.get_by_role("textbox", name="Message the AI assistant")
    prompt.fill("Tell me a long story")
    prompt.press("Enter")

    conversation = _conversation(page)
    writing = conversation.get_by_role("listitem", name="Assistant (writing)")
    expect(writing).to_have_text("First", timeout=ANSWER_TIMEOUT)  # streamed in, the rest held back
    expect(conversation).to_have_attribute("aria-busy", "true")
    page.get_by_role("button", name="Stop", exact=True).click()

    answer = conversation.get_by_role("listitem", name="Assistant", exact=True)
    expect(answer).to_contain_text("First", timeout=ANSWER_TIMEOUT)
    expect(answer).to_contain_text("Stopped")
    expect(answer).not_to_contain_text("second")
    expect(writing).to_have_count(0)
    expect(page.get_by_role("button", name="Send", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Stop", exact=True)).to_have_count(0)
    reply = Message.objects.get(user=member, is_assistant=True)
    assert (reply.text, reply.status) == ("First ", Message.Status.STOPPED)


# --- Admin: company search -----------------------------------------------------------------------


def test_admin_company_search_chips_build_the_prompt_and_the_answer_shows_company_cards(page: Page, asgi_url):
    fits = _search_catalogue()
    _admin()
    sign_in(page, asgi_url, ADMIN)
    # The previous conversation is checked on opening: held back here so the spinner shows.
    held = []
    page.route("**/api/ai-assistants/threads/active/**", lambda route: held.append(route))
    page.goto(f"{asgi_url}/admin/ai-company-search")
    expect(page.get_by_role("heading", name="AI Company Search")).to_be_visible()
    loading = page.get_by_role("status").filter(has_text=HISTORY_LOADING)
    expect(loading).to_be_visible()
    expect(loading).to_have_text(HISTORY_LOADING)
    expect(page.get_by_role("button", name="Send", exact=True)).to_be_disabled()
    assert len(held) == 1
    held[0].continue_()
    expect(loading).to_have_count(0)
    expect(page.get_by_role("region", name="Example prompts")).to_be_visible()  # no earlier conversation

    # Chips append their names, comma-separated, never twice (case aside).
    prompt = page.get_by_role("textbox", name="Describe the companies to find")
    suggestions = page.get_by_role("region", name="Suggestions")
    regions = suggestions.get_by_role("group", name="Geo regions")
    industries = suggestions.get_by_role("group", name="Industries")
    segments = suggestions.get_by_role("group", name="Market segments")
    regions.get_by_role("button", name="Show all 22").click()
    regions.get_by_role("button", name="Western Europe", exact=True).click()
    expect(prompt).to_have_value("Western Europe")
    industries.get_by_role("button", name="Show all 40").click()
    industries.get_by_role("button", name="Cybersecurity", exact=True).click()
    expect(prompt).to_have_value("Western Europe, Cybersecurity")
    segments.get_by_role("button", name="Mid-market", exact=True).click()
    expect(prompt).to_have_value("Western Europe, Cybersecurity, Mid-market")
    regions.get_by_role("button", name="Western Europe", exact=True).click()
    industries.get_by_role("button", name="Cybersecurity", exact=True).click()
    expect(prompt).to_have_value("Western Europe, Cybersecurity, Mid-market")
    prompt.fill("cybersecurity")
    industries.get_by_role("button", name="Cybersecurity", exact=True).click()
    expect(prompt).to_have_value("cybersecurity")
    segments.get_by_role("button", name="Enterprise", exact=True).click()
    expect(prompt).to_have_value("cybersecurity, Enterprise")

    prompt.fill(SEARCH)
    prompt.press("Enter")
    expect(prompt).to_have_value("")
    conversation = _conversation(page)
    expect(conversation.get_by_role("listitem", name="You")).to_have_text(SEARCH)
    cards = conversation.get_by_role("region", name="Companies found").get_by_role("article")
    expect(cards).to_have_count(3, timeout=ANSWER_TIMEOUT)
    summary = conversation.get_by_role("listitem", name="Assistant", exact=True)
    expect(summary).to_contain_text("3 companies match Cybersecurity, in Western Europe, for Mid-market")
    # Each card: the company (to its page) and its Partner Fit Score, as the hub computed it.
    stored = Message.objects.get(is_assistant=True, data_type="Companies")
    scores = {card["companyId"]: card["score"] for card in stored.data}
    assert set(scores) == {company.pk for company in fits}
    for company in fits:
        card = page.get_by_role("article", name=company.name, exact=True)
        expect(card.get_by_role("link", name=company.name, exact=True)).to_have_attribute(
            "href", f"/companies/{company.pk}"
        )
        expect(card.get_by_label("Partner Fit Score")).to_have_text(f"{round(scores[company.pk])}%")
    for miss in ("Wrong Industry", "Wrong Region", "Wrong Segment", "Not Approved"):
        expect(conversation.get_by_text(miss)).to_have_count(0)
