"""Writes of saved searches and alerts (docs/alerts.md): saving, changing and deleting a search,
saving one from the pipeline, the e-mails' one-click unsubscribe, and matching a company that was
approved or retargeted against every saved search."""

from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.alerts import delivery, errors, matching, selectors
from apps.alerts.models import TOP_N_MAX, AlertShown, PendingMatch, SavedSearch
from apps.alerts.tokens import ALL_SEARCHES, unsubscribe_read
from apps.billing.selectors import user_ids_with_active_plan
from apps.companies.selectors import discovery_company_rows
from apps.discovery import errors as discovery_errors
from apps.discovery import selectors as discovery_selectors
from apps.discovery.engine.explain import percent
from apps.discovery.index import current_index

Frequency = SavedSearch.Frequency
CRITERIA_FIELDS = ("industry_ids", "is_industry_agnostic", "region_ids", "is_geo_global", "segment_ids")
# The body's names of the id lists (the field errors name them).
ID_FIELDS = {
    "industry_ids": "targetIndustryIds",
    "region_ids": "targetGeoRegionIds",
    "segment_ids": "targetMarketSegments",
}


@dataclass(frozen=True)
class SavedSearchValues:
    """What a saved search holds, as a request gives it (validated by the API's serializer)."""

    name: str
    industry_ids: tuple[int, ...] = ()
    is_industry_agnostic: bool = False
    region_ids: tuple[int, ...] = ()
    is_geo_global: bool = False
    segment_ids: tuple[int, ...] = ()
    top_n: int = 10
    frequency: int = Frequency.DAILY
    email_alerts: bool = True


# Reads the request once the caller may save searches (403 before 400, as a discovery search);
# for a change it is given the search's values now, to complete a partial body.
ValuesReader = Callable[[SavedSearchValues | None], SavedSearchValues]


def _may_search(user) -> int:
    """The member's approved company id, or the 403 a discovery search answers (a company and
    an active plan: noCompany, noSubscription, noCompanyNoSubscription)."""
    searcher = discovery_selectors.searcher_of(user=user)
    refusal = searcher.refusal()
    if refusal is not None:
        raise refusal.error()
    return searcher.company_id


def _unknown_ids(values: SavedSearchValues) -> None:
    """Ids the catalogue does not know, with a discovery search's message (regions: sub-regions
    only, as companies target)."""
    index = current_index()
    known = {
        "industry_ids": set(index.industry_vocabulary.names),
        "region_ids": index.sub_region_ids(),
        "segment_ids": set(index.segment_vocabulary.names),
    }
    problems = {}
    for field, valid in known.items():
        unknown = [str(i) for i in getattr(values, field) if i not in valid]
        if unknown:
            problems[ID_FIELDS[field]] = [discovery_errors.UNKNOWN_IDS.format(ids=", ".join(unknown))]
    if problems:
        raise errors.SAVED_SEARCH_INVALID.error(errors=problems)


def _values_of(saved_search: SavedSearch) -> SavedSearchValues:
    return SavedSearchValues(
        name=saved_search.name,
        industry_ids=tuple(saved_search.industry_ids),
        is_industry_agnostic=saved_search.is_industry_agnostic,
        region_ids=tuple(saved_search.region_ids),
        is_geo_global=saved_search.is_geo_global,
        segment_ids=tuple(saved_search.segment_ids),
        top_n=saved_search.top_n,
        frequency=saved_search.frequency,
        email_alerts=saved_search.email_alerts,
    )


def _fields(values: SavedSearchValues) -> dict:
    return {
        "name": values.name.strip(),
        "industry_ids": list(values.industry_ids),
        "is_industry_agnostic": values.is_industry_agnostic,
        "region_ids": list(values.region_ids),
        "is_geo_global": values.is_geo_global,
        "segment_ids": list(values.segment_ids),
        "top_n": values.top_n,
        "frequency": values.frequency,
        "email_alerts": values.email_alerts,
    }


def _create(*, user, company_id: int, values: SavedSearchValues, search_history=None) -> SavedSearch:
    _unknown_ids(values)
    limit = settings.ALERTS_SAVED_SEARCHES_PER_MEMBER
    with transaction.atomic():
        # The member's row lock: two saves at once cannot both take the last place.
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        if selectors.saved_search_count(user=user) >= limit:
            raise errors.SAVED_SEARCHES_LIMIT.error(limit=limit)
        saved_search = SavedSearch.objects.create(
            user=user, company_id=company_id, search_history=search_history, **_fields(values)
        )
        if saved_search.frequency != Frequency.OFF:
            matching.baseline_update(saved_search)
        matching.saved_searches_changed()
    return saved_search


def saved_search_create(*, user, read: ValuesReader) -> SavedSearch:
    """Saves discovery criteria with a name, a top N and an alert frequency, for a member who may
    search (403 as a discovery search, checked first), with a discovery search's rules for the
    criteria (400), at most ALERTS_SAVED_SEARCHES_PER_MEMBER a member (409). Its baseline is
    today's top N: from now on a company approved or retargeted that would enter it alerts."""
    company_id = _may_search(user)
    return _create(user=user, company_id=company_id, values=read(None))


def saved_search_from_history(*, user, search_history_id, read: ValuesReader) -> SavedSearch:
    """Saves the criteria of one of the member's past searches (a pipeline row; another member's
    is a 404) with the name, top N and frequency given (default: the search's date, the number
    it showed, at most TOP_N_MAX, and Daily)."""
    past = discovery_selectors.search_history_get(user=user, search_history_id=search_history_id)
    company_id = _may_search(user)
    defaults = SavedSearchValues(
        name=f"Search of {timezone.localtime(past.searched_at):%d %b %Y}",
        industry_ids=tuple(past.industry_ids),
        is_industry_agnostic=past.is_industry_agnostic,
        region_ids=tuple(past.region_ids),
        is_geo_global=past.is_geo_global,
        segment_ids=tuple(past.segment_ids),
        top_n=max(1, min(past.number_to_show, TOP_N_MAX)),
    )
    return _create(user=user, company_id=company_id, values=read(defaults), search_history=past)


def saved_search_update(*, user, saved_search_id, read: ValuesReader) -> SavedSearch:
    """Changes one of the member's saved searches (404 for anyone else's; then 403 for a member
    who may no longer search; then the criteria's 400s). New criteria or a new top N take a new
    baseline; companies already named are never named again. Turning alerts Off, or to Instant,
    drops the companies waiting for a digest; Daily and Weekly hand them to each other."""
    current = selectors.saved_search_get(user=user, saved_search_id=saved_search_id)
    _may_search(user)
    values = read(_values_of(current))
    _unknown_ids(values)
    with transaction.atomic():
        saved_search = SavedSearch.objects.select_for_update().get(pk=current.pk)
        before = _values_of(saved_search)
        for field, value in _fields(values).items():
            setattr(saved_search, field, value)
        saved_search.save()
        rebase = any(getattr(before, f) != getattr(values, f) for f in (*CRITERIA_FIELDS, "top_n")) or (
            before.frequency == Frequency.OFF and values.frequency != Frequency.OFF
        )
        if values.frequency in (Frequency.OFF, Frequency.INSTANT) and before.frequency != values.frequency:
            AlertShown.objects.filter(saved_search=saved_search, state=AlertShown.State.PENDING).update(
                state=AlertShown.State.DROPPED
            )
        if rebase and values.frequency != Frequency.OFF:
            matching.baseline_update(saved_search)
        matching.saved_searches_changed()
    return selectors.saved_search_get(user=user, saved_search_id=saved_search.pk)


def saved_search_delete(*, user, saved_search_id) -> None:
    """Deletes one of the member's saved searches (404 for anyone else's) and its alerts."""
    saved_search = selectors.saved_search_get(user=user, saved_search_id=saved_search_id)
    with transaction.atomic():
        SavedSearch.objects.filter(pk=saved_search.pk).delete()
        matching.saved_searches_changed()


def unsubscribe(*, token: str) -> dict:
    """An alert e-mail's one-click link (no sign-in: the signature is the credential) turns the
    e-mails of its saved search off (the digest's link: of all the member's saved searches); the
    in-app alerts go on. Again is the same answer."""
    link = unsubscribe_read(token)
    searches = SavedSearch.objects.filter(user_id=link.user_id)
    if link.saved_search_id != ALL_SEARCHES:
        searches = searches.filter(pk=link.saved_search_id)
    searches.filter(email_alerts=True).update(email_alerts=False)
    return selectors.unsubscribe_preview(token=token)


# --- matching a company -------------------------------------------------------------------------


def pending_matches_mark(*, company_ids, only_missing: bool = False, now=None) -> None:
    """These companies were approved or changed their targets: they wait to be matched (marked
    within the transaction of the change, so a baseline computed meanwhile leaves them out).
    One statement for any number of companies; `only_missing` keeps the marks there are."""
    now = now or timezone.now()
    rows = [PendingMatch(company_id=company_id, changed_at=now) for company_id in company_ids]
    if only_missing:
        PendingMatch.objects.bulk_create(rows, ignore_conflicts=True)
    else:
        PendingMatch.objects.bulk_create(
            rows, update_conflicts=True, unique_fields=["company"], update_fields=["changed_at"]
        )


def company_alerts_match(*, company_id: int, now=None) -> int:
    """Matches a company that was approved or changed its targets against every saved search
    with alerts on, in one vectorised pass (matching.company_match), and alerts the members
    whose top N it enters: at once (Instant) or in their next digest (Daily, Weekly). Only
    members who may search now (an approved company, an active plan), never a company already
    named for that search. Safe to run twice, also at once (the waiting row is taken under its
    lock; the second run finds it gone). Answers how many alerts it made."""
    now = now or timezone.now()
    with transaction.atomic():
        pending = PendingMatch.objects.select_for_update().filter(company_id=company_id).first()
        if pending is None:
            return 0
        entered = matching.company_match(company_id)
        pending.delete()
        return _alerts_record(company_id=company_id, entered=entered, now=now)


def _alerts_record(*, company_id: int, entered: list[matching.Entered], now) -> int:
    if not entered:
        return 0
    company = discovery_company_rows(company_ids=[company_id]).get(company_id)
    if company is None:
        return 0
    by_search = {e.saved_search_id: e for e in entered}
    searches = list(
        SavedSearch.objects.filter(pk__in=by_search, user__is_active=True)
        .exclude(frequency=Frequency.OFF)
        .exclude(Q(alerts__company_id=company_id))
        .select_related("user")
    )
    may_search = user_ids_with_active_plan(user_ids={s.user_id for s in searches})
    shown, instant = [], []
    for search in searches:
        if search.user_id not in may_search:
            continue
        score = percent(by_search[search.pk].total)
        is_instant = search.frequency == Frequency.INSTANT
        shown.append(
            AlertShown(
                saved_search=search,
                company_id=company_id,
                match_score=score,
                state=AlertShown.State.SENT if is_instant else AlertShown.State.PENDING,
                created_at=now,
                sent_at=now if is_instant else None,
            )
        )
        if is_instant:
            instant.append(
                delivery.InstantAlert(
                    saved_search=search, company_id=company_id, company_name=company["name"], match_score=score
                )
            )
    AlertShown.objects.bulk_create(shown)
    delivery.instant_alerts_send(instant, now=now)
    return len(shown)
