import { screen, waitFor, within } from '@testing-library/react';
import { makeSavedSearch } from '../../../test/alertFixtures';
import { makeUser, mockApi, renderScreen, setupUser, type MockRoute, type RecordedCall } from '../../../test/utils';
import { SavedSearchesPage } from './SavedSearchesPage';

const member = makeUser({ company: { companyId: 3, name: 'Acme Cloud', logoUrl: null } });

function open(routes: MockRoute[]) {
  const calls = mockApi([{ path: `/api/users/${member.userId}`, body: member }, ...routes]);
  const rendered = renderScreen('/saved-searches', <SavedSearchesPage />, { session: { token: 'jwt', user: member } });
  return { ...rendered, calls };
}

const list = (data = [makeSavedSearch()]): MockRoute => ({ path: '/api/saved-searches', body: { data, totalCount: data.length } });
const patches = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PATCH');

const DAILY = makeSavedSearch({
  savedSearchId: 5,
  name: 'Fintech anywhere',
  frequency: 2,
  emailAlerts: false,
  topN: 10,
  alertsCount: 3,
  pendingCount: 2,
  lastAlertAt: '2026-11-25T10:00:00Z',
  filters: { targertIndustries: [{ id: 2, name: 'Fintech & Payments' }], isIndustryAgnostic: false, targetGeoRegions: [], isGeoGlobal: true, targetMarketSegments: [{ id: 2, name: 'Mid-market' }] },
});

describe('the saved searches', () => {
  it('lists each with its criteria, what its alerts found, its frequency and e-mails, and how to open it', async () => {
    const { calls } = open([list([makeSavedSearch(), DAILY])]);
    const first = await screen.findByRole('article', { name: 'Cyber in Europe' });
    expect(within(within(first).getByRole('list', { name: 'Criteria' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cybersecurity',
      'Western Europe',
    ]);
    expect(first).toHaveTextContent('Top 15 watched · no alerts yet');
    expect(within(first).getByRole('combobox', { name: 'Alerts' })).toHaveTextContent('Instant');
    expect(within(first).getByRole('switch', { name: 'By e-mail too' })).toBeChecked();
    const openLink = within(first).getByRole('link', { name: 'Open in discovery' });
    expect(openLink).toHaveAttribute('href', '/companies?savedSearchId=4');
    // Said before the click: opening fills the criteria in, running them spends credits.
    expect(openLink).toHaveAccessibleDescription(/running the search there uses one search credit for each company shown/);

    const second = screen.getByRole('article', { name: 'Fintech anywhere' });
    expect(second).toHaveTextContent('Fintech & PaymentsGlobalMid-market');
    expect(second).toHaveTextContent('Top 10 watched · 3 companies alerted, the last on 25 Nov 2026 · 2 waiting for the next digest');
    expect(within(second).getByRole('switch', { name: 'By e-mail too' })).not.toBeChecked();
    expect(calls.find((call) => call.url.startsWith('/api/saved-searches'))?.url).toBe('/api/saved-searches?PageNumber=1&PageSize=50');
  });

  it('changes the frequency and the e-mails in place', async () => {
    const user = setupUser();
    const { calls } = open([list([DAILY]), { method: 'PATCH', path: '/api/saved-searches/5', body: DAILY }]);
    const card = await screen.findByRole('article', { name: 'Fintech anywhere' });
    expect(within(card).getByText('Off or Instant drops those waiting for the digest.')).toBeInTheDocument();
    await user.click(within(card).getByRole('combobox', { name: 'Alerts' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(patches(calls)[0]?.body).toEqual({ frequency: 3 }));
    expect(await screen.findByText('Weekly alerts for “Fintech anywhere”.')).toBeInTheDocument();
    await user.click(within(card).getByRole('switch', { name: 'By e-mail too' }));
    await waitFor(() => expect(patches(calls)[1]?.body).toEqual({ emailAlerts: true }));
    expect(patches(calls).every((call) => call.url === '/api/saved-searches/5')).toBe(true);
  });

  it("renames one, with the API's message for a bad name", async () => {
    const user = setupUser();
    const rename: MockRoute = {
      method: 'PATCH',
      path: '/api/saved-searches/4',
      status: 400,
      body: { status: 400, title: 'Please correct the errors and try again.', errors: { name: ['The name must be 1 to 100 characters.'] } },
    };
    const { calls } = open([list(), rename]);
    await user.click(await screen.findByRole('button', { name: 'Rename Cyber in Europe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Cyber in Europe”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('The name must be 1 to 100 characters.')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
    await user.type(name, 'Security, Europe');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(patches(calls)[0]?.body).toEqual({ name: 'Security, Europe' }));
    rename.status = 200;
    rename.body = makeSavedSearch({ name: 'Security, Europe' });
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes one after confirming', async () => {
    const user = setupUser();
    const { calls } = open([list(), { method: 'DELETE', path: '/api/saved-searches/4', status: 204 }]);
    await user.click(await screen.findByRole('button', { name: 'Delete Cyber in Europe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Cyber in Europe”?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/saved-searches/4')).toBe(true));
    expect(await screen.findByText('“Cyber in Europe” is deleted.')).toBeInTheDocument();
  });

  it('says what to do when there is none', async () => {
    open([list([])]);
    expect(await screen.findByText(/^No saved searches yet\. Run a search in AI Partner Discovery/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find partners' })).toHaveAttribute('href', '/companies');
  });
});
