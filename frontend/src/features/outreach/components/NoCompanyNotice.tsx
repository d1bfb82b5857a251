import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

/** Outreach is between companies: without one there is nothing to show yet. */
export function NoCompanyNotice() {
  return (
    <Alert severity="info">
      Outreach is between companies. Join or create your company in{' '}
      <Link component={RouterLink} to={paths.myCompany}>
        My Company
      </Link>{' '}
      to send and receive intro requests.
    </Alert>
  );
}
