import type { PricingPlan } from './pricing';
import {
  buildCheckoutRequest,
  formatMoney,
  formatPlanDate,
  formatPlanPrice,
  planAction,
  subscriptionSummary,
  upgradeLabel,
} from './pricing';

function plan(overrides: Partial<PricingPlan> = {}): PricingPlan {
  return {
    pricingPlanId: 1,
    name: 'Growth Mode',
    description: 'For teams that partner every week.',
    priceMonthly: '107.00',
    priceYearly: '107.00',
    currency: 'USD',
    isCustomPricing: false,
    isAdminOnly: false,
    isFree: false,
    tokensQuota: 100,
    features: ['Featured placement for 10 days each month'],
    isCurrent: false,
    ...overrides,
  };
}

describe('price display', () => {
  it('shows the monthly or yearly price with its period', () => {
    expect(formatPlanPrice(plan(), 'monthly')).toBe('$107 / month');
    expect(formatPlanPrice(plan(), 'yearly')).toBe('$107 / year');
  });

  it('uses the price of the chosen period', () => {
    const growth = plan({ priceMonthly: '107.00', priceYearly: '1070.00' });
    expect(formatPlanPrice(growth, 'monthly')).toBe('$107 / month');
    expect(formatPlanPrice(growth, 'yearly')).toBe('$1,070 / year');
  });

  it('keeps cents when there are any', () => {
    expect(formatPlanPrice(plan({ priceMonthly: '9.50' }), 'monthly')).toBe('$9.50 / month');
    expect(formatPlanPrice(plan({ name: 'Test', priceMonthly: '1.00' }), 'monthly')).toBe('$1 / month');
  });

  it('shows $0 for Free in either period', () => {
    const free = plan({ name: 'Free', isFree: true, priceMonthly: '0.00', priceYearly: '0.00' });
    expect(formatPlanPrice(free, 'monthly')).toBe('$0');
    expect(formatPlanPrice(free, 'yearly')).toBe('$0');
  });

  it('shows "Custom pricing" for custom plans', () => {
    const pro = plan({ name: 'Partner Pro', isCustomPricing: true, priceMonthly: null, priceYearly: null });
    expect(formatPlanPrice(pro, 'monthly')).toBe('Custom pricing');
    expect(formatPlanPrice(pro, 'yearly')).toBe('Custom pricing');
  });

  it('formats other currencies and unknown codes', () => {
    expect(formatMoney(20, 'EUR')).toBe('€20');
    expect(formatMoney(12.5, 'XX')).toBe('12.50 XX');
  });
});

describe('checkout request', () => {
  it('builds the return pages from the origin', () => {
    expect(buildCheckoutRequest(1, 'monthly', 'https://app.partnermatch.io')).toEqual({
      pricingPlanId: 1,
      successUrl: 'https://app.partnermatch.io/payments/success',
      cancelUrl: 'https://app.partnermatch.io/payments/cancel',
      billingPeriod: 'monthly',
    });
  });

  it("defaults to this page's origin and carries the period", () => {
    expect(buildCheckoutRequest(3, 'yearly')).toEqual({
      pricingPlanId: 3,
      successUrl: 'http://localhost/payments/success',
      cancelUrl: 'http://localhost/payments/cancel',
      billingPeriod: 'yearly',
    });
  });

  it('does not double a trailing slash', () => {
    expect(buildCheckoutRequest(1, 'monthly', 'http://127.0.0.1:8000/').successUrl).toBe(
      'http://127.0.0.1:8000/payments/success',
    );
  });
});

describe('plan card action', () => {
  it.each([
    ['the current plan', 'current', plan({ isCurrent: true })],
    ['Free as the current plan', 'current', plan({ name: 'Free', isFree: true, isCurrent: true })],
    ['Free when not current', 'none', plan({ name: 'Free', isFree: true })],
    ['custom pricing', 'contact', plan({ name: 'Partner Pro', isCustomPricing: true })],
    ['custom pricing when current', 'current', plan({ name: 'Partner Pro', isCustomPricing: true, isCurrent: true })],
    ['a paid plan', 'purchase', plan()],
    ['the admin-only Test plan', 'purchase', plan({ name: 'Test', isAdminOnly: true })],
  ])('%s -> %s', (_label, expected, value) => {
    expect(planAction(value)).toBe(expected);
  });

  it('names the upgrade after the plan', () => {
    expect(upgradeLabel(plan())).toBe('Upgrade to Growth Mode');
  });
});

describe('subscription summary', () => {
  it('shows an active paid plan', () => {
    expect(
      subscriptionSummary(
        {
          pricingPlanId: 1,
          pricingPlanName: 'Growth Mode',
          endDate: '2026-12-22T10:30:00Z',
          tokensQuota: 100,
          tokensUsed: 12,
          isActive: true,
          billingPeriod: 'monthly',
        },
        { timeZone: 'UTC' },
      ),
    ).toEqual({ planName: 'Growth Mode', renewsOn: 'Dec 22, 2026', credits: '12/100', showUpgrade: false });
  });

  it('shows the Free object with a dash and an upgrade', () => {
    expect(
      subscriptionSummary({
        pricingPlanId: 4,
        pricingPlanName: 'Free',
        endDate: null,
        tokensQuota: 0,
        tokensUsed: 0,
        isActive: false,
        billingPeriod: null,
      }),
    ).toEqual({ planName: 'Free', renewsOn: '—', credits: '0/0', showUpgrade: true });
  });

  it('reads a null subscription (older shape) as Free', () => {
    expect(subscriptionSummary(null)).toEqual({ planName: 'Free', renewsOn: '—', credits: '0/0', showUpgrade: true });
  });

  it('trusts isActive over the plan name and date', () => {
    const ended = { pricingPlanName: 'Growth Mode', endDate: '2099-01-01T00:00:00Z', tokensQuota: 100, tokensUsed: 100, isActive: false };
    expect(subscriptionSummary(ended).showUpgrade).toBe(true);
  });

  it('falls back to the end date without isActive', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const running = { pricingPlanName: 'Growth Mode', endDate: '2026-12-22T00:00:00Z', tokensQuota: 100, tokensUsed: 3 };
    expect(subscriptionSummary(running, { now }).showUpgrade).toBe(false);
    expect(subscriptionSummary({ ...running, endDate: '2026-10-01T00:00:00Z' }, { now }).showUpgrade).toBe(true);
  });

  it('treats missing counts as zero', () => {
    expect(subscriptionSummary({ pricingPlanName: 'Growth Mode', endDate: null, tokensQuota: null, tokensUsed: null }).credits).toBe('0/0');
  });

  it('formats dates as "Dec 22, 2026" and a dash when missing or invalid', () => {
    expect(formatPlanDate('2026-12-22T00:00:00Z', 'UTC')).toBe('Dec 22, 2026');
    expect(formatPlanDate(null)).toBe('—');
    expect(formatPlanDate('not a date')).toBe('—');
  });
});
