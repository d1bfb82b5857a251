import { paths } from './paths';
import { hasActiveSubscription, type BillingPeriod, type UserSubscription } from './session/types';
import type { CheckoutInputRequest, PricingPlanOutputRead } from './api/generated/billing';

/**
 * Plan object of `GET /api/pricing-plans` (docs/api.md, issue 3). Prices are decimal
 * strings; the display helpers below also take a number or no price at all.
 */
export type PricingPlan = Omit<PricingPlanOutputRead, 'priceMonthly' | 'priceYearly'> & {
  priceMonthly: string | number | null;
  priceYearly: string | number | null;
};

/** `POST /api/payments/checkout` body. */
export type CheckoutRequest = CheckoutInputRequest;

export const BILLING_PERIODS: readonly { value: BillingPeriod; label: string; unit: string }[] = [
  { value: 'monthly', label: 'Monthly', unit: 'month' },
  { value: 'yearly', label: 'Yearly', unit: 'year' },
];

export const CUSTOM_PRICING_LABEL = 'Custom pricing';

function toAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** "$107", "$9.50", "€20": whole amounts without cents. */
export function formatMoney(amount: number, currency = 'USD'): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency || 'USD',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code: show the number and the code.
    return `${whole ? amount : amount.toFixed(2)} ${currency}`;
  }
}

/**
 * The price line of a plan card for the chosen period: "$107 / month", "$107 / year";
 * Free is "$0"; custom pricing (Partner Pro) is "Custom pricing".
 */
export function formatPlanPrice(
  plan: Pick<PricingPlan, 'priceMonthly' | 'priceYearly' | 'currency' | 'isCustomPricing' | 'isFree'>,
  period: BillingPeriod,
): string {
  if (plan.isCustomPricing) return CUSTOM_PRICING_LABEL;
  const amount = toAmount(period === 'yearly' ? plan.priceYearly : plan.priceMonthly);
  if (plan.isFree || amount === 0) return formatMoney(0, plan.currency);
  if (amount === null) return CUSTOM_PRICING_LABEL;
  const unit = BILLING_PERIODS.find((item) => item.value === period)?.unit ?? 'month';
  return `${formatMoney(amount, plan.currency)} / ${unit}`;
}

/** The body of `POST /api/payments/checkout`: the return pages are on this site's origin. */
export function buildCheckoutRequest(
  pricingPlanId: number,
  billingPeriod: BillingPeriod,
  origin: string = window.location.origin,
): CheckoutRequest {
  const base = origin.replace(/\/+$/, '');
  return {
    pricingPlanId,
    successUrl: `${base}${paths.paymentSuccess}`,
    cancelUrl: `${base}${paths.paymentCancel}`,
    billingPeriod,
  };
}

/**
 * What a plan card offers:
 * - `current`: the member's plan (disabled "Current plan" button and chip)
 * - `contact`: custom pricing (Partner Pro): "Contact Sales"
 * - `none`: Free when it is not the current plan: nothing to buy
 * - `purchase`: a paid plan: "Upgrade to <name>" starts the checkout
 */
export type PlanAction = 'current' | 'contact' | 'none' | 'purchase';

export function planAction(plan: Pick<PricingPlan, 'isCurrent' | 'isCustomPricing' | 'isFree'>): PlanAction {
  if (plan.isCurrent) return 'current';
  if (plan.isCustomPricing) return 'contact';
  if (plan.isFree) return 'none';
  return 'purchase';
}

export function upgradeLabel(plan: Pick<PricingPlan, 'name'>): string {
  return `Upgrade to ${plan.name}`;
}

export interface SubscriptionSummary {
  /** 'My plan' */
  planName: string;
  /** 'Plan renews on': "Dec 22, 2026", or '—' */
  renewsOn: string;
  /** 'Credits': used/quota */
  credits: string;
  /** The "Upgrade" link to /pricing shows when the plan is not an active paid one. */
  showUpgrade: boolean;
}

/**
 * The profile's Subscription info block. `subscription` is always an object since issue 3;
 * null (the older shape) reads as Free.
 */
export function subscriptionSummary(
  subscription: UserSubscription | null | undefined,
  options: { now?: Date; timeZone?: string } = {},
): SubscriptionSummary {
  const isActive = hasActiveSubscription({ subscription: subscription ?? null }, options.now);
  return {
    planName: subscription?.pricingPlanName || 'Free',
    renewsOn: formatPlanDate(subscription?.endDate, options.timeZone),
    credits: `${subscription?.tokensUsed ?? 0}/${subscription?.tokensQuota ?? 0}`,
    showUpgrade: !isActive,
  };
}

/** "Dec 22, 2026"; '—' when absent or invalid. */
export function formatPlanDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}
