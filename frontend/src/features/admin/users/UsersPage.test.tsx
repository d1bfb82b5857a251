import { act, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderWithProviders, setupUser } from '../../../../test/utils';
import type { AdminUser } from './api';
import { UsersPage } from './UsersPage';

const ADMIN_ID = 1;
const session = {
  token: 'jwt',
  user: makeUser({ userId: ADMIN_ID, id: ADMIN_ID, isAdmin: true, roles: [{ id: 1, name: 'Admin' }] }),
};

// The other members' names sort after the three the tests look at (Avery, Grace, Pat).
const FIRST = ['Quinn', 'Riley', 'Sam', 'Taylor', 'Uma', 'Val', 'Wren', 'Yara', 'Zoe'];

function makeRow(index: number, overrides: Partial<AdminUser> = {}): AdminUser {
  const first = FIRST[index % FIRST.length];
  return {
    userId: index + 1,
    firstName: first,
    lastName: `Member${String(index + 1).padStart(2, '0')}`,
    email: `${first.toLowerCase()}${index + 1}@contoso-partners.com`,
    status: 2,
    isActive: true,
    roles: [{ id: 2, name: 'User' }],
    isAdmin: false,
    createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    company: null,
    subscription: null,
    ...overrides,
  };
}

const baseUsers = (): AdminUser[] => [
  makeRow(0, {
    userId: ADMIN_ID,
    firstName: 'Avery',
    lastName: 'Admin',
    email: 'avery@contoso-partners.com',
    roles: [{ id: 1, name: 'Admin' }],
    isAdmin: true,
  }),
  makeRow(1, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@fabrikam.io',
    company: { companyId: 31, name: 'Fabrikam', isCompanyAdmin: true },
    subscription: {
      pricingPlanId: 1,
      pricingPlanName: 'Growth Mode',
      endDate: '2026-12-24T10:00:00Z',
      tokensQuota: 100,
      tokensUsed: 12,
    },
  }),
  makeRow(2, { firstName: 'Pat', lastName: 'Pending', email: 'pat@northwind.example', status: 1 }),
  ...Array.from({ length: 42 }, (_, index) => makeRow(index + 3)),
];

interface SearchCall {
  pageNumber: string | null;
  pageSize: string | null;
  search: string | null;
  sortCriteria: string | null;
  sortOrder: string | null;
}

interface ActionCall {
  userId: number;
  action: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PLANS = {
  data: [
    {
      pricingPlanId: 4,
      name: 'Free',
      description: '',
      priceMonthly: '0',
      priceYearly: '0',
      currency: 'USD',
      isCustomPricing: false,
      isAdminOnly: false,
      isFree: true,
      tokensQuota: 3,
      features: [],
      isCurrent: false,
    },
    {
      pricingPlanId: 1,
      name: 'Growth Mode',
      description: '',
      priceMonthly: '107',
      priceYearly: '107',
      currency: 'USD',
      isCustomPricing: false,
      isAdminOnly: false,
      isFree: false,
      tokensQuota: 100,
      features: [],
      isCurrent: false,
    },
    {
      pricingPlanId: 2,
      name: 'Partner Pro',
      description: '',
      priceMonthly: null,
      priceYearly: null,
      currency: 'USD',
      isCustomPricing: true,
      isAdminOnly: false,
      isFree: false,
      tokensQuota: 500,
      features: [],
      isCurrent: false,
    },
  ],
};

/**
 * A fake admin users API over `users`: searches, sorts and pages like the server (docs/api.md),
 * and applies the actions (`fail` answers an action with an error instead).
 */
function serve({
  users = baseUsers(),
  fail,
}: { users?: AdminUser[]; fail?: (call: ActionCall) => Response | null } = {}) {
  const searches: SearchCall[] = [];
  const actions: ActionCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const q = url.searchParams;
    if (url.pathname === '/api/admin/users/search') {
      const call = {
        pageNumber: q.get('PageNumber'),
        pageSize: q.get('PageSize'),
        search: q.get('Search'),
        sortCriteria: q.get('SortCriteria'),
        sortOrder: q.get('SortOrder'),
      };
      searches.push(call);
      const words = (call.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = users.filter((user) =>
        words.every((word) =>
          `${user.firstName} ${user.lastName} ${user.email} ${user.company?.name ?? ''}`.toLowerCase().includes(word),
        ),
      );
      const key = (user: AdminUser): string =>
        [
          `${user.firstName} ${user.lastName}`.toLowerCase(),
          user.email,
          user.createdAt,
          `${user.isActive ? 1 : 0}${user.status}`,
        ][Number(call.sortCriteria ?? 0)];
      found.sort((a, b) => key(a).localeCompare(key(b)) || a.userId - b.userId);
      if (call.sortOrder === '1') found.reverse();
      const size = Number(call.pageSize ?? 20);
      const start = (Number(call.pageNumber ?? 1) - 1) * size;
      return json({ data: found.slice(start, start + size), totalCount: found.length });
    }
    if (url.pathname === '/api/pricing-plans') return json(PLANS);
    const action = /^\/api\/admin\/users\/(\d+)\/([\w-]+)$/.exec(url.pathname);
    if (action && request.method === 'POST') {
      const text = await request.text();
      const call = { userId: Number(action[1]), action: action[2], body: text ? JSON.parse(text) : undefined };
      actions.push(call);
      const refused = fail?.(call);
      if (refused) return refused;
      const user = users.find((candidate) => candidate.userId === call.userId)!;
      if (call.action === 'deactivate') user.isActive = false;
      if (call.action === 'reactivate') user.isActive = true;
      if (call.action === 'grant-admin') Object.assign(user, { isAdmin: true, roles: [{ id: 1, name: 'Admin' }] });
      if (call.action === 'revoke-admin') Object.assign(user, { isAdmin: false, roles: [{ id: 2, name: 'User' }] });
      if (call.action === 'plan') {
        const { pricingPlanId, days } = call.body as { pricingPlanId: number; days: number };
        const plan = PLANS.data.find((candidate) => candidate.pricingPlanId === pricingPlanId)!;
        user.subscription = {
          pricingPlanId,
          pricingPlanName: plan.name,
          endDate: new Date(Date.now() + days * 86_400_000).toISOString(),
          tokensQuota: plan.tokensQuota,
          tokensUsed: 0,
        };
      }
      return json(user);
    }
    return json({ status: 404, title: 'Not found' }, 404);
  });
  return { searches, actions, users };
}

const open = () => renderWithProviders(<UsersPage />, { initialEntries: ['/admin/users'], session });
const table = () => screen.getByRole('table', { name: 'Users' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const names = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);
const lastSearch = (searches: SearchCall[]) => searches[searches.length - 1];

describe('admin users', () => {
  it('lists the users with every column, sorted by name, 20 a page', async () => {
    const { searches } = serve();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: /^Grace Hopper/ });
    expect(searches[0]).toEqual({ pageNumber: '1', pageSize: '20', search: null, sortCriteria: '0', sortOrder: '0' });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('45 users');

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'E-mail',
      'Status',
      'Company',
      'Plan',
      'Roles',
      'Created',
      'Actions',
    ]);
    expect(within(table()).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    expect(cells(rowOf('Grace Hopper'))).toEqual([
      'grace@fabrikam.io',
      'Active',
      'FabrikamCompany admin',
      'Growth Modeuntil 24 Dec 202612/100 credits used',
      'User',
      '2 Jan 2026',
      '',
    ]);
    expect(within(rowOf('Grace Hopper')).getByRole('link', { name: 'Fabrikam' })).toHaveAttribute(
      'href',
      '/admin/companies/active/31',
    );
    expect(cells(rowOf('Pat Pending'))).toEqual([
      'pat@northwind.example',
      'Pending',
      '—',
      'Free',
      'User',
      '3 Jan 2026',
      '',
    ]);
    expect(within(rowOf('Avery Admin')).getByText('You')).toBeInTheDocument();
    expect(within(rowOf('Avery Admin')).getByText('Admin')).toBeInTheDocument();
  });

  it('filters 400 ms after the last key, once, and goes back to page 1', async () => {
    jest.useFakeTimers();
    const user = setupUser();
    const { searches } = serve();
    open();
    await screen.findByRole('rowheader', { name: /^Grace Hopper/ });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastSearch(searches).pageNumber).toBe('2'));
    const before = searches.length;

    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'quinn');
    act(() => jest.advanceTimersByTime(399));
    expect(searches).toHaveLength(before);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(searches).toHaveLength(before + 1));
    expect(lastSearch(searches)).toMatchObject({ search: 'quinn', pageNumber: '1' });
    await waitFor(() =>
      expect(names()).toEqual(['Quinn Member10', 'Quinn Member19', 'Quinn Member28', 'Quinn Member37']),
    );
    expect(screen.getByRole('status')).toHaveTextContent('4 users matching “quinn”');

    // No match: the spec's empty text.
    await user.clear(screen.getByRole('textbox', { name: 'Search users' }));
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'nobody-like-this');
    act(() => jest.advanceTimersByTime(400));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // Clearing shows everyone at once (jest's clock stands still), from page 1.
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^45 users$/));
    expect(names().slice(0, 3)).toEqual(['Avery AdminYou', 'Grace Hopper', 'Pat Pending']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts by a column, toggles the order on a second click, and goes back to page 1', async () => {
    const user = setupUser();
    const { searches } = serve();
    open();
    await screen.findByRole('rowheader', { name: /^Grace Hopper/ });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastSearch(searches).pageNumber).toBe('2'));

    await user.click(within(table()).getByRole('button', { name: 'E-mail' }));
    await waitFor(() =>
      expect(lastSearch(searches)).toMatchObject({ sortCriteria: '1', sortOrder: '0', pageNumber: '1' }),
    );
    expect(within(table()).getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Avery AdminYou', 'Grace Hopper', 'Pat Pending']));

    await user.click(within(table()).getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(lastSearch(searches)).toMatchObject({ sortCriteria: '1', sortOrder: '1' }));
    expect(within(table()).getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(names()[0]).toBe('Zoe Member09'));

    await user.click(within(table()).getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(lastSearch(searches)).toMatchObject({ sortCriteria: '2', sortOrder: '0' }));
    await user.click(within(table()).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(lastSearch(searches)).toMatchObject({ sortCriteria: '3', sortOrder: '0' }));
  });

  it('deactivates a user after confirming, with a toast, and shows the new status', async () => {
    const user = setupUser();
    const { actions } = serve();
    open();
    await user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this account?' });
    expect(dialog).toHaveTextContent('Grace Hopper (grace@fabrikam.io) will be signed out at once');
    // Closing asks nothing of the server.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Grace Hopper has been deactivated.')).toBeInTheDocument();
    expect(actions).toEqual([{ userId: 2, action: 'deactivate', body: undefined }]);
    await waitFor(() => expect(cells(rowOf('Grace Hopper'))[1]).toBe('Deactivated'));

    await user.click(screen.getByRole('button', { name: 'Actions for Grace Hopper' }));
    expect(screen.getByRole('menuitem', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when an action is refused (the last admin)", async () => {
    const user = setupUser();
    const title = 'At least one active administrator must remain.';
    serve({
      fail: (call) =>
        call.action === 'revoke-admin' ? json({ status: 409, title, code: 'lastAdmin', errors: {} }, 409) : null,
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Actions for Avery Admin' }));
    // One's own account cannot be deactivated.
    expect(screen.getByRole('menuitem', { name: /Deactivate/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Revoke admin role' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke the admin role?' })).getByRole('button', {
        name: 'Revoke admin role',
      }),
    );
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(within(rowOf('Avery Admin')).getByText('Admin')).toBeInTheDocument();
  });

  it('grants a plan until an end date', async () => {
    const user = setupUser();
    const { actions } = serve();
    open();
    await user.click(await screen.findByRole('button', { name: 'Actions for Pat Pending' }));
    await user.click(screen.getByRole('menuitem', { name: 'Grant a plan…' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant a plan' });
    expect(dialog).toHaveTextContent('The account is on the Free plan now.');

    await user.click(within(dialog).getByRole('button', { name: 'Grant plan' }));
    expect(within(dialog).getByText('Select a plan')).toBeInTheDocument();
    expect(actions).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /Plan/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Growth Mode (100 credits)', 'Partner Pro (500 credits)']);
    await user.click(screen.getByRole('option', { name: 'Partner Pro (500 credits)' }));

    const endDate = within(dialog).getByLabelText(/End date/);
    const target = new Date();
    target.setDate(target.getDate() + 90);
    const iso = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-${String(target.getDate()).padStart(2, '0')}`;
    await user.clear(endDate);
    await user.type(endDate, iso);
    expect(within(dialog).getByText('90 days from today')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Grant plan' }));

    expect(await screen.findByText(/^Pat Pending now has Partner Pro until /)).toBeInTheDocument();
    expect(actions).toEqual([{ userId: 3, action: 'plan', body: { pricingPlanId: 2, days: 90 } }]);
    await waitFor(() => expect(cells(rowOf('Pat Pending'))[3]).toMatch(/^Partner Prountil .*0\/500 credits used$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('admin users on a narrow screen (below lg)', () => {
  beforeEach(() => {
    // Every `down(...)` query matches: a phone.
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });

  it('shows a card per user with every field and its actions, sorted by a field', async () => {
    const user = setupUser();
    const { searches, actions } = serve();
    open();
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const grace = await within(list).findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(grace).toHaveTextContent('grace@fabrikam.io');
    expect(within(grace).getByText('Active')).toBeInTheDocument();
    expect(within(grace).getByRole('link', { name: 'Fabrikam' })).toHaveAttribute('href', '/admin/companies/active/31');
    expect(grace).toHaveTextContent('Growth Mode');
    expect(grace).toHaveTextContent('12/100 credits used');
    expect(grace).toHaveTextContent('2 Jan 2026');

    await user.click(within(grace).getByRole('button', { name: 'Actions for Grace Hopper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Grace Hopper has been deactivated.')).toBeInTheDocument();
    expect(actions).toEqual([{ userId: 2, action: 'deactivate', body: undefined }]);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Newest first' }));
    await waitFor(() => expect(lastSearch(searches)).toMatchObject({ sortCriteria: '2', sortOrder: '1', pageNumber: '1' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAccessibleName('Zoe Member45'));
  });
});
