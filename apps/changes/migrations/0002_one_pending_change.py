from django.conf import settings
from django.db import migrations, models
from django.utils import timezone

PENDING, REJECTED = 1, 3
SUPERSEDED = "Closed automatically: a newer proposal for the same company was waiting."


def close_duplicate_pending(apps, schema_editor):
    """Before the constraints exist a race could leave several pending proposals of one
    company (or one author's new company). Keep the newest (the one a second POST's 409
    pointed at) and reject the older ones, so the constraints can be created."""
    CompanyChange = apps.get_model("changes", "CompanyChange")
    pending = CompanyChange.objects.filter(status=PENDING).order_by("-created_at", "-id")
    seen = set()
    stale = []
    for change in pending.only("pk", "company_id", "author_id"):
        key = ("company", change.company_id) if change.company_id else ("author", change.author_id)
        if key in seen:
            stale.append(change.pk)
        seen.add(key)
    if stale:
        CompanyChange.objects.filter(pk__in=stale).update(
            status=REJECTED, rejection_reason=SUPERSEDED, reviewed_at=timezone.now()
        )


class Migration(migrations.Migration):
    dependencies = [
        ("changes", "0001_initial"),
        ("companies", "0002_reference_data"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RunPython(close_duplicate_pending, migrations.RunPython.noop),
        migrations.AddConstraint(
            model_name="companychange",
            constraint=models.UniqueConstraint(
                condition=models.Q(("status", 1)), fields=("company",), name="one_pending_change_per_company"
            ),
        ),
        migrations.AddConstraint(
            model_name="companychange",
            constraint=models.UniqueConstraint(
                condition=models.Q(("company__isnull", True), ("status", 1)),
                fields=("author",),
                name="one_pending_new_company_per_author",
            ),
        ),
    ]
