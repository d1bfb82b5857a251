import { screen, waitFor, within } from '@testing-library/react';
import type { ScoredCompanyOutput, SearchHistoryEntryOutputRead } from '@/lib/api/generated/discovery';
import { makeSavedSearch } from '../../../../test/alertFixtures';
import { makeRequestItem } from '../../../../test/outreachFixtures';
import { makeEnrolment, makeSequence } from '../../../../test/sequenceFixtures';
import { makeUser, mockApi, renderWithProviders, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { PartnerPipelinePage } from './PartnerPipelinePage';

const ACME = { companyId: 3, name: 'Acme Cloud', logoUrl: null };
const member = makeUser({ company: ACME });
const session = { token: 'jwt', user: member };
const mine = { userId: member.userId, firstName: 'Ada', lastName: 'Lovelace' };

const ENTRY: SearchHistoryEntryOutputRead = {
  searchHistoryId: 7,
  searchDate: '2026-11-20T10:00:00Z',
  numberOfCompanies: 3,
  numberToShow: 5,
  rerunOf: null,
  filters: {
    targertIndustries: [{ id: 1, name: 'Cybersecurity' }],
    isIndustryAgnostic: false,
    targetGeoRegions: [],
    isGeoGlobal: true,
    targetMarketSegments: [],
  },
};

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

const pendingTo = (introRequestId: number, rank: number, senderUser = mine) =>
  makeRequestItem({
    introRequestId,
    box: 'sent',
    senderCompany: ACME,
    receiverCompany: { companyId: 40 + rank, name: `Partner ${rank}`, logoUrl: null },
    senderUser,
  });

function open(routes: MockRoute[]) {
  const calls = mockApi([
    { path: `/api/users/${member.userId}`, body: member },
    { path: '/api/history/company-search', body: { data: [ENTRY], totalCount: 1 } },
    { path: '/api/history/company-search/7/items', body: [item(1), item(2), item(3)] },
    ...routes,
  ]);
  renderWithProviders(<PartnerPipelinePage />, { session });
  return calls;
}

const posted = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

describe('a pipeline row: saving its search and following up its results', () => {
  it('saves the search of a row with alerts (from its history)', async () => {
    const user = setupUser();
    const calls = open([
      { path: '/api/outreach/requests', body: { data: [], totalCount: 0 } },
      { method: 'POST', path: '/api/saved-searches/from-history/7', status: 201, body: makeSavedSearch({ name: 'Search of 20 Nov 2026', frequency: 3, topN: 3 }) },
    ]);
    const when = within(await screen.findByRole('table', { name: 'Search history' })).getByRole('rowheader').textContent!;
    await user.click(screen.getByRole('button', { name: `Save the search of ${when}, with alerts on new matches` }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Search of 20 Nov 2026');
    expect(within(dialog).getByRole('spinbutton', { name: 'Top results to watch' })).toHaveValue(3);
    await user.click(within(dialog).getByRole('radio', { name: /^Weekly/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(posted(calls, '/api/saved-searches/from-history/7')[0]?.body).toEqual({
        name: 'Search of 20 Nov 2026',
        frequency: 3,
        topN: 3,
        emailAlerts: true,
      }),
    );
    expect(await screen.findByText('“Search of 20 Nov 2026” is saved: weekly alerts when a new company would enter its top 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute('href', '/saved-searches');
  });

  it('adds the results with a pending request of the member to a sequence', async () => {
    const user = setupUser();
    const calls = open([
      {
        path: '/api/outreach/requests',
        body: {
          data: [pendingTo(50, 1), pendingTo(51, 3), pendingTo(52, 2, { userId: 99, firstName: 'Col', lastName: 'League' })],
          totalCount: 3,
        },
      },
      {
        path: '/api/sequences',
        body: { data: [makeSequence(), makeSequence({ sequenceId: 13, name: 'Old one', status: 'stopped' })], totalCount: 2 },
      },
      {
        method: 'POST',
        path: '/api/sequences/12/enrol',
        body: { enrolled: [makeEnrolment({ introRequestId: 50 }), makeEnrolment({ enrolmentId: 6, introRequestId: 51 })], refused: [] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: /^Show the companies of the search/ }));
    const region = await screen.findByRole('region', { name: /^Companies matched on/ });
    expect(await within(region).findByText(/2 companies have your intro request waiting for an answer/)).toBeInTheDocument();
    // Partner 2's pending request is a colleague's: not the member's to follow up.
    expect(within(region).queryByRole('checkbox', { name: /Partner 2/ })).not.toBeInTheDocument();
    const add = within(region).getByRole('button', { name: 'Add to sequence' });
    expect(add).toBeDisabled();
    await user.click(within(region).getByRole('checkbox', { name: 'Select Partner 1 (intro request pending) to follow up' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Select Partner 3 (intro request pending) to follow up' }));
    await user.click(within(region).getByRole('button', { name: 'Add to sequence (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 intro requests to a sequence' });
    // Stopped sequences take no one.
    expect((await within(dialog).findAllByRole('radio')).map((radio) => radio.closest('label')?.textContent)).toEqual(['Resellers in Europe']);
    expect(within(dialog).getByRole('radio', { name: 'Resellers in Europe' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add to sequence' }));
    await waitFor(() => expect(posted(calls, '/api/sequences/12/enrol')[0]?.body).toEqual({ introRequestIds: [50, 51] }));
    expect(await within(dialog).findByText('2 intro requests enrolled: the first follow-up is scheduled.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(region).getByRole('checkbox', { name: /Partner 1/ })).not.toBeChecked());
  });

  it('offers no selection when no result has a pending request of the member', async () => {
    const user = setupUser();
    open([{ path: '/api/outreach/requests', body: { data: [], totalCount: 0 } }]);
    await user.click(await screen.findByRole('button', { name: /^Show the companies of the search/ }));
    const region = await screen.findByRole('region', { name: /^Companies matched on/ });
    await within(region).findByRole('table', { name: 'Matched companies' });
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /^Add to sequence/ })).not.toBeInTheDocument();
  });

  it('says when the member has no sequence to add them to', async () => {
    const user = setupUser();
    open([
      { path: '/api/outreach/requests', body: { data: [pendingTo(50, 1)], totalCount: 1 } },
      { path: '/api/sequences', body: { data: [], totalCount: 0 } },
    ]);
    await user.click(await screen.findByRole('button', { name: /^Show the companies of the search/ }));
    const region = await screen.findByRole('region', { name: /^Companies matched on/ });
    await user.click(await within(region).findByRole('checkbox', { name: /Partner 1/ }));
    await user.click(within(region).getByRole('button', { name: 'Add to sequence (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 1 intro request to a sequence' });
    expect(await within(dialog).findByText(/You have no sequence to add them to yet\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create a sequence' })).toHaveAttribute('href', '/sequences/new');
  });
});
