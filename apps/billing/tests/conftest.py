"""Fixtures of the billing tests: signed Stripe deliveries and a fake Stripe API server."""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl

import pytest
from django.test import Client

from apps.billing.tests.helpers import WEBHOOK, WEBHOOK_SECRET, payload_of, stripe_signature


@pytest.fixture
def deliver(settings):
    """deliver(event, *, secret=..., timestamp=..., signature=..., raw=...) -> response:
    POSTs the event to the webhook as Stripe does (no API key, signed body)."""
    settings.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
    stripe = Client()

    def _deliver(event=None, *, secret=WEBHOOK_SECRET, timestamp=None, signature=..., raw=None, client=None):
        payload = raw if raw is not None else payload_of(event)
        headers = {}
        if signature is ...:
            signature = stripe_signature(payload, secret=secret, timestamp=timestamp)
        if signature is not None:
            headers["HTTP_STRIPE_SIGNATURE"] = signature
        return (client or stripe).post(WEBHOOK, data=payload, content_type="application/json; charset=utf-8", **headers)

    return _deliver


class FakeStripeApi:
    """A tiny HTTP server standing in for api.stripe.com: records each request and answers
    the configured status and JSON body (a function of the request when callable)."""

    def __init__(self):
        self.requests = []
        self.status = 200
        self.headers = {}
        self.body = None
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length).decode()
                request = {
                    "method": "POST",
                    "path": self.path,
                    "headers": {key.lower(): value for key, value in self.headers.items()},
                    "raw": raw,
                    "form": dict(parse_qsl(raw, keep_blank_values=True)),
                }
                fake.requests.append(request)
                body = fake.body(request) if callable(fake.body) else fake.body
                data = json.dumps(body).encode()
                self.send_response(fake.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Request-Id", f"req_test_{len(fake.requests)}")
                for key, value in fake.headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


def checkout_session_response(request):
    """The Checkout Session Stripe answers to POST /v1/checkout/sessions (recorded shape)."""
    form = request["form"]
    return {
        "id": "cs_test_1",
        "object": "checkout.session",
        "after_expiration": None,
        "allow_promotion_codes": None,
        "amount_subtotal": 10700,
        "amount_total": 10700,
        "billing_address_collection": None,
        "cancel_url": form.get("cancel_url"),
        "client_reference_id": form.get("client_reference_id"),
        "created": 1763774400,
        "currency": "usd",
        "customer": None,
        "customer_email": form.get("customer_email"),
        "expires_at": 1763860800,
        "livemode": False,
        "metadata": {key[9:-1]: value for key, value in form.items() if key.startswith("metadata[")},
        "mode": "subscription",
        "payment_status": "unpaid",
        "status": "open",
        "subscription": None,
        "success_url": form.get("success_url"),
        "url": "https://checkout.stripe.com/c/pay/cs_test_1",
    }


@pytest.fixture
def fake_stripe(settings, monkeypatch):
    """Stripe mode, with the SDK pointed at a local fake API (and short retry back-offs)."""
    from stripe._http_client import HTTPClient

    monkeypatch.setattr(HTTPClient, "INITIAL_DELAY", 0.01)
    monkeypatch.setattr(HTTPClient, "MAX_DELAY", 0.02)
    with FakeStripeApi() as fake:
        fake.body = checkout_session_response
        settings.STRIPE_SECRET_KEY = "sk_test_x"
        settings.PAYMENTS_PROVIDER = "stripe"
        settings.STRIPE_API_BASE = fake.base
        settings.STRIPE_PRICE_IDS = {
            "1:monthly": "price_growth_m",
            "1:yearly": "price_growth_y",
            "3:monthly": "price_test_m",
            "3:yearly": "",
        }
        yield fake
