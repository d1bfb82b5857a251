import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useAppDispatch } from '@/app/store';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { LoadError } from '@/components/company/LoadError';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DetailRow } from '@/components/DetailRow';
import { ScoreBreakdown } from '@/components/fit/ScoreBreakdown';
import { PageHeader } from '@/components/PageHeader';
import { apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import {
  REQUEST_TYPE_LABELS,
  useIntroRequestAcceptMutation,
  useIntroRequestDeclineMutation,
  useIntroRequestQuery,
  useIntroRequestReadMutation,
  useIntroRequestReportMutation,
  useIntroRequestWithdrawMutation,
  type IntroRequestDetail,
} from '@/lib/api/outreach';
import { breadcrumbTextSet } from '@/lib/breadcrumbs';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/toast';
import { Contacts } from '../components/Contacts';
import { LinkifiedText } from '../components/LinkifiedText';
import { ReportDialog } from '../components/ReportDialog';
import { dateTime, STATE_WORDS } from '../words';
import { DeclineDialog } from './DeclineDialog';

function idOf(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
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

function personName(person: IntroRequestDetail['senderUser']): string | null {
  if (!person) return null;
  return `${person.firstName} ${person.lastName}`.trim() || null;
}

function CompanyTag({ company }: { company: IntroRequestDetail['senderCompany'] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={24} />
      <span>{company.name}</span>
    </Box>
  );
}

/** What happened to the request, in a sentence, for the side reading it. */
function StateNotice({ request }: { request: IntroRequestDetail }) {
  const received = request.box === 'received';
  switch (request.state) {
    case 'pending':
      if (received && !request.can.accept)
        return <Alert severity="info">Waiting for an answer. Only your company admins can accept or decline it.</Alert>;
      if (!received) return <Alert severity="info">Waiting for {request.receiverCompany.name} to answer.</Alert>;
      return null;
    case 'accepted':
      return (
        <Alert
          severity="success"
          action={
            request.conversationId ? (
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={paths.outreach.conversation(request.conversationId)}
                endIcon={<ArrowForwardIcon />}
              >
                Open the conversation
              </Button>
            ) : undefined
          }
        >
          Accepted {dateTime(request.decidedAt)}: the conversation is open.
        </Alert>
      );
    case 'declined':
      return (
        <Alert severity="warning">
          Declined {dateTime(request.decidedAt)}
          {request.declineReason ? (
            <>
              : <strong>{request.declineReason.label}</strong>
              {request.declineReason.text ? ` (“${request.declineReason.text}”)` : ''}
            </>
          ) : null}
          .
        </Alert>
      );
    case 'withdrawn':
      return <Alert severity="info">Withdrawn {dateTime(request.decidedAt)} by the sender.</Alert>;
    case 'expired':
      return <Alert severity="info">Expired {dateTime(request.decidedAt ?? request.expiresAt)} without an answer.</Alert>;
    default:
      return null;
  }
}

/**
 * One intro request (/outreach/requests/:id, the e-mails' link): who sent it to whom, the
 * type, the message, the fit it carries and the contacts as the API gives them; the receiving
 * company's admins accept or decline it (a reason is required), the sender withdraws it,
 * either side reports it. Opening it marks it read.
 */
export function IntroRequestPage() {
  const { introRequestId: rawId } = useParams();
  const introRequestId = idOf(rawId);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const query = useIntroRequestQuery(introRequestId ? { introRequestId } : skipToken);
  const [markRead] = useIntroRequestReadMutation();
  const [accept, accepting] = useIntroRequestAcceptMutation();
  const [decline] = useIntroRequestDeclineMutation();
  const [withdraw, withdrawing] = useIntroRequestWithdrawMutation();
  const [report] = useIntroRequestReportMutation();
  const [dialog, setDialog] = useState<'decline' | 'withdraw' | 'report' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const markedRead = useRef<number | null>(null);
  const request = query.data;

  useEffect(() => {
    if (!request) return;
    const other = request.box === 'received' ? request.senderCompany : request.receiverCompany;
    const text = request.box === 'received' ? `Request from ${other.name}` : `Request to ${other.name}`;
    dispatch(breadcrumbTextSet({ path: location.pathname, text }));
  }, [dispatch, location.pathname, request]);

  // Seen: it no longer counts as unread (once per visit).
  useEffect(() => {
    if (request?.isUnread && markedRead.current !== request.introRequestId) {
      markedRead.current = request.introRequestId;
      void markRead({ introRequestId: request.introRequestId });
    }
  }, [markRead, request]);

  const notFound = introRequestId === null || (query.isError && apiErrorStatus(query.error) === 404);

  if (notFound) {
    return (
      <>
        <PageHeader title="Intro request" />
        <Alert severity="warning">
          This request does not exist, or it is not your company's.{' '}
          <Link component={RouterLink} to={paths.outreach.root}>
            Back to Outreach
          </Link>
        </Alert>
      </>
    );
  }
  if (query.isLoading || !request) {
    if (query.isError) {
      return (
        <>
          <PageHeader title="Intro request" />
          <LoadError message="We couldn't load this request. Please try again." onRetry={() => void query.refetch()} />
        </>
      );
    }
    return (
      <Box aria-label="Loading the request" role="status">
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Box>
    );
  }

  const received = request.box === 'received';
  const other = received ? request.senderCompany : request.receiverCompany;
  const state = STATE_WORDS[request.state];
  const sender = personName(request.senderUser);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setActionError(null);
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      setActionError(apiErrorTitle(error) ?? 'That did not work. Please try again.');
      throw error;
    }
  };

  const actions = (
    <>
      {request.can.accept ? (
        <Button
          variant="contained"
          loading={accepting.isLoading}
          onClick={() =>
            void run(
              () => accept({ introRequestId: request.introRequestId }).unwrap(),
              `Request accepted: your conversation with ${other.name} is open.`,
            ).catch(() => undefined)
          }
        >
          Accept
        </Button>
      ) : null}
      {request.can.decline ? (
        <Button variant="outlined" color="error" onClick={() => setDialog('decline')}>
          Decline
        </Button>
      ) : null}
      {request.can.withdraw ? (
        <Button variant="outlined" loading={withdrawing.isLoading} onClick={() => setDialog('withdraw')}>
          Withdraw
        </Button>
      ) : null}
      {request.can.report ? (
        <Button color="inherit" startIcon={<FlagOutlinedIcon />} onClick={() => setDialog('report')}>
          Report
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader
        title={received ? `Intro request from ${other.name}` : `Intro request to ${other.name}`}
        subtitle={received ? 'They found your company and would like to talk.' : undefined}
        actions={actions}
      />
      <Stack spacing={2.5}>
        {actionError ? (
          <Alert severity="error" onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        ) : null}
        <StateNotice request={request} />
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2.5}>
              <Section title="Request">
                <Box component="dl" sx={{ m: 0 }}>
                  <DetailRow label="From">
                    <CompanyTag company={request.senderCompany} />
                    {sender ? ` · ${sender}` : ''}
                  </DetailRow>
                  <DetailRow label="To">
                    <CompanyTag company={request.receiverCompany} />
                  </DetailRow>
                  <DetailRow label="Type">{REQUEST_TYPE_LABELS[request.type]}</DetailRow>
                  {request.partnershipType ? (
                    <DetailRow label="Partnership type">{request.partnershipType.name}</DetailRow>
                  ) : null}
                  <DetailRow label="State">
                    <Chip size="small" color={state.color} label={state.label} />
                  </DetailRow>
                  <DetailRow label="Sent">{dateTime(request.createdAt)}</DetailRow>
                  {request.state === 'pending' ? (
                    <DetailRow label="Expires">{dateTime(request.expiresAt)}</DetailRow>
                  ) : null}
                  {request.searchHistoryId ? (
                    <DetailRow label="From your search">
                      <Link component={RouterLink} to={paths.partnerPipeline}>
                        See it in your partner pipeline
                      </Link>
                    </DetailRow>
                  ) : null}
                </Box>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
                  Message
                </Typography>
                <LinkifiedText text={request.message} data-testid="request-message" sx={{ fontSize: '1rem' }} />
                {request.followUps.length > 0 ? (
                  <Box component="section" aria-label="Follow-ups" sx={{ mt: 2 }}>
                    {request.followUps.map((followUp, index) => (
                      <Box
                        key={followUp.followUpId}
                        data-testid="follow-up"
                        sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, mt: index === 0 ? 0 : 1.5 }}
                      >
                        <Typography variant="subtitle2" component="h3">
                          Follow-up {index + 1}
                          <Typography component="span" variant="caption" color="text.secondary">
                            {' '}
                            · {dateTime(followUp.createdAt)}
                            {followUp.author ? ` · ${`${followUp.author.firstName} ${followUp.author.lastName}`.trim()}` : ''}
                          </Typography>
                        </Typography>
                        <LinkifiedText text={followUp.body} />
                      </Box>
                    ))}
                  </Box>
                ) : null}
              </Section>
              <Section title={received ? `Why ${request.senderCompany.name} found you` : `Why you found ${other.name}`}>
                {request.fit ? (
                  <Box sx={{ mx: { xs: -1.5, sm: -2 }, my: -2 }}>
                    <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Chip
                        label={`${request.fit.matchScore}%`}
                        color={request.fit.matchScore >= 70 ? 'success' : request.fit.matchScore >= 40 ? 'warning' : 'default'}
                        aria-label={`Partner fit score ${request.fit.matchScore}%`}
                        sx={{ fontWeight: 700 }}
                      />
                      <Typography variant="body2" color="text.secondary">
                        Partner Fit Score when the request was sent
                      </Typography>
                    </Box>
                    <Box role="region" aria-label="Fit breakdown">
                      <ScoreBreakdown
                        score={request.fit}
                        companyName={request.receiverCompany.name}
                        foundBy={received ? request.senderCompany.name : undefined}
                      />
                    </Box>
                  </Box>
                ) : (
                  <Typography color="text.secondary">
                    No fit is attached: the two companies could not be scored when the request was sent.
                  </Typography>
                )}
              </Section>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2.5}>
              {received ? (
                <Section title={`Contacts of ${request.senderCompany.name}`}>
                  <Contacts contacts={request.senderContacts} label={`Contacts of ${request.senderCompany.name}`} />
                </Section>
              ) : (
                <Section title={`Contacts of ${request.receiverCompany.name}`}>
                  {request.receiverContacts ? (
                    <Contacts contacts={request.receiverContacts} label={`Contacts of ${request.receiverCompany.name}`} />
                  ) : (
                    <Typography color="text.secondary">
                      Their contacts are shared with you once they accept. Yours went with the request.
                    </Typography>
                  )}
                </Section>
              )}
            </Stack>
          </Grid>
        </Grid>
      </Stack>

      <DeclineDialog
        open={dialog === 'decline'}
        companyName={other.name}
        onClose={() => setDialog(null)}
        onDecline={async (reasonCode, reasonText) => {
          // The dialog shows the API's answer (the reason's field errors); the page only the outcome.
          await decline({ introRequestId: request.introRequestId, declineInputRequest: { reasonCode, reasonText } }).unwrap();
          enqueueSnackbar(`Request from ${other.name} declined.`, { variant: 'success' });
        }}
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title="Withdraw this request?"
        message={`${other.name} will no longer see it as waiting. The request it used this month is not given back.`}
        confirmLabel="Withdraw"
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void run(() => withdraw({ introRequestId: request.introRequestId }).unwrap(), 'Request withdrawn.').catch(
            () => undefined,
          );
        }}
      />
      <ReportDialog
        open={dialog === 'report'}
        what="this request"
        onClose={() => setDialog(null)}
        onReport={async (reason) => {
          await report({ introRequestId: request.introRequestId, reportInputRequest: { reason } }).unwrap();
          enqueueSnackbar('Thank you. The PartnerMatch team will look into it.', { variant: 'success' });
        }}
      />
    </>
  );
}
