import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiErrorTitle } from '@/lib/api/errors';
import { useUnsubscribeMutation } from '@/lib/api/outreach';
import { paths } from '@/lib/paths';

export const UNSUBSCRIBE_TITLE = 'Outreach e-mails';
export const INVALID_LINK = 'This unsubscribe link is not valid.';

function SettingsLink() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      Choose which outreach e-mails you get in{' '}
      <Link component={RouterLink} to={paths.outreach.settings}>
        Outreach settings
      </Link>
      .
    </Typography>
  );
}

/**
 * /outreach/unsubscribe?token=... (the e-mails' one-click opt-out), without signing in: the
 * page turns the link's kind of e-mail off as it opens (`POST /api/outreach/unsubscribe`; the
 * API's GET only reads, so that mail scanners fetching the link change nothing; again is the
 * same answer) and says what was turned off, or why the link does not work.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, result] = useUnsubscribeMutation();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    document.title = `${UNSUBSCRIBE_TITLE} · PartnerMatch`;
  }, []);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void unsubscribe({ token, unsubscribeInputRequest: { token } });
  }, [token, unsubscribe]);

  let body;
  if (!token) body = <Alert severity="error">{INVALID_LINK}</Alert>;
  else if (result.isSuccess)
    body = (
      <Alert severity="success">
        E-mails about {result.data.label} are off: you will no longer get them.
      </Alert>
    );
  else if (result.isError)
    body = <Alert severity="error">{apiErrorTitle(result.error) ?? "We couldn't turn these e-mails off. Please try the link again."}</Alert>;
  else
    body = (
      <Box role="status" aria-label="Turning these e-mails off" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress />
      </Box>
    );

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {UNSUBSCRIBE_TITLE}
      </Typography>
      {body}
      <SettingsLink />
    </>
  );
}
