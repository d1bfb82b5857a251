import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { externalLinks, paths } from '@/lib/paths';
import { useAppDispatch } from '@/app/store';
import { apiErrorCode, apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { muiField } from '@/lib/forms/muiField';
import { sessionCleared } from '@/lib/session/sessionSlice';
import { isActiveUser } from '@/lib/session/types';
import { ACCOUNT_INACTIVE, useAuthSigninCreateMutation } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { ProviderButtons } from '../components/ProviderButtons';
import { ProviderSigningIn } from '../components/ProviderSigningIn';
import { type ProviderFailure, useFinishProviderSignIn, useProviderAnswer } from '../providers/providerSignIn';
import { getAppConfig } from '@/lib/config';
import { SignInFailureAlert } from '../components/SignInFailureAlert';
import { signInResolver } from '../resolvers';
import type { SignInValues } from '../schemas';
import { useStartSession } from '../useStartSession';

type Failure = { message: string | null } | null;

/** Refusals the spec's alert would misdescribe: a rate limit, and a deactivated account (the
 * server says so only after the right password). Their sentence is shown instead. */
function saysWhy(error: unknown): boolean {
  return apiErrorStatus(error) === 429 || apiErrorCode(error) === ACCOUNT_INACTIVE;
}

export default function SignInPage() {
  // Google sends the browser back here with its code (or an error).
  const answer = useProviderAnswer();
  const googleReturn = answer.present && getAppConfig().googleSignInEnabled;
  useFinishProviderSignIn('google', googleReturn);
  if (googleReturn) return <ProviderSigningIn />;
  return <SignInForm />;
}

function SignInForm() {
  const location = useLocation();
  const providerFailure = (location.state as ProviderFailure | null)?.providerError ? (location.state as ProviderFailure) : null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref');
  const [signIn] = useAuthSigninCreateMutation();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<Failure>(null);

  const form = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let response;
    try {
      response = await signIn({ signInInputRequest: { email: values.email, password: values.password } }).unwrap();
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
      setFailure({ message: saysWhy(error) ? apiErrorTitle(error) : null });
      return;
    }
    if (!response?.authorizationToken || !response.userId) {
      setFailure({ message: null });
      return;
    }
    try {
      const user = await startSession(response.authorizationToken, response.userId);
      if (!isActiveUser(user)) navigate(paths.otp, { replace: true });
      else navigate(user.company ? paths.home : paths.myCompany, { replace: true });
    } catch {
      dispatch(sessionCleared());
      setFailure({ message: null });
    }
  });

  const signUpHref = referralCode
    ? `${paths.signUp}?ref=${encodeURIComponent(referralCode)}`
    : paths.signUp;

  return (
    <>
      <AuthHeading title="Sign in" subtitle="Welcome back. Sign in to find and manage your partners." />
      {failure ? <SignInFailureAlert message={failure.message} /> : null}
      {!failure && providerFailure ? (
        // A free-mail address gets the spec's sign-in failure alert; anything else, its reason.
        <SignInFailureAlert
          message={providerFailure.providerErrorCode === 'businessEmailRequired' ? null : providerFailure.providerError}
        />
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField
            {...muiField(form, 'email')}
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            autoFocus
          />
          <TextField
            {...muiField(form, 'password')}
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '4px !important' }}>
            <Link href={paths.forgotPassword} variant="body2">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            Sign in
          </Button>
        </Stack>
      </Box>
      <ProviderButtons referralCode={referralCode} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        {/* Links inside a sentence are underlined, not told apart by colour alone (WCAG 1.4.1). */}
        <Link href={signUpHref} underline="always" sx={{ fontWeight: 500 }}>
          Sign up
        </Link>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2, textAlign: 'center' }}>
        By continuing you agree to our{' '}
        <Link href={externalLinks.terms} target="_blank" rel="noopener noreferrer" underline="always">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href={externalLinks.privacy} target="_blank" rel="noopener noreferrer" underline="always">
          Privacy Policy
        </Link>
        .
      </Typography>
    </>
  );
}
