"""Every number of the Partner Fit Score, in one place (docs/discovery.md explains them).

A score is 100 x (CORE x core + COMPLEMENTARITY x complementarity + READINESS x readiness
+ COMPLETENESS x completeness), each part in [0, 1]; the four weights add up to 1, so the
score stays within 0-100."""

# How much each criterion counts within one direction (forward: the search against the
# candidate's targets; reverse: the candidate's targets against the searcher's company).
# Criteria a side leaves empty are left out and the others share their weight.
CRITERION_WEIGHTS = {"industry": 0.40, "geography": 0.35, "segment": 0.25}

# The fit of one wanted item.
EXACT = 1.0
# Either side is industry agnostic / geography global: it fits broadly, below an exact match.
BROAD = 0.7
# Another sub-region of the same region (Northern Europe for Western Europe): a partial fit.
NEARBY = 0.5

# core = (1 - MUTUAL_SHARE) x forward + MUTUAL_SHARE x harmonic_mean(forward, reverse):
# a candidate that wants the searcher back ranks higher, and one that does not still shows.
MUTUAL_SHARE = 0.5

# The parts of the final score.
CORE = 0.80
COMPLEMENTARITY = 0.12  # a Technology partner for a Channel partner, and the reverse
READINESS = 0.04  # small tie-breakers
COMPLETENESS = 0.04

# Partner readiness (Company.Readiness) as a fit; not stated counts as 0.
READINESS_FITS = {1: 0.0, 2: 0.5, 3: 1.0}

# Scores are ranked on this many steps per unit (ties below it are ties, ordered by company
# id), so float noise can never reorder equal candidates.
RANK_STEPS = 10**6

assert abs(CORE + COMPLEMENTARITY + READINESS + COMPLETENESS - 1.0) < 1e-12
assert abs(sum(CRITERION_WEIGHTS.values()) - 1.0) < 1e-12
