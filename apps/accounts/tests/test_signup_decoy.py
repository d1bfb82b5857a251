"""Sign-up does not tell who has an account (issue 7, item 8): an address that already has
one is answered exactly as a new address (a short-lived decoy registration, docs/decisions.md),
the owner is told by e-mail, and no account is created or changed."""

import re
from datetime import timedelta

import pytest
from django.conf import settings
from django.utils import timezone
from rest_framework_simplejwt.tokens import AccessToken

from apps.accounts import services
from apps.accounts.models import OneTimeCode, User
from apps.accounts.tests.helpers import (
    NOT_VERIFIED,
    OTP,
    OTP_RESEND,
    SIGNIN,
    SIGNOUT,
    SIGNUP,
    bearer_client,
    user_url,
)
from apps.companies.tests.helpers import ASSIGN, company_with
from conftest import TEST_PASSWORD, make_user

pytestmark = pytest.mark.django_db

OWNER = "member@acme-industries.com"
# Headers whose values legitimately differ from one answer to the next.
VARYING_HEADERS = {"Content-Length", "X-Request-ID"}  # the id is new for each response


def payload(email, password="attacker-pw", **extra):
    return {"firstName": "Eve", "lastName": "Probe", "email": email, "password": password, **extra}


def _headers(response):
    return {name: (value if name not in VARYING_HEADERS else "*") for name, value in response.headers.items()}


def _user_shape(body, token_user_id, email):
    """The user object with the values that differ between any two accounts masked."""
    assert body["userId"] == body["id"] == token_user_id
    assert body.pop("email") == services.email_normalize(email)  # the address typed, as typed
    assert len(body.pop("referralCode")) == 8
    assert body.pop("createdAt")
    body.pop("userId"), body.pop("id")
    return body


def transcript(api, email, django_capture_on_commit_callbacks):
    """Everything the SPA (or a prober) sees after a sign-up with `email`: the sign-up answer,
    the user, wrong codes until exhausted, resends, a sign-in with the chosen password, a
    call a Pending account may not make, and sign-out."""
    seen = []
    with django_capture_on_commit_callbacks(execute=True):
        signup = api.post(SIGNUP, payload(email), format="json", REMOTE_ADDR="10.9.0.1")
    body = signup.json()
    seen.append(("signup", signup.status_code, sorted(body), _headers(signup)))
    claims = AccessToken(body["authorizationToken"]).payload
    seen.append(
        ("token claims", sorted(claims), claims["token_type"], claims["sv"], claims["user_id"] == body["userId"])
    )
    client = bearer_client(body["authorizationToken"])
    me = client.get(user_url(body["userId"]))
    seen.append(("me", me.status_code, _user_shape(me.json(), body["userId"], email), _headers(me)))
    for _ in range(settings.ONE_TIME_CODE_MAX_ATTEMPTS + 1):
        wrong = client.post(OTP, {"otp": "000000"}, format="json")
        seen.append(("otp", wrong.status_code, wrong.json(), _headers(wrong)))
    too_soon = client.post(OTP_RESEND)
    too_soon_body = too_soon.json()
    assert 1 <= too_soon_body.pop("retryAfter") <= 30
    too_soon_body["title"] = re.sub(r"\d+", "N", too_soon_body["title"])  # the wait may differ by a second
    seen.append(("resend too soon", too_soon.status_code, too_soon_body))
    OneTimeCode.objects.update(created_at=timezone.now() - timedelta(seconds=31))
    resent = client.post(OTP_RESEND)
    seen.append(("resend", resent.status_code, resent.json(), _headers(resent)))
    after_resend = client.post(OTP, {"otp": "000000"}, format="json")
    seen.append(("otp after resend", after_resend.status_code, after_resend.json()))
    signin = api.post(SIGNIN, {"email": email, "password": "attacker-pw"}, format="json")
    seen.append(("signin", signin.status_code, sorted(signin.json())))
    again = bearer_client(signin.json()["authorizationToken"])
    seen.append(
        ("signin token reads the same user", again.get(user_url(body["userId"])).json()["userId"] == body["userId"])
    )
    forbidden = client.put(user_url(body["userId"]), {"firstName": "X", "lastName": "Y", "email": email}, format="json")
    seen.append(("put", forbidden.status_code, forbidden.json()))
    seen.append(("signout", client.post(SIGNOUT).status_code, client.get(user_url(body["userId"])).status_code))
    return seen


def test_an_existing_address_is_answered_exactly_as_a_new_one(api, user, django_capture_on_commit_callbacks):
    """Only ids, codes, dates and the typed address differ (each checked on its own)."""
    fresh = transcript(api, "newcomer@acme-industries.com", django_capture_on_commit_callbacks)
    existing = transcript(api, " MEMBER@Acme-Industries.com", django_capture_on_commit_callbacks)

    assert existing == fresh
    assert fresh[0][1] == 201
    assert fresh[2][2]["status"] == 1
    assert fresh[-1] == ("signout", 204, 401)


def test_the_decoy_takes_the_next_user_id_like_a_new_account(api, user, post_committed):
    before = post_committed(api, SIGNUP, payload("first@acme-industries.com")).json()["userId"]
    decoy = post_committed(api, SIGNUP, payload(OWNER)).json()["userId"]
    after = post_committed(api, SIGNUP, payload("second@acme-industries.com")).json()["userId"]

    assert (decoy, after) == (before + 1, before + 2)


def test_no_account_is_created_or_changed_and_the_owner_is_told(api, user, post_committed, mailoutbox):
    before = User.objects.values().get(pk=user.pk)

    response = post_committed(api, SIGNUP, payload(OWNER, firstName="Mallory", referralCode=user.referral_code))

    assert response.status_code == 201
    assert list(User.objects.values_list("email", flat=True)) == [OWNER]
    assert User.objects.values().get(pk=user.pk) == before
    assert not user.referrals.exists()
    # The owner gets a notice (and no code); the visitor's code goes to no one.
    [notice] = mailoutbox
    assert notice.to == [OWNER]
    assert notice.subject == "Someone tried to sign up to PartnerMatch with your address"
    assert "/forgot-password" in notice.body
    assert "Morgan" in notice.body
    assert not any(ch.isdigit() for ch in notice.subject)
    # The owner still signs in with their own password, to their own account.
    signin = api.post(SIGNIN, {"email": OWNER, "password": TEST_PASSWORD}, format="json")
    assert signin.status_code == 200
    assert signin.json()["userId"] == user.pk


def test_a_pending_owner_is_told_too_and_keeps_their_code(api, pending_user, post_committed, mailoutbox, send_code):
    code = send_code(pending_user)
    mailoutbox.clear()

    assert post_committed(api, SIGNUP, payload(pending_user.email)).status_code == 201

    assert [m.to for m in mailoutbox] == [[pending_user.email]]
    assert "tried to sign up" in mailoutbox[0].subject
    owner = bearer_client(services.auth_token_issue(user=pending_user))
    assert owner.post(OTP, {"otp": code}, format="json").status_code == 200


def test_the_owner_signing_up_again_with_their_password_still_signs_in_to_their_account(api, user, post_committed):
    decoy_id = post_committed(api, SIGNUP, payload(OWNER, password=TEST_PASSWORD)).json()["userId"]

    signin = api.post(SIGNIN, {"email": OWNER, "password": TEST_PASSWORD}, format="json")

    assert signin.status_code == 200
    assert signin.json()["userId"] == user.pk != decoy_id
    assert not User.all_objects.get(pk=decoy_id).has_usable_password()


def test_an_inactive_account_is_not_revealed_either(api, post_committed):
    make_user(email="blocked@acme-industries.com", is_active=False)

    response = post_committed(api, SIGNUP, payload("blocked@acme-industries.com"))

    assert response.status_code == 201
    assert User.objects.filter(email="blocked@acme-industries.com").count() == 1


def test_the_owner_is_told_at_most_once_an_hour(api, user, post_committed, mailoutbox):
    for _ in range(3):
        assert post_committed(api, SIGNUP, payload(OWNER)).status_code == 201
    assert len(mailoutbox) == 1

    User.all_objects.filter(is_signup_decoy=True).update(created_at=timezone.now() - timedelta(hours=1, seconds=1))
    post_committed(api, SIGNUP, payload(OWNER))

    assert [m.to for m in mailoutbox] == [[OWNER], [OWNER]]


def test_a_decoy_can_never_be_verified(api, user, post_committed):
    """Even a code that matched the stored hash would not activate it."""
    decoy_id = post_committed(api, SIGNUP, payload(OWNER)).json()["userId"]
    decoy = User.all_objects.get(pk=decoy_id)
    row = OneTimeCode.objects.get(user=decoy)
    row.code_hash = services._code_hash(user=decoy, purpose=row.purpose, email=row.email, code="123456")
    row.save(update_fields=["code_hash"])

    response = bearer_client(services.auth_token_issue(user=decoy)).post(OTP, {"otp": "123456"}, format="json")

    assert response.status_code == 400
    assert response.json()["code"] == "otpIncorrect"
    decoy.refresh_from_db()
    assert decoy.status == User.Status.PENDING


def test_a_decoy_is_invisible_to_everything_else(api, client_for, admin_user, user, post_committed):
    decoy_id = post_committed(api, SIGNUP, payload(OWNER)).json()["userId"]
    company = company_with(name="Acme Industries", domain="acme-industries.com", admin=user)

    assert not User.objects.filter(pk=decoy_id).exists()
    assert client_for(admin_user).get(user_url(decoy_id)).status_code == 404
    assigned = client_for(admin_user).post(ASSIGN, {"companyId": company.pk, "userId": decoy_id}, format="json")
    assert assigned.status_code == 404
    decoy_client = bearer_client(services.auth_token_issue(user=User.all_objects.get(pk=decoy_id)))
    assert decoy_client.get(user_url(user)).status_code == 403
    assert decoy_client.get(f"/api/companies/{company.pk}").json() == NOT_VERIFIED


def test_decoys_are_purged_once_their_token_has_expired(api, user, post_committed):
    post_committed(api, SIGNUP, payload(OWNER))
    fresh_id = post_committed(api, SIGNUP, payload(OWNER)).json()["userId"]
    lifetime = settings.SIMPLE_JWT["ACCESS_TOKEN_LIFETIME"]
    User.all_objects.filter(is_signup_decoy=True).exclude(pk=fresh_id).update(
        created_at=timezone.now() - lifetime - timedelta(minutes=1)
    )

    services.auth_records_purge()

    assert list(User.all_objects.filter(is_signup_decoy=True).values_list("pk", flat=True)) == [fresh_id]
    assert User.objects.filter(pk=user.pk).exists()
