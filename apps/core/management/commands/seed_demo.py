from django.core.management.base import BaseCommand
from django.db import transaction

from apps.accounts.demo import DEMO_ACCOUNTS, demo_accounts_seed


class Command(BaseCommand):
    help = "Loads the demo data (idempotent: running it again changes nothing)."

    @transaction.atomic
    def handle(self, *args, **options):
        created = demo_accounts_seed()
        self.stdout.write(f"Demo accounts: {created} created, {len(DEMO_ACCOUNTS) - created} already present.")
