"""The saved searches as an in-memory index, their baselines, and matching one company against
all of them (docs/alerts.md "Matching"). The numpy part is engine.py; this module loads what it
reads from the database and keeps it current.

**The saved-search index.** One row per saved search with alerts on (engine.SavedSearchIndex),
with its member's company id. Each process keeps a copy with the version token it was built
under (apps/core/versioned.py, key ALERTS_VERSION_KEY), and rebuilds it when the token moved on
(a saved search was saved, changed or deleted, baselines were refreshed, a membership changed)
or when discovery's reference lists changed (the bit positions). The members' company profiles
are taken from discovery's index at each match (a few array takes), so a company's new targets
are read at once.

**Baselines.** Whether a company *enters* a search's top N is decided against the search's
baseline: its N-th best rank key, that company's id and the ids of its top N, computed with
discovery's engine itself (`score_all`, `rank_keys`, `pick`), leaving out the member's own
company and the companies still waiting to be matched (PendingMatch), so a company is never
compared with a catalogue that already holds its new state. A saved search gets its baseline
when it is saved; all of them are refreshed in batch (searches with the same criteria and
company scored once) when discovery's index version or the set of waiting companies changed
since the last refresh: after each match and by the beat task."""

import logging
import threading
import time
from collections import defaultdict
from dataclasses import dataclass

import numpy as np
from django.db import transaction
from django.utils import timezone

from apps.alerts.engine import (
    NO_COMPANY,
    SavedSearchIndex,
    SavedSearchRow,
    match_company,
    profiles_take,
    saved_search_index_build,
    vocabulary_key,
)
from apps.alerts.models import BaselineState, PendingMatch, SavedSearch
from apps.companies.selectors import member_company_ids
from apps.core.versioned import VersionKey, versions_get
from apps.discovery.engine import scoring
from apps.discovery.engine.index import CompanyIndex
from apps.discovery.engine.scoring import Criteria, Profile
from apps.discovery.index import current_index

logger = logging.getLogger(__name__)

ALERTS_KEY = VersionKey("alerts:saved-searches")
ALERTS_VERSION_KEY = ALERTS_KEY.key()
WRITE_BATCH = 2000

_lock = threading.Lock()
_current: tuple | None = None  # (SavedSearchIndex, member company ids, version token)


def saved_searches_changed() -> None:
    """Saved searches, their baselines or memberships changed: every process rebuilds its copy."""
    ALERTS_KEY.bump()


def criteria_of(search) -> Criteria:
    """A saved search's criteria as discovery's engine takes them (a SavedSearch, or its values)."""
    return Criteria(
        industry_ids=tuple(search.industry_ids),
        is_industry_agnostic=search.is_industry_agnostic,
        region_ids=tuple(search.region_ids),
        is_geo_global=search.is_geo_global,
        segment_ids=tuple(search.segment_ids),
    )


def index_version_label(index: CompanyIndex) -> str:
    token, counter = index.version
    return f"{token}:{counter}"


# --- the saved-search index ---------------------------------------------------------------------

FIELDS = (
    "id",
    "user_id",
    "top_n",
    "industry_ids",
    "is_industry_agnostic",
    "region_ids",
    "is_geo_global",
    "segment_ids",
    "baseline_key",
    "baseline_company_id",
    "baseline_company_ids",
)


def alerting_rows() -> list[SavedSearchRow]:
    """Every saved search with alerts on, as the index reads it (one query)."""
    rows = SavedSearch.objects.exclude(frequency=SavedSearch.Frequency.OFF).order_by("id").values_list(*FIELDS)
    return [
        SavedSearchRow(
            saved_search_id=pk,
            user_id=user_id,
            top_n=top_n,
            industry_ids=tuple(industries),
            is_industry_agnostic=agnostic,
            region_ids=tuple(regions),
            is_geo_global=global_,
            segment_ids=tuple(segments),
            baseline_key=key,
            baseline_company_id=baseline_company_id,
            baseline_company_ids=tuple(top_ids),
        )
        for (
            pk,
            user_id,
            top_n,
            industries,
            agnostic,
            regions,
            global_,
            segments,
            key,
            baseline_company_id,
            top_ids,
        ) in rows
    ]


def _build(index: CompanyIndex, token) -> tuple:
    started = time.perf_counter()
    rows = alerting_rows()
    companies = member_company_ids(user_ids=None) if rows else {}
    searches = saved_search_index_build(rows, index, version=token)
    members = np.fromiter((companies.get(row.user_id, NO_COMPANY) for row in rows), dtype=np.int64, count=len(rows))
    logger.info("saved-search index built: %d searches in %.3f s", len(rows), time.perf_counter() - started)
    return searches, members, token


def saved_search_index(index: CompanyIndex) -> tuple[SavedSearchIndex, np.ndarray]:
    """This process's saved-search index (and each row's member's company id), rebuilt first
    when it changed."""
    global _current
    tokens = versions_get([ALERTS_VERSION_KEY])
    token = tokens[0] if tokens else None
    vocabulary = vocabulary_key(index)
    current = _current
    if token is not None and current is not None and current[2] == token and current[0].vocabulary == vocabulary:
        return current[0], current[1]
    with _lock:
        current = _current
        if token is not None and current is not None and current[2] == token and current[0].vocabulary == vocabulary:
            return current[0], current[1]
        # The token is read before the rows: a change committed meanwhile rebuilds again.
        current = _build(index, token)
        if token is not None:
            _current = current
        return current[0], current[1]


def saved_search_index_reset() -> None:
    """Forgets this process's copy (tests start from an empty one)."""
    global _current
    with _lock:
        _current = None


# --- matching -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Entered:
    saved_search_id: int
    user_id: int
    total: float  # the company's score for the search, 0-1


def company_match(company_id: int) -> list[Entered]:
    """The saved searches (with alerts on) whose top N this approved company enters now; none
    for a company that is not approved. One vectorised pass over every saved search."""
    if not SavedSearch.objects.exclude(frequency=SavedSearch.Frequency.OFF).exists():
        return []
    index = current_index()
    row = index.row_of(company_id)
    if row is None:
        return []
    searches, members = saved_search_index(index)
    if not len(searches):
        return []
    match = match_company(searches, profiles_take(index, members), index, row)
    entered = np.flatnonzero(match.entering)
    return [
        Entered(
            saved_search_id=int(searches.saved_search_ids[i]),
            user_id=int(searches.user_ids[i]),
            total=float(match.totals[i]),
        )
        for i in entered
    ]


# --- baselines --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Baseline:
    key: float  # the N-th best rank key (-1: fewer than N companies fit)
    company_id: int  # its company (0 when none)
    company_ids: list[int]  # the top N, best first


NO_BASELINE = Baseline(-1.0, 0, [])


def baselines_compute(
    index: CompanyIndex, searches: list[tuple[int, Criteria, int | None, int]], *, left_out=()
) -> dict[int, Baseline]:
    """Each search's baseline (search id, criteria, the member's company id or None, N): its top
    N as discovery's engine ranks the catalogue now, without the member's own company and the
    companies `left_out`. Searches with the same criteria and company are scored once."""
    left_out_rows = [r for r in (index.row_of(c) for c in left_out) if r is not None]
    groups = defaultdict(list)
    for search_id, criteria, company_id, top_n in searches:
        groups[(criteria, company_id)].append((search_id, top_n))
    out = {}
    for (criteria, company_id), members in groups.items():
        own_row = index.row_of(company_id)
        if own_row is None or not len(index):  # no alerts for a member without an approved company
            out.update((search_id, NO_BASELINE) for search_id, _ in members)
            continue
        scores = scoring.score_all(index, criteria, Profile.of_row(index, own_row))
        keys = scoring.rank_keys(scores)
        keys[own_row] = -1
        if left_out_rows:
            keys[left_out_rows] = -1
        ranked = scoring.pick(index, keys, max(top_n for _, top_n in members))
        for search_id, top_n in members:
            rows = ranked[:top_n]
            top_ids = [int(index.company_ids[r]) for r in rows]
            if len(rows) < top_n:
                out[search_id] = Baseline(-1.0, 0, top_ids)
            else:
                out[search_id] = Baseline(float(keys[rows[-1]]), top_ids[-1], top_ids)
    return out


def _search_tuples(saved_searches, companies: dict[int, int]):
    return [(s.pk, criteria_of(s), companies.get(s.user_id), s.top_n) for s in saved_searches]


def baseline_update(saved_search: SavedSearch) -> None:
    """Sets one saved search's baseline now (when it is saved or its criteria change)."""
    index = current_index()
    left_out = list(PendingMatch.objects.values_list("company_id", flat=True))  # read after the index
    companies = member_company_ids(user_ids=[saved_search.user_id])
    baseline = baselines_compute(index, _search_tuples([saved_search], companies), left_out=left_out)[saved_search.pk]
    _baseline_set(saved_search, baseline, index_version_label(index))
    saved_search.save(update_fields=["baseline_key", "baseline_company_id", "baseline_company_ids", "baseline_version"])


def _baseline_set(saved_search: SavedSearch, baseline: Baseline, version: str) -> None:
    saved_search.baseline_key = baseline.key
    saved_search.baseline_company_id = baseline.company_id
    saved_search.baseline_company_ids = baseline.company_ids
    saved_search.baseline_version = version


def baselines_refresh(*, force: bool = False) -> int:
    """Recomputes every alerting saved search's baseline when discovery's index or the set of
    companies waiting to be matched changed since the last refresh (or `force`). One refresh at
    a time (the state row's lock; another run meanwhile returns at once), again while things
    changed during it. Answers how many baselines it wrote."""
    written = 0
    for _ in range(5):  # a burst of changes during a refresh: again, a few times at most
        with transaction.atomic():
            state = _state_locked()
            if state is None:
                return written  # another refresh is running: it will see what changed
            index = current_index()
            left_out = sorted(PendingMatch.objects.values_list("company_id", flat=True))  # after the index
            version = index_version_label(index)
            if not force and state.version == version and state.left_out == left_out:
                return written
            started = timezone.now()
            written += _refresh_all(index, version, left_out)
            state.version, state.left_out, state.refreshed_at = version, left_out, timezone.now()
            state.save()
            _refresh_changed_since(started)
            saved_searches_changed()
        force = False
    return written


def _state_locked() -> BaselineState | None:
    BaselineState.objects.get_or_create(pk=1)
    return BaselineState.objects.select_for_update(skip_locked=True).filter(pk=1).first()


def _refresh_all(index: CompanyIndex, version: str, left_out: list[int]) -> int:
    saved_searches = list(
        SavedSearch.objects.exclude(frequency=SavedSearch.Frequency.OFF)
        .only(
            "id",
            "user_id",
            "top_n",
            "industry_ids",
            "is_industry_agnostic",
            "region_ids",
            "is_geo_global",
            "segment_ids",
        )
        .order_by("id")
    )
    if not saved_searches:
        return 0
    companies = member_company_ids(user_ids=None)
    baselines = baselines_compute(index, _search_tuples(saved_searches, companies), left_out=left_out)
    for saved_search in saved_searches:
        _baseline_set(saved_search, baselines[saved_search.pk], version)
    SavedSearch.objects.bulk_update(
        saved_searches,
        ["baseline_key", "baseline_company_id", "baseline_company_ids", "baseline_version"],
        batch_size=WRITE_BATCH,
    )
    return len(saved_searches)


def _refresh_changed_since(started) -> None:
    """A search saved or changed while the batch ran may have been overwritten with a baseline of
    its old criteria: those few are done again."""
    for saved_search in SavedSearch.objects.exclude(frequency=SavedSearch.Frequency.OFF).filter(
        updated_at__gte=started
    ):
        baseline_update(saved_search)
