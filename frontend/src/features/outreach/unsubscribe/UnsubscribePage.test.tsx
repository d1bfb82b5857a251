import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithRouter, setupUser } from '../../../../test/utils';
import { UnsubscribePage } from './UnsubscribePage';

const PREVIEW = { kind: 'newMessage', label: 'new messages in conversations', subscribed: true };

/** The page as the e-mail's link opens it: no session at all. */
function open(search: string) {
  return renderWithRouter([{ path: '/outreach/unsubscribe', element: <UnsubscribePage /> }], {
    initialEntries: [`/outreach/unsubscribe${search}`],
  });
}

describe('the one-click unsubscribe page', () => {
  it('says what the link turns off, and turns it off with one click, without signing in', async () => {
    const user = setupUser();
    const calls = mockApi([
      { path: '/api/outreach/unsubscribe', body: PREVIEW },
      { method: 'POST', path: '/api/outreach/unsubscribe', body: { ...PREVIEW, subscribed: false } },
    ]);
    open('?token=abc.def');
    expect(await screen.findByText('Stop getting e-mails about new messages in conversations?')).toBeInTheDocument();
    // Opening the link changed nothing (a mail scanner following it cannot unsubscribe anyone).
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/outreach/unsubscribe?token=abc.def']);
    expect(calls[0].headers.get('Authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Done: you will no longer get e-mails about new messages in conversations.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/outreach/unsubscribe?token=abc.def');
    expect(post?.body).toEqual({ token: 'abc.def' });
    expect(screen.getByRole('link', { name: 'Outreach settings' })).toHaveAttribute('href', '/outreach/settings');
  });

  it('says when these e-mails are already off', async () => {
    mockApi([{ path: '/api/outreach/unsubscribe', body: { ...PREVIEW, subscribed: false } }]);
    open('?token=abc.def');
    expect(await screen.findByText('E-mails about new messages in conversations are already off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it.each([
    ['unsubscribeLinkExpired', 'This unsubscribe link has expired. Change your e-mails in Outreach settings.'],
    ['unsubscribeLinkInvalid', 'This unsubscribe link is not valid.'],
  ])('says why a link does not work (%s)', async (code, title) => {
    mockApi([{ path: '/api/outreach/unsubscribe', status: 400, body: { status: 400, title, code } }]);
    open('?token=old');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says a link without a token is not valid, asking nothing', async () => {
    const calls = mockApi([]);
    open('');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
