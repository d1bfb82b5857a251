import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/toast';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useSessionUserId } from '@/lib/session/hooks';
import { paths } from '@/lib/paths';
import { useAppDispatch, useAppSelector } from '@/app/store';
import { apiErrorStatus, apiErrorTitle, NETWORK_ERROR_MESSAGE } from '@/lib/api/errors';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { selectToken, selectUser, userLoaded } from '@/lib/session/sessionSlice';
import { isActiveUser } from '@/lib/session/types';
import { userApi } from '@/lib/session/userApi';
import { OTP_LENGTH } from '@/lib/validation/rules';
import { useUsersOtpCreateMutation, useUsersOtpResendCreateMutation } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { otpResolver } from '../resolvers';
import type { OtpValues } from '../schemas';
import { useSignOut } from '../useSignOut';

export const OTP_INCORRECT_MESSAGE = 'Oops! The code you entered is incorrect.';
export const OTP_INCORRECT_HINT = 'Request a new code if this one has expired.';
export const OTP_VERIFIED_MESSAGE = 'Your email has been verified. Redirecting…';
export const OTP_RESENT_MESSAGE = 'Verification code sent!';
export const OTP_REDIRECT_DELAY_MS = 3000;

type Notice =
  | { kind: 'incorrect' }
  | { kind: 'message'; text: string }
  | { kind: 'verified' }
  | null;

export default function OtpPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const userId = useSessionUserId();
  const [verifyOtp] = useUsersOtpCreateMutation();
  const [resendOtp, resendState] = useUsersOtpResendCreateMutation();
  const [signOut, signOutState] = useSignOut();
  const [notice, setNotice] = useState<Notice>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  const form = useForm<OtpValues>({ resolver: otpResolver, defaultValues: { otp: '' } });
  const { control, handleSubmit, setValue, setFocus, setError, formState } = form;

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  if (!token) return <Navigate to={paths.signIn} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const result = await verifyOtp({ oneTimeCodeInputRequest: { otp: values.otp } }).unwrap();
      if (result && result.success === false) throw new Error('Verification refused');
      if (result?.user) dispatch(userLoaded(result.user));
      setNotice({ kind: 'verified' });
      let fresh = result?.user ?? null;
      if (userId) {
        const request = dispatch(userApi.endpoints.usersRetrieve.initiate({ userId }, { forceRefetch: true }));
        try {
          fresh = await request.unwrap();
        } catch {
          // keep the user from the verification answer
        } finally {
          request.unsubscribe();
        }
      }
      if (isActiveUser(fresh)) {
        redirectTimer.current = window.setTimeout(
          () => navigate(paths.myCompany, { replace: true }),
          OTP_REDIRECT_DELAY_MS,
        );
      }
    } catch (error) {
      const title = apiErrorTitle(error);
      let shown: string = OTP_INCORRECT_MESSAGE;
      if (apiErrorStatus(error) === 'network') {
        shown = NETWORK_ERROR_MESSAGE;
        setNotice({ kind: 'message', text: shown });
      } else if (title && title !== OTP_INCORRECT_MESSAGE) {
        // Expired code, too many attempts or rate limit: the server's sentence says why.
        shown = title;
        setNotice({ kind: 'message', text: shown });
      } else {
        setNotice({ kind: 'incorrect' });
      }
      setValue('otp', '');
      // Field messages other than the one already in the alert go under the input.
      applyServerErrors(
        error,
        (name, fieldError, options) => {
          if (fieldError.message !== shown) setError(name as 'otp', fieldError, options);
        },
        ['otp'],
      );
      setFocus('otp');
    }
  });

  const onResend = async () => {
    try {
      await resendOtp().unwrap();
      enqueueSnackbar(OTP_RESENT_MESSAGE, { variant: 'success' });
    } catch (error) {
      // A failed resend is ignored, except that a rate limit says when to retry.
      if (apiErrorStatus(error) === 429) {
        enqueueSnackbar(apiErrorTitle(error) ?? 'Please wait before requesting another code.', {
          variant: 'warning',
        });
      }
    }
  };

  const verified = notice?.kind === 'verified';

  return (
    <>
      <AuthHeading
        title="Verify your email"
        subtitle={
          user?.email ? (
            <>
              We sent a {OTP_LENGTH}-digit code to <strong>{user.email}</strong>. Enter it below to activate your
              account.
            </>
          ) : (
            `We sent a ${OTP_LENGTH}-digit code to your email. Enter it below to activate your account.`
          )
        }
      />
      {notice?.kind === 'incorrect' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Typography variant="body2">{OTP_INCORRECT_MESSAGE}</Typography>
          <Typography variant="body2">{OTP_INCORRECT_HINT}</Typography>
        </Alert>
      ) : null}
      {notice?.kind === 'message' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      ) : null}
      {verified ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {OTP_VERIFIED_MESSAGE}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Controller
            name="otp"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                inputRef={field.ref}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
                label="One-time code"
                fullWidth
                autoFocus
                disabled={verified}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    autoComplete: 'one-time-code',
                    maxLength: OTP_LENGTH,
                    pattern: '[0-9]*',
                    style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
                  },
                }}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={verified}
            loading={formState.isSubmitting}
          >
            Verify
          </Button>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button
              onClick={() => void signOut()}
              color="inherit"
              loading={signOutState.isLoading}
              disabled={verified}
            >
              Cancel
            </Button>
            <Button onClick={() => void onResend()} loading={resendState.isLoading} disabled={verified}>
              Resend code
            </Button>
          </Stack>
        </Stack>
      </Box>
    </>
  );
}
