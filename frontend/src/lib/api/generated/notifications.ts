/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationsList: build.query<
      NotificationsListApiResponse,
      NotificationsListApiArg
    >({
      query: (queryArg) => ({
        url: `/notifications`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          Unread: queryArg.unread,
        },
      }),
    }),
    notificationsReadCreate: build.mutation<
      NotificationsReadCreateApiResponse,
      NotificationsReadCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/notifications/${queryArg.notificationId}/read`,
        method: "POST",
      }),
    }),
    notificationsPreferencesRetrieve: build.query<
      NotificationsPreferencesRetrieveApiResponse,
      NotificationsPreferencesRetrieveApiArg
    >({
      query: () => ({ url: `/notifications/preferences` }),
    }),
    notificationsPreferencesPartialUpdate: build.mutation<
      NotificationsPreferencesPartialUpdateApiResponse,
      NotificationsPreferencesPartialUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/notifications/preferences`,
        method: "PATCH",
        body: queryArg.patchedPreferencesInputRequest,
      }),
    }),
    notificationsReadAllCreate: build.mutation<
      NotificationsReadAllCreateApiResponse,
      NotificationsReadAllCreateApiArg
    >({
      query: () => ({ url: `/notifications/read-all`, method: "POST" }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as notificationsApi };
export type NotificationsListApiResponse =
  /** status 200  */ PaginatedNotificationOutputList;
export type NotificationsListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** true: unread only; false: read only; absent: all. */
  unread?: boolean;
};
export type NotificationsReadCreateApiResponse =
  /** status 200  */ UnreadCountOutput;
export type NotificationsReadCreateApiArg = {
  notificationId: number;
};
export type NotificationsPreferencesRetrieveApiResponse =
  /** status 200  */ PreferencesOutput;
export type NotificationsPreferencesRetrieveApiArg = void;
export type NotificationsPreferencesPartialUpdateApiResponse =
  /** status 200  */ PreferencesOutput;
export type NotificationsPreferencesPartialUpdateApiArg = {
  patchedPreferencesInputRequest: PatchedPreferencesInputRequest;
};
export type NotificationsReadAllCreateApiResponse =
  /** status 200  */ ReadAllOutput;
export type NotificationsReadAllCreateApiArg = void;
export type NotificationOutput = {
  notificationId: number;
  /** `<app>.<name>`, e.g. outreach.newRequest, alerts.newMatch. */
  kind: string;
  title: string;
  /** Plain text. */
  body: string;
  /** A path of the SPA to open (e.g. /outreach/requests/12). */
  link: string;
  /** Ids of what it is about (e.g. {savedSearchId, companyId}). */
  data: {
    [key: string]: any;
  };
  createdAt: string;
  readAt: string | null;
};
export type PaginatedNotificationOutputList = {
  data: NotificationOutput[];
  /** Items in the whole list. */
  totalCount: number;
  /** The member's unread notifications in all (the bell's count). */
  unreadCount: number;
};
export type NotificationErrorCodeEnum =
  "notAuthenticated" | "notFound" | "notVerified";
export type NotificationError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Why, for machines; absent on field errors.
    
    * `notAuthenticated` - notAuthenticated
    * `notFound` - notFound
    * `notVerified` - notVerified */
  code?: NotificationErrorCodeEnum;
};
export type UnreadCountOutput = {
  /** The bell's count. */
  unreadCount: number;
};
export type NotificationKindOutput = {
  kind: string;
  /** The area that sends it: outreach, sequences, alerts. */
  group: string;
  label: string;
  description: string;
  /** Muted: no notification of this kind is created for you. */
  muted: boolean;
};
export type PreferencesOutput = {
  /** Every kind of notification, with whether you muted it. */
  kinds: NotificationKindOutput[];
};
export type PatchedPreferencesInputRequest = {
  /** Kinds to mute (true) or unmute (false), e.g. {"outreach.newMessage": true}; others unchanged. */
  muted?: {
    [key: string]: boolean;
  };
};
export type ReadAllOutput = {
  /** The bell's count. */
  unreadCount: number;
  /** Notifications marked read by this call. */
  marked: number;
};
export const {
  useNotificationsListQuery,
  useNotificationsReadCreateMutation,
  useNotificationsPreferencesRetrieveQuery,
  useNotificationsPreferencesPartialUpdateMutation,
  useNotificationsReadAllCreateMutation,
} = injectedRtkApi;
