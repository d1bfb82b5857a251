import { skipToken } from '@reduxjs/toolkit/query';
import { unreadCountOf, useOutreachSummaryQuery } from '@/lib/api/outreachSummary';
import { SUMMARY_POLL_MS, useOutreachLive } from '@/lib/outreach/events';
import { useCurrentUser } from '@/lib/session/hooks';

/**
 * The member's unread outreach (requests waiting for them, messages not read) for the
 * sidebar's and the header's badges: one summary call, refreshed by the events socket the
 * layout keeps open, or every 30 s while it is not. Members without a company have none.
 */
export function useOutreachUnread(): number {
  const user = useCurrentUser();
  const hasCompany = Boolean(user?.company);
  const live = useOutreachLive(hasCompany);
  const { data } = useOutreachSummaryQuery(hasCompany ? undefined : skipToken, {
    pollingInterval: live.polling ? SUMMARY_POLL_MS : 0,
  });
  return hasCompany ? unreadCountOf(data) : 0;
}
