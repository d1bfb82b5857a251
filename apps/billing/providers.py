"""Payment providers behind one small interface: `local` (built-in checkout page, the
embedded default) and `stripe` (Stripe Checkout in subscription mode)."""

from dataclasses import dataclass
from urllib.parse import urlsplit

import stripe
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from apps.billing import errors


@dataclass(frozen=True)
class CheckoutStart:
    url: str
    provider_session_id: str = ""


def payments_provider_name() -> str:
    return settings.PAYMENTS_PROVIDER


class LocalCheckoutProvider:
    name = "local"

    def checkout_start(self, *, session) -> CheckoutStart:
        # Served by this site, on the origin the member is using (the success URL's,
        # which was already checked to be ours).
        parts = urlsplit(session.success_url)
        return CheckoutStart(url=f"{parts.scheme}://{parts.netloc}/checkout/local/{session.id}")


def stripe_client() -> stripe.StripeClient:
    return stripe.StripeClient(
        settings.STRIPE_SECRET_KEY,
        base_addresses={"api": settings.STRIPE_API_BASE},
        max_network_retries=2,
    )


class StripeCheckoutProvider:
    name = "stripe"

    def checkout_start(self, *, session) -> CheckoutStart:
        price_id = settings.STRIPE_PRICE_IDS.get(f"{session.plan_id}:{session.billing_period}")
        if not price_id:
            raise errors.PRICE_NOT_CONFIGURED.error()
        metadata = {
            "checkout_session_id": str(session.id),
            "user_id": str(session.user_id),
            "plan_id": str(session.plan_id),
            "billing_period": session.billing_period,
        }
        separator = "&" if "?" in session.success_url else "?"
        try:
            created = stripe_client().v1.checkout.sessions.create(
                params={
                    "mode": "subscription",
                    "line_items": [{"price": price_id, "quantity": 1}],
                    "success_url": f"{session.success_url}{separator}session_id={{CHECKOUT_SESSION_ID}}",
                    "cancel_url": session.cancel_url,
                    "client_reference_id": str(session.id),
                    "customer_email": session.user.email,
                    "metadata": metadata,
                    "subscription_data": {"metadata": metadata},
                },
                options={"idempotency_key": f"checkout-{session.id}"},
            )
        except stripe.StripeError as exc:
            raise errors.PAYMENT_PROVIDER_ERROR.error() from exc
        return CheckoutStart(url=created.url, provider_session_id=created.id)


def stripe_event_verify(*, payload: bytes, signature: str):
    """The event, if the Stripe-Signature header proves Stripe sent this payload."""
    try:
        return stripe.Webhook.construct_event(payload, signature, settings.STRIPE_WEBHOOK_SECRET)
    except (stripe.SignatureVerificationError, ValueError) as exc:
        raise errors.INVALID_SIGNATURE.error() from exc


PROVIDERS = {"local": LocalCheckoutProvider, "stripe": StripeCheckoutProvider}


def checkout_provider():
    # No fallback: an unknown name must never mean the built-in checkout, which grants the
    # plan without payment (settings refuse such a name at start already).
    name = payments_provider_name()
    if name not in PROVIDERS:
        raise ImproperlyConfigured(f"PAYMENTS_PROVIDER must be one of {', '.join(PROVIDERS)}, not {name!r}.")
    return PROVIDERS[name]()
