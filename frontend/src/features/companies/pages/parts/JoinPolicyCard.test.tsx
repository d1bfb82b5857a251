import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders, type MockRoute } from '../../../../../test/utils';
import { JoinPolicyCard } from './JoinPolicyCard';

const POLICY = '/api/companies/3/join-policy';

function open(extra: MockRoute[] = [], policy: 'ask' | 'auto' = 'ask') {
  const current: MockRoute = { path: POLICY, body: { domainJoinPolicy: policy } };
  const calls = mockApi([current, ...extra]);
  const events = userEvent.setup({ delay: null });
  renderWithProviders(<JoinPolicyCard companyId={3} />, { session: { token: 'jwt', user: makeUser() } });
  return { calls, current, events };
}

const setting = () => screen.findByRole('radiogroup', { name: 'Joining by e-mail domain' });

describe('joining by e-mail domain (company admins)', () => {
  it('shows the current choice, "ask" by default', async () => {
    open();
    const group = await setting();
    expect(within(group).getByRole('radio', { name: /Ask the company admins/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Let them join at once' })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Joining by e-mail domain' })).toHaveTextContent(
      "Colleagues whose verified e-mail address is on your company's website domain.",
    );
  });

  it('saves a new choice at once', async () => {
    const { calls, current, events } = open([{ method: 'PUT', path: POLICY, body: { domainJoinPolicy: 'auto' } }]);
    const group = await setting();
    current.body = { domainJoinPolicy: 'auto' };
    await events.click(within(group).getByRole('radio', { name: 'Let them join at once' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ domainJoinPolicy: 'auto' });
    expect(within(group).getByRole('radio', { name: 'Let them join at once' })).toBeChecked();
  });

  it("shows the server's refusal and keeps the saved choice", async () => {
    const title = "Only this company's admins can do this.";
    const { events } = open([
      { method: 'PUT', path: POLICY, status: 403, body: { status: 403, title, errors: {}, code: 'notCompanyEditor' } },
    ]);
    const group = await setting();
    await events.click(within(group).getByRole('radio', { name: 'Let them join at once' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(within(group).getByRole('radio', { name: /Ask the company admins/ })).toBeChecked();
  });

  it('offers a retry when the setting cannot be loaded', async () => {
    mockApi([{ path: POLICY, networkError: true }]);
    renderWithProviders(<JoinPolicyCard companyId={3} />, { session: { token: 'jwt', user: makeUser() } });
    expect(await screen.findByText("We couldn't load this setting.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
