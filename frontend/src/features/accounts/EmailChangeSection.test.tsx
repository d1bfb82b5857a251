import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders, type MockRoute } from '../../../test/utils';
import ProfilePage from './ProfilePage';

const NEW = 'ada@initech-labs.com';
const pending = makeUser({ pendingEmail: NEW });

/** The profile of a user whose `GET /api/users/7` answers `route.body` (change it to move on). */
function open(user = pending, extra: MockRoute[] = []) {
  const me: MockRoute = { path: '/api/users/7', body: user };
  // The profile's other sections (the notification settings) answer too.
  const calls = mockApi([me, { path: '/api/notifications/preferences', body: { kinds: [] } }, ...extra]);
  const events = userEvent.setup({ delay: null });
  renderWithProviders(<ProfilePage />, { session: { token: 'jwt', user } });
  return { me, calls, events };
}

const card = () => screen.findByRole('region', { name: 'Confirm your new e-mail' });

describe('e-mail change on the profile', () => {
  it('shows no card without a pending address', async () => {
    open(makeUser());
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your new e-mail' })).not.toBeInTheDocument();
  });

  it('asks for the code once a new address is saved in the form', async () => {
    const { me, calls, events } = open(makeUser(), [{ method: 'PUT', path: '/api/users/7', body: pending }]);
    await events.click(await screen.findByRole('button', { name: 'Edit' }));
    const email = screen.getByLabelText('Email');
    await events.clear(email);
    await events.type(email, NEW);
    me.body = pending; // the server keeps the address and records the new one as pending
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await card()).toHaveTextContent(`We sent a 6-digit code to ${NEW}.`);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ email: NEW });
    expect(screen.getByText('ada@acme.io', { selector: 'dd' })).toBeInTheDocument(); // the account's address is unchanged
  });

  it('asks for the code sent to the new address while the account keeps its own', async () => {
    open();
    const section = await card();
    expect(section).toHaveTextContent(`We sent a 6-digit code to ${NEW}.`);
    expect(section).toHaveTextContent('Until then you keep signing in with ada@acme.io.');
    expect(within(section).getByLabelText('Confirmation code')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Cancel change' })).toBeInTheDocument();
  });

  it('checks the code has six digits before sending it', async () => {
    const { calls, events } = open();
    const section = await card();
    await events.type(within(section).getByLabelText('Confirmation code'), '12');
    await events.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Your one-time password must be 6 characters.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/email/verify'))).toBe(false);
  });

  it('confirms the new address with the code', async () => {
    const { me, calls, events } = open(pending, [
      { method: 'POST', path: '/api/users/7/email/verify', body: makeUser({ email: NEW }) },
    ]);
    const section = await card();
    await events.type(within(section).getByLabelText('Confirmation code'), '123456');
    me.body = makeUser({ email: NEW }); // what the server answers from now on
    await events.click(within(section).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(`Your e-mail address is now ${NEW}.`)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/users/7/email/verify')?.body).toEqual({ otp: '123456' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your new e-mail' })).not.toBeInTheDocument());
    expect(screen.getByText(NEW)).toBeInTheDocument();
  });

  it('shows a wrong code under the field and clears it', async () => {
    const { events } = open(pending, [
      {
        method: 'POST',
        path: '/api/users/7/email/verify',
        status: 400,
        body: {
          status: 400,
          title: 'Oops! The code you entered is incorrect.',
          errors: { otp: ['Oops! The code you entered is incorrect.'] },
          code: 'otpIncorrect',
        },
      },
    ]);
    const section = await card();
    const input = within(section).getByLabelText('Confirmation code');
    await events.type(input, '000000');
    await events.click(within(section).getByRole('button', { name: 'Confirm' }));

    expect(await within(section).findByText('Oops! The code you entered is incorrect.')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Confirm your new e-mail' })).toBeInTheDocument();
  });

  it('says so when the address was taken meanwhile, and the change is gone', async () => {
    const title = 'This email is already used by another account.';
    const { me, events } = open(pending, [
      { method: 'POST', path: '/api/users/7/email/verify', status: 409, body: { status: 409, title, errors: {}, code: 'emailTaken' } },
    ]);
    const section = await card();
    await events.type(within(section).getByLabelText('Confirmation code'), '123456');
    me.body = makeUser();
    await events.click(within(section).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your new e-mail' })).not.toBeInTheDocument());
  });

  it('resends the code', async () => {
    const { calls, events } = open(pending, [
      { method: 'POST', path: '/api/users/7/email/resend', body: { success: true, message: 'Verification code sent!' } },
    ]);
    const section = await card();
    await events.click(within(section).getByRole('button', { name: 'Resend code' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Verification code sent!');
    expect(calls.filter((call) => call.url === '/api/users/7/email/resend')).toHaveLength(1);
  });

  it('shows the wait when a resend comes too soon', async () => {
    const title = 'Please wait 21 seconds before requesting a new code.';
    const { events } = open(pending, [
      {
        method: 'POST',
        path: '/api/users/7/email/resend',
        status: 429,
        body: { status: 429, title, errors: {}, code: 'otpResendTooSoon', retryAfter: 21 },
      },
    ]);
    const section = await card();
    await events.click(within(section).getByRole('button', { name: 'Resend code' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(title);
  });

  it('cancels the change', async () => {
    const { me, calls, events } = open(pending, [
      { method: 'DELETE', path: '/api/users/7/email/pending', body: makeUser() },
    ]);
    const section = await card();
    me.body = makeUser();
    await events.click(within(section).getByRole('button', { name: 'Cancel change' }));

    expect(await screen.findByText('The e-mail change was cancelled. Your address stays the same.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/users/7/email/pending')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your new e-mail' })).not.toBeInTheDocument());
  });
});
