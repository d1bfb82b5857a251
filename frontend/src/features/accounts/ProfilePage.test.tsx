import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/router';
import { makeUser, mockApi, renderWithRouter } from '../../../test/utils';

function open(user = makeUser(), extra: Parameters<typeof mockApi>[0] = []) {
  const calls = mockApi([
    { path: '/api/users/7', body: user },
    { path: '/api/notifications/preferences', body: { kinds: [] } },
    ...extra,
  ]);
  const rendered = renderWithRouter(routes, { initialEntries: ['/settings/profile'], session: { token: 'jwt', user } });
  return { ...rendered, calls };
}

describe('profile page', () => {
  it('shows details, the referral link and the Free plan with an upgrade link', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'User profile' })).toBeInTheDocument();
    expect(screen.getByText('The more precise your profile, the better your matches.')).toBeInTheDocument();
    expect(screen.getByTestId('referral-link')).toHaveTextContent('http://localhost/sign-up?ref=K3F9QX2A');
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
    const subscription = screen.getByRole('region', { name: 'Subscription info' });
    expect(within(subscription).getByText('Free')).toBeInTheDocument();
    expect(within(subscription).getByText('—')).toBeInTheDocument();
    expect(within(subscription).getByText('0/0')).toBeInTheDocument();
    expect(within(subscription).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the Free subscription object like Free', async () => {
    open(
      makeUser({
        subscription: {
          pricingPlanId: 4,
          pricingPlanName: 'Free',
          endDate: null,
          tokensQuota: 0,
          tokensUsed: 0,
          isActive: false,
          billingPeriod: null,
        },
      }),
    );
    const subscription = await screen.findByRole('region', { name: 'Subscription info' });
    expect(within(subscription).getByText('Free')).toBeInTheDocument();
    expect(within(subscription).getByText('—')).toBeInTheDocument();
    expect(within(subscription).getByText('0/0')).toBeInTheDocument();
    expect(within(subscription).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a paid plan without the upgrade link', async () => {
    open(
      makeUser({
        subscription: {
          pricingPlanId: 1,
          pricingPlanName: 'Growth',
          endDate: '2099-12-01T12:00:00Z',
          tokensQuota: 100,
          tokensUsed: 12,
          isActive: true,
          billingPeriod: 'monthly',
        },
      }),
    );
    const subscription = await screen.findByRole('region', { name: 'Subscription info' });
    expect(within(subscription).getByText('Growth')).toBeInTheDocument();
    expect(within(subscription).getByText('12/100')).toBeInTheDocument();
    expect(within(subscription).getByText('Dec 1, 2099')).toBeInTheDocument();
    expect(within(subscription).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('asks before discarding edits', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent("Are you sure you want to cancel? Any changes you've made will be lost.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByLabelText('First name')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('validates and saves the profile', async () => {
    const { calls } = open(makeUser(), [
      { method: 'PUT', path: '/api/users/7', body: makeUser({ firstName: 'Augusta' }) },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const firstName = screen.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, '  ');
    await userEvent.type(screen.getByLabelText('LinkedIn'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();

    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.clear(screen.getByLabelText('LinkedIn'));
    await userEvent.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User details updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      userId: 7,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'ada@acme.io',
      linkedInUrl: 'https://www.linkedin.com/in/augusta',
      timeZone: 'UTC',
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("shows the member's time zone and changes it, with the API's message for an unknown one", async () => {
    const user = makeUser({ timeZone: 'Europe/Berlin' });
    const { calls } = open(user, [
      {
        method: 'PUT',
        path: '/api/users/7',
        status: 400,
        body: {
          status: 400,
          title: 'Please correct the errors and try again.',
          errors: { timeZone: ['Choose a time zone from the list (an IANA name such as Europe/Berlin).'] },
        },
      },
    ]);
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(within(details).getByText('Europe/Berlin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/Berlin');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose a time zone from the list (an IANA name such as Europe/Berlin).'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ timeZone: 'Mars/Olympus' });
  });

  it('offers the time zones this browser knows', async () => {
    open(makeUser({ timeZone: 'UTC' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Asia/Tok');
    await userEvent.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    expect(zone).toHaveValue('Asia/Tokyo');
  });

  it('shows only field errors when the update fails', async () => {
    open(makeUser(), [
      {
        method: 'PUT',
        path: '/api/users/7',
        status: 400,
        body: { status: 400, title: 'Validation failed.', errors: { email: ['This email is already in use.'] } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.queryByText('Validation failed.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
