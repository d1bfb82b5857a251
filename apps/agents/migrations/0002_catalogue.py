"""Loads the catalogue of GPT agents the product ships with (apps/agents/catalogue.py)."""

from django.db import migrations


def load(apps, schema_editor):
    from apps.agents.catalogue import EXTERNAL, INTERNAL

    GptAgent = apps.get_model("agents", "GptAgent")
    for position, agent in enumerate(INTERNAL, start=1):
        GptAgent.objects.update_or_create(
            name=agent["name"],
            defaults={
                "description": agent["description"],
                "instructions": agent["instructions"],
                "is_featured": agent.get("featured", False),
                "ordering": position * 10,
            },
        )
    for position, agent in enumerate(EXTERNAL, start=len(INTERNAL) + 1):
        GptAgent.objects.update_or_create(
            name=agent["name"],
            defaults={
                "description": agent["description"],
                "is_external": True,
                "external_url": agent["url"],
                "ordering": position * 10,
            },
        )


class Migration(migrations.Migration):
    dependencies = [("agents", "0001_initial")]

    operations = [migrations.RunPython(load, migrations.RunPython.noop)]
