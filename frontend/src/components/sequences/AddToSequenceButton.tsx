import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { EnrolResult } from '@/lib/api/sequences';
import type { EnrolTarget } from './AddToSequenceDialog';

// The dialog loads on first use: the Sent inbox and the pipeline stay as small as they were.
const AddToSequenceDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "sequences-add-dialog" */ './AddToSequenceDialog')).AddToSequenceDialog,
}));

interface AddToSequenceButtonProps {
  /** The pending intro requests chosen (none: the button is off and says why in its name). */
  targets: EnrolTarget[];
  onEnrolled?: (result: EnrolResult) => void;
  size?: ButtonProps['size'];
}

/** "Add to sequence (2)" over a list of intro requests the member may select. */
export function AddToSequenceButton({ targets, onEnrolled, size = 'small' }: AddToSequenceButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The dialog keeps the targets it opened with (a selection cleared after enrolling stays named).
  const [chosen, setChosen] = useState<EnrolTarget[]>([]);
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        startIcon={<PlaylistAddIcon />}
        disabled={targets.length === 0}
        aria-haspopup="dialog"
        onClick={() => {
          setChosen(targets);
          setLoaded(true);
          setOpen(true);
        }}
      >
        Add to sequence{targets.length > 0 ? ` (${targets.length})` : ''}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AddToSequenceDialog open={open} onClose={() => setOpen(false)} targets={chosen} onEnrolled={onEnrolled} />
        </Suspense>
      ) : null}
    </>
  );
}
