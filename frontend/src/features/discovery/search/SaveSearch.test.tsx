import { screen, waitFor, within } from '@testing-library/react';
import type { CompanyFiltersOutput } from '@/lib/api/generated/discovery';
import { makeSavedSearch as savedSearch } from '../../../../test/alertFixtures';
import { makeUser, mockApi, renderWithProviders, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { DiscoveryPage } from './DiscoveryPage';

const growth = { pricingPlanId: 1, pricingPlanName: 'Growth Mode', endDate: '2099-01-01T00:00:00Z', tokensQuota: 100, tokensUsed: 0, isActive: true };
const session = { token: 'jwt', user: makeUser({ company: { companyId: 3, name: 'Acme Cloud', logoUrl: null }, subscription: growth }) };

const FILTERS: CompanyFiltersOutput = {
  targertIndustries: [
    { id: 1, name: 'Cybersecurity' },
    { id: 2, name: 'Fintech & Payments' },
  ],
  targertGeoRegions: [
    { id: 155, name: 'Western Europe', parentId: 150, parentName: 'Europe' },
    { id: 21, name: 'Northern America', parentId: 19, parentName: 'Americas' },
  ],
  targertMarketSegments: [{ id: 2, name: 'Mid-market' }],
  isIndustryAgnosticAvailable: true,
  isGeoGlobalAvailable: true,
  availableSearchTokens: 25,
};

const RESULT = {
  rank: 1,
  companyId: 41,
  companyName: 'Partner 1',
  companyLogoUrl: null,
  description: '<p>Partner 1.</p>',
  website: 'https://partner1.example',
  targertIndustries: ['Cybersecurity'],
  isIndustryAgnostic: false,
  geoRegions: ['Western Europe'],
  isGeoGlobal: false,
  marketSegments: [],
  partnerType: 2,
  companyScore: {
    matchScore: 89,
    forwardFit: 80,
    reverseFit: 70,
    mutualFit: 75,
    summary: 'Fits.',
    breakdown: {
      forward: { fit: 80, criteria: [] },
      reverse: { fit: 70, criteria: [], reason: '' },
      mutual: { fit: 75, reason: '' },
      complementarity: { fit: 100, weight: 12, reason: '' },
      readiness: { fit: 50, weight: 4, reason: '' },
      completeness: { fit: 92, weight: 4, reason: '' },
      combined: { fit: 89, reason: '' },
    },
  },
};

async function pick(user: ReturnType<typeof setupUser>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

function open(routes: MockRoute[], path = '/companies') {
  const calls = mockApi([
    { path: '/api/users/company-filters', body: FILTERS },
    { path: '/api/companies/scoring', body: [RESULT] },
    { path: '/api/history/company-search', body: { data: [], totalCount: 0 } },
    ...routes,
  ]);
  renderWithProviders(<DiscoveryPage />, { initialEntries: [path], session });
  return calls;
}

const savePosts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/saved-searches');

async function searchAndOpenSave(user: ReturnType<typeof setupUser>) {
  await screen.findByText('Number to show:');
  await pick(user, 'Target industries', 'Cybersecurity');
  await pick(user, 'Target geography', 'Western Europe');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('table', { name: 'Matched partners' });
  await user.click(screen.getByRole('button', { name: 'Save this search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

beforeEach(() => window.sessionStorage.clear());

describe('saving a discovery search', () => {
  it('saves the criteria searched with a name, Instant alerts and the top N, spending nothing', async () => {
    const user = setupUser();
    const calls = open([
      { method: 'POST', path: '/api/saved-searches', status: 201, body: savedSearch({ name: 'Cyber EU', topN: 10 }) },
    ]);
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
    const dialog = await searchAndOpenSave(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Cybersecurity · Western Europe');
    expect(within(dialog).getByRole('radio', { name: /^Daily/ })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: 'Top results to watch' })).toHaveValue(10);
    expect(within(dialog).getByText(/Saving and alerts use no search credits/)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Cyber EU');
    await user.click(within(dialog).getByRole('radio', { name: /^Instant/ }));
    const scoringCalls = calls.filter((call) => call.url.startsWith('/api/companies/scoring')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savePosts(calls)[0]?.body).toEqual({
      name: 'Cyber EU',
      isIndustryAgnostic: false,
      targetIndustryIds: [1],
      isGeoGlobal: false,
      targetGeoRegionIds: [155],
      targetMarketSegments: [],
      frequency: 1,
      topN: 10,
      emailAlerts: true,
    });
    expect(await screen.findByText('“Cyber EU” is saved: instant alerts when a new company would enter its top 10.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/companies/scoring'))).toHaveLength(scoringCalls);
  });

  it("checks the name and the top N with the API's messages, and says the limit with where to fix it", async () => {
    const user = setupUser();
    const save: MockRoute = {
      method: 'POST',
      path: '/api/saved-searches',
      status: 409,
      body: {
        status: 409,
        title: 'You have saved 25 searches, the most you can keep. Delete one to save another.',
        errors: {},
        code: 'savedSearchLimit',
      },
    };
    const calls = open([save]);
    const dialog = await searchAndOpenSave(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    const topN = within(dialog).getByRole('spinbutton', { name: 'Top results to watch' });
    await user.clear(topN);
    await user.type(topN, '51');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('The name must be 1 to 100 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Top N must be a whole number from 1 to 50.')).toBeInTheDocument();
    expect(savePosts(calls)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Cyber');
    await user.clear(topN);
    await user.type(topN, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(
      await within(dialog).findByText('You have saved 25 searches, the most you can keep. Delete one to save another.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Your saved searches' })).toHaveAttribute('href', '/saved-searches');
    expect(savePosts(calls)[0]?.body).toMatchObject({ name: 'Cyber', topN: 50 });
  });

  it("puts the API's field errors on the fields", async () => {
    const user = setupUser();
    open([
      {
        method: 'POST',
        path: '/api/saved-searches',
        status: 400,
        body: { status: 400, title: 'Please correct the errors and try again.', errors: { name: ['The name must be 1 to 100 characters.'] } },
      },
    ]);
    const dialog = await searchAndOpenSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('The name must be 1 to 100 characters.'),
    );
  });
});

describe('a search that matched nothing', () => {
  it('can be saved, to be alerted when a fitting company is approved', async () => {
    const user = setupUser();
    mockApi([
      { path: '/api/users/company-filters', body: FILTERS },
      { path: '/api/companies/scoring', body: [] },
      { path: '/api/history/company-search', body: { data: [], totalCount: 0 } },
    ]);
    renderWithProviders(<DiscoveryPage />, { session });
    await screen.findByText('Number to show:');
    await pick(user, 'Target industries', 'Fintech & Payments');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/you are alerted when a fitting company is approved/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Fintech & Payments');
  });
});

describe('opening a saved search in discovery', () => {
  it('fills its criteria in and its top N, runs nothing, and says a search spends credits', async () => {
    const user = setupUser();
    const calls = open([{ path: '/api/saved-searches/4', body: savedSearch() }], '/companies?savedSearchId=4');
    expect(await screen.findByText('Your saved search “Cyber in Europe” is filled in')).toBeInTheDocument();
    expect(screen.getByText(/Nothing has run yet: Search uses one search credit for each company shown/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Partner criteria' });
    expect(within(form).getByText('Cybersecurity')).toBeInTheDocument();
    expect(within(form).getByText('Western Europe')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveValue('15');
    expect(calls.some((call) => call.url.startsWith('/api/companies/scoring'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Matched partners' });
    const search = new URL(calls.find((call) => call.url.startsWith('/api/companies/scoring'))!.url, 'http://x');
    expect(search.searchParams.getAll('TargetIndustryIds')).toEqual(['1']);
    expect(search.searchParams.getAll('TargetGeoRegionIds')).toEqual(['155']);
    expect(search.searchParams.get('NumberToShow')).toBe('15');
  });

  it('says when the saved search is gone', async () => {
    open([], '/companies?savedSearchId=99');
    expect(await screen.findByText(/This saved search was not found/)).toBeInTheDocument();
  });
});
