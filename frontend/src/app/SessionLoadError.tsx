import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * The signed-in area's "could not load your account" screen. Rarely shown, so it lives in
 * its own chunk (guards.tsx loads it lazily) and keeps Alert and Button out of the entry.
 */
export function SessionLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        We couldn't load your account. Please check your connection and try again.
      </Alert>
    </Box>
  );
}
