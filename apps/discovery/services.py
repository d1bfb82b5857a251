"""Writes of the discovery context: a search (scored, paid for and recorded at once) and
running a past search again."""

import functools
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import orjson
from django.db import connections, router, transaction
from django.utils import timezone
from rest_framework.renderers import JSONRenderer

from apps.billing.services import search_credits_refusal, search_credits_spend, search_credits_spend_sql
from apps.companies.selectors import (
    CATALOGUE_VERSION_KEY,
    approved_company_id_of,
    company_ids_offering,
    company_version_key,
    discovery_company_rows,
)
from apps.core.db import prepared_cursor
from apps.core.sanitize import rich_text_plain
from apps.core.versioned import LocalCache, versions_get
from apps.discovery import errors, selectors
from apps.discovery.engine import scoring
from apps.discovery.engine.explain import Explainer
from apps.discovery.engine.index import CompanyIndex
from apps.discovery.engine.scoring import Criteria, Profile
from apps.discovery.index import current_index
from apps.discovery.models import SearchHistory, results_pack

# What a view hands the search: reads the request into (criteria, NumberToShow or None),
# raising the request's type errors. Called after the permission checks, so a member who
# may not search learns that first (403 before 400).
SearchReader = Callable[[], tuple[Criteria, int | None]]


@dataclass(frozen=True)
class SearchOutcome:
    search_id: int  # the history entry that records it
    results: list[dict]
    # The results as the response's JSON (results_json: DRF's bytes), encoded once for the response
    # and the history's packed copy.
    body: bytes


def _criteria_errors(index: CompanyIndex, criteria: Criteria) -> dict[str, list[str]]:
    """Ids the catalogue does not know (regions: sub-regions only, as companies target)."""
    problems = {}
    known = {
        "TargetIndustryIds": (criteria.industry_ids, set(index.industry_vocabulary.names)),
        "TargetGeoRegionIds": (criteria.region_ids, index.sub_region_ids()),
        "TargetMarketSegments": (criteria.segment_ids, set(index.segment_vocabulary.names)),
    }
    for name, (ids, valid) in known.items():
        unknown = [str(i) for i in ids if i not in valid]
        if unknown:
            problems[name] = [errors.UNKNOWN_IDS.format(ids=", ".join(unknown))]
    return problems


def _number_errors(number_to_show: int | None, credits: int, field: str) -> dict[str, list[str]]:
    if credits <= 0:
        return {field: [errors.NO_CREDITS_LEFT]}
    if number_to_show is None:
        return {field: [errors.NUMBER_TO_SHOW_REQUIRED]}
    if not 1 <= number_to_show <= credits:
        return {field: [errors.NUMBER_TO_SHOW.format(credits=credits)]}
    return {}


# What a scored result shows of a company (its name, logo, description as plain text and
# website), kept by this process while the company's version token and the catalogue's are
# unchanged, as its detail is (apps/companies/receivers.py bumps them on every change of what
# a company shows, its approval included): a search whose companies are all kept reads none of
# them from the database. The companies searches return are a small share of the catalogue.
SHOWN = LocalCache("discovery-shown", size=5_000)
# Kept for a company the catalogue no longer shows (unpublished since the index was built).
_NOT_SHOWN: dict = {}


def _shown(row: dict) -> dict:
    return {
        "companyName": row["name"],
        "companyLogoUrl": row["logo_url"] or None,
        "description": rich_text_plain(row["description"]),
        "website": row["website"],
    }


def _shown_of(company_ids: list[int]) -> dict[int, dict]:
    """What the results show of these companies, by id, for those still approved: from this
    process's memory under the tokens read first (no round trip when it holds them), the others
    in one query (discovery_company_rows) kept under those tokens, so an entry is never newer
    than its token says."""
    tokens = versions_get([*(company_version_key(company_id) for company_id in company_ids), CATALOGUE_VERSION_KEY])
    if tokens is None:  # no shared cache: read them all
        return {company_id: _shown(row) for company_id, row in discovery_company_rows(company_ids=company_ids).items()}
    catalogue = tokens[-1]
    shown, missing = {}, []
    for company_id, token in zip(company_ids, tokens[:-1], strict=True):
        kept = SHOWN.get(company_id, (token, catalogue))
        if kept is None:
            missing.append((company_id, token))
        else:
            shown[company_id] = kept
    if missing:
        rows = discovery_company_rows(company_ids=[company_id for company_id, _ in missing])
        for company_id, token in missing:
            row = rows.get(company_id)
            shown[company_id] = _shown(row) if row is not None else _NOT_SHOWN
            SHOWN.set(company_id, (token, catalogue), shown[company_id])
    return {company_id: values for company_id, values in shown.items() if values is not _NOT_SHOWN}


def _results(index: CompanyIndex, criteria: Criteria, profile: Profile, picked: scoring.Scores) -> list[dict]:
    """The scored results (spec section 3 plus the breakdown) of the picked rows that are
    still approved, best first (what they show of each company: _shown_of)."""
    explainer = Explainer(index, criteria, profile)
    explainer.prefetch(picked.rows)
    company_ids = [int(company_id) for company_id in index.gather("company_ids", picked.rows)]
    shown = _shown_of(company_ids) if company_ids else {}
    results = []
    for position, company_id in enumerate(company_ids):
        values = shown.get(company_id)
        if values is None:  # unpublished since the index was built: not shown, not paid for
            continue
        results.append(
            {
                "rank": len(results) + 1,
                "companyId": company_id,
                **values,
                **explainer.targets(int(picked.rows[position])),
                "companyScore": explainer.company_score(picked, position),
            }
        )
    return results


def company_search(
    *, user, read: SearchReader, rerun_of: SearchHistory | None = None, number_field: str = "NumberToShow"
) -> SearchOutcome:
    """A discovery search (spec sections 4-6, docs/discovery.md).

    Refuses a member without an approved company or an active subscription (403 with the
    code the SPA's dialog needs), then criteria and NumberToShow that are not valid (400:
    at most 3 known ids per list, not empty, 1 to the credits left). Scores every other
    approved company and returns the best NumberToShow that fit the search at all. Credits
    are spent for the companies returned, in the same transaction that records the search
    and its results: a refused or failed search spends nothing and records nothing, and
    concurrent searches can never spend more credits than the member has."""
    searcher, version = selectors.searcher_and_version(user=user)
    refusal = searcher.refusal()
    if refusal is not None:
        raise refusal.error()
    criteria, number_to_show = read()
    index = current_index(version)
    problems = {**_criteria_errors(index, criteria), **_number_errors(number_to_show, searcher.credits, number_field)}
    if problems:
        raise errors.SEARCH_INVALID.error(errors=problems)

    own_row = index.row_of(searcher.company_id)
    profile = Profile.of_row(index, own_row)
    picked = scoring.search(index, criteria, profile, limit=number_to_show, exclude_row=own_row)
    results = _results(index, criteria, profile, picked)
    body = results_json(results)
    search_id = _search_record(
        user=user,
        company_id=searcher.company_id,
        criteria=criteria,
        number_to_show=number_to_show,
        results=results,
        rerun_of=rerun_of,
        rendered=body,
    )
    return SearchOutcome(search_id=search_id, results=results, body=body)


def results_json(results: list[dict]) -> bytes:
    """The results' JSON, byte for byte what DRF's JSONRenderer writes (compact, UTF-8, U+2028
    and U+2029 escaped; tested), with orjson: ~0.03 ms for a search's ~27 KB
    instead of ~0.4 ms. A value orjson does not take falls back to DRF's renderer."""
    try:
        body = orjson.dumps(results)
    except TypeError:
        return JSONRenderer().render(results)
    if b"\xe2\x80\xa8" in body or b"\xe2\x80\xa9" in body:  # as DRF: a strict JavaScript subset
        body = body.replace("\u2028".encode(), b"\\u2028").replace("\u2029".encode(), b"\\u2029")
    return body


_HISTORY_COLUMNS = (
    "user",
    "company",
    "searched_at",
    "is_industry_agnostic",
    "industry_ids",
    "is_geo_global",
    "region_ids",
    "segment_ids",
    "number_to_show",
    "number_of_companies",
    "credits_spent",
    "packed_results",
    "company_ids",
    "rerun_of",
)


@functools.cache
def _history_fields() -> tuple:
    return tuple(SearchHistory._meta.get_field(name) for name in _HISTORY_COLUMNS)


# The history's INSERT per (connection, spend statement or None): the same text every search.
_history_statements: dict[tuple[str, str | None], str] = {}


def _history_statement(connection, spend: str | None) -> str:
    """The INSERT of a search's history row, fed by the credits' UPDATE (`spend`, a CTE) when
    something is paid for. Built once: the fields' database types cost ~70 us a search."""
    key = (connection.alias, spend)
    sql = _history_statements.get(key)
    if sql is None:
        fields = _history_fields()
        columns = ", ".join(connection.ops.quote_name(field.column) for field in fields)
        # Typed placeholders: the statement is prepared (bound on the server), where a parameter
        # in a SELECT list has no column to take its type from.
        placeholders = ", ".join(f"%s::{field.db_type(connection)}" for field in fields)
        table = SearchHistory._meta.db_table
        if spend is not None:
            insert = f"INSERT INTO {table} ({columns}) SELECT {placeholders} FROM spent RETURNING id"  # noqa: S608
            sql = f"WITH spent AS ({spend}) {insert}"
        else:  # nothing shown, nothing spent: recorded all the same
            sql = f"INSERT INTO {table} ({columns}) VALUES ({placeholders}) RETURNING id"  # noqa: S608
        _history_statements[key] = sql
    return sql


def _search_record(
    *, user, company_id, criteria: Criteria, number_to_show: int, results: list[dict], rerun_of, rendered=None
) -> int:
    """Records the search and spends a credit per company returned, all or nothing; the new
    history entry's id. On PostgreSQL in one statement, one round trip: the conditional UPDATE
    of the credits (apps/billing) and the history's INSERT fed by its row (a CTE), so a refused
    spend records nothing; elsewhere in a transaction of two statements."""
    row = {
        "user_id": user.pk,
        "company_id": company_id,
        "searched_at": timezone.now(),
        "is_industry_agnostic": criteria.is_industry_agnostic,
        "industry_ids": list(criteria.industry_ids),
        "is_geo_global": criteria.is_geo_global,
        "region_ids": list(criteria.region_ids),
        "segment_ids": list(criteria.segment_ids),
        "number_to_show": number_to_show,
        "number_of_companies": len(results),
        "credits_spent": len(results),
        "packed_results": results_pack(results, rendered),
        "company_ids": [result["companyId"] for result in results],
        "rerun_of_id": None if rerun_of is None else rerun_of.pk,
    }
    # Asked of the router like any ORM write: the request wrote, so its user reads the primary
    # until the replica has replayed it (apps/core/db_router.py).
    connection = connections[router.db_for_write(SearchHistory)]
    if connection.vendor != "postgresql":
        search = SearchHistory(**row)
        with transaction.atomic():
            if results:
                # One conditional UPDATE (apps/billing): refused, it rolls the whole search back.
                search_credits_spend(user=user, amount=len(results))
            search.save(force_insert=True)
        return search.pk
    spend_params = []
    if results:
        spend, spend_params = search_credits_spend_sql(user_id=user.pk, amount=len(results), now=row["searched_at"])
    sql = _history_statement(connection, spend if results else None)
    with prepared_cursor(connection) as cursor:
        cursor.execute(sql, [*spend_params, *_history_values(row, connection)])
        inserted = cursor.fetchone()
    if inserted is None:  # the UPDATE found no active plan with the credits: nothing written
        raise search_credits_refusal(user=user, amount=len(results))
    return inserted[0]


def _history_values(row: dict, connection) -> list:
    """The INSERT's parameters, in _HISTORY_COLUMNS' order, as the ORM prepares a model's
    (get_db_prep_save of each field's attname), without building the model (a test holds them
    to the ORM's)."""
    return [field.get_db_prep_save(row[field.attname], connection) for field in _history_fields()]


def search_rerun(*, user, search_history_id: int, read_number: Callable[[], int | None]) -> SearchOutcome:
    """Runs one of the member's past searches again as a new search (new credits, a new
    history entry that points at the old one). `read_number` reads how many to show this
    time (None: as many as the past search asked for); like a search's reader, it runs
    after the permission checks."""
    past = selectors.search_history_get(user=user, search_history_id=search_history_id)

    def read():
        number_to_show = read_number()
        criteria = Criteria(
            industry_ids=tuple(past.industry_ids),
            is_industry_agnostic=past.is_industry_agnostic,
            region_ids=tuple(past.region_ids),
            is_geo_global=past.is_geo_global,
            segment_ids=tuple(past.segment_ids),
        )
        return criteria, past.number_to_show if number_to_show is None else number_to_show

    return company_search(user=user, read=read, rerun_of=past, number_field="numberToShow")


@dataclass(frozen=True)
class PartnerFilter:
    """Which kind of partner an assistant's search asks for, beyond the scored criteria:
    `partner_types` (Company.PartnerType) a company may be of, or else offer one of `implied`
    (a vendor running an MSP program is an MSP partner too); and partnership types it must offer
    (`required`, asked for explicitly: a referral program)."""

    partner_types: tuple[int, ...] = ()
    implied: tuple[int, ...] = ()
    required: tuple[int, ...] = ()

    def is_empty(self) -> bool:
        return not (self.partner_types or self.required)


def _partner_ok(index: CompanyIndex, partner: PartnerFilter) -> np.ndarray:
    ok = np.ones(len(index), dtype=bool)
    if partner.partner_types:
        kind = np.isin(index.partner_type, np.array(partner.partner_types, dtype=np.int8))
        if partner.implied:
            offering = np.array(company_ids_offering(partnership_type_ids=partner.implied), dtype=np.int64)
            kind |= np.isin(index.company_ids, offering)
        ok &= kind
    if partner.required:
        offering = np.array(company_ids_offering(partnership_type_ids=partner.required), dtype=np.int64)
        ok &= np.isin(index.company_ids, offering)
    return ok


def _assistant_pick(index: CompanyIndex, criteria: Criteria, profile: Profile, partner: PartnerFilter, limit, own_row):
    """The best `limit` companies meeting every criterion asked (exactly or broadly) and the
    partner filter, in the order of a discovery search; and how many there are in all."""
    scores = scoring.score_all(index, criteria, profile)
    keys = np.where(scoring.meets_all(scores) & _partner_ok(index, partner), scoring.rank_keys(scores), -1)
    if own_row is not None:
        keys[own_row] = -1
    return scores.take(scoring.pick(index, keys, max(int(limit), 0))), int(np.count_nonzero(keys >= 0))


@dataclass(frozen=True)
class Matches:
    results: list[dict]
    total: int  # companies that meet the criteria in all (the results are the best of them)


def company_matches(*, user, criteria: Criteria, partner: PartnerFilter = PartnerFilter(), limit: int = 5) -> Matches:
    """The assistants' grounded search for administrators (docs/assistants.md): the approved
    companies that meet every criterion asked (exactly or broadly: docs/discovery.md) and the
    partner filter, in the order and with the scores of a discovery search by the user's own
    company (if any), best `limit` first, with the same fields as a discovery result. Nothing
    is spent or recorded. Criteria with nothing in them match nothing."""
    if criteria.is_empty() and partner.is_empty():
        return Matches([], 0)
    index = current_index()
    if not len(index):
        return Matches([], 0)
    own_row = index.row_of(approved_company_id_of(user=user))
    profile = Profile.of_row(index, own_row)
    picked, total = _assistant_pick(index, criteria, profile, partner, limit, own_row)
    return Matches(_results(index, criteria, profile, picked), total)


def company_matches_count(*, user, criteria: Criteria, partner: PartnerFilter = PartnerFilter()) -> int:
    """How many companies would meet these criteria (an assistant's suggestion to widen a
    search that found none); nothing spent."""
    return company_matches(user=user, criteria=criteria, partner=partner, limit=0).total


def assistant_search(*, user, criteria: Criteria, partner: PartnerFilter = PartnerFilter(), limit: int) -> Matches:
    """A member's partner search from the chat (docs/assistants.md): the same gate as
    /companies (a company and an active plan: 403 noCompany / noSubscription), then the best
    `limit` companies that meet every criterion asked and the partner filter, at most the
    credits left; each one shown costs a credit and the search is recorded in the partner
    pipeline, as a discovery search is. None meeting them: nothing spent, still recorded."""
    searcher = selectors.searcher_of(user=user)
    refusal = searcher.refusal()
    if refusal is not None:
        raise refusal.error()
    if searcher.credits <= 0:
        raise errors.SEARCH_INVALID.error(errors={"NumberToShow": [errors.NO_CREDITS_LEFT]})
    index = current_index()
    problems = _criteria_errors(index, criteria)
    if problems:
        raise errors.SEARCH_INVALID.error(errors=problems)
    own_row = index.row_of(searcher.company_id)
    profile = Profile.of_row(index, own_row)
    number_to_show = min(int(limit), searcher.credits)
    picked, total = _assistant_pick(index, criteria, profile, partner, number_to_show, own_row)
    results = _results(index, criteria, profile, picked)
    _search_record(
        user=user,
        company_id=searcher.company_id,
        criteria=criteria,
        number_to_show=number_to_show,
        results=results,
        rerun_of=None,
    )
    return Matches(results, total)
