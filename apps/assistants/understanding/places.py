"""Countries and groups of countries in a request, as the catalogue's regions (UN M49
sub-regions).

Countries come from country_converter (pinned in requirements.txt): its table of every
country's short and official names, a regular expression that recognises the many ways a
country is written ("UK", "Great Britain", "Deutschland", "Viet Nam", "Czech Republic") and
its UN M49 sub-region, which is the catalogue's region list word for word. The table
(`country_data.tsv`, shipped inside the package and documented as its data) is read here with
the csv module: importing country_converter itself loads pandas, which a web process has no
other use for. Groups of countries ("Scandinavia", "DACH", "Latin America") are in lexicon.py.
"""

from __future__ import annotations

import csv
import importlib.util
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from apps.assistants.understanding.lexicon import PLACE_GROUPS, PLACE_WORDS

# The regular expressions are written for a country's name on its own ("^...", ".*britain");
# applied to the words of a request, 1 to 4 at a time, a match must need all of them: a phrase
# whose first or last word can go with the same country still found is too long ("in Spain"),
# and a single word whose first letter can go is not that country's name ("rugby" holds "gb").
MAX_WORDS = 4
# Country codes and short names that are everyday words in lower case: only in capitals.
_AMBIGUOUS = {"us", "in", "it", "is", "to", "no", "me", "be", "at", "by", "do", "go", "he", "hi", "my", "of", "on",
              "or", "so", "up", "we", "am", "an", "as", "id", "la", "ma", "man", "can", "sea", "per", "gb", "fr",
              "de", "es", "uae", "usa", "chad", "jersey", "guinea", "georgia", "jordan", "turkey", "panama",
              "chile", "niger", "mali", "oman", "peru", "cuba", "malta", "china"}  # fmt: skip
# Of those, the names that stay countries in lower case when nothing else reads them (a
# person's or a dish's name is far less likely in a partner search).
_COUNTRY_IN_LOWER_CASE = {"chad", "jersey", "guinea", "georgia", "jordan", "turkey", "panama", "chile", "niger",
                          "mali", "oman", "peru", "cuba", "malta", "china", "usa", "uae"}  # fmt: skip


@dataclass(frozen=True)
class Country:
    name: str
    sub_region: str
    pattern: re.Pattern


def _table_path() -> Path:
    """country_converter's data file, found without importing the package (and pandas)."""
    spec = importlib.util.find_spec("country_converter")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("country_converter is not installed (requirements.txt)")
    return Path(next(iter(spec.submodule_search_locations))) / "country_data.tsv"


@lru_cache(maxsize=1)
def countries() -> tuple[Country, ...]:
    """Every country with a UN M49 sub-region (static data: read once per process)."""
    found = []
    with _table_path().open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            region = (row.get("UNregion") or "").strip()
            if not region or region == "Antarctica" or not row.get("regex"):
                continue
            found.append(Country(row["name_short"], region, re.compile(row["regex"], re.IGNORECASE)))
    return tuple(found)


@dataclass(frozen=True)
class Place:
    """A place a request names: its words as written and the sub-regions it stands for."""

    words: str
    start: int  # word positions in the request
    end: int
    sub_regions: tuple[str, ...]
    country: str | None = None  # the country's short name, when it is one


def _first_country(phrase: str) -> Country | None:
    for country in countries():
        if country.pattern.search(phrase):
            return country
    return None


def _country_of(words: list[str]) -> Country | None:
    """The country these words name, all of them needed."""
    country = _first_country(" ".join(words))
    if country is None:
        return None
    if len(words) > 1:
        shorter = (" ".join(words[1:]), " ".join(words[:-1]))
    else:
        shorter = (words[0][1:],) if len(words[0]) > 2 else ()
    if any(country.pattern.search(part) for part in shorter):
        return None
    return country


def places_in(words: list[str], originals: list[str], taken: list[bool]) -> list[Place]:
    """The countries and groups of countries among `words` (normalised, lower case; `originals`
    as written), longest phrases first, never over a word already `taken`. Marks what it uses."""
    found: list[Place] = []
    for size in range(MAX_WORDS, 0, -1):
        for start in range(len(words) - size + 1):
            end = start + size
            if any(taken[start:end]):
                continue
            phrase = " ".join(words[start:end])
            group = PLACE_GROUPS.get(phrase) or PLACE_WORDS.get(phrase)
            if group is not None:
                if phrase == "sea" and originals[start] != "SEA":
                    continue
                found.append(Place(" ".join(originals[start:end]), start, end, tuple(group)))
                taken[start:end] = [True] * size
                continue
            if size == 1 and (len(phrase) < 2 or phrase.isdigit()):
                continue
            if size == 1 and phrase in _AMBIGUOUS:
                written = originals[start]
                if not (written.isupper() and len(written) >= 2) and phrase not in _COUNTRY_IN_LOWER_CASE:
                    continue
            country = _country_of(words[start:end])
            if country is not None:
                found.append(Place(" ".join(originals[start:end]), start, end, (country.sub_region,), country.name))
                taken[start:end] = [True] * size
    return sorted(found, key=lambda place: place.start)


@lru_cache(maxsize=1)
def place_names() -> dict[str, tuple[str, ...]]:
    """Normalised names of every country and group -> their sub-regions: what a misspelt place
    ("Germny") is matched against."""
    names: dict[str, tuple[str, ...]] = {}
    for country in countries():
        key = " ".join(re.findall(r"[a-z0-9]+", country.name.lower()))
        if len(key) >= 4:
            names.setdefault(key, (country.sub_region,))
    for table in (PLACE_GROUPS, PLACE_WORDS):
        for key, regions in table.items():
            if len(key) >= 4:
                names.setdefault(key, tuple(regions))
    return names


@lru_cache(maxsize=1)
def place_choices() -> dict[str, str]:
    """place_names' keys as rapidfuzz choices (a mapping is matched on its values)."""
    return {name: name for name in place_names()}
