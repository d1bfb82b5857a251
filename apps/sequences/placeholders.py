"""Placeholders of a step's text (docs/sequences.md "Placeholders"): `{their_company}` and the
like, filled from both companies' public profiles (without contacts) and the sender's name when
the step is sent or previewed. `{{` and `}}` write a brace. A name not in PLACEHOLDERS is
refused when the sequence is saved, naming it."""

import re
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

# name -> what it becomes (the SPA lists them; docs/sequences.md copies this table).
PLACEHOLDERS = {
    "their_company": "The name of the company you wrote to.",
    "my_company": "Your company's name.",
    "their_industries": "The industries they target (“Fintech, Retail and Healthcare”; “every industry”).",
    "my_industries": "The industries your company targets.",
    "shared_industries": "The industries you both target (empty when none).",
    "their_regions": "The regions they target (“all regions” when global).",
    "my_regions": "The regions your company targets.",
    "shared_regions": "The regions you both target (empty when none).",
    "their_segments": "The market segments they serve.",
    "shared_segments": "The market segments you both serve (empty when none).",
    "their_website": "Their website.",
    "my_name": "Your first and last name.",
    "my_first_name": "Your first name.",
    "request_date": "The day you sent the intro request (“March 3”, in your time zone).",
}

_TOKEN = re.compile(r"\{\{|\}\}|\{([^{}]*)\}")


def names_in(text: str) -> list[str]:
    """The placeholders a text uses, in order, each once (escaped braces are not placeholders)."""
    found = [match.group(1) for match in _TOKEN.finditer(text) if match.group(1) is not None]
    return list(dict.fromkeys(found))


def unknown_in(text: str) -> list[str]:
    return [name for name in names_in(text) if name not in PLACEHOLDERS]


def unknown_message(unknown: list[str]) -> str:
    listed = ", ".join(f"{{{name}}}" for name in unknown)
    known = ", ".join(f"{{{name}}}" for name in PLACEHOLDERS)
    noun = "placeholder" if len(unknown) == 1 else "placeholders"
    return f"Unknown {noun} {listed}. Use {known}, or {{{{ and }}}} for a brace."


def render(text: str, values: dict[str, str]) -> str:
    """The text with each placeholder replaced by its value (every name must be known)."""

    def replace(match):
        if match.group(0) == "{{":
            return "{"
        if match.group(0) == "}}":
            return "}"
        return values[match.group(1)]

    return _TOKEN.sub(replace, text)


# --- the values ---------------------------------------------------------------------------------


def _names(items) -> list[str]:
    return [item["name"] for item in items or []]


def _join(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


@dataclass(frozen=True)
class _Targets:
    names: list[str]
    everything: bool  # industry agnostic / global

    def said(self, everything: str) -> str:
        return everything if self.everything else _join(self.names)


def _shared(mine: _Targets, theirs: _Targets, everything: str) -> str:
    if mine.everything and theirs.everything:
        return everything
    if mine.everything:
        return _join(theirs.names)
    if theirs.everything:
        return _join(mine.names)
    theirs_set = set(theirs.names)
    return _join([name for name in mine.names if name in theirs_set])


def values_of(
    *,
    my_profile: dict,
    their_profile: dict,
    my_name: str,
    my_first_name: str,
    request_sent_at: datetime,
    zone: ZoneInfo,
) -> dict[str, str]:
    """Every placeholder's value from the two companies' profiles
    (companies.selectors.assistant_company_profile) and the sender."""
    mine, theirs = my_profile["values"], their_profile["values"]
    my_industries = _Targets(_names(mine.get("targetIndustries")), bool(mine.get("isIndustryAgnostic")))
    their_industries = _Targets(_names(theirs.get("targetIndustries")), bool(theirs.get("isIndustryAgnostic")))
    my_regions = _Targets(_names(mine.get("geoRegions")), bool(mine.get("isGeoGlobal")))
    their_regions = _Targets(_names(theirs.get("geoRegions")), bool(theirs.get("isGeoGlobal")))
    my_segments = _names(mine.get("marketSegments"))
    their_segments = _names(theirs.get("marketSegments"))
    day = request_sent_at.astimezone(zone).date()
    return {
        "their_company": their_profile["name"],
        "my_company": my_profile["name"],
        "their_industries": their_industries.said("every industry"),
        "my_industries": my_industries.said("every industry"),
        "shared_industries": _shared(my_industries, their_industries, "every industry"),
        "their_regions": their_regions.said("all regions"),
        "my_regions": my_regions.said("all regions"),
        "shared_regions": _shared(my_regions, their_regions, "all regions"),
        "their_segments": _join(their_segments),
        "shared_segments": _join([name for name in my_segments if name in set(their_segments)]),
        "their_website": their_profile.get("website") or "",
        "my_name": my_name,
        "my_first_name": my_first_name,
        "request_date": f"{day:%B} {day.day}",
    }
