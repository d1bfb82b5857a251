"""What the local assistant reads in a prompt: the catalogue's industries, regions, market
segments and partnership types named in it (exact names, their short forms in brackets,
plurals, spacing and hyphens ignored), and what the user asks for (docs/assistants.md)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from apps.companies.models import GeoRegion, Industry, MarketSegment, PartnershipType

_WORD = re.compile(r"[a-z0-9]+")

# A few everyday words for reference items, beyond their names (lower case, normalised).
_EXTRA_ALIASES = {
    "segment": {
        "Small businesses (SMB)": ["small business", "small businesses", "smb", "smbs", "small and medium"],
        "Mid-market": ["mid market", "midmarket", "mid sized", "mid size", "midsize"],
        "Enterprise": ["enterprise", "enterprises", "large enterprise", "large enterprises"],
    },
    "partnership": {
        "Managed service provider (MSP)": ["msp", "msps", "managed service provider", "managed service providers"],
        "Reseller": ["reseller", "resellers", "var", "vars", "value added reseller"],
        "Referral": ["referral", "referral partner", "referral partners"],
        "Distributor": ["distributor", "distributors", "distribution"],
    },
}
_GLOBAL_WORDS = ("global", "globally", "worldwide", "anywhere", "any region", "all regions")
_AGNOSTIC_WORDS = ("any industry", "all industries", "industry agnostic", "every industry")


def normalise(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def _variants(name: str) -> set[str]:
    base = normalise(name)
    found = {base}
    bracket = re.search(r"\(([^)]+)\)", name)
    if bracket:
        found.add(normalise(bracket.group(1)))
        found.add(normalise(name[: bracket.start()]))
    for variant in list(found):
        if variant and not variant.endswith("s"):
            found.add(variant + "s")
    if "&" in name or " and " in name.lower():
        found.add(normalise(name.replace("&", "and")))
    return {v for v in found if len(v) >= 2}


@dataclass(frozen=True)
class Vocabulary:
    """alias -> (kind, id, name), longest aliases first."""

    aliases: tuple[tuple[str, str, int, str], ...]
    names: dict[str, dict[int, str]]
    region_children: dict[int, tuple[int, ...]]


@lru_cache(maxsize=1)
def _vocabulary_cached(_version: int) -> Vocabulary:
    entries: dict[str, tuple[str, int, str]] = {}
    names: dict[str, dict[int, str]] = {"industry": {}, "region": {}, "segment": {}, "partnership": {}}
    children: dict[int, list[int]] = {}

    def add(kind, item_id, name, extra=()):
        names[kind][item_id] = name
        for alias in {*_variants(name), *map(normalise, extra)}:
            entries.setdefault(alias, (kind, item_id, name))

    for item_id, name in Industry.objects.values_list("id", "name"):
        add("industry", item_id, name)
    for item_id, name, parent_id in GeoRegion.objects.values_list("id", "name", "parent_id"):
        add("region", item_id, name)
        if parent_id:
            children.setdefault(parent_id, []).append(item_id)
    for item_id, name in MarketSegment.objects.values_list("id", "name"):
        add("segment", item_id, name, _EXTRA_ALIASES["segment"].get(name, ()))
    for item_id, name in PartnershipType.objects.values_list("id", "name"):
        add("partnership", item_id, name, _EXTRA_ALIASES["partnership"].get(name, ()))
    ordered = sorted(((alias, *v) for alias, v in entries.items()), key=lambda e: (-len(e[0]), e[0]))
    return Vocabulary(tuple(ordered), names, {k: tuple(sorted(v)) for k, v in children.items()})


def vocabulary() -> Vocabulary:
    """The reference lists change only with a migration: cached per process."""
    return _vocabulary_cached(0)


def vocabulary_reset() -> None:
    _vocabulary_cached.cache_clear()


@dataclass
class Understood:
    industries: list[tuple[int, str]] = field(default_factory=list)
    regions: list[tuple[int, str]] = field(default_factory=list)  # as named (a region or a sub-region)
    segments: list[tuple[int, str]] = field(default_factory=list)
    partnerships: list[tuple[int, str]] = field(default_factory=list)
    is_geo_global: bool = False
    is_industry_agnostic: bool = False

    def has_criteria(self) -> bool:
        return bool(
            self.industries
            or self.regions
            or self.segments
            or self.partnerships
            or self.is_geo_global
            or self.is_industry_agnostic
        )

    def sub_region_ids(self) -> tuple[int, ...]:
        """The named sub-regions, and the sub-regions of each named region."""
        children = vocabulary().region_children
        ids: list[int] = []
        for region_id, _ in self.regions:
            for sub in children.get(region_id, (region_id,)):
                if sub not in ids:
                    ids.append(sub)
        return tuple(ids)

    def described(self) -> str:
        """'Cybersecurity, in Western Europe, for Mid-market, as Reseller'."""
        parts = []
        if self.is_industry_agnostic:
            parts.append("any industry")
        elif self.industries:
            parts.append(" or ".join(name for _, name in self.industries))
        if self.is_geo_global:
            parts.append("anywhere in the world")
        elif self.regions:
            parts.append("in " + " or ".join(name for _, name in self.regions))
        if self.segments:
            parts.append("for " + " or ".join(name for _, name in self.segments))
        if self.partnerships:
            parts.append("offering " + " or ".join(name for _, name in self.partnerships))
        return ", ".join(parts)


def understand(prompt: str) -> Understood:
    """The reference items named in the prompt (each once, in the order of the prompt)."""
    text = f" {normalise(prompt)} "
    found: list[tuple[int, str, int, str]] = []
    taken = [False] * len(text)
    for alias, kind, item_id, name in vocabulary().aliases:
        needle = f" {alias} "
        start = text.find(needle)
        while start != -1:
            span = range(start + 1, start + len(needle) - 1)
            if not any(taken[i] for i in span):
                for i in span:
                    taken[i] = True
                found.append((start, kind, item_id, name))
            start = text.find(needle, start + 1)
    result = Understood()
    lists = {
        "industry": result.industries,
        "region": result.regions,
        "segment": result.segments,
        "partnership": result.partnerships,
    }
    for _, kind, item_id, name in sorted(found):
        if (item_id, name) not in lists[kind]:
            lists[kind].append((item_id, name))
    result.is_geo_global = any(f" {w} " in text for w in _GLOBAL_WORDS)
    result.is_industry_agnostic = any(f" {w} " in text for w in _AGNOSTIC_WORDS)
    return result


def asks_about(prompt: str, *words: str) -> bool:
    text = f" {normalise(prompt)} "
    return any(f" {normalise(w)} " in text for w in words)
