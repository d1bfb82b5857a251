"""Error codes are listed in one place per app (apps/<app>/errors.py) and used from there:
the apps that list theirs raise no inline ApplicationError, and every code they list is
documented by at least one operation of the schema (or is named below as raised elsewhere)."""

from pathlib import Path

import pytest
from django.conf import settings

from apps.accounts import errors as account_errors
from apps.agents import errors as agent_errors
from apps.billing import errors as billing_errors
from apps.changes import errors as change_errors
from apps.companies import errors as company_errors
from apps.discovery import errors as discovery_errors
from apps.outreach import errors as outreach_errors
from apps.sequences import errors as sequence_errors

LISTED = {
    "accounts": account_errors,
    "agents": agent_errors,
    "billing": billing_errors,
    "companies": company_errors,
    "changes": change_errors,
    "discovery": discovery_errors,
    "outreach": outreach_errors,
    "sequences": sequence_errors,
}
# Listed codes that no API operation answers with (yet): they are raised elsewhere.
NOT_IN_THE_API = {
    # the built-in checkout page (server-rendered)
    billing_errors.CHECKOUT_NOT_FOUND,
    billing_errors.CHECKOUT_ENDED,
    billing_errors.ALREADY_PAID,
    # spending search credits: discovery checks first and answers with its own codes
    billing_errors.NO_SUBSCRIPTION,
    billing_errors.NOT_ENOUGH_CREDITS,
    # the grant_plan command
    billing_errors.PLAN_NOT_FOUND,
    # the outreach events socket closes with it (apps/outreach/consumers.py)
    outreach_errors.TICKET_INVALID,
}


@pytest.mark.parametrize("app", sorted(LISTED))
def test_the_app_raises_only_its_listed_errors(app):
    root = Path(settings.BASE_DIR) / "apps" / app
    inline = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if "tests" not in path.parts and path.name != "errors.py" and "ApplicationError(" in path.read_text()
    ]

    assert not inline, f"inline ApplicationError in apps/{app}: {inline} (add an ErrorCode to errors.py)"


def _documented_as(code) -> str:
    """How apps/core/api/schema.py writes a code in an operation's error description."""
    return f"`{code.code}`: {code.title}" if code.code else f"field errors in `errors`: {code.title}"


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
        code for code in LISTED[app].ALL if code not in NOT_IN_THE_API and _documented_as(code) not in descriptions
    ]

    assert not undocumented, undocumented


@pytest.mark.parametrize("app", sorted(LISTED))
def test_each_listed_error_is_an_error_status_with_its_own_title(app):
    codes = LISTED[app].ALL

    assert all(400 <= code.status < 600 for code in codes)
    assert len({(code.code, code.title) for code in codes}) == len(codes)


def test_a_count_of_one_reads_in_the_singular():
    from apps.core.errors import RATE_LIMITED

    assert RATE_LIMITED.error(retryAfter=1).title == "Too many attempts. Please wait 1 second and try again."
    assert RATE_LIMITED.error(retryAfter=30).title == "Too many attempts. Please wait 30 seconds and try again."
    assert RATE_LIMITED.error(retryAfter=11).title == "Too many attempts. Please wait 11 seconds and try again."
