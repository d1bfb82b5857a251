"""How alerts reach members (docs/alerts.md "Alerts"): the in-app notification (kind
`alerts.newMatch`, which a member may mute) and the e-mail (each saved search's `email_alerts`,
which the one-click link turns off), at once for Instant searches, and in one digest per member
and period for Daily and Weekly ones (digests.py).

An alert names the company and its Partner Fit Score for the search, and links to the saved
search in discovery (`/companies?savedSearchId=<id>`): opening it there runs the scoring call
with the saved criteria and spends credits as a search does; the alert itself spends none."""

from dataclasses import dataclass

from django.conf import settings

from apps.alerts.models import SavedSearch
from apps.alerts.tokens import ALL_SEARCHES, unsubscribe_token
from apps.core.services import email_send
from apps.notifications.kinds import notification_kind
from apps.notifications.services import Notice, notifications_send_each

NEW_MATCH = notification_kind(
    "alerts.newMatch",
    "New matches for your saved searches",
    "A company approved or retargeted would enter the top results of one of your saved searches.",
)


def saved_search_link(saved_search_id: int) -> str:
    """The SPA's discovery page with the saved search's criteria (a search there is paid for)."""
    return f"/companies?savedSearchId={saved_search_id}"


SAVED_SEARCHES_LINK = "/saved-searches"


def company_link(company_id: int) -> str:
    return f"/companies/{company_id}"


def _unsubscribe(user_id: int, saved_search_id: int = ALL_SEARCHES) -> tuple[str, dict]:
    """(the SPA page's URL, headers): the link in the mail and RFC 8058's one-click POST."""
    token = unsubscribe_token(user_id=user_id, saved_search_id=saved_search_id)
    page = f"{settings.SITE_URL}/alerts/unsubscribe?token={token}"
    one_click = f"{settings.SITE_URL}/api/alerts/unsubscribe?token={token}"
    return page, {"List-Unsubscribe": f"<{one_click}>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}


@dataclass(frozen=True)
class InstantAlert:
    saved_search: SavedSearch
    company_id: int
    company_name: str
    match_score: int


def instant_alerts_send(alerts: list[InstantAlert], *, now) -> None:
    """Each alert in the member's bell (unless muted) and by e-mail (unless the search's e-mails
    are off), after the transaction commits."""
    notifications_send_each(
        kind=NEW_MATCH,
        notices=[
            Notice(
                user_id=alert.saved_search.user_id,
                title=f"{alert.company_name} matches your saved search “{alert.saved_search.name}”",
                body=f"Partner Fit Score {alert.match_score}%: it would enter your top {alert.saved_search.top_n}.",
                link=saved_search_link(alert.saved_search.pk),
                data={
                    "savedSearchId": alert.saved_search.pk,
                    "companyId": alert.company_id,
                    "matchScore": alert.match_score,
                },
            )
            for alert in alerts
        ],
        now=now,
    )
    for alert in alerts:
        search = alert.saved_search
        if not search.email_alerts:
            continue
        page, headers = _unsubscribe(search.user_id, search.pk)
        email_send(
            to=search.user.email,
            template="alerts_match",
            context={
                "user": search.user,
                "company_name": alert.company_name,
                "match_score": alert.match_score,
                "search_name": search.name,
                "top_n": search.top_n,
                "search_url": f"{settings.SITE_URL}{saved_search_link(search.pk)}",
                "company_url": f"{settings.SITE_URL}{company_link(alert.company_id)}",
                "unsubscribe_url": page,
            },
            headers=headers,
        )


@dataclass
class DigestSearch:
    saved_search_id: int
    name: str
    email_alerts: bool
    companies: list[dict]  # {companyId, name, matchScore}, best first


def digest_send(*, user, frequency: int, searches: list[DigestSearch], now) -> Notice:
    """One member's digest e-mail (the searches whose e-mails are on); answers its in-app notice
    (the caller sends a batch of them at once)."""
    count = sum(len(search.companies) for search in searches)
    mailed = [search for search in searches if search.email_alerts]
    if mailed:
        page, headers = _unsubscribe(user.pk)
        email_send(
            to=user.email,
            template="alerts_digest",
            context={
                "user": user,
                "period": "week" if frequency == SavedSearch.Frequency.WEEKLY else "day",
                "count": count,
                "searches": [
                    {
                        "name": search.name,
                        "url": f"{settings.SITE_URL}{saved_search_link(search.saved_search_id)}",
                        "unsubscribe_url": _unsubscribe(user.pk, search.saved_search_id)[0],
                        "companies": [
                            {**company, "url": f"{settings.SITE_URL}{company_link(company['companyId'])}"}
                            for company in search.companies
                        ],
                    }
                    for search in mailed
                ],
                "unsubscribe_url": page,
            },
            headers=headers,
        )
    named = [f"{company['name']} ({company['matchScore']}%)" for search in searches for company in search.companies]
    body = ", ".join(named[:3]) + (f" and {len(named) - 3} more" if len(named) > 3 else "")
    only = searches[0].saved_search_id if len(searches) == 1 else None
    return Notice(
        user_id=user.pk,
        title=f"{count} new match{'es' if count != 1 else ''} for your saved searches",
        body=body,
        link=saved_search_link(only) if only else SAVED_SEARCHES_LINK,
        data={
            "digest": "weekly" if frequency == SavedSearch.Frequency.WEEKLY else "daily",
            "savedSearchIds": [search.saved_search_id for search in searches],
            "count": count,
        },
    )


def digest_notices_send(notices: list[Notice], *, now) -> None:
    notifications_send_each(kind=NEW_MATCH, notices=notices, now=now)
