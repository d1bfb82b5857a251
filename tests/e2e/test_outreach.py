"""Partner outreach in the browser (issue 23): two members in two browsers, over the real API and
the real events socket (`asgi_url`: uvicorn with the websockets). Member A finds company B in
discovery and sends a Partnership request carrying the fit; B's admin sees it with the breakdown
and accepts; both write and each message appears for the other without a reload; B's internal
note never reaches A; A's unread badge counts and clears. A Free member is told why they cannot
send, with the link that fixes it; an e-mail's opt-out link works without signing in."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from apps.companies.models import Company
from apps.companies.services import reference_data_load
from apps.companies.tests.factories import CompanyFactory
from apps.discovery.models import SearchHistory
from apps.outreach.models import ConversationMessage, IntroRequest, MailPreference
from apps.outreach.tokens import unsubscribe_token
from tests.e2e.conftest import WAIT_MS
from tests.e2e.helpers import expect_no_horizontal_scroll, reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER_A = "morgan@contoso-security.com"
ADMIN_B = "riley@northwind-resellers.com"
FREE = "frankie@fabrikam-software.com"
B_NAME = "Northwind Resellers"


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()
    reference_data_load()


def _companies():
    """A: a Technology vendor with a Growth plan; B: a Channel partner that targets A's
    industries (the factory's: Cybersecurity, Fintech & Payments), its admin on Free."""
    member_a = user_create(MEMBER_A, first_name="Morgan", last_name="Member")
    CompanyFactory(name="Contoso Security", admin=member_a)
    subscription_grant(user=member_a, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    admin_b = user_create(ADMIN_B, first_name="Riley", last_name="Reseller")
    company_b = CompanyFactory(name=B_NAME, admin=admin_b, partner_type=Company.PartnerType.CHANNEL)
    return member_a, admin_b, company_b


def _frames_of_outreach_sockets(page: Page) -> list:
    frames = []

    def watch(socket):
        if "/outreach-events" in socket.url:
            socket.on("framereceived", lambda payload: frames.append(payload))

    page.on("websocket", watch)
    return frames


@pytest.fixture
def two_browsers(browser: Browser):
    """Two members' browsers (separate contexts: cookies, storage, sockets), closed before the
    test's database goes away."""
    contexts = [browser.new_context(viewport={"width": 1440, "height": 900}) for _ in range(2)]
    pages = []
    for context in contexts:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        # What the page's outreach events sockets receive, to show the real-time path is the one used.
        page.outreach_frames = _frames_of_outreach_sockets(page)
        pages.append(page)
    yield pages
    for context in contexts:
        context.close()


def _nav_outreach(page: Page):
    return page.get_by_role("navigation", name="Main navigation").get_by_role("link", name=re.compile(r"^Outreach"))


def _messages(page: Page):
    return page.get_by_role("log", name="Messages")


def _write(page: Page, text: str):
    box = page.get_by_role("textbox", name=re.compile(r"^(Message|Internal note)$"))
    box.fill(text)
    box.press("Enter")
    expect(box).to_have_value("")


def test_two_members_request_an_intro_accept_it_and_talk_in_real_time(two_browsers, asgi_url):
    member_a, admin_b, company_b = _companies()
    a, b = two_browsers
    sign_in(a, asgi_url, MEMBER_A)
    sign_in(b, asgi_url, ADMIN_B)

    # A finds B in discovery and sends a Partnership request from the result.
    a.goto(f"{asgi_url}/companies")
    a.get_by_role("combobox", name="Target industries").click()
    a.get_by_role("option", name="Cybersecurity", exact=True).click()
    a.keyboard.press("Escape")
    a.get_by_role("button", name="Search", exact=True).click()
    table = a.get_by_role("table", name="Matched partners")
    expect(table.get_by_role("rowheader", name=B_NAME)).to_be_visible()
    table.get_by_role("button", name=f"Request intro to {B_NAME}").click()
    dialog = a.get_by_role("dialog", name=f"Request an intro to {B_NAME}")
    expect(dialog.get_by_text("20 of 20 intro requests left this month")).to_be_visible()
    expect(dialog.get_by_role("radio", name="Partnership")).to_be_checked()
    message = dialog.get_by_role("textbox", name="Message")
    expect(message).not_to_have_value("")  # the draft, to edit
    message.fill("Hello Northwind, we would like you to resell our security platform in Western Europe.")
    dialog.get_by_role("button", name="Send request").click()
    expect(a.get_by_text(f"Intro request sent to {B_NAME}.")).to_be_visible()
    expect(dialog).to_be_hidden()

    sent = IntroRequest.objects.get()
    assert sent.type == IntroRequest.Type.PARTNERSHIP
    assert sent.receiver_company_id == company_b.pk
    assert sent.search_history_id == SearchHistory.objects.get(user=member_a).pk
    assert sent.fit is not None
    assert sent.fit["breakdown"]["forward"]["criteria"]

    # B's admin: the unread badge without a reload, the request with its breakdown; accepts.
    b.goto(f"{asgi_url}/outreach")
    expect(_nav_outreach(b)).to_have_accessible_name(re.compile(r"^Outreach\s*,\s*1 unread$"))
    b.get_by_role("link", name="Partnership request from Contoso Security, Pending, unread").click()
    expect(b.get_by_role("heading", level=1, name="Intro request from Contoso Security")).to_be_visible()
    fit = b.get_by_role("region", name="Fit breakdown")
    expect(fit.get_by_role("region", name="How you fit Contoso Security's search")).to_be_visible()
    expect(b.get_by_label(f"Partner fit score {sent.fit['matchScore']}%")).to_be_visible()
    expect(_nav_outreach(b)).to_have_accessible_name("Outreach")  # opened: read
    b.get_by_role("button", name="Accept").click()
    b.get_by_role("link", name="Open the conversation").click()
    expect(b.get_by_role("heading", level=1, name="Contoso Security")).to_be_visible()

    # A was on another page: the answer arrives as an unread badge, without a reload.
    a.get_by_role("link", name="Outreach, 1 unread").click()
    a.get_by_role("tab", name="Sent").click()
    a.get_by_role("link", name=re.compile(f"^Partnership request to {B_NAME}, Accepted")).click()
    a.get_by_role("link", name="Open the conversation").click()
    expect(a.get_by_role("heading", level=1, name=B_NAME)).to_be_visible()
    expect(_nav_outreach(a)).to_have_accessible_name("Outreach")

    # Messages both ways, each appearing on the other's open page.
    _write(b, "Welcome! When can we talk about margins?")
    expect(_messages(a).get_by_text("Welcome! When can we talk about margins?")).to_be_visible()
    # It came by A's events socket (not the 15 s polling of a page without one).
    assert any('"type": "message"' in str(frame) for frame in a.outreach_frames), a.outreach_frames
    _write(a, "Thursday at 10 works for us: https://contoso-security.example/deck")
    expect(_messages(b).get_by_text(re.compile("^Thursday at 10 works for us"))).to_be_visible()
    expect(_messages(b).get_by_role("link", name="https://contoso-security.example/deck")).to_be_visible()

    # B's internal note: marked on B's side, never on A's.
    b.get_by_role("switch", name="Internal note").check()
    _write(b, "Internal: ask for their reseller tiers first.")
    note = _messages(b).get_by_test_id("message").filter(has_text="Internal: ask for their reseller tiers first.")
    expect(note.get_by_text("Internal note — only your company sees this")).to_be_visible()
    _write(b, "Thursday it is.")
    expect(_messages(a).get_by_text("Thursday it is.")).to_be_visible()
    expect(_messages(a).get_by_text("Internal: ask for their reseller tiers first.")).to_have_count(0)
    a.reload()
    expect(_messages(a).get_by_text("Thursday it is.")).to_be_visible()
    expect(a.get_by_text("Internal: ask for their reseller tiers first.")).to_have_count(0)
    assert ConversationMessage.objects.filter(is_internal_note=True, author=admin_b).count() == 1

    # A away from the conversation: B's next messages count on A's badges, until A reads them.
    a.goto(f"{asgi_url}/outreach/conversations")
    _write(b, "I have sent the partner agreement.")
    _write(b, "Let us know if you have questions.")
    expect(_nav_outreach(a)).to_have_accessible_name(re.compile(r"^Outreach\s*,\s*2 unread$"))
    expect(a.get_by_role("banner").get_by_role("link", name="Outreach, 2 unread")).to_be_visible()
    a.get_by_role("link", name=f"Conversation with {B_NAME}, 2 unread messages").click()
    expect(_messages(a).get_by_text("Let us know if you have questions.")).to_be_visible()
    expect(_nav_outreach(a)).to_have_accessible_name("Outreach")
    expect(a.get_by_role("banner").get_by_role("link", name="Outreach", exact=True)).to_be_visible()

    # On a phone: the conversation and the inbox fit the width, the composer in reach.
    a.set_viewport_size({"width": 390, "height": 844})
    expect(a.get_by_role("button", name="Send")).to_be_visible()
    expect_no_horizontal_scroll(a)
    a.goto(f"{asgi_url}/outreach/sent")
    expect(a.get_by_role("link", name=re.compile(f"^Partnership request to {B_NAME}"))).to_be_visible()
    expect_no_horizontal_scroll(a)


def test_a_free_member_sees_why_they_cannot_send_and_where_to_fix_it(page: Page, app_url):
    _, _, company_b = _companies()
    free = user_create(FREE, first_name="Frankie", last_name="Free")
    CompanyFactory(name="Fabrikam Software", admin=free)
    sign_in(page, app_url, FREE)

    page.goto(f"{app_url}/companies/{company_b.pk}")
    expect(page.get_by_test_id("company-name")).to_have_text(B_NAME)
    page.get_by_role("button", name=f"Request intro to {B_NAME}").click()
    dialog = page.get_by_role("dialog", name=f"Request an intro to {B_NAME}")
    expect(dialog.get_by_text("An active paid plan is required to send intro requests.")).to_be_visible()
    expect(dialog.get_by_role("button", name="Send request")).to_be_disabled()
    expect(dialog.get_by_role("textbox", name="Message")).to_be_disabled()
    dialog.get_by_role("link", name="See the plans").click()
    expect(page).to_have_url(f"{app_url}/pricing")
    assert not IntroRequest.objects.exists()


def test_the_unsubscribe_link_turns_its_e_mails_off_without_signing_in(page: Page, app_url):
    member = user_create(MEMBER_A)
    token = unsubscribe_token(user_id=member.pk, kind="newMessage")

    page.goto(f"{app_url}/outreach/unsubscribe?token={token}")
    expect(
        page.get_by_text("E-mails about new messages in conversations are off: you will no longer get them.")
    ).to_be_visible()
    assert MailPreference.objects.get(user=member).new_message is False
    assert MailPreference.objects.get(user=member).decision is True

    page.goto(f"{app_url}/outreach/unsubscribe?token={token}x")
    expect(page.get_by_text("This unsubscribe link is not valid.")).to_be_visible()
