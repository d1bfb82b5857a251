import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';

/** The server's message for a missing reason (apps/changes RejectInput). */
export const REASON_REQUIRED = 'A reason is required.';
export const REASON_MAX_LENGTH = 2000;

interface RejectDialogProps {
  open: boolean;
  companyName: string;
  busy: boolean;
  /** A refusal from the server, shown under the reason. */
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Reject a change with a reason, which the member reads on /my-company and by e-mail. */
export function RejectDialog({ open, companyName, busy, error, onReject, onClose }: RejectDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing && !busy) onReject(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => { setReason(''); setTouched(false); } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Reject this change?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The change to {companyName} will not be applied. Its author sees your reason on My Company and by e-mail.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={(touched && missing) || Boolean(error)}
            helperText={touched && missing ? REASON_REQUIRED : (error ?? `${reason.length}/${REASON_MAX_LENGTH}`)}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            Close
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
