import Chip from '@mui/material/Chip';

export const PENDING_APPROVAL = 'Pending Approval';
export const APPROVED = 'Approved';

/** The company's review status: 'Pending Approval' while a change waits, else 'Approved'. */
export function StatusBadge({ pending }: { pending: boolean }) {
  return (
    <Chip
      size="small"
      label={pending ? PENDING_APPROVAL : APPROVED}
      color={pending ? 'warning' : 'success'}
      variant="outlined"
      data-testid="company-status"
    />
  );
}
