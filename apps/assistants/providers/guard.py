"""Instructions never leave the server (issue 21, Build 4), whatever a model is talked into:
a request that asks for them is answered without the model, and a model's streamed text is held
back a few words so that a run of words from the instructions is caught before it is sent."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from apps.assistants.providers.local_drafts import asks_for_instructions

# A run of this many words of the instructions, in order, is a leak; the stream is held back by
# as many words, so none of such a run is sent before it is recognised.
SHINGLE = 6
_WORD = re.compile(r"[a-z0-9]+")
_ANY_CASE_WORD = re.compile(r"[A-Za-z0-9]+")

REFUSAL = "I can't share how I'm set up. Tell me what you need and I will help with it."
STOPPED = "\n\n_I stopped there: the answer was repeating how I am set up. Please ask again in other words._"


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


class InstructionGuard:
    """Passes a model's text through, holding back its last SHINGLE words, and stops it at the
    first run of SHINGLE words that the instructions hold."""

    def __init__(self, instructions: str):
        words = _words(instructions)
        self.shingles = {tuple(words[i : i + SHINGLE]) for i in range(len(words) - SHINGLE + 1)}
        self.text = ""
        self.sent = 0  # characters of self.text already let through
        self.leaked = False

    def _leaks(self) -> bool:
        words = _words(self.text)
        return any(tuple(words[i : i + SHINGLE]) in self.shingles for i in range(len(words) - SHINGLE + 1))

    def feed(self, piece: str) -> str:
        """What may be sent of the text so far ("" once it leaked). Without instructions to
        guard, everything at once."""
        if not self.shingles:
            return piece
        if self.leaked:
            return ""
        self.text += piece
        if self._leaks():
            self.leaked = True
            return ""
        # Hold back the last SHINGLE words: a leak they start is not recognised yet.
        spans = [m.start() for m in _ANY_CASE_WORD.finditer(self.text)]
        safe = spans[-SHINGLE] if len(spans) >= SHINGLE else 0
        out, self.sent = self.text[self.sent : max(safe, self.sent)], max(safe, self.sent)
        return out

    def flush(self) -> str:
        """The rest, once the text is complete (the notice instead, when it leaked)."""
        if self.leaked:
            return STOPPED
        out, self.sent = self.text[self.sent :], len(self.text)
        return out

    def rest(self) -> str:
        """The text held back so far, unless it leaked (a stream that broke off keeps it)."""
        return "" if self.leaked else self.flush()


def guarded(pieces: Iterable[str], instructions: str) -> Iterator[str]:
    guard = InstructionGuard(instructions)
    for piece in pieces:
        out = guard.feed(piece)
        if out:
            yield out
        if guard.leaked:
            break
    rest = guard.flush()
    if rest:
        yield rest


__all__ = ["REFUSAL", "InstructionGuard", "asks_for_instructions", "guarded"]
