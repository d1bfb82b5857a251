import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/router';
import { resetAppConfigCache } from '@/lib/config';
import { rememberAttempt } from '@/lib/signInProviders';
import { TOKEN_KEY } from '@/lib/session/storage';
import { makeUser, mockApi, renderWithProviders, renderWithRouter, setupUser } from '../../../../test/utils';
import { ProviderButtons } from '../components/ProviderButtons';
import { CONSENT_DENIED_MESSAGE } from './providerSignIn';

function configure({ google = true, wwpass = true } = {}) {
  const script = document.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ apiKey: 'k', googleSignInEnabled: google, passwordlessSignInEnabled: wwpass });
  document.head.appendChild(script);
  resetAppConfigCache();
}

afterEach(() => {
  document.getElementById('app-config')?.remove();
  resetAppConfigCache();
  window.sessionStorage.clear();
});

const AUTH = { authorizationToken: 'provider-token', userId: 7 };

describe('provider buttons', () => {
  it('shows only the providers the server offers', async () => {
    configure({ google: false, wwpass: true });
    renderWithProviders(<ProviderButtons />);
    expect(await screen.findByRole('button', { name: 'Continue with WWPass' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('asks the server to start the attempt, keeps the referral and goes to the provider', async () => {
    configure();
    const calls = mockApi([
      {
        method: 'POST',
        path: '/api/auth/signin/google/start',
        body: { authorizationUrl: 'https://accounts.example/auth?state=s' },
      },
    ]);
    const redirect = jest.fn();
    const user = setupUser();
    renderWithProviders(<ProviderButtons referralCode="ABC123" redirect={redirect} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://accounts.example/auth?state=s'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { referralCode: 'ABC123' } });
  });

  it("says why when the attempt cannot start", async () => {
    configure();
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/signin/wwpass/start',
        status: 503,
        body: { status: 503, title: 'The sign-in provider could not be reached. Please try again in a moment.' },
      },
    ]);
    const redirect = jest.fn();
    const user = setupUser();
    renderWithProviders(<ProviderButtons redirect={redirect} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with WWPass' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in provider could not be reached. Please try again in a moment.',
    );
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('the provider sends the browser back', () => {
  it('/wwpass-callback signs in with the code and goes to /my-company without a company', async () => {
    configure();
    const calls = mockApi([
      { method: 'POST', path: '/api/auth/signin/wwpass', body: AUTH },
      { method: 'GET', path: '/api/users/7', body: makeUser({ userId: 7, company: null }) },
    ]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/wwpass-callback?code=the-code&state=the-state'] });
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-company'));
    expect(calls[0]).toMatchObject({ url: '/api/auth/signin/wwpass', body: { code: 'the-code', state: 'the-state' } });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('provider-token');
  });

  it('Google comes back to /sign-in and a member with a company lands on /', async () => {
    configure();
    mockApi([
      { method: 'POST', path: '/api/auth/signin/google', body: AUTH },
      {
        method: 'GET',
        path: '/api/users/7',
        body: makeUser({ userId: 7, company: { companyId: 3, name: 'Acme', logoUrl: null } as never }),
      },
    ]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/sign-in?code=c&state=s'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a cancelled consent lands on /sign-in with the reason', async () => {
    configure();
    const calls = mockApi([]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/wwpass-callback?error=access_denied&state=s'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_DENIED_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it('a free-mail address gets the sign-in failure alert', async () => {
    configure();
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/signin/google',
        status: 400,
        body: { status: 400, title: 'Please use your business email address.', code: 'businessEmailRequired' },
      },
    ]);
    renderWithRouter(routes, { initialEntries: ['/sign-in?code=c&state=s'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please make sure the following and try again:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "You're using your business email",
      'Your credentials are correct',
    ]);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('an expired or reused code lands on /sign-in with the server\'s reason', async () => {
    configure();
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/signin/wwpass',
        status: 400,
        body: {
          status: 400,
          title: 'The sign-in code has expired or was already used. Please sign in again.',
          code: 'providerCodeInvalid',
        },
      },
    ]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/wwpass-callback?code=old&state=s'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in code has expired or was already used. Please sign in again.',
    );
  });

  it('a link asked for from the profile goes back to the profile', async () => {
    configure();
    rememberAttempt('wwpass', 'link');
    mockApi([
      { method: 'POST', path: '/api/auth/signin/wwpass', body: AUTH },
      { method: 'GET', path: '/api/users/7', body: makeUser({ userId: 7 }) },
      { method: 'GET', path: '/api/auth/identities', body: { linked: ['wwpass'], available: { google: true, wwpass: true } } },
    ]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/wwpass-callback?code=c&state=s'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/profile'));
  });

  it('without a code the callback says the link is incomplete', async () => {
    configure();
    renderWithRouter(routes, { initialEntries: ['/wwpass-callback'] });
    expect(await screen.findByText('The sign-in link is incomplete: it has no code.')).toBeInTheDocument();
  });
});
