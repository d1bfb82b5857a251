import {
  companiesApi as generatedCompaniesApi,
  type CompanyImportOutputRead,
  type ImportResultOutput,
} from '@/lib/api/generated/companies';

export type ImportJob = CompanyImportOutputRead;
export type ImportResult = ImportResultOutput;

/** How often the import screen asks for the job while it runs (docs/csv-import.md). */
export const IMPORT_POLL_MS = 1000;

/** A job that will not change any more: `done`, or `failed` on an unexpected error. */
export function importFinished(job: ImportJob | undefined): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

/**
 * The CSV import calls (docs/api.md, "Admin area"), generated from the schema; here only
 * what the schema cannot say: the upload is multipart (field `file`), and the template is a
 * CSV text, not JSON.
 */
export const importApi = generatedCompaniesApi.enhanceEndpoints({
  endpoints: {
    companiesImportCreate: {
      query: ({ companyImportInputRequest }) => {
        const form = new FormData();
        form.append('file', companyImportInputRequest.file);
        return { url: '/companies/import', method: 'POST', body: form };
      },
    },
    companiesImportRetrieve: {
      // Each job is asked for anew: a finished one is not asked again, a new one has a new id.
      keepUnusedDataFor: 0,
    },
    companiesImportTemplateRetrieve: {
      query: () => ({ url: '/companies/import/template', responseHandler: 'text' }),
    },
  },
});

export const {
  useCompaniesImportCreateMutation: useImportStartMutation,
  useCompaniesImportRetrieveQuery: useImportJobQuery,
  useLazyCompaniesImportTemplateRetrieveQuery: useLazyImportTemplateQuery,
} = importApi;

/** The job's cached answer, without asking the server (to decide whether to keep polling). */
export const useImportJobState = importApi.endpoints.companiesImportRetrieve.useQueryState;
