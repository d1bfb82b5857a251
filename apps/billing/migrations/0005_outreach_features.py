"""The plans' features name their monthly intro requests (issue 23, apps/billing/plans.py):
each plan's feature list becomes the one in PLANS; backwards, the outreach lines go again."""

from django.db import migrations

from apps.billing.plans import PLANS

OUTREACH_WORDS = ("intro request",)


def features_with_outreach(apps, schema_editor):
    PricingPlan = apps.get_model("billing", "PricingPlan")
    for plan in PLANS:
        PricingPlan.objects.filter(pk=plan["id"]).update(features=plan["features"])


def features_without_outreach(apps, schema_editor):
    PricingPlan = apps.get_model("billing", "PricingPlan")
    for row in PricingPlan.objects.all():
        kept = [feature for feature in row.features if not any(word in feature for word in OUTREACH_WORDS)]
        if kept != row.features:
            row.features = kept
            row.save(update_fields=["features"])


class Migration(migrations.Migration):
    dependencies = [("billing", "0004_search_credits")]

    operations = [migrations.RunPython(features_with_outreach, features_without_outreach)]
