from django.core.management.base import BaseCommand

from apps.billing.services import subscriptions_expire


class Command(BaseCommand):
    help = "Ends every subscription whose period is over (Celery beat runs this every 15 minutes)."

    def handle(self, *args, **options):
        self.stdout.write(f"{subscriptions_expire()} subscription(s) expired.")
