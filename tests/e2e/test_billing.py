"""Plans, the built-in checkout (pay and cancel), the profile's plan, Contact Sales / Contact Us."""

import re
from datetime import UTC

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from apps.billing.models import CheckoutSession, PricingPlan, Subscription
from apps.core.models import ContactMessage
from tests.e2e.conftest import mail_messages, mail_text
from tests.e2e.helpers import reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)

MEMBER = "morgan@contoso-partners.com"
ADMIN = "avery@contoso-partners.com"
CHECKOUT_URL = re.compile(r"/checkout/local/[0-9a-f-]{36}$")


@pytest.fixture(autouse=True)
def _reference_data(settings):
    reference_data_ensure()
    # The built-in checkout page, whatever the environment says about Stripe.
    settings.PAYMENTS_PROVIDER = "local"


@pytest.fixture
def browser_context_args(browser_context_args):
    # Dates on the page are compared with the database's (UTC) values.
    return {**browser_context_args, "timezone_id": "UTC", "locale": "en-US"}


@pytest.fixture
def member(page: Page, app_url):
    user = user_create(MEMBER)
    sign_in(page, app_url, MEMBER)
    return user


def _open_pricing_from_user_menu(page: Page, app_url):
    page.get_by_role("button", name="Account menu").click()
    page.get_by_role("menuitem", name="Plans").click()
    expect(page).to_have_url(f"{app_url}/pricing")
    expect(page.get_by_role("heading", name="Plans", level=1)).to_be_visible()


def _plan_card(page: Page, name: str):
    return page.get_by_role("article", name=name, exact=True)


def _active_subscriptions(user):
    return Subscription.objects.filter(user=user, status=Subscription.Status.ACTIVE)


def test_free_member_upgrades_to_growth_and_the_profile_shows_the_plan(page: Page, app_url, member):
    _open_pricing_from_user_menu(page, app_url)
    free = _plan_card(page, "Free")
    expect(free.get_by_text("$0", exact=True)).to_be_visible()
    expect(free.get_by_role("button", name="Current plan")).to_be_disabled()
    growth = _plan_card(page, "Growth Mode")
    expect(growth.get_by_text("$107 / month")).to_be_visible()
    page.get_by_role("button", name="Yearly").click()
    expect(growth.get_by_text("$107 / year")).to_be_visible()
    page.get_by_role("button", name="Monthly").click()
    expect(growth.get_by_text("$107 / month")).to_be_visible()

    growth.get_by_role("button", name="Upgrade to Growth Mode").click()
    expect(page).to_have_url(CHECKOUT_URL)
    expect(page.get_by_role("heading", name="Growth Mode plan")).to_be_visible()
    expect(page.get_by_text("107.00 USD").first).to_be_visible()
    expect(page.get_by_role("button", name="Cancel")).to_be_visible()

    page.get_by_role("button", name="Pay").click()
    expect(page).to_have_url(f"{app_url}/payments/success")
    expect(page.get_by_role("heading", name="Payment received")).to_be_visible()
    expect(page.get_by_text("Your plan is being activated", exact=False)).to_be_visible()

    page.get_by_role("link", name="Go to your profile").click()
    expect(page).to_have_url(f"{app_url}/settings/profile")

    subscriptions = _active_subscriptions(member)
    assert subscriptions.count() == 1, "exactly one active subscription after paying"
    subscription = subscriptions.get()
    assert subscription.plan_id == PricingPlan.GROWTH
    assert subscription.credits_quota == 100
    assert subscription.credits_used == 0
    assert subscription.current_period_end > timezone.now()

    info = page.get_by_role("region", name="Subscription info")
    end = subscription.current_period_end.astimezone(UTC)
    expect(info.get_by_test_id("my-plan")).to_have_text("Growth Mode")
    expect(info.get_by_test_id("plan-renews-on")).to_have_text(f"{end:%b} {end.day}, {end.year}")
    expect(info.get_by_test_id("credits")).to_have_text("0/100")
    expect(info.get_by_role("link", name="Upgrade")).to_have_count(0)

    # Back on /pricing, Growth Mode is now the current plan.
    _open_pricing_from_user_menu(page, app_url)
    growth = _plan_card(page, "Growth Mode")
    expect(growth.get_by_role("button", name="Current plan")).to_be_disabled()
    expect(growth.get_by_text("Current plan", exact=True).first).to_be_visible()
    expect(_plan_card(page, "Free").get_by_role("button")).to_have_count(0)


def test_cancelling_the_checkout_comes_back_to_the_cancel_page_without_a_subscription(page: Page, app_url, member):
    nav = page.get_by_role("navigation", name="Main navigation")
    nav.get_by_role("link", name="Plans").click()
    expect(page).to_have_url(f"{app_url}/pricing")

    _plan_card(page, "Growth Mode").get_by_role("button", name="Upgrade to Growth Mode").click()
    expect(page).to_have_url(CHECKOUT_URL)
    page.get_by_role("button", name="Cancel").click()

    expect(page).to_have_url(f"{app_url}/payments/cancel")
    expect(page.get_by_text("Something went wrong with your payment.")).to_be_visible()
    assert not _active_subscriptions(member).exists()
    assert CheckoutSession.objects.get(user=member).status == CheckoutSession.Status.CANCELED

    page.get_by_role("link", name="Try Again").click()
    expect(page).to_have_url(f"{app_url}/pricing")
    expect(_plan_card(page, "Growth Mode").get_by_role("button", name="Upgrade to Growth Mode")).to_be_enabled()

    page.goto(f"{app_url}/settings/profile")
    info = page.get_by_role("region", name="Subscription info")
    expect(info.get_by_test_id("my-plan")).to_have_text("Free")
    expect(info.get_by_test_id("plan-renews-on")).to_have_text("—")
    expect(info.get_by_test_id("credits")).to_have_text("0/0")
    expect(info.get_by_role("link", name="Upgrade")).to_have_attribute("href", "/pricing")


def test_contact_sales_from_partner_pro_sends_a_custom_pricing_message(page: Page, app_url, member, mail_dir, settings):
    _open_pricing_from_user_menu(page, app_url)
    partner_pro = _plan_card(page, "Partner Pro")
    expect(partner_pro.get_by_text("Custom pricing", exact=True)).to_be_visible()
    expect(partner_pro.get_by_role("button", name=re.compile("^Upgrade"))).to_have_count(0)
    partner_pro.get_by_role("button", name="Contact Sales").click()

    dialog = page.get_by_role("dialog", name="Contact Sales")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("combobox", name="Topic")).to_have_text("Custom pricing plan")
    dialog.get_by_role("button", name="Send").click()
    expect(dialog.get_by_text("Message cannot be empty")).to_be_visible()
    assert not ContactMessage.objects.exists()

    text = "We run 40 partner managers across EMEA and need a Partner Pro quote."
    dialog.get_by_label("Message").fill(text)
    dialog.get_by_role("button", name="Send").click()
    expect(page.get_by_text("We received your message and will get back to you soon.")).to_be_visible()
    expect(dialog).to_be_hidden()

    message = ContactMessage.objects.get()
    assert message.title == "Custom pricing plan"
    assert message.text == text
    assert message.user_id == member.pk

    mails = mail_messages(mail_dir, settings.STAFF_EMAIL)
    assert len(mails) == 1, "one e-mail to the staff address"
    assert "Custom pricing plan" in str(mails[0]["Subject"])
    assert text in mail_text(mails[0])
    assert MEMBER in mail_text(mails[0])


def test_sidebar_contact_us_preselects_general_question_and_sends(page: Page, app_url, member, mail_dir, settings):
    page.get_by_role("button", name="Contact Us").click()
    dialog = page.get_by_role("dialog", name="Contact Us")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("combobox", name="Topic")).to_have_text("General question")

    dialog.get_by_label("Message").fill("   ")
    dialog.get_by_role("button", name="Send").click()
    expect(dialog.get_by_text("Message cannot be empty")).to_be_visible()

    dialog.get_by_label("Message").fill("How do I invite a colleague to my company?")
    dialog.get_by_role("button", name="Send").click()
    expect(page.get_by_text("We received your message and will get back to you soon.")).to_be_visible()
    expect(dialog).to_be_hidden()

    message = ContactMessage.objects.get()
    assert message.title == "General question"
    assert message.text == "How do I invite a colleague to my company?"
    assert message.user_id == member.pk
    assert len(mail_messages(mail_dir, settings.STAFF_EMAIL)) == 1


def test_only_admins_see_the_test_plan(page: Page, app_url, browser):
    user_create(MEMBER)
    sign_in(page, app_url, MEMBER)
    page.goto(f"{app_url}/pricing")
    expect(_plan_card(page, "Growth Mode")).to_be_visible()
    expect(_plan_card(page, "Partner Pro")).to_be_visible()
    expect(_plan_card(page, "Test")).to_have_count(0)
    expect(page.get_by_text("Admin only")).to_have_count(0)

    user_create(ADMIN, admin=True, first_name="Avery")
    admin_context = browser.new_context(timezone_id="UTC", locale="en-US")
    try:
        admin_page = admin_context.new_page()
        admin_page.set_default_timeout(10_000)
        sign_in(admin_page, app_url, ADMIN)
        admin_page.goto(f"{app_url}/pricing")
        test_plan = _plan_card(admin_page, "Test")
        expect(test_plan).to_be_visible()
        expect(test_plan.get_by_text("Admin only", exact=True)).to_be_visible()
        expect(test_plan.get_by_text("$1 / month")).to_be_visible()
        expect(test_plan.get_by_role("button", name="Upgrade to Test")).to_be_enabled()
        expect(_plan_card(admin_page, "Growth Mode").get_by_text("Admin only")).to_have_count(0)
    finally:
        admin_context.close()
