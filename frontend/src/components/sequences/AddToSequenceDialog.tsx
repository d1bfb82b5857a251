import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { useSequenceEnrolMutation, useSequencesQuery, type EnrolResult } from '@/lib/api/sequences';
import { countOf } from '@/lib/format';
import { paths } from '@/lib/paths';
import { EnrolResultView } from './EnrolResultView';

export interface EnrolTarget {
  introRequestId: number;
  companyName: string;
}

interface AddToSequenceDialogProps {
  open: boolean;
  onClose: () => void;
  /** The pending intro requests the member chose. */
  targets: EnrolTarget[];
  /** After a call that enrolled some (the caller may clear its selection). */
  onEnrolled?: (result: EnrolResult) => void;
}

function problemOf(error: unknown): string {
  const fields = isApiError(error) ? Object.values(error.data?.errors ?? {}).flat() : [];
  return [apiErrorTitle(error) ?? "We couldn't enrol these requests. Please try again.", ...fields].join(' ');
}

/**
 * "Add to sequence" (issue 24): the chosen pending intro requests go into one of the member's
 * sequences (active or paused; a stopped one takes no one). The answer says, request by
 * request, which were enrolled and why others were not (docs/sequences.md "Enrolling").
 */
export function AddToSequenceDialog({ open, onClose, targets, onEnrolled }: AddToSequenceDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const sequences = useSequencesQuery({ pageNumber: 1, pageSize: 50 }, { skip: !open });
  const [enrol, enrolling] = useSequenceEnrolMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [result, setResult] = useState<EnrolResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open_ = (sequences.data?.data ?? []).filter((sequence) => sequence.status !== 'stopped');

  useEffect(() => {
    if (!open) return;
    setResult(null);
    setProblem(null);
  }, [open]);

  useEffect(() => {
    if (chosen === null && open_.length > 0) setChosen(open_[0].sequenceId);
  }, [chosen, open_]);

  const names = new Map(targets.map((target) => [target.introRequestId, target.companyName]));
  const nameOf = (introRequestId: number) => names.get(introRequestId) ?? `Request ${introRequestId}`;

  const submit = async () => {
    if (chosen === null) return;
    setProblem(null);
    try {
      const answer = await enrol({
        sequenceId: chosen,
        enrolInputRequest: { introRequestIds: targets.map((target) => target.introRequestId) },
      }).unwrap();
      setResult(answer);
      if (answer.enrolled.length > 0) onEnrolled?.(answer);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  let body;
  if (result) {
    body = <EnrolResultView result={result} nameOf={nameOf} />;
  } else if (sequences.isLoading) {
    body = (
      <Box role="status" aria-label="Loading your sequences">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Box>
    );
  } else if (sequences.isError) {
    body = <Alert severity="error">{apiErrorTitle(sequences.error) ?? "We couldn't load your sequences."}</Alert>;
  } else if (open_.length === 0) {
    body = (
      <Typography>
        You have no sequence to add them to yet.{' '}
        <Link component={RouterLink} to={paths.sequenceNew} onClick={onClose}>
          Create a sequence
        </Link>
        , then enrol them from it.
      </Typography>
    );
  } else {
    body = (
      <>
        <DialogContentText sx={{ mb: 2 }}>
          {targets.map((target) => target.companyName).join(', ')}: their follow-ups go out on business days until they
          answer.
        </DialogContentText>
        <FormControl>
          <FormLabel id={labelId}>Sequence</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={chosen === null ? '' : String(chosen)} onChange={(event) => setChosen(Number(event.target.value))}>
            {open_.map((sequence) => (
              <FormControlLabel
                key={sequence.sequenceId}
                value={String(sequence.sequenceId)}
                control={<Radio />}
                label={
                  sequence.status === 'paused' ? `${sequence.name} (paused: nothing goes out until you resume it)` : sequence.name
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      </>
    );
  }

  return (
    <Dialog open={open} onClose={enrolling.isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add {countOf(targets.length, 'intro request')} to a sequence</DialogTitle>
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
        {result || open_.length === 0 ? null : (
          <Button variant="contained" onClick={() => void submit()} loading={enrolling.isLoading} disabled={chosen === null}>
            Add to sequence
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
