"""A request's everyday words as the catalogue's criteria (docs/assistants.md,
"Understanding"): industries, regions (countries and groups of countries as UN M49
sub-regions), market segments, partner types and partnership types, Industry Agnostic and
Geography Global; typos within reach (rapidfuzz), and what could not be read, said back.

Longest phrases first, each word read once: "healthcare providers" is the segment, not the
industry "healthcare" and a leftover "providers"."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process
from rapidfuzz.distance import DamerauLevenshtein

from apps.assistants.understanding import lexicon
from apps.assistants.understanding.places import Place, place_choices, place_names, places_in
from apps.assistants.understanding.vocabulary import KINDS, Entry, fold, normalise, unaccented, vocabulary

_TOKEN = re.compile(r"[A-Za-z0-9]+")
# A typo is read as the closest alias at this rapidfuzz ratio or above, for words of 5 letters
# or more (shorter words are too often another word); or, for two letters swapped ("spian"),
# at this Damerau-Levenshtein similarity with the same first letter.
FUZZY_CUTOFF = 86
SWAP_CUTOFF = 0.79  # 0.8: one swap in five letters (0.8 itself rounds below)
FUZZY_MIN_LENGTH = 5


def _closest(phrase: str, choices: dict[str, str]):
    """(choice, score) of the closest choice, or None."""
    best = process.extractOne(phrase, choices, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
    if best is not None:
        return best[0], best[1]
    for choice, score, _ in process.extract(
        phrase, choices, scorer=DamerauLevenshtein.normalized_similarity, score_cutoff=SWAP_CUTOFF, limit=5
    ):
        if choice[:1] == phrase[:1]:
            return choice, score * 100
    return None


@dataclass
class PartnerKind:
    """A kind of partner named ("MSPs", "vendors"): its partner type, and the partnership
    types a company may offer instead of being of that type (a vendor running an MSP program
    is an MSP partner too)."""

    word: str
    partner_type: int
    implied: tuple[int, ...] = ()


@dataclass
class NamedPlace:
    words: str  # as written: "UK", "Scandinavia"
    sub_region_ids: tuple[int, ...]


@dataclass
class Understood:
    industries: list[tuple[int, str]] = field(default_factory=list)
    regions: list[tuple[int, str]] = field(default_factory=list)  # catalogue names: a region or a sub-region
    places: list[NamedPlace] = field(default_factory=list)  # countries and groups of countries
    segments: list[tuple[int, str]] = field(default_factory=list)
    partnerships: list[tuple[int, str]] = field(default_factory=list)  # asked for explicitly: all must hold
    partner_kinds: list[PartnerKind] = field(default_factory=list)
    is_geo_global: bool = False
    is_industry_agnostic: bool = False
    unknown: list[str] = field(default_factory=list)  # words where a criterion would be, not read
    leftover: list[str] = field(default_factory=list)  # every word read as nothing (not filler)
    corrections: list[tuple[str, str]] = field(default_factory=list)  # (as typed, read as)

    def has_criteria(self) -> bool:
        return bool(
            self.industries
            or self.regions
            or self.places
            or self.segments
            or self.partnerships
            or self.partner_kinds
            or self.is_geo_global
            or self.is_industry_agnostic
        )

    def has_search_criteria(self) -> bool:
        """Criteria the discovery engine scores (industry, region, segment)."""
        return bool(
            self.industries
            or self.regions
            or self.places
            or self.segments
            or self.is_geo_global
            or self.is_industry_agnostic
        )

    @property
    def partner_type(self) -> int | None:
        types = {kind.partner_type for kind in self.partner_kinds}
        return types.pop() if len(types) == 1 else None

    def sub_region_ids(self) -> tuple[int, ...]:
        """The named sub-regions, those of each named region, and those of each place."""
        vocab = vocabulary()
        ids: list[int] = []
        for region_id, _ in self.regions:
            for sub in vocab.region_children.get(region_id, (region_id,)):
                if sub not in ids:
                    ids.append(sub)
        for place in self.places:
            for sub in place.sub_region_ids:
                if sub not in ids:
                    ids.append(sub)
        return tuple(ids)

    def region_words(self) -> list[str]:
        """The regions as the user named them, with the catalogue's region when it differs:
        "UK and Scandinavia (Northern Europe)"."""
        vocab = vocabulary()
        said = [name for _, name in self.regions]
        if self.places:
            names = []
            for place in self.places:
                for sub in place.sub_region_ids:
                    name = vocab.names["region"].get(sub)
                    if name and name not in names and name not in said:
                        names.append(name)
            places = " and ".join(place.words for place in self.places)
            said.append(f"{places} ({', '.join(names)})" if names else places)
        return said

    def described(self) -> str:
        """The search in a phrase: "Healthcare & HealthTech channel partners (MSP) in North America
        (Northern America) for Mid-market"."""
        if self.partner_kinds:
            types = {kind.partner_type for kind in self.partner_kinds}
            noun = " or ".join(lexicon.PARTNER_TYPE_NAMES[t] for t in sorted(types))
            # The kinds that say more than the type: "channel partners (MSP, reseller)".
            shown = sorted({kind.word for kind in self.partner_kinds if kind.implied})
            if shown:
                noun += f" ({', '.join(w.upper() if len(w) <= 4 else w for w in shown)})"
        else:
            noun = "partners"
        words = []
        if self.is_industry_agnostic:
            words.append(f"{noun} in any industry")
        elif self.industries:
            words.append(f"{' or '.join(name for _, name in self.industries)} {noun}")
        else:
            words.append(noun)
        if self.is_geo_global:
            words.append("anywhere in the world")
        elif self.regions or self.places:
            words.append("in " + " or ".join(self.region_words()))
        if self.segments:
            words.append("for " + " or ".join(name for _, name in self.segments))
        if self.partnerships:
            words.append("offering " + " or ".join(name for _, name in self.partnerships))
        return " ".join(words)

    def criteria_count(self) -> int:
        return sum(
            bool(x)
            for x in (
                self.industries or self.is_industry_agnostic,
                self.regions or self.places or self.is_geo_global,
                self.segments,
                self.partner_kinds or self.partnerships,
            )
        )


def _words_of(text: str) -> tuple[list[str], list[str]]:
    """(lower-case words, the words as written), accents folded."""
    originals = _TOKEN.findall(unaccented(text))
    return [word.lower() for word in originals], originals


def _add(result: Understood, entry: Entry) -> None:
    if entry.kind == "partner":
        if all(kind.word != entry.name for kind in result.partner_kinds):
            result.partner_kinds.append(PartnerKind(entry.name, entry.partner_type, entry.implied))
        return
    into = getattr(result, KINDS[entry.kind])
    item = (entry.item_id, entry.name)
    if item not in into:
        into.append(item)


def understand(text: str, *, protected: tuple[str, ...] = ()) -> Understood:
    """The criteria `text` names. `protected`: phrases not to read as criteria (the names of
    catalogue companies it mentions: "Northwind Cloud Security" is not a cloud search)."""
    vocab = vocabulary()
    words, originals = _words_of(text)
    if text.isupper():  # written in capitals throughout: capitals tell nothing ("IN GERMANY")
        originals = words[:]
    taken = [False] * len(words)
    for name in protected:
        name_words = normalise(name).split()
        size = len(name_words)
        for start in range(len(words) - size + 1):
            if size and words[start : start + size] == name_words:
                taken[start : start + size] = [True] * size
    result = Understood()
    found: list[tuple[int, Entry]] = []

    # Whole-market words first ("any industry", "worldwide").
    joined = f" {' '.join(words)} "
    for phrase in lexicon.GLOBAL_WORDS:
        if f" {normalise(phrase)} " in joined:
            result.is_geo_global = True
            _take(words, taken, normalise(phrase))
    for phrase in lexicon.AGNOSTIC_WORDS:
        if f" {normalise(phrase)} " in joined:
            result.is_industry_agnostic = True
            _take(words, taken, normalise(phrase))

    # The catalogue's names and everyday words, longest first; a two-word typo ("Eastren
    # Europe") before the single words it holds ("Europe").
    def exact(size: int) -> None:
        for start in range(len(words) - size + 1):
            end = start + size
            if any(taken[start:end]):
                continue
            phrase = " ".join(words[start:end])
            entries = vocab.aliases.get(phrase)
            if not entries:
                continue
            if size == 1 and phrase in lexicon.CAPITALS_ONLY and not originals[start].isupper():
                continue
            taken[start:end] = [True] * size
            found.append((start, entries[0]))

    places: list[Place] = []

    def fuzzy(size: int) -> None:
        """A misspelt alias or place: the closest at FUZZY_CUTOFF or above, of the same length in words."""
        for start in range(len(words) - size + 1):
            end = start + size
            span = words[start:end]
            if any(taken[start:end]) or any(w in lexicon.FILLER for w in span):
                continue  # "computing partners" is not a misspelt "consulting partners"
            if not any(len(w) >= FUZZY_MIN_LENGTH for w in span):
                continue
            phrase = " ".join(span)
            alias = _closest(phrase, vocab.fuzzy_choices)
            place = _closest(phrase, place_choices())
            alias = alias if alias and alias[0].count(" ") + 1 == size else None
            place = place if place and place[0].count(" ") + 1 == size else None
            said = " ".join(originals[start:end])
            if place and (alias is None or place[1] > alias[1]):
                key = place[0]
                places.append(Place(said, start, end, place_names()[key]))
                result.corrections.append((said, key.title()))
            elif alias:
                entry = vocab.aliases[alias[0]][0]
                found.append((start, entry))
                result.corrections.append((said, entry.name))
            else:
                continue
            taken[start:end] = [True] * size

    for size in range(min(vocab.longest, len(words)), 1, -1):
        exact(size)
    # Countries and groups of countries ("North America" is a group, not a misspelt region).
    places.extend(places_in(words, originals, taken))
    fuzzy(2)
    exact(1)
    fuzzy(1)
    places.sort(key=lambda place: place.start)
    # Said back in the order they were typed.
    result.corrections.sort(key=lambda pair: text.find(pair[0]))

    for _, entry in sorted(found, key=lambda pair: pair[0]):
        _add(result, entry)
    for place in places:
        ids = tuple(vocab.sub_region_by_name[name] for name in place.sub_regions if name in vocab.sub_region_by_name)
        if ids:
            result.places.append(NamedPlace(place.words, ids))
    result.unknown = _unknown(words, originals, taken)
    result.leftover = [
        originals[i]
        for i, word in enumerate(words)
        if not taken[i] and word not in lexicon.FILLER and not word.isdigit()
    ]
    return result


def _take(words: list[str], taken: list[bool], phrase: str) -> None:
    parts = phrase.split()
    for start in range(len(words) - len(parts) + 1):
        if words[start : start + len(parts)] == parts:
            taken[start : start + len(parts)] = [True] * len(parts)


def _unknown(words: list[str], originals: list[str], taken: list[bool]) -> list[str]:
    """Runs of words left over where a criterion would be: after "in", "for", "across"... or
    before "partners", "companies"... ("in Atlantis", "quantum partners")."""
    runs: list[tuple[int, int]] = []
    start = None
    for position, word in enumerate([*words, ""]):
        free = position < len(words) and not taken[position] and word not in lexicon.FILLER and not word.isdigit()
        if free and start is None:
            start = position
        elif not free and start is not None:
            runs.append((start, position))
            start = None
    unknown = []
    for begin, end in runs:
        before = words[begin - 1] if begin > 0 else ""
        after = words[end] if end < len(words) else ""
        if before in lexicon.SLOT_BEFORE or after in lexicon.SLOT_AFTER:
            phrase = " ".join(originals[begin:end])
            if phrase not in unknown:
                unknown.append(phrase)
    return unknown


def resolve_names(kind: str, names) -> tuple[list[tuple[int, str]], list[str]]:
    """A model's tool arguments of one kind ("industry", "region", "segment", "partnership")
    as catalogue items, through the same reading as a request; the names not recognised."""
    items: list[tuple[int, str]] = []
    unknown: list[str] = []
    for name in names or ():
        understood = understand(str(name))
        if kind == "region":
            got = list(understood.regions)
            vocab = vocabulary()
            for place in understood.places:
                got += [(sub, vocab.names["region"][sub]) for sub in place.sub_region_ids]
        elif kind == "partnership":
            vocab = vocabulary()
            got = list(understood.partnerships)
            for partner in understood.partner_kinds:
                got += [(pid, vocab.names["partnership"][pid]) for pid in partner.implied]
        else:
            got = getattr(understood, KINDS[kind])
        if not got:
            unknown.append(str(name))
        for item in got:
            if item not in items:
                items.append(item)
    return items, unknown


def asks_about(text: str, *phrases: str) -> bool:
    """Whether `text` holds one of these phrases as whole words."""
    joined = f" {normalise(text)} "
    return any(f" {normalise(phrase)} " in joined for phrase in phrases)


__all__ = ["Understood", "asks_about", "fold", "resolve_names", "understand"]
