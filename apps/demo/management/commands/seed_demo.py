from django.core.management.base import BaseCommand

from apps.demo.seed import demo_seed


class Command(BaseCommand):
    help = "Loads the demo data: sign-ins, 300 companies, pending changes, plans (idempotent)."

    def handle(self, *args, **options):
        self.stdout.write(str(demo_seed()))
