import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const SIGN_IN_FAILURE_TITLE = 'Something went wrong. Please make sure the following and try again:';
export const SIGN_IN_FAILURE_HINTS = ["You're using your business email", 'Your credentials are correct'] as const;

/** Sign-in failure (spec section 8); a rate limit or a deactivated account shows the server's sentence instead. */
export function SignInFailureAlert({ message }: { message?: string | null }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message ? (
        message
      ) : (
        <>
          <Typography variant="body2">{SIGN_IN_FAILURE_TITLE}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {SIGN_IN_FAILURE_HINTS.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
