"""Deployment checks, run by `manage.py check --deploy`.

Production settings refuse to start when the payment provider, mail or SITE_URL is not set
at all (config/settings/production.py); these checks report values that are set but would
give away plans, lose mail or send members to the wrong address. They read the effective
settings, so they also judge a staging or hand-made settings module.
"""

import ipaddress
from urllib.parse import urlsplit

from django.conf import settings
from django.core.checks import Error, Tags, Warning, register
from django.http.request import validate_host

DEPLOYMENT = "deployment"

# Backends that never deliver a message to its recipient, and where the message goes.
UNDELIVERED_MAIL_BACKENDS = {
    "apps.core.mail.FileMailBackend": "written to files",
    "django.core.mail.backends.filebased.EmailBackend": "written to files",
    "django.core.mail.backends.console.EmailBackend": "printed to the console",
    "django.core.mail.backends.locmem.EmailBackend": "kept in memory",
    "django.core.mail.backends.dummy.EmailBackend": "dropped",
}
STRIPE_HINT = "Set PAYMENTS_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET."


@register(Tags.security, DEPLOYMENT, deploy=True)
def payments_provider_check(app_configs, **kwargs):
    provider = settings.PAYMENTS_PROVIDER
    if provider == "local":
        if settings.ALLOW_LOCAL_CHECKOUT:
            return []
        return [
            Error(
                "PAYMENTS_PROVIDER is `local`: the built-in checkout grants plans without payment "
                "to anyone holding its address.",
                hint=f"{STRIPE_HINT} On a staging site only, ALLOW_LOCAL_CHECKOUT=true accepts the built-in checkout.",
                id="core.E001",
            )
        ]
    if provider != "stripe":
        return [Error(f"PAYMENTS_PROVIDER is {provider!r}: it must be `stripe` or `local`.", id="core.E004")]
    messages = [
        Error(f"{name} is empty: Stripe payments cannot work without it.", hint=STRIPE_HINT, id="core.E002")
        for name in ("STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET")
        if not getattr(settings, name, "")
    ]
    unpriced = sorted(key for key, price_id in settings.STRIPE_PRICE_IDS.items() if not price_id)
    if unpriced:
        messages.append(
            Warning(
                f"STRIPE_PRICE_IDS has no Stripe price for {', '.join(unpriced)} (plan id:period): "
                "members are told to contact sales instead of paying.",
                hint="Set the STRIPE_PRICE_* settings to the price ids of your Stripe account.",
                id="core.W003",
            )
        )
    return messages


@register(DEPLOYMENT, deploy=True)
def email_backend_check(app_configs, **kwargs):
    fate = UNDELIVERED_MAIL_BACKENDS.get(settings.EMAIL_BACKEND)
    if fate is None:
        return []
    return [
        Error(
            f"EMAIL_BACKEND is {settings.EMAIL_BACKEND}: mail is {fate} and never reaches members "
            "(sign-up codes, password resets).",
            hint="Set EMAIL_URL to the SMTP server, e.g. smtp+tls://user:password@smtp.example.com:587.",
            id="core.E005",
        )
    ]


def _is_local_host(host: str) -> bool:
    host = host.lower().rstrip(".")
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


@register(DEPLOYMENT, deploy=True)
def site_url_check(app_configs, **kwargs):
    site_url = settings.SITE_URL
    parts = urlsplit(site_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return [
            Error(
                f"SITE_URL {site_url!r} is not an absolute http(s) address: e-mailed links would be broken.",
                hint="Set SITE_URL to the public address of the site, e.g. https://app.example.com.",
                id="core.E006",
            )
        ]
    messages = []
    if _is_local_host(parts.hostname):
        messages.append(
            Error(
                f"SITE_URL is {site_url}: e-mailed links (sign-up, password reset, referral) would point at "
                "the recipient's own machine.",
                hint="Set SITE_URL to the public address of the site, e.g. https://app.example.com.",
                id="core.E007",
            )
        )
    if parts.scheme == "http":
        messages.append(
            Warning(
                f"SITE_URL is {site_url}: password reset links would travel unencrypted.",
                hint="Serve the site over HTTPS and set SITE_URL to its https:// address.",
                id="core.W008",
            )
        )
    if not validate_host(parts.hostname, settings.ALLOWED_HOSTS):
        messages.append(
            Warning(
                f"The host of SITE_URL ({parts.hostname}) is not in ALLOWED_HOSTS: e-mailed links would be refused.",
                hint=f"Add {parts.hostname} to ALLOWED_HOSTS.",
                id="core.W009",
            )
        )
    return messages
