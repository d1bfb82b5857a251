import GoogleIcon from '@mui/icons-material/Google';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorTitle } from '@/lib/api/errors';
import { authApi } from '@/lib/api/generated/auth';
import { PROVIDER_FAILED_MESSAGE, PROVIDER_NAMES, rememberAttempt, type SignInProvider } from '@/lib/signInProviders';

const { useAuthIdentitiesRetrieveQuery, useAuthLinkProviderStartMutation } = authApi;

export const SIGN_IN_METHODS_HINT =
  'Link a provider to sign in without your password. You can always sign in with your e-mail and password too; ' +
  'an account made through a provider sets one with Forgot password.';

/** The profile's sign-in providers: linked, or a button to link one (only those the server offers). */
export function SignInMethodsSection({
  redirect = (url: string) => window.location.assign(url),
}: {
  /** Where the browser goes (tests pass a spy). */
  redirect?: (url: string) => void;
}) {
  const { data } = useAuthIdentitiesRetrieveQuery();
  const [start] = useAuthLinkProviderStartMutation();
  const [leaving, setLeaving] = useState<SignInProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!data) return null;
  const offered = (['google', 'wwpass'] as const).filter((provider) => data.available[provider]);
  if (offered.length === 0) return null;

  const link = async (provider: SignInProvider) => {
    setFailure(null);
    setLeaving(provider);
    try {
      const { authorizationUrl } = await start({ provider }).unwrap();
      rememberAttempt(provider, 'link');
      redirect(authorizationUrl);
    } catch (error) {
      setFailure(apiErrorTitle(error) ?? PROVIDER_FAILED_MESSAGE);
      setLeaving(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="sign-in-methods-heading">
      <CardContent>
        <Typography id="sign-in-methods-heading" variant="h2" sx={{ mb: 1 }}>
          Sign-in methods
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {SIGN_IN_METHODS_HINT}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Stack spacing={1.5}>
          {offered.map((provider) => {
            const linked = data.linked.includes(provider);
            return (
              <Box key={provider} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {provider === 'google' ? <GoogleIcon aria-hidden /> : <KeyOutlinedIcon aria-hidden />}
                <Typography sx={{ flexGrow: 1 }}>{PROVIDER_NAMES[provider]}</Typography>
                {linked ? (
                  <Chip color="success" variant="outlined" label="Linked" />
                ) : (
                  <Button
                    variant="outlined"
                    loading={leaving === provider}
                    disabled={leaving !== null && leaving !== provider}
                    onClick={() => void link(provider)}
                  >
                    Link {PROVIDER_NAMES[provider]}
                  </Button>
                )}
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
