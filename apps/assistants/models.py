"""Threads and messages of the AI assistants (spec section 3, "Chat message", "Conversation
history"; ARCHITECTURE section 7)."""

from django.conf import settings
from django.db import models


class Hub(models.TextChoices):
    """The four sockets, plus internal GPT agents (which chat over /assistant-chat)."""

    CHAT = "chat", "AI assistant"
    CHAT_V2 = "chat-v2", "AI assistant v2"
    COMPANY_SEARCH = "company-search", "AI company search"
    PROGRAM_BUILDER = "partner-program-builder", "AI partner program builder"
    AGENT = "agent", "GPT agent"


class Thread(models.Model):
    """One conversation of a user with one assistant (or one internal GPT agent)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="assistant_threads")
    hub = models.CharField(max_length=32, choices=Hub.choices)
    agent = models.ForeignKey(
        "agents.GptAgent", null=True, blank=True, on_delete=models.CASCADE, related_name="threads"
    )
    # A user's active thread of a hub is the latest one not closed ("New conversation" closes it).
    is_closed = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["user", "hub", "agent", "-updated_at"], name="assistants_active_thread")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(hub="agent", agent__isnull=False)
                | (~models.Q(hub="agent") & models.Q(agent__isnull=True)),
                name="assistants_agent_thread_has_agent",
            )
        ]

    def __str__(self):
        return f"{self.get_hub_display()} #{self.pk} of {self.user_id}"


class Message(models.Model):
    """A message of a thread: the user's prompt or the assistant's reply (text, plus data for
    the company search: dataType and jsonData)."""

    class Status(models.TextChoices):
        DONE = "done", "Done"
        STREAMING = "streaming", "Streaming"
        STOPPED = "stopped", "Stopped by the user"
        FAILED = "failed", "Failed"

    class DataType(models.TextChoices):
        COMPANIES = "Companies"
        GEO_REGIONS = "GeoRegions"
        INDUSTRIES = "Industries"
        MARKET_SEGMENTS = "MarketSegments"

    thread = models.ForeignKey(Thread, on_delete=models.CASCADE, related_name="messages")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="assistant_messages")
    is_assistant = models.BooleanField(default=False)
    text = models.TextField(blank=True)
    data_type = models.CharField(max_length=16, choices=DataType.choices, blank=True)
    data = models.JSONField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DONE)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ("id",)
        indexes = [models.Index(fields=["user", "is_assistant", "created_at"], name="assistants_usage")]

    def __str__(self):
        return f"{'assistant' if self.is_assistant else 'user'} message #{self.pk}"
