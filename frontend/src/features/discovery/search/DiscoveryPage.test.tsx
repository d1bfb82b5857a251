import { act, screen, waitFor, within } from '@testing-library/react';
import type { CompanyFiltersOutput, ScoredCompanyOutput } from '@/lib/api/generated/discovery';
import { makeUser, mockApi, renderWithProviders, setupUser } from '../../../../test/utils';
import { clampNumberToShow, defaultNumberToShow, EMPTY_FORM, hasCriteria, searchArgs } from './criteria';
import { ACTION_REQUIRED_TITLE } from './ActionRequiredDialog';
import { DISCOVERY_TITLE, DiscoveryPage, EMPTY_CRITERIA, fewerThanAsked, NO_CREDITS_LABEL, NO_MATCHES } from './DiscoveryPage';

const growth = { pricingPlanId: 1, pricingPlanName: 'Growth Mode', endDate: '2099-01-01T00:00:00Z', tokensQuota: 100, tokensUsed: 0, isActive: true };
const free = { pricingPlanId: 4, pricingPlanName: 'Free', endDate: null, tokensQuota: 3, tokensUsed: 0, isActive: false };
const company = { companyId: 3, name: 'Acme Cloud', logoUrl: null, isCompanyAdmin: true };

function sessionOf(overrides: Parameters<typeof makeUser>[0]) {
  return { token: 'jwt', user: makeUser(overrides) };
}

function filters(overrides: Partial<CompanyFiltersOutput> = {}): CompanyFiltersOutput {
  return {
    targertIndustries: [
      { id: 1, name: 'Cybersecurity' },
      { id: 2, name: 'Fintech & Payments' },
      { id: 3, name: 'Healthcare' },
      { id: 4, name: 'Logistics' },
    ],
    targertGeoRegions: [
      { id: 155, name: 'Western Europe', parentId: 150, parentName: 'Europe' },
      { id: 21, name: 'Northern America', parentId: 19, parentName: 'Americas' },
    ],
    targertMarketSegments: [{ id: 2, name: 'Mid-market' }],
    isIndustryAgnosticAvailable: true,
    isGeoGlobalAvailable: true,
    availableSearchTokens: 25,
    ...overrides,
  };
}

function scored(rank: number, overrides: Partial<ScoredCompanyOutput> = {}): ScoredCompanyOutput {
  const reason = (text: string) => text;
  return {
    rank,
    companyId: 40 + rank,
    companyName: `Partner ${rank}`,
    companyLogoUrl: null,
    description: `<p>Partner ${rank} resells cloud security across Europe.</p>`,
    website: `https://partner${rank}.example`,
    targertIndustries: ['Cybersecurity', 'Fintech & Payments', 'Healthcare'],
    isIndustryAgnostic: false,
    geoRegions: ['Western Europe'],
    isGeoGlobal: false,
    marketSegments: ['Mid-market'],
    partnerType: 2,
    companyScore: {
      matchScore: 90 - rank,
      forwardFit: 80,
      reverseFit: 70,
      mutualFit: 75,
      summary: `Partner ${rank} targets Cybersecurity in Western Europe and wants partners like you.`,
      breakdown: {
        forward: { fit: 80, criteria: [{ criterion: 'industry', fit: 100, reason: reason('Targets Cybersecurity.') }] },
        reverse: { fit: 70, criteria: [], reason: 'Your company matches part of what they look for.' },
        mutual: { fit: 75, reason: 'The harmonic mean of both fits.' },
        complementarity: { fit: 100, weight: 12, reason: 'Channel and Technology complement each other.' },
        readiness: { fit: 50, weight: 4, reason: 'Partner readiness: Developing.' },
        completeness: { fit: 92, weight: 4, reason: '11 of the 12 parts of the profile are filled in.' },
        combined: { fit: 90 - rank, reason: '80% search and mutual fit.' },
      },
    },
    ...overrides,
  };
}

async function pick(user: ReturnType<typeof setupUser>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

beforeEach(() => window.sessionStorage.clear());

describe('criteria', () => {
  it('sends industry ids only when not agnostic and region ids only when not global', () => {
    const form = {
      ...EMPTY_FORM,
      targetIndustries: [{ id: 1, name: 'A' }],
      targetGeoRegions: [{ id: 155, name: 'B' }],
      targetMarketSegments: [{ id: 2, name: 'C' }],
      numberToShow: 5,
    };
    expect(searchArgs(form)).toEqual({
      isIndustryAgnostic: false,
      isGeoGlobal: false,
      targetIndustryIds: [1],
      targetGeoRegionIds: [155],
      targetMarketSegments: [2],
      numberToShow: 5,
    });
    const whole = searchArgs({ ...form, isIndustryAgnostic: true, isGeoGlobal: true });
    expect(whole.targetIndustryIds).toBeUndefined();
    expect(whole.targetGeoRegionIds).toBeUndefined();
  });

  it('defaults the number to show to min(credits, 10) within 1..credits', () => {
    expect(defaultNumberToShow(25)).toBe(10);
    expect(defaultNumberToShow(4)).toBe(4);
    expect(clampNumberToShow(30, 12)).toBe(12);
    expect(clampNumberToShow(0, 12)).toBe(1);
    expect(hasCriteria(EMPTY_FORM)).toBe(false);
    expect(hasCriteria({ ...EMPTY_FORM, isGeoGlobal: true })).toBe(true);
  });
});

describe('<DiscoveryPage>', () => {
  it('searches, shows the ranked partners and opens a breakdown; credits are refetched', async () => {
    const calls = mockApi([
      { path: '/api/users/company-filters', body: filters() },
      { path: '/api/companies/scoring', body: [scored(1), scored(2)] },
    ]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    expect(screen.getByRole('heading', { name: DISCOVERY_TITLE })).toBeInTheDocument();
    expect(await screen.findByText('Number to show:')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveValue('10');

    await pick(user, 'Target industries', 'Cybersecurity');
    await pick(user, 'Target geography', 'Western Europe');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Matched partners' });
    const rows = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Partner 1', 'Partner 2']);
    const first = within(table).getByRole('rowheader', { name: 'Partner 1' }).closest('tr')!;
    expect(within(first).getByText('89%')).toBeInTheDocument();
    expect(within(first).getByText('Cybersecurity')).toBeInTheDocument();
    expect(within(first).getByLabelText(/and 1 more: Healthcare/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details of Partner 1' })).toHaveAttribute('href', '/companies/41');

    const search = new URL(calls.find((call) => call.url.startsWith('/api/companies/scoring'))!.url, 'http://x');
    expect(search.searchParams.getAll('TargetIndustryIds')).toEqual(['1']);
    expect(search.searchParams.getAll('TargetGeoRegionIds')).toEqual(['155']);
    expect(search.searchParams.get('NumberToShow')).toBe('10');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/users/company-filters')).toHaveLength(2));

    await user.click(within(first).getByRole('button', { name: 'Why 89% for Partner 1' }));
    const breakdown = await screen.findByRole('region', { name: 'Score breakdown of Partner 1' });
    expect(within(breakdown).getByText('Targets Cybersecurity.')).toBeInTheDocument();
    // A result of the shape searches had before the ranking rework (no match levels) still renders.
    expect(within(breakdown).getByRole('progressbar', { name: 'Industry: 100%' })).toBeInTheDocument();
    expect(within(breakdown).getByText('The harmonic mean of both fits.')).toBeInTheDocument();
    expect(within(breakdown).getByText('Mutual fit')).toBeInTheDocument();
  });

  it('allows at most 3 choices per filter and disables the industries when Industry Agnostic is checked', async () => {
    mockApi([{ path: '/api/users/company-filters', body: filters() }]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    const industries = screen.getByRole('combobox', { name: 'Target industries' });
    await user.click(industries);
    for (const name of ['Cybersecurity', 'Fintech & Payments', 'Healthcare']) {
      await user.click(await screen.findByRole('option', { name }));
    }
    expect(screen.getByRole('option', { name: 'Logistics' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: 'Industry Agnostic' }));
    expect(screen.getByRole('combobox', { name: 'Target industries' })).toBeDisabled();
  });

  it('hides the Agnostic and Global checkboxes when they are not available', async () => {
    mockApi([
      { path: '/api/users/company-filters', body: filters({ isIndustryAgnosticAvailable: false, isGeoGlobalAvailable: false }) },
    ]);
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    expect(screen.queryByRole('checkbox', { name: 'Industry Agnostic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Global' })).not.toBeInTheDocument();
  });

  it('with no credits left says so instead of a number and shows no slider; Search is disabled', async () => {
    mockApi([{ path: '/api/users/company-filters', body: filters({ availableSearchTokens: 0 }) }]);
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    expect(await screen.findByText(NO_CREDITS_LABEL)).toBeInTheDocument();
    // Never "Number to show: 0" beside a slider that can only show 1.
    expect(screen.queryByText('Number to show:')).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade your membership' })).toHaveAttribute('href', '/pricing');
  });

  it('a member without a plan and without credits can still press Search, which says what to do', async () => {
    mockApi([{ path: '/api/users/company-filters', body: filters({ availableSearchTokens: 0 }) }]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: free }) });
    await screen.findByText(NO_CREDITS_LABEL);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade your membership' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: ACTION_REQUIRED_TITLE })).toBeInTheDocument();
  });

  it('refuses empty criteria without calling the server', async () => {
    const calls = mockApi([{ path: '/api/users/company-filters', body: filters() }]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(EMPTY_CRITERIA)).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/companies/scoring'))).toBe(false);
  });

  it.each([
    ['no company and no plan', {}, ['Associate with a company', 'Upgrade your membership']],
    ['a company but no plan', { company, subscription: free }, ['Upgrade your membership']],
    ['a plan but no company', { subscription: growth }, ['Associate with a company']],
  ])('with %s the Action required dialog offers the right links', async (_case, overrides, links) => {
    const calls = mockApi([{ path: '/api/users/company-filters', body: filters() }]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf(overrides) });
    await screen.findByText('Number to show:');
    await pick(user, 'Target market segment', 'Mid-market');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: ACTION_REQUIRED_TITLE });
    const shown = within(dialog).getAllByRole('link').map((link) => link.textContent);
    expect(shown).toEqual(links);
    expect(calls.some((call) => call.url.startsWith('/api/companies/scoring'))).toBe(false);
  });

  it("opens the dialog from the server's 403 code too", async () => {
    mockApi([
      { path: '/api/users/company-filters', body: filters() },
      {
        path: '/api/companies/scoring',
        status: 403,
        body: { status: 403, code: 'noSubscription', title: 'An active subscription is required to search.', errors: {} },
      },
    ]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    await pick(user, 'Target market segment', 'Mid-market');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: ACTION_REQUIRED_TITLE });
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['Upgrade your membership']);
  });

  it("shows a 400's title and each of its reasons, and no dialog", async () => {
    mockApi([
      { path: '/api/users/company-filters', body: filters() },
      {
        path: '/api/companies/scoring',
        status: 400,
        body: {
          status: 400,
          title: 'Please correct the errors and try again.',
          errors: {
            TargetMarketSegments: ['Unknown id(s): 77.'],
            NumberToShow: ['NumberToShow must be a whole number from 1 to 100 (your search credits).'],
          },
        },
      },
    ]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    await pick(user, 'Target market segment', 'Mid-market');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please correct the errors and try again.')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unknown id(s): 77.',
      'NumberToShow must be a whole number from 1 to 100 (your search credits).',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Matched partners' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    mockApi([
      { path: '/api/users/company-filters', body: filters() },
      { path: '/api/companies/scoring', body: [] },
    ]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    await pick(user, 'Target market segment', 'Mid-market');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(NO_MATCHES)).toBeInTheDocument();
  });

  it('says so when fewer companies fit than asked, and what that cost', async () => {
    mockApi([
      { path: '/api/users/company-filters', body: filters() },
      { path: '/api/companies/scoring', body: [scored(1), scored(2), scored(3)] },
    ]);
    const user = setupUser();
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    await pick(user, 'Target market segment', 'Mid-market');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Only 3 companies fit your search, so 3 credits were used (you asked for 10).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 matched partners' })).toBeInTheDocument();
  });

  it('words the fewer-than-asked message for one company, and says nothing when all asked were found', () => {
    expect(fewerThanAsked(1, 5)).toBe('Only 1 company fits your search, so 1 credit was used (you asked for 5).');
    expect(fewerThanAsked(5, 5)).toBeNull();
    expect(fewerThanAsked(0, 5)).toBeNull();
  });

  it('restores the filters and results when coming back from a details page, and only then', async () => {
    mockApi([
      { path: '/api/users/company-filters', body: filters() },
      { path: '/api/companies/scoring', body: [scored(1)] },
    ]);
    const user = setupUser();
    const first = renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    await pick(user, 'Target industries', 'Healthcare');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('link', { name: 'View Details of Partner 1' }));
    first.unmount();

    const back = renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    expect(await screen.findByRole('table', { name: 'Matched partners' })).toBeInTheDocument();
    await screen.findByText('Number to show:');
    expect(within(screen.getByRole('form', { name: 'Partner criteria' })).getByText('Healthcare')).toBeInTheDocument();
    expect(screen.getByText('Only 1 company fits your search, so 1 credit was used (you asked for 10).')).toBeInTheDocument();
    back.unmount();

    // A later visit (not from the details page) starts afresh.
    renderWithProviders(<DiscoveryPage />, { session: sessionOf({ company, subscription: growth }) });
    await screen.findByText('Number to show:');
    expect(screen.queryByRole('table', { name: 'Matched partners' })).not.toBeInTheDocument();
    await act(async () => {});
  });
});
