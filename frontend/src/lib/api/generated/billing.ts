/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentsCheckoutCreate: build.mutation<
      PaymentsCheckoutCreateApiResponse,
      PaymentsCheckoutCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/payments/checkout`,
        method: "POST",
        body: queryArg.checkoutInputRequest,
      }),
    }),
    pricingPlansRetrieve: build.query<
      PricingPlansRetrieveApiResponse,
      PricingPlansRetrieveApiArg
    >({
      query: () => ({ url: `/pricing-plans` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as billingApi };
export type PaymentsCheckoutCreateApiResponse =
  /** status 200  */ CheckoutOutput;
export type PaymentsCheckoutCreateApiArg = {
  checkoutInputRequest: CheckoutInputRequest;
};
export type PricingPlansRetrieveApiResponse =
  /** status 200  */ PricingPlanListOutputRead;
export type PricingPlansRetrieveApiArg = void;
export type CheckoutOutput = {
  checkoutUrl: string;
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
export type BillingPeriodEnum = "monthly" | "yearly";
export type CheckoutInputRequest = {
  pricingPlanId: number;
  successUrl: string;
  cancelUrl: string;
  billingPeriod?: BillingPeriodEnum;
};
export type PricingPlanOutput = {
  pricingPlanId: number;
  name: string;
  description: string;
  priceMonthly: string;
  priceYearly: string;
  currency: string;
  isCustomPricing: boolean;
  isAdminOnly: boolean;
  isFree: boolean;
  tokensQuota: number;
  features: string[];
};
export type PricingPlanOutputRead = {
  pricingPlanId: number;
  name: string;
  description: string;
  priceMonthly: string;
  priceYearly: string;
  currency: string;
  isCustomPricing: boolean;
  isAdminOnly: boolean;
  isFree: boolean;
  tokensQuota: number;
  features: string[];
  isCurrent: boolean;
};
export type PricingPlanListOutput = {
  data: PricingPlanOutput[];
};
export type PricingPlanListOutputRead = {
  data: PricingPlanOutputRead[];
};
export const {
  usePaymentsCheckoutCreateMutation,
  usePricingPlansRetrieveQuery,
} = injectedRtkApi;
