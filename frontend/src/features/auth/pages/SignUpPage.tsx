import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { externalLinks, paths } from '@/lib/paths';
import { apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { muiField } from '@/lib/forms/muiField';
import { useAuthSignupCreateMutation } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { signUpResolver } from '../resolvers';
import type { SignUpValues } from '../schemas';
import { useStartSession } from '../useStartSession';

export const SIGN_UP_FAILURE_MESSAGE =
  "We couldn't complete your sign-up. Please make sure you're using your business email and try again.";

export default function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref') ?? '';
  const [signUp] = useAuthSignupCreateMutation();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<SignUpValues>({
    resolver: signUpResolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let response;
    try {
      response = await signUp({
        signUpInputRequest: {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          password: values.password,
          ...(referralCode ? { referralCode } : {}),
        },
      }).unwrap();
    } catch (error) {
      applyServerErrors(error, setError, ['firstName', 'lastName', 'email', 'password']);
      setFailure(apiErrorStatus(error) === 429 ? (apiErrorTitle(error) ?? SIGN_UP_FAILURE_MESSAGE) : SIGN_UP_FAILURE_MESSAGE);
      return;
    }
    if (!response?.authorizationToken || !response.userId) {
      setFailure(SIGN_UP_FAILURE_MESSAGE);
      return;
    }
    try {
      await startSession(response.authorizationToken, response.userId);
    } catch {
      // The code page can still verify the account with the stored token.
    }
    navigate(paths.otp, { replace: true });
  });

  return (
    <>
      <AuthHeading
        title="Create your account"
        subtitle="Join the marketplace with your business email to find technology and channel partners."
      />
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...muiField(form, 'firstName')} label="First name" autoComplete="given-name" fullWidth autoFocus />
            <TextField {...muiField(form, 'lastName')} label="Last name" autoComplete="family-name" fullWidth />
          </Stack>
          <TextField {...muiField(form, 'email')} label="Email" type="email" autoComplete="email" fullWidth />
          <TextField
            {...muiField(form, 'password')}
            label="Password"
            type="password"
            autoComplete="new-password"
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            Sign up
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link href={paths.signIn} sx={{ fontWeight: 500 }}>
          Sign in
        </Link>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, textAlign: 'center' }}>
        By signing up you agree to our{' '}
        <Link href={externalLinks.terms} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href={externalLinks.privacy} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </Link>
        .
      </Typography>
    </>
  );
}
