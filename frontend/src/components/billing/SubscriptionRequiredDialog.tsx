import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { paths } from '@/lib/paths';

export const SUBSCRIPTION_REQUIRED_TITLE = 'Subscription Required';
export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'To access GPT agents and advanced AI features, you need an active subscription.';

export interface SubscriptionRequiredDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Shown when a member without an active subscription opens a paid feature (GPT agents,
 * advanced AI tools). "View plans" goes to /pricing; "Close" dismisses it.
 */
export function SubscriptionRequiredDialog({ open, onClose }: SubscriptionRequiredDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{SUBSCRIPTION_REQUIRED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{SUBSCRIPTION_REQUIRED_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
        <Button href={paths.pricing} variant="contained" onClick={onClose}>
          View plans
        </Button>
      </DialogActions>
    </Dialog>
  );
}
