import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { LoadError } from '@/components/company/LoadError';
import { Pagination } from '@/components/Pagination';
import { useConversationsQuery, useOutreachSummaryQuery, type ConversationItem } from '@/lib/api/outreach';
import { countOf, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session/hooks';
import { usePaging } from '@/lib/usePaging';
import { ListSkeleton } from '../components/ListSkeleton';
import { NoCompanyNotice } from '../components/NoCompanyNotice';
import { OutreachSection } from '../components/OutreachSection';
import { InboxFilter, useInboxFilter, type InboxFilterValue } from './InboxFilter';

const FILTERS: readonly InboxFilterValue[] = ['all', 'unread', 'closed'];
const PAGE_SIZE = 20;

function ConversationRow({ conversation }: { conversation: ConversationItem }) {
  const { otherCompany, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  return (
    <ListItem disablePadding divider data-testid="conversation-row">
      <ListItemButton
        component={RouterLink}
        to={paths.outreach.conversation(conversation.conversationId)}
        aria-label={`Conversation with ${otherCompany.name}${unread ? `, ${countOf(unreadCount, 'unread message')}` : ''}${conversation.isClosed ? ', closed' : ''}`}
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
      >
        <CompanyLogo name={otherCompany.name} logoUrl={otherCompany.logoUrl} size={40} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: unread ? 700 : 600, overflowWrap: 'anywhere' }}>
              {otherCompany.name}
            </Typography>
            {unread ? <Chip size="small" color="primary" label={`${unreadCount} new`} /> : null}
            {conversation.isClosed ? <Chip size="small" label="Closed" /> : null}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {lastMessage ? (
              <>
                {lastMessage.isInternalNote ? (
                  <LockOutlinedIcon fontSize="inherit" aria-label="Internal note" sx={{ mr: 0.5, verticalAlign: 'middle' }} />
                ) : null}
                {lastMessage.isOwnSide ? 'You' : lastMessage.authorFirstName || otherCompany.name}: {lastMessage.excerpt}
              </>
            ) : (
              'No messages yet: say hello.'
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {conversation.lastMessageAt ? `Last message ${formatDate(conversation.lastMessageAt)}` : `Opened ${formatDate(conversation.createdAt)}`}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

const EMPTY_FILTERED: Record<string, string> = {
  unread: 'Nothing unread.',
  closed: 'No closed conversations.',
};

/** The inbox's Conversations tab: one per partner company, the latest activity first. */
export function ConversationsPage() {
  const [filter, setFilter] = useInboxFilter(FILTERS);
  const paging = usePaging({ defaultPageSize: PAGE_SIZE, filterKey: filter });
  const user = useCurrentUser();
  const summary = useOutreachSummaryQuery(undefined, { skip: !user?.company });
  // Outreach is between companies: the session says at once, the summary once its company is approved.
  const noCompany = !user?.company || summary.data?.companyId === null;
  const list = useConversationsQuery(
    { filter: filter === 'all' ? undefined : (filter as 'unread' | 'closed'), pageNumber: paging.pageNumber, pageSize: paging.pageSize },
    { skip: noCompany },
  );

  let body;
  if (noCompany) body = <NoCompanyNotice />;
  else if (list.isLoading) body = <ListSkeleton label="Loading the conversations" />;
  else if (list.isError || !list.data)
    body = <LoadError message="We couldn't load the conversations. Please try again." onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        {filter === 'all' ? (
          <Typography color="text.secondary">
            No conversations yet. A conversation opens when a company accepts your intro request, or you accept
            theirs: find partners in{' '}
            <Link component={RouterLink} to={paths.companies}>
              AI Partner Discovery
            </Link>
            .
          </Typography>
        ) : (
          <>
            <Typography color="text.secondary">{EMPTY_FILTERED[filter]}</Typography>
            <Button sx={{ mt: 1 }} onClick={() => setFilter('all')}>
              Show all conversations
            </Button>
          </>
        )}
      </Paper>
    );
  else
    body = (
      <>
        <Paper variant="outlined">
          <List disablePadding aria-label="Conversations">
            {list.data.data.map((conversation) => (
              <ConversationRow key={conversation.conversationId} conversation={conversation} />
            ))}
          </List>
        </Paper>
        <Box sx={{ mt: 2 }}>
          <Pagination
            page={paging.pageNumber}
            pageSize={paging.pageSize}
            totalCount={list.data.totalCount}
            onPageChange={paging.setPageNumber}
            onPageSizeChange={paging.setPageSize}
            label="Conversations pages"
          />
        </Box>
      </>
    );

  return (
    <OutreachSection tab="conversations">
      {noCompany ? null : <InboxFilter value={filter} options={FILTERS} onChange={setFilter} />}
      {body}
    </OutreachSection>
  );
}
