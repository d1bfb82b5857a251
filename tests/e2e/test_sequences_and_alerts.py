"""Sequences and saved searches in the browser (issue 24, "Done when"), over the real API and the
real events socket (`asgi_url`: uvicorn with the websockets).

(a) A member builds a 2-step sequence in the editor (previewed with the partner's real values),
enrols their pending intro request from the sequence's screen; the beat task, run from the test
with a clock at the first step's due time, sends step 1, which the partner's admin reads on the
request; the partner accepts (the reply: docs/sequences.md "What stops a sequence"); the task run
again weeks later sends nothing, and the screen says the target replied after one follow-up.

(b) A member saves a discovery search with Instant alerts; an admin approves a fitting company in
the admin area; the member's bell counts it without a reload (the socket's notification event),
and the alert opens discovery with the saved criteria filled in."""

import re
from datetime import timedelta

import pytest
from playwright.sync_api import Browser, Page, expect

from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from apps.changes.models import CompanyChange
from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot
from apps.companies.models import Company
from apps.companies.services import reference_data_load
from apps.companies.tests.factories import CompanyFactory
from apps.notifications.models import Notification
from apps.outreach.models import IntroRequest, RequestFollowUp
from apps.outreach.services import intro_request_send
from apps.sequences.models import Enrolment, Sequence, StepSend
from apps.sequences.tasks import sequence_steps_send
from tests.e2e.conftest import WAIT_MS
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-security.com"
PARTNER_ADMIN = "riley@northwind-resellers.com"
ADMIN = "avery@partnermatch.example"
PARTNER = "Northwind Resellers"


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()
    reference_data_load()


def _frames_of_outreach_sockets(page: Page) -> list:
    frames = []

    def watch(socket):
        if "/outreach-events" in socket.url:
            socket.on("framereceived", lambda payload: frames.append(payload))

    page.on("websocket", watch)
    return frames


@pytest.fixture
def two_browsers(browser: Browser):
    """Two people's browsers (separate contexts), closed before the test's database goes away."""
    contexts = [browser.new_context(viewport={"width": 1440, "height": 900}) for _ in range(2)]
    pages = []
    for context in contexts:
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.outreach_frames = _frames_of_outreach_sockets(page)
        pages.append(page)
    yield pages
    for context in contexts:
        context.close()


def _member_with_plan():
    """A Technology vendor's member on Growth (the factory's targets: Cybersecurity, Fintech)."""
    member = user_create(MEMBER, first_name="Morgan", last_name="Member")
    CompanyFactory(name="Contoso Security", admin=member)
    subscription_grant(user=member, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    return member


def _target_row(page: Page):
    return page.get_by_test_id("target").filter(has=page.get_by_role("link", name=PARTNER))


def _run_beat(now) -> dict:
    """The beat task at a given clock, as the backend's tests run it (apps/sequences/tasks.py)."""
    return sequence_steps_send(now=now.isoformat())


def test_a_two_step_sequence_sends_its_first_step_and_stops_when_the_partner_replies(two_browsers, asgi_url):
    member = _member_with_plan()
    partner_admin = user_create(PARTNER_ADMIN, first_name="Riley", last_name="Reseller")
    partner = CompanyFactory(name=PARTNER, admin=partner_admin, partner_type=Company.PartnerType.CHANNEL)
    request = intro_request_send(
        sender=member,
        receiver_company_id=partner.pk,
        type=IntroRequest.Type.PARTNERSHIP,
        message="Hello Northwind, we would like you to resell our security platform in Western Europe.",
    )
    a, b = two_browsers
    sign_in(a, asgi_url, MEMBER)

    # No sequence yet: the screen says what to do, from the menu.
    a.get_by_role("navigation", name="Main navigation").get_by_role("link", name="Sequences").click()
    expect(a.get_by_text(re.compile(r"^No sequences yet\."))).to_be_visible()
    a.get_by_role("link", name="New sequence").first.click()

    # The editor: two steps, previewed with the partner's real values before saving.
    expect(a.get_by_role("heading", level=1, name="New sequence")).to_be_visible()
    a.get_by_role("textbox", name="Name").fill("Resellers follow-up")
    expect(a.get_by_role("combobox", name="Preview with")).to_have_text(PARTNER)
    a.get_by_role("spinbutton", name="Delay (business days)").fill("1")
    a.get_by_role("textbox", name="Message of follow-up 1").fill(
        "Hello {their_company}, did you see our intro request about reselling?"
    )
    preview = a.get_by_role("region", name=f"Preview for {PARTNER}").first
    expect(preview).to_contain_text(f"Hello {PARTNER}, did you see our intro request about reselling?")
    a.get_by_role("button", name="Add a follow-up").click()
    a.get_by_role("spinbutton", name="Delay (business days)").nth(1).fill("2")
    second = a.get_by_role("textbox", name="Message of follow-up 2")
    second.fill("A last note from ")
    second.press("End")
    a.get_by_role("button", name="Insert a placeholder in follow-up 2").click()
    a.get_by_role("menuitem", name=re.compile(r"^\{my_company\}")).click()
    expect(second).to_have_value("A last note from {my_company}")
    expect(a.get_by_role("region", name=f"Preview for {PARTNER}").nth(1)).to_contain_text(
        "A last note from Contoso Security"
    )
    a.get_by_role("button", name="Save sequence").click()

    # Its screen: enrol the pending request sent to the partner.
    expect(a.get_by_role("heading", level=1, name="Resellers follow-up")).to_be_visible()
    sequence = Sequence.objects.get(owner=member)
    assert [(step.position, step.delay_days) for step in sequence.steps.order_by("position")] == [(1, 1), (2, 2)]
    expect(a.get_by_text(re.compile(r"^No one is enrolled yet\."))).to_be_visible()
    a.get_by_role("button", name="Enrol intro requests").click()
    dialog = a.get_by_role("dialog", name="Enrol intro requests in Resellers follow-up")
    dialog.get_by_role("checkbox", name=re.compile(f"^{PARTNER}")).check()
    dialog.get_by_role("button", name="Enrol 1 request").click()
    expect(dialog.get_by_text("1 intro request enrolled: the first follow-up is scheduled.")).to_be_visible()
    dialog.get_by_role("button", name="Done").click()
    row = _target_row(a)
    expect(row).to_contain_text("Scheduled")
    expect(row).to_contain_text("Follow-up 1 of 2 on")
    enrolment = Enrolment.objects.get(intro_request=request)

    # The clock moves to the first step's due time (9:00 on the next business day): step 1 goes.
    first_run = enrolment.next_due_at + timedelta(minutes=5)
    assert _run_beat(first_run) == {"sent": 1}
    assert list(RequestFollowUp.objects.filter(intro_request=request).values_list("body", flat=True)) == [
        f"Hello {PARTNER}, did you see our intro request about reselling?"
    ]
    a.reload()
    expect(_target_row(a)).to_contain_text("Follow-up 2 of 2 on")
    expect(_target_row(a)).to_contain_text("1 of 2")

    # The partner's admin reads it with the request, and accepts: that is the reply.
    sign_in(b, asgi_url, PARTNER_ADMIN)
    b.goto(f"{asgi_url}/outreach/requests/{request.pk}")
    follow_ups = b.get_by_role("region", name="Follow-ups")
    expect(follow_ups).to_contain_text(f"Hello {PARTNER}, did you see our intro request about reselling?")
    b.get_by_role("button", name="Accept").click()
    expect(b.get_by_role("link", name="Open the conversation")).to_be_visible()

    # Weeks later the beat finds nothing to send: the second step never goes.
    assert _run_beat(first_run + timedelta(days=21)) == {}
    assert RequestFollowUp.objects.filter(intro_request=request).count() == 1
    assert StepSend.objects.filter(enrolment=enrolment).count() == 1
    enrolment.refresh_from_db()
    assert (enrolment.state, enrolment.reason) == ("replied", "accepted")

    a.reload()
    row = _target_row(a)
    expect(row).to_contain_text("Replied")
    expect(row).to_contain_text("They accepted after 1 follow-up")
    expect(row.get_by_role("button", name=re.compile("^Stop"))).to_have_count(0)
    expect(a.get_by_role("region", name="Replies")).to_contain_text("100%")
    a.get_by_role("navigation", name="Breadcrumb").get_by_role("link", name="Sequences").click()
    card = a.get_by_role("article", name="Resellers follow-up")
    expect(card).to_contain_text("100%reply rate · 1 reply of 1 target")


def test_a_saved_search_with_instant_alerts_rings_the_bell_when_an_admin_approves_a_fitting_company(
    two_browsers, asgi_url
):
    member = _member_with_plan()
    CompanyFactory(name="Acme Cloud")  # fits already: the search shows a result to save
    author = user_create("jordan@brightwave-telemetry.io", first_name="Jordan", last_name="Blake")
    change = CompanyChangeFactory(
        author=author, snapshot=new_company_snapshot("Brightwave Telemetry", "brightwave-telemetry.io")
    )
    user_create(ADMIN, admin=True, first_name="Avery", last_name="Admin")
    a, admin = two_browsers
    sign_in(a, asgi_url, MEMBER)

    # The member searches, and saves the search with Instant alerts.
    a.goto(f"{asgi_url}/companies")
    a.get_by_role("combobox", name="Target industries").click()
    a.get_by_role("option", name="Cybersecurity", exact=True).click()
    a.keyboard.press("Escape")
    a.get_by_role("button", name="Search", exact=True).click()
    expect(a.get_by_role("table", name="Matched partners").get_by_role("rowheader", name="Acme Cloud")).to_be_visible()
    a.get_by_role("button", name="Save this search").click()
    dialog = a.get_by_role("dialog", name="Save this search")
    dialog.get_by_role("textbox", name="Name").fill("Cyber watch")
    dialog.get_by_role("radio", name=re.compile("^Instant")).check()
    dialog.get_by_role("button", name="Save search").click()
    expect(
        a.get_by_text("“Cyber watch” is saved: instant alerts when a new company would enter its top 10.")
    ).to_be_visible()

    # On the saved searches, with the bell quiet.
    a.get_by_role("link", name="Saved searches").click()
    card = a.get_by_role("article", name="Cyber watch")
    expect(card.get_by_role("combobox", name="Alerts")).to_have_text("Instant")
    expect(card).to_contain_text("no alerts yet")
    bell = a.get_by_role("banner").get_by_role("button", name=re.compile("^Notifications"))
    expect(bell).to_have_accessible_name("Notifications")

    # An admin approves a fitting company in the admin area.
    sign_in(admin, asgi_url, ADMIN)
    admin.goto(f"{asgi_url}/admin/companies/pending/{change.pk}")
    expect(admin.get_by_test_id("company-name")).to_have_text("Brightwave Telemetry")
    admin.get_by_role("button", name="Approve").click()
    expect(admin.get_by_text("Company has been successfully approved")).to_be_visible()
    change.refresh_from_db()
    assert change.status == CompanyChange.Status.APPROVED

    # The member's bell counts it without a reload, by the events socket.
    expect(bell).to_have_accessible_name("Notifications, 1 unread")
    assert any('"type": "notification"' in str(frame) for frame in a.outreach_frames), a.outreach_frames
    alert = Notification.objects.get(user=member)
    assert alert.kind == "alerts.newMatch"
    bell.click()
    panel = a.get_by_role("dialog", name="Notifications")
    item = panel.get_by_role(
        "link", name=re.compile(r"^Unread: Brightwave Telemetry matches your saved search “Cyber watch”")
    )
    expect(item).to_be_visible()
    item.click()

    # The alert opens discovery with the saved criteria filled in, nothing run (a search spends credits).
    expect(a).to_have_url(re.compile(r"/companies\?savedSearchId=\d+$"))
    expect(a.get_by_text("Your saved search “Cyber watch” is filled in")).to_be_visible()
    expect(a.get_by_role("form", name="Partner criteria").get_by_text("Cybersecurity")).to_be_visible()
    expect(bell).to_have_accessible_name("Notifications")
    alert.refresh_from_db()
    assert alert.read_at is not None
