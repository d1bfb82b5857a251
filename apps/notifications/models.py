"""Models of the notification centre: a member's in-app notifications and the kinds they muted."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

TITLE_MAX = 200
BODY_MAX = 1000
LINK_MAX = 500


class Notification(models.Model):
    """One entry of a member's bell. `link` is a path of the SPA (`/outreach/requests/12`);
    `data` holds the ids the SPA may want (`{"introRequestId": 12}`), never text the API's
    access rules would hide: the link's page reads the thing itself."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications")
    kind = models.CharField(max_length=64)  # apps/notifications/kinds.py
    title = models.CharField(max_length=TITLE_MAX)
    body = models.TextField(blank=True)
    link = models.CharField(max_length=LINK_MAX, blank=True)
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    read_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["user", "-created_at", "-id"], name="notification_user_newest"),
            # The bell's count and the Unread filter read only these.
            models.Index(
                fields=["user", "-created_at", "-id"], condition=Q(read_at__isnull=True), name="notification_unread"
            ),
        ]

    def __str__(self):
        return f"{self.kind} for {self.user_id}: {self.title}"


class NotificationMute(models.Model):
    """A member muted a kind: no notification of it is created for them."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_mutes")
    kind = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "kind"], name="notification_mute_once")]

    def __str__(self):
        return f"{self.user_id} muted {self.kind}"
