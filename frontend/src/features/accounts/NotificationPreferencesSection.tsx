import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { apiErrorTitle } from '@/lib/api/errors';
import {
  useNotificationPreferencesQuery,
  useNotificationPreferencesUpdateMutation,
  type NotificationKind,
} from '@/lib/api/notifications';
import { useSnackbar } from '@/lib/toast';

/** The areas that send notifications, by the API's `group`, in words. */
const GROUP_LABELS: Record<string, string> = {
  outreach: 'Outreach',
  sequences: 'Sequences',
  alerts: 'Saved searches',
};

export const NOTIFICATIONS_SECTION_ID = 'notifications';

function groupsOf(kinds: NotificationKind[]): { group: string; kinds: NotificationKind[] }[] {
  const groups: { group: string; kinds: NotificationKind[] }[] = [];
  for (const kind of kinds) {
    const found = groups.find((entry) => entry.group === kind.group);
    if (found) found.kinds.push(kind);
    else groups.push({ group: kind.group, kinds: [kind] });
  }
  return groups;
}

/**
 * The notification centre's mutes (docs/alerts.md "Muting"): one switch per kind the API
 * declares, in its order, grouped by the area that sends it; on means the bell gets it. A muted
 * kind creates no notification at all. E-mails are set apart (Outreach settings, each saved
 * search's e-mail switch), which the section says. The bell's panel links here
 * (#notifications).
 */
export function NotificationPreferencesSection() {
  const { hash } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const preferences = useNotificationPreferencesQuery();
  const [update] = useNotificationPreferencesUpdateMutation();
  const [saving, setSaving] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hash === `#${NOTIFICATIONS_SECTION_ID}` && preferences.data) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, preferences.data]);

  const toggle = async (kind: NotificationKind, on: boolean) => {
    setSaving(kind.kind);
    try {
      await update({ patchedPreferencesInputRequest: { muted: { [kind.kind]: !on } } }).unwrap();
      enqueueSnackbar(on ? `${kind.label}: on.` : `${kind.label}: muted.`, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? "We couldn't save this setting. Please try again.", { variant: 'error' });
    } finally {
      setSaving(null);
    }
  };

  let body;
  if (preferences.isLoading) {
    body = (
      <Stack spacing={1} role="status" aria-label="Loading your notification settings">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  } else if (preferences.isError || !preferences.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void preferences.refetch()}>
            Retry
          </Button>
        }
      >
        We couldn't load your notification settings.
      </Alert>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {groupsOf(preferences.data.kinds).map(({ group, kinds }) => (
          <Box key={group} role="group" aria-labelledby={`notifications-${group}`}>
            <Typography id={`notifications-${group}`} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {GROUP_LABELS[group] ?? group}
            </Typography>
            {kinds.map((kind) => (
              <Box key={kind.kind} sx={{ mb: 0.5 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={!kind.muted}
                      disabled={saving === kind.kind}
                      onChange={(event) => void toggle(kind, event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `notification-kind-${kind.kind}` } }}
                    />
                  }
                  label={kind.label}
                />
                <Typography
                  id={`notification-kind-${kind.kind}`}
                  variant="body2"
                  color="text.secondary"
                  sx={{ ml: 6.5, mt: -0.75 }}
                >
                  {kind.description}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Card component="section" aria-labelledby="notifications-heading" id={NOTIFICATIONS_SECTION_ID} ref={section}>
      <CardContent>
        <Typography id="notifications-heading" variant="h2" sx={{ mb: 0.5 }}>
          Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          What the bell in the header tells you. A muted kind is not kept for later. E-mails are set apart: in
          Outreach settings and on each saved search.
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
