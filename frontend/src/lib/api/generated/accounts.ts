/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    contactUsCreate: build.mutation<
      ContactUsCreateApiResponse,
      ContactUsCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/contact-us`,
        method: "POST",
        body: queryArg.contactUsInputRequest,
      }),
    }),
    usersUpdate: build.mutation<UsersUpdateApiResponse, UsersUpdateApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.userId}`,
        method: "PUT",
        body: queryArg.userUpdateInputRequest,
      }),
    }),
    usersEmailPendingDestroy: build.mutation<
      UsersEmailPendingDestroyApiResponse,
      UsersEmailPendingDestroyApiArg
    >({
      query: (queryArg) => ({
        url: `/users/${queryArg.userId}/email/pending`,
        method: "DELETE",
      }),
    }),
    usersEmailResendCreate: build.mutation<
      UsersEmailResendCreateApiResponse,
      UsersEmailResendCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/users/${queryArg.userId}/email/resend`,
        method: "POST",
      }),
    }),
    usersEmailVerifyCreate: build.mutation<
      UsersEmailVerifyCreateApiResponse,
      UsersEmailVerifyCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/users/${queryArg.userId}/email/verify`,
        method: "POST",
        body: queryArg.oneTimeCodeInputRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as accountsApi };
export type ContactUsCreateApiResponse = /** status 201  */ ContactUsOutput;
export type ContactUsCreateApiArg = {
  contactUsInputRequest: ContactUsInputRequest;
};
export type UsersUpdateApiResponse = /** status 200  */ UserOutputRead;
export type UsersUpdateApiArg = {
  userId: number;
  userUpdateInputRequest: UserUpdateInputRequest;
};
export type UsersEmailPendingDestroyApiResponse =
  /** status 200  */ UserOutputRead;
export type UsersEmailPendingDestroyApiArg = {
  userId: number;
};
export type UsersEmailResendCreateApiResponse =
  /** status 200  */ SuccessOutput;
export type UsersEmailResendCreateApiArg = {
  userId: number;
};
export type UsersEmailVerifyCreateApiResponse =
  /** status 200  */ UserOutputRead;
export type UsersEmailVerifyCreateApiArg = {
  userId: number;
  oneTimeCodeInputRequest: OneTimeCodeInputRequest;
};
export type ContactUsOutput = {
  success: boolean;
};
export type TitleEnum =
  | "Custom pricing plan"
  | "General question"
  | "Problem"
  | "Feature request"
  | "Other";
export type ContactUsInputRequest = {
  title: TitleEnum;
  text: string;
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
export type UserUpdateInputRequest = {
  userId?: number;
  firstName: string;
  lastName: string;
  email: string;
  linkedInUrl?: string | null;
  /** Your time zone, an IANA name (e.g. "Europe/Berlin"): your follow-up sequences count business days and send at 9:00 in it. Absent: unchanged. */
  timeZone?: string;
};
export type SuccessOutput = {
  success: boolean;
  message?: string;
};
export type OneTimeCodeInputRequest = {
  otp: string;
};
export const {
  useContactUsCreateMutation,
  useUsersUpdateMutation,
  useUsersEmailPendingDestroyMutation,
  useUsersEmailResendCreateMutation,
  useUsersEmailVerifyCreateMutation,
} = injectedRtkApi;
