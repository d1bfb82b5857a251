import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/toast';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '@/lib/paths';
import { apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { muiField } from '@/lib/forms/muiField';
import { useAuthForgotPasswordCreateMutation } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { forgotPasswordResolver } from '../resolvers';
import type { ForgotPasswordValues } from '../schemas';

export const FORGOT_PASSWORD_SENT_MESSAGE =
  "If an account with that email exists, we've sent password reset instructions.";

export default function ForgotPasswordPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [forgotPassword] = useAuthForgotPasswordCreateMutation();
  const [sent, setSent] = useState(false);
  const [rateLimited, setRateLimited] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });
  const { handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setRateLimited(null);
    try {
      await forgotPassword({ forgotPasswordInputRequest: { email: values.email } }).unwrap();
    } catch (error) {
      if (apiErrorStatus(error) === 429) {
        setRateLimited(apiErrorTitle(error) ?? 'Too many requests. Please try again later.');
        return;
      }
      // Field errors are shown; any other answer is reported like a success (no account probing).
      if (applyServerErrors(error, setError, ['email']).fields.length > 0) return;
    }
    setSent(true);
    enqueueSnackbar(FORGOT_PASSWORD_SENT_MESSAGE, { variant: 'success' });
  });

  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter the email of your account and we'll send you a link to choose a new password."
      />
      {rateLimited ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rateLimited}
        </Alert>
      ) : null}
      {sent ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Check your inbox for the reset link. It may take a minute to arrive.
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Box component="fieldset" disabled={sent} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Stack spacing={2}>
            <TextField
              {...muiField(form, 'email')}
              label="Email"
              type="email"
              autoComplete="email"
              fullWidth
              autoFocus
              disabled={sent}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={sent}
              loading={formState.isSubmitting}
            >
              Send
            </Button>
          </Stack>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link href={paths.signIn}>Back to sign in</Link>
      </Typography>
    </>
  );
}
