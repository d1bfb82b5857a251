"""The CSV import as a job (issue 10): `company_import_start` refuses a wrong upload before any
work and queues the job; `company_import_run` (a Celery task, inline in the embedded default)
imports the file and records its progress and result, which the import screen polls."""

import logging

from celery import shared_task
from django.db import transaction
from django.utils import timezone

from apps.accounts.services import admin_audit_record
from apps.companies import errors
from apps.companies.importer import MAX_BYTES, ImportResult, import_companies, read_table
from apps.companies.models import CompanyImport
from apps.core.errors import ApplicationError

logger = logging.getLogger(__name__)

# Browsers name a .csv file's type differently (Windows with Excel says
# application/vnd.ms-excel); the extension and the content decide, the type only rules out
# other kinds of file.
CSV_CONTENT_TYPES = {
    "",
    "text/csv",
    "application/csv",
    "text/comma-separated-values",
    "text/plain",
    "application/vnd.ms-excel",
    "application/octet-stream",
}
STOPPED = (
    "The import stopped on an unexpected error; the rows before it are imported. Importing the file again is safe."
)


def upload_check(files) -> tuple[str, bytes]:
    """(file name, bytes) of the one CSV file in a multipart upload (`request.FILES`), or the
    400/413 that says what is wrong with the upload: before the file is read further."""
    uploads = [upload for key in files for upload in files.getlist(key)]
    if len(uploads) > 1:
        raise errors.IMPORT_MANY_FILES.error(errors={"file": [errors.IMPORT_MANY_FILES.title]})
    if not uploads or "file" not in files:
        raise errors.IMPORT_NO_FILE.error(errors={"file": [errors.IMPORT_NO_FILE.title]})
    upload = uploads[0]
    content_type = (upload.content_type or "").split(";")[0].strip().lower()
    if not (upload.name or "").lower().endswith(".csv") or content_type not in CSV_CONTENT_TYPES:
        raise errors.IMPORT_NOT_CSV.error(errors={"file": [errors.IMPORT_NOT_CSV.title]})
    if upload.size > MAX_BYTES:
        raise errors.IMPORT_TOO_LARGE.error(extra={"maxBytes": MAX_BYTES})
    return upload.name, upload.read()


@transaction.atomic
def company_import_start(*, actor, files) -> CompanyImport:
    """Checks the upload and the file's header and rows (every refusal of the whole file is
    a 400 here, not a failed job), stores the file with the job and queues the import."""
    name, data = upload_check(files)
    table = read_table(data)
    if not table.total_rows:
        raise errors.IMPORT_NO_ROWS.error()
    job = CompanyImport.objects.create(
        created_by=actor, file_name=name[:255], file_size=len(data), content=data, total_rows=table.total_rows
    )
    admin_audit_record(
        actor=actor,
        action="companies.import",
        target_type="companyImport",
        target_id=job.pk,
        target_label=job.file_name,
        details={"fileSize": job.file_size, "rows": job.total_rows},
    )
    # Queued once the job is committed: a worker must find it.
    transaction.on_commit(lambda: company_import_run_task.delay(str(job.pk)))
    return job


def company_import_run(*, job_id) -> None:
    """Runs a queued job (or one a worker left running: importing again is safe, as rows
    upsert). Progress is written after each batch, in its own statement, so pollers see it."""
    claimed = CompanyImport.objects.filter(
        pk=job_id, status__in=[CompanyImport.Status.QUEUED, CompanyImport.Status.RUNNING]
    ).update(status=CompanyImport.Status.RUNNING, started_at=timezone.now(), processed_rows=0)
    if not claimed:
        return
    data = bytes(CompanyImport.objects.values_list("content", flat=True).get(pk=job_id))

    def progress(done: int, total: int) -> None:
        CompanyImport.objects.filter(pk=job_id).update(processed_rows=done, total_rows=total)

    try:
        result = import_companies(data, progress=progress)
    except ApplicationError as exc:  # the file was checked at the start: only if it changed meanwhile
        _finish(job_id, status=CompanyImport.Status.FAILED, errors=[exc.title])
    except Exception:
        logger.exception("The import %s stopped", job_id)
        _finish(job_id, status=CompanyImport.Status.FAILED, errors=[STOPPED])
    else:
        _finish(job_id, status=CompanyImport.Status.DONE, result=result)


@shared_task
def company_import_run_task(job_id: str) -> None:
    """The Celery task of a job (here, beside the services it runs; apps/companies/tasks.py
    names it for the workers' autodiscovery)."""
    company_import_run(job_id=job_id)


def _finish(job_id, *, status: str, result: ImportResult | None = None, errors: list[str] | None = None) -> None:
    values = {"status": status, "finished_at": timezone.now(), "content": b""}
    if result is not None:
        values.update(
            total_rows=result.total_rows,
            processed_rows=result.total_rows,
            created_count=result.created,
            updated_count=result.updated,
            unchanged_count=result.unchanged,
            errors=result.errors,
        )
    else:
        values["errors"] = errors
    CompanyImport.objects.filter(pk=job_id).update(**values)
