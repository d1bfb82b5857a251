import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeWebSocket, installFakeWebSocket } from '@/lib/outreach/testing/fakeWebSocket';
import { ACME, EVENTS_TICKET } from '../../../test/outreachFixtures';
import { makeUser, mockApi, renderWithRouter, setupUser, type MockRoute } from '../../../test/utils';
import { NotificationBell } from './NotificationBell';

const member = makeUser({ company: ACME });

function notification(overrides: Record<string, unknown> = {}) {
  return {
    notificationId: 31,
    kind: 'alerts.newMatch',
    title: 'Nordic Channel matches your saved search “Cyber in Europe”',
    body: 'Partner Fit Score 97%: it would enter your top 10.',
    link: '/companies?savedSearchId=4',
    data: { savedSearchId: 4, companyId: 12 },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

const READ = notification({
  notificationId: 30,
  kind: 'outreach.decision',
  title: 'Beta Channel accepted your intro request',
  body: '',
  link: '/outreach/requests/41',
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  readAt: '2026-11-20T10:00:00Z',
});

const page = (data: unknown[], unreadCount: number) => ({ data, totalCount: data.length, unreadCount });

/** The bell in a page with the route its links open, and the outreach events socket faked. */
function open(routes: MockRoute[], user = member) {
  const calls = mockApi([
    { path: `/api/users/${user.userId}`, body: user },
    { method: 'POST', path: '/api/outreach/events-ticket', status: 201, body: EVENTS_TICKET },
    ...routes,
  ]);
  const rendered = renderWithRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '*', element: <p>Opened</p> },
    ],
    { session: { token: 'jwt-token', user } },
  );
  return { ...rendered, calls };
}

const bellCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url === '/api/notifications?PageSize=5&Unread=true');

describe('the notification bell', () => {
  let restoreWebSocket: () => void;
  beforeEach(() => {
    restoreWebSocket = installFakeWebSocket();
  });
  afterEach(() => restoreWebSocket());

  it('shows the unread count, and follows the events socket', async () => {
    const bell: MockRoute = { path: '/api/notifications', body: page([notification()], 3) };
    const { calls } = open([bell]);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('bell-unread')).toHaveTextContent('3');
    expect(bellCalls(calls)).toHaveLength(1);

    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    act(() => FakeWebSocket.last()?.serverSends({ type: 'ready' }));
    // Open, it reads the bell again: a notification made before it listened reached no socket.
    await waitFor(() => expect(bellCalls(calls)).toHaveLength(2));
    bell.body = page([notification({ notificationId: 32 }), notification()], 4);
    act(() => FakeWebSocket.last()?.serverSends({ type: 'notification', notificationId: 32, kind: 'alerts.newMatch' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(bellCalls(calls)).toHaveLength(3);

    // Outreach's own events leave the bell alone.
    act(() => FakeWebSocket.last()?.serverSends({ type: 'read', conversationId: 9 }));
    await act(async () => undefined);
    expect(bellCalls(calls)).toHaveLength(3);
  });

  it('says nothing unread with a plain name and no bubble', async () => {
    open([{ path: '/api/notifications', body: page([], 0) }]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('bell-unread')).not.toBeInTheDocument();
  });

  it('opens the panel: newest first, unread marked, with time and link; opening one marks it read', async () => {
    const user = setupUser();
    const { calls, router } = open([
      { path: '/api/notifications', body: page([notification(), READ], 1) },
      { method: 'POST', path: '/api/notifications/31/read', body: { unreadCount: 0 } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // The rest of the page is hidden from assistive technology while the panel is open.
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    const items = await within(panel).findAllByTestId('notification');
    expect(items).toHaveLength(2);
    const unread = within(items[0]).getByRole('link');
    expect(unread).toHaveAccessibleName(
      'Unread: Nordic Channel matches your saved search “Cyber in Europe” Partner Fit Score 97%: it would enter your top 10. 5 min ago',
    );
    expect(unread).toHaveAttribute('href', '/companies?savedSearchId=4');
    expect(within(items[1]).getByRole('link')).toHaveAccessibleName('Beta Channel accepted your intro request 3 days ago');
    // The panel asked for all of them (read and unread), apart from the bell's count.
    expect(calls.some((call) => call.url === '/api/notifications?PageSize=10')).toBe(true);

    await user.click(unread);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/notifications/31/read')).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies'));
    expect(router.state.location.search).toBe('?savedSearchId=4');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('does not mark a read notification again', async () => {
    const user = setupUser();
    const { calls, router } = open([{ path: '/api/notifications', body: page([READ], 0) }]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('link', { name: /Beta Channel accepted/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outreach/requests/41'));
    expect(calls.some((call) => call.url.startsWith("/api/notifications/"))).toBe(false);
  });

  it('marks all read, and the count follows', async () => {
    const user = setupUser();
    const list: MockRoute = { path: '/api/notifications', body: page([notification(), notification({ notificationId: 29 })], 2) };
    const { calls } = open([list, { method: 'POST', path: '/api/notifications/read-all', body: { unreadCount: 0, marked: 2 } }]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByTestId('notification');
    list.body = page([notification({ readAt: '2026-11-26T10:00:00Z' }), notification({ notificationId: 29, readAt: '2026-11-26T10:00:00Z' })], 0);
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/notifications/read-all')).toBe(true));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled());
    expect(within(panel).queryByText('Unread:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('says what shows there when there is nothing yet, and links to the settings', async () => {
    const user = setupUser();
    open([{ path: '/api/notifications', body: page([], 0) }]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(/^Nothing yet\. Intro requests, answers/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/profile#notifications',
    );
  });

  it('opens no socket for a member without a company, and still counts', async () => {
    open([{ path: '/api/notifications', body: page([notification()], 1) }], makeUser());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(FakeWebSocket.all).toHaveLength(0);
  });
});
