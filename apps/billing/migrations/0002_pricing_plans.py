from django.db import migrations

from apps.billing.plans import PLANS


def plans_load(apps, schema_editor):
    PricingPlan = apps.get_model("billing", "PricingPlan")
    for plan in PLANS:
        values = {key: value for key, value in plan.items() if key != "id"}
        PricingPlan.objects.update_or_create(id=plan["id"], defaults=values)


class Migration(migrations.Migration):
    dependencies = [("billing", "0001_initial")]

    operations = [migrations.RunPython(plans_load, migrations.RunPython.noop)]
