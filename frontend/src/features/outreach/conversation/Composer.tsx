import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';

/** The API's limit and message (apps/outreach/api/serializers.py MessageInput). */
export const BODY_MAX = 5000;
export const BODY_LENGTH_ERROR = 'A message must be 1 to 5,000 characters.';

interface ComposerProps {
  /** Posts; rejects with the API's error. */
  onSend: (body: string, isInternalNote: boolean) => Promise<unknown>;
  otherCompanyName: string;
}

/**
 * The conversation's composer: plain text (links become links when shown), up to 5,000
 * characters with a counter, and an "Internal note" switch for what only the member's company
 * sees. As in the assistants' chat (components/chat/ChatInput), Enter sends and Shift+Enter
 * starts a new line; a blank message is not sent.
 */
export function Composer({ onSend, otherCompanyName }: ComposerProps) {
  const hintId = useId();
  const [body, setBody] = useState('');
  const [isNote, setIsNote] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = body.trim().length;
  const tooLong = body.length > BODY_MAX;
  const sendable = length > 0 && !tooLong && !busy;

  const send = async () => {
    if (!sendable) return;
    setBusy(true);
    setError(null);
    try {
      await onSend(body, isNote);
      setBody('');
      setIsNote(false);
    } catch (failure) {
      const field = isApiError(failure) ? failure.data?.errors?.body : undefined;
      setError(
        (Array.isArray(field) ? field.join(' ') : field) ??
          apiErrorTitle(failure) ??
          "We couldn't send your message. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={isNote ? 'Add an internal note' : 'Write a message'}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{
        p: 1.5,
        borderColor: isNote ? 'warning.main' : undefined,
        borderStyle: isNote ? 'dashed' : undefined,
      }}
    >
      <TextField
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        label={isNote ? 'Internal note' : 'Message'}
        placeholder={isNote ? 'Only your company sees this note' : `Write to ${otherCompanyName}`}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        error={tooLong || Boolean(error)}
        helperText={tooLong ? BODY_LENGTH_ERROR : error ?? undefined}
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        <FormControlLabel
          control={<Switch checked={isNote} onChange={(event) => setIsNote(event.target.checked)} />}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <LockOutlinedIcon fontSize="small" aria-hidden />
              Internal note
            </Box>
          }
        />
        <Typography id={hintId} variant="caption" color={tooLong ? 'error' : 'text.secondary'} sx={{ flex: 1, minWidth: 160 }}>
          {body.length.toLocaleString('en-US')} / {BODY_MAX.toLocaleString('en-US')} characters · Enter sends, Shift+Enter
          adds a line
        </Typography>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!sendable} loading={busy}>
          {isNote ? 'Add note' : 'Send'}
        </Button>
      </Box>
      {isNote ? (
        <Alert severity="warning" icon={<LockOutlinedIcon fontSize="inherit" />} sx={{ mt: 1, py: 0 }}>
          Internal note — only your company sees this.
        </Alert>
      ) : null}
    </Paper>
  );
}
