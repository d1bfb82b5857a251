"""Every error the outreach calls answer with, in one place (apps/core/errors.py). Who may do
what: docs/outreach.md. A request or conversation of two other companies is the same 404 as one
that does not exist (no probing)."""

from apps.core.errors import DEFAULT_TITLES, ErrorCode, codes_in

# --- who may send ------------------------------------------------------------------------
NO_COMPANY = ErrorCode("noCompany", 403, "Associate your account with an approved company to reach out to partners.")
NO_SUBSCRIPTION = ErrorCode("noSubscription", 403, "An active paid plan is required to send intro requests.")
QUOTA_EXHAUSTED = ErrorCode(
    "quotaExhausted", 403, "You have sent all the intro requests of your plan this month. More on {resetsOn}."
)
SUSPENDED = ErrorCode(
    "outreachSuspended", 403, "Outreach is suspended for your company. Please contact the PartnerMatch team."
)
RECEIVER_NOT_ACCEPTING = ErrorCode(
    "receiverNotAccepting", 403, "This company does not accept intro requests at the moment."
)
OWN_COMPANY = ErrorCode("ownCompany", 400, "You cannot send an intro request to your own company.")
# The answer carries `introRequestId`: the open request (the caller's company sent or received it).
REQUEST_ALREADY_OPEN = ErrorCode(
    "requestAlreadyOpen", 409, "An intro request between your companies is already waiting for an answer."
)
# The answer carries `conversationId`: write there instead.
CONVERSATION_EXISTS = ErrorCode(
    "conversationExists", 409, "Your companies already have a conversation: write there instead."
)
SEND_RATE_LIMITED = ErrorCode(
    "sendRateLimited",
    429,
    "You have sent many intro requests in a short time. Please wait {retryAfter} seconds before sending another.",
)
# Field errors of a request (`errors` names the fields).
REQUEST_INVALID = ErrorCode(None, 400, DEFAULT_TITLES[400])

# --- a request -----------------------------------------------------------------------------
REQUEST_NOT_FOUND = ErrorCode("notFound", 404, "Intro request not found.")
NOT_RECEIVER_ADMIN = ErrorCode(
    "notCompanyAdmin", 403, "Only the company admins of the company that received the request can answer it."
)
NOT_SENDER = ErrorCode(
    "notSender", 403, "Only the member who sent the request, or their company admins, can withdraw it."
)
SENDER_SUSPENDED = ErrorCode(
    "senderSuspended",
    409,
    "The PartnerMatch team suspended the sending company's outreach: this request cannot be accepted.",
)
# The answer carries `state`: what the request is now.
REQUEST_NOT_PENDING = ErrorCode("requestNotPending", 409, "This intro request is {state} and can no longer change.")

# --- a conversation ------------------------------------------------------------------------
CONVERSATION_NOT_FOUND = ErrorCode("notFound", 404, "Conversation not found.")
CONVERSATION_CLOSED = ErrorCode(
    "conversationClosed", 409, "This conversation is closed. A company admin can reopen it."
)
NOT_COMPANY_ADMIN = ErrorCode("notCompanyAdmin", 403, "Only the company admins of either company can do this.")
ALREADY_CLOSED = ErrorCode("alreadyClosed", 409, "This conversation is already closed.")
NOT_CLOSED = ErrorCode("notClosed", 409, "This conversation is open.")
CLOSED_BY_PLATFORM = ErrorCode(
    "closedByPlatform", 409, "The PartnerMatch team closed this conversation. Please contact them to reopen it."
)

# --- reports and the admin queue -------------------------------------------------------------
ALREADY_REPORTED = ErrorCode("alreadyReported", 409, "You have reported this already; the team is looking into it.")
REPORT_NOT_FOUND = ErrorCode("notFound", 404, "Report not found.")
REPORT_HANDLED = ErrorCode("reportHandled", 409, "This report has already been handled.")
COMPANY_NOT_FOUND = ErrorCode("notFound", 404, "Company not found.")

# --- settings and e-mail links ----------------------------------------------------------------
NOT_COMPANY_ADMIN_SETTINGS = ErrorCode(
    "notCompanyAdmin", 403, "Only your company's admins can turn incoming intro requests on or off."
)
UNSUBSCRIBE_INVALID = ErrorCode("unsubscribeLinkInvalid", 400, "This unsubscribe link is not valid.")
UNSUBSCRIBE_EXPIRED = ErrorCode(
    "unsubscribeLinkExpired", 400, "This unsubscribe link has expired. Change your e-mails in Outreach settings."
)

# --- the real-time events' ticket -------------------------------------------------------------
# (the socket closes with these reasons; the ticket call itself only needs a session)
TICKET_INVALID = ErrorCode("ticketInvalid", 403, "This events ticket is not valid or was used already.")

ALL = codes_in(globals())

# Field messages.
MESSAGE_LENGTH = "The message must be 20 to 2,000 characters."
BODY_LENGTH = "A message must be 1 to 5,000 characters."
REASON_TEXT_REQUIRED = "Say why when the reason is Other."
PARTNERSHIP_TYPE_NOT_OFFERED = "This company does not offer that partnership type."
SEARCH_NOT_YOURS = "Search not found."
RECEIVER_UNKNOWN = "Company not found."
