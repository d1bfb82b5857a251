import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeWebSocket, installFakeWebSocket } from '@/lib/outreach/testing/fakeWebSocket';
import { ACME, EVENTS_TICKET, makeConversation, makeMessage } from '../../../../test/outreachFixtures';
import { makeUser, mockApi, renderScreen, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { ConversationPage } from './ConversationPage';

const member = makeUser({ company: ACME });
const URL = '/api/outreach/conversations/9';

const note = makeMessage({
  messageId: 101,
  body: 'Internal: they resell in DACH, check their margin first.',
  isInternalNote: true,
  authorCompanyId: ACME.companyId,
  author: { userId: member.userId, firstName: 'Ada', lastName: 'Lovelace' },
  isOwnSide: true,
  isMine: true,
});

function page(conversation: MockRoute, routes: MockRoute[] = []) {
  const calls = mockApi([
    { path: `/api/users/${member.userId}`, body: member },
    conversation,
    { method: 'POST', path: `${URL}/read`, body: { conversationId: 9, lastReadMessageId: 101 } },
    { method: 'POST', path: '/api/outreach/events-ticket', status: 201, body: EVENTS_TICKET },
    ...routes,
  ]);
  const rendered = renderScreen('/outreach/conversations/:conversationId', <ConversationPage />, {
    initialEntries: ['/outreach/conversations/9'],
    session: { token: 'jwt-token', user: member },
  });
  return { ...rendered, calls };
}

const posts = (calls: RecordedCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

describe('a conversation', () => {
  let restoreWebSocket: () => void;
  beforeEach(() => {
    restoreWebSocket = installFakeWebSocket();
  });
  afterEach(() => restoreWebSocket());

  it('shows the messages in order, marks internal notes as the company’s only, and marks them read', async () => {
    const { calls } = page({
      path: URL,
      // The API answers a conversation's request without its `box` (null): the page goes by its sender.
      body: makeConversation({
        messages: [makeMessage(), note],
        unreadCount: 1,
        lastReadMessageId: 99,
        introRequest: { ...makeConversation().introRequest!, box: null as unknown as 'sent' },
      }),
    });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const items = within(log).getAllByTestId('message');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Shall we talk on Thursday?');
    expect(items[0]).not.toHaveTextContent('Internal note');
    expect(items[1]).toHaveTextContent('Internal note — only your company sees this');
    expect(items[1]).toHaveAccessibleName(/^Internal note from You \(Acme Industries\)/);
    expect(items[0]).toHaveAccessibleName(/^Message from Bea Admin \(Beta Channel\)/);
    await waitFor(() => expect(posts(calls, `${URL}/read`)[0]).toMatchObject({ body: { lastReadMessageId: 101 } }));
    expect(screen.getByRole('list', { name: 'Contacts of Beta Channel' })).toHaveTextContent('rita@beta.example');
    expect(screen.getByText(/^Partnership request from your company to Beta Channel, accepted/)).toBeInTheDocument();
  });

  it('renders links in messages as links, and nothing else as markup', async () => {
    page({
      path: URL,
      body: makeConversation({
        messages: [makeMessage({ body: 'Deck: www.beta.example/deck. <b>bold?</b> javascript:alert(1)' })],
      }),
    });
    const item = (await screen.findAllByTestId('message'))[0];
    const links = within(item).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://www.beta.example/deck');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(item).toHaveTextContent('<b>bold?</b> javascript:alert(1)');
    expect(item.querySelector('b')).toBeNull();
  });

  it('posts a message with Enter and an internal note with the switch; Shift+Enter adds a line', async () => {
    const user = setupUser();
    const { calls } = page({ path: URL, body: makeConversation() }, [
      { method: 'POST', path: `${URL}/messages`, status: 201, body: { ...makeMessage({ messageId: 102 }), conversationId: 9 } },
    ]);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.keyboard('Thursday works.{Shift>}{Enter}{/Shift}See you then.');
    expect(box).toHaveValue('Thursday works.\nSee you then.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts(calls, `${URL}/messages`)).toHaveLength(1));
    expect(posts(calls, `${URL}/messages`)[0]).toMatchObject({
      body: { body: 'Thursday works.\nSee you then.', isInternalNote: false },
    });
    await waitFor(() => expect(box).toHaveValue(''));

    await user.click(screen.getByRole('switch', { name: 'Internal note' }));
    const noteBox = screen.getByRole('textbox', { name: 'Internal note' });
    expect(screen.getByText('Internal note — only your company sees this.')).toBeInTheDocument();
    await user.click(noteBox);
    await user.paste('Check their margin.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(posts(calls, `${URL}/messages`)).toHaveLength(2));
    expect(posts(calls, `${URL}/messages`)[1]).toMatchObject({ body: { body: 'Check their margin.', isInternalNote: true } });
  });

  it('counts up to 5,000 characters and does not send more', async () => {
    const { calls } = page({ path: URL, body: makeConversation() });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'a'.repeat(5000) } });
    expect(screen.getByText(/^5,000 \/ 5,000 characters/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    fireEvent.change(box, { target: { value: 'a'.repeat(5001) } });
    expect(screen.getByText(/^5,001 \/ 5,000 characters/)).toBeInTheDocument();
    expect(screen.getByText('A message must be 1 to 5,000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(posts(calls, `${URL}/messages`)).toHaveLength(0);
  });

  it('shows a new message from the other company when the events socket says so, without a reload', async () => {
    const conversation: MockRoute = { path: URL, body: makeConversation() };
    const { calls } = page(conversation);
    await screen.findByText('Shall we talk on Thursday?');
    await waitFor(() => expect(FakeWebSocket.last()).toBeDefined());
    const gets = () => calls.filter((call) => call.url.startsWith(URL) && call.method === 'GET').length;
    const beforeReady = gets();
    act(() => FakeWebSocket.last()?.serverSends({ type: 'ready' }));
    // Open, it reads the conversation again: a message sent before it listened reached no socket.
    await waitFor(() => expect(gets()).toBe(beforeReady + 1));
    await act(async () => undefined);

    conversation.body = makeConversation({
      messages: [makeMessage(), makeMessage({ messageId: 103, body: 'Great, Thursday at 10 then.' })],
      unreadCount: 1,
    });
    const reads = gets();
    act(() => FakeWebSocket.last()?.serverSends({ type: 'message', conversationId: 9, messageId: 103 }));
    expect(await screen.findByText('Great, Thursday at 10 then.')).toBeInTheDocument();
    expect(gets()).toBe(reads + 1);
    // Seen: the read mark follows.
    await waitFor(() => expect(posts(calls, `${URL}/read`).at(-1)).toMatchObject({ body: { lastReadMessageId: 103 } }));

    // An event of another conversation refetches nothing here.
    act(() => FakeWebSocket.last()?.serverSends({ type: 'message', conversationId: 77, messageId: 500 }));
    await act(async () => undefined);
    expect(gets()).toBe(reads + 1);
  });

  it('lets a company admin close it after confirming; then nobody writes', async () => {
    const user = setupUser();
    const conversation: MockRoute = { path: URL, body: makeConversation() };
    const { calls } = page(conversation, [
      { method: 'POST', path: `${URL}/close`, body: { conversationId: 9, isClosed: true, closedByPlatform: false } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Close conversation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this conversation?' });
    conversation.body = makeConversation({ isClosed: true, can: { post: false, close: false, reopen: true, report: true } });
    await user.click(within(confirm).getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(posts(calls, `${URL}/close`)).toHaveLength(1));
    expect(await screen.findByText('This conversation is closed. Reopen it to write again.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen conversation' })).toBeInTheDocument();
  });

  it('shows a member who is not a company admin no close button, and the closure by the team', async () => {
    page({
      path: URL,
      body: makeConversation({ isClosed: true, closedByPlatform: true, can: { post: false, close: false, reopen: false, report: true } }),
    });
    expect(await screen.findByText('The PartnerMatch team closed this conversation. Please contact them to reopen it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close conversation|Reopen conversation/ })).not.toBeInTheDocument();
  });

  it('reports it', async () => {
    const user = setupUser();
    const { calls } = page({ path: URL, body: makeConversation() }, [
      { method: 'POST', path: `${URL}/report`, status: 201, body: { reportId: 5 } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Abusive messages.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(posts(calls, `${URL}/report`)[0]).toMatchObject({ body: { reason: 'Abusive messages.' } }));
  });
});
