import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { DECLINE_REASONS, type DeclineReasonCode } from '../words';

export const REASON_REQUIRED = 'Choose a reason.';
/** The API's message (apps/outreach/errors.py REASON_TEXT_REQUIRED). */
export const REASON_TEXT_REQUIRED = 'Say why when the reason is Other.';

interface DeclineDialogProps {
  open: boolean;
  companyName: string;
  onClose: () => void;
  /** Declines; rejects with the API's error. */
  onDecline: (reasonCode: DeclineReasonCode, reasonText: string) => Promise<unknown>;
}

function messagesOf(value: string[] | string | undefined): string | null {
  if (!value) return null;
  return Array.isArray(value) ? value.join(' ') : value;
}

/**
 * Decline an intro request with a reason (required): one of the short list, or Other with
 * the admin's own words (required then). The sender sees both.
 */
export function DeclineDialog({ open, companyName, onClose, onDecline }: DeclineDialogProps) {
  const titleId = useId();
  const [code, setCode] = useState<DeclineReasonCode | ''>('');
  const [text, setText] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCode('');
    setText('');
    setCodeError(null);
    setTextError(null);
    setProblem(null);
  }, [open]);

  const submit = async () => {
    const noCode = code === '';
    const noText = code === 'other' && !text.trim();
    setCodeError(noCode ? REASON_REQUIRED : null);
    setTextError(noText ? REASON_TEXT_REQUIRED : null);
    if (noCode || noText) return;
    setBusy(true);
    setProblem(null);
    try {
      await onDecline(code as DeclineReasonCode, text.trim());
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.data?.errors : undefined;
      const forCode = messagesOf(fields?.reasonCode);
      const forText = messagesOf(fields?.reasonText);
      if (forCode || forText) {
        setCodeError(forCode);
        setTextError(forText);
      } else setProblem(apiErrorTitle(error) ?? "We couldn't decline the request. Please try again.");
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
        <DialogTitle id={titleId}>Decline the request from {companyName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{companyName} sees the reason you give.</DialogContentText>
          <FormControl error={Boolean(codeError)} required>
            <FormLabel id={`${titleId}-reason`}>Reason</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-reason`}
              value={code}
              onChange={(event) => {
                setCode(event.target.value as DeclineReasonCode);
                setCodeError(null);
              }}
            >
              {DECLINE_REASONS.map((reason) => (
                <FormControlLabel key={reason.code} value={reason.code} control={<Radio />} label={reason.label} />
              ))}
            </RadioGroup>
            {codeError ? <FormHelperText>{codeError}</FormHelperText> : null}
          </FormControl>
          <TextField
            label={code === 'other' ? 'In your words' : 'In your words (optional)'}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTextError(null);
            }}
            multiline
            minRows={2}
            fullWidth
            required={code === 'other'}
            error={Boolean(textError)}
            helperText={textError ?? ' '}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {problem ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            Decline
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
