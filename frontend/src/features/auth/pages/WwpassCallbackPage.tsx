import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { getAppConfig } from '@/lib/config';
import { AuthHeading } from '../components/AuthHeading';

/**
 * Return address of the passwordless provider. It reads `code`; exchanging it for a
 * session (and routing to / or /my-company) arrives with the passwordless sign-in issue.
 */
export default function WwpassCallbackPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const configured = getAppConfig().passwordlessSignInEnabled;

  if (!configured || !code) {
    return (
      <>
        <AuthHeading title="Passwordless sign-in" />
        <Alert severity="error" sx={{ mb: 2 }}>
          {!configured
            ? 'Passwordless sign-in is not configured on this server.'
            : 'The sign-in link is incomplete: it has no code.'}
        </Alert>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link href={paths.signIn}>Back to sign in</Link>
        </Typography>
      </>
    );
  }

  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress aria-hidden />
      <Typography variant="h1" sx={{ fontSize: '1.25rem' }}>
        Signing you in…
      </Typography>
    </Box>
  );
}
