import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export const SIGNING_IN_MESSAGE = 'Signing you in…';

/** While the code a provider sent back is exchanged for a session. */
export function ProviderSigningIn() {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress aria-hidden />
      <Typography variant="h1" sx={{ fontSize: '1.25rem' }}>
        {SIGNING_IN_MESSAGE}
      </Typography>
    </Box>
  );
}
