import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, mockApi, renderScreen, setupUser, type MockRoute } from '../../../test/utils';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

const member = makeUser();

const KINDS = [
  { kind: 'outreach.newRequest', group: 'outreach', label: 'New intro requests', description: 'An intro request to your company.', muted: false },
  { kind: 'outreach.newMessage', group: 'outreach', label: 'New messages', description: 'A message from the other company.', muted: true },
  { kind: 'sequences.stepSent', group: 'sequences', label: 'Follow-ups sent', description: 'A step of your sequence went out.', muted: false },
  { kind: 'alerts.newMatch', group: 'alerts', label: 'New matches for your saved searches', description: 'A company would enter your top results.', muted: false },
];

function open(routes: MockRoute[]) {
  const calls = mockApi([{ path: `/api/users/${member.userId}`, body: member }, ...routes]);
  renderScreen('/settings/profile', <NotificationPreferencesSection />, { session: { token: 'jwt', user: member } });
  return calls;
}

describe('the notification settings', () => {
  it('lists every kind by area, on unless muted', async () => {
    open([{ path: '/api/notifications/preferences', body: { kinds: KINDS } }]);
    const outreach = await screen.findByRole('group', { name: 'Outreach' });
    expect(within(outreach).getByRole('switch', { name: 'New intro requests' })).toBeChecked();
    expect(within(outreach).getByRole('switch', { name: 'New messages' })).not.toBeChecked();
    expect(within(outreach).getByRole('switch', { name: 'New messages' })).toHaveAccessibleDescription(
      'A message from the other company.',
    );
    expect(within(screen.getByRole('group', { name: 'Sequences' })).getByRole('switch', { name: 'Follow-ups sent' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Saved searches' })).getByRole('switch', {
        name: 'New matches for your saved searches',
      }),
    ).toBeChecked();
  });

  it('mutes and unmutes one kind', async () => {
    const user = setupUser();
    const preferences: MockRoute = { path: '/api/notifications/preferences', body: { kinds: KINDS } };
    const calls = open([
      preferences,
      { method: 'PATCH', path: '/api/notifications/preferences', body: { kinds: KINDS } },
    ]);
    const matches = await screen.findByRole('switch', { name: 'New matches for your saved searches' });
    preferences.body = { kinds: KINDS.map((kind) => (kind.kind === 'alerts.newMatch' ? { ...kind, muted: true } : kind)) };
    await user.click(matches);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ muted: { 'alerts.newMatch': true } }),
    );
    expect(await screen.findByText('New matches for your saved searches: muted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'New matches for your saved searches' })).not.toBeChecked());

    await user.click(screen.getByRole('switch', { name: 'New messages' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ muted: { 'outreach.newMessage': false } }),
    );
  });

  it('says when the settings cannot load, with a retry', async () => {
    open([{ path: '/api/notifications/preferences', status: 500, body: { status: 500, title: 'Server error' } }]);
    expect(await screen.findByText("We couldn't load your notification settings.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
