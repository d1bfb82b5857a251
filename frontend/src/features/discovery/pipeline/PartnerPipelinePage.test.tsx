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

  it('counts one company in the singular (issue 22, item 13)', async () => {
    mockApi([
      { path: '/api/history/company-search', body: { data: [entry(7, { numberOfCompanies: 1, numberToShow: 1 })], totalCount: 1 } },
    ]);
    const user = setupUser();
    renderWithProviders(<PartnerPipelinePage />, { session });
    const table = await screen.findByRole('table', { name: 'Search history' });
    expect(await within(table).findByText('1 company')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Run the search of .* again/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this search again?' });
    expect(dialog).toHaveTextContent("it shows up to 1 company with today's scores");
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

  it("saves the server's CSV file as it was sent, under the server's file name", async () => {
    // What the server sends (apps/discovery/api/views.py): a BOM so that spreadsheets read
    // UTF-8, CRLF rows, and the file's name in Content-Disposition.
    const csv = '\ufeffRank,Company,Website\r\n1,Société Générale Cloud,https://sgc.example\r\n';
    const filename = 'partner-search-7-2026-11-20.csv';
    const calls = mockApi([{ path: '/api/history/company-search', body: { data: [entry(7)], totalCount: 1 } }]);
    const served = jest.mocked(globalThis.fetch).getMockImplementation()!;
    jest.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/api/history/company-search/7/items') return served(input, init);
      await served(input, init); // recorded in `calls`
      return new Response(new TextEncoder().encode(csv), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
      });
    });
    // jsdom cannot save files: what the page hands to the browser is kept instead.
    const blobs: Blob[] = [];
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:file-${blobs.length}`;
    });
    const revokeObjectURL = jest.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      const user = setupUser();
      renderWithProviders(<PartnerPipelinePage />, { session });
      await user.click(await screen.findByRole('button', { name: /Download the results of the search .* as CSV/ }));
      await waitFor(() => expect(saved).toHaveLength(1));

      expect(saved[0]).toEqual({ href: 'blob:file-1', download: filename });
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      // Byte for byte, the BOM included (a browser's text decoding drops it).
      expect(new Uint8Array(await blobs[0].arrayBuffer())).toEqual(new TextEncoder().encode(csv));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
      const csvCall = calls.find((call) => call.url.startsWith('/api/history/company-search/7/items'));
      expect(csvCall?.url).toContain('format=csv');
      expect(csvCall?.headers.get('Accept')).toBe('text/csv');
    } finally {
      Object.assign(URL, original);
    }
  });

  it('falls back to a file name of its own when the server gives none', async () => {
    mockApi([{ path: '/api/history/company-search', body: { data: [entry(7)], totalCount: 1 } }]);
    const served = jest.mocked(globalThis.fetch).getMockImplementation()!;
    jest.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/api/history/company-search/7/items') return served(input, init);
      return new Response('Rank\r\n', { headers: { 'Content-Type': 'text/csv' } });
    });
    const saved: string[] = [];
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const user = setupUser();
      renderWithProviders(<PartnerPipelinePage />, { session });
      await user.click(await screen.findByRole('button', { name: /Download the results of the search .* as CSV/ }));
      await waitFor(() => expect(saved).toEqual(['partner-search-7.csv']));
    } finally {
      Object.assign(URL, original);
    }
  });
});
