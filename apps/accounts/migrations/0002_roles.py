from django.db import migrations

ROLES = [(1, "Admin"), (2, "User")]


def roles_create(apps, schema_editor):
    Role = apps.get_model("accounts", "Role")
    for role_id, name in ROLES:
        Role.objects.update_or_create(id=role_id, defaults={"name": name})


class Migration(migrations.Migration):
    dependencies = [("accounts", "0001_initial")]

    operations = [migrations.RunPython(roles_create, migrations.RunPython.noop)]
