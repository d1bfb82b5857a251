import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../../test/utils';
import { SubscriptionInfo } from './SubscriptionInfo';

function block() {
  return screen.getByRole('region', { name: 'Subscription info' });
}

function row(label: string) {
  const term = within(block()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('Subscription info block', () => {
  beforeEach(() => mockApi([]));

  it('shows an active plan: name, renewal date and credits, no upgrade', () => {
    renderWithProviders(
      <SubscriptionInfo
        subscription={{
          pricingPlanId: 1,
          pricingPlanName: 'Growth Mode',
          endDate: '2026-12-22T12:00:00Z',
          tokensQuota: 100,
          tokensUsed: 7,
          isActive: true,
          billingPeriod: 'monthly',
        }}
      />,
    );
    expect(row('My plan')).toHaveTextContent('Growth Mode');
    expect(row('Plan renews on')).toHaveTextContent('Dec 22, 2026');
    expect(row('Credits')).toHaveTextContent('7/100');
    expect(within(block()).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('shows Free with a dash, 0/0 and the Upgrade link', () => {
    renderWithProviders(
      <SubscriptionInfo
        subscription={{
          pricingPlanId: 4,
          pricingPlanName: 'Free',
          endDate: null,
          tokensQuota: 0,
          tokensUsed: 0,
          isActive: false,
          billingPeriod: null,
        }}
      />,
    );
    expect(row('My plan')).toHaveTextContent('Free');
    expect(row('Plan renews on')).toHaveTextContent('—');
    expect(row('Credits')).toHaveTextContent('0/0');
    expect(within(block()).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('copes with the older null subscription', () => {
    renderWithProviders(<SubscriptionInfo subscription={null} />);
    expect(row('My plan')).toHaveTextContent('Free');
    expect(row('Credits')).toHaveTextContent('0/0');
    expect(within(block()).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
  });
});
