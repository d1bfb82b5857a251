import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EnrolResultView } from '@/components/sequences/EnrolResultView';
import { usePendingSentRequests } from '@/components/sequences/usePendingSentRequests';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { useSequenceEnrolMutation, type EnrolResult, type Sequence } from '@/lib/api/sequences';
import { countOf, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

interface EnrolDialogProps {
  open: boolean;
  onClose: () => void;
  sequence: Sequence;
}

/**
 * Enrolling from the sequence's screen (issue 24): the member's pending sent intro requests,
 * to pick from (several at once), then what the API did with each.
 */
export function EnrolDialog({ open, onClose, sequence }: EnrolDialogProps) {
  const titleId = useId();
  const pending = usePendingSentRequests({ skip: !open });
  const [enrol, enrolling] = useSequenceEnrolMutation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<EnrolResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setSelected(new Set());
    setResult(null);
    setProblem(null);
  }, [open]);

  const names = new Map(pending.mine.map((request) => [request.introRequestId, request.receiverCompany.name]));
  const toggle = (introRequestId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(introRequestId);
      else next.delete(introRequestId);
      return next;
    });
  const allSelected = pending.mine.length > 0 && pending.mine.every((request) => selected.has(request.introRequestId));

  const submit = async () => {
    setProblem(null);
    try {
      setResult(
        await enrol({ sequenceId: sequence.sequenceId, enrolInputRequest: { introRequestIds: [...selected] } }).unwrap(),
      );
    } catch (error) {
      const fields = isApiError(error) ? Object.values(error.data?.errors ?? {}).flat() : [];
      setProblem([apiErrorTitle(error) ?? "We couldn't enrol these requests. Please try again.", ...fields].join(' '));
    }
  };

  let body;
  if (result) {
    body = <EnrolResultView result={result} nameOf={(id) => names.get(id) ?? `Request ${id}`} />;
  } else if (!pending.hasCompany) {
    body = (
      <Typography>
        Intro requests are sent between companies.{' '}
        <Link component={RouterLink} to={paths.myCompany}>
          Join or create your company
        </Link>{' '}
        first.
      </Typography>
    );
  } else if (pending.isLoading) {
    body = (
      <Box role="status" aria-label="Loading your pending requests">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Box>
    );
  } else if (pending.isError) {
    body = (
      <Alert severity="error" action={<Button onClick={() => void pending.refetch()}>Retry</Button>}>
        We couldn't load your pending intro requests.
      </Alert>
    );
  } else if (pending.mine.length === 0) {
    body = (
      <Typography>
        None of the intro requests you sent is waiting for an answer. Find partners in{' '}
        <Link component={RouterLink} to={paths.companies} onClick={onClose}>
          AI Partner Discovery
        </Link>{' '}
        and send one: then follow it up here.
      </Typography>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The intro requests you sent that wait for an answer. The first follow-up goes{' '}
          {sequence.steps[0] ? countOf(sequence.steps[0].delayDays, 'business day') : ''} after you enrol them.
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={allSelected}
              indeterminate={selected.size > 0 && !allSelected}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(pending.mine.map((request) => request.introRequestId)) : new Set())
              }
            />
          }
          label="Select all"
        />
        <Box role="group" aria-label="Pending intro requests" sx={{ display: 'grid', pl: 1 }}>
          {pending.mine.map((request) => (
            <FormControlLabel
              key={request.introRequestId}
              control={
                <Checkbox
                  checked={selected.has(request.introRequestId)}
                  onChange={(event) => toggle(request.introRequestId, event.target.checked)}
                />
              }
              label={
                <span>
                  {request.receiverCompany.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    · sent {formatDate(request.createdAt)} · expires {formatDate(request.expiresAt)}
                  </Typography>
                </span>
              }
            />
          ))}
        </Box>
        {pending.more ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Your 50 newest pending requests are listed.
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Dialog open={open} onClose={enrolling.isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Enrol intro requests in {sequence.name}</DialogTitle>
      <DialogContent>
        {body}
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={enrolling.isLoading}>
          {result ? 'Done' : 'Cancel'}
        </Button>
        {result ? null : (
          <Button variant="contained" onClick={() => void submit()} loading={enrolling.isLoading} disabled={selected.size === 0}>
            {selected.size > 0 ? `Enrol ${countOf(selected.size, 'request')}` : 'Enrol'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
