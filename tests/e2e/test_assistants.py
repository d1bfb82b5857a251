"""The AI assistant chats in the browser (issue 12; spec sections 2, 3 and 4, "Chat"): the
member's /ai-assistant, the admin company search and program builder, an internal GPT agent,
Stop, and the admin guard. The pages talk to the hubs over real websockets: `asgi_url` serves
the SPA, the API and the sockets (uvicorn in a thread of this process, on the test database),
and the assistants answer with the local, offline provider (Celery eager)."""

import threading

import pytest
from playwright.sync_api import Page, expect

from apps.agents.models import GptAgent
from apps.agents.tests.factories import GptAgentFactory
from apps.assistants.models import Hub, Message, Thread
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


def _press_enter_when_ready(page: Page, prompt):
    """Enter, once the chat can send (connected, history in, text typed: Send is enabled). A
    prompt typed earlier waits in the input: Enter does nothing until then."""
    expect(page.get_by_role("button", name="Send", exact=True)).to_be_enabled()
    prompt.press("Enter")


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
    _press_enter_when_ready(page, prompt)

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
    _press_enter_when_ready(page, prompt)
    expect(prompt).to_have_value("")
    conversation = _conversation(page)
    expect(conversation.get_by_role("listitem", name="You")).to_have_text(SEARCH)
    cards = conversation.get_by_role("region", name="Companies found").get_by_role("article")
    expect(cards).to_have_count(3, timeout=ANSWER_TIMEOUT)
    summary = conversation.get_by_role("listitem", name="Assistant", exact=True)
    expect(summary).to_contain_text(
        "3 companies match Cybersecurity channel partners (reseller) in Western Europe for Mid-market on every "
        "criterion."
    )
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


def test_reopening_the_company_search_shows_the_previous_conversation(page: Page, asgi_url):
    _search_catalogue()
    _admin()
    sign_in(page, asgi_url, ADMIN)
    page.goto(f"{asgi_url}/admin/ai-company-search")
    prompt = page.get_by_role("textbox", name="Describe the companies to find")
    send = page.get_by_role("button", name="Send", exact=True)
    prompt.fill(SEARCH)
    expect(send).to_be_enabled()
    send.click()
    conversation = _conversation(page)
    expect(conversation.get_by_role("region", name="Companies found").get_by_role("article")).to_have_count(
        3, timeout=ANSWER_TIMEOUT
    )
    # A second question in the same thread: its regions come back as chips.
    prompt.fill("Which regions can I ask for?")
    _press_enter_when_ready(page, prompt)
    expect(
        conversation.get_by_role("region", name="Regions").get_by_role("button", name="Western Europe")
    ).to_be_visible(timeout=ANSWER_TIMEOUT)
    thread = Thread.objects.get()
    assert thread.messages.count() == 4

    page.reload()
    conversation = _conversation(page)
    expect(page.get_by_text(HISTORY_LOADING)).to_have_count(0)
    expect(conversation.get_by_role("listitem", name="You")).to_have_text([SEARCH, "Which regions can I ask for?"])
    cards = conversation.get_by_role("region", name="Companies found").get_by_role("article")
    expect(cards).to_have_count(3)
    for name in ("Shield Alpha", "Shield Bravo", "Shield Charlie"):
        expect(page.get_by_role("article", name=name, exact=True).get_by_label("Partner Fit Score")).to_be_visible()
    expect(conversation.get_by_role("listitem", name="Assistant", exact=True).first).to_contain_text(
        "3 companies match Cybersecurity channel partners (reseller) in Western Europe for Mid-market"
    )
    # The conversation goes on in the same thread; a chip of an answer adds its name to the prompt.
    conversation.get_by_role("region", name="Regions").get_by_role("button", name="Northern Europe").click()
    expect(prompt).to_have_value("Northern Europe")
    _press_enter_when_ready(page, prompt)
    expect(conversation.get_by_role("listitem", name="You")).to_have_count(3)
    expect(conversation).to_have_attribute("aria-busy", "false", timeout=ANSWER_TIMEOUT)
    # Only the region this time: the one company in Northern Europe (grounded, never invented).
    expect(conversation.get_by_role("listitem", name="Assistant", exact=True).last).to_contain_text(
        "1 company matches partners in Northern Europe on every criterion. The best fit is Wrong Region",
        timeout=ANSWER_TIMEOUT,
    )
    expect(conversation.get_by_role("region", name="Companies found").last.get_by_role("article")).to_have_count(1)
    expect(page.get_by_role("article", name="Wrong Region", exact=True)).to_be_visible()
    assert Thread.objects.count() == 1
    assert thread.messages.count() == 6


def test_the_company_search_rotates_its_thinking_words_until_the_answer_starts(page: Page, asgi_url, monkeypatch):
    provider = BlockingProvider(first=())
    monkeypatch.setattr("apps.assistants.services.provider_get", lambda: provider)
    try:
        _admin()
        sign_in(page, asgi_url, ADMIN)
        page.goto(f"{asgi_url}/admin/ai-company-search")
        prompt = page.get_by_role("textbox", name="Describe the companies to find")
        expect(page.get_by_role("region", name="Example prompts")).to_be_visible()
        prompt.fill(SEARCH)
        _press_enter_when_ready(page, prompt)
        thinking = _conversation(page).get_by_role("listitem", name="Assistant (thinking)")
        # The words change every 2500 ms (spec section 9): each shows within a bounded wait.
        expect(thinking).to_have_text("Thinking...", timeout=ANSWER_TIMEOUT)
        expect(thinking).to_have_text("Searching...", timeout=ANSWER_TIMEOUT)
        expect(thinking).to_have_text("Fetching...", timeout=ANSWER_TIMEOUT)
        expect(thinking).to_have_text("Thinking...", timeout=ANSWER_TIMEOUT)
    finally:
        provider.release.set()
    expect(thinking).to_have_count(0, timeout=ANSWER_TIMEOUT)
    expect(_conversation(page).get_by_role("listitem", name="Assistant", exact=True)).to_have_text(
        "second third.", timeout=ANSWER_TIMEOUT
    )


# --- Admin: program builder ----------------------------------------------------------------------


def test_admin_program_builder_drafts_a_program_and_does_not_load_history(page: Page, asgi_url):
    CompanyFactory(name="Northwind Security", offer_description="<p>Two months free for new partners.</p>")
    _admin()
    sign_in(page, asgi_url, ADMIN)
    history_requests = []
    page.on(
        "request", lambda request: history_requests.append(request.url) if "/threads/active/" in request.url else None
    )
    page.goto(f"{asgi_url}/admin/ai-partner-program-builder")
    expect(page.get_by_role("heading", name="AI Partner Program Builder")).to_be_visible()
    prompt = page.get_by_role("textbox", name="Notes for the partner program")
    expect(page.get_by_role("region", name="Example prompts")).to_be_visible()
    prompt.fill("Program for Northwind Security: resellers in Western Europe, 25% margin")
    _press_enter_when_ready(page, prompt)

    draft = _conversation(page).get_by_role("listitem", name="Assistant", exact=True)
    expect(draft.get_by_role("heading", name="Northwind Security Partner Program")).to_be_visible(
        timeout=ANSWER_TIMEOUT
    )
    expect(draft.get_by_role("heading", name="What partners get")).to_be_visible()
    expect(draft).to_contain_text("Margin: 25% on resale.")
    expect(draft).to_contain_text("Western Europe")
    expect(draft).to_contain_text("Two months free for new partners.")
    expect(page.get_by_role("region", name="Companies found")).to_have_count(0)  # text only

    # No history load: reopened, the screen starts empty although the thread is stored.
    page.reload()
    expect(page.get_by_role("region", name="Example prompts")).to_be_visible()
    expect(page.get_by_text(HISTORY_LOADING)).to_have_count(0)
    expect(_conversation(page)).to_have_count(0)
    assert history_requests == []
    assert Message.objects.filter(thread__hub=Hub.PROGRAM_BUILDER, is_assistant=True).count() == 1


# --- Internal GPT agent --------------------------------------------------------------------------


def test_a_growth_member_chats_with_an_internal_gpt_agent(page: Page, asgi_url):
    member = _member()
    CompanyFactory(name="Contoso Security", admin=member)
    agent = GptAgentFactory(
        name="Pitch Drafter",
        is_external=False,
        instructions="Write a short partner pitch e-mail. Ask for the partner's market.",
        number_of_conversations=0,
    )
    sign_in(page, asgi_url, MEMBER)
    page.goto(f"{asgi_url}/gpt-agents/{agent.pk}")
    expect(page.get_by_role("heading", name="Pitch Drafter")).to_be_visible()
    chat = page.get_by_role("region", name="Chat with Pitch Drafter")
    prompt = chat.get_by_role("textbox", name="Message Pitch Drafter")
    prompt.fill("A pitch for resellers in Western Europe")
    _press_enter_when_ready(page, prompt)
    expect(prompt).to_have_value("")

    conversation = chat.get_by_role("log", name="Conversation")
    expect(conversation.get_by_role("listitem", name="You")).to_have_text("A pitch for resellers in Western Europe")
    answer = conversation.get_by_role("listitem", name="Assistant", exact=True)
    expect(answer).to_contain_text("Subject: Contoso Security and [partner name]", timeout=ANSWER_TIMEOUT)
    expect(answer).to_contain_text("Tell me the partner's name")  # none was named: asked, not invented
    expect(answer).to_contain_text("customers in Western Europe")
    expect(answer).not_to_contain_text("Write a short partner pitch")  # the instructions stay on the server
    thread = Thread.objects.get(user=member)
    assert (thread.hub, thread.agent_id) == (Hub.AGENT, agent.pk)
    assert GptAgent.objects.get(pk=agent.pk).number_of_conversations == 1


# --- Admin only ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path", ["/admin/ai-company-search", "/admin/ai-assistant-v2", "/admin/ai-partner-program-builder"]
)
def test_a_member_does_not_get_the_admin_assistants(page: Page, asgi_url, path):
    _member()
    sign_in(page, asgi_url, MEMBER)
    sockets = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.goto(f"{asgi_url}{path}")
    expect(page).to_have_url(f"{asgi_url}/403")
    expect(page.get_by_text("Oops! You're not allowed to access this page.")).to_be_visible()
    expect(page.get_by_role("textbox")).to_have_count(0)
    expect(page.get_by_role("log", name="Conversation")).to_have_count(0)
    assert sockets == []
