"""What outreach asks of the apps above it (apps/core/hooks.py)."""

from apps.core.hooks import Hook

model_draft = Hook(
    "outreach.model_draft",
    "An intro request's message written by the configured AI model (AI_PROVIDER=openai) from the two "
    "companies' profiles (without contacts) and the template draft, as plain text; None when no model is "
    "configured or it could not answer (the template is used then). Called with sender_profile, "
    "receiver_profile, request_type ('General', 'Partnership' or 'Offer'), partnership_type (a name or None), "
    "author_name and template.",
)

# Follow-ups (apps/sequences answers both; docs/sequences.md "What stops a sequence").
request_left_pending = Hook(
    "outreach.request_left_pending",
    "Pending intro requests were accepted, declined, withdrawn or expired, in the transaction that holds their "
    "row locks: whatever follows them up stops. Called with intro_request_ids (a list), state ('accepted', "
    "'declined', 'withdrawn' or 'expired') and now; answers nothing.",
)
follow_ups_refused = Hook(
    "outreach.follow_ups_refused",
    "A company may have just refused follow-ups (a member turned follow-up e-mails off, or its admins turned "
    "incoming requests off): whatever follows up its pending requests checks outreach's follow_up_refusal again. "
    "Called with company_id; answers nothing.",
)
