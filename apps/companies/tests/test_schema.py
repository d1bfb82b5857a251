"""The OpenAPI schema documents the companies and change-workflow calls and still builds
with --fail-on-warn."""

OPERATIONS = {
    "/api/industries": {"get"},
    "/api/geography/regions": {"get"},
    "/api/lookups": {"get"},
    "/api/companies/{company_id}": {"get"},
    "/api/companies/{company_id}/members": {"put"},
    "/api/companies/{company_id}/join-policy": {"get", "put"},
    "/api/companies/assign": {"post"},
    "/api/companies/{company_id}/join-requests": {"get"},
    "/api/companies/{company_id}/join-requests/{join_request_id}/accept": {"post"},
    "/api/companies/{company_id}/join-requests/{join_request_id}/decline": {"post"},
    "/api/users/company-suggestion": {"get"},
    "/api/company-changes": {"post"},
    "/api/company-changes/{change_id}": {"put"},
    "/api/user/companies/pending": {"get"},
    "/api/admin/companies/changes/{change_id}": {"get"},
    "/api/admin/companies/{change_id}/approve": {"put", "post"},
    "/api/admin/companies/{change_id}/reject": {"put", "post"},
}


def test_the_schema_builds_without_warnings_and_lists_the_company_calls(schema):
    paths = schema["paths"]
    for path, methods in OPERATIONS.items():
        assert path in paths, f"{path} missing from {sorted(paths)}"
        assert methods <= set(paths[path]), (path, set(paths[path]))


def test_the_regions_call_documents_its_query_parameter(schema):
    parameters = schema["paths"]["/api/geography/regions"]["get"].get("parameters", [])

    assert any(p["name"] == "SubRegionsOnly" and p["in"] == "query" for p in parameters)


def test_the_reject_call_documents_the_reason(schema):
    body = schema["paths"]["/api/admin/companies/{change_id}/reject"]["put"]["requestBody"]
    ref = body["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]

    assert "reason" in schema["components"]["schemas"][ref]["required"]
