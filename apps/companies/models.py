import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone


class ReferenceItem(models.Model):
    id = models.PositiveIntegerField(primary_key=True)
    name = models.CharField(max_length=120, unique=True)

    class Meta:
        abstract = True
        ordering = ["name"]

    def __str__(self):
        return self.name


class Industry(ReferenceItem):
    class Meta(ReferenceItem.Meta):
        verbose_name_plural = "industries"


class GeoRegion(ReferenceItem):
    """A UN M49 region (parent null) or sub-region. Companies target sub-regions."""

    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.PROTECT, related_name="sub_regions")


class MarketSegment(ReferenceItem):
    pass


class DealSize(ReferenceItem):
    class Meta(ReferenceItem.Meta):
        ordering = ["id"]


class PartnershipType(ReferenceItem):
    pass


class Company(models.Model):
    class PartnerType(models.IntegerChoices):
        TECHNOLOGY = 1, "Technology Partner"
        CHANNEL = 2, "Channel Partner"

    class Size(models.IntegerChoices):
        ENTERPRISE = 1, "Enterprise"
        MIDMARKET = 2, "Midmarket"
        SMB = 3, "SMB"

    class Goal(models.IntegerChoices):
        ENTER_NEW_MARKETS = 1, "Enter new markets"
        EXPAND_MARKET_SHARE = 2, "Expand market share"
        LAUNCH_NEW_PRODUCT = 3, "Launch new product"
        EXPAND_OFFERING = 4, "Expand offering"

    class DomainJoinPolicy(models.TextChoices):
        ASK = "ask", "Ask the company admins"
        AUTO = "auto", "Join at once"

    class Readiness(models.IntegerChoices):
        EARLY_STAGE = 1, "Early stage"
        DEVELOPING = 2, "Developing"
        MATURE = 3, "Mature partner (Pro)"

    name = models.CharField(max_length=200, db_index=True)
    website = models.CharField(max_length=500)
    # Host of the website without "www.", matched against members' e-mail domains.
    domain = models.CharField(max_length=255, blank=True, db_index=True)
    # The logo on this site's origin (/media/logos/<digest>.png, fetched once from the logo
    # service for the website host and stored: apps/companies/logos.py), or '' (the SPA shows
    # the initials). `logo_host` is the host it was fetched for: while it is not `domain`, a
    # fetch is due (queued when the company is saved, and by the hourly sweep).
    logo_url = models.CharField(max_length=500, blank=True)
    logo_host = models.CharField(max_length=255, blank=True)
    description = models.TextField()  # sanitised HTML
    partner_type = models.PositiveSmallIntegerField(choices=PartnerType.choices, default=PartnerType.TECHNOLOGY)
    company_size = models.PositiveSmallIntegerField(choices=Size.choices, null=True, blank=True)
    goal_for_next_year = models.PositiveSmallIntegerField(choices=Goal.choices, null=True, blank=True)
    is_industry_agnostic = models.BooleanField(default=False)
    target_industries = models.ManyToManyField(Industry, blank=True, related_name="companies")
    is_geo_global = models.BooleanField(default=False)
    geo_regions = models.ManyToManyField(GeoRegion, blank=True, related_name="companies")
    market_segments = models.ManyToManyField(MarketSegment, blank=True, related_name="companies")
    deal_sizes = models.ManyToManyField(DealSize, blank=True, related_name="companies")
    partnership_types = models.ManyToManyField(PartnershipType, blank=True, related_name="companies")
    partner_page = models.CharField(max_length=500, blank=True)
    partner_program_description = models.TextField(blank=True)  # sanitised HTML
    partner_readiness = models.PositiveSmallIntegerField(choices=Readiness.choices, null=True, blank=True)
    offer_description = models.TextField(blank=True)  # sanitised HTML
    # What a member whose verified e-mail is on `domain` gets from "join": a request to the
    # company admins (the default) or membership at once. The company admins choose; it is a
    # membership setting, not a catalogue field, so it changes without a company change.
    domain_join_policy = models.CharField(max_length=8, choices=DomainJoinPolicy.choices, default=DomainJoinPolicy.ASK)
    # Only approved companies are visible; the flag lets staff unpublish one.
    is_approved = models.BooleanField(default=True, db_index=True)
    is_featured = models.BooleanField(default=False, db_index=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name", "id"]
        verbose_name_plural = "companies"

    def __str__(self):
        return self.name


class Contact(models.Model):
    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="contacts")
    first_name = models.CharField(max_length=150, blank=True)
    last_name = models.CharField(max_length=150, blank=True)
    email = models.EmailField(blank=True)
    position = models.CharField(max_length=150, blank=True)
    linkedin_url = models.CharField(max_length=500, blank=True)
    sort_order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["sort_order", "id"]

    def __str__(self):
        return f"{self.first_name} {self.last_name} <{self.email}>".strip()


class CompanyMember(models.Model):
    """A user's membership of their (one) company."""

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="members")
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="company_membership")
    is_company_admin = models.BooleanField(default=False)
    joined_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["joined_at", "id"]

    def __str__(self):
        return f"{self.user} in {self.company}"


class CompanyJoinRequest(models.Model):
    """A request to join a company whose website does not match the user's e-mail domain."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        ACCEPTED = "accepted", "Accepted"
        DECLINED = "declined", "Declined"

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="join_requests")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="company_join_requests")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING, db_index=True)
    created_at = models.DateTimeField(default=timezone.now)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["company", "user"], condition=models.Q(status="pending"), name="one_pending_join_request"
            )
        ]

    def __str__(self):
        return f"{self.user} -> {self.company} ({self.status})"


class CompanyImport(models.Model):
    """One CSV import of companies (issue 10): the uploaded file until it is processed, then
    its progress and result, which the admin's import screen polls
    (GET /api/companies/import/{jobId}). The format: docs/csv-import.md."""

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        DONE = "done", "Done"
        FAILED = "failed", "Failed"  # stopped by an unexpected error; the rows before it are imported

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    file_name = models.CharField(max_length=255)
    file_size = models.PositiveIntegerField()
    # The file's bytes, kept in the database so that a worker on another machine can read
    # them; emptied once the import has run.
    content = models.BinaryField(blank=True, editable=False)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.QUEUED, db_index=True)
    total_rows = models.PositiveIntegerField(default=0)
    processed_rows = models.PositiveIntegerField(default=0)
    created_count = models.PositiveIntegerField(default=0)
    updated_count = models.PositiveIntegerField(default=0)
    unchanged_count = models.PositiveIntegerField(default=0)
    errors = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"{self.file_name} ({self.get_status_display()})"

    @property
    def is_finished(self) -> bool:
        return self.status in (self.Status.DONE, self.Status.FAILED)

    @property
    def is_success(self) -> bool:
        return self.status == self.Status.DONE and not self.errors


class FeaturedWindow(models.Model):
    """A period during which a company is featured in the partner program hub (issue 11).

    Each active Growth subscription opens one 10-day window a month for its subscriber's
    company (services.featured_windows_open); staff may add windows in /backoffice/."""

    company = models.ForeignKey(Company, on_delete=models.CASCADE, related_name="featured_windows")
    starts_at = models.DateTimeField(default=timezone.now)
    ends_at = models.DateTimeField()
    subscription = models.ForeignKey(
        "billing.Subscription", null=True, blank=True, on_delete=models.SET_NULL, related_name="featured_windows"
    )
    month = models.DateField(
        null=True, blank=True, help_text="The first day of the month a subscription's window belongs to."
    )
    note = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-starts_at"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(ends_at__gt=models.F("starts_at")), name="featured_window_ends_after_start"
            ),
            models.UniqueConstraint(
                fields=["subscription", "month"],
                condition=models.Q(subscription__isnull=False),
                name="one_featured_window_per_subscription_month",
            ),
        ]
        indexes = [models.Index(fields=["company", "ends_at"])]

    def __str__(self):
        return f"{self.company} featured {self.starts_at:%Y-%m-%d} to {self.ends_at:%Y-%m-%d}"
