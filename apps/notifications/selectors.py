"""Reads of the notification centre: the member's bell, its unread count, their muted kinds."""

from apps.notifications.kinds import notification_kinds
from apps.notifications.models import Notification, NotificationMute


def notification_list(*, user, unread: bool | None = None):
    """The member's notifications, newest first (only the unread ones when `unread` is true,
    only the read ones when false)."""
    notifications = Notification.objects.filter(user=user)
    if unread is not None:
        notifications = notifications.filter(read_at__isnull=unread)
    return notifications.order_by("-created_at", "-id")


def unread_count(*, user) -> int:
    return Notification.objects.filter(user=user, read_at__isnull=True).count()


def notification_preferences(*, user) -> dict:
    """Every kind declared, with whether the member muted it (one query)."""
    muted = set(NotificationMute.objects.filter(user=user).values_list("kind", flat=True))
    return {
        "kinds": [
            {
                "kind": kind.code,
                "group": kind.group,
                "label": kind.label,
                "description": kind.description,
                "muted": kind.code in muted,
            }
            for kind in notification_kinds()
        ]
    }
