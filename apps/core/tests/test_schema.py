"""The OpenAPI schema is the contract (issue 8): it builds with --fail-on-warn (the `schema`
fixture fails on any warning), every operation documents its success answer with a typed body,
every request body is typed, and the apps that list their error codes (apps/<app>/errors.py)
document each error answer with the app's error component and the codes it can give."""

import re

from django.urls import resolve

METHODS = {"get", "post", "put", "patch", "delete"}
# Media types a success answer may have instead of JSON (files to download).
DOWNLOADS = {"text/csv"}
# Apps whose operations document their error answers (apps/core/api/schema.py). Every app
# joins this list once its views declare `error_responses(...)`.
ERRORS_DOCUMENTED = {
    "accounts": "AccountError",
    "billing": "BillingError",
    "companies": "CompanyError",
    "changes": "ChangeError",
    "discovery": "DiscoveryError",
    "outreach": "OutreachError",
}


def _operations(schema):
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            if method in METHODS:
                yield path, method, operation


def _untyped(body_schema: dict) -> bool:
    """A free-form object ({}, or additionalProperties: {}) says nothing about the body."""
    if "$ref" in body_schema:
        return False
    if body_schema.get("type") == "array":
        return _untyped(body_schema.get("items", {}))
    if body_schema.get("type") in ("string", "integer", "number", "boolean"):
        return False
    values = body_schema.get("additionalProperties")
    return not body_schema.get("properties") and not (isinstance(values, dict) and values)


def _app_of(path: str) -> str:
    view = resolve(re.sub(r"\{[^}]+\}", "1", path)).func
    return view.__module__.split(".")[1]


def test_the_schema_builds_without_warnings(schema):
    assert schema["openapi"].startswith("3.")
    assert len(list(_operations(schema))) > 30


def test_every_operation_documents_a_typed_success_answer(schema):
    problems = []
    for path, method, operation in _operations(schema):
        successes = {str(code): answer for code, answer in operation["responses"].items() if str(code)[0] == "2"}
        if not successes:
            problems.append(f"{method.upper()} {path}: no 2xx answer")
        for code, answer in successes.items():
            content = answer.get("content", {})
            if code == "204":
                if content:
                    problems.append(f"{method.upper()} {path} {code}: a 204 has no body")
                continue
            body = content.get("application/json", {}).get("schema")
            if body is None and content and all(media in DOWNLOADS for media in content):
                # A file download (the CSV import template): typed as text, not JSON.
                body = next(iter(content.values())).get("schema")
            if body is None:
                problems.append(f"{method.upper()} {path} {code}: no JSON body schema")
            elif _untyped(body):
                problems.append(f"{method.upper()} {path} {code}: a free-form body {body}")

    assert not problems, "\n".join(problems)


def test_every_request_body_is_typed(schema):
    problems = [
        f"{method.upper()} {path} ({media_type})"
        for path, method, operation in _operations(schema)
        for media_type, content in operation.get("requestBody", {}).get("content", {}).items()
        if _untyped(content.get("schema", {}))
    ]

    assert not problems, "\n".join(problems)


def test_the_apps_that_list_their_errors_document_every_error_answer(schema):
    problems = []
    for path, method, operation in _operations(schema):
        component = ERRORS_DOCUMENTED.get(_app_of(path))
        if component is None:
            continue
        for code, answer in operation["responses"].items():
            if str(code)[0] not in "45":
                continue
            ref = answer.get("content", {}).get("application/json", {}).get("schema", {}).get("$ref", "")
            if ref != f"#/components/schemas/{component}":
                problems.append(f"{method.upper()} {path} {code}: not the {component} body")
            if not answer.get("description", "").startswith("- "):
                problems.append(f"{method.upper()} {path} {code}: the codes are not listed")
        signed_in = any("Bearer" in scheme for scheme in operation.get("security", schema.get("security", [])))
        if signed_in and not any(str(code) == "401" for code in operation["responses"]):
            problems.append(f"{method.upper()} {path}: the 401 of a signed-in call is not documented")

    assert not problems, "\n".join(problems)


def test_an_error_component_names_its_codes_as_an_enum(schema):
    components = schema["components"]["schemas"]
    for component in ERRORS_DOCUMENTED.values():
        properties = components[component]["properties"]
        assert set(properties) >= {"status", "title", "errors", "code"}
        enum = components[properties["code"]["allOf"][0]["$ref"].rsplit("/", 1)[-1]]["enum"]
        assert {"notAuthenticated", "notVerified"} <= set(enum), enum


def test_the_company_save_payload_is_a_typed_request(schema):
    components = schema["components"]["schemas"]
    for path, method in (("/api/company-changes", "post"), ("/api/company-changes/{change_id}", "put")):
        body = schema["paths"][path][method]["requestBody"]["content"]["application/json"]["schema"]
        payload = components[body["$ref"].rsplit("/", 1)[-1]]["properties"]
        assert {"name", "description", "website", "companySize", "targetIndustryIds", "contacts", "companyId"} <= set(
            payload
        )
        contact = components[payload["contacts"]["items"]["$ref"].rsplit("/", 1)[-1]]["properties"]
        assert set(contact) == {"contactId", "firstName", "lastName", "email", "position", "linkedInUrl"}


def test_the_company_and_the_change_detail_share_one_shape(schema):
    components = schema["components"]["schemas"]
    company = set(components["CompanyDetailOutput"]["properties"])
    change = set(components["ChangeDetailOutput"]["properties"])

    assert company <= change
    assert change - company == {"changeType", "changeStatus", "createdAt", "updatedAt"}
