"""The OpenAPI schema (drf-spectacular) builds without warnings and documents the accounts calls."""

ACCOUNTS_OPERATIONS = {
    "/api/auth/signin": {"post"},
    "/api/auth/signup": {"post"},
    "/api/auth/signout": {"post"},
    "/api/auth/forgot-password": {"post"},
    "/api/auth/reset-password": {"post"},
    "/api/users/otp": {"post"},
    "/api/users/otp/resend": {"post"},
    "/api/users/{user_id}": {"get", "put"},
    "/api/users/{user_id}/email/verify": {"post"},
    "/api/users/{user_id}/email/resend": {"post"},
    "/api/users/{user_id}/email/pending": {"delete"},
}


def test_the_schema_builds_without_warnings_and_lists_the_accounts_calls(schema):
    paths = schema["paths"]
    for path, methods in ACCOUNTS_OPERATIONS.items():
        assert path in paths, f"{path} missing from {sorted(paths)}"
        assert methods <= set(paths[path]), (path, set(paths[path]))


def test_the_schema_declares_the_api_key_and_the_bearer_token(schema):
    schemes = schema["components"]["securitySchemes"]
    assert schemes["ApiKey"] == {"type": "apiKey", "in": "header", "name": "X-Api-Key"}
    assert schemes["Bearer"]["scheme"] == "bearer"


def test_the_schema_uses_the_spec_field_names(schema):
    components = schema["components"]["schemas"]
    sign_in = components["SignInInputRequest"]["properties"]
    assert set(sign_in) == {"email", "password"}
    user = components["UserOutput"]["properties"]
    assert {
        "userId",
        "firstName",
        "lastName",
        "linkedInUrl",
        "referralCode",
        "isAdmin",
        "hasPendingCompany",
        "pendingEmail",
    } <= set(user)
    assert user["pendingEmail"].get("nullable") is True
