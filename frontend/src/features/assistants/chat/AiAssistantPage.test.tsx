import { act, screen, waitFor, within } from '@testing-library/react';
import type { ActiveThreadOutput } from '@/lib/api/generated/assistants';
import { CHAT_INPUT_MAX_HEIGHT } from '@/components/chat/ChatInput';
import { HISTORY_LOADING_TEXT, RECONNECTING_TEXT } from '@/components/chat/ChatPanel';
import { lastHub, resetFakeHubs } from '@/lib/assistants/testing/fakeSignalr';
import { CONNECTION_LOST } from '@/lib/assistants/useAssistantChat';
import { makeUser, mockApi, renderWithRouter, setupUser } from '../../../../test/utils';
import { AiAssistantPage } from './AiAssistantPage';

jest.mock('@microsoft/signalr', () => jest.requireActual('@/lib/assistants/testing/fakeSignalr').fakeSignalr);

const HISTORY = '/api/ai-assistants/threads/active/7';
const SEND = 'SendPromptToAssistant';

function history(body: Partial<ActiveThreadOutput> = {}) {
  return { path: HISTORY, body: { threadId: null, messages: [], ...body } };
}

async function renderChat(routes = [history()]) {
  const calls = mockApi(routes);
  const user = setupUser();
  const view = renderWithRouter(
    [
      { path: '/ai-assistant', element: <AiAssistantPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/ai-assistant'], session: { token: 'jwt', user: makeUser() } },
  );
  const input = await screen.findByRole('textbox', { name: 'Message the AI assistant' });
  await waitFor(() => expect(screen.queryByText('Connecting to the assistant…')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByText(HISTORY_LOADING_TEXT)).not.toBeInTheDocument());
  return { ...view, calls, user, input: input as HTMLTextAreaElement, hub: lastHub() };
}

const conversation = () => screen.getByRole('log', { name: 'Conversation' });

beforeEach(resetFakeHubs);

describe('<AiAssistantPage>', () => {
  it('connects to /assistant-chat with the API key, the session token going to the negotiate call only', async () => {
    const { hub, calls } = await renderChat();
    expect(hub.url).toBe(`${window.location.origin}/assistant-chat`);
    expect(hub.options.headers).toEqual({ 'X-Api-Key': expect.any(String) });
    // No accessTokenFactory: the client would put the token in the websocket URL (access_token).
    expect(hub.options.accessTokenFactory).toBeUndefined();
    await hub.options.httpClient?.post(`${hub.url}/negotiate?negotiateVersion=1`, { headers: { 'X-Api-Key': 'key' } });
    expect(hub.options.httpClient?.sent[0].headers).toEqual({ 'X-Api-Key': 'key', Authorization: 'Bearer jwt' });
    expect(calls.map((call) => call.url)).toContain(`${HISTORY}?assistant=chat`);
  });

  it('shows an intro with example prompts while the conversation is empty', async () => {
    const { user, hub } = await renderChat();
    const examples = screen.getByRole('region', { name: 'Example prompts' });
    await user.click(within(examples).getByRole('button', { name: 'How many search credits do I have left?' }));
    expect(hub.lastInvocation(SEND)?.args).toEqual(['How many search credits do I have left?']);
  });

  it('Enter sends; Shift+Enter adds a new line; the input grows to at most 120 px', async () => {
    const { user, input, hub } = await renderChat();
    expect(input.style.maxHeight || getComputedStyle(input).maxHeight).toBe(`${CHAT_INPUT_MAX_HEIGHT}px`);
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input.value).toBe('First line\nsecond line');
    expect(hub.invocations).toHaveLength(0);

    await user.type(input, '{Enter}');
    expect(hub.lastInvocation(SEND)?.args).toEqual(['First line\nsecond line']);
    expect(input.value).toBe('');
    expect(within(conversation()).getByText(/First line/)).toBeInTheDocument();
    // Waiting: the indicator shows and the Stop button replaces Send.
    expect(within(conversation()).getByRole('status')).toHaveTextContent('Thinking...');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  it('does not send a blank or whitespace-only message', async () => {
    const { user, input, hub } = await renderChat();
    await user.type(input, '   {Enter}');
    await user.type(input, '{Shift>}{Enter}{/Shift}  {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(hub.invocations).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Example prompts' })).toBeInTheDocument();
  });

  it('streams the tokens in, then AssistantDone appends the whole answer once, as Markdown', async () => {
    const { user, input, hub, router } = await renderChat();
    await user.type(input, 'partners{Enter}');
    act(() => hub.serverCalls('ReceiveToken', 'Here are **the best'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument(); // the indicator gives way to the text
    act(() => hub.serverCalls('ReceiveToken', ' matches**: [Acme Cloud](/companies/12).'));
    expect(await within(conversation()).findByRole('link', { name: 'Acme Cloud' })).toBeInTheDocument();
    expect(conversation()).toHaveAttribute('aria-busy', 'true');

    act(() => hub.serverCalls('AssistantDone'));
    await act(async () => hub.lastInvocation(SEND)?.resolve());
    const answers = within(conversation()).getAllByRole('listitem', { name: 'Assistant' });
    expect(answers).toHaveLength(1);
    expect(within(answers[0]).getByText('the best matches', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Assistant (writing)' })).not.toBeInTheDocument();
    expect(conversation()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();

    // An internal link navigates within the app.
    await user.click(within(answers[0]).getByRole('link', { name: 'Acme Cloud' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/12'));
  });

  it('renders raw HTML in an answer as text, never as markup', async () => {
    const { user, input, hub } = await renderChat();
    await user.type(input, 'hi{Enter}');
    act(() => {
      hub.serverCalls('ReceiveToken', 'Hello <img src=x onerror="alert(1)"> [bad](javascript:alert(1))');
      hub.serverCalls('AssistantDone');
    });
    const answer = within(conversation()).getByRole('listitem', { name: 'Assistant' });
    await waitFor(() => expect(answer).toHaveTextContent('Hello <img src=x onerror="alert(1)"> bad'));
    expect(answer.querySelector('img')).toBeNull();
    expect(within(answer).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the server's refusal near the input and gives the message back", async () => {
    const { user, input, hub } = await renderChat();
    await user.type(input, 'too much{Enter}');
    const limit = 'You are sending messages too quickly. Please wait 30 seconds and try again.';
    await act(async () => hub.lastInvocation(SEND)?.reject(new Error(limit)));
    expect(screen.getByText(limit)).toBeInTheDocument();
    expect(input.value).toBe('too much');
    expect(screen.queryByRole('log')).not.toBeInTheDocument(); // nothing was stored: the empty state again
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(limit)).not.toBeInTheDocument();
  });

  it('offers the plans when the refusal is the monthly allowance (its code, not its words)', async () => {
    const { user, input, hub, router } = await renderChat();
    await user.type(input, 'one more{Enter}');
    const used = 'Some words the server may change.';
    await act(async () => hub.refuse(SEND, used, 'aiLimitReached'));
    expect(screen.getByText(used)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('offers no plans for a refusal a plan does not lift, and its notice still closes', async () => {
    const { user, input, hub } = await renderChat();
    await user.type(input, 'fast{Enter}');
    const tooFast = 'You are sending messages too quickly. Please wait 30 seconds and try again.';
    await act(async () => hub.refuse(SEND, tooFast, 'rateLimited'));
    expect(screen.getByText(tooFast)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(tooFast)).not.toBeInTheDocument();
  });

  it('Stop asks the hub to stop; the answer so far stays, marked Stopped', async () => {
    const { user, input, hub } = await renderChat();
    await user.type(input, 'write a lot{Enter}');
    act(() => hub.serverCalls('ReceiveToken', 'The first part'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(hub.lastInvocation('StopAssistant')).toBeDefined();
    act(() => hub.serverCalls('AssistantDone'));
    const answer = within(conversation()).getByRole('listitem', { name: 'Assistant' });
    expect(answer).toHaveTextContent('The first part');
    expect(answer).toHaveTextContent('Stopped');
  });

  it('says Reconnecting… while the client reconnects, and keeps what had arrived', async () => {
    const { user, input, hub } = await renderChat();
    await user.type(input, 'hello{Enter}');
    act(() => hub.serverCalls('ReceiveToken', 'Half an answer'));
    await act(async () => hub.dropAndReconnect());
    expect(screen.getByText(RECONNECTING_TEXT)).toBeInTheDocument();
    expect(screen.getByText(CONNECTION_LOST)).toBeInTheDocument();
    expect(within(conversation()).getByRole('listitem', { name: 'Assistant' })).toHaveTextContent('Half an answer');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    act(() => hub.reconnect());
    expect(screen.queryByText(RECONNECTING_TEXT)).not.toBeInTheDocument();
    await user.type(input, 'again{Enter}');
    expect(hub.lastInvocation(SEND)?.args).toEqual(['again']);
  });

  it("shows the hub's reason when it refuses the connection, without trying again", async () => {
    await renderChat();
    const hub = lastHub();
    act(() => hub.closeWith('Please verify your e-mail address before chatting with the assistant.'));
    expect(screen.getByText('Please verify your e-mail address before chatting with the assistant.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message the AI assistant' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('loads the previous conversation, and New conversation starts another', async () => {
    const { user, hub } = await renderChat([
      history({
        threadId: 4,
        messages: [
          { id: 1, text: 'How many credits?', isAssistant: false, dataType: null, data: null, status: 'done' },
          { id: 2, text: 'You have **12** credits.', isAssistant: true, dataType: null, data: null, status: 'done' },
        ],
      }),
    ]);
    expect(within(conversation()).getByText('How many credits?')).toBeInTheDocument();
    expect(await within(conversation()).findByText('12', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await act(async () => hub.lastInvocation('StartNewConversation')?.resolve());
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Example prompts' })).toBeInTheDocument();
  });
});
