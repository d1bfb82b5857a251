"""Shapes of the CSV import calls (issue 10; docs/csv-import.md, docs/api.md)."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.companies.importer import MAX_BYTES
from apps.companies.models import CompanyImport


class CompanyImportInput(serializers.Serializer):
    file = serializers.FileField(
        help_text=f"One CSV file (.csv; UTF-8, with or without BOM), at most {MAX_BYTES:,} bytes. "
        "The format: GET /api/companies/import/template and docs/csv-import.md."
    )


class ImportResultOutput(serializers.Serializer):
    """The spec's import result (section 3), with the counts behind it."""

    isSuccess = serializers.BooleanField(help_text="Every row was imported (no errors).")
    totalRowsProcessed = serializers.IntegerField(help_text="Rows read below the header (blank rows left out).")
    errors = serializers.ListField(
        child=serializers.CharField(),
        help_text='One sentence per bad row ("Row 7: website ... is not a valid URL."); the row number is the '
        "spreadsheet's (the header is row 1). Such a row wrote nothing.",
    )
    createdCount = serializers.IntegerField(help_text="New companies (approved at once).")
    updatedCount = serializers.IntegerField(help_text="Companies found by their website host and changed.")
    unchangedCount = serializers.IntegerField(help_text="Companies found by their website host and left as they were.")


class CompanyImportOutput(serializers.Serializer):
    """An import job: poll it until `status` is done (or failed); `result` is then set."""

    jobId = serializers.UUIDField(source="pk")
    status = serializers.ChoiceField(
        choices=CompanyImport.Status.choices,
        help_text="queued, running, done; failed when an unexpected error stopped it (the rows before are imported).",
    )
    fileName = serializers.CharField(source="file_name")
    fileSize = serializers.IntegerField(source="file_size")
    totalRows = serializers.IntegerField(source="total_rows", help_text="Rows to import.")
    processedRows = serializers.IntegerField(source="processed_rows", help_text="Rows done so far.")
    createdAt = serializers.DateTimeField(source="created_at")
    startedAt = serializers.DateTimeField(source="started_at", allow_null=True)
    finishedAt = serializers.DateTimeField(source="finished_at", allow_null=True)
    result = serializers.SerializerMethodField()

    @extend_schema_field(ImportResultOutput(allow_null=True, help_text="Set once the job is done or failed."))
    def get_result(self, job):
        if not job.is_finished:
            return None
        return ImportResultOutput(
            {
                "isSuccess": job.is_success,
                "totalRowsProcessed": job.processed_rows,
                "errors": job.errors,
                "createdCount": job.created_count,
                "updatedCount": job.updated_count,
                "unchangedCount": job.unchanged_count,
            }
        ).data
