"""Why a candidate scored what it did, in plain words: the breakdown each scored result
carries (forward fit per criterion, reverse fit, mutual fit, complementarity, readiness,
completeness and how they combine). Runs for the few companies a search returns only."""

import numpy as np

from apps.discovery.engine import weights
from apps.discovery.engine.index import COMPLETENESS_PARTS, CompanyIndex
from apps.discovery.engine.scoring import CRITERIA, Criteria, Profile, Scores

NOUNS = {"industry": ("industry", "industries"), "geography": ("region", "regions"), "segment": ("segment", "segments")}


def percent(fit: float) -> int:
    """0-100, halves rounded up (Python's round() would round 0.5 to even)."""
    # The margin absorbs float32 noise (0.735 stored as 0.73499995) without moving a true half.
    return int(float(fit) * 100 + 0.5 + 1e-5)


def _names(names: dict[int, str], ids) -> list[str]:
    return sorted(names[i] for i in ids if i in names)


def _join(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _of(count: int, noun: str) -> str:
    return f"{count} {NOUNS[noun][0] if count == 1 else NOUNS[noun][1]}"


class Candidate:
    """One picked row's targets, decoded from the index."""

    def __init__(self, index: CompanyIndex, row: int):
        self.industry_ids = set(index.industry_vocabulary.decode(index.industries[row]))
        self.region_ids = set(index.region_vocabulary.decode(index.regions[row]))
        self.segment_ids = set(index.segment_vocabulary.decode(index.segments[row]))
        self.is_industry_agnostic = bool(index.industry_agnostic[row])
        self.is_geo_global = bool(index.geo_global[row])
        self.partner_type = int(index.partner_type[row])
        self.readiness_code = int(index.readiness_code[row])
        self.completeness_parts = int(index.completeness_parts[row])


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
        self._candidates: dict[int, Candidate] = {}

    def candidate(self, row: int) -> Candidate:
        if row not in self._candidates:
            self._candidates[row] = Candidate(self.index, row)
        return self._candidates[row]

    # --- region neighbourhoods ---------------------------------------------------------

    def _parent(self, region_id) -> int | None:
        return self.index.region_parent.get(region_id)

    def _nearby(self, region_id, among) -> list[int]:
        """The regions of `among` in the same region as `region_id` (not itself)."""
        parent = self._parent(region_id)
        return [r for r in among if r != region_id and parent is not None and self._parent(r) == parent]

    def _region_words(self, wanted, offered) -> tuple[list[str], list[str]]:
        """(exact names, "X (partly: Y, also in Z)" names) of `wanted` covered by `offered`."""
        exact, partly = [], []
        for region_id in sorted(wanted, key=lambda r: self.regions.get(r, "")):
            if region_id in offered:
                exact.append(self.regions[region_id])
                continue
            nearby = self._nearby(region_id, offered)
            if nearby:
                parent = self.regions.get(self._parent(region_id), "the same region")
                partly.append(
                    f"{self.regions[region_id]} partly ({_join(_names(self.regions, nearby))}, also in {parent})"
                )
        return exact, partly

    # --- forward: the search against the candidate ----------------------------------------

    def forward_reason(self, criterion: str, c: Candidate) -> str:
        crit = self.criteria
        if criterion == "industry":
            if crit.is_industry_agnostic:
                return "You chose Industry Agnostic: every partner fits this broadly."
            if c.is_industry_agnostic:
                return "Works with every industry (agnostic): a broad fit, below an exact match."
            matched = _names(self.industries, set(crit.industry_ids) & c.industry_ids)
            wanted = len(crit.industry_ids)
            if not matched:
                return f"Targets none of the {_of(wanted, 'industry')} you chose."
            return f"Targets {_join(matched)}: {len(matched)} of the {_of(wanted, 'industry')} you chose."
        if criterion == "geography":
            if crit.is_geo_global:
                return "You chose Geography Global: every partner fits this broadly."
            if c.is_geo_global:
                return "Works globally: a broad fit, below an exact match."
            exact, partly = self._region_words(crit.region_ids, c.region_ids)
            wanted = len(crit.region_ids)
            if not exact and not partly:
                return f"Targets none of the {_of(wanted, 'geography')} you chose, nor a neighbouring one."
            covered = "; ".join(filter(None, [_join(exact), _join(partly)]))
            return f"Covers {covered} of the {_of(wanted, 'geography')} you chose."
        matched = _names(self.segments, set(crit.segment_ids) & c.segment_ids)
        wanted = len(crit.segment_ids)
        if not matched:
            return f"Serves none of the {_of(wanted, 'segment')} you chose."
        return f"Serves {_join(matched)}: {len(matched)} of the {_of(wanted, 'segment')} you chose."

    # --- reverse: the candidate's targets against the searcher's company -------------------

    def reverse_reason(self, criterion: str, c: Candidate) -> str:
        p = self.profile
        if criterion == "industry":
            if c.is_industry_agnostic:
                return "They work with every industry: your company fits them broadly."
            theirs = _names(self.industries, c.industry_ids)
            if p.is_industry_agnostic:
                return f"They target {_join(theirs)}; your company works with every industry: a broad fit."
            matched = _names(self.industries, c.industry_ids & p.industry_ids)
            if not matched:
                return f"They target {_join(theirs)}, none of which your company targets."
            return f"They target {_join(theirs)}; your company covers {len(matched)} of them: {_join(matched)}."
        if criterion == "geography":
            if c.is_geo_global:
                return "They work globally: your company fits them broadly."
            theirs = _names(self.regions, c.region_ids)
            if p.is_geo_global:
                return f"They target {_join(theirs)}; your company works globally: a broad fit."
            exact, partly = self._region_words(c.region_ids, p.region_ids)
            if not exact and not partly:
                return f"They target {_join(theirs)}, where your company does not work."
            covered = "; ".join(filter(None, [_join(exact), _join(partly)]))
            return f"They target {_join(theirs)}; your company covers {covered}."
        theirs = _names(self.segments, c.segment_ids)
        matched = _names(self.segments, c.segment_ids & p.segment_ids)
        if not matched:
            return f"They serve {_join(theirs)}, none of which your company serves."
        return f"They serve {_join(theirs)}; your company serves {_join(matched)} too."

    # --- the whole breakdown ------------------------------------------------------------

    def company_score(self, scores: Scores, position: int) -> dict:
        """`companyScore` of the picked row at `position` of `scores` (Scores.take)."""
        c = self.candidate(int(scores.rows[position]))
        forward, reverse, mutual = (float(a[position]) for a in (scores.forward, scores.reverse, scores.mutual))
        forward_criteria = [
            {
                "criterion": k,
                "fit": percent(fit if np.isscalar(fit) else fit[position]),
                "reason": self.forward_reason(k, c),
            }
            for k in CRITERIA
            if (fit := scores.forward_parts[k]) is not None
        ]
        reverse_criteria = [
            {"criterion": k, "fit": percent(fit[position]), "reason": self.reverse_reason(k, c)}
            for k in CRITERIA
            for fit, stated in [scores.reverse_parts[k]]
            if stated[position] > 0
        ]
        core = (1 - weights.MUTUAL_SHARE) * forward + weights.MUTUAL_SHARE * mutual
        complementary = bool(scores.complementarity[position])
        theirs = self.partner_types.get(c.partner_type, "Partner")
        ours = self.partner_types.get(self.profile.partner_type, "partner")
        total = float(scores.total[position])
        return {
            "matchScore": percent(total),
            "forwardFit": percent(forward),
            "reverseFit": percent(reverse),
            "mutualFit": percent(mutual),
            "summary": self._summary(forward, reverse, complementary),
            "breakdown": {
                "forward": {"fit": percent(forward), "criteria": forward_criteria},
                "reverse": {
                    "fit": percent(reverse),
                    "criteria": reverse_criteria,
                    "reason": self._reverse_summary(reverse, reverse_criteria),
                },
                "mutual": {
                    "fit": percent(mutual),
                    "reason": (
                        f"The harmonic mean of how well they fit your search ({percent(forward)}%) "
                        f"and how well your company fits their targets ({percent(reverse)}%): "
                        "high only when both are."
                    ),
                },
                "complementarity": {
                    "fit": percent(float(scores.complementarity[position])),
                    "weight": percent(weights.COMPLEMENTARITY),
                    "reason": (
                        f"{theirs} and your {ours} company complement each other."
                        if complementary
                        else f"{theirs}, like your company: two of the same type complement each other less."
                    ),
                },
                "readiness": {
                    "fit": percent(float(scores.readiness[position])),
                    "weight": percent(weights.READINESS),
                    "reason": (
                        f"Partner readiness: {self.readiness[c.readiness_code]}."
                        if c.readiness_code in self.readiness
                        else "Partner readiness is not stated."
                    ),
                },
                "completeness": {
                    "fit": percent(float(scores.completeness[position])),
                    "weight": percent(weights.COMPLETENESS),
                    "reason": f"{c.completeness_parts} of the {COMPLETENESS_PARTS} parts of the profile are filled in.",
                },
                "combined": {
                    "fit": percent(total),
                    "reason": (
                        f"{percent(weights.CORE)}% search and mutual fit ({percent(core)}%), "
                        f"{percent(weights.COMPLEMENTARITY)}% complementarity, "
                        f"{percent(weights.READINESS)}% readiness and "
                        f"{percent(weights.COMPLETENESS)}% profile completeness."
                    ),
                },
            },
        }

    @staticmethod
    def _reverse_summary(reverse: float, criteria: list[dict]) -> str:
        if not criteria:
            return "They have not said whom they target."
        if reverse >= weights.BROAD:
            return "They look for partners like your company."
        if reverse > 0:
            return "Your company matches part of what they look for."
        return "Your company is outside what they look for."

    @staticmethod
    def _summary(forward: float, reverse: float, complementary: bool) -> str:
        parts = [f"Fits your search {percent(forward)}%"]
        if reverse >= weights.BROAD:
            parts.append(f"and wants partners like you back ({percent(reverse)}%)")
        elif reverse > 0:
            parts.append(f"and partly wants partners like you ({percent(reverse)}%)")
        else:
            parts.append("but does not target companies like yours")
        sentence = " ".join(parts)
        return f"{sentence}; a complementary partner type." if complementary else f"{sentence}."

    def targets(self, row: int) -> dict:
        """The candidate's targets by name, as a scored result shows them."""
        c = self.candidate(row)
        return {
            "targertIndustries": [] if c.is_industry_agnostic else _names(self.industries, c.industry_ids),
            "isIndustryAgnostic": c.is_industry_agnostic,
            "geoRegions": [] if c.is_geo_global else _names(self.regions, c.region_ids),
            "isGeoGlobal": c.is_geo_global,
            "marketSegments": _names(self.segments, c.segment_ids),
            "partnerType": c.partner_type,
        }
