"""Every error the sequence calls answer with (apps/core/errors.py). Who may do what:
docs/sequences.md. Another member's sequence is the same 404 as one that does not exist."""

from apps.core.errors import DEFAULT_TITLES, ErrorCode, codes_in

SEQUENCE_NOT_FOUND = ErrorCode("notFound", 404, "Sequence not found.")
ENROLMENT_NOT_FOUND = ErrorCode("notFound", 404, "Enrolment not found.")
# Field errors (`errors` names the fields: name, steps.0.body, introRequestId, ...).
SEQUENCE_INVALID = ErrorCode(None, 400, DEFAULT_TITLES[400])
STEPS_LOCKED = ErrorCode(
    "stepsLocked",
    409,
    "This sequence has sent follow-ups: its steps' number and delays can no longer change (their texts can).",
)
SEQUENCE_STOPPED = ErrorCode("sequenceStopped", 409, "This sequence is stopped.")
ALREADY_PAUSED = ErrorCode("alreadyPaused", 409, "This sequence is already paused.")
NOT_PAUSED = ErrorCode("notPaused", 409, "This sequence is not paused.")
# The answer carries `state`: what the enrolment is now.
ENROLMENT_ENDED = ErrorCode("enrolmentEnded", 409, "This follow-up sequence has already ended for this request.")

ALL = codes_in(globals())

# Field messages.
NAME_LENGTH = "Give the sequence a name (up to 100 characters)."
STEPS_COUNT = "A sequence has 1 to 3 steps."
DELAY_RANGE = "The delay must be 1 to 30 business days."
BODY_LENGTH = "A step's message must be 1 to 2,000 characters."
PREVIEW_TARGET = "Choose one intro request or one company to preview with."
REQUEST_UNKNOWN = "Intro request not found."
COMPANY_UNKNOWN = "Company not found."
POSITION_UNKNOWN = "This sequence has no such step."
PREVIEW_TEXT = "Give the step's text, or the position of a saved step."

# Why an intro request is not enrolled (the enrol call's `refused`, per request).
REFUSALS = {
    "notFound": "Intro request not found.",
    "notYours": "You did not send this intro request.",
    "notPending": "This intro request is no longer waiting for an answer.",
    "alreadyEnrolled": "This intro request is already in a follow-up sequence.",
    "alreadyFollowedUp": "This intro request has already been followed up.",
    "expiresFirst": "This intro request expires before the first step would go out.",
    "optedOut": "This company does not take follow-ups.",
}
