import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ImportJob, ImportResult } from './api';

interface ImportResultCardProps {
  job: ImportJob;
  onImportAnother: () => void;
}

const count = (value: number) => value.toLocaleString('en-US');
const rows = (value: number) => `${count(value)} ${value === 1 ? 'row' : 'rows'}`;

/** "Row 7: reason" -> {row: "7", reason}; other sentences (the count of errors left out) as they are. */
function splitRow(error: string): { row: string | null; reason: string } {
  const match = /^Row (\d+): ([\s\S]*)$/.exec(error);
  return match ? { row: match[1], reason: match[2] } : { row: null, reason: error };
}

const EMPTY_RESULT: ImportResult = {
  isSuccess: false,
  totalRowsProcessed: 0,
  errors: [],
  createdCount: 0,
  updatedCount: 0,
  unchangedCount: 0,
};

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
        {count(value)}
      </Typography>
    </Box>
  );
}

/** The import result (spec section 3): Success or Failure, the rows processed and the errors. */
export function ImportResultCard({ job, onImportAnother }: ImportResultCardProps) {
  const result = job.result ?? EMPTY_RESULT;
  const success = job.status === 'done' && result.isSuccess;
  const imported = result.createdCount + result.updatedCount + result.unchangedCount;
  const headingId = useId();
  const errorsId = useId();

  let summary: string;
  if (success) summary = `All ${rows(result.totalRowsProcessed)} of ${job.fileName} were imported.`;
  else if (job.status === 'failed')
    summary = `The import stopped on an unexpected error. ${rows(imported)} before it were imported; importing the file again is safe.`;
  else
    summary = `${count(imported)} of ${rows(result.totalRowsProcessed)} were imported. The rows listed below have errors and were not imported: correct them and import the file again (rows already imported are left as they are).`;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {success ? (
            <CheckCircleOutlineIcon color="success" sx={{ fontSize: 36 }} aria-hidden />
          ) : (
            <ErrorOutlineIcon color="error" sx={{ fontSize: 36 }} aria-hidden />
          )}
          <Typography id={headingId} variant="h2" component="h2">
            {success ? 'Success' : 'Failure'}
          </Typography>
        </Box>
        <Typography sx={{ mt: 1.5 }}>{summary}</Typography>

        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, mt: 3, mb: 0 }}>
          <Total label="Total rows processed" value={result.totalRowsProcessed} />
          <Total label="Created" value={result.createdCount} />
          <Total label="Updated" value={result.updatedCount} />
          <Total label="Unchanged" value={result.unchangedCount} />
          {result.errors.length > 0 ? (
            <Total label="Rows with errors" value={result.totalRowsProcessed - imported} />
          ) : null}
        </Box>

        {result.errors.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <Typography id={errorsId} variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              Errors
            </Typography>
            <List
              aria-labelledby={errorsId}
              dense
              sx={{ mt: 1, maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {result.errors.map((error, index) => {
                const { row, reason } = splitRow(error);
                return (
                  <ListItem
                    key={index}
                    divider={index < result.errors.length - 1}
                    sx={{ alignItems: 'flex-start', gap: 1.5 }}
                  >
                    {row ? (
                      <Chip size="small" color="error" variant="outlined" label={`Row ${row}`} sx={{ flexShrink: 0 }} />
                    ) : null}
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', pt: row ? 0.25 : 0 }}>
                      {reason}
                    </Typography>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: { xs: 2.5, sm: 4 }, pb: { xs: 2.5, sm: 3 } }}>
        <Button variant="contained" onClick={onImportAnother}>
          Import another file
        </Button>
      </CardActions>
    </Card>
  );
}
