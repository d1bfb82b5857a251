import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/toast';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { muiField } from '@/lib/forms/muiField';
import { useAuthResetPasswordCreateMutation } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { resetPasswordResolver } from '../resolvers';
import type { ResetPasswordValues } from '../schemas';

export const RESET_SUCCESS_MESSAGE = 'Your password has been successfully reset.';
export const RESET_FAILURE_MESSAGE = "We couldn't reset your password. Please try again later.";

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword] = useAuthResetPasswordCreateMutation();
  const form = useForm<ResetPasswordValues>({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await resetPassword({
        resetPasswordInputRequest: {
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
          token,
        },
      }).unwrap();
      if (result && result.success === false) throw new Error('Reset refused');
      enqueueSnackbar(RESET_SUCCESS_MESSAGE, { variant: 'success' });
      navigate(paths.signIn, { replace: true });
    } catch (error) {
      applyServerErrors(error, setError, ['password', 'passwordConfirmation']);
      enqueueSnackbar(RESET_FAILURE_MESSAGE, { variant: 'error' });
    }
  });

  return (
    <>
      <AuthHeading
        title="Reset your password"
        subtitle="Choose a new password: at least 8 characters with uppercase and lowercase letters, a number and a special character."
      />
      {!token ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This page needs the link from your password reset email. Request a new one if it doesn&apos;t work.
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField
            {...muiField(form, 'password')}
            label="New password"
            type="password"
            autoComplete="new-password"
            fullWidth
            autoFocus
          />
          <TextField
            {...muiField(form, 'passwordConfirmation')}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            Reset
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link href={paths.forgotPassword}>Request a new link</Link>
        {' · '}
        <Link href={paths.signIn}>Back to sign in</Link>
      </Typography>
    </>
  );
}
