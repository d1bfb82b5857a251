import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { SuggestedCompany, type CompanySuggestionSummary } from './SuggestedCompany';

export const JOIN_OR_CREATE_TITLE = 'Join or create your company to access partner tools';

export interface JoinOrCreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** The company matching the user's e-mail domain (GET /api/users/company-suggestion). */
  suggestion?: CompanySuggestionSummary | null;
  onJoin: (companyId: number) => void;
  /** A join request is in flight. */
  joining?: boolean;
}

/** The assign-or-create prompt (spec section 2, "Join or create prompt"). */
export function JoinOrCreateDialog({ open, onClose, suggestion, onJoin, joining = false }: JoinOrCreateDialogProps) {
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();

  const createNew = () => {
    onClose();
    navigate(paths.companyNew);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{JOIN_OR_CREATE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {suggestion
            ? 'We found a company that matches your email domain. Join it, or create a new company profile.'
            : 'Create your company profile to get matched with partners. An administrator reviews new companies before they go live.'}
        </DialogContentText>
        {suggestion ? (
          <SuggestedCompany suggestion={suggestion} onJoin={onJoin} joining={joining} />
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <Button variant={suggestion ? 'outlined' : 'contained'} startIcon={<AddBusinessOutlinedIcon />} onClick={createNew}>
            Create New Company
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
          See your company status on{' '}
          <Link href={paths.myCompany} onClick={onClose}>
            My Company
          </Link>{' '}
          or compare{' '}
          <Link href={paths.pricing} onClick={onClose}>
            plans
          </Link>
          .
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Not Now
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default JoinOrCreateDialog;
