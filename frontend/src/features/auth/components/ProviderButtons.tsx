import GoogleIcon from '@mui/icons-material/Google';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { getAppConfig } from '@/lib/config';

export const NOT_CONFIGURED_MESSAGE = 'Not configured on this server';

function googleAuthorizeUrl(clientId: string, referralCode: string | null): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${window.location.origin}/sign-in`,
    response_type: 'code',
    scope: 'openid email profile',
    state: referralCode ? `google:${referralCode}` : 'google',
    prompt: 'select_account',
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`;
}

function ProviderButton({
  enabled,
  icon,
  onClick,
  children,
}: {
  enabled: boolean;
  icon: ReactNode;
  onClick: () => void;
  children: string;
}) {
  const button = (
    <Button
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      startIcon={icon}
      disabled={!enabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
  if (enabled) return button;
  // A disabled button fires no pointer events: the wrapper carries the tooltip.
  return (
    <Tooltip title={NOT_CONFIGURED_MESSAGE} describeChild>
      <Box component="span" sx={{ display: 'block', cursor: 'not-allowed' }}>
        {button}
      </Box>
    </Tooltip>
  );
}

/** "Continue with Google" and "Continue with WWPass"; disabled unless the server configures them. */
export function ProviderButtons({ referralCode = null }: { referralCode?: string | null }) {
  const config = getAppConfig();
  const googleEnabled = config.googleSignInEnabled;
  const passwordlessEnabled = config.passwordlessSignInEnabled;
  return (
    <Stack spacing={1.5}>
      <ProviderButton
        enabled={googleEnabled}
        icon={<GoogleIcon />}
        onClick={() => window.location.assign(googleAuthorizeUrl(config.googleClientId, referralCode))}
      >
        Continue with Google
      </ProviderButton>
      <ProviderButton
        enabled={passwordlessEnabled}
        icon={<KeyOutlinedIcon />}
        onClick={() => window.location.assign(config.passwordlessAuthorizeUrl)}
      >
        Continue with WWPass
      </ProviderButton>
    </Stack>
  );
}
