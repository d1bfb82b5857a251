"""Every error the change-workflow calls answer with, in one place (apps/core/errors.py).
The companies app's "Company not found." is one of them."""

from apps.companies.errors import COMPANY_NOT_FOUND  # noqa: F401 (re-exported: listed in ALL)
from apps.core.errors import ErrorCode, codes_in

SAVE_FAILED = ErrorCode(None, 400, "Please correct the highlighted fields.")
BODY_NOT_AN_OBJECT = ErrorCode(None, 400, "The body must be a JSON object.")
CHANGE_NOT_FOUND = ErrorCode("notFound", 404, "Company change not found.")
NOT_COMPANY_EDITOR = ErrorCode("notCompanyEditor", 403, "Only this company's admins can propose changes to it.")
NOT_CHANGE_EDITOR = ErrorCode("notAllowed", 403, "You cannot edit this change.")
HAS_COMPANY = ErrorCode("hasCompany", 409, "You already belong to a company: edit it instead.")
# The answer carries `companyChangeId`: the pending change to update instead.
PENDING_CHANGE_EXISTS = ErrorCode(
    "pendingChangeExists", 409, "A change is already waiting for approval: update it instead."
)
CHANGE_REVIEWED = ErrorCode("changeReviewed", 409, "This change has already been reviewed.")
CHANGE_REVIEWED_PROPOSE_NEW = ErrorCode(
    "changeReviewed", 409, "This change has already been reviewed: propose a new one."
)

ALL = codes_in(globals())
