import { outreachSummaryApi as generatedSummaryApi, type SummaryOutput } from './generated/outreachSummary';

export type OutreachSummary = SummaryOutput;

/**
 * The cache tags of partner outreach (docs/outreach.md). Declared here, with the two calls
 * every signed-in page makes (the unread badges' summary and the events socket's ticket), so
 * that the layout's chunk holds these alone; the rest of outreach (lib/api/outreach.ts) is
 * loaded by the screens that use it. The events socket invalidates these tags.
 */
export const OUTREACH_TAGS = [
  'OutreachSummary',
  'OutreachRequests',
  'OutreachRequest',
  'OutreachConversations',
  'OutreachConversation',
  'OutreachCompany',
  'OutreachSettings',
  'OutreachReports',
] as const;

export const outreachSummaryApi = generatedSummaryApi.enhanceEndpoints({
  addTagTypes: OUTREACH_TAGS,
  endpoints: {
    outreachSummaryRetrieve: { providesTags: ['OutreachSummary'] },
  },
});

export const { useOutreachSummaryRetrieveQuery: useOutreachSummaryQuery } = outreachSummaryApi;

/** What the badges count: requests waiting for the member and messages they have not read. */
export function unreadCountOf(summary: Pick<OutreachSummary, 'unreadRequests' | 'unreadMessages'> | undefined): number {
  return summary ? summary.unreadRequests + summary.unreadMessages : 0;
}
