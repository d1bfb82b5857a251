"""Changing the e-mail address (issue 7, item 2): PUT /api/users/{self} with a new `email`
only records it as `pendingEmail` and e-mails a code to it; POST /api/users/{id}/email/verify
with that code makes it the account's address; /email/resend sends a new code; DELETE
/email/pending drops the change. The old address is told at both steps."""

from datetime import timedelta
from unittest import mock

import pytest
from django.utils import timezone

from apps.accounts import services
from apps.accounts.models import OneTimeCode, PasswordResetToken
from apps.accounts.tests.helpers import (
    NOT_ALLOWED,
    NOT_VERIFIED,
    SIGNIN,
    error,
    user_url,
)
from apps.companies.models import CompanyMember
from apps.companies.tests.helpers import company_with
from conftest import TEST_PASSWORD, make_user, one_time_code_from

pytestmark = pytest.mark.django_db

NEW = "morgan@initech-labs.com"
OTP_INCORRECT = "Oops! The code you entered is incorrect."
OTP_EXPIRED = "This code has expired. Please request a new code."
OTP_EXHAUSTED = "Too many incorrect attempts. Please request a new code."
# Patched where a test needs two codes known to differ.
RANDBELOW = "apps.accounts.services.secrets.randbelow"
NO_EMAIL_CHANGE = error(409, "There is no e-mail change waiting for a code.", code="noEmailChange")


def verify_url(user):
    return f"{user_url(user)}/email/verify"


def resend_url(user):
    return f"{user_url(user)}/email/resend"


def pending_url(user):
    return f"{user_url(user)}/email/pending"


def profile(user, **overrides):
    data = {"userId": user.pk, "firstName": user.first_name, "lastName": user.last_name, "email": user.email}
    data.update(overrides)
    return data


def incorrect(code):
    return f"{(int(code) + 1) % 10**6:06d}"


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """committed(method, client, url, data) -> response, with on_commit callbacks (mail) run."""

    def _call(method, client, url, data=None):
        with django_capture_on_commit_callbacks(execute=True):
            return getattr(client, method)(url, data, format="json")

    return _call


@pytest.fixture
def request_change(client_for, committed, mailoutbox):
    """request_change(user, email) -> the code e-mailed to the new address (after a PUT)."""

    def _request(user, email=NEW):
        response = committed("put", client_for(user), user_url(user), profile(user, email=email))
        assert response.status_code == 200, response.json()
        [message] = [m for m in mailoutbox if m.to == [services.email_normalize(email)]][-1:]
        return one_time_code_from(message.body)

    return _request


# --- request ---------------------------------------------------------------------------


def test_a_new_email_is_only_pending_until_proven(client_for, user, committed, mailoutbox):
    response = committed(
        "put", client_for(user), user_url(user), profile(user, firstName="Mo", email=f" {NEW.upper()}")
    )

    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["email"] == "member@acme-industries.com"
    assert body["pendingEmail"] == NEW
    assert body["firstName"] == "Mo"  # the rest of the profile is saved at once
    user.refresh_from_db()
    assert (user.email, user.pending_email, user.first_name) == ("member@acme-industries.com", NEW, "Mo")
    assert client_for(user).get(user_url(user)).json()["pendingEmail"] == NEW

    # A code to the new address, a notice to the current one; nothing else.
    assert [m.to for m in mailoutbox] == [[NEW], ["member@acme-industries.com"]]
    code_mail, notice = mailoutbox
    code = one_time_code_from(code_mail.body)
    assert code in code_mail.subject
    assert NEW in notice.body
    assert code not in notice.body
    assert "/settings/profile" in notice.body
    row = OneTimeCode.objects.get(user=user, purpose=OneTimeCode.Purpose.EMAIL_CHANGE)
    assert row.email == NEW
    assert code not in row.code_hash
    assert len(row.code_hash) == 64


def test_the_old_address_still_signs_in_and_the_new_one_does_not(api, user, request_change):
    request_change(user)

    assert api.post(SIGNIN, {"email": user.email, "password": TEST_PASSWORD}, format="json").status_code == 200
    assert api.post(SIGNIN, {"email": NEW, "password": TEST_PASSWORD}, format="json").status_code == 400


@pytest.mark.parametrize("email", ["member@acme-industries.com", "MEMBER@acme-industries.com", NEW])
def test_saving_the_current_or_the_pending_address_sends_nothing(client_for, user, request_change, mailoutbox, email):
    request_change(user)
    sent = len(mailoutbox)

    response = client_for(user).put(user_url(user), profile(user, lastName="Renamed", email=email), format="json")

    assert response.status_code == 200
    assert response.json()["pendingEmail"] == NEW  # still waiting: a name change does not cancel it
    assert response.json()["lastName"] == "Renamed"
    assert len(mailoutbox) == sent
    assert OneTimeCode.objects.filter(user=user, purpose="emailChange", consumed_at__isnull=True).count() == 1


def test_a_second_request_replaces_the_first_and_voids_its_code(client_for, user, request_change):
    first = request_change(user)
    request_change(user, "morgan@hooli-systems.com")

    stale = client_for(user).post(verify_url(user), {"otp": first}, format="json")

    assert stale.status_code == 400
    assert stale.json()["code"] == "otpIncorrect"
    user.refresh_from_db()
    assert (user.email, user.pending_email) == ("member@acme-industries.com", "morgan@hooli-systems.com")


@pytest.mark.parametrize(
    ("email", "message"),
    [
        ("morgan@gmail.com", "Please use your business email address."),
        ("other@globex-systems.com", "This email is already used by another account."),
    ],
)
def test_the_business_and_uniqueness_rules_apply_to_the_request(
    client_for, user, other_user, mailoutbox, email, message
):
    response = client_for(user).put(user_url(user), profile(user, email=email), format="json")

    assert response.status_code == 400
    assert response.json() == error(400, message, errors={"email": [message]})
    user.refresh_from_db()
    assert user.pending_email == ""
    assert mailoutbox == []


def test_an_admin_may_start_a_change_for_another_user_but_the_owner_proves_it(
    client_for, admin_user, other_user, committed, mailoutbox
):
    response = committed("put", client_for(admin_user), user_url(other_user), profile(other_user, email=NEW))

    assert response.status_code == 200
    assert response.json()["email"] == "other@globex-systems.com"
    assert response.json()["pendingEmail"] == NEW
    code = one_time_code_from(mailoutbox[0].body)
    assert client_for(other_user).post(verify_url(other_user), {"otp": code}, format="json").status_code == 200
    other_user.refresh_from_db()
    assert other_user.email == NEW


# --- confirm ---------------------------------------------------------------------------


def test_the_right_code_makes_the_new_address_the_accounts(
    api, client_for, user, request_change, committed, mailoutbox
):
    code = request_change(user)
    mailoutbox.clear()

    response = committed("post", client_for(user), verify_url(user), {"otp": code})

    assert response.status_code == 200, response.json()
    assert response.json()["email"] == NEW
    assert response.json()["pendingEmail"] is None
    assert response.json()["userId"] == user.pk
    user.refresh_from_db()
    assert (user.email, user.pending_email) == (NEW, "")
    # The old address is told; the new one signs in, the old one no longer does.
    [notice] = mailoutbox
    assert notice.to == ["member@acme-industries.com"]
    assert NEW in notice.body
    assert api.post(SIGNIN, {"email": NEW, "password": TEST_PASSWORD}, format="json").status_code == 200
    assert (
        api.post(SIGNIN, {"email": "member@acme-industries.com", "password": TEST_PASSWORD}, format="json").status_code
        == 400
    )
    # The code is spent.
    again = client_for(user).post(verify_url(user), {"otp": code}, format="json")
    assert again.status_code == 409
    assert again.json() == NO_EMAIL_CHANGE


def test_the_change_keeps_the_company_and_the_sessions(client_for, user, request_change):
    company = company_with(name="Acme Industries", domain="acme-industries.com", admin=user)
    client = client_for(user)  # a token issued before the change
    code = request_change(user)

    assert client.post(verify_url(user), {"otp": code}, format="json").status_code == 200

    member = CompanyMember.objects.get(user=user)
    assert (member.company, member.is_company_admin) == (company, True)
    me = client.get(user_url(user))
    assert me.status_code == 200
    assert me.json()["company"]["companyId"] == company.pk


def test_the_change_voids_reset_links_sent_to_the_old_address(api, client_for, user, request_change, mailoutbox):
    services.password_reset_request(email=user.email)
    code = request_change(user)

    assert client_for(user).post(verify_url(user), {"otp": code}, format="json").status_code == 200

    assert not PasswordResetToken.objects.filter(user=user, used_at__isnull=True).exists()


def test_a_wrong_code_is_incorrect_and_counts_until_exhausted(client_for, user, request_change, settings):
    code = request_change(user)
    client = client_for(user)

    for _ in range(settings.ONE_TIME_CODE_MAX_ATTEMPTS):
        response = client.post(verify_url(user), {"otp": incorrect(code)}, format="json")
        assert response.status_code == 400
        assert response.json() == error(400, OTP_INCORRECT, code="otpIncorrect", errors={"otp": [OTP_INCORRECT]})

    exhausted = client.post(verify_url(user), {"otp": code}, format="json")

    assert exhausted.status_code == 400
    assert exhausted.json()["code"] == "otpAttemptsExceeded"
    assert exhausted.json()["title"] == OTP_EXHAUSTED
    user.refresh_from_db()
    assert (user.email, user.pending_email) == ("member@acme-industries.com", NEW)


def test_an_expired_code_does_not_change_the_address(client_for, user, request_change):
    code = request_change(user)
    OneTimeCode.objects.filter(user=user).update(expires_at=timezone.now() - timedelta(seconds=1))

    response = client_for(user).post(verify_url(user), {"otp": code}, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "otpExpired"
    assert response.json()["title"] == OTP_EXPIRED
    user.refresh_from_db()
    assert user.email == "member@acme-industries.com"


def test_a_code_of_another_purpose_does_not_confirm_it(client_for, user, request_change, send_code):
    with mock.patch(RANDBELOW, side_effect=[111111, 222222]):
        request_change(user)  # the e-mail change code: 111111
        signup_code = send_code(user)  # a sign-up code of the same account: 222222

    response = client_for(user).post(verify_url(user), {"otp": signup_code}, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "otpIncorrect"
    assert client_for(user).post(verify_url(user), {"otp": "111111"}, format="json").status_code == 200


@pytest.mark.parametrize("how", ["signed up", "changed to it"])
def test_an_address_taken_meanwhile_is_refused_at_confirmation(client_for, user, other_user, request_change, how):
    code = request_change(user)
    if how == "signed up":
        make_user(email=NEW)
    else:
        other_user.email = NEW
        other_user.save(update_fields=["email"])

    response = client_for(user).post(verify_url(user), {"otp": code}, format="json")

    assert response.status_code == 409
    assert response.json() == error(409, "This email is already used by another account.", code="emailTaken")
    user.refresh_from_db()
    assert (user.email, user.pending_email) == ("member@acme-industries.com", "")


def test_confirming_without_a_pending_change_is_a_conflict(client_for, user):
    response = client_for(user).post(verify_url(user), {"otp": "123456"}, format="json")

    assert response.status_code == 409
    assert response.json() == NO_EMAIL_CHANGE


@pytest.mark.parametrize("otp", ["", "12345", "abcdef", None])
def test_the_code_must_be_six_digits(client_for, user, request_change, otp):
    request_change(user)

    response = client_for(user).post(verify_url(user), {"otp": otp}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"otp": ["Your one-time password must be 6 characters."]}


# --- resend and cancel -----------------------------------------------------------------


def test_resend_waits_for_the_window_then_sends_a_new_code(client_for, user, request_change, committed, mailoutbox):
    with mock.patch(RANDBELOW, return_value=111111):
        first = request_change(user)
    client = client_for(user)

    too_soon = client.post(resend_url(user), format="json")
    assert too_soon.status_code == 429
    assert too_soon.json()["code"] == "otpResendTooSoon"
    assert 1 <= too_soon.json()["retryAfter"] <= 30

    OneTimeCode.objects.filter(user=user).update(created_at=timezone.now() - timedelta(seconds=31))
    mailoutbox.clear()
    with mock.patch(RANDBELOW, return_value=222222):
        response = committed("post", client, resend_url(user))

    assert response.status_code == 200
    assert response.json() == {"success": True, "message": "Verification code sent!"}
    [message] = mailoutbox
    assert message.to == [NEW]
    assert one_time_code_from(message.body) == "222222"
    assert client.post(verify_url(user), {"otp": first}, format="json").status_code == 400
    assert client.post(verify_url(user), {"otp": "222222"}, format="json").status_code == 200


def test_resend_without_a_pending_change_is_a_conflict(client_for, user, mailoutbox):
    response = client_for(user).post(resend_url(user), format="json")

    assert response.status_code == 409
    assert response.json() == NO_EMAIL_CHANGE
    assert mailoutbox == []


def test_cancel_drops_the_pending_address_and_its_code(client_for, user, request_change):
    code = request_change(user)
    client = client_for(user)

    response = client.delete(pending_url(user))

    assert response.status_code == 200
    assert response.json()["pendingEmail"] is None
    assert response.json()["email"] == "member@acme-industries.com"
    assert client.post(verify_url(user), {"otp": code}, format="json").json() == NO_EMAIL_CHANGE
    user.refresh_from_db()
    assert (user.email, user.pending_email) == ("member@acme-industries.com", "")


# --- who may ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "url"),
    [("post", verify_url), ("post", resend_url), ("delete", pending_url)],
    ids=["verify", "resend", "cancel"],
)
def test_another_users_email_change_is_forbidden(client_for, user, other_user, request_change, method, url):
    code = request_change(other_user)

    response = getattr(client_for(user), method)(url(other_user), {"otp": code}, format="json")

    assert response.status_code == 403
    assert response.json() == NOT_ALLOWED
    other_user.refresh_from_db()
    assert (other_user.email, other_user.pending_email) == ("other@globex-systems.com", NEW)


@pytest.mark.parametrize(
    ("method", "url"),
    [("post", verify_url), ("post", resend_url), ("delete", pending_url)],
    ids=["verify", "resend", "cancel"],
)
def test_a_pending_account_cannot_use_the_email_change_calls(client_for, pending_user, method, url):
    response = getattr(client_for(pending_user), method)(url(pending_user), {"otp": "123456"}, format="json")

    assert response.status_code == 403
    assert response.json() == NOT_VERIFIED
