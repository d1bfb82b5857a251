import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiErrorTitle } from '@/lib/api/errors';
import { useUnsubscribePreviewQuery, useUnsubscribeMutation } from '@/lib/api/outreach';
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
 * /outreach/unsubscribe?token=... (the e-mails' opt-out link), without signing in: says which
 * e-mails the link turns off and turns them off with one click (opening the link alone changes
 * nothing, so a mail scanner following it cannot); an invalid or expired link says so.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useUnsubscribePreviewQuery(token ? { token } : skipToken);
  const [unsubscribe, done] = useUnsubscribeMutation();

  useEffect(() => {
    document.title = `${UNSUBSCRIBE_TITLE} · PartnerMatch`;
  }, []);

  const heading = (
    <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
      {UNSUBSCRIBE_TITLE}
    </Typography>
  );

  if (!token) {
    return (
      <>
        {heading}
        <Alert severity="error">{INVALID_LINK}</Alert>
        <SettingsLink />
      </>
    );
  }
  if (preview.isLoading) {
    return (
      <>
        {heading}
        <Box role="status" aria-label="Checking the link" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress />
        </Box>
      </>
    );
  }
  if (preview.isError || !preview.data) {
    return (
      <>
        {heading}
        <Alert severity="error">{apiErrorTitle(preview.error) ?? "We couldn't check this link. Please try again."}</Alert>
        <SettingsLink />
      </>
    );
  }

  const { label } = preview.data;
  if (done.isSuccess) {
    return (
      <>
        {heading}
        <Alert severity="success">Done: you will no longer get e-mails about {label}.</Alert>
        <SettingsLink />
      </>
    );
  }
  if (!preview.data.subscribed) {
    return (
      <>
        {heading}
        <Alert severity="info">E-mails about {label} are already off.</Alert>
        <SettingsLink />
      </>
    );
  }
  return (
    <>
      {heading}
      <Typography sx={{ mb: 2 }}>Stop getting e-mails about {label}?</Typography>
      {done.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {apiErrorTitle(done.error) ?? "We couldn't turn these e-mails off. Please try again."}
        </Alert>
      ) : null}
      <Button variant="contained" fullWidth loading={done.isLoading} onClick={() => void unsubscribe({ token, unsubscribeInputRequest: { token } })}>
        Unsubscribe
      </Button>
      <SettingsLink />
    </>
  );
}
