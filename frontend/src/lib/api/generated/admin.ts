/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsersDeactivateCreate: build.mutation<
      AdminUsersDeactivateCreateApiResponse,
      AdminUsersDeactivateCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/users/${queryArg.userId}/deactivate`,
        method: "POST",
      }),
    }),
    adminUsersGrantAdminCreate: build.mutation<
      AdminUsersGrantAdminCreateApiResponse,
      AdminUsersGrantAdminCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/users/${queryArg.userId}/grant-admin`,
        method: "POST",
      }),
    }),
    adminUsersPlanCreate: build.mutation<
      AdminUsersPlanCreateApiResponse,
      AdminUsersPlanCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/users/${queryArg.userId}/plan`,
        method: "POST",
        body: queryArg.grantPlanInputRequest,
      }),
    }),
    adminUsersReactivateCreate: build.mutation<
      AdminUsersReactivateCreateApiResponse,
      AdminUsersReactivateCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/users/${queryArg.userId}/reactivate`,
        method: "POST",
      }),
    }),
    adminUsersRevokeAdminCreate: build.mutation<
      AdminUsersRevokeAdminCreateApiResponse,
      AdminUsersRevokeAdminCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/users/${queryArg.userId}/revoke-admin`,
        method: "POST",
      }),
    }),
    adminUsersSearchList: build.query<
      AdminUsersSearchListApiResponse,
      AdminUsersSearchListApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/users/search`,
        params: {
          IsActive: queryArg.isActive,
          IsAdmin: queryArg.isAdmin,
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          Search: queryArg.search,
          SortCriteria: queryArg.sortCriteria,
          SortOrder: queryArg.sortOrder,
          Statuses: queryArg.statuses,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminApi };
export type AdminUsersDeactivateCreateApiResponse =
  /** status 200  */ AdminUserOutputRead;
export type AdminUsersDeactivateCreateApiArg = {
  userId: number;
};
export type AdminUsersGrantAdminCreateApiResponse =
  /** status 200  */ AdminUserOutputRead;
export type AdminUsersGrantAdminCreateApiArg = {
  userId: number;
};
export type AdminUsersPlanCreateApiResponse =
  /** status 200  */ AdminUserOutputRead;
export type AdminUsersPlanCreateApiArg = {
  userId: number;
  grantPlanInputRequest: GrantPlanInputRequest;
};
export type AdminUsersReactivateCreateApiResponse =
  /** status 200  */ AdminUserOutputRead;
export type AdminUsersReactivateCreateApiArg = {
  userId: number;
};
export type AdminUsersRevokeAdminCreateApiResponse =
  /** status 200  */ AdminUserOutputRead;
export type AdminUsersRevokeAdminCreateApiArg = {
  userId: number;
};
export type AdminUsersSearchListApiResponse =
  /** status 200  */ PaginatedAdminUserOutputListRead;
export type AdminUsersSearchListApiArg = {
  /** false: deactivated accounts only; true: the others; absent: all. */
  isActive?: boolean;
  /** true: admins only; false: the others; absent: all. */
  isAdmin?: boolean;
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** Words to look for; every word must match. */
  search?: string;
  /** What to sort by (0: first_name_key, last_name_key; 1: email; 2: created_at; 3: status). */
  sortCriteria?: 0 | 1 | 2 | 3;
  /** 0 ascending, 1 descending. */
  sortOrder?: 0 | 1;
  /** User status codes, repeated (1 Pending, 2 Active); absent: every status.
    
    * `1` - Pending
    * `2` - Active */
  statuses?: (1 | 2)[];
};
export type UserStatusEnum = 1 | 2;
export type RoleOutput = {
  id: number;
  name: string;
};
export type AdminUserOutput = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** 1 Pending (code not entered), 2 Active.
    
    * `1` - Pending
    * `2` - Active */
  status: UserStatusEnum;
  /** False: deactivated by an admin (cannot sign in; sessions ended). */
  isActive: boolean;
  roles: RoleOutput[];
  isAdmin: boolean;
  createdAt: string;
};
export type AdminUserCompanyOutput = {
  companyId: number;
  name: string;
  isCompanyAdmin: boolean;
};
export type AdminUserPlanOutput = {
  pricingPlanId: number;
  pricingPlanName: string;
  endDate: string;
  /** Search credits of the period. */
  tokensQuota: number;
  /** Search credits spent so far. */
  tokensUsed: number;
};
export type AdminUserOutputRead = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** 1 Pending (code not entered), 2 Active.
    
    * `1` - Pending
    * `2` - Active */
  status: UserStatusEnum;
  /** False: deactivated by an admin (cannot sign in; sessions ended). */
  isActive: boolean;
  roles: RoleOutput[];
  isAdmin: boolean;
  createdAt: string;
  company: AdminUserCompanyOutput | null;
  /** The active paid plan; null: Free. */
  subscription: AdminUserPlanOutput | null;
};
export type AccountErrorCodeEnum =
  | "accountInactive"
  | "alreadyVerified"
  | "businessEmailRequired"
  | "emailTaken"
  | "invalidCredentials"
  | "lastAdmin"
  | "noEmailChange"
  | "notAdmin"
  | "notAllowed"
  | "notAuthenticated"
  | "notFound"
  | "notVerified"
  | "otpAttemptsExceeded"
  | "otpExpired"
  | "otpIncorrect"
  | "otpResendTooSoon"
  | "ownAccount"
  | "rateLimited"
  | "resetTokenInvalid";
export type AccountError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Why, for machines; absent on field errors.
    
    * `accountInactive` - accountInactive
    * `alreadyVerified` - alreadyVerified
    * `businessEmailRequired` - businessEmailRequired
    * `emailTaken` - emailTaken
    * `invalidCredentials` - invalidCredentials
    * `lastAdmin` - lastAdmin
    * `noEmailChange` - noEmailChange
    * `notAdmin` - notAdmin
    * `notAllowed` - notAllowed
    * `notAuthenticated` - notAuthenticated
    * `notFound` - notFound
    * `notVerified` - notVerified
    * `otpAttemptsExceeded` - otpAttemptsExceeded
    * `otpExpired` - otpExpired
    * `otpIncorrect` - otpIncorrect
    * `otpResendTooSoon` - otpResendTooSoon
    * `ownAccount` - ownAccount
    * `rateLimited` - rateLimited
    * `resetTokenInvalid` - resetTokenInvalid */
  code?: AccountErrorCodeEnum;
};
export type BillingErrorCodeEnum =
  | "alreadySubscribed"
  | "contactSales"
  | "invalidSignature"
  | "noSubscription"
  | "notAdmin"
  | "notAuthenticated"
  | "notEnoughCredits"
  | "notFound"
  | "notVerified"
  | "paymentProviderError"
  | "priceNotConfigured";
export type BillingError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Why, for machines; absent on field errors.
    
    * `alreadySubscribed` - alreadySubscribed
    * `contactSales` - contactSales
    * `invalidSignature` - invalidSignature
    * `noSubscription` - noSubscription
    * `notAdmin` - notAdmin
    * `notAuthenticated` - notAuthenticated
    * `notEnoughCredits` - notEnoughCredits
    * `notFound` - notFound
    * `notVerified` - notVerified
    * `paymentProviderError` - paymentProviderError
    * `priceNotConfigured` - priceNotConfigured */
  code?: BillingErrorCodeEnum;
};
export type GrantPlanInputRequest = {
  /** A paid plan: 1 Growth Mode, 2 Partner Pro, 3 Test (not 4 Free). */
  pricingPlanId: number;
  /** Length of the grant from now, 1 to 3660 days. */
  days: number;
};
export type PaginatedAdminUserOutputList = {
  data: AdminUserOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type PaginatedAdminUserOutputListRead = {
  data: AdminUserOutputRead[];
  /** Items in the whole list. */
  totalCount: number;
};
export const {
  useAdminUsersDeactivateCreateMutation,
  useAdminUsersGrantAdminCreateMutation,
  useAdminUsersPlanCreateMutation,
  useAdminUsersReactivateCreateMutation,
  useAdminUsersRevokeAdminCreateMutation,
  useAdminUsersSearchListQuery,
} = injectedRtkApi;
