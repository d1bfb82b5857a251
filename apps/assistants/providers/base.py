"""One interface for every AI provider (ARCHITECTURE section 2): a provider turns a request
into a stream of chunks: text, and for the company search a data message."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class Turn:
    is_assistant: bool
    text: str
    data: list | None = None  # a data message's items (the company search's cards)


@dataclass
class GenerationRequest:
    hub: str
    user: Any
    prompt: str
    history: list[Turn] = field(default_factory=list)  # earlier turns of the thread, oldest first
    agent_name: str = ""
    agent_instructions: str = ""


@dataclass(frozen=True)
class TextChunk:
    text: str


@dataclass(frozen=True)
class DataChunk:
    """A chat data message: dataType (Companies, GeoRegions, Industries, MarketSegments) and
    its items, always built by apps/assistants/tools.py."""

    data_type: str
    data: list[dict]


Chunk = TextChunk | DataChunk


class ProviderError(Exception):
    """The provider failed; `message` is what the user is told (never a stack trace)."""

    def __init__(self, message: str = "The assistant could not answer just now. Please try again."):
        super().__init__(message)
        self.message = message


class Provider(Protocol):
    name: str

    def stream(self, request: GenerationRequest) -> Iterator[Chunk]: ...


_PIECES = re.compile(r"\S+\s*|\s+")


def words(text: str) -> Iterator[TextChunk]:
    """A finished text as the word-by-word chunks a reader sees arrive."""
    for piece in _PIECES.findall(text):
        yield TextChunk(piece)
