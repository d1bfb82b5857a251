import { baseApi } from '@/lib/api/baseApi';
import type { BillingPeriod } from '@/lib/session/types';

export type { BillingPeriod };

/** Plan object of `GET /api/pricing-plans` (docs/api.md, issue 3). Prices are decimal strings. */
export interface PricingPlan {
  pricingPlanId: number;
  name: string;
  description: string;
  priceMonthly: string | number | null;
  priceYearly: string | number | null;
  currency: string;
  isCustomPricing: boolean;
  isAdminOnly: boolean;
  isFree: boolean;
  tokensQuota: number | null;
  features: string[];
  isCurrent: boolean;
}

/** `POST /api/payments/checkout` body. */
export interface CheckoutRequest {
  pricingPlanId: number;
  successUrl: string;
  cancelUrl: string;
  billingPeriod: BillingPeriod;
}

export interface CheckoutResponse {
  checkoutUrl: string;
}

interface PricingPlansResponse {
  data: PricingPlan[];
}

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Test plan is in the answer only for admins; render whatever the server sends. */
    getPricingPlans: build.query<PricingPlan[], void>({
      query: () => '/pricing-plans',
      transformResponse: (response: PricingPlansResponse | PricingPlan[]) =>
        Array.isArray(response) ? response : (response?.data ?? []),
      providesTags: ['PricingPlan'],
    }),
    createCheckout: build.mutation<CheckoutResponse, CheckoutRequest>({
      query: (body) => ({ url: '/payments/checkout', method: 'POST', body }),
    }),
  }),
});

export const { useGetPricingPlansQuery, useCreateCheckoutMutation } = billingApi;
