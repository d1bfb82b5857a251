import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@/lib/toast';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCurrentUser } from '@/lib/session/hooks';
import { paths } from '@/lib/paths';
import { DiscardChangesDialog } from '@/components/ConfirmDialog';
import { DetailRow } from '@/components/DetailRow';
import { FullPageLoader } from '@/components/FullPageLoader';
import { PageHeader } from '@/components/PageHeader';
import { SubscriptionInfo } from '@/components/billing/SubscriptionInfo';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import { muiField } from '@/lib/forms/muiField';
import { type User } from '@/lib/session/types';
import { useUsersUpdateMutation } from './api';
import { EmailChangeSection } from './EmailChangeSection';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { SignInMethodsSection } from './SignInMethodsSection';
import { profileSchema, type ProfileValues } from './schemas';
import { TimeZoneField } from './TimeZoneField';

export const PROFILE_UPDATED_MESSAGE = 'User details updated successfully';

export function referralLink(referralCode: string | null | undefined, origin = window.location.origin): string {
  return referralCode ? `${origin}${paths.signUp}?ref=${encodeURIComponent(referralCode)}` : '';
}

function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const link = referralLink(user.referralCode);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      enqueueSnackbar('Referral link copied', { variant: 'success' });
    } catch {
      enqueueSnackbar('Could not copy the link. Select it and copy it by hand.', { variant: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <EmailChangeSection user={user} />
      <Card component="section" aria-labelledby="personal-details-heading">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography id="personal-details-heading" variant="h2">
              Personal details
            </Typography>
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
              Edit
            </Button>
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <DetailRow label="First name">{user.firstName || '—'}</DetailRow>
            <DetailRow label="Last name">{user.lastName || '—'}</DetailRow>
            <DetailRow label="Email">{user.email}</DetailRow>
            <DetailRow label="LinkedIn">
              {user.linkedInUrl ? (
                <Link
                  href={/^https?:\/\//i.test(user.linkedInUrl) ? user.linkedInUrl : `https://${user.linkedInUrl}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {user.linkedInUrl}
                </Link>
              ) : (
                '—'
              )}
            </DetailRow>
            <DetailRow label="Referral link">
              {link ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, maxWidth: '100%' }}>
                  <Box component="span" data-testid="referral-link" sx={{ fontFamily: 'monospace', fontSize: '0.9em', overflowWrap: 'anywhere' }}>
                    {link}
                  </Box>
                  <Tooltip title="Copy referral link">
                    <IconButton aria-label="Copy referral link" size="small" onClick={() => void copy()}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              ) : (
                '—'
              )}
            </DetailRow>
            <DetailRow label="Time zone">{user.timeZone || 'UTC'}</DetailRow>
          </Box>
        </CardContent>
      </Card>

      <SubscriptionInfo subscription={user.subscription} />
      <NotificationPreferencesSection />
      <SignInMethodsSection />
    </Stack>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [updateUser] = useUsersUpdateMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      linkedInUrl: user.linkedInUrl ?? '',
      timeZone: user.timeZone || 'UTC',
    },
  });
  const { handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The body repeats the userId, as the spec's request does (the server reads the path's).
      const body = {
        userId: user.userId,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        linkedInUrl: values.linkedInUrl,
        timeZone: values.timeZone,
      };
      await updateUser({ userId: user.userId, userUpdateInputRequest: body }).unwrap();
      enqueueSnackbar(PROFILE_UPDATED_MESSAGE, { variant: 'success' });
      onDone();
    } catch (error) {
      // Spec: an update error shows nothing visible beyond the fields' own messages.
      applyServerErrors(error, setError, ['firstName', 'lastName', 'email', 'linkedInUrl', 'timeZone']);
    }
  });

  return (
    <Card component="section" aria-labelledby="edit-profile-heading">
      <CardContent>
        <Typography id="edit-profile-heading" variant="h2" sx={{ mb: 2 }}>
          Edit personal details
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <TextField {...muiField(form, 'firstName')} label="First name" autoComplete="given-name" autoFocus />
            <TextField {...muiField(form, 'lastName')} label="Last name" autoComplete="family-name" />
            <TextField {...muiField(form, 'email')} label="Email" type="email" autoComplete="email" />
            <TextField
              {...muiField(form, 'linkedInUrl')}
              label="LinkedIn"
              placeholder="https://www.linkedin.com/in/your-name"
              autoComplete="url"
            />
            <Controller
              name="timeZone"
              control={form.control}
              render={({ field, fieldState }) => (
                <TimeZoneField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Stack direction="row" spacing={1.5}>
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                Save
              </Button>
              <Button color="inherit" variant="outlined" onClick={() => setConfirmOpen(true)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
      <DiscardChangesDialog
        open={confirmOpen}
        onDiscard={() => onDone()}
        onClose={() => setConfirmOpen(false)}
      />
    </Card>
  );
}

export default function ProfilePage() {
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader title="User profile" subtitle="The more precise your profile, the better your matches." />
      {!user ? (
        <FullPageLoader fullHeight={false} />
      ) : editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView user={user} onEdit={() => setEditing(true)} />
      )}
    </>
  );
}
