"""Why a candidate scored what it did, in plain words: the breakdown each scored result
carries. It leads with the criteria the candidate meets and misses, then how well the
searcher's company fits what the candidate looks for, what the candidate is as a partner, and
how the parts make the number. Runs for the few companies a search returns only."""

import functools
from types import SimpleNamespace

from apps.discovery.engine import weights
from apps.discovery.engine.index import COMPLETENESS_PARTS, CompanyIndex
from apps.discovery.engine.scoring import (
    ANY,
    BROAD,
    CRITERIA,
    EXACT,
    LEVEL_FACTORS,
    MISSED,
    NEARBY,
    Criteria,
    Profile,
    Scores,
)

NOUNS = {"industry": ("industry", "industries"), "geography": ("region", "regions"), "segment": ("segment", "segments")}
# What a criterion is called in a sentence ("misses the market segment").
CRITERION_WORDS = {"industry": "industry", "geography": "region", "segment": "market segment"}
MATCH_WORDS = {EXACT: "exact", BROAD: "broad", NEARBY: "partial", MISSED: "missed", ANY: "any"}


def percent(fit: float) -> int:
    """0-100, halves rounded up (Python's round() would round 0.5 to even)."""
    # The margin absorbs float32 noise (0.735 stored as 0.73499995) without moving a true half.
    return int(float(fit) * 100 + 0.5 + 1e-5)


def percent_1(fit: float) -> float:
    """A percent with one decimal (for the small weights: 0.75 %)."""
    return round(float(fit) * 100 + 1e-7, 2)


# The fit of each level (a missed criterion shows 0), and the small weights, as shown.
LEVEL_PERCENTS = {level: percent(LEVEL_FACTORS[level]) if level != MISSED else 0 for level in MATCH_WORDS}
WEIGHT_PERCENTS = {
    "complementarity": percent_1(weights.COMPLEMENTARITY),
    "coverage": percent_1(weights.COVERAGE),
    "readiness": percent_1(weights.READINESS),
    "completeness": percent_1(weights.COMPLETENESS),
}
FORWARD_HEAD = (
    "Each criterion you chose counts: met exactly 100%, broadly (Agnostic or Global) "
    f"{percent(weights.BROAD)}%, partly (a neighbouring sub-region) {percent(weights.NEARBY)}%, "
    f"missed {percent(weights.MISSED)}%"
)


@functools.lru_cache(maxsize=1024)
def _forward_summary(levels: tuple[int, ...], forward_percent: int) -> str:
    """How the search fit is made (a few hundred combinations of levels at most)."""
    factors = " x ".join(f"{percent(LEVEL_FACTORS[level])}%" for level in levels)
    if len(levels) == 1:
        return f"{FORWARD_HEAD}: {factors}."
    return f"{FORWARD_HEAD}; multiplied: {factors} = {forward_percent}%."


def _names(names: dict[int, str], ids) -> list[str]:
    return sorted(names[i] for i in ids if i in names)


def _join(names: list[str], word: str = "and") -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {word} {names[-1]}"


def _of(count: int, noun: str) -> str:
    return f"{count} {NOUNS[noun][0] if count == 1 else NOUNS[noun][1]}"


def _chosen(count: int, noun: str) -> str:
    """ "the region you chose" / "the 3 regions you chose"."""
    return f"the {NOUNS[noun][0]} you chose" if count == 1 else f"the {_of(count, noun)} you chose"


CANDIDATE_FIELDS = (
    "industries",
    "regions",
    "segments",
    "industry_agnostic",
    "geo_global",
    "partner_type",
    "readiness_code",
    "completeness_parts",
)


class Candidate:
    """One picked row's targets, decoded from the index, with their names sorted and the
    targets a scored result shows (`shown`, shared: spread into each result, never changed)."""

    def __init__(self, index: CompanyIndex, row: int, values: SimpleNamespace | None = None, at: int = 0):
        # Only the fields shown (take_physical would copy every field of the row: a search
        # explains each result it returns). `values`: those fields gathered for several rows at
        # once (candidates_of), this row's at position `at`.
        if values is None:
            values = _gathered(index, [row])
        self.industry_ids = set(index.industry_vocabulary.decode(values.industries[at]))
        self.region_ids = set(index.region_vocabulary.decode(values.regions[at]))
        self.segment_ids = set(index.segment_vocabulary.decode(values.segments[at]))
        self.is_industry_agnostic = bool(values.industry_agnostic[at])
        self.is_geo_global = bool(values.geo_global[at])
        self.partner_type = int(values.partner_type[at])
        self.readiness_code = int(values.readiness_code[at])
        self.completeness_parts = int(values.completeness_parts[at])
        self.industry_names = _names(index.industry_vocabulary.names, self.industry_ids)
        self.region_names = _names(index.region_vocabulary.names, self.region_ids)
        self.segment_names = _names(index.segment_vocabulary.names, self.segment_ids)
        self.shown = {
            "targertIndustries": [] if self.is_industry_agnostic else self.industry_names,
            "isIndustryAgnostic": self.is_industry_agnostic,
            "geoRegions": [] if self.is_geo_global else self.region_names,
            "isGeoGlobal": self.is_geo_global,
            "marketSegments": self.segment_names,
            "partnerType": self.partner_type,
        }
        # What company_score keeps of this candidate: the parts towards the last searcher's
        # profile, (profile, parts); its own readiness and completeness parts.
        self.towards: tuple | None = None
        self.own_parts: dict | None = None


# Candidates an index has decoded, by row, at most this many: an index never changes (a change
# makes a new one, with none kept), and a company many searches find is decoded once.
KEPT_CANDIDATES = 20_000


def _kept_candidates(index: CompanyIndex) -> dict[int, Candidate]:
    # Through __dict__: the index makes some attributes on first use.
    kept = index.__dict__.get("_kept_candidates")
    if kept is None:
        kept = index.__dict__.setdefault("_kept_candidates", {})
    return kept


def _gathered(index: CompanyIndex, rows) -> SimpleNamespace:
    physical = index.physical(rows)
    return SimpleNamespace(**{name: index.gather_physical(name, physical) for name in CANDIDATE_FIELDS})


class Explainer:
    def __init__(self, index: CompanyIndex, criteria: Criteria, profile: Profile):
        self.index = index
        self.criteria = criteria
        self.profile = profile
        self.industries = index.industry_vocabulary.names
        self.regions = index.region_vocabulary.names
        self.segments = index.segment_vocabulary.names
        self.partner_types = index.labels.get("partner_type", {})
        self.readiness = index.labels.get("readiness", {})
        self._candidates = _kept_candidates(index)

    def _keep(self, row: int, candidate: Candidate) -> None:
        if len(self._candidates) >= KEPT_CANDIDATES:
            self._candidates.clear()
        self._candidates[row] = candidate

    def prefetch(self, rows) -> None:
        """Reads the candidates of these rows the index has not decoded yet together (one gather
        per field for all of them, not one per row): a search explains every result it returns."""
        rows = [int(row) for row in rows if int(row) not in self._candidates]
        if rows:
            values = _gathered(self.index, rows)
            for at, row in enumerate(rows):
                self._keep(row, Candidate(self.index, row, values, at))

    def candidate(self, row: int) -> Candidate:
        candidate = self._candidates.get(row)
        if candidate is None:
            candidate = Candidate(self.index, row)
            self._keep(row, candidate)
        return candidate

    # --- region neighbourhoods ---------------------------------------------------------

    def _parent(self, region_id) -> int | None:
        return self.index.region_parent.get(region_id)

    def _neighbours(self, wanted, offered) -> tuple[list[str], list[str], list[str]]:
        """(offered names, wanted names, region names) where `offered` reaches into the
        regions of `wanted` without an exact match."""
        parents = {self._parent(r) for r in wanted} - {None}
        near = [r for r in offered if self._parent(r) in parents]
        near_parents = {self._parent(r) for r in near}
        return (
            _names(self.regions, near),
            _names(self.regions, [r for r in wanted if self._parent(r) in near_parents]),
            _names(self.regions, near_parents),
        )

    # --- the search against the candidate -------------------------------------------------

    def forward_reason(self, criterion: str, level: int, c: Candidate) -> str:
        crit = self.criteria
        if criterion == "industry":
            wanted = len(crit.industry_ids)
            if level == ANY:
                return "You chose Industry Agnostic: every company meets it."
            if level == BROAD:
                return "Works with every industry (Industry Agnostic): meets it broadly, below an exact match."
            matched = _names(self.industries, set(crit.industry_ids) & c.industry_ids)
            if level == EXACT:
                if wanted == 1:
                    return f"Targets {matched[0]}, {_chosen(1, 'industry')}."
                return f"Targets {_join(matched)}: {len(matched)} of {_chosen(wanted, 'industry')}."
            theirs = c.industry_names
            return f"Misses it: targets {_join(theirs) or 'no industry'}, not {_chosen(wanted, 'industry')}."
        if criterion == "geography":
            wanted = len(crit.region_ids)
            if level == ANY:
                return "You chose Global: every company meets it."
            if level == BROAD:
                return "Works globally: meets it broadly, below an exact match."
            if level == EXACT:
                matched = _names(self.regions, set(crit.region_ids) & c.region_ids)
                if wanted == 1:
                    return f"Targets {matched[0]}, {_chosen(1, 'geography')}."
                return f"Targets {_join(matched)}: {len(matched)} of {_chosen(wanted, 'geography')}."
            if level == NEARBY:
                near, searched, parents = self._neighbours(crit.region_ids, c.region_ids)
                return (
                    f"Partly: targets {_join(near)}, not {_join(searched, 'or')} but in the same region "
                    f"({_join(parents)}): below an exact or a broad match."
                )
            theirs = c.region_names
            return (
                f"Misses it: targets {_join(theirs) or 'no region'}, not {_chosen(wanted, 'geography')} "
                "nor a neighbouring one."
            )
        wanted = len(crit.segment_ids)
        if level == EXACT:
            matched = _names(self.segments, set(crit.segment_ids) & c.segment_ids)
            if wanted == 1:
                return f"Serves {matched[0]}, {_chosen(1, 'segment')}."
            return f"Serves {_join(matched)}: {len(matched)} of {_chosen(wanted, 'segment')}."
        theirs = c.segment_names
        if not theirs:
            return "Misses it: does not say which market segments it serves."
        return f"Misses it: serves {_join(theirs)}, not {_chosen(wanted, 'segment')}."

    # --- the candidate's targets against the searcher's company ---------------------------

    def reverse_reason(self, criterion: str, level: int, c: Candidate) -> str:
        p = self.profile
        if criterion == "industry":
            if c.is_industry_agnostic:
                return "They work with every industry: your company fits them broadly."
            theirs = _join(c.industry_names)
            if p.is_industry_agnostic:
                return f"They target {theirs}; your company works with every industry: a broad fit."
            matched = _names(self.industries, c.industry_ids & p.industry_ids)
            if not matched:
                return f"They target {theirs}, none of which your company targets."
            return f"They target {theirs}; your company targets {_join(matched)} too."
        if criterion == "geography":
            if c.is_geo_global:
                return "They work globally: your company fits them broadly."
            theirs = _join(c.region_names)
            if p.is_geo_global:
                return f"They target {theirs}; your company works globally: a broad fit."
            matched = _names(self.regions, c.region_ids & p.region_ids)
            if matched:
                return f"They target {theirs}; your company works in {_join(matched)} too."
            if level == NEARBY:
                near, _, parents = self._neighbours(c.region_ids, p.region_ids)
                return f"They target {theirs}; your company works in {_join(near)}, also in {_join(parents)}: partly."
            return f"They target {theirs}, where your company does not work."
        theirs = _join(c.segment_names)
        matched = _names(self.segments, c.segment_ids & p.segment_ids)
        if not matched:
            return f"They serve {theirs}, none of which your company serves."
        return f"They serve {theirs}; your company serves {_join(matched)} too."

    # --- the whole breakdown ------------------------------------------------------------

    def company_score(self, scores: Scores, position: int) -> dict:
        """`companyScore` of the picked row at `position` of `scores` (Scores.take)."""
        c = self.candidate(int(scores.rows[position]))
        forward, mutual = float(scores.forward[position]), float(scores.mutual[position])
        levels = {k: int(scores.levels[k][position]) for k in CRITERIA if k in scores.levels}
        forward_criteria = [
            {
                "criterion": k,
                "fit": LEVEL_PERCENTS[level],
                "match": MATCH_WORDS[level],
                "reason": self.forward_reason(k, level, c),
            }
            for k, level in levels.items()
        ]
        theirs = self.partner_types.get(c.partner_type, "Partner")
        ours = self.partner_types.get(self.profile.partner_type, "partner")
        reverse, reverse_block, reverse_matches, complementarity = self._towards_us(scores, position, c, theirs, ours)
        complementary = bool(scores.complementarity[position])
        coverage = float(scores.coverage[position])
        readiness = float(scores.readiness[position])
        completeness = float(scores.completeness[position])
        total = float(scores.total[position])
        partner = total / forward if forward > 0 else weights.BASE
        met = sum(level in (EXACT, BROAD, ANY) for level in levels.values())
        forward_percent, reverse_percent, total_percent = percent(forward), percent(reverse), percent(total)
        return {
            "matchScore": total_percent,
            "forwardFit": forward_percent,
            "reverseFit": reverse_percent,
            "mutualFit": percent(mutual),
            "criteriaMet": met,
            "criteriaSearched": len(levels),
            "summary": self._summary(levels, reverse, reverse_matches, complementary, theirs, ours),
            "breakdown": {
                "forward": {
                    "fit": forward_percent,
                    "criteria": forward_criteria,
                    "reason": _forward_summary(tuple(levels.values()), forward_percent),
                },
                "reverse": reverse_block,
                "mutual": {
                    "fit": percent(mutual),
                    "reason": (
                        f"The harmonic mean of how well they fit your search ({forward_percent}%) "
                        f"and how well your company fits their targets ({reverse_percent}%): "
                        "high only when both are."
                    ),
                },
                "complementarity": complementarity,
                "coverage": {
                    "fit": percent(coverage),
                    "weight": WEIGHT_PERCENTS["coverage"],
                    "reason": "The share of the values you chose that they target exactly: a mild bonus.",
                },
                **self._own_parts(c, readiness, completeness),
                "combined": {
                    "fit": total_percent,
                    "reason": self._combined_reason(
                        forward, partner, total, complementary, mutual, coverage, readiness, completeness
                    ),
                },
            },
        }

    def _towards_us(self, scores: Scores, position: int, c: Candidate, theirs: str, ours: str):
        """(their fit to you, the breakdown's `reverse` and `complementarity`, the reverse
        criteria's matches): what the candidate's own targets and type make of the searcher's
        company. They depend on the candidate and the searcher's profile alone, so the candidate
        keeps them for the last profile it was explained to (a member's searches in a row find
        many of the same companies); shared, never changed."""
        kept = c.towards
        if kept is not None and kept[0] == self.profile:
            return kept[1]
        reverse = float(scores.reverse[position])
        reverse_criteria = [
            {
                "criterion": k,
                "fit": LEVEL_PERCENTS[level],
                "match": MATCH_WORDS[level],
                "reason": self.reverse_reason(k, level, c),
            }
            for k in CRITERIA
            for level_codes, stated in [scores.reverse_levels[k]]
            if stated[position] and not self.profile.is_empty()
            for level in [int(level_codes[position])]
        ]
        complementary = bool(scores.complementarity[position])
        block = {
            "fit": percent(reverse),
            "criteria": reverse_criteria,
            "reason": self._reverse_summary(reverse_criteria),
        }
        complementarity = {
            "fit": percent(float(scores.complementarity[position])),
            "weight": WEIGHT_PERCENTS["complementarity"],
            "reason": (
                f"{theirs} and your {ours} company complement each other."
                if complementary
                else f"{theirs}, like your company: two of the same type complement each other less."
                if self.profile.partner_type is not None
                else f"{theirs}; you have no company to compare it with."
            ),
        }
        towards = (reverse, block, [criterion["match"] for criterion in reverse_criteria], complementarity)
        c.towards = (self.profile, towards)
        return towards

    def _own_parts(self, c: Candidate, readiness: float, completeness: float) -> dict:
        """The breakdown's `readiness` and `completeness`: the candidate's own (kept with it)."""
        if c.own_parts is None:
            c.own_parts = {
                "readiness": {
                    "fit": percent(readiness),
                    "weight": WEIGHT_PERCENTS["readiness"],
                    "reason": (
                        f"Partner readiness: {self.readiness[c.readiness_code]}."
                        if c.readiness_code in self.readiness
                        else "Partner readiness is not stated."
                    ),
                },
                "completeness": {
                    "fit": percent(completeness),
                    "weight": WEIGHT_PERCENTS["completeness"],
                    "reason": f"{c.completeness_parts} of the {COMPLETENESS_PARTS} parts of the profile are filled in.",
                },
            }
        return c.own_parts

    @staticmethod
    def _combined_reason(forward, partner, total, complementary, mutual, coverage, readiness, completeness) -> str:
        def points(value: float) -> str:
            return f"{round(value * 100, 1):g}"

        extras = weights.COVERAGE * coverage + weights.READINESS * readiness + weights.COMPLETENESS * completeness
        parts = [f"{points(weights.BASE)} to start"]
        parts.append(f"+{points(weights.COMPLEMENTARITY)} complementary type" if complementary else "+0 same type")
        parts.append(f"+{points(weights.MUTUAL * mutual)} mutual fit")
        parts.append(f"+{points(extras)} values covered, readiness and profile")
        return (
            f"Search fit {percent(forward)}% x {points(partner)}% for what they are as a partner "
            f"({', '.join(parts)}) = {percent(total)}%."
        )

    def _summary(
        self, levels: dict[str, int], reverse: float, reverse_matches: list[str], complementary: bool, theirs, ours
    ) -> str:
        """Leads with the criteria met and missed, then what the candidate is as a partner."""
        by_level: dict[int, list[str]] = {}
        for k, level in levels.items():
            by_level.setdefault(EXACT if level == ANY else level, []).append(CRITERION_WORDS[k])
        count = len(levels)
        if set(by_level) == {EXACT}:
            first = (
                "Meets your criterion exactly"
                if count == 1
                else f"Meets {'both' if count == 2 else f'all {count}'} of your criteria exactly"
            )
        else:
            parts = []
            for level, word in ((EXACT, "exactly"), (BROAD, "broadly"), (NEARBY, "partly")):
                if by_level.get(level):
                    parts.append(f"{_join(by_level[level])} {word}")
            first = f"Meets {_join(parts)}" if parts else ""
            if by_level.get(MISSED):
                missed = f"misses the {_join(by_level[MISSED])}"
                first = f"{first}; {missed}" if first else missed[0].upper() + missed[1:]
        sentences = [f"{first}."]
        if complementary:
            sentences.append(f"A {theirs} for your {ours} company: complementary.")
        wants = self._wants(reverse_matches)
        if wants == "all":
            sentences.append(f"They want partners like you ({percent(reverse)}%).")
        elif wants == "part":
            sentences.append(f"They partly want partners like you ({percent(reverse)}%).")
        elif wants == "none":
            sentences.append("They do not target companies like yours.")
        return " ".join(sentences)

    @staticmethod
    def _wants(matches: list[str]) -> str | None:
        """How much of what a candidate targets the searcher's company meets: "all" (every
        stated criterion exactly or broadly), "part" (some, or partly), "none", or None when
        there is nothing to compare."""
        if not matches:
            return None
        if all(m in ("exact", "broad") for m in matches):
            return "all"
        if any(m != "missed" for m in matches):
            return "part"
        return "none"

    def _reverse_summary(self, criteria: list[dict]) -> str:
        wants = self._wants([c["match"] for c in criteria])
        if wants is None:
            return "They have not said whom they target, or you have no company to compare."
        if wants == "all":
            return "Your company meets what they target."
        if wants == "part":
            return "Your company meets part of what they target."
        return "Your company is outside what they target."

    def targets(self, row: int) -> dict:
        """The candidate's targets by name, as a scored result shows them (shared: spread it)."""
        return self.candidate(row).shown
