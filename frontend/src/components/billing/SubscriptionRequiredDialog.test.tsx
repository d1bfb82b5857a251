import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockApi, renderWithRouter } from '../../../test/utils';
import { SUBSCRIPTION_REQUIRED_MESSAGE, SubscriptionRequiredDialog } from './SubscriptionRequiredDialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open agent
      </button>
      <SubscriptionRequiredDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function render() {
  mockApi([]);
  return renderWithRouter([
    { path: '/', element: <Harness /> },
    { path: '/pricing', element: <h1>Pricing screen</h1> },
  ]);
}

describe('Subscription Required dialog', () => {
  it('shows the spec text word for word', () => {
    render();
    const dialog = screen.getByRole('dialog', { name: 'Subscription Required' });
    expect(SUBSCRIPTION_REQUIRED_MESSAGE).toBe(
      'To access GPT agents and advanced AI features, you need an active subscription.',
    );
    expect(dialog).toHaveAccessibleDescription(
      'To access GPT agents and advanced AI features, you need an active subscription.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  });

  it('closes with Close', async () => {
    render();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to /pricing with View plans', async () => {
    const { router } = render();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'View plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(screen.getByRole('heading', { name: 'Pricing screen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
