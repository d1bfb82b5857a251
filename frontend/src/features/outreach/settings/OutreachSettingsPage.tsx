import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/company/LoadError';
import { apiErrorTitle } from '@/lib/api/errors';
import type { EmailSettings } from '@/lib/api/generated/outreach';
import { useOutreachSettingsQuery, useOutreachSettingsUpdateMutation } from '@/lib/api/outreach';
import { useSnackbar } from '@/lib/toast';
import { NoCompanyNotice } from '../components/NoCompanyNotice';
import { OutreachSection } from '../components/OutreachSection';

/** The kinds of outreach e-mail (apps/outreach/tokens.py), as the member chooses them. */
export const EMAIL_KINDS: { kind: keyof EmailSettings; label: string; help: string }[] = [
  { kind: 'newRequest', label: 'New intro requests', help: 'When a company sends yours a request (company admins).' },
  { kind: 'decision', label: 'Answers to your requests', help: 'When your request is accepted, declined or expires.' },
  { kind: 'newMessage', label: 'New messages', help: 'When the other company writes in a conversation (a digest when there are many).' },
];

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Outreach settings: whether the company accepts intro requests (its company admins switch
 * it; members see it), and which outreach e-mails the member gets. Each switch saves at once.
 */
export function OutreachSettingsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const query = useOutreachSettingsQuery();
  const [update, updating] = useOutreachSettingsUpdateMutation();
  const settings = query.data;

  const save = async (body: Parameters<typeof update>[0]['patchedSettingsInputRequest'], done: string) => {
    try {
      await update({ patchedSettingsInputRequest: body }).unwrap();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? "We couldn't save your settings. Please try again.", { variant: 'error' });
    }
  };

  let body;
  if (query.isLoading) {
    body = (
      <Stack spacing={2.5} role="status" aria-label="Loading your settings">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  } else if (!settings) {
    body = <LoadError message="We couldn't load your settings. Please try again." onRetry={() => void query.refetch()} />;
  } else {
    const company = settings.company;
    body = (
      <Stack spacing={2.5}>
        <Block title="Your company">
          {company ? (
            <>
              {company.isSuspended ? (
                <Alert severity="warning" sx={{ mb: 1.5 }}>
                  Outreach is suspended for your company. Please contact the PartnerMatch team.
                </Alert>
              ) : null}
              <FormControlLabel
                control={
                  <Switch
                    checked={company.acceptsRequests}
                    disabled={!company.canEdit || updating.isLoading}
                    onChange={(event) =>
                      void save(
                        { acceptsRequests: event.target.checked },
                        event.target.checked ? 'Your company accepts intro requests.' : 'Your company no longer accepts intro requests.',
                      )
                    }
                  />
                }
                label="Accept intro requests"
              />
              <FormHelperText sx={{ mt: 0 }}>
                {company.canEdit
                  ? 'When it is off, members who find your company see that it does not accept requests.'
                  : 'Only your company admins can change this.'}
              </FormHelperText>
            </>
          ) : (
            <NoCompanyNotice />
          )}
        </Block>
        <Block title="E-mails">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Each outreach e-mail also has a link that turns its kind off in one click.
          </Typography>
          <FormGroup>
            {EMAIL_KINDS.map(({ kind, label, help }) => (
              <div key={kind}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={settings.emails[kind]}
                      disabled={updating.isLoading}
                      onChange={(event) =>
                        void save(
                          { emails: { [kind]: event.target.checked } },
                          `E-mails about ${label.toLowerCase()} turned ${event.target.checked ? 'on' : 'off'}.`,
                        )
                      }
                    />
                  }
                  label={label}
                />
                <FormHelperText sx={{ mt: -0.5, mb: 1, ml: 6 }}>{help}</FormHelperText>
              </div>
            ))}
          </FormGroup>
        </Block>
      </Stack>
    );
  }

  return <OutreachSection tab="settings">{body}</OutreachSection>;
}
