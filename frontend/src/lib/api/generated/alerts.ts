/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertsUnsubscribeRetrieve: build.query<
      AlertsUnsubscribeRetrieveApiResponse,
      AlertsUnsubscribeRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/alerts/unsubscribe`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    alertsUnsubscribeCreate: build.mutation<
      AlertsUnsubscribeCreateApiResponse,
      AlertsUnsubscribeCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/alerts/unsubscribe`,
        method: "POST",
        body: queryArg.alertsUnsubscribeInputRequest,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    savedSearchesList: build.query<
      SavedSearchesListApiResponse,
      SavedSearchesListApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-searches`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
        },
      }),
    }),
    savedSearchesCreate: build.mutation<
      SavedSearchesCreateApiResponse,
      SavedSearchesCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-searches`,
        method: "POST",
        body: queryArg.savedSearchInputRequest,
      }),
    }),
    savedSearchesRetrieve: build.query<
      SavedSearchesRetrieveApiResponse,
      SavedSearchesRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-searches/${queryArg.savedSearchId}`,
      }),
    }),
    savedSearchesPartialUpdate: build.mutation<
      SavedSearchesPartialUpdateApiResponse,
      SavedSearchesPartialUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-searches/${queryArg.savedSearchId}`,
        method: "PATCH",
        body: queryArg.patchedSavedSearchInputRequest,
      }),
    }),
    savedSearchesDestroy: build.mutation<
      SavedSearchesDestroyApiResponse,
      SavedSearchesDestroyApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-searches/${queryArg.savedSearchId}`,
        method: "DELETE",
      }),
    }),
    savedSearchesFromHistoryCreate: build.mutation<
      SavedSearchesFromHistoryCreateApiResponse,
      SavedSearchesFromHistoryCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/saved-searches/from-history/${queryArg.searchHistoryId}`,
        method: "POST",
        body: queryArg.fromHistoryInputRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as alertsApi };
export type AlertsUnsubscribeRetrieveApiResponse =
  /** status 200  */ AlertsUnsubscribeOutput;
export type AlertsUnsubscribeRetrieveApiArg = {
  /** The token of the e-mail's link. */
  token: string;
};
export type AlertsUnsubscribeCreateApiResponse =
  /** status 200  */ AlertsUnsubscribeOutput;
export type AlertsUnsubscribeCreateApiArg = {
  /** The link's token (mail clients). */
  token?: string;
  alertsUnsubscribeInputRequest: AlertsUnsubscribeInputRequest;
};
export type SavedSearchesListApiResponse =
  /** status 200  */ PaginatedSavedSearchOutputListRead;
export type SavedSearchesListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
};
export type SavedSearchesCreateApiResponse =
  /** status 201  */ SavedSearchOutputRead;
export type SavedSearchesCreateApiArg = {
  savedSearchInputRequest: SavedSearchInputRequest;
};
export type SavedSearchesRetrieveApiResponse =
  /** status 200  */ SavedSearchOutputRead;
export type SavedSearchesRetrieveApiArg = {
  savedSearchId: number;
};
export type SavedSearchesPartialUpdateApiResponse =
  /** status 200  */ SavedSearchOutputRead;
export type SavedSearchesPartialUpdateApiArg = {
  savedSearchId: number;
  patchedSavedSearchInputRequest: PatchedSavedSearchInputRequest;
};
export type SavedSearchesDestroyApiResponse = unknown;
export type SavedSearchesDestroyApiArg = {
  savedSearchId: number;
};
export type SavedSearchesFromHistoryCreateApiResponse =
  /** status 201  */ SavedSearchOutputRead;
export type SavedSearchesFromHistoryCreateApiArg = {
  searchHistoryId: number;
  fromHistoryInputRequest: FromHistoryInputRequest;
};
export type AlertsUnsubscribeOutput = {
  /** The saved search whose e-mails the link turns off (null: all of yours). */
  savedSearchId: number | null;
  /** Its name (null for all). */
  name: string | null;
  /** Whether alert e-mails are on now. */
  emailAlerts: boolean;
};
export type AlertsErrorCodeEnum =
  | "noCompany"
  | "noCompanyNoSubscription"
  | "noSubscription"
  | "notAuthenticated"
  | "notFound"
  | "notVerified"
  | "savedSearchLimit"
  | "unsubscribeLinkExpired"
  | "unsubscribeLinkInvalid";
export type AlertsError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Why, for machines; absent on field errors.
    
    * `noCompany` - noCompany
    * `noCompanyNoSubscription` - noCompanyNoSubscription
    * `noSubscription` - noSubscription
    * `notAuthenticated` - notAuthenticated
    * `notFound` - notFound
    * `notVerified` - notVerified
    * `savedSearchLimit` - savedSearchLimit
    * `unsubscribeLinkExpired` - unsubscribeLinkExpired
    * `unsubscribeLinkInvalid` - unsubscribeLinkInvalid */
  code?: AlertsErrorCodeEnum;
};
export type AlertsUnsubscribeInputRequest = {
  /** The link's token (or ?token=). */
  token?: string;
};
export type FrequencyEnum = 0 | 1 | 2 | 3;
export type SavedSearchOutput = {
  savedSearchId: number;
  name: string;
  topN: number;
  /** 0 Off, 1 Instant, 2 Daily, 3 Weekly.
    
    * `0` - Off
    * `1` - Instant
    * `2` - Daily
    * `3` - Weekly */
  frequency: FrequencyEnum;
  emailAlerts: boolean;
  /** The pipeline search it was saved from. */
  searchHistoryId: number | null;
  createdAt: string;
  updatedAt: string;
  lastDigestAt: string | null;
  /** Companies its alerts named (or will, in the next digest). */
  alertsCount: number;
  /** Companies waiting for the next digest. */
  pendingCount: number;
  lastAlertAt: string | null;
};
export type OptionOutput = {
  id: number;
  name: string;
};
export type SearchFiltersOutput = {
  targertIndustries: OptionOutput[];
  isIndustryAgnostic: boolean;
  targetGeoRegions: OptionOutput[];
  isGeoGlobal: boolean;
  targetMarketSegments: OptionOutput[];
};
export type SavedSearchOutputRead = {
  savedSearchId: number;
  name: string;
  filters: SearchFiltersOutput;
  topN: number;
  /** 0 Off, 1 Instant, 2 Daily, 3 Weekly.
    
    * `0` - Off
    * `1` - Instant
    * `2` - Daily
    * `3` - Weekly */
  frequency: FrequencyEnum;
  emailAlerts: boolean;
  /** The pipeline search it was saved from. */
  searchHistoryId: number | null;
  createdAt: string;
  updatedAt: string;
  lastDigestAt: string | null;
  /** Companies its alerts named (or will, in the next digest). */
  alertsCount: number;
  /** Companies waiting for the next digest. */
  pendingCount: number;
  lastAlertAt: string | null;
};
export type PaginatedSavedSearchOutputList = {
  data: SavedSearchOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type PaginatedSavedSearchOutputListRead = {
  data: SavedSearchOutputRead[];
  /** Items in the whole list. */
  totalCount: number;
};
export type SavedSearchInputRequest = {
  /** 1-100 characters. */
  name: string;
  /** Any industry fits. */
  isIndustryAgnostic?: boolean;
  /** Up to 3 industry ids. */
  targetIndustryIds?: number[];
  /** Any region fits. */
  isGeoGlobal?: boolean;
  /** Up to 3 sub-region ids. */
  targetGeoRegionIds?: number[];
  /** Up to 3 market segment ids. */
  targetMarketSegments?: number[];
  /** The top results to watch, 1-50 (default 10). */
  topN?: number;
  /** 0 Off, 1 Instant, 2 Daily, 3 Weekly.
    
    * `0` - Off
    * `1` - Instant
    * `2` - Daily
    * `3` - Weekly */
  frequency?: FrequencyEnum;
  /** Alerts by e-mail too (default true). */
  emailAlerts?: boolean;
};
export type PatchedSavedSearchInputRequest = {
  /** 1-100 characters. */
  name?: string;
  /** Any industry fits. */
  isIndustryAgnostic?: boolean;
  /** Up to 3 industry ids. */
  targetIndustryIds?: number[];
  /** Any region fits. */
  isGeoGlobal?: boolean;
  /** Up to 3 sub-region ids. */
  targetGeoRegionIds?: number[];
  /** Up to 3 market segment ids. */
  targetMarketSegments?: number[];
  /** The top results to watch, 1-50 (default 10). */
  topN?: number;
  /** 0 Off, 1 Instant, 2 Daily, 3 Weekly.
    
    * `0` - Off
    * `1` - Instant
    * `2` - Daily
    * `3` - Weekly */
  frequency?: FrequencyEnum;
  /** Alerts by e-mail too (default true). */
  emailAlerts?: boolean;
};
export type FromHistoryInputRequest = {
  name?: string;
  topN?: number;
  /** 0 Off, 1 Instant, 2 Daily, 3 Weekly.
    
    * `0` - Off
    * `1` - Instant
    * `2` - Daily
    * `3` - Weekly */
  frequency?: FrequencyEnum;
  emailAlerts?: boolean;
};
export const {
  useAlertsUnsubscribeRetrieveQuery,
  useAlertsUnsubscribeCreateMutation,
  useSavedSearchesListQuery,
  useSavedSearchesCreateMutation,
  useSavedSearchesRetrieveQuery,
  useSavedSearchesPartialUpdateMutation,
  useSavedSearchesDestroyMutation,
  useSavedSearchesFromHistoryCreateMutation,
} = injectedRtkApi;
