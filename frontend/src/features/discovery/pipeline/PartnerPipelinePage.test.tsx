import { screen, waitFor, within } from '@testing-library/react';
import type { ScoredCompanyOutput, SearchHistoryEntryOutputRead } from '@/lib/api/generated/discovery';
import { makeUser, mockApi, renderWithProviders, setupUser } from '../../../../test/utils';
import { ACTION_REQUIRED_TITLE } from '../search/ActionRequiredDialog';
import { EMPTY_PIPELINE, PartnerPipelinePage } from './PartnerPipelinePage';

const session = { token: 'jwt', user: makeUser() };

function entry(id: number, overrides: Partial<SearchHistoryEntryOutputRead> = {}): SearchHistoryEntryOutputRead {
  return {
    searchHistoryId: id,
    searchDate: '2026-11-20T10:00:00Z',
    numberOfCompanies: 2,
    numberToShow: 2,
    rerunOf: null,
    filters: {
      targertIndustries: [{ id: 1, name: 'Cybersecurity' }],
      isIndustryAgnostic: false,
      targetGeoRegions: [],
      isGeoGlobal: true,
      targetMarketSegments: [{ id: 2, name: 'Mid-market' }],
    },
    ...overrides,
  };
}

function item(rank: number): ScoredCompanyOutput {
  return {
    rank,
    companyId: 40 + rank,
    companyName: `Partner ${rank}`,
    companyLogoUrl: null,
    description: '',
    website: '',
    targertIndustries: [],
    isIndustryAgnostic: false,
    geoRegions: [],
    isGeoGlobal: false,
    marketSegments: [],
    partnerType: 2,
    companyScore: {
      matchScore: 90 - rank,
      forwardFit: 0,
      reverseFit: 0,
      mutualFit: 0,
      summary: `Why Partner ${rank} fits.`,
      breakdown: {} as ScoredCompanyOutput['companyScore']['breakdown'],
    },
  };
}

function withCriteriaMet(company: ScoredCompanyOutput, criteriaMet: number, criteriaSearched: number): ScoredCompanyOutput {
  return { ...company, companyScore: { ...company.companyScore, criteriaMet, criteriaSearched } };
}

describe('<PartnerPipelinePage>', () => {
  it('offers discovery when there is no search yet', async () => {
    mockApi([{ path: '/api/history/company-search', body: { data: [], totalCount: 0 } }]);
    renderWithProviders(<PartnerPipelinePage />, { session });
    expect(await screen.findByText(EMPTY_PIPELINE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find partners' })).toHaveAttribute('href', '/companies');
  });

  it('lists the searches with their criteria and expands one to its companies and scores', async () => {
    mockApi([
      { path: '/api/history/company-search', body: { data: [entry(7)], totalCount: 1 } },
      // A result of today's engine (with the count of criteria met) and one recorded before it.
      { path: '/api/history/company-search/7/items', body: [withCriteriaMet(item(1), 3, 3), item(2)] },
    ]);
    const user = setupUser();
    renderWithProviders(<PartnerPipelinePage />, { session });
    const table = await screen.findByRole('table', { name: 'Search history' });
    // The table shows skeleton rows while the history loads: wait for the search's own row.
    const row = (await within(table).findByText('Cybersecurity')).closest('tr') as HTMLElement;
    expect(row).not.toBeNull();
    expect(within(row).getByText('Global')).toBeInTheDocument();
    expect(within(row).getByText('Mid-market')).toBeInTheDocument();
    expect(within(row).getByText('2 companies')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Show the companies of the search/ }));
    const matched = await screen.findByRole('table', { name: 'Matched companies' });
    expect(within(matched).getByRole('link', { name: 'Partner 1' })).toHaveAttribute('href', '/companies/41');
    expect(within(matched).getByText('89%')).toBeInTheDocument();
    expect(within(matched).getByText('Why Partner 2 fits.')).toBeInTheDocument();
    const [first, second] = within(matched).getAllByRole('row').slice(1);
    expect(within(first).getByText('Meets all 3 criteria')).toBeInTheDocument();
    expect(within(second).queryByText(/Meets/)).not.toBeInTheDocument();
  });

  it('runs a search again after confirming, and opens the Action required dialog on a gate refusal', async () => {
    const calls = mockApi([
      { path: '/api/history/company-search', body: { data: [entry(7)], totalCount: 1 } },
      { method: 'POST', path: '/api/history/company-search/7/rerun', body: [item(1)] },
    ]);
    const user = setupUser();
    renderWithProviders(<PartnerPipelinePage />, { session });
    await user.click(await screen.findByRole('button', { name: /Run the search of .* again/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this search again?' });
    expect(dialog).toHaveTextContent('up to 2 companies');
    await user.click(within(dialog).getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('Search run again: 1 company found.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/history/company-search?'))).toHaveLength(2));
  });

  it('a refused run again says what is needed', async () => {
    mockApi([
      { path: '/api/history/company-search', body: { data: [entry(7)], totalCount: 1 } },
      {
        method: 'POST',
        path: '/api/history/company-search/7/rerun',
        status: 403,
        body: { status: 403, code: 'noSubscription', title: 'An active subscription is required to search.', errors: {} },
      },
    ]);
    const user = setupUser();
    renderWithProviders(<PartnerPipelinePage />, { session });
    await user.click(await screen.findByRole('button', { name: /Run the search of .* again/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run again' }));
    const gate = await screen.findByRole('dialog', { name: ACTION_REQUIRED_TITLE });
    expect(within(gate).getAllByRole('link').map((link) => link.textContent)).toEqual(['Upgrade your membership']);
  });

  it('downloads the results as a CSV file', async () => {
    const calls = mockApi([
      { path: '/api/history/company-search', body: { data: [entry(7)], totalCount: 1 } },
      { path: '/api/history/company-search/7/items', body: 'name,website' },
    ]);
    const created = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const user = setupUser();
    renderWithProviders(<PartnerPipelinePage />, { session });
    await user.click(await screen.findByRole('button', { name: /Download the results of the search .* as CSV/ }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const csvCall = calls.find((call) => call.url.startsWith('/api/history/company-search/7/items'));
    expect(csvCall?.url).toContain('format=csv');
    expect(csvCall?.headers.get('Accept')).toBe('text/csv');
  });
});
