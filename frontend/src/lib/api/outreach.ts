import {
  outreachApi as generatedOutreachApi,
  type CompanyStatusOutput,
  type ConversationDetailOutput,
  type ConversationItemOutput,
  type IntroRequestDetailOutput,
  type IntroRequestItemOutput,
  type IntroRequestTypeEnum,
  type MessageOutput,
  type QuotaOutput,
  type ReportOutput,
  type SettingsOutput,
} from './generated/outreach';
import { OUTREACH_TAGS } from './outreachSummary';

export { OUTREACH_TAGS, unreadCountOf, useOutreachSummaryQuery, type OutreachSummary } from './outreachSummary';

export type OutreachCompanyStatus = CompanyStatusOutput;
export type OutreachQuota = QuotaOutput;
export type IntroRequestItem = IntroRequestItemOutput;
export type IntroRequestDetail = IntroRequestDetailOutput;
export type IntroRequestType = IntroRequestTypeEnum;
export type ConversationItem = ConversationItemOutput;
export type ConversationDetail = ConversationDetailOutput;
export type ConversationMessage = MessageOutput;
export type OutreachSettings = SettingsOutput;
export type OutreachReport = ReportOutput;

type RequestArg = { introRequestId: number };
type ConversationArg = { conversationId: number };

/** A request changed: it, the lists, the badge and the pair's status (the send button). */
const requestChanged = (_result: unknown, error: unknown, { introRequestId }: RequestArg) =>
  error
    ? []
    : [
        { type: 'OutreachRequest' as const, id: introRequestId },
        'OutreachRequests' as const,
        'OutreachSummary' as const,
        'OutreachCompany' as const,
        'OutreachConversations' as const,
      ];

const conversationChanged = (_result: unknown, error: unknown, { conversationId }: ConversationArg) =>
  error
    ? []
    : [
        { type: 'OutreachConversation' as const, id: conversationId },
        'OutreachConversations' as const,
        'OutreachSummary' as const,
      ];

/**
 * Partner outreach (docs/outreach.md): the endpoints are generated from the schema; here only
 * their cache tags. Shared (lib) because several places use them: the Outreach screens, the
 * request dialog opened from discovery, company details and the pipeline, and the admins'
 * report queue. Every write that changes what the badges count refreshes the summary
 * (lib/api/outreachSummary.ts, kept apart for the layout); the events socket
 * (lib/outreach/events.ts) invalidates the same tags.
 */
export const outreachApi = generatedOutreachApi.enhanceEndpoints({
  addTagTypes: OUTREACH_TAGS,
  endpoints: {
    outreachCompaniesRetrieve: {
      providesTags: (_result, _error, { companyId }) => [{ type: 'OutreachCompany', id: companyId }],
    },
    outreachSettingsRetrieve: { providesTags: ['OutreachSettings'] },
    outreachSettingsPartialUpdate: {
      invalidatesTags: (_result, error) => (error ? [] : ['OutreachSettings', 'OutreachSummary']),
    },
    outreachRequestsList: { providesTags: ['OutreachRequests'] },
    outreachRequestsRetrieve: {
      providesTags: (_result, _error, { introRequestId }) => [{ type: 'OutreachRequest', id: introRequestId }],
    },
    outreachRequestsCreate: {
      // A 409 or 403 may mean the pair's status changed meanwhile: refresh it either way.
      invalidatesTags: (_result, error) =>
        error ? ['OutreachCompany', 'OutreachSummary'] : ['OutreachRequests', 'OutreachSummary', 'OutreachCompany'],
    },
    outreachRequestsAcceptCreate: { invalidatesTags: requestChanged },
    outreachRequestsDeclineCreate: { invalidatesTags: requestChanged },
    outreachRequestsWithdrawCreate: { invalidatesTags: requestChanged },
    outreachRequestsReadCreate: {
      invalidatesTags: (_result, error) => (error ? [] : ['OutreachRequests', 'OutreachSummary']),
    },
    outreachConversationsList: { providesTags: ['OutreachConversations'] },
    outreachConversationsRetrieve: {
      providesTags: (_result, _error, { conversationId }) => [{ type: 'OutreachConversation', id: conversationId }],
      // Older pages (Before) are kept by the screen; the newest page follows every change.
      keepUnusedDataFor: 30,
    },
    outreachConversationsMessagesCreate: { invalidatesTags: conversationChanged },
    outreachConversationsCloseCreate: { invalidatesTags: conversationChanged },
    outreachConversationsReopenCreate: { invalidatesTags: conversationChanged },
    // Reading moves no message: the list's counts and the badge change, not the conversation.
    outreachConversationsReadCreate: {
      invalidatesTags: (_result, error) => (error ? [] : ['OutreachConversations', 'OutreachSummary']),
    },
    adminOutreachReportsList: { providesTags: ['OutreachReports'] },
    adminOutreachReportsDismissCreate: { invalidatesTags: (_result, error) => (error ? [] : ['OutreachReports']) },
    adminOutreachConversationsCloseCreate: {
      invalidatesTags: (_result, error) => (error ? [] : ['OutreachReports', 'OutreachConversation']),
    },
    adminOutreachConversationsReopenCreate: {
      invalidatesTags: (_result, error) => (error ? [] : ['OutreachReports', 'OutreachConversation']),
    },
    adminOutreachCompaniesSuspendCreate: { invalidatesTags: (_result, error) => (error ? [] : ['OutreachReports']) },
    adminOutreachCompaniesUnsuspendCreate: { invalidatesTags: (_result, error) => (error ? [] : ['OutreachReports']) },
  },
});

export const {
  useOutreachCompaniesRetrieveQuery: useOutreachCompanyStatusQuery,
  useOutreachSettingsRetrieveQuery: useOutreachSettingsQuery,
  useOutreachSettingsPartialUpdateMutation: useOutreachSettingsUpdateMutation,
  useOutreachDraftCreateMutation: useOutreachDraftMutation,
  useOutreachRequestsListQuery: useIntroRequestsQuery,
  useOutreachRequestsRetrieveQuery: useIntroRequestQuery,
  useOutreachRequestsCreateMutation: useIntroRequestSendMutation,
  useOutreachRequestsAcceptCreateMutation: useIntroRequestAcceptMutation,
  useOutreachRequestsDeclineCreateMutation: useIntroRequestDeclineMutation,
  useOutreachRequestsWithdrawCreateMutation: useIntroRequestWithdrawMutation,
  useOutreachRequestsReadCreateMutation: useIntroRequestReadMutation,
  useOutreachRequestsReportCreateMutation: useIntroRequestReportMutation,
  useOutreachConversationsListQuery: useConversationsQuery,
  useOutreachConversationsRetrieveQuery: useConversationQuery,
  useLazyOutreachConversationsRetrieveQuery: useLazyConversationQuery,
  useOutreachConversationsMessagesCreateMutation: useConversationPostMutation,
  useOutreachConversationsReadCreateMutation: useConversationReadMutation,
  useOutreachConversationsCloseCreateMutation: useConversationCloseMutation,
  useOutreachConversationsReopenCreateMutation: useConversationReopenMutation,
  useOutreachConversationsReportCreateMutation: useConversationReportMutation,
  useOutreachUnsubscribeCreateMutation: useUnsubscribeMutation,
  useAdminOutreachReportsListQuery: useOutreachReportsQuery,
  useAdminOutreachReportsDismissCreateMutation: useOutreachReportDismissMutation,
  useAdminOutreachConversationsCloseCreateMutation: useAdminConversationCloseMutation,
  useAdminOutreachConversationsReopenCreateMutation: useAdminConversationReopenMutation,
  useAdminOutreachCompaniesSuspendCreateMutation: useOutreachSuspendMutation,
  useAdminOutreachCompaniesUnsuspendCreateMutation: useOutreachUnsuspendMutation,
} = outreachApi;

/** Spec section 3: message types 1 General, 2 Partnership, 3 Offer. */
export const REQUEST_TYPE_LABELS: Record<IntroRequestType, string> = { 1: 'General', 2: 'Partnership', 3: 'Offer' };

/** The monthly quota in words: "3 of 20 intro requests left this month". */
export function quotaWords(quota: Pick<OutreachQuota, 'left' | 'limit'>): string {
  return `${quota.left} of ${quota.limit} intro ${quota.limit === 1 ? 'request' : 'requests'} left this month`;
}
