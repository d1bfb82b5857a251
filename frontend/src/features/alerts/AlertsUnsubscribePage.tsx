import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAlertsUnsubscribeMutation } from '@/lib/api/alerts';
import { apiErrorTitle } from '@/lib/api/errors';
import { paths } from '@/lib/paths';

export const ALERTS_UNSUBSCRIBE_TITLE = 'Saved-search alert e-mails';
export const INVALID_LINK = 'This unsubscribe link is not valid.';

/**
 * /alerts/unsubscribe?token=... (docs/alerts.md "Unsubscribe"), without signing in: the page
 * turns the link's alert e-mails off as it opens (`POST /api/alerts/unsubscribe`; the API's GET
 * only reads, so mail scanners change nothing; again is the same answer) and says what was
 * turned off (one saved search's e-mails, or all of them), or why the link does not work.
 */
export function AlertsUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, result] = useAlertsUnsubscribeMutation();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    document.title = `${ALERTS_UNSUBSCRIBE_TITLE} · PartnerMatch`;
  }, []);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void unsubscribe({ token, alertsUnsubscribeInputRequest: { token } });
  }, [token, unsubscribe]);

  let body;
  if (!token) body = <Alert severity="error">{INVALID_LINK}</Alert>;
  else if (result.isSuccess)
    body = (
      <Alert severity="success">
        {result.data.name
          ? `E-mail alerts for your saved search “${result.data.name}” are off: you will no longer get them.`
          : 'E-mail alerts for all your saved searches are off: you will no longer get them.'}{' '}
        New matches still show in the notification bell while its alerts are on.
      </Alert>
    );
  else if (result.isError)
    body = (
      <Alert severity="error">
        {apiErrorTitle(result.error) ?? "We couldn't turn these e-mails off. Please try the link again."}
      </Alert>
    );
  else
    body = (
      <Box role="status" aria-label="Turning these e-mails off" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress />
      </Box>
    );

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {ALERTS_UNSUBSCRIBE_TITLE}
      </Typography>
      {body}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Change each search's alerts and e-mails in{' '}
        <Link component={RouterLink} to={paths.savedSearches}>
          your saved searches
        </Link>
        .
      </Typography>
    </>
  );
}
