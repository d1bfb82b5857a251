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

# --- the CSV import (issue 10; docs/csv-import.md): refused before any work ---------------
IMPORT_NO_FILE = ErrorCode("noFile", 400, "Choose one CSV file to import (a multipart form field named file).")
IMPORT_MANY_FILES = ErrorCode("tooManyFiles", 400, "Import one CSV file at a time.")
IMPORT_NOT_CSV = ErrorCode("notCsv", 400, "Only CSV files (.csv, text/csv) can be imported.")
IMPORT_TOO_LARGE = ErrorCode(
    "fileTooLarge", 413, "The file is too large: at most 5 MB (5,242,880 bytes) can be imported."
)
IMPORT_NOT_UTF8 = ErrorCode("notUtf8", 400, 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again.')
IMPORT_NOT_TEXT = ErrorCode("notCsv", 400, "The file holds NUL characters: it is not a CSV file.")
IMPORT_BAD_HEADER = ErrorCode("badHeader", 400, "The first row must name the columns: {problem}")
IMPORT_UNREADABLE = ErrorCode("unreadableCsv", 400, "Row {row} cannot be read as CSV: {problem}")
IMPORT_NO_ROWS = ErrorCode("noRows", 400, "The file has no company rows below its header.")
IMPORT_NOT_FOUND = ErrorCode("notFound", 404, "Import not found.")

ALL = codes_in(globals())
