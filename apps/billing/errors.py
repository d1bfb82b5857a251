"""Every error the billing calls (and the built-in checkout page) answer with, in one place
(apps/core/errors.py). Titles in braces are filled in when raised."""

from apps.accounts.errors import USER_NOT_FOUND  # noqa: F401 (re-exported: an admin's plan grant, listed in ALL)
from apps.core.errors import ErrorCode, codes_in

PLAN_UNKNOWN = ErrorCode(None, 400, "Please choose one of the plans on the pricing page.")
PLAN_FREE = ErrorCode(None, 400, "The Free plan needs no payment.")
CONTACT_SALES = ErrorCode("contactSales", 400, "Partner Pro has custom pricing: please contact sales.")
PLAN_ADMIN_ONLY = ErrorCode("notAdmin", 403, "This plan is available to administrators only.")
RETURN_URL_FOREIGN = ErrorCode(None, 400, "The address must be on this site.")
ALREADY_SUBSCRIBED = ErrorCode("alreadySubscribed", 409, "You already have the {plan} plan until {date}.")
PRICE_NOT_CONFIGURED = ErrorCode(
    "priceNotConfigured", 400, "This plan cannot be bought online yet. Please contact sales."
)
PAYMENT_PROVIDER_ERROR = ErrorCode(
    "paymentProviderError", 502, "The payment provider could not start the checkout. Please try again in a moment."
)
INVALID_SIGNATURE = ErrorCode("invalidSignature", 400, "Invalid webhook signature.")
# The built-in checkout page (server-rendered, not part of the API schema).
CHECKOUT_NOT_FOUND = ErrorCode("notFound", 404, "This checkout does not exist.")
CHECKOUT_ENDED = ErrorCode(None, 400, "This checkout has ended. Please start again from the pricing page.")
ALREADY_PAID = ErrorCode("alreadySubscribed", 400, "You already have the {plan} plan.")
# Spending search credits (discovery).
NO_SUBSCRIPTION = ErrorCode("noSubscription", 403, "An active subscription is required to search.")
NOT_ENOUGH_CREDITS = ErrorCode("notEnoughCredits", 403, "Not enough search credits: {left} left, {amount} needed.")
# The operations commands (grant_plan).
PLAN_NOT_FOUND = ErrorCode(None, 400, "Unknown plan {value!r}. Plans: {names}.")

ALL = codes_in(globals())
