from django.db import migrations

from apps.companies.reference import reference_rows


def reference_load(apps, schema_editor):
    for model_name, rows in reference_rows():
        model = apps.get_model("companies", model_name)
        for row in rows:
            values = {key: value for key, value in row.items() if key != "id"}
            model.objects.update_or_create(id=row["id"], defaults=values)


class Migration(migrations.Migration):
    dependencies = [("companies", "0001_initial")]

    operations = [migrations.RunPython(reference_load, migrations.RunPython.noop)]
