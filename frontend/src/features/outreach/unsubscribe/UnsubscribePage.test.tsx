import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithRouter } from '../../../../test/utils';
import { UnsubscribePage } from './UnsubscribePage';

const TURNED_OFF = { kind: 'newMessage', label: 'new messages in conversations', subscribed: false };

/** The page as the e-mail's link opens it: no session at all. */
function open(search: string) {
  return renderWithRouter([{ path: '/outreach/unsubscribe', element: <UnsubscribePage /> }], {
    initialEntries: [`/outreach/unsubscribe${search}`],
  });
}

describe('the one-click unsubscribe page', () => {
  it('turns the kind of e-mail off as it opens, without signing in, and says what it turned off', async () => {
    const calls = mockApi([{ method: 'POST', path: '/api/outreach/unsubscribe', body: TURNED_OFF }]);
    open('?token=abc.def');
    expect(
      await screen.findByText('E-mails about new messages in conversations are off: you will no longer get them.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/outreach/unsubscribe?token=abc.def', body: { token: 'abc.def' } });
    expect(calls[0].headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Outreach settings' })).toHaveAttribute('href', '/outreach/settings');
  });

  it.each([
    ['unsubscribeLinkExpired', 'This unsubscribe link has expired. Change your e-mails in Outreach settings.'],
    ['unsubscribeLinkInvalid', 'This unsubscribe link is not valid.'],
  ])('says why a link does not work (%s)', async (code, title) => {
    mockApi([{ method: 'POST', path: '/api/outreach/unsubscribe', status: 400, body: { status: 400, title, code } }]);
    open('?token=old');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByText(/are off/)).not.toBeInTheDocument();
  });

  it('says a link without a token is not valid, asking nothing', async () => {
    const calls = mockApi([]);
    open('');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
