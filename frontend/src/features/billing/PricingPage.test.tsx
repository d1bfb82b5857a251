import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/router';
import { makeUser, mockApi, renderWithProviders, renderWithRouter, type MockRoute } from '../../../test/utils';
import type { PricingPlan } from './api';
import { PricingPage } from './pages';

const FREE: PricingPlan = {
  pricingPlanId: 4,
  name: 'Free',
  description: 'Start exploring the marketplace.',
  priceMonthly: '0.00',
  priceYearly: '0.00',
  currency: 'USD',
  isCustomPricing: false,
  isAdminOnly: false,
  isFree: true,
  tokensQuota: 0,
  features: ['Company profile'],
  isCurrent: true,
};
const GROWTH: PricingPlan = {
  pricingPlanId: 1,
  name: 'Growth Mode',
  description: 'For teams that partner every week.',
  priceMonthly: '107.00',
  priceYearly: '1070.00',
  currency: 'USD',
  isCustomPricing: false,
  isAdminOnly: false,
  isFree: false,
  tokensQuota: 100,
  features: ['Featured placement for 10 days each month', '10,000+ companies', 'Newsletter of 2,000+ leaders'],
  isCurrent: false,
};
const PARTNER_PRO: PricingPlan = {
  ...GROWTH,
  pricingPlanId: 2,
  name: 'Partner Pro',
  description: 'Tailored for partner organisations.',
  priceMonthly: null,
  priceYearly: null,
  isCustomPricing: true,
  features: ['Everything in Growth Mode'],
};
const TEST_PLAN: PricingPlan = {
  ...GROWTH,
  pricingPlanId: 3,
  name: 'Test',
  description: 'Checks the payment flow.',
  priceMonthly: '1.00',
  priceYearly: '1.00',
  isAdminOnly: true,
  features: [],
};

const session = { token: 'jwt', user: makeUser() };

function open(plans: PricingPlan[] = [FREE, GROWTH, PARTNER_PRO], extra: MockRoute[] = []) {
  const redirect = jest.fn();
  const calls = mockApi([
    { path: '/api/pricing-plans', body: { data: plans } },
    { path: '/api/users/7', body: makeUser() },
    ...extra,
  ]);
  const rendered = renderWithProviders(<PricingPage redirect={redirect} />, { initialEntries: ['/pricing'], session });
  return { ...rendered, calls, redirect };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('pricing page', () => {
  it('shows skeleton cards while the plans load', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.getAllByTestId('plan-skeleton')).toHaveLength(3);
    expect(await screen.findByRole('article', { name: 'Growth Mode' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading plans' })).not.toBeInTheDocument();
  });

  it('renders a card per plan with price, features and the right action', async () => {
    open();
    await screen.findByRole('article', { name: 'Growth Mode' });
    expect(screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Free',
      'Growth Mode',
      'Partner Pro',
    ]);

    const free = card('Free');
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('Current plan', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(free).queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();

    const growth = card('Growth Mode');
    expect(within(growth).getByText('For teams that partner every week.')).toBeInTheDocument();
    expect(within(growth).getByText('$107 / month')).toBeInTheDocument();
    expect(within(within(growth).getByRole('list', { name: 'Growth Mode features' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(growth).getByRole('button', { name: 'Upgrade to Growth Mode' })).toBeEnabled();
    expect(within(growth).queryByText('Current plan')).not.toBeInTheDocument();

    const pro = card('Partner Pro');
    expect(within(pro).getByText('Custom pricing')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Contact Sales' })).toBeInTheDocument();
    expect(within(pro).queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Admin only')).not.toBeInTheDocument();
  });

  it('switches between monthly and yearly prices', async () => {
    open();
    await screen.findByRole('article', { name: 'Growth Mode' });
    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: 'Yearly' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(within(card('Growth Mode')).getByText('$1,070 / year')).toBeInTheDocument();
    expect(within(card('Free')).getByText('$0')).toBeInTheDocument();
    // Clicking the pressed button keeps the choice.
    await userEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(monthly);
    expect(within(card('Growth Mode')).getByText('$107 / month')).toBeInTheDocument();
  });

  it('marks admin-only plans', async () => {
    open([FREE, GROWTH, PARTNER_PRO, TEST_PLAN]);
    const test = await screen.findByRole('article', { name: 'Test' });
    expect(within(test).getByText('Admin only')).toBeInTheDocument();
    expect(within(test).getByText('$1 / month')).toBeInTheDocument();
    expect(within(test).getByRole('button', { name: 'Upgrade to Test' })).toBeInTheDocument();
    expect(within(card('Growth Mode')).queryByText('Admin only')).not.toBeInTheDocument();
  });

  it('shows the current paid plan as current', async () => {
    open([{ ...FREE, isCurrent: false }, { ...GROWTH, isCurrent: true }, PARTNER_PRO]);
    const growth = await screen.findByRole('article', { name: 'Growth Mode' });
    expect(within(growth).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(within(card('Free')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts the checkout with the chosen period and goes to the checkout URL', async () => {
    const { calls, redirect } = open(undefined, [
      { method: 'POST', path: '/api/payments/checkout', body: { checkoutUrl: 'http://localhost/checkout/local/cs_123' } },
    ]);
    await screen.findByRole('article', { name: 'Growth Mode' });
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    await userEvent.click(within(card('Growth Mode')).getByRole('button', { name: 'Upgrade to Growth Mode' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://localhost/checkout/local/cs_123'));
    expect(calls.find((call) => call.url === '/api/payments/checkout')).toMatchObject({
      method: 'POST',
      body: {
        pricingPlanId: 1,
        successUrl: 'http://localhost/payments/success',
        cancelUrl: 'http://localhost/payments/cancel',
        billingPeriod: 'yearly',
      },
    });
    // The button stays busy while the browser leaves for the provider.
    expect(within(card('Growth Mode')).getByRole('progressbar')).toBeInTheDocument();
  });

  it("shows the server's reason when the checkout cannot start", async () => {
    const { redirect } = open(undefined, [
      {
        method: 'POST',
        path: '/api/payments/checkout',
        status: 409,
        body: { status: 409, title: 'You already have this plan.', code: 'alreadySubscribed' },
      },
    ]);
    await screen.findByRole('article', { name: 'Growth Mode' });
    const button = within(card('Growth Mode')).getByRole('button', { name: 'Upgrade to Growth Mode' });
    await userEvent.click(button);
    expect(await screen.findByText('You already have this plan.')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(card('Growth Mode')).queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => undefined);
  });

  it('shows a generic message on a network failure', async () => {
    open(undefined, [{ method: 'POST', path: '/api/payments/checkout', networkError: true }]);
    await screen.findByRole('article', { name: 'Growth Mode' });
    await userEvent.click(within(card('Growth Mode')).getByRole('button', { name: 'Upgrade to Growth Mode' }));
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('opens Contact Sales with the custom pricing topic and sends it', async () => {
    const { calls } = open(undefined, [{ method: 'POST', path: '/api/contact-us', status: 201, body: { success: true } }]);
    await screen.findByRole('article', { name: 'Partner Pro' });
    await userEvent.click(within(card('Partner Pro')).getByRole('button', { name: 'Contact Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Sales' });
    expect(within(dialog).getByRole('combobox', { name: 'Topic' })).toHaveTextContent('Custom pricing plan');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'We have 40 partner managers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We received your message and will get back to you soon.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/contact-us')?.body).toEqual({
      title: 'Custom pricing plan',
      text: 'We have 40 partner managers.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    const calls = mockApi([{ path: '/api/pricing-plans', status: 500, body: { status: 500, title: 'Server error' } }]);
    renderWithProviders(<PricingPage redirect={jest.fn()} />, { session });
    expect(await screen.findByText("We couldn't load the plans. Please check your connection and try again.")).toBeInTheDocument();
    mockApi([{ path: '/api/pricing-plans', body: { data: [FREE, GROWTH] } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Growth Mode' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/pricing-plans')).toHaveLength(1);
  });

  it('is the /pricing route, reached from the Plans menu item', async () => {
    mockApi([
      { path: '/api/users/7', body: makeUser() },
      { path: '/api/pricing-plans', body: { data: [FREE, GROWTH, PARTNER_PRO] } },
    ]);
    renderWithRouter(routes, { initialEntries: ['/'], session });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Plans' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Growth Mode' })).toBeInTheDocument();
  });
});
