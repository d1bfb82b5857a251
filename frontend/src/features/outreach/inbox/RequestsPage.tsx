import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/company/LoadError';
import { Pagination } from '@/components/Pagination';
import { AddToSequenceButton } from '@/components/sequences/AddToSequenceButton';
import { useIntroRequestsQuery, useOutreachSummaryQuery, type IntroRequestItem } from '@/lib/api/outreach';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session/hooks';
import { usePaging } from '@/lib/usePaging';
import { ListSkeleton } from '../components/ListSkeleton';
import { NoCompanyNotice } from '../components/NoCompanyNotice';
import { OutreachSection } from '../components/OutreachSection';
import { InboxFilter, useInboxFilter, type InboxFilterValue } from './InboxFilter';
import { RequestRow } from './RequestRow';

const FILTERS: readonly InboxFilterValue[] = ['all', 'pending', 'unread', 'closed'];
const PAGE_SIZE = 20;

export const EMPTY_FILTERED: Record<Exclude<InboxFilterValue, 'all'>, string> = {
  pending: 'No pending requests.',
  unread: 'Nothing unread.',
  closed: 'No closed requests.',
};

function EmptyInbox({ box }: { box: 'received' | 'sent' }) {
  if (box === 'sent') {
    return (
      <Typography color="text.secondary">
        No requests yet. Find partners in{' '}
        <Link component={RouterLink} to={paths.companies}>
          AI Partner Discovery
        </Link>{' '}
        and send an intro request.
      </Typography>
    );
  }
  return (
    <Typography color="text.secondary">
      No intro requests received yet. Companies that find yours in AI Partner Discovery can send you one: keep your
      profile and partner program complete in{' '}
      <Link component={RouterLink} to={paths.myCompany}>
        My Company
      </Link>
      .
    </Typography>
  );
}

/**
 * The inbox's Received and Sent tabs: the company's intro requests, newest first, filtered by
 * Pending, Unread or Closed; each opens on its own page (its message, fit and actions). In the
 * Sent tab the member's own pending requests can be selected and added to a follow-up sequence
 * (issue 24).
 */
export function RequestsPage({ box }: { box: 'received' | 'sent' }) {
  const [filter, setFilter] = useInboxFilter(FILTERS);
  const paging = usePaging({ defaultPageSize: PAGE_SIZE, filterKey: [box, filter] });
  const user = useCurrentUser();
  const summary = useOutreachSummaryQuery(undefined, { skip: !user?.company });
  // Outreach is between companies: the session says at once, the summary once its company is approved.
  const noCompany = !user?.company || summary.data?.companyId === null;
  const list = useIntroRequestsQuery(
    {
      box,
      filter: filter === 'all' ? undefined : filter,
      pageNumber: paging.pageNumber,
      pageSize: paging.pageSize,
    },
    { skip: noCompany },
  );
  const [selected, setSelected] = useState<Map<number, IntroRequestItem>>(new Map());
  // A sequence follows up its owner's own pending requests (docs/sequences.md "Enrolling").
  const followable = (request: IntroRequestItem) =>
    box === 'sent' && request.state === 'pending' && request.senderUser?.userId === user?.userId;
  const anyFollowable = (list.data?.data ?? []).some(followable);
  const select = (request: IntroRequestItem, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(request.introRequestId, request);
      else next.delete(request.introRequestId);
      return next;
    });

  let body;
  if (noCompany) body = <NoCompanyNotice />;
  else if (list.isLoading) body = <ListSkeleton label="Loading the requests" />;
  else if (list.isError || !list.data)
    body = <LoadError message="We couldn't load the requests. Please try again." onRetry={() => void list.refetch()} />;
  else if (list.data.data.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        {filter === 'all' ? (
          <EmptyInbox box={box} />
        ) : (
          <>
            <Typography color="text.secondary">{EMPTY_FILTERED[filter]}</Typography>
            <Button sx={{ mt: 1 }} onClick={() => setFilter('all')}>
              Show all requests
            </Button>
          </>
        )}
      </Paper>
    );
  else
    body = (
      <>
        {anyFollowable || selected.size > 0 ? (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
            <AddToSequenceButton
              targets={[...selected.values()].map((request) => ({
                introRequestId: request.introRequestId,
                companyName: request.receiverCompany.name,
              }))}
              onEnrolled={() => setSelected(new Map())}
            />
            <Typography variant="body2" color="text.secondary">
              Select pending requests you sent to follow them up until they answer.
            </Typography>
          </Box>
        ) : null}
        <Paper variant="outlined">
          <List disablePadding aria-label={box === 'received' ? 'Received requests' : 'Sent requests'}>
            {list.data.data.map((request) => (
              <RequestRow
                key={request.introRequestId}
                request={request}
                selection={
                  followable(request)
                    ? { checked: selected.has(request.introRequestId), onChange: (on) => select(request, on) }
                    : null
                }
              />
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
            label={box === 'received' ? 'Received requests pages' : 'Sent requests pages'}
          />
        </Box>
      </>
    );

  return (
    <OutreachSection tab={box}>
      {noCompany ? null : <InboxFilter value={filter} options={FILTERS} onChange={setFilter} />}
      {body}
    </OutreachSection>
  );
}
