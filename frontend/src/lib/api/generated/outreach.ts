/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOutreachCompaniesSuspendCreate: build.mutation<
      AdminOutreachCompaniesSuspendCreateApiResponse,
      AdminOutreachCompaniesSuspendCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/outreach/companies/${queryArg.companyId}/suspend`,
        method: "POST",
        body: queryArg.suspendInputRequest,
      }),
    }),
    adminOutreachCompaniesUnsuspendCreate: build.mutation<
      AdminOutreachCompaniesUnsuspendCreateApiResponse,
      AdminOutreachCompaniesUnsuspendCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/outreach/companies/${queryArg.companyId}/unsuspend`,
        method: "POST",
      }),
    }),
    adminOutreachConversationsCloseCreate: build.mutation<
      AdminOutreachConversationsCloseCreateApiResponse,
      AdminOutreachConversationsCloseCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/outreach/conversations/${queryArg.conversationId}/close`,
        method: "POST",
        body: queryArg.adminCloseInputRequest,
      }),
    }),
    adminOutreachConversationsReopenCreate: build.mutation<
      AdminOutreachConversationsReopenCreateApiResponse,
      AdminOutreachConversationsReopenCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/outreach/conversations/${queryArg.conversationId}/reopen`,
        method: "POST",
      }),
    }),
    adminOutreachReportsList: build.query<
      AdminOutreachReportsListApiResponse,
      AdminOutreachReportsListApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/outreach/reports`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          Status: queryArg.status,
        },
      }),
    }),
    adminOutreachReportsDismissCreate: build.mutation<
      AdminOutreachReportsDismissCreateApiResponse,
      AdminOutreachReportsDismissCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/outreach/reports/${queryArg.reportId}/dismiss`,
        method: "POST",
      }),
    }),
    outreachCompaniesRetrieve: build.query<
      OutreachCompaniesRetrieveApiResponse,
      OutreachCompaniesRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/companies/${queryArg.companyId}`,
      }),
    }),
    outreachConversationsList: build.query<
      OutreachConversationsListApiResponse,
      OutreachConversationsListApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/conversations`,
        params: {
          Filter: queryArg.filter,
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
        },
      }),
    }),
    outreachConversationsRetrieve: build.query<
      OutreachConversationsRetrieveApiResponse,
      OutreachConversationsRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/conversations/${queryArg.conversationId}`,
        params: {
          Before: queryArg.before,
          Limit: queryArg.limit,
        },
      }),
    }),
    outreachConversationsCloseCreate: build.mutation<
      OutreachConversationsCloseCreateApiResponse,
      OutreachConversationsCloseCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/conversations/${queryArg.conversationId}/close`,
        method: "POST",
      }),
    }),
    outreachConversationsMessagesCreate: build.mutation<
      OutreachConversationsMessagesCreateApiResponse,
      OutreachConversationsMessagesCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/conversations/${queryArg.conversationId}/messages`,
        method: "POST",
        body: queryArg.messageInputRequest,
      }),
    }),
    outreachConversationsReadCreate: build.mutation<
      OutreachConversationsReadCreateApiResponse,
      OutreachConversationsReadCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/conversations/${queryArg.conversationId}/read`,
        method: "POST",
        body: queryArg.readInputRequest,
      }),
    }),
    outreachConversationsReopenCreate: build.mutation<
      OutreachConversationsReopenCreateApiResponse,
      OutreachConversationsReopenCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/conversations/${queryArg.conversationId}/reopen`,
        method: "POST",
      }),
    }),
    outreachConversationsReportCreate: build.mutation<
      OutreachConversationsReportCreateApiResponse,
      OutreachConversationsReportCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/conversations/${queryArg.conversationId}/report`,
        method: "POST",
        body: queryArg.reportInputRequest,
      }),
    }),
    outreachDraftCreate: build.mutation<
      OutreachDraftCreateApiResponse,
      OutreachDraftCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/draft`,
        method: "POST",
        body: queryArg.draftInputRequest,
      }),
    }),
    outreachRequestsList: build.query<
      OutreachRequestsListApiResponse,
      OutreachRequestsListApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests`,
        params: {
          Box: queryArg.box,
          Filter: queryArg.filter,
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          State: queryArg.state,
        },
      }),
    }),
    outreachRequestsCreate: build.mutation<
      OutreachRequestsCreateApiResponse,
      OutreachRequestsCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests`,
        method: "POST",
        body: queryArg.introRequestInputRequest,
      }),
    }),
    outreachRequestsRetrieve: build.query<
      OutreachRequestsRetrieveApiResponse,
      OutreachRequestsRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests/${queryArg.introRequestId}`,
      }),
    }),
    outreachRequestsAcceptCreate: build.mutation<
      OutreachRequestsAcceptCreateApiResponse,
      OutreachRequestsAcceptCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests/${queryArg.introRequestId}/accept`,
        method: "POST",
      }),
    }),
    outreachRequestsDeclineCreate: build.mutation<
      OutreachRequestsDeclineCreateApiResponse,
      OutreachRequestsDeclineCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests/${queryArg.introRequestId}/decline`,
        method: "POST",
        body: queryArg.declineInputRequest,
      }),
    }),
    outreachRequestsReadCreate: build.mutation<
      OutreachRequestsReadCreateApiResponse,
      OutreachRequestsReadCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests/${queryArg.introRequestId}/read`,
        method: "POST",
      }),
    }),
    outreachRequestsReportCreate: build.mutation<
      OutreachRequestsReportCreateApiResponse,
      OutreachRequestsReportCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests/${queryArg.introRequestId}/report`,
        method: "POST",
        body: queryArg.reportInputRequest,
      }),
    }),
    outreachRequestsWithdrawCreate: build.mutation<
      OutreachRequestsWithdrawCreateApiResponse,
      OutreachRequestsWithdrawCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/requests/${queryArg.introRequestId}/withdraw`,
        method: "POST",
      }),
    }),
    outreachSettingsRetrieve: build.query<
      OutreachSettingsRetrieveApiResponse,
      OutreachSettingsRetrieveApiArg
    >({
      query: () => ({ url: `/outreach/settings` }),
    }),
    outreachSettingsPartialUpdate: build.mutation<
      OutreachSettingsPartialUpdateApiResponse,
      OutreachSettingsPartialUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/settings`,
        method: "PATCH",
        body: queryArg.patchedSettingsInputRequest,
      }),
    }),
    outreachUnsubscribeRetrieve: build.query<
      OutreachUnsubscribeRetrieveApiResponse,
      OutreachUnsubscribeRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/unsubscribe`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    outreachUnsubscribeCreate: build.mutation<
      OutreachUnsubscribeCreateApiResponse,
      OutreachUnsubscribeCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/outreach/unsubscribe`,
        method: "POST",
        body: queryArg.unsubscribeInputRequest,
        params: {
          token: queryArg.token,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as outreachApi };
export type AdminOutreachCompaniesSuspendCreateApiResponse =
  /** status 200  */ CompanyOutreachAdminOutput;
export type AdminOutreachCompaniesSuspendCreateApiArg = {
  companyId: number;
  suspendInputRequest: SuspendInputRequest;
};
export type AdminOutreachCompaniesUnsuspendCreateApiResponse =
  /** status 200  */ CompanyOutreachAdminOutput;
export type AdminOutreachCompaniesUnsuspendCreateApiArg = {
  companyId: number;
};
export type AdminOutreachConversationsCloseCreateApiResponse =
  /** status 200  */ ConversationStateOutput;
export type AdminOutreachConversationsCloseCreateApiArg = {
  conversationId: number;
  adminCloseInputRequest: AdminCloseInputRequest;
};
export type AdminOutreachConversationsReopenCreateApiResponse =
  /** status 200  */ ConversationStateOutput;
export type AdminOutreachConversationsReopenCreateApiArg = {
  conversationId: number;
};
export type AdminOutreachReportsListApiResponse =
  /** status 200  */ PaginatedReportOutputList;
export type AdminOutreachReportsListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** open (default), dismissed or actioned.
    
    * `open` - Open
    * `dismissed` - Dismissed
    * `actioned` - Action taken */
  status?: "actioned" | "dismissed" | "open";
};
export type AdminOutreachReportsDismissCreateApiResponse =
  /** status 200  */ ReportOutput;
export type AdminOutreachReportsDismissCreateApiArg = {
  reportId: number;
};
export type OutreachCompaniesRetrieveApiResponse =
  /** status 200  */ CompanyStatusOutput;
export type OutreachCompaniesRetrieveApiArg = {
  companyId: number;
};
export type OutreachConversationsListApiResponse =
  /** status 200  */ PaginatedConversationItemOutputList;
export type OutreachConversationsListApiArg = {
  /** all (default): every conversation; unread: those with messages you have not read; closed.
    
    * `all` - all
    * `unread` - unread
    * `closed` - closed */
  filter?: "all" | "closed" | "unread";
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
};
export type OutreachConversationsRetrieveApiResponse =
  /** status 200  */ ConversationDetailOutput;
export type OutreachConversationsRetrieveApiArg = {
  /** Only messages older than this message id (load earlier messages). */
  before?: number;
  /** How many messages (the newest before `Before`). */
  limit?: number;
  conversationId: number;
};
export type OutreachConversationsCloseCreateApiResponse =
  /** status 200  */ ConversationStateOutput;
export type OutreachConversationsCloseCreateApiArg = {
  conversationId: number;
};
export type OutreachConversationsMessagesCreateApiResponse =
  /** status 201  */ MessageCreatedOutput;
export type OutreachConversationsMessagesCreateApiArg = {
  conversationId: number;
  messageInputRequest: MessageInputRequest;
};
export type OutreachConversationsReadCreateApiResponse =
  /** status 200  */ ReadOutput;
export type OutreachConversationsReadCreateApiArg = {
  conversationId: number;
  readInputRequest: ReadInputRequest;
};
export type OutreachConversationsReopenCreateApiResponse =
  /** status 200  */ ConversationStateOutput;
export type OutreachConversationsReopenCreateApiArg = {
  conversationId: number;
};
export type OutreachConversationsReportCreateApiResponse =
  /** status 201  */ ReportCreatedOutput;
export type OutreachConversationsReportCreateApiArg = {
  conversationId: number;
  reportInputRequest: ReportInputRequest;
};
export type OutreachDraftCreateApiResponse = /** status 200  */ DraftOutput;
export type OutreachDraftCreateApiArg = {
  draftInputRequest: DraftInputRequest;
};
export type OutreachRequestsListApiResponse =
  /** status 200  */ PaginatedIntroRequestItemOutputList;
export type OutreachRequestsListApiArg = {
  /** received: sent to your company; sent: sent by your company; absent: both.
    
    * `received` - received
    * `sent` - sent */
  box?: "received" | "sent";
  /** all (default); pending: waiting for an answer; unread: those unread by you (isUnread); closed: answered, withdrawn or expired.
    
    * `all` - all
    * `pending` - pending
    * `unread` - unread
    * `closed` - closed */
  filter?: "all" | "closed" | "pending" | "unread";
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** Only requests in this state (a pending request past its expiry is expired); absent: every state.
    
    * `pending` - Pending
    * `accepted` - Accepted
    * `declined` - Declined
    * `withdrawn` - Withdrawn
    * `expired` - Expired */
  state?: "accepted" | "declined" | "expired" | "pending" | "withdrawn";
};
export type OutreachRequestsCreateApiResponse =
  /** status 201  */ IntroRequestDetailOutput;
export type OutreachRequestsCreateApiArg = {
  introRequestInputRequest: IntroRequestInputRequest;
};
export type OutreachRequestsRetrieveApiResponse =
  /** status 200  */ IntroRequestDetailOutput;
export type OutreachRequestsRetrieveApiArg = {
  introRequestId: number;
};
export type OutreachRequestsAcceptCreateApiResponse =
  /** status 200  */ IntroRequestDetailOutput;
export type OutreachRequestsAcceptCreateApiArg = {
  introRequestId: number;
};
export type OutreachRequestsDeclineCreateApiResponse =
  /** status 200  */ IntroRequestDetailOutput;
export type OutreachRequestsDeclineCreateApiArg = {
  introRequestId: number;
  declineInputRequest: DeclineInputRequest;
};
export type OutreachRequestsReadCreateApiResponse = unknown;
export type OutreachRequestsReadCreateApiArg = {
  introRequestId: number;
};
export type OutreachRequestsReportCreateApiResponse =
  /** status 201  */ ReportCreatedOutput;
export type OutreachRequestsReportCreateApiArg = {
  introRequestId: number;
  reportInputRequest: ReportInputRequest;
};
export type OutreachRequestsWithdrawCreateApiResponse =
  /** status 200  */ IntroRequestDetailOutput;
export type OutreachRequestsWithdrawCreateApiArg = {
  introRequestId: number;
};
export type OutreachSettingsRetrieveApiResponse =
  /** status 200  */ SettingsOutput;
export type OutreachSettingsRetrieveApiArg = void;
export type OutreachSettingsPartialUpdateApiResponse =
  /** status 200  */ SettingsOutput;
export type OutreachSettingsPartialUpdateApiArg = {
  patchedSettingsInputRequest: PatchedSettingsInputRequest;
};
export type OutreachUnsubscribeRetrieveApiResponse =
  /** status 200  */ UnsubscribeOutput;
export type OutreachUnsubscribeRetrieveApiArg = {
  /** The signed value of the e-mail's opt-out link. */
  token: string;
};
export type OutreachUnsubscribeCreateApiResponse =
  /** status 200  */ UnsubscribeOutput;
export type OutreachUnsubscribeCreateApiArg = {
  /** The link's token (mail clients). */
  token?: string;
  unsubscribeInputRequest: UnsubscribeInputRequest;
};
export type CompanyOutreachAdminOutput = {
  companyId: number;
  isSuspended: boolean;
  suspendedAt: string | null;
  suspendedReason: string;
};
export type IntroRequestStateEnum =
  "pending" | "accepted" | "declined" | "withdrawn" | "expired";
export type OutreachErrorCodeEnum =
  | "alreadyClosed"
  | "alreadyReported"
  | "closedByPlatform"
  | "conversationClosed"
  | "conversationExists"
  | "noCompany"
  | "noSubscription"
  | "notAdmin"
  | "notAuthenticated"
  | "notClosed"
  | "notCompanyAdmin"
  | "notFound"
  | "notSender"
  | "notVerified"
  | "outreachSuspended"
  | "ownCompany"
  | "quotaExhausted"
  | "rateLimited"
  | "receiverNotAccepting"
  | "reportHandled"
  | "requestAlreadyOpen"
  | "requestNotPending"
  | "sendRateLimited"
  | "senderSuspended"
  | "ticketInvalid"
  | "unsubscribeLinkExpired"
  | "unsubscribeLinkInvalid";
export type OutreachError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** `requestAlreadyOpen`: the request waiting between the two companies. */
  introRequestId?: number;
  /** `conversationExists`: the two companies' conversation. */
  conversationId?: number;
  /** `requestNotPending`: the request's state now.
    
    * `pending` - Pending
    * `accepted` - Accepted
    * `declined` - Declined
    * `withdrawn` - Withdrawn
    * `expired` - Expired */
  state?: IntroRequestStateEnum;
  /** Why, for machines; absent on field errors.
    
    * `alreadyClosed` - alreadyClosed
    * `alreadyReported` - alreadyReported
    * `closedByPlatform` - closedByPlatform
    * `conversationClosed` - conversationClosed
    * `conversationExists` - conversationExists
    * `noCompany` - noCompany
    * `noSubscription` - noSubscription
    * `notAdmin` - notAdmin
    * `notAuthenticated` - notAuthenticated
    * `notClosed` - notClosed
    * `notCompanyAdmin` - notCompanyAdmin
    * `notFound` - notFound
    * `notSender` - notSender
    * `notVerified` - notVerified
    * `outreachSuspended` - outreachSuspended
    * `ownCompany` - ownCompany
    * `quotaExhausted` - quotaExhausted
    * `rateLimited` - rateLimited
    * `receiverNotAccepting` - receiverNotAccepting
    * `reportHandled` - reportHandled
    * `requestAlreadyOpen` - requestAlreadyOpen
    * `requestNotPending` - requestNotPending
    * `sendRateLimited` - sendRateLimited
    * `senderSuspended` - senderSuspended
    * `ticketInvalid` - ticketInvalid
    * `unsubscribeLinkExpired` - unsubscribeLinkExpired
    * `unsubscribeLinkInvalid` - unsubscribeLinkInvalid */
  code?: OutreachErrorCodeEnum;
};
export type SuspendInputRequest = {
  reason: string;
};
export type ConversationStateOutput = {
  conversationId: number;
  isClosed: boolean;
  closedByPlatform: boolean;
};
export type AdminCloseInputRequest = {
  reason?: string;
};
export type ReportOutputStatusEnum = "open" | "dismissed" | "actioned";
export type TargetEnum = "request" | "conversation";
export type PersonOutput = {
  userId: number;
  firstName: string;
  lastName: string;
};
export type CompanySummaryOutput = {
  companyId: number;
  name: string;
  logoUrl: string | null;
};
export type ReportOutput = {
  reportId: number;
  status: ReportOutputStatusEnum;
  reason: string;
  createdAt: string;
  target: TargetEnum;
  introRequestId: number | null;
  conversationId: number | null;
  reporter: PersonOutput | null;
  reporterCompany: CompanySummaryOutput | null;
  reportedCompany: CompanySummaryOutput | null;
  reportedCompanySuspended: boolean;
  /** What the reporter saw: {kind: "request", type, message, senderCompany, receiverCompany, sentAt} or {kind: "conversation", messages: [{messageId, company, author, body, createdAt}]} (never a note). */
  evidence: {
    [key: string]: any;
  };
  handledBy: PersonOutput | null;
  handledAt: string | null;
  /** dismissed, conversationClosed or companySuspended. */
  action: string;
};
export type PaginatedReportOutputList = {
  data: ReportOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type ReasonOutput = {
  code: string;
  title: string;
};
export type QuotaOutput = {
  used: number;
  /** Intro requests a month on your plan. */
  limit: number;
  left: number;
  /** The first day of next month (UTC). */
  resetsOn: string;
};
export type PartnershipTypeOutput = {
  id: number;
  name: string;
};
export type CompanyStatusOutput = {
  companyId: number;
  acceptsRequests: boolean;
  canSend: boolean;
  /** Why the request button is off, in a sentence. */
  cannotSendReason: ReasonOutput | null;
  /** The request waiting between your companies. */
  openRequestId: number | null;
  /** Your companies' conversation. */
  conversationId: number | null;
  quota: QuotaOutput;
  /** The partnership types the company offers, by name: a request may be about one of them. */
  partnershipTypes: PartnershipTypeOutput[];
};
export type LastMessageOutput = {
  messageId: number;
  excerpt: string;
  isInternalNote: boolean;
  createdAt: string;
  authorFirstName: string;
  /** Written by your company. */
  isOwnSide: boolean;
};
export type ConversationItemOutput = {
  conversationId: number;
  otherCompany: CompanySummaryOutput;
  isClosed: boolean;
  closedAt: string | null;
  /** Closed by the PartnerMatch team: only they reopen it. */
  closedByPlatform: boolean;
  createdAt: string;
  lastMessageAt: string | null;
  /** Messages and your side's notes you have not read. */
  unreadCount: number;
  /** The newest message you may read. */
  lastMessage: LastMessageOutput | null;
};
export type PaginatedConversationItemOutputList = {
  data: ConversationItemOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type MessageOutput = {
  messageId: number;
  /** Plain text. */
  body: string;
  /** Your company's note: the other company never sees it. */
  isInternalNote: boolean;
  createdAt: string;
  authorCompanyId: number;
  author: PersonOutput | null;
  /** Written by your company. */
  isOwnSide: boolean;
  isMine: boolean;
};
export type ContactOutput = {
  /** Null for a contact a pending change adds. */
  contactId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  linkedInUrl: string;
};
export type BoxEnum = "received" | "sent";
export type IntroRequestTypeEnum = 1 | 2 | 3;
export type IntroRequestItemOutput = {
  introRequestId: number;
  /** Whether your company received or sent it.
    
    * `received` - received
    * `sent` - sent */
  box: BoxEnum;
  /** 1 General, 2 Partnership, 3 Offer (spec section 3: message type).
    
    * `1` - General
    * `2` - Partnership
    * `3` - Offer */
  type: IntroRequestTypeEnum;
  state: IntroRequestStateEnum;
  /** The message's first 160 characters, on one line. */
  excerpt: string;
  createdAt: string;
  /** When a pending request expires. */
  expiresAt: string;
  /** When it was answered, withdrawn or expired. */
  decidedAt: string | null;
  senderCompany: CompanySummaryOutput;
  receiverCompany: CompanySummaryOutput;
  /** Who sent it (null: the account is gone). */
  senderUser: PersonOutput | null;
  /** The fit's Partner Fit Score, in percent. */
  matchScore: number | null;
  /** The conversation an acceptance opened. */
  conversationId: number | null;
  /** Received and pending, never opened by you; or sent by your company and answered since you opened it. */
  isUnread: boolean;
};
export type ConversationActionsOutput = {
  post: boolean;
  close: boolean;
  reopen: boolean;
  report: boolean;
};
export type ConversationDetailOutput = {
  conversationId: number;
  otherCompany: CompanySummaryOutput;
  isClosed: boolean;
  closedAt: string | null;
  /** Closed by the PartnerMatch team: only they reopen it. */
  closedByPlatform: boolean;
  createdAt: string;
  lastMessageAt: string | null;
  /** Messages and your side's notes you have not read. */
  unreadCount: number;
  /** The newest message you may read. */
  lastMessage: LastMessageOutput | null;
  lastReadMessageId: number;
  /** Oldest first. */
  messages: MessageOutput[];
  /** Older messages remain: ask again with Before = the first one's id. */
  hasMore: boolean;
  otherCompanyContacts: ContactOutput[];
  /** The accepted request that opened it. */
  introRequest: IntroRequestItemOutput | null;
  can: ConversationActionsOutput;
};
export type MessageCreatedOutput = {
  messageId: number;
  /** Plain text. */
  body: string;
  /** Your company's note: the other company never sees it. */
  isInternalNote: boolean;
  createdAt: string;
  authorCompanyId: number;
  author: PersonOutput | null;
  /** Written by your company. */
  isOwnSide: boolean;
  isMine: boolean;
  conversationId: number;
};
export type MessageInputRequest = {
  /** Plain text with links, up to 5,000 characters. */
  body: string;
  /** Only your company's members will ever see it. */
  isInternalNote?: boolean;
};
export type ReadOutput = {
  conversationId: number;
  lastReadMessageId: number;
};
export type ReadInputRequest = {
  /** Read up to this message; absent: up to the newest. */
  lastReadMessageId?: number | null;
};
export type ReportCreatedOutput = {
  reportId: number;
};
export type ReportInputRequest = {
  /** What is wrong. */
  reason: string;
};
export type DraftOutput = {
  /** A draft to edit; nothing is sent. */
  message: string;
};
export type DraftInputRequest = {
  receiverCompanyId: number;
  /** 1 General, 2 Partnership, 3 Offer (spec section 3: message type).
    
    * `1` - General
    * `2` - Partnership
    * `3` - Offer */
  type: IntroRequestTypeEnum;
  partnershipTypeId?: number | null;
};
export type PaginatedIntroRequestItemOutputList = {
  data: IntroRequestItemOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type FollowUpOutput = {
  followUpId: number;
  /** Plain text. */
  body: string;
  createdAt: string;
  /** The member who sent it (null: the account is gone). */
  author: PersonOutput | null;
};
export type CriterionEnum = "industry" | "geography" | "segment";
export type MatchEnum = "exact" | "broad" | "partial" | "missed" | "any";
export type CriterionFitOutput = {
  criterion: CriterionEnum;
  /** The level it is met at: 100, 85, 70, or 0 when missed. */
  fit: number;
  /** exact: targets one of the values; broad: Industry Agnostic / Geography Global; partial: another sub-region of the same region; missed; any: the search is Agnostic / Global.
    
    * `exact` - exact
    * `broad` - broad
    * `partial` - partial
    * `missed` - missed
    * `any` - any */
  match?: MatchEnum;
  reason: string;
};
export type ForwardFitOutput = {
  /** How well the company fits the search. */
  fit: number;
  /** The criteria the search names. */
  criteria: CriterionFitOutput[];
  /** How the criteria make the search fit. */
  reason?: string;
};
export type ReverseFitOutput = {
  /** How well the searcher's company fits the company's targets. */
  fit: number;
  /** The criteria the company states. */
  criteria: CriterionFitOutput[];
  reason: string;
};
export type FitOutput = {
  fit: number;
  reason: string;
};
export type WeightedFitOutput = {
  fit: number;
  reason: string;
  /** Its share of the match score, in percent. */
  weight: number;
};
export type BreakdownOutput = {
  forward: ForwardFitOutput;
  reverse: ReverseFitOutput;
  /** The harmonic mean of the forward and the reverse fit. */
  mutual: FitOutput;
  complementarity: WeightedFitOutput;
  /** The share of the searched values targeted exactly. */
  coverage?: WeightedFitOutput;
  readiness: WeightedFitOutput;
  completeness: WeightedFitOutput;
  /** How the parts make the match score. */
  combined: FitOutput;
};
export type CompanyScoreOutput = {
  /** The Partner Fit Score, in percent. */
  matchScore: number;
  forwardFit: number;
  reverseFit: number;
  mutualFit: number;
  /** Searched criteria met exactly or broadly. */
  criteriaMet?: number;
  /** Criteria the search names. */
  criteriaSearched?: number;
  /** Why, in one or two sentences: the criteria met and missed first. */
  summary: string;
  breakdown: BreakdownOutput;
};
export type DeclineReasonEnum =
  "notAFit" | "noCapacity" | "alreadyPartnered" | "timing" | "other";
export type DeclineReasonOutput = {
  code: DeclineReasonEnum;
  label: string;
  text: string;
};
export type RequestActionsOutput = {
  accept: boolean;
  decline: boolean;
  withdraw: boolean;
  report: boolean;
};
export type IntroRequestDetailOutput = {
  introRequestId: number;
  /** Whether your company received or sent it.
    
    * `received` - received
    * `sent` - sent */
  box: BoxEnum;
  /** 1 General, 2 Partnership, 3 Offer (spec section 3: message type).
    
    * `1` - General
    * `2` - Partnership
    * `3` - Offer */
  type: IntroRequestTypeEnum;
  state: IntroRequestStateEnum;
  /** The message's first 160 characters, on one line. */
  excerpt: string;
  createdAt: string;
  /** When a pending request expires. */
  expiresAt: string;
  /** When it was answered, withdrawn or expired. */
  decidedAt: string | null;
  senderCompany: CompanySummaryOutput;
  receiverCompany: CompanySummaryOutput;
  /** Who sent it (null: the account is gone). */
  senderUser: PersonOutput | null;
  /** The fit's Partner Fit Score, in percent. */
  matchScore: number | null;
  /** The conversation an acceptance opened. */
  conversationId: number | null;
  /** Received and pending, never opened by you; or sent by your company and answered since you opened it. */
  isUnread: boolean;
  /** Plain text. */
  message: string;
  /** The sender's follow-up messages on the request, oldest first (a sequence's steps, docs/sequences.md): at most 3, only while the request was pending. Both companies see them. */
  followUps: FollowUpOutput[];
  partnershipType: PartnershipTypeOutput | null;
  /** The sender's search (to the sender only). */
  searchHistoryId: number | null;
  /** The receiver's Partner Fit Score and breakdown as the sender's discovery computed it at sending. */
  fit: CompanyScoreOutput | null;
  declineReason: DeclineReasonOutput | null;
  /** The sending company's contacts (they go with the request). */
  senderContacts: ContactOutput[];
  /** The receiving company's contacts: null until the request is accepted. */
  receiverContacts: ContactOutput[] | null;
  /** What you may do now. */
  can: RequestActionsOutput;
};
export type IntroRequestInputRequest = {
  /** The approved company to reach out to (not your own). */
  receiverCompanyId: number;
  /** 1 General, 2 Partnership, 3 Offer (spec section 3: message type).
    
    * `1` - General
    * `2` - Partnership
    * `3` - Offer */
  type: IntroRequestTypeEnum;
  /** Plain text, 20-2,000 characters. */
  message: string;
  /** Which of the receiver's partnership types. */
  partnershipTypeId?: number | null;
  /** Your search the request comes from: its criteria make the fit the receiver sees. */
  searchHistoryId?: number | null;
};
export type DeclineInputRequest = {
  /** notAFit, noCapacity, alreadyPartnered, timing or other.
    
    * `notAFit` - Not a fit for us
    * `noCapacity` - No capacity for new partners now
    * `alreadyPartnered` - We already work with a similar partner
    * `timing` - Not the right time
    * `other` - Other */
  reasonCode: DeclineReasonEnum;
  /** In your words; required for other. */
  reasonText?: string;
};
export type CompanySettingsOutput = {
  companyId: number;
  acceptsRequests: boolean;
  /** Whether you (a company admin) may change acceptsRequests. */
  canEdit: boolean;
  isSuspended: boolean;
};
export type EmailSettings = {
  /** New intro requests to your company (company admins). */
  newRequest: boolean;
  /** Answers to your requests, and their expiry. */
  decision: boolean;
  /** New messages from the other company. */
  newMessage: boolean;
  /** Follow-ups to pending requests your company received (company admins). When none of a company's admins wants them, its senders' sequences stop (docs/sequences.md). */
  followUp: boolean;
};
export type SettingsOutput = {
  company: CompanySettingsOutput | null;
  emails: EmailSettings;
};
export type EmailSettingsInputRequest = {
  newRequest?: boolean;
  decision?: boolean;
  newMessage?: boolean;
  followUp?: boolean;
};
export type PatchedSettingsInputRequest = {
  /** Company admins only. */
  acceptsRequests?: boolean;
  emails?: EmailSettingsInputRequest;
};
export type KindEnum = "newRequest" | "decision" | "newMessage" | "followUp";
export type UnsubscribeOutput = {
  kind: KindEnum;
  /** "new messages in conversations", ... */
  label: string;
  /** Whether these e-mails are on (false once the link is used). */
  subscribed: boolean;
};
export type UnsubscribeInputRequest = {
  /** The link's token (or in the query string, as mail clients send it). */
  token?: string;
};
export const {
  useAdminOutreachCompaniesSuspendCreateMutation,
  useAdminOutreachCompaniesUnsuspendCreateMutation,
  useAdminOutreachConversationsCloseCreateMutation,
  useAdminOutreachConversationsReopenCreateMutation,
  useAdminOutreachReportsListQuery,
  useAdminOutreachReportsDismissCreateMutation,
  useOutreachCompaniesRetrieveQuery,
  useOutreachConversationsListQuery,
  useOutreachConversationsRetrieveQuery,
  useOutreachConversationsCloseCreateMutation,
  useOutreachConversationsMessagesCreateMutation,
  useOutreachConversationsReadCreateMutation,
  useOutreachConversationsReopenCreateMutation,
  useOutreachConversationsReportCreateMutation,
  useOutreachDraftCreateMutation,
  useOutreachRequestsListQuery,
  useOutreachRequestsCreateMutation,
  useOutreachRequestsRetrieveQuery,
  useOutreachRequestsAcceptCreateMutation,
  useOutreachRequestsDeclineCreateMutation,
  useOutreachRequestsReadCreateMutation,
  useOutreachRequestsReportCreateMutation,
  useOutreachRequestsWithdrawCreateMutation,
  useOutreachSettingsRetrieveQuery,
  useOutreachSettingsPartialUpdateMutation,
  useOutreachUnsubscribeRetrieveQuery,
  useOutreachUnsubscribeCreateMutation,
} = injectedRtkApi;
