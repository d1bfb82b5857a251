"""Models of saved searches and their alerts (docs/alerts.md): a member's saved search with its
criteria (as a discovery search takes them), its alert frequency and its baseline (the top N it
is compared with); the companies an alert named for it (never again); the digests sent (once per
member and period); and the companies waiting to be matched."""

from django.conf import settings
from django.db import models
from django.utils import timezone

NAME_MAX = 100
TOP_N_MAX = 50


class SavedSearch(models.Model):
    """A member's saved discovery criteria with alerts: when a company approved or retargeted
    would enter its top N, the member is told (at once, or in a daily or weekly digest).

    The baseline is what "enters" is measured against: the N-th best rank key of the catalogue
    the last time it was computed (-1: fewer than N companies fit), that company's id, and the
    ids of the top N (matching.py)."""

    class Frequency(models.IntegerChoices):
        OFF = 0, "Off"
        INSTANT = 1, "Instant"
        DAILY = 2, "Daily"
        WEEKLY = 3, "Weekly"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_searches")
    # The member's company when the search was saved (matching uses their company now).
    company = models.ForeignKey("companies.Company", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    name = models.CharField(max_length=NAME_MAX)
    is_industry_agnostic = models.BooleanField(default=False)
    industry_ids = models.JSONField(default=list)
    is_geo_global = models.BooleanField(default=False)
    region_ids = models.JSONField(default=list)
    segment_ids = models.JSONField(default=list)
    top_n = models.PositiveSmallIntegerField(default=10)
    frequency = models.PositiveSmallIntegerField(choices=Frequency.choices, default=Frequency.DAILY)
    # Alert e-mails (the in-app notifications follow the member's mutes); the e-mails'
    # one-click unsubscribe link turns this off.
    email_alerts = models.BooleanField(default=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)
    last_digest_at = models.DateTimeField(null=True, blank=True)
    # The saved search this one was made from in the pipeline, if any.
    search_history = models.ForeignKey(
        "discovery.SearchHistory", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    baseline_key = models.FloatField(default=-1)
    baseline_company_id = models.BigIntegerField(default=0)
    baseline_company_ids = models.JSONField(default=list)
    # "token:counter" of discovery's index the baseline was computed on ("": never).
    baseline_version = models.CharField(max_length=80, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["user", "-created_at", "-id"], name="saved_search_user_newest"),
            models.Index(fields=["frequency"], name="saved_search_frequency"),
        ]

    def __str__(self):
        return f"saved search {self.pk} '{self.name}' of {self.user_id}"


class AlertShown(models.Model):
    """A company an alert named for a saved search: never named again for it. Instant alerts
    are sent at once; Daily and Weekly ones wait (`pending`) for the member's next digest."""

    class State(models.TextChoices):
        PENDING = "pending", "Waiting for the digest"
        SENT = "sent", "Sent"
        DROPPED = "dropped", "Dropped"  # the search's alerts were turned off, or the company left

    saved_search = models.ForeignKey(SavedSearch, on_delete=models.CASCADE, related_name="alerts")
    company = models.ForeignKey("companies.Company", on_delete=models.CASCADE, related_name="+")
    match_score = models.PositiveSmallIntegerField()  # 0-100, as discovery shows it
    state = models.CharField(max_length=10, choices=State.choices)
    created_at = models.DateTimeField(default=timezone.now)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["saved_search", "company"], name="alert_shown_once_per_search")]
        indexes = [models.Index(fields=["state", "saved_search"], name="alert_shown_pending")]

    def __str__(self):
        return f"company {self.company_id} for saved search {self.saved_search_id} ({self.state})"


class AlertDigest(models.Model):
    """A member's digest of one period (a UTC day, or an ISO week starting on Monday): at most one
    per member, frequency and period, however often the beat task runs."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    frequency = models.PositiveSmallIntegerField(choices=SavedSearch.Frequency.choices)
    period_start = models.DateField()
    alert_count = models.PositiveIntegerField(default=0)
    sent_at = models.DateTimeField(default=timezone.now)
    # The run that made it (a run knows its own rows among those another run made at once).
    run = models.CharField(max_length=32)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "frequency", "period_start"], name="alert_digest_once_a_period")
        ]

    def __str__(self):
        return f"digest of {self.user_id} for {self.period_start} ({self.alert_count})"


class PendingMatch(models.Model):
    """A company approved or retargeted whose matching has not run yet (written in the transaction
    of the change; the task deletes it once the alerts are out). Baselines leave these companies
    out, so a company is always compared with a catalogue it was not part of."""

    company = models.OneToOneField("companies.Company", primary_key=True, on_delete=models.CASCADE, related_name="+")
    changed_at = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return f"company {self.company_id} to match"


class BaselineState(models.Model):
    """One row: what the last full baseline refresh was computed on (discovery's index version,
    and the companies left out because they were waiting to be matched). A refresh on the same
    state does nothing."""

    id = models.PositiveSmallIntegerField(primary_key=True, default=1)
    version = models.CharField(max_length=80, blank=True)
    left_out = models.JSONField(default=list)
    refreshed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self):
        return f"baselines at {self.version}"
