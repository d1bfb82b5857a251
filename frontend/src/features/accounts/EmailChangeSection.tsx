import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { muiField } from '@/lib/forms/muiField';
import type { User } from '@/lib/session/types';
import { OTP_LENGTH } from '@/lib/validation/rules';
import { useUsersEmailPendingDestroyMutation, useUsersEmailVerifyCreateMutation, useUsersEmailResendCreateMutation } from './api';
import { emailCodeSchema, type EmailCodeValues } from './schemas';

export const EMAIL_CODE_RESENT_MESSAGE = 'Verification code sent!';
export const EMAIL_CHANGE_CANCELLED_MESSAGE = 'The e-mail change was cancelled. Your address stays the same.';
export const emailChangedMessage = (email: string) => `Your e-mail address is now ${email}.`;
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

type Notice = { severity: 'success' | 'info' | 'error'; text: string } | null;

/**
 * The profile's e-mail change: while a new address waits for its code (`pendingEmail`), a
 * card asks for the code sent there, with resend and cancel; the account keeps its address
 * until the code is entered (docs/decisions.md, issue 7). Afterwards, what happened.
 */
export function EmailChangeSection({ user }: { user: User }) {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <>
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      ) : null}
      {user.pendingEmail ? (
        <PendingEmailCard
          key={user.pendingEmail}
          user={user}
          pendingEmail={user.pendingEmail}
          onFinished={setNotice}
        />
      ) : null}
    </>
  );
}

function PendingEmailCard({
  user,
  pendingEmail,
  onFinished,
}: {
  user: User;
  pendingEmail: string;
  onFinished: (notice: Notice) => void;
}) {
  const [confirm] = useUsersEmailVerifyCreateMutation();
  const [resend, resendState] = useUsersEmailResendCreateMutation();
  const [cancel, cancelState] = useUsersEmailPendingDestroyMutation();
  const [message, setMessage] = useState<Notice>(null);
  const form = useForm<EmailCodeValues>({ resolver: zodResolver(emailCodeSchema), defaultValues: { otp: '' } });
  const { handleSubmit, setError, setValue, setFocus, formState } = form;

  const onSubmit = handleSubmit(async ({ otp }) => {
    setMessage(null);
    try {
      const updated = await confirm({ userId: user.userId, oneTimeCodeInputRequest: { otp } }).unwrap();
      onFinished({ severity: 'success', text: emailChangedMessage(updated?.email ?? pendingEmail) });
    } catch (error) {
      if (apiErrorStatus(error) === 409) {
        // The address was taken meanwhile (or the change is gone): the change is over.
        onFinished({ severity: 'error', text: apiErrorTitle(error) ?? SOMETHING_WENT_WRONG });
        return;
      }
      // A wrong, expired or exhausted code: the server's sentence under the field, input cleared.
      setValue('otp', '');
      const { fields } = applyServerErrors(error, setError, ['otp']);
      if (fields.length === 0) setMessage({ severity: 'error', text: apiErrorTitle(error) ?? SOMETHING_WENT_WRONG });
      setFocus('otp');
    }
  });

  const onResend = async () => {
    setMessage(null);
    try {
      const result = await resend({ userId: user.userId }).unwrap();
      setMessage({ severity: 'info', text: result?.message ?? EMAIL_CODE_RESENT_MESSAGE });
    } catch (error) {
      setMessage({ severity: 'error', text: apiErrorTitle(error) ?? SOMETHING_WENT_WRONG });
    }
  };

  const onCancel = async () => {
    try {
      await cancel({ userId: user.userId }).unwrap();
      onFinished({ severity: 'info', text: EMAIL_CHANGE_CANCELLED_MESSAGE });
    } catch (error) {
      setMessage({ severity: 'error', text: apiErrorTitle(error) ?? SOMETHING_WENT_WRONG });
    }
  };

  return (
    <Card component="section" aria-labelledby="pending-email-heading">
      <CardContent>
        <Typography id="pending-email-heading" variant="h2" sx={{ mb: 1 }}>
          Confirm your new e-mail
        </Typography>
        <Typography sx={{ mb: 2 }}>
          We sent a {OTP_LENGTH}-digit code to <strong>{pendingEmail}</strong>. Enter it to make it your account&apos;s
          address. Until then you keep signing in with <strong>{user.email}</strong>.
        </Typography>
        {message ? (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
            {message.text}
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <TextField
              {...muiField(form, 'otp')}
              label="Confirmation code"
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH } }}
            />
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                Confirm
              </Button>
              <Button variant="outlined" onClick={() => void onResend()} loading={resendState.isLoading}>
                Resend code
              </Button>
              <Button color="inherit" variant="outlined" onClick={() => void onCancel()} loading={cancelState.isLoading}>
                Cancel change
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
