"""The CSV import of companies (issue 10; docs/csv-import.md): upload a file, poll the job,
download the template. Admins only (403 `notAdmin`)."""

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.exceptions import UnsupportedMediaType
from rest_framework.parsers import MultiPartParser
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.accounts.permissions import IsAdmin
from apps.companies import errors, import_jobs, importer, selectors
from apps.companies.api.admin_serializers import CompanyImportInput, CompanyImportOutput
from apps.companies.api.serializers import CompanyError
from apps.core.api.schema import error_responses
from apps.core.errors import PARSE_ERROR

ADMIN = (*SIGNED_IN, NOT_ADMIN)
# A body this much larger than the file limit cannot hold an acceptable file (the multipart
# envelope is a few hundred bytes): refused before it is read.
BODY_SLACK = 64 * 1024


class CompanyImportView(APIView):
    permission_classes = [IsAdmin]
    parser_classes = [MultiPartParser]

    @extend_schema(
        request={"multipart/form-data": CompanyImportInput},
        description="Queues the import of one CSV file of companies and answers the job to poll "
        "(GET /api/companies/import/{jobId}). The upload is checked first: one file, a .csv, at most "
        "5,242,880 bytes, UTF-8, a header naming the columns, at least one row; anything else is refused "
        "before any work. In the embedded default (no Celery worker) the import runs before the answer, "
        "so the job comes back done.",
        responses={
            202: CompanyImportOutput,
            **error_responses(
                CompanyError,
                errors.IMPORT_NO_FILE,
                errors.IMPORT_MANY_FILES,
                errors.IMPORT_NOT_CSV,
                errors.IMPORT_NOT_TEXT,
                errors.IMPORT_NOT_UTF8,
                errors.IMPORT_BAD_HEADER,
                errors.IMPORT_UNREADABLE,
                errors.IMPORT_NO_ROWS,
                PARSE_ERROR,
                errors.IMPORT_TOO_LARGE,
                *ADMIN,
            ),
        },
    )
    def post(self, request):
        if int(request.META.get("CONTENT_LENGTH") or 0) > importer.MAX_BYTES + BODY_SLACK:
            raise errors.IMPORT_TOO_LARGE.error(extra={"maxBytes": importer.MAX_BYTES})
        try:
            files = request.FILES
        except UnsupportedMediaType:  # JSON, a bare CSV body...: not a form with a file
            raise errors.IMPORT_NO_FILE.error(errors={"file": [errors.IMPORT_NO_FILE.title]}) from None
        job = import_jobs.company_import_start(actor=request.user, files=files)
        job.refresh_from_db()  # the embedded default has run it already
        return Response(CompanyImportOutput(job).data, status=status.HTTP_202_ACCEPTED)


class CompanyImportJobView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        responses={200: CompanyImportOutput, **error_responses(CompanyError, errors.IMPORT_NOT_FOUND, *ADMIN)}
    )
    def get(self, request, job_id):
        return Response(CompanyImportOutput(selectors.company_import_get(job_id=job_id)).data)


class CsvRenderer(BaseRenderer):
    media_type = "text/csv"
    format = "csv"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        return data.encode(self.charset) if isinstance(data, str) else JSONRenderer().render(data)


class CompanyImportTemplateView(APIView):
    permission_classes = [IsAdmin]
    renderer_classes = [JSONRenderer, CsvRenderer]  # JSON for the errors, whatever the Accept header

    @extend_schema(
        description="The CSV template: the header and one example row (docs/csv-import.md).",
        responses={
            (200, "text/csv"): OpenApiResponse(OpenApiTypes.STR, description="companies-import-template.csv"),
            **error_responses(CompanyError, *ADMIN),
        },
    )
    def get(self, request):
        response = HttpResponse(importer.template_csv(), content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="companies-import-template.csv"'
        return response
