"""Reads of the discovery context: who may search, the filter options, the search history."""

from dataclasses import dataclass

from django.db import connection
from django.utils import timezone

from apps.billing.models import Subscription
from apps.companies.models import Company, CompanyMember, GeoRegion, Industry, MarketSegment
from apps.companies.selectors import lookups
from apps.core.db import prepared_cursor
from apps.discovery import errors
from apps.discovery.models import IndexVersion, SearchHistory


@dataclass(frozen=True)
class Searcher:
    """What spec section 6 asks of a searcher: an (approved) company and an active plan."""

    company_id: int | None  # an approved company
    has_subscription: bool
    credits: int

    def refusal(self):
        """The ErrorCode a search is refused with, or None."""
        if self.company_id is None and not self.has_subscription:
            return errors.NO_COMPANY_NO_SUBSCRIPTION
        if self.company_id is None:
            return errors.NO_COMPANY
        if not self.has_subscription:
            return errors.NO_SUBSCRIPTION
        return None


def _gate_sql() -> str:
    member, company = CompanyMember._meta.db_table, Company._meta.db_table
    subscription, version = Subscription._meta.db_table, IndexVersion._meta.db_table
    return (
        # The member's approved company (a user is a member of one company at most).
        f"SELECT (SELECT m.company_id FROM {member} m JOIN {company} c ON c.id = m.company_id "  # noqa: S608
        "WHERE m.user_id = %s AND c.is_approved LIMIT 1), "
        # The credits left on an active plan; NULL: no active plan (Subscription.is_active).
        "(SELECT CASE WHEN s.credits_quota > s.credits_used THEN s.credits_quota - s.credits_used ELSE 0 END "
        f"FROM {subscription} s "
        "WHERE s.user_id = %s AND s.status = %s AND s.current_period_end > %s), "
        # The catalogue's version (apps/discovery/index.py index_version), when asked for.
        f"v.token, v.counter FROM (SELECT 1) AS one LEFT JOIN {version} v ON v.id = 1 AND %s"
    )


_GATE_SQL = None


def searcher_and_version(*, user, version: bool = True) -> tuple[Searcher, tuple[str, int] | None]:
    """The searcher (what spec section 6 asks: an approved company, an active plan and its
    credits, as the user object shows them) and, with `version`, the catalogue's index version,
    in one round trip: a search reads them on every call (plain SQL: the ORM would spend
    longer building the queries than the database answering them)."""
    global _GATE_SQL
    if _GATE_SQL is None:
        _GATE_SQL = _gate_sql()
    with prepared_cursor(connection) as cursor:
        cursor.execute(_GATE_SQL, [user.pk, user.pk, Subscription.Status.ACTIVE.value, timezone.now(), version])
        company_id, credits, token, counter = cursor.fetchone()
    searcher = Searcher(
        # A company staff unpublished is no company here, as in the user object.
        company_id=company_id,
        has_subscription=credits is not None,
        credits=int(credits or 0),
    )
    if not version:
        return searcher, None
    return searcher, ((token, int(counter)) if token is not None else ("", 0))


def searcher_of(*, user) -> Searcher:
    return searcher_and_version(user=user, version=False)[0]


def company_filters(*, user) -> dict:
    """The company filters response (spec section 3). Every industry, sub-region and market
    segment is offered, so a member may look beyond their own company's targets. Industry
    Agnostic and Geography Global are offered to members who can search (a company and an
    active plan): to anyone else a search answers the 'Action required' dialog anyway."""
    options = lookups()
    searcher = searcher_of(user=user)
    can_search = searcher.refusal() is None
    return {
        "targertIndustries": options["industries"],
        "targertGeoRegions": options["geoRegions"],
        "targertMarketSegments": options["marketSegments"],
        "isIndustryAgnosticAvailable": can_search,
        "isGeoGlobalAvailable": can_search,
        "availableSearchTokens": searcher.credits,
    }


def search_history_list(*, user):
    """The member's searches, newest first (ties: the later id first); without their
    results, which the list does not show."""
    return SearchHistory.objects.filter(user=user).order_by("-searched_at", "-id").defer("packed_results")


def search_history_get(*, user, search_history_id) -> SearchHistory:
    """The member's own search; anyone else's, or none, is the same 404 (no probing)."""
    search = SearchHistory.objects.filter(pk=search_history_id, user=user).first()
    if search is None:
        raise errors.SEARCH_NOT_FOUND.error()
    return search


def reference_names() -> dict[str, dict[int, str]]:
    """Names of industries, regions and segments by id (three small queries), for showing
    the filters of any number of history entries."""
    return {
        "industries": dict(Industry.objects.values_list("id", "name")),
        "regions": dict(GeoRegion.objects.values_list("id", "name")),
        "segments": dict(MarketSegment.objects.values_list("id", "name")),
    }


def search_items(*, search: SearchHistory) -> list[dict]:
    """The scored results of a search exactly as it answered them, best first."""
    return search.results
