import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RichTextView } from '@/components/rich-text/RichTextView';
import type { CompanyDetailOutput } from '@/lib/api/generated/changes';
import { CHANGE_FIELDS, listDiff, type FieldValue } from './changeFields';

const EMPTY = '—';

function Value({ value }: { value: FieldValue }) {
  if (value.kind === 'html') return <RichTextView html={value.html} />;
  if (value.kind === 'text') return <Typography variant="body2">{value.text || EMPTY}</Typography>;
  if (value.items.length === 0) return <Typography variant="body2">{EMPTY}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {value.items.map((item) => (
        <Chip key={item} size="small" label={item} />
      ))}
    </Box>
  );
}

/** Proposed list values: what stays, what is added (green, '+') and what is removed (struck out). */
function ListChanges({ current, proposed }: { current: string[]; proposed: string[] }) {
  const diff = listDiff(current, proposed);
  if (diff.kept.length + diff.added.length + diff.removed.length === 0) {
    return <Typography variant="body2">{EMPTY}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {diff.kept.map((item) => (
        <Chip key={`kept-${item}`} size="small" label={item} />
      ))}
      {diff.added.map((item) => (
        <Chip key={`added-${item}`} size="small" color="success" label={`+ ${item}`} aria-label={`Added: ${item}`} />
      ))}
      {diff.removed.map((item) => (
        <Chip
          key={`removed-${item}`}
          size="small"
          color="error"
          variant="outlined"
          label={item}
          aria-label={`Removed: ${item}`}
          sx={{ textDecoration: 'line-through' }}
        />
      ))}
    </Box>
  );
}

interface ChangeDiffProps {
  current: CompanyDetailOutput;
  proposed: CompanyDetailOutput;
  changedFields: string[];
}

/**
 * The fields an update changes, the live value beside the proposed one (spec section 2,
 * change review): rich text rendered, lists as added and removed chips.
 */
export function ChangeDiff({ current, proposed, changedFields }: ChangeDiffProps) {
  const fields = changedFields.filter((name) => name in CHANGE_FIELDS);
  return (
    <Card component="section" aria-label="What changes">
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1 }}>
          What changes
        </Typography>
        {fields.length === 0 ? (
          <Typography color="text.secondary">
            This change proposes the same values as the live company: approving it changes nothing.
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Changed fields">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '20%', fontWeight: 600 }}>Field</TableCell>
                  <TableCell sx={{ width: '40%', fontWeight: 600 }}>Current</TableCell>
                  <TableCell sx={{ width: '40%', fontWeight: 600 }}>Proposed</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((name) => {
                  const spec = CHANGE_FIELDS[name];
                  const before = spec.read(current);
                  const after = spec.read(proposed);
                  return (
                    <TableRow key={name} data-field={name} sx={{ verticalAlign: 'top' }}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {spec.label}
                      </TableCell>
                      <TableCell sx={{ bgcolor: 'action.hover' }}>
                        <Value value={before} />
                      </TableCell>
                      <TableCell sx={(theme) => ({ bgcolor: theme.palette.mode === 'dark' ? 'rgba(46,125,50,0.18)' : 'rgba(46,125,50,0.08)' })}>
                        {before.kind === 'list' && after.kind === 'list' ? (
                          <ListChanges current={before.items} proposed={after.items} />
                        ) : (
                          <Value value={after} />
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
