import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, setupUser } from '../../../test/utils';
import { SignInMethodsSection } from './SignInMethodsSection';

const SESSION = { token: 't', user: null };

describe('sign-in methods on the profile', () => {
  it('shows each offered provider as linked or with a Link button', async () => {
    mockApi([
      { method: 'GET', path: '/api/auth/identities', body: { linked: ['google'], available: { google: true, wwpass: true } } },
    ]);
    renderWithProviders(<SignInMethodsSection />, { session: SESSION });
    const section = await screen.findByRole('region', { name: 'Sign-in methods' });
    expect(within(section).getByText('Linked')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Link WWPass' })).toBeEnabled();
    expect(within(section).queryByRole('button', { name: 'Link Google' })).not.toBeInTheDocument();
  });

  it('is absent when the server offers no provider', async () => {
    const calls = mockApi([
      { method: 'GET', path: '/api/auth/identities', body: { linked: [], available: { google: false, wwpass: false } } },
    ]);
    renderWithProviders(<SignInMethodsSection />, { session: SESSION });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Sign-in methods' })).not.toBeInTheDocument();
  });

  it('links a provider: the server starts the attempt and the browser goes to the provider', async () => {
    const calls = mockApi([
      { method: 'GET', path: '/api/auth/identities', body: { linked: [], available: { google: false, wwpass: true } } },
      { method: 'POST', path: '/api/auth/link/wwpass/start', body: { authorizationUrl: 'https://idp.example/auth?state=s' } },
    ]);
    const redirect = jest.fn();
    const user = setupUser();
    renderWithProviders(<SignInMethodsSection redirect={redirect} />, { session: SESSION });
    await user.click(await screen.findByRole('button', { name: 'Link WWPass' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://idp.example/auth?state=s'));
    expect(calls.map((call) => call.url)).toContain('/api/auth/link/wwpass/start');
    expect(window.sessionStorage.getItem('pm.provider.linking')).toBe('wwpass');
  });
});
