"""Error codes are listed in one place per app (apps/<app>/errors.py) and used from there:
the apps that list theirs raise no inline ApplicationError, and every code they list is
documented by at least one operation of the schema."""

from pathlib import Path

import pytest
from django.conf import settings

from apps.changes import errors as change_errors
from apps.companies import errors as company_errors

LISTED = {"companies": company_errors, "changes": change_errors}


@pytest.mark.parametrize("app", sorted(LISTED))
def test_the_app_raises_only_its_listed_errors(app):
    root = Path(settings.BASE_DIR) / "apps" / app
    inline = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if "tests" not in path.parts and path.name != "errors.py" and "ApplicationError(" in path.read_text()
    ]

    assert not inline, f"inline ApplicationError in apps/{app}: {inline} (add an ErrorCode to errors.py)"


@pytest.mark.parametrize("app", sorted(LISTED))
def test_every_listed_error_is_documented_by_an_operation(schema, app):
    descriptions = "\n".join(
        answer.get("description", "")
        for item in schema["paths"].values()
        for operation in item.values()
        if isinstance(operation, dict) and "responses" in operation
        for answer in operation["responses"].values()
    )
    undocumented = [
        code
        for code in LISTED[app].ALL
        if (f"`{code.code}`: {code.title}" if code.code else f"field errors in `errors`: {code.title}")
        not in descriptions
    ]

    assert not undocumented, undocumented


@pytest.mark.parametrize("app", sorted(LISTED))
def test_each_listed_error_is_a_client_error_with_its_own_title(app):
    codes = LISTED[app].ALL

    assert all(400 <= code.status < 500 for code in codes)
    assert len({(code.code, code.title) for code in codes}) == len(codes)
