import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { quotaWords, useOutreachSummaryQuery } from '@/lib/api/outreach';
import { useOutreachLive, SUMMARY_POLL_MS } from '@/lib/outreach/events';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session/hooks';

export type OutreachTab = 'received' | 'sent' | 'conversations' | 'settings';

const TABS: { value: OutreachTab; label: string; to: string }[] = [
  { value: 'received', label: 'Received', to: paths.outreach.root },
  { value: 'sent', label: 'Sent', to: paths.outreach.sent },
  { value: 'conversations', label: 'Conversations', to: paths.outreach.conversations },
  { value: 'settings', label: 'Settings', to: paths.outreach.settings },
];

function TabLabel({ label, count, countLabel }: { label: string; count: number; countLabel: string }) {
  if (count < 1) return <>{label}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      <Chip component="span" size="small" color="primary" label={count} aria-hidden sx={{ height: 20, fontSize: 12 }} />
      <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        ({count} {countLabel})
      </Box>
    </Box>
  );
}

/**
 * The Outreach section (issue 23, item 4): its title, the requests left this month, and the
 * inbox's tabs (Received, Sent, Conversations, Settings) as links, so each has its address
 * and the browser's Back works between them.
 */
export function OutreachSection({ tab, children }: { tab: OutreachTab; children: ReactNode }) {
  const hasCompany = Boolean(useCurrentUser()?.company);
  const live = useOutreachLive(hasCompany);
  const { data: summary } = useOutreachSummaryQuery(undefined, {
    skip: !hasCompany,
    pollingInterval: live.polling ? SUMMARY_POLL_MS : 0,
  });
  const counts: Partial<Record<OutreachTab, { count: number; label: string }>> = {
    received: { count: summary?.pendingReceivedRequests ?? 0, label: 'waiting for an answer' },
    conversations: { count: summary?.unreadConversations ?? 0, label: 'unread' },
  };
  return (
    <>
      <PageHeader
        title="Outreach"
        subtitle="Intro requests and conversations with the partners you found."
        actions={
          summary && summary.quota.limit > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {quotaWords(summary.quota)}
            </Typography>
          ) : null
        }
      />
      <Tabs
        value={tab}
        aria-label="Outreach"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
      >
        {TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            component={RouterLink}
            to={item.to}
            label={
              <TabLabel
                label={item.label}
                count={counts[item.value]?.count ?? 0}
                countLabel={counts[item.value]?.label ?? ''}
              />
            }
          />
        ))}
      </Tabs>
      {children}
    </>
  );
}
