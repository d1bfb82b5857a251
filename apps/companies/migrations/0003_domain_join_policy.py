from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("companies", "0002_reference_data")]

    operations = [
        migrations.AddField(
            model_name="company",
            name="domain_join_policy",
            field=models.CharField(
                choices=[("ask", "Ask the company admins"), ("auto", "Join at once")], default="ask", max_length=8
            ),
        ),
    ]
