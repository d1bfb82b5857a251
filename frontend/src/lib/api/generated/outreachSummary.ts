/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    outreachEventsTicketCreate: build.mutation<
      OutreachEventsTicketCreateApiResponse,
      OutreachEventsTicketCreateApiArg
    >({
      query: () => ({ url: `/outreach/events-ticket`, method: "POST" }),
    }),
    outreachSummaryRetrieve: build.query<
      OutreachSummaryRetrieveApiResponse,
      OutreachSummaryRetrieveApiArg
    >({
      query: () => ({ url: `/outreach/summary` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as outreachSummaryApi };
export type OutreachEventsTicketCreateApiResponse =
  /** status 201  */ EventsTicketOutput;
export type OutreachEventsTicketCreateApiArg = void;
export type OutreachSummaryRetrieveApiResponse =
  /** status 200  */ SummaryOutput;
export type OutreachSummaryRetrieveApiArg = void;
export type EventsTicketOutput = {
  ticket: string;
  /** The socket's path with the ticket: /outreach-events?ticket=... */
  url: string;
  /** Seconds the ticket may open the socket (once). */
  expiresIn: number;
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
export type QuotaOutput = {
  used: number;
  /** Intro requests a month on your plan. */
  limit: number;
  left: number;
  /** The first day of next month (UTC). */
  resetsOn: string;
};
export type ReasonOutput = {
  code: string;
  title: string;
};
export type SummaryOutput = {
  unreadRequests: number;
  /** Waiting for your company's answer. */
  pendingReceivedRequests: number;
  unreadConversations: number;
  unreadMessages: number;
  quota: QuotaOutput;
  canSend: boolean;
  /** noCompany, noSubscription, outreachSuspended or quotaExhausted, with its sentence. */
  cannotSendReason: ReasonOutput | null;
  companyId: number | null;
  /** Null without a company. */
  companyAcceptsRequests: boolean | null;
  companySuspended: boolean | null;
};
export const {
  useOutreachEventsTicketCreateMutation,
  useOutreachSummaryRetrieveQuery,
} = injectedRtkApi;
