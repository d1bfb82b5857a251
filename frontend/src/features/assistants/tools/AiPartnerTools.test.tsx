import { screen, waitFor, within } from '@testing-library/react';
import type { GptAgent } from '@/lib/api/gptAgents';
import { SUBSCRIPTION_REQUIRED_TITLE } from '@/components/billing/SubscriptionRequiredDialog';
import { makeUser, renderWithRouter, setupUser } from '../../../../test/utils';
import { AiPartnerToolsPage, NO_FEATURED, NO_GPTS } from './AiPartnerToolsPage';

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

function renderTools(subscription: typeof growth | null = null) {
  return renderWithRouter(
    [
      { path: '/ai-partner-tools', element: <AiPartnerToolsPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/ai-partner-tools'], session: { token: 'jwt', user: makeUser({ subscription }) } },
  );
}

function listRoute(featured: GptAgent[], others: GptAgent[][]) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== '/api/gpt-agents') return new Response(JSON.stringify({ status: 404 }), { status: 404 });
    const isFeatured = url.searchParams.get('IsFeatured') === 'true';
    const page = Number(url.searchParams.get('PageNumber'));
    const body = isFeatured
      ? { data: featured, hasNext: false }
      : { data: others[page - 1] ?? [], hasNext: page < others.length };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('<AiPartnerToolsPage>', () => {
  it('shows 30 placeholders while loading, then the featured and the other GPTs with K counts', async () => {
    listRoute([agent(1, { name: 'Featured One' })], [[agent(2, { numberOfConversations: 999 })]]);
    renderTools(growth);
    expect(screen.getAllByTestId('gpt-placeholder')).toHaveLength(33);
    const featured = await screen.findByRole('region', { name: 'Featured GPTs' });
    expect(within(featured).getByText('Featured One')).toBeInTheDocument();
    expect(within(featured).getByText('1.5K conversations')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'More GPTs' });
    expect(await within(others).findByText('Agent 2')).toBeInTheDocument();
    expect(within(others).getByText('999 conversations')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    listRoute([], [[]]);
    renderTools(growth);
    expect(await screen.findByText(NO_FEATURED)).toBeInTheDocument();
    expect(await screen.findByText(NO_GPTS)).toBeInTheDocument();
  });

  it('shows more GPTs page by page', async () => {
    listRoute([], [[agent(2)], [agent(3)]]);
    const user = setupUser();
    renderTools(growth);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Agent 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('without a plan an agent opens the Subscription Required dialog', async () => {
    listRoute([agent(1)], [[]]);
    const user = setupUser();
    renderTools(null);
    await user.click(await screen.findByText('Agent 1'));
    expect(await screen.findByRole('dialog', { name: SUBSCRIPTION_REQUIRED_TITLE })).toBeInTheDocument();
  });

  it('with a plan an internal agent opens its page and an external one a new tab', async () => {
    listRoute([agent(1), agent(5, { name: 'Store', isExternal: true, externalUrl: 'https://gpts.example/store' })], [[]]);
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = setupUser();
    const { router } = renderTools(growth);
    await user.click(await screen.findByText('Store'));
    expect(opened).toHaveBeenCalledWith('https://gpts.example/store', '_blank', 'noopener,noreferrer');
    await user.click(screen.getByText('Agent 1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gpt-agents/1'));
  });
});
