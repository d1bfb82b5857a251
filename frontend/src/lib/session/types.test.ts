import { hasActiveSubscription, planName } from './types';

describe('hasActiveSubscription', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it('follows the server flag when present', () => {
    const base = { pricingPlanName: 'Growth', endDate: '2026-12-22T00:00:00Z', tokensQuota: 100, tokensUsed: 0 };
    expect(hasActiveSubscription({ subscription: { ...base, isActive: true } }, now)).toBe(true);
    expect(hasActiveSubscription({ subscription: { ...base, isActive: false } }, now)).toBe(false);
  });

  it('reads null and the Free object as no subscription', () => {
    expect(hasActiveSubscription({ subscription: null }, now)).toBe(false);
    expect(
      hasActiveSubscription(
        { subscription: { pricingPlanId: 4, pricingPlanName: 'Free', endDate: null, tokensQuota: 0, tokensUsed: 0, isActive: false, billingPeriod: null } },
        now,
      ),
    ).toBe(false);
    expect(planName({ subscription: null })).toBe('Free');
  });

  it('falls back to the end date for the older shape', () => {
    const old = { pricingPlanName: 'Growth', tokensQuota: 100, tokensUsed: 0 };
    expect(hasActiveSubscription({ subscription: { ...old, endDate: '2026-12-22T00:00:00Z' } }, now)).toBe(true);
    expect(hasActiveSubscription({ subscription: { ...old, endDate: '2026-10-22T00:00:00Z' } }, now)).toBe(false);
  });
});
