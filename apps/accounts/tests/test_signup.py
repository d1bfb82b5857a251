"""POST /api/auth/signup (spec sections 5 and 8, docs/api.md)."""

from unittest import mock

import pytest

from apps.accounts.models import REFERRAL_ALPHABET, OneTimeCode, Role, User
from apps.accounts.tests.helpers import NOT_VERIFIED, OTP, SIGNUP, bearer_client, error, user_url
from conftest import make_user, one_time_code_from

pytestmark = pytest.mark.django_db

# Spec section 8, word for word.
SIGN_UP_FAILED = "We couldn't complete your sign-up. Please make sure you're using your business email and try again."
BUSINESS_EMAIL_REQUIRED = error(
    400,
    SIGN_UP_FAILED,
    code="businessEmailRequired",
    errors={"email": ["Please use your business email address."]},
)


def payload(**overrides):
    data = {
        "firstName": "Ada",
        "lastName": "Lovelace",
        "email": "ada@analytical-engines.com",
        "password": "secret",
    }
    data.update(overrides)
    return {key: value for key, value in data.items() if value is not ...}


def test_success_creates_a_pending_user_and_emails_a_code(api, post_committed, mailoutbox):
    response = post_committed(api, SIGNUP, payload(firstName="  Ada ", lastName=" Lovelace  "))

    assert response.status_code == 201, response.json()
    body = response.json()
    assert set(body) == {"authorizationToken", "userId"}

    created = User.objects.get(pk=body["userId"])
    assert created.email == "ada@analytical-engines.com"
    assert (created.first_name, created.last_name) == ("Ada", "Lovelace")
    assert created.status == User.Status.PENDING
    assert list(created.roles.values_list("id", flat=True)) == [Role.USER]
    assert created.check_password("secret")
    assert created.is_active
    assert created.referred_by is None

    assert len(mailoutbox) == 1
    message = mailoutbox[0]
    assert message.to == ["ada@analytical-engines.com"]
    code = one_time_code_from(message.body)
    assert len(code) == 6
    assert code.isdigit()
    assert code in message.subject
    assert OneTimeCode.objects.filter(user=created, consumed_at__isnull=True).count() == 1


def test_the_sign_up_token_is_a_pending_session(api, post_committed, mailoutbox):
    body = post_committed(api, SIGNUP, payload()).json()
    client = bearer_client(body["authorizationToken"])

    me = client.get(user_url(body["userId"]))
    assert me.status_code == 200
    assert me.json()["status"] == 1
    assert me.json()["roles"] == [{"id": 2, "name": "User"}]
    assert me.json()["isAdmin"] is False

    update = client.put(
        user_url(body["userId"]),
        {"firstName": "A", "lastName": "L", "email": "ada@analytical-engines.com"},
        format="json",
    )
    assert update.status_code == 403
    assert update.json() == NOT_VERIFIED

    # ... and the e-mailed code activates it.
    verified = client.post(OTP, {"otp": one_time_code_from(mailoutbox[0].body)}, format="json")
    assert verified.status_code == 200
    assert verified.json()["user"]["status"] == 2


def test_the_email_is_stored_trimmed_and_lower_case(api, post_committed):
    response = post_committed(api, SIGNUP, payload(email="  Ada.King@Analytical-Engines.COM "))

    assert response.status_code == 201
    assert User.objects.get(pk=response.json()["userId"]).email == "ada.king@analytical-engines.com"


@pytest.mark.parametrize(
    ("overrides", "errors"),
    [
        ({"firstName": ...}, {"firstName": ["First name is required"]}),
        ({"firstName": ""}, {"firstName": ["First name is required"]}),
        ({"firstName": "   "}, {"firstName": ["First name is required"]}),
        ({"firstName": None}, {"firstName": ["First name is required"]}),
        ({"lastName": ...}, {"lastName": ["Last name is required"]}),
        ({"lastName": "  "}, {"lastName": ["Last name is required"]}),
        ({"email": ...}, {"email": ["Email is required"]}),
        ({"email": ""}, {"email": ["Email is required"]}),
        ({"email": "not-an-email"}, {"email": ["Email is invalid"]}),
        ({"email": "ada@"}, {"email": ["Email is invalid"]}),
        ({"email": "ada at analytical-engines.com"}, {"email": ["Email is invalid"]}),
        ({"password": ...}, {"password": ["Password must be 6 symbols at least"]}),
        ({"password": ""}, {"password": ["Password must be 6 symbols at least"]}),
        ({"password": "12345"}, {"password": ["Password must be 6 symbols at least"]}),
        (
            {"firstName": ..., "lastName": ..., "email": ..., "password": ...},
            {
                "firstName": ["First name is required"],
                "lastName": ["Last name is required"],
                "email": ["Email is required"],
                "password": ["Password must be 6 symbols at least"],
            },
        ),
    ],
    ids=[
        "first-missing",
        "first-blank",
        "first-whitespace",
        "first-null",
        "last-missing",
        "last-whitespace",
        "email-missing",
        "email-blank",
        "email-invalid",
        "email-no-domain",
        "email-space",
        "password-missing",
        "password-blank",
        "password-5",
        "all-missing",
    ],
)
def test_validation_messages(api, post_committed, mailoutbox, overrides, errors):
    response = post_committed(api, SIGNUP, payload(**overrides))

    assert response.status_code == 400
    assert response.json() == error(400, SIGN_UP_FAILED, errors=errors)
    assert not User.objects.exists()
    assert mailoutbox == []


def test_a_six_character_password_is_enough(api, post_committed):
    assert post_committed(api, SIGNUP, payload(password="123456")).status_code == 201


@pytest.mark.parametrize(
    "email",
    [
        "ada@gmail.com",
        "ada@yahoo.com",
        "ada@outlook.com",
        "ada@mailinator.com",
        "Ada@GMAIL.COM",
        " ada@gmail.com ",
    ],
)
def test_free_mail_and_disposable_domains_are_refused(api, post_committed, mailoutbox, email):
    response = post_committed(api, SIGNUP, payload(email=email))

    assert response.status_code == 400
    assert response.json() == BUSINESS_EMAIL_REQUIRED
    assert not User.objects.exists()
    assert mailoutbox == []


def test_blocked_email_domains_setting_is_honoured(api, post_committed, settings):
    settings.BLOCKED_EMAIL_DOMAINS = ["Competitor.io"]

    refused = post_committed(api, SIGNUP, payload(email="spy@competitor.io"))
    accepted = post_committed(api, SIGNUP, payload(email="ada@analytical-engines.com"))

    assert refused.status_code == 400
    assert refused.json() == BUSINESS_EMAIL_REQUIRED
    assert accepted.status_code == 201


def test_allowed_email_domains_setting_overrides_the_lists(api, post_committed, settings):
    settings.ALLOWED_EMAIL_DOMAINS = ["GMAIL.com"]
    settings.BLOCKED_EMAIL_DOMAINS = ["gmail.com"]

    response = post_committed(api, SIGNUP, payload(email="partner@gmail.com"))

    assert response.status_code == 201
    assert User.objects.get(pk=response.json()["userId"]).email == "partner@gmail.com"
    # Only the listed domain is allowed, the other free-mail domains stay refused.
    assert post_committed(api, SIGNUP, payload(email="partner@yahoo.com")).status_code == 400


def test_a_duplicate_email_in_another_case_is_not_revealed(api, post_committed, mailoutbox, user):
    """No `emailTaken`: the answer is a new sign-up's (test_signup_decoy.py has the details)."""
    response = post_committed(api, SIGNUP, payload(email="  MEMBER@Acme-Industries.com"))

    assert response.status_code == 201
    assert set(response.json()) == {"authorizationToken", "userId"}
    assert User.objects.count() == 1
    assert [m.to for m in mailoutbox] == [["member@acme-industries.com"]]  # the notice, no code
    user.refresh_from_db()
    assert user.first_name == "Morgan"


@pytest.mark.parametrize(
    "transform", [str, str.lower, lambda code: f"  {code.lower()} "], ids=["exact", "lower", "padded"]
)
def test_a_referral_code_links_the_new_user_to_the_referrer(api, post_committed, user, transform):
    response = post_committed(api, SIGNUP, payload(referralCode=transform(user.referral_code)))

    assert response.status_code == 201
    created = User.objects.get(pk=response.json()["userId"])
    assert created.referred_by == user
    assert list(user.referrals.all()) == [created]


@pytest.mark.parametrize("code", ["ZZZZZZZZ", "", None, "x" * 32])
def test_an_unknown_or_empty_referral_code_is_ignored(api, post_committed, user, code):
    response = post_committed(api, SIGNUP, payload(referralCode=code))

    assert response.status_code == 201
    assert User.objects.get(pk=response.json()["userId"]).referred_by is None


def test_new_users_get_unique_eight_character_referral_codes(api, post_committed):
    codes = []
    for n in range(6):
        response = post_committed(api, SIGNUP, payload(email=f"person{n}@analytical-engines.com"))
        assert response.status_code == 201
        me = bearer_client(response.json()["authorizationToken"]).get(user_url(response.json()["userId"]))
        codes.append(me.json()["referralCode"])

    assert len(set(codes)) == len(codes)
    for code in codes:
        assert len(code) == 8
        assert set(code) <= set(REFERRAL_ALPHABET)


def test_a_referral_code_collision_is_retried(api, post_committed, user):
    with mock.patch("apps.accounts.services.referral_code_generate", side_effect=[user.referral_code, "ABCDEFGH"]):
        response = post_committed(api, SIGNUP, payload())

    assert response.status_code == 201, response.json()
    created = User.objects.get(pk=response.json()["userId"])
    assert created.referral_code == "ABCDEFGH"
    user.refresh_from_db()
    assert user.referral_code != "ABCDEFGH"


def test_sign_up_cannot_choose_status_or_roles(api, post_committed):
    response = post_committed(
        api, SIGNUP, payload(status=2, roles=[{"id": 1}], isAdmin=True, referredBy=1, is_superuser=True)
    )

    assert response.status_code == 201
    created = User.objects.get(pk=response.json()["userId"])
    assert created.status == User.Status.PENDING
    assert not created.is_admin
    assert not created.is_superuser


def test_an_existing_inactive_account_is_not_revealed_either(api, post_committed):
    make_user(email="ada@analytical-engines.com", is_active=False)

    response = post_committed(api, SIGNUP, payload())

    assert response.status_code == 201
    assert User.objects.filter(email="ada@analytical-engines.com").count() == 1
    assert not User.objects.get(email="ada@analytical-engines.com").is_active
