"""The fit a request carries: the receiver's `companyScore` as the sender's discovery would
compute it now (docs/discovery.md), so the receiving company sees why it was found.

The criteria are the sender's search when the request came from one, else the sender
company's own targets (what it looks for in partners); the profile is the sender company's,
as in a search. Scored by discovery's engine over its in-memory index (no query per company);
nothing is spent or recorded."""

import numpy as np

from apps.discovery.engine import scoring
from apps.discovery.engine.explain import Explainer
from apps.discovery.engine.scoring import Criteria, Profile
from apps.discovery.index import current_index
from apps.discovery.models import SearchHistory


def criteria_of_search(search: SearchHistory) -> Criteria:
    return Criteria(
        industry_ids=tuple(search.industry_ids),
        is_industry_agnostic=search.is_industry_agnostic,
        region_ids=tuple(search.region_ids),
        is_geo_global=search.is_geo_global,
        segment_ids=tuple(search.segment_ids),
    )


def criteria_of_profile(profile: Profile) -> Criteria:
    return Criteria(
        industry_ids=tuple(sorted(profile.industry_ids)),
        is_industry_agnostic=profile.is_industry_agnostic,
        region_ids=tuple(sorted(profile.region_ids)),
        is_geo_global=profile.is_geo_global,
        segment_ids=tuple(sorted(profile.segment_ids)),
    )


def request_fit(*, sender_company_id: int, receiver_company_id: int, search: SearchHistory | None) -> dict | None:
    """The receiver's companyScore for the sender, or None when there is nothing to score
    (either company not in the catalogue's index yet, or no criteria at all)."""
    index = current_index()
    own_row = index.row_of(sender_company_id)
    row = index.row_of(receiver_company_id)
    if own_row is None or row is None:
        return None
    profile = Profile.of_row(index, own_row)
    criteria = criteria_of_search(search) if search is not None else criteria_of_profile(profile)
    if criteria.is_empty():
        return None
    scores = scoring.score_all(index, criteria, profile).take(np.array([row], dtype=np.int64))
    return Explainer(index, criteria, profile).company_score(scores, 0)
