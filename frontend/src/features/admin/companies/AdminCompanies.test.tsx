import { screen, waitFor, within } from '@testing-library/react';
import { makeCompany, referenceRoutes } from '../../../../test/companyFixtures';
import type { ReactElement } from 'react';
import { makeUser, mockApi, renderWithRouter, setupUser } from '../../../../test/utils';
import { ActiveCompaniesPage } from './ActiveCompaniesPage';
import { FROM_PENDING_LIST_KEY, type ActiveCompanyRow, type ChangeReview, type PendingChangeRow } from './api';
import { listDiff } from './changeFields';
import { PendingCompaniesPage } from './PendingCompaniesPage';
import { APPROVED_MESSAGE, PendingCompanyPage } from './PendingCompanyPage';

const session = {
  token: 'jwt',
  user: makeUser({ userId: 1, id: 1, isAdmin: true, roles: [{ id: 1, name: 'Admin' }] }),
};

/** One admin screen at its route pattern; other paths render nothing (navigation is read from the router). */
function renderScreen(pattern: string, element: ReactElement, { at }: { at?: string } = {}) {
  return renderWithRouter(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    { initialEntries: [at ?? pattern], session },
  );
}

const activeRow = (index: number, overrides: Partial<ActiveCompanyRow> = {}): ActiveCompanyRow => ({
  companyId: index,
  companyChangeId: null,
  companyName: `Company ${index}`,
  companyLogoUrl: null,
  partnerType: 1,
  targetIndustry: 'Cybersecurity, Fintech',
  location: 'Western Europe',
  targetIndustries: ['Cybersecurity', 'Fintech'],
  geoRegions: ['Western Europe'],
  ...overrides,
});

const pendingRow = (index: number, overrides: Partial<PendingChangeRow> = {}): PendingChangeRow => ({
  companyChangeId: 100 + index,
  companyId: null,
  companyName: `Proposal ${index}`,
  companyLogoUrl: null,
  status: 1,
  changeType: 1,
  createdAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

function searchParams(calls: { url: string }[], path: string) {
  return calls.filter((call) => call.url.startsWith(path)).map((call) => new URL(call.url, 'http://x').searchParams);
}

describe('Active Companies', () => {
  it('lists the companies with their columns, links to the admin details and pages through them', async () => {
    const calls = mockApi([
      {
        path: '/api/admin/companies/search/active',
        body: { data: [activeRow(1, { companyName: 'Acme Cloud', partnerType: 2 }), activeRow(2)], totalCount: 120 },
      },
    ]);
    const user = setupUser();
    renderScreen('/admin/companies/active', <ActiveCompaniesPage />);

    const table = await screen.findByRole('table', { name: 'Active companies' });
    const acme = within(table).getByRole('rowheader', { name: /Acme Cloud/ }).closest('tr')!;
    expect(within(acme).getByText('Channel Partner')).toBeInTheDocument();
    expect(within(acme).getByText('Cybersecurity, Fintech')).toBeInTheDocument();
    expect(within(acme).getByText('Western Europe')).toBeInTheDocument();
    expect(within(acme).getByRole('link', { name: 'View Details of Acme Cloud' })).toHaveAttribute(
      'href',
      '/admin/companies/active/1',
    );
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    const first = searchParams(calls, '/api/admin/companies/search/active')[0];
    expect(first.get('PageNumber')).toBe('1');
    expect(first.get('PageSize')).toBe('50');
    expect(first.get('SortOrder')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(searchParams(calls, '/api/admin/companies/search/active').at(-1)?.get('PageNumber')).toBe('2'));
  });

  it('sorts by name both ways and searches by name, going back to page 1; Clear shows everyone', async () => {
    const calls = mockApi([
      { path: '/api/admin/companies/search/active', body: { data: [activeRow(1)], totalCount: 120 } },
    ]);
    const user = setupUser();
    renderScreen('/admin/companies/active', <ActiveCompaniesPage />);
    await screen.findByRole('table', { name: 'Active companies' });
    const last = () => searchParams(calls, '/api/admin/companies/search/active').at(-1)!;

    // The table shows while the first page loads; its pages come with the answer.
    await user.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(last().get('PageNumber')).toBe('3'));

    await user.click(screen.getByRole('button', { name: 'Company Name' }));
    await waitFor(() => expect(last().get('SortOrder')).toBe('1'));
    expect(last().get('PageNumber')).toBe('1');
    expect(screen.getByRole('columnheader', { name: /Company Name/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Company Name' }));
    // Page 1 ascending was loaded first: it comes from the cache, no new call.
    expect(screen.getByRole('columnheader', { name: /Company Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'acme');
    expect(last().get('Search')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(last().get('Search')).toBe('acme'));

    const callsBeforeClear = calls.length;
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    // The unfiltered first page is in the cache from the first load: no call, and no filtered one.
    expect(calls.slice(callsBeforeClear).every((call) => !call.url.includes('Search='))).toBe(true);
  });

  it("says 'No results found.' for an empty list", async () => {
    mockApi([{ path: '/api/admin/companies/search/active', body: { data: [], totalCount: 0 } }]);
    renderScreen('/admin/companies/active', <ActiveCompaniesPage />);
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Active companies pages' })).not.toBeInTheDocument();
  });
});

describe('Pending Companies', () => {
  beforeEach(() => window.sessionStorage.clear());

  it("badges updates 'Updated' and new companies 'Added'; View Details sets the session flag and opens the review", async () => {
    mockApi([
      {
        path: '/api/admin/companies/search/pending',
        body: {
          data: [
            pendingRow(1, { companyName: 'Brand New Co' }),
            pendingRow(2, { companyName: 'Acme Cloud', companyId: 3, changeType: 2 }),
          ],
          totalCount: 2,
        },
      },
    ]);
    const user = setupUser();
    const { router } = renderScreen('/admin/companies/pending', <PendingCompaniesPage />);
    const table = await screen.findByRole('table', { name: 'Pending companies' });
    const added = within(table).getByRole('rowheader', { name: 'Brand New Co' }).closest('tr')!;
    const updated = within(table).getByRole('rowheader', { name: 'Acme Cloud' }).closest('tr')!;
    expect(within(added).getByText('Added')).toBeInTheDocument();
    expect(within(updated).getByText('Updated')).toBeInTheDocument();

    await user.click(within(updated).getByRole('button', { name: 'View Details of Acme Cloud' }));
    expect(router.state.location.pathname).toBe('/admin/companies/pending/102');
    expect(window.sessionStorage.getItem(FROM_PENDING_LIST_KEY)).toBe('true');
  });
});

function review(overrides: Partial<ChangeReview> = {}): ChangeReview {
  const company = makeCompany();
  return {
    ...company,
    companyChangeId: 55,
    changeType: 2,
    changeStatus: 1,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    author: { userId: 7, email: 'jane@acme-cloud.com', firstName: 'Jane', lastName: 'Doe' },
    rejectionReason: '',
    reviewedAt: null,
    currentCompany: null,
    changedFields: [],
    sameHostCompanies: [],
    warnings: [],
    ...overrides,
  } as ChangeReview;
}

describe('Company change review', () => {
  it('shows an update beside the live company: changed fields only, rich text rendered, lists as added and removed chips', async () => {
    const live = makeCompany({ name: 'Acme Cloud' });
    const proposed = review({
      name: 'Acme Cloud Security',
      currentCompany: live,
      changedFields: ['name', 'targetIndustries', 'offerDescription'],
      targetInfo: {
        ...live.targetInfo!,
        targetIndustries: [
          { id: 4, name: 'Fintech' },
          { id: 5, name: 'Healthcare' },
        ],
      },
      companyOffer: { offerDescription: '<p><strong>20% off</strong> the first year.</p>' },
    });
    mockApi([{ path: '/api/admin/companies/changes/55', body: proposed }, ...referenceRoutes]);
    renderScreen('/admin/companies/pending/:companyChangeId', <PendingCompanyPage />, { at: '/admin/companies/pending/55' });

    const diff = await screen.findByRole('table', { name: 'Changed fields' });
    const rows = within(diff).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Company name', 'Target industries', 'Exclusive offer']);
    const nameRow = within(diff).getByRole('rowheader', { name: 'Company name' }).closest('tr')!;
    expect(within(nameRow).getByText('Acme Cloud')).toBeInTheDocument();
    expect(within(nameRow).getByText('Acme Cloud Security')).toBeInTheDocument();
    const industries = within(diff).getByRole('rowheader', { name: 'Target industries' }).closest('tr')!;
    expect(within(industries).getByLabelText('Removed: Cybersecurity')).toBeInTheDocument();
    expect(within(industries).getByLabelText('Added: Fintech')).toBeInTheDocument();
    expect(within(industries).getByLabelText('Added: Healthcare')).toBeInTheDocument();
    const offer = within(diff).getByRole('rowheader', { name: 'Exclusive offer' }).closest('tr')!;
    expect(within(offer).getByText('20% off').tagName).toBe('STRONG');
    expect(screen.getByText('Updated')).toBeInTheDocument();
  });

  it('warns when a new company’s website host already belongs to an approved company', async () => {
    mockApi([
      {
        path: '/api/admin/companies/changes/55',
        body: review({
          companyId: null,
          changeType: 1,
          sameHostCompanies: [{ companyId: 9, companyName: 'Acme Original', website: 'https://acme-cloud.com' }],
        }),
      },
      ...referenceRoutes,
    ]);
    renderScreen('/admin/companies/pending/:companyChangeId', <PendingCompanyPage />, { at: '/admin/companies/pending/55' });
    expect(await screen.findByText('This website already belongs to an approved company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Original' })).toHaveAttribute('href', '/admin/companies/active/9');
    expect(screen.getByText('Added')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Changed fields' })).not.toBeInTheDocument();
  });

  it('approves: the toast, then back to the pending list', async () => {
    const calls = mockApi([
      { path: '/api/admin/companies/changes/55', body: review({ companyId: null, changeType: 1 }) },
      { method: 'POST', path: '/api/admin/companies/55/approve', body: { companyId: 12 } },
      ...referenceRoutes,
    ]);
    const user = setupUser();
    const { router } = renderScreen('/admin/companies/pending/:companyChangeId', <PendingCompanyPage />, { at: '/admin/companies/pending/55' });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(APPROVED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies/pending'));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/companies/55/approve')).toBe(true);
  });

  it('an approve refused by the server stays on the page and says why', async () => {
    mockApi([
      { path: '/api/admin/companies/changes/55', body: review() },
      {
        method: 'POST',
        path: '/api/admin/companies/55/approve',
        status: 409,
        body: { status: 409, code: 'changeReviewed', title: 'This change has already been reviewed.' },
      },
      ...referenceRoutes,
    ]);
    const user = setupUser();
    const { router } = renderScreen('/admin/companies/pending/:companyChangeId', <PendingCompanyPage />, { at: '/admin/companies/pending/55' });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This change has already been reviewed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/companies/pending/55');
  });

  it('rejects only with a reason, which is sent to the server', async () => {
    const calls = mockApi([
      { path: '/api/admin/companies/changes/55', body: review() },
      { method: 'POST', path: '/api/admin/companies/55/reject', body: { companyChangeId: 55 } },
      ...referenceRoutes,
    ]);
    const user = setupUser();
    const { router } = renderScreen('/admin/companies/pending/:companyChangeId', <PendingCompanyPage />, { at: '/admin/companies/pending/55' });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('A reason is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/reject'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  The website does not match the name.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies/pending'));
    const sent = calls.find((call) => call.url.endsWith('/reject'));
    expect(sent?.body).toEqual({ reason: 'The website does not match the name.' });
  });

  it('a reviewed change shows its outcome and no buttons', async () => {
    mockApi([
      {
        path: '/api/admin/companies/changes/55',
        body: review({ changeStatus: 3, rejectionReason: 'Duplicate.', reviewedAt: '2026-11-21T10:00:00Z' }),
      },
      ...referenceRoutes,
    ]);
    renderScreen('/admin/companies/pending/:companyChangeId', <PendingCompanyPage />, { at: '/admin/companies/pending/55' });
    expect(await screen.findByText('This change has been rejected')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Duplicate\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});

describe('listDiff', () => {
  it('splits a list change into kept, added and removed', () => {
    expect(listDiff(['A', 'B'], ['B', 'C'])).toEqual({ kept: ['B'], added: ['C'], removed: ['A'] });
    expect(listDiff([], [])).toEqual({ kept: [], added: [], removed: [] });
  });
});
