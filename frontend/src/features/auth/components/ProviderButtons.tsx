import GoogleIcon from '@mui/icons-material/Google';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorTitle } from '@/lib/api/errors';
import { getAppConfig } from '@/lib/config';
import { useAuthSigninProviderStartMutation } from '../api';
import { PROVIDER_FAILED_MESSAGE, rememberAttempt, type SignInProvider } from '@/lib/signInProviders';

export const PROVIDER_BUTTON_LABELS: Record<SignInProvider, string> = {
  google: 'Continue with Google',
  wwpass: 'Continue with WWPass',
};

/**
 * "Continue with Google" and "Continue with WWPass", each shown only when the server
 * configures it (nothing, not even the divider, when neither is). A click asks the server
 * to start the attempt and follows the provider's authorization URL.
 */
export function ProviderButtons({
  referralCode = null,
  redirect = (url: string) => window.location.assign(url),
}: {
  referralCode?: string | null;
  /** Where the browser goes (tests pass a spy). */
  redirect?: (url: string) => void;
}) {
  const config = getAppConfig();
  const [start] = useAuthSigninProviderStartMutation();
  const [leaving, setLeaving] = useState<SignInProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const offered: SignInProvider[] = [
    ...(config.googleSignInEnabled ? (['google'] as const) : []),
    ...(config.passwordlessSignInEnabled ? (['wwpass'] as const) : []),
  ];
  if (offered.length === 0) return null;

  const go = async (provider: SignInProvider) => {
    setFailure(null);
    setLeaving(provider);
    try {
      const { authorizationUrl } = await start({
        provider,
        providerStartInputRequest: { referralCode: referralCode ?? '' },
      }).unwrap();
      rememberAttempt(provider, 'sign-in');
      redirect(authorizationUrl);
    } catch (error) {
      setFailure(apiErrorTitle(error) ?? PROVIDER_FAILED_MESSAGE);
      setLeaving(null);
    }
  };

  return (
    <>
      <Divider sx={{ my: 3 }}>
        <Typography variant="caption" color="text.secondary">
          or
        </Typography>
      </Divider>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Stack spacing={1.5}>
        {offered.map((provider) => (
          <Button
            key={provider}
            variant="outlined"
            color="inherit"
            size="large"
            fullWidth
            startIcon={provider === 'google' ? <GoogleIcon /> : <KeyOutlinedIcon />}
            loading={leaving === provider}
            disabled={leaving !== null && leaving !== provider}
            onClick={() => void go(provider)}
          >
            {PROVIDER_BUTTON_LABELS[provider]}
          </Button>
        ))}
      </Stack>
    </>
  );
}
