import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/router';
import { FakeWebSocket, installFakeWebSocket } from '@/lib/outreach/testing/fakeWebSocket';
import { SIDEBAR_COOKIE_NAME } from '@/lib/sidebarCookie';
import { ACME, EVENTS_TICKET, makeSummary } from '../../test/outreachFixtures';
import { makeUser, mockApi, renderWithRouter, setupUser, type MockRoute } from '../../test/utils';

// The creation wizard's description editor: a plain textarea here (tiptap is tested on its own).
jest.mock('@/components/rich-text/LazyRichTextEditor', () =>
  jest
    .requireActual<typeof import('../../test/companyFixtures')>('../../test/companyFixtures')
    .mockRichTextEditorModule(),
);

const admin = makeUser({ isAdmin: true, roles: [{ id: 1, name: 'Admin' }] });

function signedIn(user = makeUser(), path = '/') {
  const calls = mockApi([
    { path: `/api/users/${user.userId}`, body: user },
    { path: '/api/gpt-agents', body: { data: [] } },
    { method: 'POST', path: '/api/auth/signout', status: 204 },
    { method: 'POST', path: '/api/contact-us', status: 201, body: {} },
  ]);
  const rendered = renderWithRouter(routes, { initialEntries: [path], session: { token: 'jwt-token', user } });
  return { ...rendered, calls };
}

function clearSidebarCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('session guard', () => {
  it('sends a visitor without a token to /sign-in', async () => {
    const { router } = renderWithRouter(routes, { initialEntries: ['/companies'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('sends a user who is not Active to /otp', async () => {
    const { router } = signedIn(makeUser({ status: 1 }), '/my-company');
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
  });

  it('shows a progress indicator while the user loads', async () => {
    signedIn(makeUser(), '/pricing');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
  });

  it('sends a non-admin from the admin area to /403, inside the layout', async () => {
    const user = setupUser();
    const { router } = signedIn(makeUser(), '/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(await screen.findByText("Oops! You're not allowed to access this page.")).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).not.toHaveTextContent('Admin');
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets an admin in', async () => {
    signedIn(admin, '/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    renderWithRouter(routes, { initialEntries: ['/no/such/page'] });
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('shows the not-found page inside the layout to a signed-in member', async () => {
    signedIn(makeUser(), '/404');
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('redirects /settings to /settings/profile', async () => {
    const { router } = signedIn(makeUser(), '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'User profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
  });
});

describe('signed-in layout', () => {
  beforeEach(clearSidebarCookie);

  it('lists the main menu in order and hides the admin group from members', async () => {
    signedIn();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    const expected = [
      'Home',
      'My Company',
      'Partner Pipeline',
      'Partner Program Hub',
      'AI Partner Discovery',
      'Outreach',
      'Sequences',
      'AI Partner Tools',
      'AI Assistant',
      'Knowledge Base',
      'Plans',
    ];
    expect(links).toHaveLength(expected.length);
    expected.forEach((name, index) => expect(links[index]).toHaveAccessibleName(name));
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Admin')).not.toBeInTheDocument();
  });

  it('shows the admin group to admins', async () => {
    signedIn(admin);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Companies Import', '/admin/companies-import'],
      ['Active Companies', '/admin/companies/active'],
      ['Pending Companies', '/admin/companies/pending'],
      ['Users', '/admin/users'],
      ['AI Assistant v2', '/admin/ai-assistant-v2'],
      ['AI Company Search', '/admin/ai-company-search'],
      ['AI Partner Program Builder', '/admin/ai-partner-program-builder'],
      ['Outreach Reports', '/admin/outreach/reports'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('toggles the sidebar with Ctrl+B and the button, remembering it in the cookie', async () => {
    const user = setupUser();
    signedIn();
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.cookie).toContain('sidebar_state=true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    signedIn();
    expect(await screen.findByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // Collapsed items keep their names for assistive technology.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Knowledge Base' })).toBeInTheDocument();
    expect(within(nav).queryByText('Knowledge Base')).not.toBeInTheDocument();
  });

  it('builds the breadcrumb from the path', async () => {
    signedIn(makeUser(), '/knowledge-base/partner-program');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/knowledge-base');
    expect(within(breadcrumb).getByText('Partner Program')).toHaveAttribute('aria-current', 'page');
  });

  it('puts the creation wizard under My Company in the breadcrumb and the menu', async () => {
    signedIn(makeUser(), '/companies/new');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'My Company' })).toHaveAttribute('href', '/my-company');
    expect(within(breadcrumb).getByText('Create company')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb).not.toHaveTextContent('AI Partner Discovery');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My Company' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'AI Partner Discovery' })).not.toHaveAttribute('aria-current');
  });

  it('has header shortcuts to the hub and discovery', async () => {
    signedIn();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Partner Program Hub' })).toHaveAttribute('href', '/partner-program-hub');
    expect(within(header).getByRole('link', { name: 'Find Partners' })).toHaveAttribute('href', '/companies');
  });

  it('defaults to the dark theme and switches to light', async () => {
    const user = setupUser();
    signedIn();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Change theme' }));
    expect(screen.getByRole('menuitem', { name: 'Dark' })).toHaveClass('Mui-selected');
    await user.click(screen.getByRole('menuitem', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('signs out from the account menu', async () => {
    const user = setupUser();
    const { router, calls, store } = signedIn();
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Plans', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Plans' })).toHaveAttribute('href', '/pricing');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/auth/signout')).toBe(true);
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a Contact Us message with the preselected topic', async () => {
    const user = setupUser();
    const { calls } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByRole('combobox', { name: 'Topic' })).toHaveTextContent('General question');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Message cannot be empty')).toBeInTheDocument();
    // The text in one input event: the multi-line field measures itself on every key in jsdom.
    await user.click(within(dialog).getByLabelText('Message'));
    await user.paste('We need SSO for our partners.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We received your message and will get back to you soon.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/contact-us')?.body).toEqual({
      title: 'General question',
      text: 'We need SSO for our partners.',
    });
    await act(async () => undefined);
  });
});

describe('outreach badges', () => {
  let restoreWebSocket: () => void;
  beforeEach(() => {
    clearSidebarCookie();
    restoreWebSocket = installFakeWebSocket();
  });
  afterEach(() => restoreWebSocket());

  it('count the unread outreach in the sidebar and the header, and follow the events socket', async () => {
    const member = makeUser({ company: ACME });
    const summary: MockRoute = { path: '/api/outreach/summary', body: makeSummary({ unreadRequests: 2, unreadMessages: 3 }) };
    const calls = mockApi([
      { path: `/api/users/${member.userId}`, body: member },
      { path: '/api/gpt-agents', body: { data: [] } },
      summary,
      { method: 'POST', path: '/api/outreach/events-ticket', status: 201, body: EVENTS_TICKET },
    ]);
    renderWithRouter(routes, { initialEntries: ['/'], session: { token: 'jwt-token', user: member } });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const outreach = await within(nav).findByRole('link', { name: /^Outreach\s*,\s*5 unread$/ });
    expect(outreach).toHaveAttribute('href', '/outreach');
    expect(within(outreach).getByTestId('nav-unread-count')).toHaveTextContent('5');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Outreach, 5 unread' })).toHaveAttribute('href', '/outreach');

    // One socket for the sidebar and the header, opened with the ticket on this host.
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    expect(FakeWebSocket.last()?.url).toBe('ws://localhost/outreach-events?ticket=tkt');
    // Open, it reads the summary again: what changed before it listened reached no socket.
    const beforeReady = calls.filter((call) => call.url === '/api/outreach/summary').length;
    act(() => FakeWebSocket.last()?.serverSends({ type: 'ready' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/outreach/summary').length).toBe(beforeReady + 1),
    );

    // The member read the messages in another tab: the event refreshes the badges.
    summary.body = makeSummary({ unreadRequests: 2, unreadMessages: 0 });
    const summaryCalls = calls.filter((call) => call.url === '/api/outreach/summary').length;
    act(() => FakeWebSocket.last()?.serverSends({ type: 'read', conversationId: 9 }));
    expect(await within(nav).findByRole('link', { name: /^Outreach\s*,\s*2 unread$/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Outreach, 2 unread' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/outreach/summary').length).toBe(summaryCalls + 1);

    summary.body = makeSummary();
    act(() => FakeWebSocket.last()?.serverSends({ type: 'request', requestId: 41 }));
    expect(await within(nav).findByRole('link', { name: 'Outreach' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Outreach' })).toBeInTheDocument();
    expect(within(header).queryByTestId('header-unread')).not.toBeInTheDocument();
  });

  it('asks nothing for a member without a company', async () => {
    const { calls } = signedIn(makeUser());
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await act(async () => undefined);
    expect(calls.some((call) => call.url.startsWith('/api/outreach/'))).toBe(false);
    expect(FakeWebSocket.all).toHaveLength(0);
  });
});
