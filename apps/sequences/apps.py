"""Follow-up sequences (issue 24, docs/sequences.md): up to three follow-ups a member's pending
intro requests get until the receiver answers."""

from django.apps import AppConfig


class SequencesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "apps.sequences"
    label = "sequences"
    verbose_name = "Follow-up sequences"

    def ready(self):
        from apps.outreach import hooks as outreach_hooks
        from apps.sequences import stopping

        # Outreach tells us when a request leaves Pending or its receiver may refuse follow-ups.
        outreach_hooks.request_left_pending.answer_with(stopping.requests_left_pending)
        outreach_hooks.follow_ups_refused.answer_with(stopping.company_refused_follow_ups)
