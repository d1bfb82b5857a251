from django.core.management.base import BaseCommand

from apps.companies.logo_jobs import company_logos_queue


class Command(BaseCommand):
    help = (
        "Queues the fetch of every company logo that is due (never fetched for the company's website host: "
        "new companies, changed websites, rows from before logos were served from this site). The hourly "
        "sweep does the same, 500 at a time; run this after an upgrade to have them at once. With a worker "
        "the fetches run there; in the embedded default they run now."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--retry-missing",
            action="store_true",
            help="Also ask again for the hosts the logo service had no usable logo for.",
        )
        parser.add_argument("--limit", type=int, default=None, help="At most this many (oldest first).")

    def handle(self, *args, retry_missing, limit, **options):
        queued = company_logos_queue(limit=limit, retry_missing=retry_missing)
        self.stdout.write(f"{queued} logo fetch(es) queued.")
