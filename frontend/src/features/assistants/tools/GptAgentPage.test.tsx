import { act, screen, waitFor, within } from '@testing-library/react';
import type { GptAgent } from '@/lib/api/gptAgents';
import { SUBSCRIPTION_REQUIRED_TITLE } from '@/components/billing/SubscriptionRequiredDialog';
import { FakeHubConnection, lastHub, resetFakeHubs } from '@/lib/assistants/testing/fakeSignalr';
import { selectBreadcrumbTexts } from '@/lib/breadcrumbs';
import { makeUser, mockApi, renderWithRouter, setupUser } from '../../../../test/utils';
import { GptAgentPage } from './GptAgentPage';

jest.mock('@microsoft/signalr', () => jest.requireActual('@/lib/assistants/testing/fakeSignalr').fakeSignalr);

const growth = { pricingPlanId: 1, pricingPlanName: 'Growth Mode', endDate: '2099-01-01T00:00:00Z', tokensQuota: 100, tokensUsed: 0, isActive: true };

function agent(id: number, overrides: Partial<GptAgent> = {}): GptAgent {
  return {
    id,
    name: `Agent ${id}`,
    description: `Agent ${id} drafts partner plans.`,
    logoUrl: null,
    isExternal: false,
    externalUrl: null,
    numberOfConversations: 1500,
    ...overrides,
  };
}

function renderAgent(subscription: typeof growth | null) {
  return renderWithRouter(
    [
      { path: '/gpt-agents/:id', element: <GptAgentPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/gpt-agents/4'], session: { token: 'jwt', user: makeUser({ subscription }) } },
  );
}

const HISTORY = '/api/ai-assistants/threads/active/7';

beforeEach(resetFakeHubs);

describe('<GptAgentPage>', () => {
  it("shows the agent with its chat under the card: the agent's socket, its history, a streamed answer", async () => {
    const calls = mockApi([
      { path: '/api/gpt-agents/4', body: agent(4, { name: 'QBR Preparer' }) },
      {
        path: HISTORY,
        body: {
          threadId: 9,
          messages: [{ id: 1, text: 'Prepare my QBR', isAssistant: false, dataType: null, data: null, status: 'done' }],
        },
      },
    ]);
    const user = setupUser();
    renderAgent(growth);
    expect(await screen.findByRole('heading', { name: 'QBR Preparer' })).toBeInTheDocument();
    const chat = await screen.findByRole('region', { name: 'Chat with QBR Preparer' });
    expect(await within(chat).findByText('Prepare my QBR')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`${HISTORY}?agentId=4&assistant=agent`);

    const hub = lastHub();
    expect(hub.url).toBe(`${window.location.origin}/assistant-chat?agentId=4`);
    const input = within(chat).getByRole('textbox', { name: 'Message QBR Preparer' });
    await waitFor(() => expect(within(chat).queryByText('Connecting to the assistant…')).not.toBeInTheDocument());
    await user.type(input, 'Draft the agenda{Enter}');
    expect(hub.lastInvocation('SendPromptToAssistant')?.args).toEqual(['Draft the agenda']);
    act(() => {
      hub.serverCalls('ReceiveToken', 'Agenda: wins, pipeline, next quarter.');
      hub.serverCalls('AssistantDone');
    });
    const answer = within(chat).getByRole('listitem', { name: 'Assistant' });
    // As Markdown (a paragraph) once the renderer's chunk is in.
    expect(await within(answer).findByText('Agenda: wins, pipeline, next quarter.', { selector: 'p' })).toBeInTheDocument();
  });

  it('an external agent has no chat here', async () => {
    mockApi([{ path: '/api/gpt-agents/4', body: agent(4, { isExternal: true, externalUrl: 'https://gpts.example/x' }) }]);
    renderAgent(growth);
    expect(await screen.findByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'https://gpts.example/x');
    expect(screen.queryByRole('region', { name: /Chat with/ })).not.toBeInTheDocument();
    expect(FakeHubConnection.all).toHaveLength(0);
  });

  it("the server's refusal without a plan shows the Subscription Required text and the plans, and no chat", async () => {
    mockApi([
      {
        path: '/api/gpt-agents/4',
        status: 403,
        body: {
          status: 403,
          code: 'noSubscription',
          title: 'To access GPT agents and advanced AI features, you need an active subscription.',
        },
      },
    ]);
    renderAgent(null);
    expect(await screen.findByText(SUBSCRIPTION_REQUIRED_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('an unknown agent goes to /404', async () => {
    mockApi([]);
    const { router } = renderAgent(growth);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('<GptAgentPage> names (issue 22, item 13)', () => {
  it('counts one conversation in the singular and names the breadcrumb after the agent', async () => {
    mockApi([
      { path: '/api/gpt-agents/4', body: agent(4, { name: 'QBR Preparer', numberOfConversations: 1, isExternal: true, externalUrl: 'https://gpts.example/x' }) },
    ]);
    const { store } = renderAgent(growth);
    expect(await screen.findByText('1 conversation')).toBeInTheDocument();
    expect(selectBreadcrumbTexts(store.getState())['/gpt-agents/4']).toBe('QBR Preparer');
  });

  it("without a plan the breadcrumb still names the agent, from the catalogue's list", async () => {
    mockApi([
      {
        path: '/api/gpt-agents/4',
        status: 403,
        body: { status: 403, code: 'noSubscription', title: 'To access GPT agents and advanced AI features, you need an active subscription.' },
      },
      { path: '/api/gpt-agents', body: { data: [agent(3), agent(4, { name: 'QBR Preparer' })], hasNext: false } },
    ]);
    const { store } = renderAgent(null);
    expect(await screen.findByText(SUBSCRIPTION_REQUIRED_TITLE)).toBeInTheDocument();
    await waitFor(() => expect(selectBreadcrumbTexts(store.getState())['/gpt-agents/4']).toBe('QBR Preparer'));
  });
});
