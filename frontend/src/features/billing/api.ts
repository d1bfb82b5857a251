import {
  billingApi as generatedBillingApi,
  type CheckoutInputRequest,
  type PricingPlanOutputRead,
} from '@/lib/api/generated/billing';
import type { BillingPeriod } from '@/lib/session/types';

export type { BillingPeriod };

/**
 * Plan object of `GET /api/pricing-plans` (docs/api.md, issue 3). Prices are decimal
 * strings; the display helpers (pricing.ts) also take a number or no price at all.
 */
export type PricingPlan = Omit<PricingPlanOutputRead, 'priceMonthly' | 'priceYearly'> & {
  priceMonthly: string | number | null;
  priceYearly: string | number | null;
};

/** `POST /api/payments/checkout` body. */
export type CheckoutRequest = CheckoutInputRequest;

/**
 * Plans and checkout, generated from the schema. The Test plan is in the answer only for
 * admins, so the page renders whatever the server sends.
 */
export const billingApi = generatedBillingApi.enhanceEndpoints({
  endpoints: {
    pricingPlansRetrieve: {
      providesTags: ['PricingPlan'],
    },
  },
});

export const { usePricingPlansRetrieveQuery, usePaymentsCheckoutCreateMutation } = billingApi;
