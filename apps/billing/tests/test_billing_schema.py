"""The OpenAPI schema still builds with --fail-on-warn and documents the billing and contact calls."""

OPERATIONS = {
    "/api/pricing-plans": {"get"},
    "/api/payments/checkout": {"post"},
    "/api/payments/webhook": {"post"},
    "/api/contact-us": {"post"},
}


def test_the_schema_lists_the_billing_and_contact_calls(schema):
    paths = schema["paths"]
    for path, methods in OPERATIONS.items():
        assert path in paths, f"{path} missing from {sorted(paths)}"
        assert methods <= set(paths[path]), (path, set(paths[path]))


def test_the_schema_uses_the_contract_field_names(schema):
    components = schema["components"]["schemas"]
    assert set(components["CheckoutInputRequest"]["properties"]) == {
        "pricingPlanId",
        "successUrl",
        "cancelUrl",
        "billingPeriod",
    }
    assert set(components["PricingPlanOutput"]["properties"]) == {
        "pricingPlanId",
        "name",
        "description",
        "priceMonthly",
        "priceYearly",
        "currency",
        "isCustomPricing",
        "isAdminOnly",
        "isFree",
        "tokensQuota",
        "features",
        "isCurrent",
    }
    assert set(components["ContactUsInputRequest"]["properties"]) == {"title", "text"}


def test_the_webhook_is_documented_without_api_key_or_bearer(schema):
    """Stripe sends neither: the signature proves the sender."""
    operation = schema["paths"]["/api/payments/webhook"]["post"]
    effective = operation.get("security", schema.get("security", []))
    assert all(requirement == {} for requirement in effective), effective


def test_checkout_and_contact_are_documented_as_signed_in_calls(schema):
    for path in ("/api/payments/checkout", "/api/contact-us"):
        security = schema["paths"][path]["post"]["security"]
        assert {"Bearer": []} in security, (path, security)
        assert {} not in security, (path, security)
