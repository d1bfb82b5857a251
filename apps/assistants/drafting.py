"""The assistants' answer to outreach's `model_draft` hook (issue 23, item 6): with an AI model
configured (AI_PROVIDER=openai), it writes an intro request's message from the two companies'
profiles (without contacts) and the template draft; the embedded provider keeps the template.
Nothing is sent: the member edits the draft and sends it with their own click."""

from __future__ import annotations

import json
import logging

import openai
from django.conf import settings

logger = logging.getLogger(__name__)

# A request's message is at most 2,000 characters; the model is asked for less, so a reply that
# runs long still fits (outreach checks the length and falls back to the template otherwise).
ASKED_CHARACTERS = 1200

_INSTRUCTIONS = """You write the message of a first-contact intro request between two companies of a \
B2B partner marketplace. Write it as the sender's person named below, to the receiving company's team, \
in plain text (no Markdown), at most {limit} characters: who the sender is, what the two have in common, \
the request ({request_type}{partnership}) and one concrete ask. Use only the facts given; never invent \
numbers, customers or results; keep the template's facts. Answer with the message only."""


def _facts(profile: dict) -> dict:
    values = profile.get("values", {})
    keep = ("partnerType", "description", "targetIndustries", "isIndustryAgnostic", "geoRegions", "isGeoGlobal",
            "marketSegments", "partnershipTypes", "partnerProgramDescription", "offerDescription")  # fmt: skip
    return {"name": profile.get("name"), **{k: values[k] for k in keep if k in values}}


def intro_message_draft(
    *, sender_profile: dict, receiver_profile: dict, request_type: str, partnership_type, author_name: str, template
) -> str | None:
    """The model's draft, or None (no model configured, or it failed: the caller keeps the template)."""
    if settings.AI_PROVIDER != "openai" or not settings.OPENAI_API_KEY:
        return None
    system = _INSTRUCTIONS.format(
        limit=ASKED_CHARACTERS,
        request_type=request_type.lower(),
        partnership=f", about their {partnership_type} program" if partnership_type else "",
    )
    facts = {
        "sender": _facts(sender_profile),
        "receiver": _facts(receiver_profile),
        "author": author_name,
        "template": template,
    }
    try:
        client = openai.OpenAI(
            api_key=settings.OPENAI_API_KEY,
            base_url=settings.OPENAI_BASE_URL or None,
            timeout=settings.OPENAI_TIMEOUT_SECONDS,
            max_retries=1,
        )
        with client:
            stream = client.chat.completions.create(
                model=settings.OPENAI_MODEL,
                messages=[
                    {"role": "system", "content": system},
                    {"role": "user", "content": json.dumps(facts, ensure_ascii=False, default=str)},
                ],
                stream=True,
            )
            with stream:
                text = "".join(
                    choice.delta.content or "" for chunk in stream for choice in chunk.choices[:1] if choice.delta
                )
    except openai.OpenAIError as exc:
        logger.warning(
            "intro request draft: the AI model did not answer (%s); the template is used", type(exc).__name__
        )
        return None
    return text.strip() or None
