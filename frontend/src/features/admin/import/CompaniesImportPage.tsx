import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { apiErrorStatus, apiErrorTitle, isApiError } from '@/lib/api/errors';
import {
  IMPORT_POLL_MS,
  importFinished,
  useImportJobQuery,
  useImportJobState,
  useImportStartMutation,
  type ImportJob,
} from './api';
import { CsvDropZone } from './CsvDropZone';
import { ImportProgress } from './ImportProgress';
import { ImportResultCard } from './ImportResultCard';
import { TemplateDownloadButton } from './TemplateDownloadButton';
import { formatFileSize, IMPORT_MESSAGES, importFileProblem } from './validation';

/** What the server said about a refused upload (400/413), or the network's failure. */
function uploadProblem(error: unknown): string {
  if (apiErrorStatus(error) === 413) return apiErrorTitle(error) ?? IMPORT_MESSAGES.fileTooLarge;
  if (apiErrorTitle(error)) return apiErrorTitle(error) as string;
  return isApiError(error)
    ? `The file could not be imported: ${error.message}. Please try again.`
    : 'The file could not be imported. Please try again.';
}

/**
 * Companies import (spec section 2, /admin/companies-import): one CSV file, checked here as
 * the server checks it, uploaded, then the job is polled until it has finished and its
 * result shown (docs/csv-import.md).
 */
export function CompaniesImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [startedJob, setStartedJob] = useState<ImportJob | null>(null);
  const [startImport, upload] = useImportStartMutation();
  const problemId = useId();

  // The POST answers the job; in the embedded default it has already finished, so only a
  // job still running is polled, and polling stops once the polled answer says it finished.
  const jobId = startedJob?.jobId ?? '';
  const skip = !startedJob || importFinished(startedJob);
  const cached = useImportJobState({ jobId }, { skip });
  const pollingInterval = importFinished(cached.data) ? 0 : IMPORT_POLL_MS;
  const polled = useImportJobQuery({ jobId }, { skip, pollingInterval });
  const job: ImportJob | null = (!skip && polled.data?.jobId === jobId ? polled.data : null) ?? startedJob;

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const found = importFileProblem(files);
    setProblem(found);
    setFile(found ? null : files[0]);
  };

  const start = async () => {
    if (!file) return;
    setProblem(null);
    try {
      setStartedJob(await startImport({ companyImportInputRequest: { file } }).unwrap());
    } catch (error) {
      // The file was refused: back to the drop zone, with the server's reason.
      setFile(null);
      setProblem(uploadProblem(error));
    }
  };

  const reset = () => {
    setFile(null);
    setProblem(null);
    setStartedJob(null);
    upload.reset();
  };

  let body;
  if (job && importFinished(job)) {
    body = <ImportResultCard job={job} onImportAnother={reset} />;
  } else if (upload.isLoading || job) {
    body = (
      <Stack spacing={2}>
        <ImportProgress fileName={file?.name ?? job?.fileName ?? ''} job={job ?? undefined} />
        {polled.isError ? (
          <Alert severity="warning">
            The progress of the import could not be read:{' '}
            {polled.error && isApiError(polled.error) ? polled.error.message : 'Unexpected error'}. Trying again…
          </Alert>
        ) : null}
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {problem ? (
          <Alert severity="error" id={problemId} role="alert">
            {problem}
          </Alert>
        ) : null}
        {file ? (
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
          >
            <InsertDriveFileOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatFileSize(file.size)} · ready to import
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={reset}>
                Remove
              </Button>
              <Button variant="contained" onClick={start}>
                Import
              </Button>
            </Stack>
          </Paper>
        ) : (
          <CsvDropZone onFiles={choose} problemId={problem ? problemId : undefined} />
        )}
        <Typography variant="body2" color="text.secondary">
          One row per company; <strong>name</strong>, <strong>website</strong> and a <strong>description</strong> of
          at least 150 characters are required (a row that updates a company may leave the description out). Reference
          data (industries, regions, segments, deal sizes…) by name, several values separated by <code>;</code>. A row
          updates the company with the same website host, so importing the same file again changes nothing. Each row
          with an error is reported with its row number and imports nothing; the other rows are imported.
        </Typography>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Companies import"
        subtitle="Import companies from one CSV file (at most 5 MB). Imported companies are approved at once."
        actions={<TemplateDownloadButton />}
      />
      <Box sx={{ maxWidth: 880 }}>{body}</Box>
    </>
  );
}
