import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/router';
import type { User } from '@/lib/session/types';
import { makeUser, mockApi, renderWithRouter } from '../../../../test/utils';
import { makeCompany, referenceRoutes } from './testFixtures';

jest.mock('@/components/rich-text/LazyRichTextEditor', () =>
  jest.requireActual<typeof import('./testFixtures')>('./testFixtures').mockRichTextEditorModule(),
);

jest.setTimeout(20_000);

function open(path: string, extra: Parameters<typeof mockApi>[0] = [], user: User = makeUser()) {
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
    expect(await screen.findByTestId('company-name', {}, { timeout: 5000 })).toHaveTextContent('Acme Cloud');
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
    open('/companies/3', [{ path: '/api/companies/3', body: hidden }]);
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
    expect(await screen.findByText('Agnostic', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Global')).toBeInTheDocument();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('jane@acme-cloud.com')).toBeInTheDocument();
    expect(screen.getByText('Developing')).toBeInTheDocument();
    expect(screen.queryByText('Why company details are hidden from me?')).not.toBeInTheDocument();
  });

  it('a 404 goes to the not-found page', async () => {
    const { router } = open('/companies/999', [{ path: '/api/companies/999', status: 404, body: {} }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), { timeout: 5000 });
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('a failed load offers Retry', async () => {
    const { calls } = open('/companies/3', [{ path: '/api/companies/3', status: 500, body: { status: 500 } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/companies/3').length).toBe(2));
  });

  it('company admins get the Edit button and the edit form', async () => {
    open('/companies/3', [{ path: '/api/companies/3', body: makeCompany() }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 }));
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Cloud');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('without members, hasUserEditAccess gives edit rights', async () => {
    open('/companies/3', [{ path: '/api/companies/3', body: makeCompany({ members: [], hasUserEditAccess: true }) }]);
    expect(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('Back returns to the home page when there is no history', async () => {
    const { router } = open('/companies/3', [{ path: '/api/companies/3', body: hidden }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
