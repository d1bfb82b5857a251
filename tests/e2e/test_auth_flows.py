"""Sign-up with the e-mailed code, sign-in failure, password reset, session guard."""

import re

import pytest
from playwright.sync_api import Page, expect

from apps.accounts.api.serializers import STRONG_PASSWORD_MESSAGE
from apps.accounts.models import User
from apps.accounts.services import user_deactivate
from tests.e2e.conftest import code_in, mail_messages, mail_text
from tests.e2e.helpers import PASSWORD, reference_data_ensure, sign_in, user_create

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _reference_data():
    reference_data_ensure()


def test_sign_up_then_code_from_mail_file_verifies_and_lands_on_my_company(page: Page, app_url, mail_dir):
    email = "dana.lee@northwind-solutions.com"
    page.goto(f"{app_url}/sign-up")
    page.get_by_label("First name").fill("Dana")
    page.get_by_label("Last name").fill("Lee")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill("secret1")
    page.get_by_role("button", name="Sign up", exact=True).click()

    expect(page).to_have_url(f"{app_url}/otp")
    messages = mail_messages(mail_dir, email)
    assert len(messages) == 1, "exactly one code e-mail written to the mail folder"
    code = code_in(messages[0])

    page.get_by_label("One-time code").fill(code)
    page.get_by_role("button", name="Verify").click()
    # The page waits 3 seconds after a successful verification, then goes on.
    expect(page).to_have_url(f"{app_url}/my-company")
    assert User.objects.get(email=email).status == User.Status.ACTIVE


def test_wrong_code_shows_the_error_and_clears_the_input(page: Page, app_url, mail_dir):
    email = "sam.ortiz@contoso-cloud.com"
    page.goto(f"{app_url}/sign-up")
    page.get_by_label("First name").fill("Sam")
    page.get_by_label("Last name").fill("Ortiz")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill("secret1")
    page.get_by_role("button", name="Sign up", exact=True).click()
    expect(page).to_have_url(f"{app_url}/otp")

    right = code_in(mail_messages(mail_dir, email)[0])
    wrong = "000000" if right != "000000" else "111111"
    page.get_by_label("One-time code").fill(wrong)
    page.get_by_role("button", name="Verify").click()
    expect(page.get_by_text("Oops! The code you entered is incorrect.")).to_be_visible()
    expect(page.get_by_label("One-time code")).to_have_value("")
    assert User.objects.get(email=email).status == User.Status.PENDING


def test_sign_up_with_free_mail_shows_the_spec_failure_message(page: Page, app_url, mail_dir):
    page.goto(f"{app_url}/sign-up")
    page.get_by_label("First name").fill("Pat")
    page.get_by_label("Last name").fill("Gmail")
    page.get_by_label("Email").fill("pat@gmail.com")
    page.get_by_label("Password", exact=True).fill("secret1")
    page.get_by_role("button", name="Sign up", exact=True).click()
    expect(
        page.get_by_text(
            "We couldn't complete your sign-up. Please make sure you're using your business email and try again."
        )
    ).to_be_visible()
    expect(page).to_have_url(f"{app_url}/sign-up")
    assert not User.objects.filter(email="pat@gmail.com").exists()


def test_sign_up_validation_messages(page: Page, app_url):
    page.goto(f"{app_url}/sign-up")
    page.get_by_label("Email").fill("not-an-email")
    page.get_by_label("Password", exact=True).fill("123")
    page.get_by_role("button", name="Sign up", exact=True).click()
    expect(page.get_by_text("First name is required")).to_be_visible()
    expect(page.get_by_text("Last name is required")).to_be_visible()
    expect(page.get_by_text("Email is invalid")).to_be_visible()
    expect(page.get_by_text("Password must be 6 symbols at least")).to_be_visible()


def test_sign_in_with_wrong_password_shows_the_alert_with_both_bullets(page: Page, app_url):
    user_create("jordan@fabrikam-partners.com")
    page.goto(f"{app_url}/sign-in")
    page.get_by_label("Email").fill("jordan@fabrikam-partners.com")
    page.get_by_label("Password", exact=True).fill("not-the-password")
    page.get_by_role("button", name="Sign in", exact=True).click()

    alert = page.get_by_role("alert").filter(has_text="Something went wrong.")
    expect(alert).to_contain_text("Something went wrong. Please make sure the following and try again:")
    expect(alert.get_by_role("listitem")).to_have_text(
        ["You're using your business email", "Your credentials are correct"]
    )
    expect(page).to_have_url(f"{app_url}/sign-in")


def test_a_deactivated_member_is_told_the_account_is_deactivated_after_the_right_password(page: Page, app_url):
    admin = user_create("avery@fabrikam-partners.com", admin=True)
    member = user_create("casey@fabrikam-partners.com")
    user_deactivate(actor=admin, user_id=member.pk)
    page.goto(f"{app_url}/sign-in")
    page.get_by_label("Email").fill("casey@fabrikam-partners.com")

    page.get_by_label("Password", exact=True).fill("not-the-password")
    page.get_by_role("button", name="Sign in", exact=True).click()
    # A wrong password learns nothing about the account.
    expect(page.get_by_role("alert")).to_contain_text("Your credentials are correct")

    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_role("button", name="Sign in", exact=True).click()
    expect(page.get_by_role("alert")).to_have_text("This account has been deactivated.")
    expect(page).to_have_url(f"{app_url}/sign-in")


def test_sign_in_lands_on_my_company_without_a_company_and_sign_out_ends_the_session(page: Page, app_url):
    user_create("riley@adatum-networks.com")
    sign_in(page, app_url, "riley@adatum-networks.com")
    expect(page).to_have_url(f"{app_url}/my-company")

    page.get_by_role("button", name="Account menu").click()
    page.get_by_role("menuitem", name="Sign out").click()
    expect(page).to_have_url(f"{app_url}/sign-in")
    page.goto(f"{app_url}/settings/profile")
    expect(page).to_have_url(f"{app_url}/sign-in")


def test_protected_page_without_a_token_goes_to_sign_in(page: Page, app_url):
    page.goto(f"{app_url}/my-company")
    expect(page).to_have_url(f"{app_url}/sign-in")
    page.goto(f"{app_url}/settings/profile")
    expect(page).to_have_url(f"{app_url}/sign-in")


def test_pending_user_is_sent_to_the_code_page(page: Page, app_url):
    user_create("casey@litware-group.com", status=User.Status.PENDING)
    sign_in(page, app_url, "casey@litware-group.com")
    expect(page).to_have_url(f"{app_url}/otp")
    page.goto(f"{app_url}/companies")
    expect(page).to_have_url(f"{app_url}/otp")


def test_signed_in_visitor_is_sent_from_sign_in_to_home(page: Page, app_url):
    user_create("quinn@wingtip-toys.com")
    sign_in(page, app_url, "quinn@wingtip-toys.com")
    page.goto(f"{app_url}/sign-in")
    expect(page).to_have_url(f"{app_url}/")


def test_forgot_and_reset_password_through_the_mailed_link(page: Page, app_url, mail_dir):
    user_create("taylor@tailspin-systems.com")
    page.goto(f"{app_url}/sign-in")
    page.get_by_role("link", name="Forgot password?").click()
    expect(page.get_by_text("Forgot your password?")).to_be_visible()
    page.get_by_label("Email").fill("taylor@tailspin-systems.com")
    page.get_by_role("button", name="Send").click()
    expect(
        page.get_by_text("If an account with that email exists, we've sent password reset instructions.")
    ).to_be_visible()
    expect(page.get_by_role("button", name="Send")).to_be_disabled()

    body = mail_text(mail_messages(mail_dir, "taylor@tailspin-systems.com")[-1])
    token = re.search(r"/reset-password\?token=([\w-]+)", body).group(1)
    page.goto(f"{app_url}/reset-password?token={token}")
    page.get_by_label("New password", exact=True).fill("weak")
    page.get_by_label("Confirm new password").fill("different")
    page.get_by_role("button", name="Reset").click()
    expect(page.get_by_text(STRONG_PASSWORD_MESSAGE)).to_be_visible()
    expect(page.get_by_text("The passwords did not match")).to_be_visible()

    page.get_by_label("New password", exact=True).fill("N3w$ecret!")
    page.get_by_label("Confirm new password").fill("N3w$ecret!")
    page.get_by_role("button", name="Reset").click()
    expect(page.get_by_text("Your password has been successfully reset.")).to_be_visible()
    expect(page).to_have_url(f"{app_url}/sign-in")

    sign_in(page, app_url, "taylor@tailspin-systems.com", "N3w$ecret!")
    expect(page).to_have_url(f"{app_url}/my-company")
    assert not User.objects.get(email="taylor@tailspin-systems.com").check_password(PASSWORD)


def test_the_referral_link_from_the_profile_signs_up_a_referred_colleague(page: Page, app_url, mail_dir):
    referrer = user_create("lee@proseware-cloud.com")
    sign_in(page, app_url, "lee@proseware-cloud.com")
    page.goto(f"{app_url}/settings/profile")
    link = f"{app_url}/sign-up?ref={referrer.referral_code}"
    expect(page.get_by_text(link)).to_be_visible()

    page.get_by_role("button", name="Account menu").click()
    page.get_by_role("menuitem", name="Sign out").click()
    expect(page).to_have_url(f"{app_url}/sign-in")
    page.goto(link)
    page.get_by_label("First name").fill("Kim")
    page.get_by_label("Last name").fill("Ngata")
    page.get_by_label("Email").fill("kim@proseware-cloud.com")
    page.get_by_label("Password", exact=True).fill("secret1")
    page.get_by_role("button", name="Sign up", exact=True).click()
    expect(page).to_have_url(f"{app_url}/otp")
    assert User.objects.get(email="kim@proseware-cloud.com").referred_by == referrer


def test_the_sign_up_link_on_sign_in_keeps_the_referral_code(page: Page, app_url):
    page.goto(f"{app_url}/sign-in?ref=ABCD2345")
    page.get_by_role("link", name="Sign up").click()
    expect(page).to_have_url(f"{app_url}/sign-up?ref=ABCD2345")
