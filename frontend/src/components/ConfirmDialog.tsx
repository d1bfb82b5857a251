import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  closeLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question, e.g. discarding unsaved changes. */
export function ConfirmDialog({
  open,
  title = 'Please confirm',
  message,
  confirmLabel = 'Confirm',
  closeLabel = 'Close',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" autoFocus>
          {closeLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Spec text of every "Cancel while editing" question. */
export const DISCARD_CHANGES_QUESTION = "Are you sure you want to cancel? Any changes you've made will be lost.";

interface DiscardChangesDialogProps {
  open: boolean;
  title?: string;
  /** Called after the member confirmed (the dialog closes itself first). */
  onDiscard: () => void;
  onClose: () => void;
}

/** The cancel-while-editing confirmation (Confirm / Close) used by every edit form. */
export function DiscardChangesDialog({ open, title = 'Discard changes?', onDiscard, onClose }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={DISCARD_CHANGES_QUESTION}
      onConfirm={() => {
        onClose();
        onDiscard();
      }}
      onClose={onClose}
    />
  );
}
