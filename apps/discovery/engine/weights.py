"""Every number of the Partner Fit Score, in one place (docs/discovery.md explains them with a
worked example).

How a partner manager means a search, and so how it ranks:
- within one criterion the values are alternatives: a candidate meeting any one of them meets
  the criterion; across criteria all must hold;
- specific beats generic: exact > broad (Agnostic / Global) > nearby sub-region > missed;
- the search is the member's intent: reciprocity and complementarity reorder candidates of
  comparable search fit, never across a step of the search fit;
- readiness, completeness and covering more of the searched values only break ties.

    search fit  F = the product, over the criteria searched, of the level each one is met at
    score         = F x (BASE + COMPLEMENTARITY x complementary + MUTUAL x mutual fit
                         + COVERAGE x coverage + READINESS x readiness + COMPLETENESS x completeness)

The second factor lies within [BASE, 1], so what a candidate is as a partner moves its score by
at most 1 - BASE of itself; every step between two levels is a larger ratio than that
(`assert` below), so a candidate at least as good on every criterion and better on one always
ranks above, whatever the rest."""

from itertools import pairwise

# The level a criterion is met at (a factor of the search fit).
EXACT = 1.0  # the candidate targets one of the searched values
BROAD = 0.85  # the candidate is Industry Agnostic / Geography Global: fits, below exact
NEARBY = 0.70  # another sub-region of a searched sub-region's region: partly
MISSED = 0.45  # none of these: the criterion does not hold (kept above 0, so a candidate
# that misses one criterion but meets the others still ranks above one that misses two)

# The share of the score that is about the candidate as a partner rather than the search.
BASE = 0.87
COMPLEMENTARITY = 0.05  # a Technology partner for a Channel partner, and the reverse
MUTUAL = 0.05  # mutual fit: the harmonic mean of the search fit and their fit to you
COVERAGE = 0.015  # the share of the searched values it targets exactly (a mild bonus)
READINESS = 0.0075  # tie-breakers
COMPLETENESS = 0.0075

# Partner readiness (Company.Readiness) as a fit; not stated counts as 0.
READINESS_FITS = {1: 0.0, 2: 0.5, 3: 1.0}

# Scores are ranked on this many steps per unit (ties below it are ties, ordered by company
# id), so float noise can never reorder equal candidates.
RANK_STEPS = 10**6

LEVELS = (EXACT, BROAD, NEARBY, MISSED)

assert abs(BASE + COMPLEMENTARITY + MUTUAL + COVERAGE + READINESS + COMPLETENESS - 1.0) < 1e-12
# Specific beats generic, and nothing about the partner crosses a step of the search fit.
assert EXACT > BROAD > NEARBY > MISSED > 0
assert all(lower / higher < BASE for higher, lower in pairwise(LEVELS))
# Across criteria all must hold: a candidate missing a criterion, exact on the others, stays
# below one meeting every criterion at the lowest levels (industry broadly, region partly).
assert MISSED < BASE * BROAD * NEARBY
# An Agnostic and Global candidate never outranks one meeting every criterion exactly.
assert BROAD * BROAD < BASE
