import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithRouter } from '../../../test/utils';
import { AlertsUnsubscribePage } from './AlertsUnsubscribePage';

/** The page as the e-mail's link opens it: no session at all. */
function open(search: string) {
  return renderWithRouter([{ path: '/alerts/unsubscribe', element: <AlertsUnsubscribePage /> }], {
    initialEntries: [`/alerts/unsubscribe${search}`],
  });
}

describe('the alert e-mails unsubscribe page', () => {
  it("turns one saved search's e-mails off as it opens, without signing in, and names it", async () => {
    const calls = mockApi([
      { method: 'POST', path: '/api/alerts/unsubscribe', body: { savedSearchId: 4, name: 'Cyber in Europe', emailAlerts: false } },
    ]);
    open('?token=abc.def');
    expect(
      await screen.findByText(/^E-mail alerts for your saved search “Cyber in Europe” are off: you will no longer get them\./),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/alerts/unsubscribe?token=abc.def', body: { token: 'abc.def' } });
    expect(calls[0].headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'your saved searches' })).toHaveAttribute('href', '/saved-searches');
    expect(document.title).toBe('Saved-search alert e-mails · PartnerMatch');
  });

  it("says when a digest's link turned all of them off", async () => {
    mockApi([{ method: 'POST', path: '/api/alerts/unsubscribe', body: { savedSearchId: null, name: null, emailAlerts: false } }]);
    open('?token=all');
    expect(await screen.findByText(/^E-mail alerts for all your saved searches are off/)).toBeInTheDocument();
  });

  it.each([
    ['unsubscribeLinkExpired', 'This unsubscribe link has expired. Change your alerts in your saved searches.'],
    ['unsubscribeLinkInvalid', 'This unsubscribe link is not valid.'],
  ])('says why a link does not work (%s)', async (code, title) => {
    mockApi([{ method: 'POST', path: '/api/alerts/unsubscribe', status: 400, body: { status: 400, title, errors: {}, code } }]);
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
