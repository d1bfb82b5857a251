import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import type { GateCode } from '../api';

export const ACTION_REQUIRED_TITLE = 'Action required to search';

const TEXT: Record<GateCode, string> = {
  noCompanyNoSubscription:
    'Partner discovery needs a company profile and an active plan. Associate your account with a company and upgrade your membership to search.',
  noCompany: 'Partner discovery matches partners to your company. Associate your account with a company to search.',
  noSubscription: 'Partner discovery is part of the paid plans. Upgrade your membership to search.',
};

/**
 * 'Action required to search' (spec section 6): the links the member needs, and only those —
 * associate with a company, upgrade, or both.
 */
export function ActionRequiredDialog({ code, onClose }: { code: GateCode | null; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const needsCompany = code === 'noCompany' || code === 'noCompanyNoSubscription';
  const needsPlan = code === 'noSubscription' || code === 'noCompanyNoSubscription';
  return (
    <Dialog open={code !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{ACTION_REQUIRED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{code ? TEXT[code] : null}</DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
          {needsCompany ? (
            <Button component={RouterLink} to={paths.myCompany} variant="outlined" onClick={onClose}>
              Associate with a company
            </Button>
          ) : null}
          {needsPlan ? (
            <Button component={RouterLink} to={paths.pricing} variant="contained" onClick={onClose}>
              Upgrade your membership
            </Button>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
