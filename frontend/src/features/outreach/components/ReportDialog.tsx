import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';

/** The API's message for a missing or long reason (apps/outreach/api/serializers.py ReportInput). */
export const REPORT_REASON_ERROR = 'Say what is wrong (up to 1,000 characters).';
const REPORT_REASON_MAX = 1000;

interface ReportDialogProps {
  open: boolean;
  /** "this request" / "this conversation". */
  what: string;
  onClose: () => void;
  /** Sends the report; rejects with the API's error. */
  onReport: (reason: string) => Promise<unknown>;
}

/** Report a request or a conversation to the PartnerMatch team, with a reason (required). */
export function ReportDialog({ open, what, onClose, onReport }: ReportDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setFieldError(null);
    setProblem(null);
  }, [open]);

  const submit = async () => {
    const trimmed = reason.trim();
    if (!trimmed || trimmed.length > REPORT_REASON_MAX) {
      setFieldError(REPORT_REASON_ERROR);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onReport(trimmed);
      onClose();
    } catch (error) {
      const messages = isApiError(error) ? error.data?.errors?.reason : undefined;
      if (messages) setFieldError(Array.isArray(messages) ? messages.join(' ') : messages);
      else setProblem(apiErrorTitle(error) ?? "We couldn't send the report. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Report {what}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell the PartnerMatch team what is wrong (spam, abuse, a misleading offer). They see what you saw; never
            your company's internal notes.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError ?? `${reason.trim().length} / 1,000 characters`}
          />
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            Send report
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
