"""Logos were links to a third-party service (https://www.google.com/s2/favicons?domain=...),
loaded by every viewer's browser (issue 22). They are fetched by the server now and served from
this site: a stored link to another site is cleared (the SPA shows the initials) and the
company's logo is due for a fetch (`logo_host` stays ''): the hourly sweep, or
`manage.py company_logos_fetch` at once, queues it."""

from django.db import migrations
from django.db.models import Q

OUR_LOGOS = "/media/logos/"


def clear_links_to_other_sites(apps, schema_editor):
    Company = apps.get_model("companies", "Company")
    Company.objects.exclude(logo_url="").exclude(Q(logo_url__startswith=OUR_LOGOS)).update(logo_url="", logo_host="")


class Migration(migrations.Migration):
    dependencies = [("companies", "0006_company_logo_host")]

    # Backwards: nothing to restore (the links are derived from the website; the old code's
    # companies show initials until they are saved again).
    operations = [migrations.RunPython(clear_links_to_other_sites, migrations.RunPython.noop)]
