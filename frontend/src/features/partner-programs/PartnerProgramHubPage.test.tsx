import { act, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderWithProviders, renderWithRouter, setupUser } from '../../../test/utils';
import type { ProgramCardData } from './hubApi';
import { PartnerProgramHubPage } from './PartnerProgramHubPage';

const session = { token: 'jwt', user: makeUser() };

const program = (id: number, name: string): ProgramCardData => ({
  companyId: id,
  companyName: name,
  companyLogoUrl: null,
  description: `${name} builds software for partners. Resellers and MSPs get margins from 20%.`,
  targertIndustries: null,
  geoRegions: null,
  isIndustryAgnostic: false,
  isGeoGlobal: false,
});
const FEATURED = Array.from({ length: 5 }, (_, i) => program(100 + i, `Featured Vendor ${i + 1}`));
const REGULAR = Array.from({ length: 12 }, (_, i) => program(200 + i, `Regular Vendor ${String(i + 1).padStart(2, '0')}`));

interface Call {
  isFeatured: string | null;
  pageNumber: number;
  pageSize: number;
}

interface HubServer {
  featured?: ProgramCardData[];
  regular?: ProgramCardData[];
  /** Answer a call with an error (status) instead of its page. */
  fail?: (call: Call) => number | null;
  /** Hold answers until `release()` is called. */
  hold?: boolean;
}

/** A fake `GET /api/partner-programs` that pages the given lists like the server does. */
function serve({ featured = FEATURED, regular = REGULAR, fail, hold = false }: HubServer = {}) {
  const calls: Call[] = [];
  let release = () => undefined as void;
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== '/api/partner-programs') {
      return new Response(JSON.stringify({ status: 404 }), { status: 404 });
    }
    const call = {
      isFeatured: url.searchParams.get('IsFeatured'),
      pageNumber: Number(url.searchParams.get('PageNumber')),
      pageSize: Number(url.searchParams.get('PageSize')),
    };
    calls.push(call);
    await gate;
    const status = fail?.(call);
    if (status) {
      return new Response(JSON.stringify({ status, title: 'Server error' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const list = call.isFeatured === 'true' ? featured : regular;
    const start = (call.pageNumber - 1) * call.pageSize;
    return new Response(
      JSON.stringify({ data: list.slice(start, start + call.pageSize), hasNext: list.length > start + call.pageSize }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  return { calls, release: () => release() };
}

const open = (server?: HubServer) => {
  const fake = serve(server);
  const rendered = renderWithProviders(<PartnerProgramHubPage />, { initialEntries: ['/partner-program-hub'], session });
  return { ...rendered, ...fake };
};

const featuredSection = () => screen.getByRole('region', { name: 'Featured' });
const regularSection = () => screen.getByRole('region', { name: 'Partner Programs' });
const cardNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('partner program hub', () => {
  it('shows the heading and 30 skeleton cards while the first pages load', async () => {
    const { release } = open({ hold: true });
    expect(screen.getByRole('heading', { name: 'Partner Program Hub', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Browse partner programs and the exclusive offers companies make to partners.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading partner programs' })).toBeInTheDocument();
    expect(screen.getAllByTestId('program-skeleton')).toHaveLength(30);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('article', { name: 'Featured Vendor 1' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('program-skeleton')).toHaveLength(0);
    expect(screen.queryByRole('status', { name: 'Loading partner programs' })).not.toBeInTheDocument();
  });

  it('renders the first page of each list from the API with the spec page sizes', async () => {
    const { calls } = open();
    await screen.findByRole('article', { name: 'Featured Vendor 1' });
    expect(calls).toEqual(
      expect.arrayContaining([
        { isFeatured: 'true', pageNumber: 1, pageSize: 3 },
        { isFeatured: 'false', pageNumber: 1, pageSize: 9 },
      ]),
    );
    expect(calls).toHaveLength(2);
    expect(cardNames(featuredSection())).toEqual(['Featured Vendor 1', 'Featured Vendor 2', 'Featured Vendor 3']);
    expect(cardNames(regularSection())).toEqual(REGULAR.slice(0, 9).map((item) => item.companyName));
    expect(within(featuredSection()).getByRole('heading', { name: 'Featured', level: 2 })).toBeInTheDocument();
    expect(within(regularSection()).getByRole('heading', { name: 'Partner Programs', level: 2 })).toBeInTheDocument();
  });

  it('shows a card with logo, name, clamped description and a View Details link', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Regular Vendor 01' });
    // No logo URL: the initials stand in.
    expect(within(card).getByText('RV')).toBeInTheDocument();
    expect(within(card).getByTestId('company-card-description')).toHaveTextContent(
      'Regular Vendor 01 builds software for partners.',
    );
    expect(within(card).getByTestId('company-card-description')).toHaveStyle({ WebkitLineClamp: '3' });
    const link = within(card).getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', '/companies/200');
    expect(link).toHaveAccessibleDescription('Regular Vendor 01');
    // The link is the card's only tab stop.
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('appends the next featured page on Show more and hides the button when there is no next page', async () => {
    const user = setupUser();
    const { calls } = open();
    await screen.findByRole('article', { name: 'Featured Vendor 1' });
    const button = within(featuredSection()).getByRole('button', { name: 'Show more featured programs' });
    expect(button).toHaveTextContent('Show more');

    await user.click(button);
    expect(await within(featuredSection()).findByRole('article', { name: 'Featured Vendor 5' })).toBeInTheDocument();
    expect(cardNames(featuredSection())).toEqual(FEATURED.map((item) => item.companyName));
    expect(calls).toContainEqual({ isFeatured: 'true', pageNumber: 2, pageSize: 3 });
    expect(within(featuredSection()).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    // Focus moves to the first appended card's link.
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Featured Vendor 4' })).getByRole('link')).toHaveFocus(),
    );
    // The other list is untouched.
    expect(cardNames(regularSection())).toHaveLength(9);
  });

  it('appends the next page of the regular list and then hides its Show more', async () => {
    const user = setupUser();
    const { calls } = open();
    await screen.findByRole('article', { name: 'Regular Vendor 09' });
    await user.click(within(regularSection()).getByRole('button', { name: 'Show more partner programs' }));
    expect(await within(regularSection()).findByRole('article', { name: 'Regular Vendor 12' })).toBeInTheDocument();
    expect(cardNames(regularSection())).toEqual(REGULAR.map((item) => item.companyName));
    expect(calls).toContainEqual({ isFeatured: 'false', pageNumber: 2, pageSize: 9 });
    expect(within(regularSection()).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(cardNames(featuredSection())).toHaveLength(3);
  });

  it('keeps Show more across several pages', async () => {
    const user = setupUser();
    const many = Array.from({ length: 20 }, (_, i) => program(300 + i, `Vendor ${String(i + 1).padStart(2, '0')}`));
    open({ regular: many });
    await screen.findByRole('article', { name: 'Vendor 09' });
    await user.click(within(regularSection()).getByRole('button', { name: 'Show more partner programs' }));
    await within(regularSection()).findByRole('article', { name: 'Vendor 18' });
    expect(cardNames(regularSection())).toHaveLength(18);
    await user.click(within(regularSection()).getByRole('button', { name: 'Show more partner programs' }));
    await within(regularSection()).findByRole('article', { name: 'Vendor 20' });
    expect(cardNames(regularSection())).toHaveLength(20);
    expect(within(regularSection()).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows progress on Show more while the next page loads', async () => {
    const user = setupUser();
    let releaseNext = () => undefined as void;
    const nextPage = new Promise<void>((resolve) => (releaseNext = resolve));
    const { calls } = serve();
    const fetchMock = globalThis.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).searchParams.get('PageNumber') === '2') await nextPage;
      return answer(input, init);
    });
    renderWithProviders(<PartnerProgramHubPage />, { session });
    await screen.findByRole('article', { name: 'Featured Vendor 1' });
    const button = within(featuredSection()).getByRole('button', { name: 'Show more featured programs' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(within(button).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    // A second press while loading does not ask again.
    await user.click(button);
    await act(async () => releaseNext());
    expect(await within(featuredSection()).findByRole('article', { name: 'Featured Vendor 5' })).toBeInTheDocument();
    expect(calls.filter((call) => call.isFeatured === 'true' && call.pageNumber === 2)).toHaveLength(1);
    expect(within(featuredSection()).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows the empty texts when there are no programs', async () => {
    open({ featured: [], regular: [] });
    expect(await within(await screen.findByRole('region', { name: 'Featured' })).findByText('No featured partner programs found.')).toBeInTheDocument();
    expect(within(regularSection()).getByText('No results found.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows an empty featured list next to regular programs', async () => {
    open({ featured: [] });
    await screen.findByRole('article', { name: 'Regular Vendor 01' });
    expect(within(featuredSection()).getByText('No featured partner programs found.')).toBeInTheDocument();
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry when a list fails to load', async () => {
    const user = setupUser();
    let failing = true;
    const { calls } = open({ fail: (call) => (failing && call.isFeatured === 'true' ? 500 : null) });
    await screen.findByRole('article', { name: 'Regular Vendor 01' });
    const featured = featuredSection();
    expect(within(featured).getByText("We couldn't load the featured partner programs.")).toBeInTheDocument();
    failing = false;
    await user.click(within(featured).getByRole('button', { name: 'Retry' }));
    expect(await within(featuredSection()).findByRole('article', { name: 'Featured Vendor 1' })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load the featured partner programs.")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.isFeatured === 'true' && call.pageNumber === 1)).toHaveLength(2);
  });

  it('keeps the cards and offers Retry when the next page fails', async () => {
    const user = setupUser();
    let failing = true;
    open({ fail: (call) => (failing && call.isFeatured === 'false' && call.pageNumber === 2 ? 503 : null) });
    await screen.findByRole('article', { name: 'Regular Vendor 09' });
    await user.click(within(regularSection()).getByRole('button', { name: 'Show more partner programs' }));
    expect(await within(regularSection()).findByText("We couldn't load more partner programs.")).toBeInTheDocument();
    expect(cardNames(regularSection())).toHaveLength(9);
    const retry = within(regularSection()).getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());
    failing = false;
    await user.click(retry);
    expect(await within(regularSection()).findByRole('article', { name: 'Regular Vendor 12' })).toBeInTheDocument();
    expect(cardNames(regularSection())).toHaveLength(12);
    expect(screen.queryByText("We couldn't load more partner programs.")).not.toBeInTheDocument();
  });

  it('opens the company when a card is clicked', async () => {
    const user = setupUser();
    serve();
    const { router } = renderWithRouter(
      [
        { path: '/partner-program-hub', element: <PartnerProgramHubPage /> },
        { path: '/companies/:companyId', element: <p>Company page</p> },
      ],
      { initialEntries: ['/partner-program-hub'], session },
    );
    const card = await screen.findByRole('article', { name: 'Regular Vendor 02' });
    await user.click(within(card).getByTestId('company-card-description'));
    expect(await screen.findByText('Company page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companies/201');
  });

  it('follows the View Details link inside the app', async () => {
    const user = setupUser();
    serve();
    const { router } = renderWithRouter(
      [
        { path: '/partner-program-hub', element: <PartnerProgramHubPage /> },
        { path: '/companies/:companyId', element: <p>Company page</p> },
      ],
      { initialEntries: ['/partner-program-hub'], session },
    );
    const card = await screen.findByRole('article', { name: 'Featured Vendor 2' });
    await user.click(within(card).getByRole('link', { name: 'View Details' }));
    expect(await screen.findByText('Company page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companies/101');
  });
});
