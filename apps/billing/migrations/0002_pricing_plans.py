from django.db import migrations

from apps.billing.plans import PLANS

# PLANS uses today's field names; at this migration the credit quota was still `tokens_quota`
# (renamed in 0004_search_credits).
NAMES_AT_THIS_MIGRATION = {"credits_quota": "tokens_quota"}


def plans_load(apps, schema_editor):
    PricingPlan = apps.get_model("billing", "PricingPlan")
    for plan in PLANS:
        values = {NAMES_AT_THIS_MIGRATION.get(key, key): value for key, value in plan.items() if key != "id"}
        PricingPlan.objects.update_or_create(id=plan["id"], defaults=values)


class Migration(migrations.Migration):
    dependencies = [("billing", "0001_initial")]

    operations = [migrations.RunPython(plans_load, migrations.RunPython.noop)]
