"""AI providers: `local` (the default: offline, deterministic, grounded in the database) and
`openai` (any OpenAI-compatible endpoint). Chosen by the AI_PROVIDER setting."""

from django.conf import settings

from apps.assistants.providers.base import Provider


def provider_get(name: str | None = None) -> Provider:
    name = name or settings.AI_PROVIDER
    if name == "local":
        from apps.assistants.providers.local import LocalProvider

        return LocalProvider()
    if name == "openai":
        from apps.assistants.providers.openai import OpenAIProvider

        return OpenAIProvider.from_settings()
    raise ValueError(f"Unknown AI_PROVIDER {name!r}: use 'local' or 'openai'.")
