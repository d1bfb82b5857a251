"""Every error the discovery calls answer with, in one place (apps/core/errors.py).

A search needs a company and an active subscription (spec section 6). The SPA's 'Action
required to search' dialog shows the links the code asks for: `noCompany` the associate
link, `noSubscription` the upgrade link, `noCompanyNoSubscription` both."""

from apps.core.errors import DEFAULT_TITLES, ErrorCode, codes_in

NO_COMPANY = ErrorCode("noCompany", 403, "Associate your account with a company to search for partners.")
NO_SUBSCRIPTION = ErrorCode("noSubscription", 403, "An active subscription is required to search.")
NO_COMPANY_NO_SUBSCRIPTION = ErrorCode(
    "noCompanyNoSubscription",
    403,
    "Associate your account with a company and choose a paid plan to search for partners.",
)
# Field errors (criteria, NumberToShow); `errors` says which and why.
SEARCH_INVALID = ErrorCode(None, 400, DEFAULT_TITLES[400])
SEARCH_NOT_FOUND = ErrorCode("notFound", 404, "Search not found.")

# The field messages of a search.
AT_MOST_3 = {
    "TargetIndustryIds": "Choose at most 3 industries.",
    "TargetGeoRegionIds": "Choose at most 3 regions.",
    "TargetMarketSegments": "Choose at most 3 market segments.",
}
IDS = "Must be a list of ids."
UNKNOWN_IDS = "Unknown id(s): {ids}."
AGNOSTIC_WITH_IDS = "Leave the industries empty when Industry Agnostic is checked."
GLOBAL_WITH_IDS = "Leave the regions empty when Geography Global is checked."
EMPTY_CRITERIA = (
    "Choose at least one industry, region or market segment, or check Industry Agnostic or Geography Global."
)
NUMBER_TO_SHOW = "NumberToShow must be a whole number from 1 to {credits} (your search credits)."
NO_CREDITS_LEFT = "You have no search credits left."
NUMBER_TO_SHOW_REQUIRED = "NumberToShow is required."

ALL = codes_in(globals())
