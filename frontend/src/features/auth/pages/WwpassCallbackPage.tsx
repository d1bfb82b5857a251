import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getAppConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { AuthHeading } from '../components/AuthHeading';
import { ProviderSigningIn } from '../components/ProviderSigningIn';
import { useFinishProviderSignIn, useProviderAnswer } from '../providers/providerSignIn';

/**
 * Return address of the passwordless provider: it reads the code (and state), says it is
 * signing the user in, and goes to / with a company, else /my-company; a refusal goes back
 * to /sign-in with the reason.
 */
export default function WwpassCallbackPage() {
  const answer = useProviderAnswer();
  const configured = getAppConfig().passwordlessSignInEnabled;
  useFinishProviderSignIn('wwpass', configured && answer.present);

  if (!configured || !answer.present) {
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
  return <ProviderSigningIn />;
}
