import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/router';
import { TOKEN_KEY } from '@/lib/session/storage';
import { makeUser, mockApi, renderWithRouter, setupUser } from '../../../../test/utils';

const FAILURE_TITLE = 'Something went wrong. Please make sure the following and try again:';

async function fillAndSubmit(email = 'ada@acme.io', password = 'secret-password') {
  const user = setupUser();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('shows the form with labelled fields and links, and no provider the server does not offer', async () => {
    renderWithRouter(routes, { initialEntries: ['/sign-in?ref=ABC123'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up?ref=ABC123');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with WWPass' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('validates before calling the server', async () => {
    const user = setupUser();
    const calls = mockApi([]);
    renderWithRouter(routes, { initialEntries: ['/sign-in'] });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the failure alert with both hints when the server refuses', async () => {
    const calls = mockApi([
      { method: 'POST', path: '/api/auth/signin', status: 400, body: { status: 400, title: 'Invalid email or password.' } },
    ]);
    renderWithRouter(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILURE_TITLE);
    const hints = within(alert).getAllByRole('listitem').map((item) => item.textContent);
    expect(hints).toEqual(["You're using your business email", 'Your credentials are correct']);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/signin', body: { email: 'ada@acme.io', password: 'secret-password' } });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the same alert when the answer has no token', async () => {
    mockApi([{ method: 'POST', path: '/api/auth/signin', body: { userId: 7 } }]);
    renderWithRouter(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE_TITLE);
  });

  it("shows the server's sentence when rate limited", async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/signin',
        status: 429,
        body: { status: 429, title: 'Too many sign-in attempts. Try again in 5 minutes.', retryAfter: 300 },
      },
    ]);
    renderWithRouter(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-in attempts. Try again in 5 minutes.');
    expect(alert).not.toHaveTextContent(FAILURE_TITLE);
  });

  it('tells a deactivated account so, instead of the credentials hints', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/signin',
        status: 403,
        body: { status: 403, title: 'This account has been deactivated.', errors: {}, code: 'accountInactive' },
      },
    ]);
    renderWithRouter(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account has been deactivated.');
    expect(alert).not.toHaveTextContent(FAILURE_TITLE);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['an active user with a company', makeUser({ company: { companyId: 3, name: 'Acme', logoUrl: null } }), '/'],
    ['an active user without a company', makeUser(), '/my-company'],
    ['a user who has not verified the email', makeUser({ status: 1 }), '/otp'],
  ])('signs in %s and routes to %s', async (_who, user, target) => {
    const calls = mockApi([
      { method: 'POST', path: '/api/auth/signin', body: { authorizationToken: 'jwt-token', userId: 7 } },
      { path: '/api/users/7', body: user },
    ]);
    const { router, store } = renderWithRouter(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('jwt-token');
    expect(store.getState().session.user?.userId).toBe(7);
    const userCall = calls.find((call) => call.url === '/api/users/7');
    expect(userCall?.headers.get('Authorization')).toBe('Bearer jwt-token');
  });

  it('sends a visitor who already has a token to /', async () => {
    mockApi([{ path: '/api/users/7', body: makeUser() }]);
    const { router } = renderWithRouter(routes, {
      initialEntries: ['/sign-in'],
      session: { token: 'jwt-token', user: makeUser() },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
