"""Sign-in through an OpenID Connect provider (Google, the passwordless provider): the
authorization-code flow with PKCE, state and nonce (docs/sign-in-providers.md).

The server starts each attempt (`authorization_start`: it keeps the state, the nonce and the
PKCE verifier for ten minutes, in the cache) and finishes it once (`authorization_finish`:
the state is taken, the code exchanged through django-allauth's OAuth2 client, and the ID token
checked: signature against the provider's JWKS, iss, aud, exp, and the nonce). The e-mail and
name claims come from the ID token, or, when it lacks them (a provider following OpenID Connect
Core 5.4 may answer them only at its userinfo endpoint), from userinfo with the access token,
for the ID token's subject only. A provider is configured when its issuer, client id and secret
are set (settings.SIGN_IN_PROVIDERS)."""

from __future__ import annotations

import base64
import hashlib
import logging
import secrets
from dataclasses import dataclass
from urllib.parse import urlencode

import jwt
import requests
from allauth.socialaccount.internal import jwtkit
from allauth.socialaccount.providers.oauth2.client import OAuth2Client, OAuth2Error
from django.conf import settings
from django.core.cache import cache

from apps.accounts import errors
from apps.core.selectors import sign_in_providers_configured

logger = logging.getLogger(__name__)

GOOGLE = "google"
PASSWORDLESS = "wwpass"
SCOPE = "openid email profile"
ATTEMPT_SECONDS = 600
DISCOVERY_SECONDS = 3600
HTTP_TIMEOUT = 10


@dataclass(frozen=True)
class Provider:
    key: str
    issuer: str
    client_id: str
    client_secret: str
    callback_path: str  # where the provider sends the browser back, on this site


def provider_get(key: str) -> Provider | None:
    if not sign_in_providers_configured().get(key):
        return None
    config = settings.SIGN_IN_PROVIDERS[key]
    return Provider(
        key=key,
        issuer=config["issuer"].rstrip("/"),
        client_id=config["client_id"],
        client_secret=config["client_secret"],
        callback_path=config["callback_path"],
    )


def providers_configured() -> dict[str, bool]:
    configured = sign_in_providers_configured()
    return {key: configured.get(key, False) for key in (GOOGLE, PASSWORDLESS)}


def _configured(key: str) -> Provider:
    provider = provider_get(key)
    if provider is None:
        raise errors.PROVIDER_NOT_CONFIGURED.error()
    return provider


def discovery(provider: Provider) -> dict:
    """The provider's discovery document (cached for an hour)."""
    cache_key = f"oidc:discovery:{provider.issuer}"
    document = cache.get(cache_key)
    if document is None:
        try:
            response = requests.get(f"{provider.issuer}/.well-known/openid-configuration", timeout=HTTP_TIMEOUT)
            response.raise_for_status()
            document = response.json()
        except (requests.RequestException, ValueError):
            logger.warning("sign-in provider %s: no discovery document", provider.key, exc_info=True)
            raise errors.PROVIDER_UNREACHABLE.error() from None
        if document.get("issuer", "").rstrip("/") != provider.issuer:
            logger.error("sign-in provider %s: discovery names another issuer", provider.key)
            raise errors.PROVIDER_UNREACHABLE.error()
        cache.set(cache_key, document, DISCOVERY_SECONDS)
    return document


def _attempt_key(state: str) -> str:
    return f"oidc:attempt:{state}"


def redirect_uri(provider: Provider) -> str:
    return f"{settings.SITE_URL}{provider.callback_path}"


@dataclass(frozen=True)
class Attempt:
    url: str  # the provider's authorization URL (what the browser opens)
    state: str  # also kept in a cookie of the browser that started it (ATTEMPT_COOKIE)


ATTEMPT_COOKIE = "pm_signin_attempt"


def authorization_start(*, key: str, referral_code: str = "", link_user_id: int | None = None) -> Attempt:
    """A new attempt: its authorization URL and its state."""
    provider = _configured(key)
    document = discovery(provider)
    state = secrets.token_urlsafe(32)
    nonce = secrets.token_urlsafe(32)
    verifier = secrets.token_urlsafe(64)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    cache.set(
        _attempt_key(state),
        {
            "provider": key,
            "nonce": nonce,
            "verifier": verifier,
            "referralCode": referral_code,
            "linkUserId": link_user_id,
        },
        ATTEMPT_SECONDS,
    )
    params = {
        "client_id": provider.client_id,
        "redirect_uri": redirect_uri(provider),
        "response_type": "code",
        "scope": SCOPE,
        "state": state,
        "nonce": nonce,
        "code_challenge": challenge,
        "code_challenge_method": "S256",
    }
    return Attempt(url=f"{document['authorization_endpoint']}?{urlencode(params)}", state=state)


@dataclass(frozen=True)
class Identity:
    provider: str
    subject: str
    email: str
    first_name: str
    last_name: str
    referral_code: str
    link_user_id: int | None


def authorization_finish(*, key: str, code: str, state: str, browser_state: str) -> Identity:
    """The identity the provider vouches for, once per attempt (the state is spent first), in
    the browser that started it (`browser_state`, from its cookie: someone else's attempt
    finished in a victim's browser would sign the victim in to, or link them to, the wrong
    account)."""
    provider = _configured(key)
    if not (state and browser_state and secrets.compare_digest(state, browser_state)):
        raise errors.PROVIDER_STATE_INVALID.error()
    attempt = cache.get(_attempt_key(state))
    if attempt is None or attempt["provider"] != key or not cache.delete(_attempt_key(state)):
        raise errors.PROVIDER_STATE_INVALID.error()
    document = discovery(provider)
    client = OAuth2Client(
        None,
        provider.client_id,
        provider.client_secret,
        "POST",
        document["token_endpoint"],
        redirect_uri(provider),
    )
    try:
        tokens = client.get_access_token(code, pkce_code_verifier=attempt["verifier"])
    except OAuth2Error:
        logger.info("sign-in provider %s refused the code", key)
        raise errors.PROVIDER_CODE_INVALID.error() from None
    except requests.RequestException:
        raise errors.PROVIDER_UNREACHABLE.error() from None
    id_token = tokens.get("id_token")
    if not id_token:
        raise errors.PROVIDER_TOKEN_INVALID.error()
    try:
        algorithm = jwt.get_unverified_header(id_token).get("alg")
    except jwt.PyJWTError:
        algorithm = None
    if algorithm not in document.get("id_token_signing_alg_values_supported", ["RS256"]) or algorithm == "none":
        logger.warning("sign-in provider %s: an ID token signed with %r", key, algorithm)
        raise errors.PROVIDER_TOKEN_INVALID.error()
    try:
        claims = jwtkit.verify_and_decode(
            credential=id_token,
            keys_url=document["jwks_uri"],
            issuer=document["issuer"],
            audience=provider.client_id,
            lookup_kid=jwtkit.lookup_kid_jwk,
            verify_signature=True,
        )
    except (OAuth2Error, KeyError, ValueError):
        logger.warning("sign-in provider %s: an ID token failed its checks", key)
        raise errors.PROVIDER_TOKEN_INVALID.error() from None
    except requests.RequestException:
        raise errors.PROVIDER_UNREACHABLE.error() from None
    if not secrets.compare_digest(str(claims.get("nonce", "")), attempt["nonce"]):
        logger.warning("sign-in provider %s: the ID token's nonce is not this attempt's", key)
        raise errors.PROVIDER_TOKEN_INVALID.error()
    if not claims.get("sub"):
        raise errors.PROVIDER_TOKEN_INVALID.error()
    address = claims
    if not claims.get("email") or "email_verified" not in claims:
        # The address and whether it is verified are taken together, from one source.
        address = userinfo(provider, document, access_token=tokens.get("access_token"), subject=claims["sub"])
        claims = {**address, **{name: value for name, value in claims.items() if value not in (None, "")}}
    if not address.get("email"):
        logger.warning("sign-in provider %s: no e-mail address in the ID token or at userinfo", key)
        raise errors.PROVIDER_TOKEN_INVALID.error()
    if address.get("email_verified") is not True:
        raise errors.PROVIDER_EMAIL_UNVERIFIED.error()
    return Identity(
        provider=key,
        subject=str(claims["sub"]),
        email=str(address["email"]),
        first_name=str(claims.get("given_name") or "")[:150],
        last_name=str(claims.get("family_name") or "")[:150],
        referral_code=attempt["referralCode"],
        link_user_id=attempt["linkUserId"],
    )


def userinfo(provider: Provider, document: dict, *, access_token: str | None, subject: str) -> dict:
    """The claims the provider's userinfo endpoint gives for the access token (OpenID Connect
    Core 5.3), refused unless they are about `subject`, the ID token's `sub` (5.3.2: a userinfo
    answer for another subject must not be used: it could be another user's token)."""
    endpoint = document.get("userinfo_endpoint")
    if not endpoint or not access_token:
        logger.warning("sign-in provider %s: the ID token lacks the e-mail and there is no userinfo", provider.key)
        raise errors.PROVIDER_TOKEN_INVALID.error()
    try:
        response = requests.get(
            endpoint,
            headers={"Authorization": f"Bearer {access_token}", "Accept": "application/json"},
            timeout=HTTP_TIMEOUT,
            allow_redirects=False,
        )
    except requests.RequestException:
        logger.warning("sign-in provider %s: userinfo unreachable", provider.key, exc_info=True)
        raise errors.PROVIDER_UNREACHABLE.error() from None
    if response.status_code in (400, 401, 403):  # the provider refuses the access token it issued
        logger.warning("sign-in provider %s: userinfo refused the token (%s)", provider.key, response.status_code)
        raise errors.PROVIDER_TOKEN_INVALID.error()
    try:
        response.raise_for_status()
        claims = response.json()
    except (requests.RequestException, ValueError):
        logger.warning("sign-in provider %s: userinfo answered %s", provider.key, response.status_code)
        raise errors.PROVIDER_UNREACHABLE.error() from None
    if not isinstance(claims, dict):
        raise errors.PROVIDER_UNREACHABLE.error()
    if not secrets.compare_digest(str(claims.get("sub", "")), str(subject)):
        logger.warning("sign-in provider %s: userinfo answered for another subject than the ID token's", provider.key)
        raise errors.PROVIDER_TOKEN_INVALID.error()
    return claims
