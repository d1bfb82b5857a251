from django.db import migrations

# Spec section 9 names plan 1 "Growth Mode"; databases loaded before the rename say "Growth".
OLD, NEW = "Growth", "Growth Mode"
GROWTH, PARTNER_PRO = 1, 2


def _rename(apps, old: str, new: str) -> None:
    PricingPlan = apps.get_model("billing", "PricingPlan")
    PricingPlan.objects.filter(pk=GROWTH, name=old).update(name=new)
    partner_pro = PricingPlan.objects.filter(pk=PARTNER_PRO).first()
    if partner_pro is not None:
        partner_pro.features = [
            f"Everything in {new}" if feature == f"Everything in {old}" else feature for feature in partner_pro.features
        ]
        partner_pro.save(update_fields=["features"])


def growth_mode_name(apps, schema_editor):
    _rename(apps, OLD, NEW)


def growth_name(apps, schema_editor):
    _rename(apps, NEW, OLD)


class Migration(migrations.Migration):
    dependencies = [("billing", "0002_pricing_plans")]

    operations = [migrations.RunPython(growth_mode_name, growth_name)]
