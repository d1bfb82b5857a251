import { billingApi as generatedBillingApi } from '@/lib/api/generated/billing';
import type { BillingPeriod } from '@/lib/session/types';
import type { CheckoutRequest, PricingPlan } from '@/lib/pricing';

export type { BillingPeriod, CheckoutRequest, PricingPlan };

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
