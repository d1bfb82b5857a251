import { screen, waitFor, within } from '@testing-library/react';
import { ACME, BETA, makeRequestItem, makeSettings, makeSummary } from '../../../../test/outreachFixtures';
import { makeEnrolment, makeSequence } from '../../../../test/sequenceFixtures';
import { makeUser, mockApi, renderWithRouter, setupUser, type MockRoute } from '../../../../test/utils';
import { ConversationsPage, OutreachSettingsPage, ReceivedRequestsPage, SentRequestsPage } from '../pages';

const member = makeUser({ company: ACME });

function inbox(path: string, routes: MockRoute[], user = member) {
  const calls = mockApi([
    { path: `/api/users/${user.userId}`, body: user },
    { path: '/api/outreach/summary', body: makeSummary({ pendingReceivedRequests: 2, unreadConversations: 1 }) },
    ...routes,
  ]);
  const rendered = renderWithRouter(
    // The screens of the section's tabs (the session is the stored one: no guard needed).
    [
      { path: '/outreach', element: <ReceivedRequestsPage /> },
      { path: '/outreach/sent', element: <SentRequestsPage /> },
      { path: '/outreach/conversations', element: <ConversationsPage /> },
      { path: '/outreach/settings', element: <OutreachSettingsPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path], session: { token: 'jwt-token', user } },
  );
  return { ...rendered, calls };
}

const listCalls = (calls: { url: string }[], path: string) => calls.filter((call) => call.url.split('?')[0] === path);

describe('the Outreach inbox', () => {
  it('lists the received requests with the company, type, state, fit and dates', async () => {
    const { calls } = inbox('/outreach', [
      {
        path: '/api/outreach/requests',
        body: {
          data: [
            makeRequestItem(),
            makeRequestItem({ introRequestId: 42, type: 1, state: 'declined', isUnread: false, matchScore: null, decidedAt: '2026-11-21T10:00:00Z' }),
          ],
          totalCount: 2,
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Received requests' });
    const rows = within(list).getAllByTestId('request-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]).getByRole('link', { name: 'Partnership request from Beta Channel, Pending, unread' });
    expect(first).toHaveAttribute('href', '/outreach/requests/41');
    expect(rows[0]).toHaveTextContent('Fit 82%');
    expect(rows[0]).toHaveTextContent(/Received .*2026 · Expires .*2026/);
    expect(rows[0]).toHaveTextContent('by Bea Admin');
    expect(within(rows[1]).getByRole('link', { name: 'General request from Beta Channel, Declined' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/outreach/requests'))?.url).toBe(
      '/api/outreach/requests?Box=received&PageNumber=1&PageSize=20',
    );
    // The tabs are links, with what waits on each.
    const tabs = screen.getByRole('tablist', { name: 'Outreach' });
    expect(within(tabs).getByRole('tab', { name: 'Received (2 waiting for an answer)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Conversations (1 unread)' })).toHaveAttribute('href', '/outreach/conversations');
    expect(screen.getByText('3 of 20 intro requests left this month')).toBeInTheDocument();
  });

  it('filters by Pending, Unread and Closed, in the address too', async () => {
    const user = setupUser();
    const { calls, router } = inbox('/outreach', [
      { path: '/api/outreach/requests', body: { data: [], totalCount: 0 } },
    ]);
    const filter = await screen.findByRole('group', { name: 'Filter' });
    expect(within(filter).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Pending', 'Unread', 'Closed']);

    await user.click(within(filter).getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('Nothing unread.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=unread');
    await waitFor(() =>
      expect(listCalls(calls, '/api/outreach/requests').at(-1)?.url).toBe(
        '/api/outreach/requests?Box=received&Filter=unread&PageNumber=1&PageSize=20',
      ),
    );

    await user.click(within(filter).getByRole('button', { name: 'Closed' }));
    expect(await screen.findByText('No closed requests.')).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: 'Pending' }));
    expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls, '/api/outreach/requests').at(-1)?.url).toContain('Filter=pending'));

    await user.click(screen.getByRole('button', { name: 'Show all requests' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(/No intro requests received yet/)).toBeInTheDocument();
  });

  it('says what to do next on an empty Sent tab', async () => {
    const { calls } = inbox('/outreach/sent', [{ path: '/api/outreach/requests', body: { data: [], totalCount: 0 } }]);
    const empty = await screen.findByText(/No requests yet\. Find partners in/);
    expect(empty).toHaveTextContent('No requests yet. Find partners in AI Partner Discovery and send an intro request.');
    expect(within(empty).getByRole('link', { name: 'AI Partner Discovery' })).toHaveAttribute('href', '/companies');
    expect(listCalls(calls, '/api/outreach/requests')[0]?.url).toContain('Box=sent');
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds the pending requests the member sent to a sequence, several at once', async () => {
    const user = setupUser();
    const mine = { userId: member.userId, firstName: 'Ada', lastName: 'Lovelace' };
    const GAMMA = { companyId: 9, name: 'Gamma Partners', logoUrl: null };
    const sent = (overrides: Parameters<typeof makeRequestItem>[0]) =>
      makeRequestItem({ box: 'sent', senderCompany: ACME, senderUser: mine, isUnread: false, ...overrides });
    const { calls } = inbox('/outreach/sent', [
      {
        path: '/api/outreach/requests',
        body: {
          data: [
            sent({ introRequestId: 50, receiverCompany: BETA }),
            sent({ introRequestId: 51, receiverCompany: GAMMA }),
            sent({ introRequestId: 52, receiverCompany: { companyId: 10, name: 'Delta', logoUrl: null }, state: 'accepted' }),
            sent({ introRequestId: 53, receiverCompany: { companyId: 11, name: 'Epsilon', logoUrl: null }, senderUser: { userId: 99, firstName: 'Col', lastName: 'League' } }),
          ],
          totalCount: 4,
        },
      },
      { path: '/api/sequences', body: { data: [makeSequence()], totalCount: 1 } },
      {
        method: 'POST',
        path: '/api/sequences/12/enrol',
        body: {
          enrolled: [makeEnrolment({ introRequestId: 50 })],
          refused: [{ introRequestId: 51, code: 'alreadyEnrolled', reason: 'This intro request is already in a follow-up sequence.' }],
        },
      },
    ]);
    await screen.findByRole('list', { name: 'Sent requests' });
    // Only the member's own pending requests can be followed up.
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select the request to Beta Channel',
      'Select the request to Gamma Partners',
    ]);
    expect(screen.getByRole('button', { name: 'Add to sequence' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select the request to Beta Channel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the request to Gamma Partners' }));
    await user.click(screen.getByRole('button', { name: 'Add to sequence (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 intro requests to a sequence' });
    expect(await within(dialog).findByRole('radio', { name: 'Resellers in Europe' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add to sequence' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.url === '/api/sequences/12/enrol')?.body).toEqual({ introRequestIds: [50, 51] }),
    );
    expect(await within(dialog).findByText('1 intro request enrolled: the first follow-up is scheduled.')).toBeInTheDocument();
    expect(within(dialog).getByText('Gamma Partners: This intro request is already in a follow-up sequence.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select the request to Beta Channel' })).not.toBeChecked());
  });

  it('offers no selection in the Received tab', async () => {
    inbox('/outreach', [{ path: '/api/outreach/requests', body: { data: [makeRequestItem()], totalCount: 1 } }]);
    await screen.findByRole('list', { name: 'Received requests' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to sequence/ })).not.toBeInTheDocument();
  });

  it('moves between the tabs by their links', async () => {
    const user = setupUser();
    const { router } = inbox('/outreach', [
      { path: '/api/outreach/requests', body: { data: [], totalCount: 0 } },
      { path: '/api/outreach/conversations', body: { data: [], totalCount: 0 } },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Sent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/outreach/sent'));
    await user.click(screen.getByRole('tab', { name: /^Conversations/ }));
    expect(await screen.findByText(/No conversations yet\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/outreach/conversations');
  });

  it('lists the conversations with their unread counts and filters them', async () => {
    const user = setupUser();
    const { calls } = inbox('/outreach/conversations', [
      {
        path: '/api/outreach/conversations',
        body: {
          data: [
            {
              conversationId: 9,
              otherCompany: BETA,
              isClosed: false,
              closedAt: null,
              closedByPlatform: false,
              createdAt: '2026-11-20T11:00:00Z',
              lastMessageAt: '2026-11-21T09:00:00Z',
              unreadCount: 2,
              lastMessage: {
                messageId: 100,
                excerpt: 'Shall we talk on Thursday?',
                isInternalNote: false,
                createdAt: '2026-11-21T09:00:00Z',
                authorFirstName: 'Bea',
                isOwnSide: false,
              },
            },
          ],
          totalCount: 1,
        },
      },
    ]);
    const row = await screen.findByRole('link', { name: 'Conversation with Beta Channel, 2 unread messages' });
    expect(row).toHaveAttribute('href', '/outreach/conversations/9');
    expect(row).toHaveTextContent('Bea: Shall we talk on Thursday?');
    const filter = screen.getByRole('group', { name: 'Filter' });
    expect(within(filter).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Unread', 'Closed']);
    await user.click(within(filter).getByRole('button', { name: 'Closed' }));
    await waitFor(() =>
      expect(listCalls(calls, '/api/outreach/conversations').at(-1)?.url).toBe(
        '/api/outreach/conversations?Filter=closed&PageNumber=1&PageSize=20',
      ),
    );
  });

  it('tells a member without a company what to do, and lists nothing', async () => {
    const { calls } = inbox('/outreach', [], makeUser());
    expect(await screen.findByText(/Outreach is between companies\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Company' })).toHaveAttribute('href', '/my-company');
    expect(screen.queryByRole('group', { name: 'Filter' })).not.toBeInTheDocument();
    expect(listCalls(calls, '/api/outreach/requests')).toHaveLength(0);
  });
});

describe('Outreach settings', () => {
  it("switches the company's incoming requests and the member's e-mails", async () => {
    const user = setupUser();
    const { calls } = inbox('/outreach/settings', [
      { path: '/api/outreach/settings', body: makeSettings() },
      { method: 'PATCH', path: '/api/outreach/settings', body: makeSettings() },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Accept intro requests' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ acceptsRequests: false }));
    await user.click(screen.getByRole('switch', { name: 'New messages' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ emails: { newMessage: false } }),
    );
  });

  it('shows the switch read-only to members who are not company admins', async () => {
    inbox('/outreach/settings', [
      { path: '/api/outreach/settings', body: makeSettings({ company: { companyId: 3, acceptsRequests: true, canEdit: false, isSuspended: false } }) },
    ]);
    expect(await screen.findByRole('switch', { name: 'Accept intro requests' })).toBeDisabled();
    expect(screen.getByText('Only your company admins can change this.')).toBeInTheDocument();
  });
});
