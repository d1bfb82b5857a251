import uuid

from django.db import migrations


def create_row(apps, schema_editor):
    IndexVersion = apps.get_model("discovery", "IndexVersion")
    IndexVersion.objects.get_or_create(pk=1, defaults={"token": uuid.uuid4().hex, "counter": 0})


class Migration(migrations.Migration):
    dependencies = [("discovery", "0001_initial")]

    operations = [migrations.RunPython(create_row, migrations.RunPython.noop)]
