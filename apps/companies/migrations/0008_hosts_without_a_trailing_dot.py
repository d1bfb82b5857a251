"""A company's host without the trailing dot of a fully qualified name (issue 22): `acme.io.` is
`acme.io`, as `website_host` reads it now, so an import row or a member's e-mail domain finds the
company however its website was written. A logo fetched for the dotted host is that host's."""

from django.db import migrations


def hosts_without_a_trailing_dot(apps, schema_editor):
    Company = apps.get_model("companies", "Company")
    for company in Company.objects.filter(domain__endswith=".").only("pk", "domain", "logo_host"):
        host = company.domain.rstrip(".")
        logo_host = host if company.logo_host == company.domain else company.logo_host
        Company.objects.filter(pk=company.pk).update(domain=host, logo_host=logo_host)


class Migration(migrations.Migration):
    dependencies = [("companies", "0007_logos_from_our_origin")]

    # Backwards: nothing to restore (the dotted and the plain name are the same host).
    operations = [migrations.RunPython(hosts_without_a_trailing_dot, migrations.RunPython.noop)]
