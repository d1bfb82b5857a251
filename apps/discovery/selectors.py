"""Reads of the discovery context: who may search, the filter options, the search history."""

from dataclasses import dataclass

from apps.billing.selectors import subscription_summary
from apps.companies.models import GeoRegion, Industry, MarketSegment
from apps.companies.selectors import approved_company_id_of, lookups
from apps.discovery import errors
from apps.discovery.models import SearchHistory


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


def searcher_of(*, user) -> Searcher:
    # The plan as the user object shows it (spec names: tokensQuota, tokensUsed).
    plan = subscription_summary(user=user)
    return Searcher(
        # A company staff unpublished is no company here, as in the user object.
        company_id=approved_company_id_of(user=user),
        has_subscription=plan["isActive"],
        credits=max(plan["tokensQuota"] - plan["tokensUsed"], 0) if plan["isActive"] else 0,
    )


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
    """The member's searches, newest first (ties: the later id first)."""
    return SearchHistory.objects.filter(user=user).order_by("-searched_at", "-id")


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
