"""One name for the search credits (issue 8.8): the quota and the credits spent are
`credits_quota` / `credits_used` in the code; the API keeps the spec's `tokensQuota`,
`tokensUsed` and `availableSearchTokens`. A column rename, reversible; the check
constraint is dropped before and added after, under the new names."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("billing", "0003_growth_mode_name")]

    operations = [
        migrations.RemoveConstraint(model_name="subscription", name="tokens_used_within_quota"),
        migrations.RenameField(model_name="pricingplan", old_name="tokens_quota", new_name="credits_quota"),
        migrations.RenameField(model_name="subscription", old_name="tokens_quota", new_name="credits_quota"),
        migrations.RenameField(model_name="subscription", old_name="tokens_used", new_name="credits_used"),
        migrations.AddConstraint(
            model_name="subscription",
            constraint=models.CheckConstraint(
                condition=models.Q(credits_used__lte=models.F("credits_quota")), name="credits_used_within_quota"
            ),
        ),
    ]
