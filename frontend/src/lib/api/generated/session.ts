/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    usersRetrieve: build.query<UsersRetrieveApiResponse, UsersRetrieveApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.userId}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as sessionApi };
export type UsersRetrieveApiResponse = /** status 200  */ UserOutputRead;
export type UsersRetrieveApiArg = {
  userId: number;
};
export type RoleOutput = {
  id: number;
  name: string;
};
export type UserOutput = {
  userId: number;
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  linkedInUrl: string;
  /** An IANA time zone name, e.g. "Europe/Berlin" (default "UTC"). */
  timeZone: string;
  referralCode: string;
  status: number;
  createdAt: string;
  roles: RoleOutput[];
  isAdmin: boolean;
};
export type UserCompanyOutput = {
  companyId: number;
  name: string;
  logoUrl: string | null;
};
export type UserSubscriptionOutput = {
  pricingPlanId: number;
  pricingPlanName: string;
  endDate: string | null;
  tokensQuota: number;
  tokensUsed: number;
  isActive: boolean;
  billingPeriod: string | null;
};
export type UserOutputRead = {
  userId: number;
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  pendingEmail: string | null;
  linkedInUrl: string;
  /** An IANA time zone name, e.g. "Europe/Berlin" (default "UTC"). */
  timeZone: string;
  referralCode: string;
  status: number;
  createdAt: string;
  roles: RoleOutput[];
  isAdmin: boolean;
  company: UserCompanyOutput | null;
  subscription: UserSubscriptionOutput;
  hasPendingCompany: boolean;
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
export const { useUsersRetrieveQuery } = injectedRtkApi;
