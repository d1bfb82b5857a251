import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/router';
import { makeUser, mockApi, renderWithRouter } from '../../test/utils';

describe('session guard when the account cannot load', () => {
  it('offers Retry (a lazy chunk of its own), and Retry loads the account', async () => {
    const user = makeUser();
    mockApi([{ path: `/api/users/${user.userId}`, status: 503, body: { status: 503, title: 'Unavailable' } }]);
    renderWithRouter(routes, { initialEntries: ['/knowledge-base'], session: { token: 'jwt-token', user } });

    expect(
      await screen.findByText("We couldn't load your account. Please check your connection and try again."),
    ).toBeInTheDocument();

    mockApi([{ path: `/api/users/${user.userId}`, body: user }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
