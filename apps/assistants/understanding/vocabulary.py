"""The catalogue's reference lists as the words that name them: every industry, region,
market segment and partnership type by its name, its short form in brackets and its everyday
words (lexicon.py), and the words for the two partner types.

Kept current like the discovery index is: a per-process copy under a version token
(apps/core/versioned.py) that a change to any reference list retires in every process
(signals.py), instead of a copy for the life of the process."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from apps.assistants.understanding import lexicon
from apps.companies.models import GeoRegion, Industry, MarketSegment, PartnershipType
from apps.core.versioned import VersionedCopy, VersionKey

VOCABULARY_KEY = VersionKey("assistants:vocabulary")
# The kinds of reference item a request can name, and the Understood list each goes to: the
# one place this mapping lives (tools.py and the providers use it from here).
KINDS = {"industry": "industries", "region": "regions", "segment": "segments", "partnership": "partnerships"}

_WORD = re.compile(r"[a-z0-9]+")


def unaccented(text: str) -> str:
    """The text without accents ("España" -> "Espana", "Österreich" -> "Osterreich")."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def fold(text: str) -> str:
    """Lower case without accents."""
    return unaccented(text).lower()


def normalise(text: str) -> str:
    return " ".join(_WORD.findall(fold(text)))


def plurals(phrase: str) -> set[str]:
    """The phrase and its plural forms (the last word's)."""
    found = {phrase}
    if not phrase or phrase[-1].isdigit():
        return found
    if phrase.endswith("y") and len(phrase) > 3 and phrase[-2] not in "aeiou":
        found.add(phrase[:-1] + "ies")
    elif phrase.endswith(("s", "x", "ch", "sh")):
        found.add(phrase + "es")
    else:
        found.add(phrase + "s")
    return found


def _variants(name: str) -> set[str]:
    """A catalogue name's own forms: as written, without and within its brackets, with "and"
    for "&", each with its plural."""
    found = {normalise(name)}
    bracket = re.search(r"\(([^)]+)\)", name)
    if bracket:
        found.add(normalise(bracket.group(1)))
        found.add(normalise(name[: bracket.start()]))
    if "&" in name:
        found.add(normalise(name.replace("&", "and")))
    return {form for variant in found if len(variant) >= 2 for form in plurals(variant)}


@dataclass(frozen=True)
class Entry:
    kind: str  # industry, region, segment, partnership, partner (a partner type word)
    item_id: int
    name: str
    # partner words: the partner type and the partnership types the word also stands for
    partner_type: int | None = None
    implied: tuple[int, ...] = ()


@dataclass(frozen=True)
class Vocabulary:
    """alias (normalised words) -> entries, with the names by kind and the regions' children."""

    aliases: dict[str, tuple[Entry, ...]]
    names: dict[str, dict[int, str]]
    region_children: dict[int, tuple[int, ...]]
    region_parent: dict[int, int | None]
    sub_region_by_name: dict[str, int]
    longest: int  # words in the longest alias
    fuzzy_choices: dict[str, str] = field(default_factory=dict)  # alias -> itself, for rapidfuzz

    def sub_region_ids(self) -> set[int]:
        return {region_id for region_id, parent in self.region_parent.items() if parent is not None}


def _build() -> Vocabulary:
    aliases: dict[str, list[Entry]] = {}
    names: dict[str, dict[int, str]] = {kind: {} for kind in KINDS}
    children: dict[int, list[int]] = {}
    parents: dict[int, int | None] = {}

    def add(alias_forms, entry: Entry, *, first: bool = False):
        for alias in alias_forms:
            if not alias:
                continue
            entries = aliases.setdefault(alias, [])
            if entry not in entries:
                entries.insert(0, entry) if first else entries.append(entry)

    by_name: dict[str, dict[str, int]] = {kind: {} for kind in KINDS}
    for kind, model in (
        ("industry", Industry),
        ("segment", MarketSegment),
        ("partnership", PartnershipType),
    ):
        for item_id, name in model.objects.values_list("id", "name"):
            names[kind][item_id] = name
            by_name[kind][name] = item_id
            add(_variants(name), Entry(kind, item_id, name))
    for item_id, name, parent_id in GeoRegion.objects.values_list("id", "name", "parent_id"):
        names["region"][item_id] = name
        by_name["region"][name] = item_id
        parents[item_id] = parent_id
        if parent_id:
            children.setdefault(parent_id, []).append(item_id)
        add(_variants(name), Entry("region", item_id, name))

    # Everyday words: they come first for their alias ("healthcare providers" is the segment).
    for kind, words in (("industry", lexicon.INDUSTRY_WORDS), ("segment", lexicon.SEGMENT_WORDS)):
        for name, said in words.items():
            if name in by_name[kind]:
                entry = Entry(kind, by_name[kind][name], name)
                add({form for word in said for form in plurals(normalise(word))}, entry, first=True)
    for name, said in lexicon.PARTNERSHIP_WORDS.items():
        if name in by_name["partnership"]:
            entry = Entry("partnership", by_name["partnership"][name], name)
            add({form for word in said for form in plurals(normalise(word))}, entry, first=True)
    for word, (partner_type, implied_names) in lexicon.PARTNER_WORDS.items():
        implied = tuple(by_name["partnership"][n] for n in implied_names if n in by_name["partnership"])
        entry = Entry("partner", partner_type, word, partner_type=partner_type, implied=implied)
        add(plurals(normalise(word)), entry, first=True)

    sub_region_by_name = {name: item_id for item_id, name in names["region"].items() if parents.get(item_id)}
    frozen = {alias: tuple(entries) for alias, entries in aliases.items()}
    return Vocabulary(
        aliases=frozen,
        names=names,
        region_children={k: tuple(sorted(v)) for k, v in children.items()},
        region_parent=parents,
        sub_region_by_name=sub_region_by_name,
        longest=max((alias.count(" ") + 1 for alias in frozen), default=1),
        fuzzy_choices={alias: alias for alias in frozen if len(alias) >= 5},
    )


def vocabulary() -> Vocabulary:
    """The current vocabulary: this process's copy while the reference lists are unchanged
    (one round trip to the version token), rebuilt after a change in any process."""
    return _copy.get()


def vocabulary_reset() -> None:
    """Forgets this process's copy (tests)."""
    _copy.reset()


# This process's copy (apps/core/versioned.py), retired in every process by signals.py.
_copy = VersionedCopy(VOCABULARY_KEY, _build)
