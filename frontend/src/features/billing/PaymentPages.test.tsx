import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/router';
import type { UserSubscription } from '@/lib/session/types';
import { makeUser, mockApi, renderWithRouter } from '../../../test/utils';

const FREE: UserSubscription = {
  pricingPlanId: 4,
  pricingPlanName: 'Free',
  endDate: null,
  tokensQuota: 0,
  tokensUsed: 0,
  isActive: false,
  billingPeriod: null,
};
const GROWTH: UserSubscription = {
  pricingPlanId: 1,
  pricingPlanName: 'Growth Mode',
  endDate: '2026-12-22T12:00:00Z',
  tokensQuota: 100,
  tokensUsed: 0,
  isActive: true,
  billingPeriod: 'monthly',
};

describe('payment result pages', () => {
  it('/payments/success re-reads the user, then the profile shows the new plan', async () => {
    const stale = makeUser({ subscription: FREE });
    const fresh = makeUser({ subscription: GROWTH });
    const calls = mockApi([{ path: '/api/users/7', body: fresh }]);
    const { router } = renderWithRouter(routes, {
      initialEntries: ['/payments/success'],
      session: { token: 'jwt', user: stale },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/Your plan is being activated/)).toBeInTheDocument();
    // Loaded once by the session guard, once more because the page invalidated the user.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/users/7').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Your Growth Mode plan is active.')).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Go to your profile' });
    expect(link).toHaveAttribute('href', '/settings/profile');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
    expect(await screen.findByTestId('my-plan')).toHaveTextContent('Growth Mode');
    expect(screen.getByTestId('plan-renews-on')).toHaveTextContent('Dec 22, 2026');
    expect(screen.getByTestId('credits')).toHaveTextContent('0/100');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('/payments/cancel explains and offers Try Again to /pricing', async () => {
    mockApi([
      { path: '/api/users/7', body: makeUser({ subscription: FREE }) },
      { path: '/api/pricing-plans', body: { data: [] } },
    ]);
    const { router } = renderWithRouter(routes, {
      initialEntries: ['/payments/cancel'],
      session: { token: 'jwt', user: makeUser({ subscription: FREE }) },
    });
    expect(await screen.findByText('Something went wrong with your payment.')).toBeInTheDocument();
    const tryAgain = screen.getByRole('link', { name: 'Try Again' });
    expect(tryAgain).toHaveAttribute('href', '/pricing');
    await userEvent.click(tryAgain);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });
});
