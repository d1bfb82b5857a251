import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { nounFor } from '@/lib/format';
import type { ImportJob } from './api';

interface ImportProgressProps {
  fileName: string;
  /** Absent while the file is being uploaded (no job yet). */
  job?: ImportJob;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The running import: an indeterminate bar while uploading, then rows done of rows to import. */
export function ImportProgress({ fileName, job }: ImportProgressProps) {
  const total = job?.totalRows ?? 0;
  const done = Math.min(job?.processedRows ?? 0, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  let status: string;
  if (!job) status = 'Uploading the file…';
  else if (job.status === 'queued') status = `Waiting to start: ${count(total)} ${nounFor(total, 'row')} to import…`;
  else status = `Importing… ${count(done)} of ${count(total)} ${nounFor(total, 'row')} (${percent}%)`;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }} aria-busy="true">
      <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        Importing {fileName}
      </Typography>
      <Box sx={{ mt: 3 }}>
        {job ? (
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Import progress"
            sx={{ height: 8, borderRadius: 4 }}
          />
        ) : (
          <LinearProgress aria-label="Import progress" sx={{ height: 8, borderRadius: 4 }} />
        )}
      </Box>
      <Typography role="status" color="text.secondary" sx={{ mt: 1.5 }}>
        {status}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        You can leave this page: the import goes on, and importing the same file again changes nothing.
      </Typography>
    </Paper>
  );
}
