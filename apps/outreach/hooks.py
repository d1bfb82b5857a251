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
