import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useAppDispatch } from '@/app/store';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { LoadError } from '@/components/company/LoadError';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import {
  REQUEST_TYPE_LABELS,
  useConversationCloseMutation,
  useConversationPostMutation,
  useConversationQuery,
  useConversationReadMutation,
  useConversationReopenMutation,
  useConversationReportMutation,
  useLazyConversationQuery,
  type ConversationMessage,
} from '@/lib/api/outreach';
import { breadcrumbTextSet } from '@/lib/breadcrumbs';
import { formatDate } from '@/lib/format';
import { CONVERSATION_POLL_MS, useOutreachLive } from '@/lib/outreach/events';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session/hooks';
import { useSnackbar } from '@/lib/toast';
import { Contacts } from '../components/Contacts';
import { ReportDialog } from '../components/ReportDialog';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';

const PAGE = 50;

function idOf(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A conversation between the member's company and a partner (/outreach/conversations/:id):
 * the messages in order, internal notes marked as only the company's, a composer, close and
 * reopen for company admins, report. New messages arrive without a reload: the events socket
 * refetches it (lib/outreach/events.ts), or polling every 15 s while the socket is not open.
 * What the member sees is marked read.
 */
export function ConversationPage() {
  const { conversationId: rawId } = useParams();
  const conversationId = idOf(rawId);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const live = useOutreachLive();
  const query = useConversationQuery(conversationId ? { conversationId, limit: PAGE } : skipToken, {
    pollingInterval: live.polling ? CONVERSATION_POLL_MS : 0,
  });
  const [loadOlder, older] = useLazyConversationQuery();
  const [earlier, setEarlier] = useState<ConversationMessage[]>([]);
  const [earlierHasMore, setEarlierHasMore] = useState<boolean | null>(null);
  const [post] = useConversationPostMutation();
  const [markRead] = useConversationReadMutation();
  const [close, closing] = useConversationCloseMutation();
  const [reopen, reopening] = useConversationReopenMutation();
  const [report] = useConversationReportMutation();
  const [dialog, setDialog] = useState<'close' | 'report' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const readUpTo = useRef(0);
  const listRef = useRef<HTMLDivElement | null>(null);
  const conversation = query.data;
  const newestId = conversation?.messages.at(-1)?.messageId ?? 0;

  useEffect(() => {
    if (conversation) dispatch(breadcrumbTextSet({ path: location.pathname, text: conversation.otherCompany.name }));
  }, [conversation, dispatch, location.pathname]);

  // What is on screen is read: move the read mark to the newest message (once per message).
  useEffect(() => {
    if (!conversation || !conversationId || newestId === 0) return;
    if (newestId <= Math.max(readUpTo.current, conversation.lastReadMessageId)) return;
    readUpTo.current = newestId;
    void markRead({ conversationId, readInputRequest: { lastReadMessageId: newestId } });
  }, [conversation, conversationId, markRead, newestId]);

  // The newest message in view when one arrives.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const notFound = conversationId === null || (query.isError && apiErrorStatus(query.error) === 404);
  if (notFound) {
    return (
      <>
        <PageHeader title="Conversation" />
        <Alert severity="warning">
          This conversation does not exist, or it is not your company's.{' '}
          <Link component={RouterLink} to={paths.outreach.conversations}>
            Back to your conversations
          </Link>
        </Alert>
      </>
    );
  }
  if (!conversation) {
    if (query.isError) {
      return (
        <>
          <PageHeader title="Conversation" />
          <LoadError message="We couldn't load this conversation. Please try again." onRetry={() => void query.refetch()} />
        </>
      );
    }
    return (
      <Box aria-label="Loading the conversation" role="status">
        <Skeleton variant="text" width={280} height={48} />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={64} sx={{ mt: 1.5, width: index % 2 ? '60%' : '75%', ml: index % 2 ? 'auto' : 0 }} />
        ))}
      </Box>
    );
  }

  const id = conversation.conversationId;
  const other = conversation.otherCompany;
  const messages = [...earlier.filter((message) => message.messageId < (conversation.messages[0]?.messageId ?? Infinity)), ...conversation.messages];
  const hasMore = earlierHasMore ?? conversation.hasMore;
  const request = conversation.introRequest;

  const showEarlier = async () => {
    const before = messages[0]?.messageId;
    if (!before) return;
    try {
      const page = await loadOlder({ conversationId: id, before, limit: PAGE }).unwrap();
      setEarlier((current) => [...page.messages, ...current]);
      setEarlierHasMore(page.hasMore);
    } catch (error) {
      setActionError(apiErrorTitle(error) ?? "We couldn't load earlier messages. Please try again.");
    }
  };

  const act = async (action: () => Promise<unknown>, done: string) => {
    setActionError(null);
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      setActionError(apiErrorTitle(error) ?? 'That did not work. Please try again.');
    }
  };

  return (
    <>
      <PageHeader
        title={other.name}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            Conversation between your company and {other.name}
            {conversation.isClosed ? <Chip size="small" label="Closed" component="span" /> : null}
          </Box>
        }
        actions={
          <>
            {conversation.can.close ? (
              <Button variant="outlined" onClick={() => setDialog('close')} loading={closing.isLoading}>
                Close conversation
              </Button>
            ) : null}
            {conversation.can.reopen ? (
              <Button
                variant="outlined"
                loading={reopening.isLoading}
                onClick={() => void act(() => reopen({ conversationId: id }).unwrap(), 'Conversation reopened.')}
              >
                Reopen conversation
              </Button>
            ) : null}
            {conversation.can.report ? (
              <Button color="inherit" startIcon={<FlagOutlinedIcon />} onClick={() => setDialog('report')}>
                Report
              </Button>
            ) : null}
          </>
        }
      />
      {actionError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      ) : null}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ mb: 2 }}>
            <Box
              ref={listRef}
              role="log"
              aria-label="Messages"
              aria-live="polite"
              tabIndex={0}
              sx={{ maxHeight: { xs: '60vh', md: '62vh' }, overflowY: 'auto', p: { xs: 1.5, sm: 2 } }}
            >
              {hasMore ? (
                <Box sx={{ textAlign: 'center', mb: 1.5 }}>
                  <Button size="small" onClick={() => void showEarlier()} loading={older.isFetching}>
                    Load earlier messages
                  </Button>
                </Box>
              ) : null}
              {messages.length === 0 ? (
                <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
                  No messages yet. Say hello to {other.name}: introduce your team and suggest a first call.
                </Typography>
              ) : (
                <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {messages.map((message) => (
                    <MessageItem
                      key={message.messageId}
                      message={message}
                      ownCompanyName={user?.company?.name ?? 'Your company'}
                      otherCompanyName={other.name}
                    />
                  ))}
                </Stack>
              )}
            </Box>
          </Paper>
          {conversation.can.post ? (
            <Composer
              otherCompanyName={other.name}
              onSend={(body, isInternalNote) =>
                post({ conversationId: id, messageInputRequest: { body, isInternalNote } }).unwrap()
              }
            />
          ) : (
            <Alert severity="info">
              {conversation.closedByPlatform
                ? 'The PartnerMatch team closed this conversation. Please contact them to reopen it.'
                : conversation.can.reopen
                  ? 'This conversation is closed. Reopen it to write again.'
                  : 'This conversation is closed. A company admin can reopen it.'}
            </Alert>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2.5}>
            <Card variant="outlined">
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                  <CompanyLogo name={other.name} logoUrl={other.logoUrl} size={40} />
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                    Contacts of {other.name}
                  </Typography>
                </Box>
                <Contacts contacts={conversation.otherCompanyContacts} label={`Contacts of ${other.name}`} />
              </CardContent>
            </Card>
            {request ? (
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                    How it started
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {REQUEST_TYPE_LABELS[request.type]} request{' '}
                    {/* By the sender, not `box`: the API leaves `box` empty on a conversation's request. */}
                    {request.senderCompany.companyId === other.companyId ? `from ${other.name}` : `from your company to ${other.name}`}
                    , accepted{' '}
                    {formatDate(request.decidedAt)}.
                  </Typography>
                  <Link component={RouterLink} to={paths.outreach.request(request.introRequestId)} variant="body2">
                    See the request
                  </Link>
                </CardContent>
              </Card>
            ) : null}
          </Stack>
        </Grid>
      </Grid>

      <ConfirmDialog
        open={dialog === 'close'}
        title="Close this conversation?"
        message="Nobody can write in it until a company admin of either company reopens it."
        confirmLabel="Close conversation"
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void act(() => close({ conversationId: id }).unwrap(), 'Conversation closed.');
        }}
      />
      <ReportDialog
        open={dialog === 'report'}
        what="this conversation"
        onClose={() => setDialog(null)}
        onReport={async (reason) => {
          await report({ conversationId: id, reportInputRequest: { reason } }).unwrap();
          enqueueSnackbar('Thank you. The PartnerMatch team will look into it.', { variant: 'success' });
        }}
      />
    </>
  );
}
