"""What a request means in the catalogue's terms, for every provider alike (issue 21,
docs/assistants.md "Understanding"): `understand(text)` reads industries, regions (countries
and groups of countries too), market segments, partner types and partnership types in
everyday wording, and says what it could not read."""

from apps.assistants.understanding.resolver import (
    NamedPlace,
    PartnerKind,
    Understood,
    asks_about,
    resolve_names,
    understand,
)
from apps.assistants.understanding.vocabulary import (
    KINDS,
    VOCABULARY_KEY,
    Vocabulary,
    normalise,
    vocabulary,
    vocabulary_reset,
)

__all__ = [
    "KINDS",
    "VOCABULARY_KEY",
    "NamedPlace",
    "PartnerKind",
    "Understood",
    "Vocabulary",
    "asks_about",
    "normalise",
    "resolve_names",
    "understand",
    "vocabulary",
    "vocabulary_reset",
]
