import { screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/router';
import type { User } from '@/lib/session/types';
import { makeUser, mockApi, renderScreen, renderWithRouter, setupUser } from '../../../../test/utils';
import { CompanyDetailsPage } from './CompanyDetailsPage';
import { makeCompany, referenceRoutes } from '../../../../test/companyFixtures';

jest.mock('@/components/rich-text/LazyRichTextEditor', () =>
  jest.requireActual<typeof import('../../../../test/companyFixtures')>('../../../../test/companyFixtures').mockRichTextEditorModule(),
);

/** The details screen on its own (see renderScreen). */
function open(path: string, extra: Parameters<typeof mockApi>[0] = [], user: User = makeUser()) {
  const calls = mockApi([{ path: '/api/users/7', body: user }, ...referenceRoutes, ...extra]);
  const rendered = renderScreen('/companies/:companyId', <CompanyDetailsPage />, {
    initialEntries: [path],
    session: { token: 'jwt', user },
  });
  return { ...rendered, calls };
}

/** The whole app, for what the layout around the screen shows (breadcrumb, not-found page). */
function openInApp(path: string, extra: Parameters<typeof mockApi>[0] = [], user: User = makeUser()) {
  const calls = mockApi([{ path: '/api/users/7', body: user }, ...referenceRoutes, ...extra]);
  const rendered = renderWithRouter(routes, { initialEntries: [path], session: { token: 'jwt', user } });
  return { ...rendered, calls };
}

const hidden = makeCompany({
  members: [{ userId: 20, isCompanyAdmin: true }],
  contacts: null,
  targetInfo: null,
  partnershipProgram: null,
  companyOffer: null,
  hasUserViewAccess: false,
});

describe('company details', () => {
  it('without view access: blurred sections and the upgrade notice', async () => {
    open('/companies/3', [{ path: '/api/companies/3', body: hidden }]);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Cloud');
    expect(screen.getByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    for (const heading of ['Details info', 'Partner program', 'Contact info']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/Acme builds partner software/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why company details are hidden from me?' })).toBeInTheDocument();
    expect(screen.getByText(/limited to PRO members/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your membership' })).toHaveAttribute('href', '/pricing');
    const blurred = screen.getAllByTestId('blurred-section');
    expect(blurred).toHaveLength(4);
    blurred.forEach((block) => expect(block).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('names the breadcrumb after the company', async () => {
    openInApp('/companies/3', [{ path: '/api/companies/3', body: hidden }]);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(breadcrumb).toHaveTextContent('Acme Cloud'));
    expect(breadcrumb).toHaveTextContent('AI Partner Discovery');
  });

  it('with view access: every section, Agnostic / Global labels and dash placeholders', async () => {
    const company = makeCompany({
      members: [{ userId: 20, isCompanyAdmin: true }],
      targetInfo: { ...makeCompany().targetInfo!, isIndustryAgnostic: true, isGeoGlobal: true, dealSizes: [], goalForNextYear: null },
    });
    open('/companies/3', [{ path: '/api/companies/3', body: company }]);
    expect(await screen.findByText('Agnostic')).toBeInTheDocument();
    expect(screen.getByText('Global')).toBeInTheDocument();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('jane@acme-cloud.com')).toBeInTheDocument();
    expect(screen.getByText('Developing')).toBeInTheDocument();
    expect(screen.queryByText('Why company details are hidden from me?')).not.toBeInTheDocument();
  });

  it('a 404 goes to the not-found page', async () => {
    const { router } = openInApp('/companies/999', [{ path: '/api/companies/999', status: 404, body: {} }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('a failed load offers Retry', async () => {
    const user = setupUser();
    const { calls } = open('/companies/3', [{ path: '/api/companies/3', status: 500, body: { status: 500 } }]);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/companies/3').length).toBe(2));
  });

  it('company admins get the Edit button and the edit form', async () => {
    const user = setupUser();
    open('/companies/3', [{ path: '/api/companies/3', body: makeCompany() }]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Cloud');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('without members, hasUserEditAccess gives edit rights', async () => {
    open('/companies/3', [{ path: '/api/companies/3', body: makeCompany({ members: [], hasUserEditAccess: true }) }]);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('Back returns to the home page when there is no history', async () => {
    const user = setupUser();
    const { router } = open('/companies/3', [{ path: '/api/companies/3', body: hidden }]);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
