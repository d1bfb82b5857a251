import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { apiErrorTitle } from '@/lib/api/errors';
import {
  useSequencePauseMutation,
  useSequenceResumeMutation,
  useSequenceStopMutation,
  type Sequence,
} from '@/lib/api/sequences';
import { useSnackbar } from '@/lib/toast';

/**
 * Pause / Resume and Stop for one sequence (docs/sequences.md "Status"). Stopping ends every
 * target's follow-ups for good, so it asks first; pausing holds the steps that come due until
 * it is resumed. The API's 409s (already paused, stopped meanwhile) are said in a toast and the
 * screen reads the sequence again.
 */
export function SequenceActions({ sequence, size = 'small' }: { sequence: Sequence; size?: 'small' | 'medium' }) {
  const { enqueueSnackbar } = useSnackbar();
  const [pause, pausing] = useSequencePauseMutation();
  const [resume, resuming] = useSequenceResumeMutation();
  const [stop, stopping] = useSequenceStopMutation();
  const [asking, setAsking] = useState(false);
  const { sequenceId, name } = sequence;
  if (sequence.status === 'stopped') return null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? 'That did not work. Please try again.', { variant: 'error' });
    }
  };

  return (
    <>
      {sequence.status === 'active' ? (
        <Button
          size={size}
          variant="outlined"
          startIcon={<PauseIcon />}
          loading={pausing.isLoading}
          aria-label={`Pause ${name}`}
          onClick={() => void run(() => pause({ sequenceId }).unwrap(), `${name} is paused: nothing goes out until you resume it.`)}
        >
          Pause
        </Button>
      ) : (
        <Button
          size={size}
          variant="outlined"
          startIcon={<PlayArrowIcon />}
          loading={resuming.isLoading}
          aria-label={`Resume ${name}`}
          onClick={() => void run(() => resume({ sequenceId }).unwrap(), `${name} is running again.`)}
        >
          Resume
        </Button>
      )}
      <Button
        size={size}
        variant="outlined"
        color="error"
        startIcon={<StopIcon />}
        loading={stopping.isLoading}
        aria-label={`Stop ${name}`}
        onClick={() => setAsking(true)}
      >
        Stop
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Stop ${name}?`}
        message="No more follow-ups go out to any of its targets, and it cannot be started again. The follow-ups already sent stay on their requests."
        confirmLabel="Stop the sequence"
        onConfirm={() => {
          setAsking(false);
          void run(() => stop({ sequenceId }).unwrap(), `${name} is stopped.`);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
