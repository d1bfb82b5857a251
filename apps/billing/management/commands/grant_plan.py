from django.core.management.base import BaseCommand, CommandError

from apps.accounts.models import User
from apps.billing.services import plan_resolve, subscription_grant
from apps.core.exceptions import ApplicationError
from apps.core.formats import email_normalize


class Command(BaseCommand):
    help = "Gives a user a plan: grant_plan EMAIL PLAN [--days N] (PLAN: id or name, e.g. 'Growth Mode')."

    def add_arguments(self, parser):
        parser.add_argument("email")
        parser.add_argument("plan")
        parser.add_argument("--days", type=int, default=None, help="Length of the grant (default: one month).")

    def handle(self, *args, email, plan, days, **options):
        user = User.objects.filter(email=email_normalize(email)).first()
        if user is None:
            raise CommandError(f"No user with the email {email}.")
        if days is not None and days <= 0:
            raise CommandError("--days must be a positive number.")
        try:
            chosen = plan_resolve(plan)
        except ApplicationError as exc:
            raise CommandError(exc.title) from exc
        if chosen.is_free:
            raise CommandError("Free is not a plan to grant: it is what a user has without one.")
        subscription = subscription_grant(user=user, plan=chosen, days=days)
        self.stdout.write(
            f"{user.email} now has {chosen.name} until {subscription.current_period_end:%Y-%m-%d %H:%M} UTC "
            f"({subscription.credits_quota} credits)."
        )
