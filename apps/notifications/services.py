"""Writes of the notification centre: sending (what other apps call), reading, muting, and the
purge of old entries."""

from dataclasses import dataclass, field
from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from apps.notifications import errors, selectors
from apps.notifications.events import member_events_after_commit
from apps.notifications.kinds import NotificationKind, kind_get
from apps.notifications.models import BODY_MAX, LINK_MAX, TITLE_MAX, Notification, NotificationMute


def _clip(text: str, limit: int) -> str:
    text = (text or "").strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def notifications_send(
    *,
    user_ids,
    kind: NotificationKind,
    title: str,
    body: str = "",
    link: str = "",
    data: dict | None = None,
    now=None,
) -> list[Notification]:
    """One in-app notification of `kind` for each of these members, except those who muted the
    kind and inactive accounts (one query picks them, one insert writes them all). Each
    recipient's open sockets hear `{"type": "notification", notificationId, kind}` once the
    current transaction commits. Call it inside the transaction of the write it tells of, so
    both commit or neither. Answers the notifications created."""
    notices = [
        Notice(user_id=user_id, title=title, body=body, link=link, data=data or {})
        for user_id in dict.fromkeys(int(user_id) for user_id in user_ids)
    ]
    return notifications_send_each(kind=kind, notices=notices, now=now)


@dataclass(frozen=True)
class Notice:
    """One member's notification, for notifications_send_each."""

    user_id: int
    title: str
    body: str = ""
    link: str = ""
    data: dict = field(default_factory=dict)


def notifications_send_each(*, kind: NotificationKind, notices: list[Notice], now=None) -> list[Notification]:
    """notifications_send with a notification of its own for each member (a digest per member,
    an alert per saved search): the same rules, still one query for the mutes and one insert."""
    if kind_get(kind.code) != kind:
        raise ValueError(f"{kind.code} is not a declared notification kind (apps/notifications/kinds.py)")
    if not notices:
        return []
    user_ids = {notice.user_id for notice in notices}
    recipients = set(
        get_user_model()
        .objects.filter(pk__in=user_ids, is_active=True)
        .exclude(pk__in=NotificationMute.objects.filter(kind=kind.code, user_id__in=user_ids).values("user_id"))
        .values_list("pk", flat=True)
    )
    now = now or timezone.now()
    created = Notification.objects.bulk_create(
        Notification(
            user_id=notice.user_id,
            kind=kind.code,
            title=_clip(notice.title, TITLE_MAX),
            body=_clip(notice.body, BODY_MAX),
            link=notice.link[:LINK_MAX],
            data=notice.data,
            created_at=now,
        )
        for notice in notices
        if notice.user_id in recipients
    )
    for notification in created:
        member_events_after_commit(
            [notification.user_id],
            {"type": "notification", "notificationId": notification.pk, "kind": kind.code},
        )
    return created


def notification_read(*, user, notification_id, now=None) -> int:
    """Marks one of the member's notifications read (again: no change); another member's, or
    none, is the same 404. Answers the member's unread count."""
    notification = Notification.objects.filter(pk=notification_id, user=user).only("id", "read_at").first()
    if notification is None:
        raise errors.NOTIFICATION_NOT_FOUND.error()
    if notification.read_at is None:
        Notification.objects.filter(pk=notification.pk, read_at__isnull=True).update(read_at=now or timezone.now())
    return selectors.unread_count(user=user)


def notifications_read_all(*, user, now=None) -> int:
    """Marks every unread notification of the member read; answers how many changed."""
    return Notification.objects.filter(user=user, read_at__isnull=True).update(read_at=now or timezone.now())


@transaction.atomic
def notification_preferences_update(*, user, muted: dict[str, bool]) -> None:
    """Mutes (True) or unmutes (False) kinds for the member; unknown kinds are a 400 naming
    them, and nothing changes."""
    unknown = [code for code in muted if kind_get(code) is None]
    if unknown:
        raise errors.PREFERENCES_INVALID.error(
            errors={"muted": [errors.UNKNOWN_KIND.format(kind=code) for code in unknown]}
        )
    on = [code for code, value in muted.items() if value]
    off = [code for code, value in muted.items() if not value]
    if off:
        NotificationMute.objects.filter(user=user, kind__in=off).delete()
    if on:
        NotificationMute.objects.bulk_create(
            [NotificationMute(user=user, kind=code) for code in on], ignore_conflicts=True
        )


def notifications_purge(*, now=None) -> int:
    """Deletes notifications older than NOTIFICATIONS_KEEP_DAYS (the beat task). Answers how many."""
    cutoff = (now or timezone.now()) - timedelta(days=settings.NOTIFICATIONS_KEEP_DAYS)
    deleted, _ = Notification.objects.filter(created_at__lt=cutoff).delete()
    return deleted
