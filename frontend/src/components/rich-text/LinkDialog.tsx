import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { normalizeLinkUrl, validateLinkUrl } from './linkUrl';

export interface LinkDialogProps {
  open: boolean;
  /** The current link's URL when editing one. */
  initialUrl?: string;
  /** Shows "Remove link" (the selection is inside a link). */
  canRemove?: boolean;
  /** Called with the normalised URL once it is valid. */
  onSubmit: (url: string) => void;
  onRemove?: () => void;
  onClose: () => void;
}

/** The editor's link dialog: a required URL (http(s):// or www., no whitespace). */
export function LinkDialog({ open, initialUrl = '', canRemove = false, onSubmit, onRemove, onClose }: LinkDialogProps) {
  const titleId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (open) {
      setUrl(initialUrl);
      setSubmitted(false);
    }
  }, [open, initialUrl]);

  const error = submitted ? validateLinkUrl(url) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (validateLinkUrl(url)) return;
    onSubmit(normalizeLinkUrl(url));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{canRemove ? 'Edit link' : 'Insert link'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="URL"
            name="url"
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {canRemove && onRemove ? (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              Remove link
            </Button>
          ) : null}
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
