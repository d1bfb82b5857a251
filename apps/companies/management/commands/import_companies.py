from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from apps.accounts.models import User
from apps.accounts.services import admin_audit_record
from apps.companies.importer import import_companies
from apps.core.errors import ApplicationError


class Command(BaseCommand):
    help = (
        "Imports companies from a CSV file (docs/csv-import.md) with the importer of the admin's import "
        "screen: import_companies FILE [--as ADMIN_EMAIL]. Shows a progress bar; lists the rows it could not "
        "import and exits with status 1 when there are any."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", help="The CSV file (UTF-8, with or without BOM).")
        parser.add_argument(
            "--as", dest="admin_email", default=None, help="The admin the audit trail names (default: none)."
        )

    def handle(self, *args, file, admin_email, **options):
        path = Path(file)
        if not path.is_file():
            raise CommandError(f"No file at {path}.")
        actor = None
        if admin_email:
            actor = User.objects.filter(email__iexact=admin_email.strip()).first()
            if actor is None or not actor.is_admin:
                raise CommandError(f"No admin with the email {admin_email}.")
        data = path.read_bytes()
        # The bar goes to this command's output (a terminal: drawn live; a file or pipe: the
        # final state only).
        console = Console(file=self.stdout, highlight=False)
        columns = (TextColumn("Importing {task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=console) as progress:
            task = progress.add_task(path.name, total=None)
            try:
                result = import_companies(
                    data, progress=lambda done, total: progress.update(task, completed=done, total=total)
                )
            except ApplicationError as exc:  # the whole file is refused (not UTF-8, bad header, ...)
                raise CommandError(exc.title) from exc
        admin_audit_record(
            actor=actor,
            action="companies.import",
            target_type="companyImportFile",
            target_id="",
            target_label=str(path)[-255:],
            details={
                "fileSize": len(data),
                "rows": result.total_rows,
                "created": result.created,
                "updated": result.updated,
                "unchanged": result.unchanged,
                "rowsWithErrors": len(result.problems),
            },
        )
        self.stdout.write(
            f"{result.total_rows} rows: {result.created} created, {result.updated} updated, "
            f"{result.unchanged} unchanged, {len(result.problems)} with errors."
        )
        for line in result.errors:
            self.stderr.write(line)
        if result.problems:
            raise CommandError(f"{len(result.problems)} rows were not imported (listed above).", returncode=1)
