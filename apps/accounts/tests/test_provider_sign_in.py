"""Sign-in with Google and the passwordless provider (issue 13), against a real OpenID provider
on loopback (the npm package oidc-provider, tests/oidc_peer.py): the whole code flow with
PKCE, state and nonce, the ID token's checks, accounts created and linked."""

import base64
import json

import pytest
from allauth.socialaccount.models import SocialAccount
from allauth.socialaccount.providers.oauth2.client import OAuth2Client
from django.conf import settings
from django.core.cache import cache
from rest_framework.test import APIClient

from apps.accounts.models import User
from apps.accounts.tests.helpers import reset_token_from
from conftest import TEST_PASSWORD, make_user
from tests.oidc_peer import CONFORMING, MODES, sign_in_at_provider

pytestmark = pytest.mark.django_db

NEW_ADDRESS = "jordan.blake@brightwave-telemetry.io"
CALLBACKS = {"google": "/sign-in", "wwpass": "/wwpass-callback"}


@pytest.fixture
def conforming_providers(oidc_peer, settings):
    """Both providers on the local OpenID provider in its default mode (OpenID Connect Core
    5.4): the ID token carries `sub` only; the e-mail and names come from userinfo."""
    settings.SIGN_IN_PROVIDERS = oidc_peer.settings_for(CALLBACKS, mode=CONFORMING)
    return oidc_peer


@pytest.fixture(params=MODES)
def providers_in_each_mode(request, oidc_peer, settings):
    settings.SIGN_IN_PROVIDERS = oidc_peer.settings_for(CALLBACKS, mode=request.param)
    return request.param


def start(api, provider, **body):
    response = api.post(f"/api/auth/signin/{provider}/start", body, format="json")
    assert response.status_code == 200, response.json()
    return response.json()["authorizationUrl"]


def finish(api, provider, back, **extra):
    return api.post(
        f"/api/auth/signin/{provider}", {"code": back["code"], "state": back["state"], **extra}, format="json"
    )


def signed_in(api, provider, login, **start_body):
    back = sign_in_at_provider(start(api, provider, **start_body), login)
    return finish(api, provider, back)


def _error(response, status, code):
    assert response.status_code == status, response.json()
    assert response.json()["code"] == code, response.json()


# --- which providers are offered ----------------------------------------------------------


def test_no_provider_is_offered_until_configured(api):
    assert api.get("/api/auth/providers").json() == {"google": False, "wwpass": False}
    _error(api.post("/api/auth/signin/wwpass/start", {}, format="json"), 404, "providerNotConfigured")
    _error(
        api.post("/api/auth/signin/google", {"code": "x", "state": "y"}, format="json"), 404, "providerNotConfigured"
    )


def test_both_are_offered_when_configured(api, sign_in_providers):
    assert api.get("/api/auth/providers").json() == {"google": True, "wwpass": True}


def test_the_authorization_url_asks_for_a_code_with_pkce_state_and_nonce(api, sign_in_providers):
    url = start(api, "wwpass")
    assert url.startswith(f"{sign_in_providers.issuer}/auth?")
    for part in ("response_type=code", "scope=openid+email+profile", "code_challenge_method=S256", "state=", "nonce="):
        assert part in url
    assert "redirect_uri=http%3A%2F%2F127.0.0.1%3A8000%2Fwwpass-callback" in url


# --- the code flow ----------------------------------------------------------------------------


@pytest.mark.parametrize("provider", ["wwpass", "google"])
def test_a_new_address_gets_an_active_account_and_a_token(api, providers_in_each_mode, provider):
    response = signed_in(api, provider, NEW_ADDRESS)

    assert response.status_code == 200, response.json()
    body = response.json()
    user = User.objects.get(email=NEW_ADDRESS)
    assert body["userId"] == user.pk
    assert (user.status, user.first_name, user.last_name) == (User.Status.ACTIVE, "Jordan", "Blake")
    assert not user.has_usable_password()
    assert SocialAccount.objects.filter(user=user, provider=provider, uid=NEW_ADDRESS).exists()
    api.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY, HTTP_AUTHORIZATION=f"Bearer {body['authorizationToken']}")
    assert api.get(f"/api/users/{user.pk}").status_code == 200


def test_google_keeps_the_referral(api, sign_in_providers):
    referrer = make_user(email="ref@acme-industries.com")
    response = signed_in(api, "google", NEW_ADDRESS, referralCode=referrer.referral_code)
    assert response.status_code == 200, response.json()
    assert User.objects.get(email=NEW_ADDRESS).referred_by == referrer


def test_an_account_with_the_address_is_linked_and_keeps_its_password(api, sign_in_providers):
    member = make_user(email=NEW_ADDRESS)
    response = signed_in(api, "wwpass", NEW_ADDRESS.upper())
    assert response.status_code == 200, response.json()
    assert response.json()["userId"] == member.pk
    assert User.objects.count() == 1
    assert SocialAccount.objects.get(provider="wwpass").user == member
    # The next sign-in finds it by the link; the password still signs in too.
    assert signed_in(api, "wwpass", NEW_ADDRESS.upper()).json()["userId"] == member.pk

    assert (
        api.post("/api/auth/signin", {"email": NEW_ADDRESS, "password": TEST_PASSWORD}, format="json").status_code
        == 200
    )


def test_a_pending_account_becomes_active_the_provider_verified_the_address(api, sign_in_providers):
    pending = make_user(email=NEW_ADDRESS, status=User.Status.PENDING)
    assert signed_in(api, "google", NEW_ADDRESS).status_code == 200
    pending.refresh_from_db()
    assert pending.status == User.Status.ACTIVE


# --- refusals ------------------------------------------------------------------------------------


def test_an_unknown_state_is_refused(api, sign_in_providers):
    back = sign_in_at_provider(start(api, "wwpass"), NEW_ADDRESS)
    _error(finish(api, "wwpass", {**back, "state": "forged-state"}), 400, "providerStateInvalid")
    assert not User.objects.exists()


def test_an_attempt_finishes_only_in_the_browser_that_started_it(api, sign_in_providers):
    back = sign_in_at_provider(start(api, "wwpass"), NEW_ADDRESS)
    other_browser = APIClient()
    other_browser.credentials(HTTP_X_API_KEY=settings.SPA_API_KEY)
    _error(finish(other_browser, "wwpass", back), 400, "providerStateInvalid")
    assert finish(api, "wwpass", back).status_code == 200  # the attempt was not spent by the refusal


def test_a_state_of_the_other_provider_is_refused(api, sign_in_providers):
    back = sign_in_at_provider(start(api, "google"), NEW_ADDRESS)
    _error(finish(api, "wwpass", back), 400, "providerStateInvalid")


def test_a_state_is_spent_once(api, sign_in_providers):
    back = sign_in_at_provider(start(api, "wwpass"), NEW_ADDRESS)
    assert finish(api, "wwpass", back).status_code == 200
    _error(finish(api, "wwpass", back), 400, "providerStateInvalid")


def test_a_reused_code_is_refused_by_the_provider(api, sign_in_providers):
    url = start(api, "wwpass")
    back = sign_in_at_provider(url, NEW_ADDRESS)
    attempt = cache.get(f"oidc:attempt:{back['state']}")
    assert finish(api, "wwpass", back).status_code == 200
    cache.set(f"oidc:attempt:{back['state']}", attempt, 600)  # as if the state were still unspent
    _error(finish(api, "wwpass", back), 400, "providerCodeInvalid")


def test_a_nonce_that_is_not_the_attempts_is_refused(api, sign_in_providers):
    back = sign_in_at_provider(start(api, "wwpass"), NEW_ADDRESS)
    key = f"oidc:attempt:{back['state']}"
    cache.set(key, {**cache.get(key), "nonce": "another-attempts-nonce"}, 600)
    _error(finish(api, "wwpass", back), 400, "providerTokenInvalid")
    assert not User.objects.exists()


def _tampered(token: str, **changes) -> str:
    header, payload, signature = token.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    claims.update(changes)
    forged = base64.urlsafe_b64encode(json.dumps(claims).encode()).rstrip(b"=").decode()
    return f"{header}.{forged}.{signature}"


@pytest.mark.parametrize(
    "forge",
    [
        pytest.param(lambda t: _tampered(t, email="ceo@acme-industries.com"), id="claims changed"),
        pytest.param(lambda t: t[:-4] + ("AAAA" if not t.endswith("AAAA") else "BBBB"), id="signature changed"),
        pytest.param(
            lambda t: (
                base64.urlsafe_b64encode(b'{"alg":"none","typ":"JWT"}').rstrip(b"=").decode()
                + "."
                + t.split(".")[1]
                + "."
            ),
            id="unsigned",
        ),
        pytest.param(lambda t: _tampered(t, aud="someone-else"), id="another audience"),
    ],
)
def test_a_tampered_id_token_is_refused(api, sign_in_providers, monkeypatch, forge):
    real = OAuth2Client.get_access_token

    def forging(self, *args, **kwargs):
        tokens = real(self, *args, **kwargs)
        return {**tokens, "id_token": forge(tokens["id_token"])}

    monkeypatch.setattr(OAuth2Client, "get_access_token", forging)
    _error(signed_in(api, "wwpass", NEW_ADDRESS), 400, "providerTokenInvalid")
    assert not User.objects.exists()


def test_an_unverified_address_is_refused(api, providers_in_each_mode):
    _error(signed_in(api, "google", "unverified.jordan@brightwave-telemetry.io"), 400, "providerEmailUnverified")
    assert not User.objects.exists()


def test_a_free_mail_address_is_refused(api, providers_in_each_mode):
    response = signed_in(api, "google", "jordan.blake@gmail.com")
    _error(response, 400, "businessEmailRequired")
    assert response.json()["title"] == "Please use your business email address."
    assert not User.objects.exists()


def test_a_deactivated_account_is_refused(api, sign_in_providers):
    make_user(email=NEW_ADDRESS, is_active=False)
    _error(signed_in(api, "wwpass", NEW_ADDRESS), 403, "accountInactive")


def test_an_unreachable_provider_is_a_clear_error(api, settings):
    settings.SIGN_IN_PROVIDERS = {
        "wwpass": {"issuer": "http://127.0.0.1:9", "client_id": "a", "client_secret": "b", "callback_path": "/x"},
        "google": {},
    }
    _error(api.post("/api/auth/signin/wwpass/start", {}, format="json"), 503, "providerUnavailable")


def test_missing_fields_are_named(api, sign_in_providers):
    response = api.post("/api/auth/signin/wwpass", {}, format="json")
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"code", "state"}


# --- claims at the userinfo endpoint (OpenID Connect Core 5.3, 5.4) --------------------------------


def _id_token_claims(monkeypatch) -> list[dict]:
    """Records the claims of each ID token the provider issues (read without checking: the
    product checks them)."""
    seen = []
    real = OAuth2Client.get_access_token

    def recording(self, *args, **kwargs):
        tokens = real(self, *args, **kwargs)
        payload = tokens["id_token"].split(".")[1]
        seen.append(json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))))
        return tokens

    monkeypatch.setattr(OAuth2Client, "get_access_token", recording)
    return seen


def test_a_conforming_provider_gives_the_address_and_names_at_userinfo_only(api, conforming_providers, monkeypatch):
    id_tokens = _id_token_claims(monkeypatch)
    response = signed_in(api, "wwpass", NEW_ADDRESS)

    assert response.status_code == 200, response.json()
    assert not {"email", "email_verified", "given_name", "family_name"} & set(id_tokens[0])  # the peer conforms
    user = User.objects.get(email=NEW_ADDRESS)
    assert response.json()["userId"] == user.pk
    assert (user.status, user.first_name, user.last_name) == (User.Status.ACTIVE, "Jordan", "Blake")
    assert SocialAccount.objects.get(user=user, provider="wwpass").uid == id_tokens[0]["sub"]


def test_a_userinfo_answer_for_another_subject_is_refused(api, conforming_providers):
    _error(signed_in(api, "wwpass", "othersub.jordan@brightwave-telemetry.io"), 400, "providerTokenInvalid")
    assert not User.objects.exists()
    assert not SocialAccount.objects.exists()


def test_a_google_like_provider_is_not_asked_at_userinfo(api, sign_in_providers, monkeypatch):
    """Its ID token has the claims: userinfo (here one that answers for another subject, or
    fails) is not called."""
    id_tokens = _id_token_claims(monkeypatch)
    response = signed_in(api, "google", "othersub.jordan@brightwave-telemetry.io")
    assert response.status_code == 200, response.json()
    assert id_tokens[0]["email"] == "othersub.jordan@brightwave-telemetry.io"
    assert signed_in(api, "google", "brokenuserinfo.kim@brightwave-telemetry.io").status_code == 200


def test_a_failing_userinfo_endpoint_is_a_clear_error(api, conforming_providers):
    response = signed_in(api, "google", "brokenuserinfo.jordan@brightwave-telemetry.io")
    _error(response, 503, "providerUnavailable")
    assert response.json()["title"] == "The sign-in provider could not be reached. Please try again in a moment."
    assert not User.objects.exists()


def test_an_unreachable_userinfo_endpoint_is_a_clear_error(api, conforming_providers):
    url = start(api, "wwpass")
    # The discovery document (cached by the start) names a userinfo endpoint nobody listens on.
    key = f"oidc:discovery:{conforming_providers.issuers[CONFORMING]}"
    cache.set(key, {**cache.get(key), "userinfo_endpoint": "http://127.0.0.1:9/me"}, 600)
    response = finish(api, "wwpass", sign_in_at_provider(url, NEW_ADDRESS))
    _error(response, 503, "providerUnavailable")
    assert response["Content-Type"] == "application/json"
    assert not User.objects.exists()


def test_without_a_userinfo_endpoint_an_id_token_without_the_address_is_refused(api, conforming_providers):
    url = start(api, "wwpass")
    key = f"oidc:discovery:{conforming_providers.issuers[CONFORMING]}"
    cache.set(key, {name: value for name, value in cache.get(key).items() if name != "userinfo_endpoint"}, 600)
    _error(finish(api, "wwpass", sign_in_at_provider(url, NEW_ADDRESS)), 400, "providerTokenInvalid")


# --- linking from the profile, and a password for a provider's account ------------------------------


def test_a_signed_in_member_links_a_provider_and_signs_in_with_it(api, client_for, providers_in_each_mode):
    member = make_user(email="member@acme-industries.com")
    member_api = client_for(member)
    assert member_api.get("/api/auth/identities").json() == {
        "linked": [],
        "available": {"google": True, "wwpass": True},
    }
    url = member_api.post("/api/auth/link/wwpass/start").json()["authorizationUrl"]
    back = sign_in_at_provider(url, "member.passwordless@acme-industries.com")

    assert finish(member_api, "wwpass", back).json()["userId"] == member.pk
    assert member_api.get("/api/auth/identities").json()["linked"] == ["wwpass"]
    # From now on that identity signs in to the member's account.
    assert signed_in(api, "wwpass", "member.passwordless@acme-industries.com").json()["userId"] == member.pk


def test_an_identity_linked_elsewhere_cannot_be_linked_again(api, client_for, sign_in_providers):
    assert signed_in(api, "wwpass", NEW_ADDRESS).status_code == 200
    member = make_user(email="member@acme-industries.com")
    member_api = client_for(member)
    url = member_api.post("/api/auth/link/wwpass/start").json()["authorizationUrl"]
    _error(finish(member_api, "wwpass", sign_in_at_provider(url, NEW_ADDRESS)), 409, "providerAlreadyLinked")


def test_linking_needs_a_signed_in_account(api, sign_in_providers):
    assert api.post("/api/auth/link/wwpass/start").status_code == 401


def test_an_account_made_by_a_provider_sets_a_password_through_forgot_password(
    api, sign_in_providers, post_committed, mailoutbox
):
    assert signed_in(api, "google", NEW_ADDRESS).status_code == 200
    assert post_committed(api, "/api/auth/forgot-password", {"email": NEW_ADDRESS}).status_code == 200
    token = reset_token_from(mailoutbox[-1].body)
    password = "N3w$ecret!pass"
    reset = api.post(
        "/api/auth/reset-password",
        {"token": token, "password": password, "passwordConfirmation": password},
        format="json",
    )
    assert reset.status_code == 200, reset.json()
    signin = api.post("/api/auth/signin", {"email": NEW_ADDRESS, "password": password}, format="json")
    assert signin.status_code == 200


def test_an_address_taken_by_a_concurrent_request_is_linked_not_a_server_error(api, sign_in_providers, monkeypatch):
    """Two sign-ins with one new address at once: this one looked before the other committed
    its account (its lookup found nobody), so its insert fails; it signs in to that account."""
    from django.db.models import QuerySet

    other = make_user(email=NEW_ADDRESS)  # committed by the other request meanwhile
    real_first = QuerySet.first
    missed = []

    def first(queryset):
        if queryset.model is User and queryset.query.select_for_update and not missed:
            missed.append(True)  # the lookup that ran before the other request committed
            return None
        return real_first(queryset)

    monkeypatch.setattr(QuerySet, "first", first)
    response = signed_in(api, "wwpass", NEW_ADDRESS)

    assert response.status_code == 200, response.json()
    assert missed
    assert response.json()["userId"] == other.pk
    assert User.objects.filter(email=NEW_ADDRESS).count() == 1
