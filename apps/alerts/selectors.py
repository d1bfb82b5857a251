"""Reads of saved searches and alerts: the member's own saved searches (another member's is the
same 404 as none), and what an unsubscribe link turns off."""

from django.db.models import Count, Max, Q

from apps.alerts import errors
from apps.alerts.models import AlertShown, SavedSearch
from apps.alerts.tokens import ALL_SEARCHES, unsubscribe_read


def saved_search_list(*, user):
    """The member's saved searches, newest first, with how many companies their alerts named
    and when the last one did (one query)."""
    return (
        SavedSearch.objects.filter(user=user)
        .annotate(
            alerts_count=Count("alerts", filter=~Q(alerts__state=AlertShown.State.DROPPED)),
            pending_count=Count("alerts", filter=Q(alerts__state=AlertShown.State.PENDING)),
            last_alert_at=Max("alerts__created_at", filter=~Q(alerts__state=AlertShown.State.DROPPED)),
        )
        .order_by("-created_at", "-id")
    )


def saved_search_get(*, user, saved_search_id) -> SavedSearch:
    """One of the member's saved searches (with the list's counts); anyone else's, or none, is
    the same 404 (no probing), for admins too."""
    saved_search = saved_search_list(user=user).filter(pk=saved_search_id).first()
    if saved_search is None:
        raise errors.SAVED_SEARCH_NOT_FOUND.error()
    return saved_search


def saved_search_count(*, user) -> int:
    return SavedSearch.objects.filter(user=user).count()


def unsubscribe_preview(*, token: str) -> dict:
    """What an alert e-mail's link turns off, and whether it is on now (changes nothing)."""
    link = unsubscribe_read(token)
    searches = SavedSearch.objects.filter(user_id=link.user_id)
    if link.saved_search_id != ALL_SEARCHES:
        searches = searches.filter(pk=link.saved_search_id)
    names = list(searches.values_list("name", "email_alerts"))
    return {
        "savedSearchId": link.saved_search_id or None,
        "name": names[0][0] if link.saved_search_id != ALL_SEARCHES and names else None,
        "emailAlerts": any(on for _, on in names),
    }
