import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '@/components/company/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { Pagination } from '@/components/Pagination';
import { useSequencesQuery, type Sequence, type SequenceStatus } from '@/lib/api/sequences';
import { paths } from '@/lib/paths';
import { usePaging } from '@/lib/usePaging';
import { StatesBar } from '../components/Charts';
import { SequenceActions } from '../components/SequenceActions';
import { stepsSummary, STATUS_WORDS } from '../words';

export const SEQUENCES_TITLE = 'Sequences';
export const SEQUENCES_SUBTITLE =
  'Follow-ups to your intro requests, sent on business days until the company answers. An answer stops them at once.';
export const EMPTY_SEQUENCES =
  'No sequences yet. Write up to 3 follow-ups once, then enrol the intro requests you sent that wait for an answer: each follow-up goes out on its day, and stops when they reply.';

type StatusFilter = 'all' | SequenceStatus;
const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'stopped', label: 'Stopped' },
];

function useStatusFilter(): [StatusFilter, (value: StatusFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const value = FILTERS.some((filter) => filter.value === raw) ? (raw as StatusFilter) : 'all';
  const set = (next: StatusFilter) => {
    const updated = new URLSearchParams(params);
    if (next === 'all') updated.delete('status');
    else updated.set('status', next);
    setParams(updated, { replace: true });
  };
  return [value, set];
}

function SequenceCard({ sequence }: { sequence: Sequence }) {
  const status = STATUS_WORDS[sequence.status];
  return (
    <Card variant="outlined" component="article" aria-labelledby={`sequence-${sequence.sequenceId}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
          <Typography id={`sequence-${sequence.sequenceId}`} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            <Link component={RouterLink} to={paths.sequence(sequence.sequenceId)} underline="hover" color="inherit">
              {sequence.name}
            </Link>
          </Typography>
          <Chip size="small" color={status.color} label={status.label} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {stepsSummary(sequence.steps)}
        </Typography>
        <StatesBar stats={sequence.stats} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" component={RouterLink} to={paths.sequence(sequence.sequenceId)}>
          Open
        </Button>
        <SequenceActions sequence={sequence} />
      </CardActions>
    </Card>
  );
}

/**
 * /sequences (issue 24, item 2): the member's follow-up sequences, newest first, each with
 * its status, its steps, what became of its targets (a stacked bar) and its reply rate, with
 * Pause / Resume / Stop; one opens with its targets and the reply rate after each step.
 */
export function SequencesPage() {
  const [status, setStatus] = useStatusFilter();
  const paging = usePaging({ defaultPageSize: 20, filterKey: status });
  const list = useSequencesQuery({
    status: status === 'all' ? undefined : status,
    pageNumber: paging.pageNumber,
    pageSize: paging.pageSize,
  });

  const header = (
    <PageHeader
      title={SEQUENCES_TITLE}
      subtitle={SEQUENCES_SUBTITLE}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.sequenceNew}>
          New sequence
        </Button>
      }
    />
  );

  let body;
  if (list.isLoading) {
    body = (
      <Stack spacing={2} role="status" aria-label="Loading the sequences">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  } else if (list.isError || !list.data) {
    body = <LoadError message="We couldn't load your sequences. Please try again." onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0 && status === 'all' && paging.pageNumber === 1) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 640, mx: 'auto' }}>
          {EMPTY_SEQUENCES}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.sequenceNew}>
          New sequence
        </Button>
      </Paper>
    );
  } else if (list.data.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">No {STATUS_WORDS[status as SequenceStatus].label.toLowerCase()} sequences.</Typography>
        <Button sx={{ mt: 1 }} onClick={() => setStatus('all')}>
          Show all sequences
        </Button>
      </Paper>
    );
  } else {
    body = (
      <>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {list.data.data.map((sequence) => (
            <SequenceCard key={sequence.sequenceId} sequence={sequence} />
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Pagination
            page={paging.pageNumber}
            pageSize={paging.pageSize}
            totalCount={list.data.totalCount}
            onPageChange={paging.setPageNumber}
            onPageSizeChange={paging.setPageSize}
            label="Sequences pages"
          />
        </Box>
      </>
    );
  }

  return (
    <>
      {header}
      {list.data && (list.data.totalCount > 0 || status !== 'all') ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          aria-label="Status"
          onChange={(_event, next: StatusFilter | null) => {
            if (next) setStatus(next);
          }}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {FILTERS.map((filter) => (
            <ToggleButton key={filter.value} value={filter.value} sx={{ px: 2 }}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {body}
    </>
  );
}
