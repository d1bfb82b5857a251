"""Every error the companies calls answer with, in one place (apps/core/errors.py)."""

from apps.core.errors import ErrorCode, codes_in

COMPANY_NOT_FOUND = ErrorCode("notFound", 404, "Company not found.")
USER_NOT_FOUND = ErrorCode("notFound", 404, "User not found.")
JOIN_REQUEST_NOT_FOUND = ErrorCode("notFound", 404, "Join request not found.")
NOT_COMPANY_EDITOR = ErrorCode("notCompanyEditor", 403, "Only this company's admins can do this.")
JOIN_FOR_YOURSELF_ONLY = ErrorCode("notAllowed", 403, "You can only ask to join a company for yourself.")
ALREADY_IN_A_COMPANY = ErrorCode("hasCompany", 409, "You already belong to a company.")
USER_IN_ANOTHER_COMPANY = ErrorCode("hasCompany", 409, "This user already belongs to another company.")
NEW_COMPANY_PENDING = ErrorCode(
    "pendingChangeExists", 409, "Your new company is waiting for approval: you can join another one after the review."
)
ALREADY_DECIDED = ErrorCode("alreadyDecided", 409, "This request has already been answered.")
MEMBERS_UNKNOWN = ErrorCode(None, 400, "Only current members can be listed; new members join through a request.")
MEMBERS_NEED_AN_ADMIN = ErrorCode(None, 400, "A company needs at least one company admin.")

ALL = codes_in(globals())
