from django.conf import settings
from django.db import models
from django.utils import timezone


class CompanyChange(models.Model):
    """A proposed full snapshot of a company (new or existing), reviewed by an admin.
    Kept after review as the company's audit trail."""

    class Status(models.IntegerChoices):
        PENDING = 1, "Pending"
        APPROVED = 2, "Approved"
        REJECTED = 3, "Rejected"

    class ChangeType(models.IntegerChoices):
        ADDED = 1, "Added"
        UPDATED = 2, "Updated"

    company = models.ForeignKey(
        "companies.Company", null=True, blank=True, on_delete=models.CASCADE, related_name="changes"
    )
    change_type = models.PositiveSmallIntegerField(choices=ChangeType.choices)
    status = models.PositiveSmallIntegerField(choices=Status.choices, default=Status.PENDING, db_index=True)
    snapshot = models.JSONField()
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="company_changes")
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="reviewed_changes"
    )
    rejection_reason = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)
    reviewed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        # One pending proposal per company, and per author of a new company: a second
        # one is answered 409 with the id to PUT. The database holds the rule so that
        # simultaneous POSTs cannot both pass the check in the service. (status=1 is
        # Status.PENDING: Meta cannot see the enclosing class's names.)
        constraints = [
            models.UniqueConstraint(
                fields=["company"],
                condition=models.Q(status=1),
                name="one_pending_change_per_company",
            ),
            models.UniqueConstraint(
                fields=["author"],
                condition=models.Q(status=1, company__isnull=True),
                name="one_pending_new_company_per_author",
            ),
        ]

    def __str__(self):
        return f"{self.get_change_type_display()} {self.snapshot.get('name', '')} ({self.get_status_display()})"

    @property
    def name(self) -> str:
        return self.snapshot.get("name", "")
