"""The chat screens and the hubs' sessions in the browser (issue 22, items 1 and 10; issue 21,
item 8): the page's websocket URL carries the negotiated connection token and never the sign-in
token (which only the negotiate call carries, as a header); a deactivation made through the API
while the chat is open closes it with the reason on the page; a refusal's code decides what the
page offers (the plans for the monthly allowance)."""

import pytest
import requests
from django.conf import settings
from playwright.sync_api import Page, expect

from apps.accounts.services import auth_token_issue
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-partners.com"
ADMIN = "avery@partnermatch.example"
ANSWER_TIMEOUT = 60_000  # well beyond what a working answer takes


@pytest.fixture(autouse=True)
def _reference_data(settings):
    reference_data_ensure()
    settings.ASSISTANT_MESSAGES_PER_MINUTE = 1000


def _open_chat(page: Page, asgi_url: str):
    sign_in(page, asgi_url, MEMBER)
    page.goto(f"{asgi_url}/ai-assistant")
    prompt = page.get_by_role("textbox", name="Message the AI assistant")
    expect(page.get_by_text("Connecting to the assistant…")).to_have_count(0)
    return prompt


def _send(page: Page, prompt, text: str):
    prompt.fill(text)
    expect(page.get_by_role("button", name="Send", exact=True)).to_be_enabled()
    prompt.press("Enter")


def test_the_sign_in_token_goes_to_negotiate_as_a_header_and_never_into_the_socket_url(page: Page, asgi_url):
    user_create(MEMBER)
    sockets, negotiations = [], []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.on(
        "request",
        lambda request: (
            negotiations.append((request.url, request.all_headers())) if "/negotiate" in request.url else None
        ),
    )

    prompt = _open_chat(page, asgi_url)
    _send(page, prompt, "Which plan am I on?")
    answer = page.get_by_role("log", name="Conversation").get_by_role("listitem", name="Assistant", exact=True)
    expect(answer).to_have_count(1, timeout=ANSWER_TIMEOUT)  # answered over that socket

    assert len(sockets) == 1, sockets
    assert "?id=" in sockets[0]
    assert "access_token" not in sockets[0]
    assert len(negotiations) == 1
    url, headers = negotiations[0]
    assert url.startswith(f"{asgi_url}/assistant-chat/negotiate?negotiateVersion=1")
    assert headers["authorization"].startswith("Bearer ey")
    assert headers["authorization"][7:] not in sockets[0]


def test_a_deactivation_closes_the_open_chat_with_the_reason(page: Page, asgi_url):
    member = user_create(MEMBER)
    admin = auth_token_issue(user=user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin"))
    prompt = _open_chat(page, asgi_url)
    prompt.fill("Still there?")
    expect(page.get_by_role("button", name="Send", exact=True)).to_be_enabled()  # connected

    # Through the API, as the admin's Users page does, on the server the page is connected to.
    answer = requests.post(
        f"{asgi_url}/api/admin/users/{member.pk}/deactivate",
        headers={"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {admin}"},
        timeout=60,
    )
    assert answer.status_code in (200, 204), answer.text

    expect(page.get_by_text("Your session has ended. Please sign in again to use the assistant.")).to_be_visible(
        timeout=ANSWER_TIMEOUT
    )
    expect(prompt).to_be_disabled()


def test_the_monthly_allowance_used_up_offers_the_plans(page: Page, asgi_url, settings):
    settings.ASSISTANT_MONTHLY_MESSAGES = {"free": 0, "growth": 300, "partner_pro": 2000}
    user_create(MEMBER)
    prompt = _open_chat(page, asgi_url)

    _send(page, prompt, "Which plan am I on?")

    expect(page.get_by_text("You have used all 0 assistant messages of your plan this month.")).to_be_visible(
        timeout=ANSWER_TIMEOUT
    )
    page.get_by_role("link", name="See plans").click()
    expect(page).to_have_url(f"{asgi_url}/pricing")
