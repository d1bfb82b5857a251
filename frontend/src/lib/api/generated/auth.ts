/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    authForgotPasswordCreate: build.mutation<
      AuthForgotPasswordCreateApiResponse,
      AuthForgotPasswordCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/forgot-password`,
        method: "POST",
        body: queryArg.forgotPasswordInputRequest,
      }),
    }),
    authIdentitiesRetrieve: build.query<
      AuthIdentitiesRetrieveApiResponse,
      AuthIdentitiesRetrieveApiArg
    >({
      query: () => ({ url: `/auth/identities` }),
    }),
    authLinkProviderStart: build.mutation<
      AuthLinkProviderStartApiResponse,
      AuthLinkProviderStartApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/link/${queryArg.provider}/start`,
        method: "POST",
      }),
    }),
    authProvidersRetrieve: build.query<
      AuthProvidersRetrieveApiResponse,
      AuthProvidersRetrieveApiArg
    >({
      query: () => ({ url: `/auth/providers` }),
    }),
    authResetPasswordCreate: build.mutation<
      AuthResetPasswordCreateApiResponse,
      AuthResetPasswordCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/reset-password`,
        method: "POST",
        body: queryArg.resetPasswordInputRequest,
      }),
    }),
    authSigninCreate: build.mutation<
      AuthSigninCreateApiResponse,
      AuthSigninCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/signin`,
        method: "POST",
        body: queryArg.signInInputRequest,
      }),
    }),
    authSigninProviderStart: build.mutation<
      AuthSigninProviderStartApiResponse,
      AuthSigninProviderStartApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/signin/${queryArg.provider}/start`,
        method: "POST",
        body: queryArg.providerStartInputRequest,
      }),
    }),
    authSigninGoogleCreate: build.mutation<
      AuthSigninGoogleCreateApiResponse,
      AuthSigninGoogleCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/signin/google`,
        method: "POST",
        body: queryArg.providerSignInInputRequest,
      }),
    }),
    authSigninWwpassCreate: build.mutation<
      AuthSigninWwpassCreateApiResponse,
      AuthSigninWwpassCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/signin/wwpass`,
        method: "POST",
        body: queryArg.providerSignInInputRequest,
      }),
    }),
    authSignoutCreate: build.mutation<
      AuthSignoutCreateApiResponse,
      AuthSignoutCreateApiArg
    >({
      query: () => ({ url: `/auth/signout`, method: "POST" }),
    }),
    authSignupCreate: build.mutation<
      AuthSignupCreateApiResponse,
      AuthSignupCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/signup`,
        method: "POST",
        body: queryArg.signUpInputRequest,
      }),
    }),
    usersOtpCreate: build.mutation<
      UsersOtpCreateApiResponse,
      UsersOtpCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/users/otp`,
        method: "POST",
        body: queryArg.oneTimeCodeInputRequest,
      }),
    }),
    usersOtpResendCreate: build.mutation<
      UsersOtpResendCreateApiResponse,
      UsersOtpResendCreateApiArg
    >({
      query: () => ({ url: `/users/otp/resend`, method: "POST" }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export type AuthForgotPasswordCreateApiResponse =
  /** status 200  */ SuccessOutput;
export type AuthForgotPasswordCreateApiArg = {
  forgotPasswordInputRequest: ForgotPasswordInputRequest;
};
export type AuthIdentitiesRetrieveApiResponse =
  /** status 200  */ IdentitiesOutput;
export type AuthIdentitiesRetrieveApiArg = void;
export type AuthLinkProviderStartApiResponse =
  /** status 200  */ ProviderStartOutput;
export type AuthLinkProviderStartApiArg = {
  /** The provider. */
  provider: "google" | "wwpass";
};
export type AuthProvidersRetrieveApiResponse =
  /** status 200  */ SignInProvidersOutput;
export type AuthProvidersRetrieveApiArg = void;
export type AuthResetPasswordCreateApiResponse =
  /** status 200  */ SuccessOutput;
export type AuthResetPasswordCreateApiArg = {
  resetPasswordInputRequest: ResetPasswordInputRequest;
};
export type AuthSigninCreateApiResponse = /** status 200  */ AuthTokenOutput;
export type AuthSigninCreateApiArg = {
  signInInputRequest: SignInInputRequest;
};
export type AuthSigninProviderStartApiResponse =
  /** status 200  */ ProviderStartOutput;
export type AuthSigninProviderStartApiArg = {
  /** The provider. */
  provider: "google" | "wwpass";
  providerStartInputRequest: ProviderStartInputRequest;
};
export type AuthSigninGoogleCreateApiResponse =
  /** status 200  */ AuthTokenOutput;
export type AuthSigninGoogleCreateApiArg = {
  providerSignInInputRequest: ProviderSignInInputRequest;
};
export type AuthSigninWwpassCreateApiResponse =
  /** status 200  */ AuthTokenOutput;
export type AuthSigninWwpassCreateApiArg = {
  providerSignInInputRequest: ProviderSignInInputRequest;
};
export type AuthSignoutCreateApiResponse = unknown;
export type AuthSignoutCreateApiArg = void;
export type AuthSignupCreateApiResponse = /** status 201  */ AuthTokenOutput;
export type AuthSignupCreateApiArg = {
  signUpInputRequest: SignUpInputRequest;
};
export type UsersOtpCreateApiResponse =
  /** status 200  */ OneTimeCodeOutputRead;
export type UsersOtpCreateApiArg = {
  oneTimeCodeInputRequest: OneTimeCodeInputRequest;
};
export type UsersOtpResendCreateApiResponse = /** status 200  */ SuccessOutput;
export type UsersOtpResendCreateApiArg = void;
export type SuccessOutput = {
  success: boolean;
  message?: string;
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
export type ForgotPasswordInputRequest = {
  email: string;
};
export type LinkedEnum = "google" | "wwpass";
export type SignInProvidersOutput = {
  /** Google sign-in is configured on this server. */
  google: boolean;
  /** The passwordless provider is configured on this server. */
  wwpass: boolean;
};
export type IdentitiesOutput = {
  linked: LinkedEnum[];
  available: SignInProvidersOutput;
};
export type ProviderStartOutput = {
  /** Where the browser goes to sign in with the provider. */
  authorizationUrl: string;
};
export type ResetPasswordInputRequest = {
  password: string;
  passwordConfirmation: string;
  token: string;
};
export type AuthTokenOutput = {
  authorizationToken: string;
  userId: number;
};
export type SignInInputRequest = {
  email: string;
  password: string;
};
export type ProviderStartInputRequest = {
  /** Kept for a new account. */
  referralCode?: string;
};
export type ProviderSignInInputRequest = {
  code: string;
  state: string;
  referralCode?: string;
};
export type SignUpInputRequest = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  referralCode?: string | null;
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
export type OneTimeCodeOutput = {
  success: boolean;
  user: UserOutput;
};
export type OneTimeCodeOutputRead = {
  success: boolean;
  user: UserOutputRead;
};
export type OneTimeCodeInputRequest = {
  otp: string;
};
export const {
  useAuthForgotPasswordCreateMutation,
  useAuthIdentitiesRetrieveQuery,
  useAuthLinkProviderStartMutation,
  useAuthProvidersRetrieveQuery,
  useAuthResetPasswordCreateMutation,
  useAuthSigninCreateMutation,
  useAuthSigninProviderStartMutation,
  useAuthSigninGoogleCreateMutation,
  useAuthSigninWwpassCreateMutation,
  useAuthSignoutCreateMutation,
  useAuthSignupCreateMutation,
  useUsersOtpCreateMutation,
  useUsersOtpResendCreateMutation,
} = injectedRtkApi;
