import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@/lib/session/types';
import { makeUser, mockApi, renderScreen, setupUser } from '../../../../test/utils';
import { makeCompany, referenceRoutes } from '../../../../test/companyFixtures';
import { MyCompanyPage, SHOW_COMPANY_MODAL_KEY } from './MyCompanyPage';

jest.mock('@/components/rich-text/LazyRichTextEditor', () =>
  jest.requireActual<typeof import('../../../../test/companyFixtures')>('../../../../test/companyFixtures').mockRichTextEditorModule(),
);

function open(member: User, extra: Parameters<typeof mockApi>[0] = []) {
  const user = setupUser();
  const calls = mockApi([{ path: '/api/users/7', body: member }, ...referenceRoutes, ...extra]);
  const rendered = renderScreen('/my-company', <MyCompanyPage />, { session: { token: 'jwt', user: member } });
  return { ...rendered, calls, user };
}

const withCompany = makeUser({ company: { companyId: 3, name: 'Acme Cloud', logoUrl: null } });

describe('my company', () => {
  it('without a company: the inline prompt and, once, the join-or-create dialog', async () => {
    const { user } = open(makeUser(), [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/users/company-suggestion', status: 204 },
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Join or create your company to access partner tools');
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(SHOW_COMPANY_MODAL_KEY)).toBe('false');
    expect(screen.getByRole('button', { name: 'Submit New' })).toBeInTheDocument();
  });

  it('does not open the dialog again after it was dismissed', async () => {
    window.localStorage.setItem(SHOW_COMPANY_MODAL_KEY, 'false');
    open(makeUser(), [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/users/company-suggestion', status: 204 },
    ]);
    expect(await screen.findByRole('button', { name: 'Submit New' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('joining a suggested company: joined toast, or the request notice', async () => {
    window.localStorage.setItem(SHOW_COMPANY_MODAL_KEY, 'false');
    const { calls, user } = open(makeUser(), [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/users/company-suggestion', body: { companyId: 3, name: 'Acme Cloud', logoUrl: null } },
      { method: 'POST', path: '/api/companies/assign', status: 202, body: { status: 'requested' } },
    ]);
    await user.click(await screen.findByRole('button', { name: /Join/ }));
    expect(await screen.findByText('Your request to join Acme Cloud was sent to its company admins.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/companies/assign')?.body).toEqual({ companyId: 3, userId: 7 });
  });

  it('joined: toast and the user is refetched', async () => {
    window.localStorage.setItem(SHOW_COMPANY_MODAL_KEY, 'false');
    const { calls, user } = open(makeUser(), [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/users/company-suggestion', body: { companyId: 3, name: 'Acme Cloud', logoUrl: null } },
      { method: 'POST', path: '/api/companies/assign', body: { status: 'joined' } },
    ]);
    await user.click(await screen.findByRole('button', { name: /Join/ }));
    expect(await screen.findByText('You joined Acme Cloud.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/users/7').length).toBeGreaterThan(1));
  });

  it('shows the pending copy with the Pending Approval badge; its author may edit it (PUT)', async () => {
    const pending = { ...makeCompany({ name: 'Contoso', members: [] }), companyId: null, companyChangeId: 9, status: 'Pending', changeType: 1 };
    const { calls, user } = open(makeUser({ hasPendingCompany: true }), [
      { path: '/api/user/companies/pending', body: pending },
      { method: 'PUT', path: '/api/company-changes/9', body: { companyChangeId: 9 } },
    ]);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Contoso');
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company updated successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Contoso', companyId: null, companyChangeId: 9 });
  });

  it('a featured company says until when', async () => {
    open(withCompany, [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/companies/3', body: makeCompany({ featuredUntil: '2026-12-04T10:00:00Z' }) },
    ]);
    expect(await screen.findByTestId('featured-until')).toHaveTextContent(/^Featured until \d+ Dec 2026$/);
  });

  it('a company that is not featured shows no such badge', async () => {
    open(withCompany, [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/companies/3', body: makeCompany({ featuredUntil: null }) },
    ]);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Cloud');
    expect(screen.queryByTestId('featured-until')).not.toBeInTheDocument();
  });

  it('company admin: Approved badge, read sections, join requests, joining setting and members', async () => {
    open(withCompany, [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/companies/3', body: makeCompany() },
      { path: '/api/companies/3/join-policy', body: { domainJoinPolicy: 'ask' } },
      {
        path: '/api/companies/3/join-requests',
        body: [{ joinRequestId: 4, userId: 8, firstName: 'Sam', lastName: 'Lee', email: 'sam@gmail.com', createdAt: '2026-11-20T10:00:00Z' }],
      },
    ]);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Cloud');
    expect(screen.getByText('Approved')).toBeInTheDocument();
    for (const heading of ['Details info', 'Target info', 'Partner program', 'Exclusive offer', 'Contacts', 'Join requests', 'Joining by e-mail domain', 'Members']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Global')).toBeInTheDocument();
    expect(await screen.findByText('Sam Lee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Ask the company admins/ })).toBeChecked();
  });

  it('edit: Cancel asks first; Save validates and posts a change of the company', async () => {
    const { calls, user } = open(withCompany, [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/companies/3', body: makeCompany() },
      { path: '/api/companies/3/join-requests', body: [] },
      { method: 'POST', path: '/api/company-changes', status: 201, body: { companyChangeId: 12 } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Company name');
    // New text in one input event (the form re-renders on each key; keys are not the point).
    await user.clear(name);
    await user.paste('Acme Platform');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Are you sure you want to cancel? Any changes you've made will be lost.");
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument());
    expect(screen.getByTestId('company-name')).toHaveTextContent('Acme Cloud');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Company name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Company name'));
    await user.paste('Acme Platform');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company updated successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/company-changes');
    expect(post?.body).toMatchObject({ name: 'Acme Platform', companyId: 3, isGeoGlobal: true, geoRegionIds: [] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('edit: contacts follow the edit rules and a failed save shows the error toast', async () => {
    const company = makeCompany({
      contacts: [{ contactId: 1, firstName: '', lastName: '', email: 'sales@acme-cloud.com', position: '', linkedInUrl: '' }],
    });
    const { user } = open(withCompany, [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/companies/3', body: company },
      { path: '/api/companies/3/join-requests', body: [] },
      { method: 'POST', path: '/api/company-changes', status: 400, body: { status: 400, errors: { 'contacts.0.firstName': ['First name is required'] } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact 1 (sales@acme-cloud.com): First name is required')).toBeInTheDocument();
  });

  it('a plain member sees no Edit button', async () => {
    open(withCompany, [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/companies/3', body: makeCompany({ members: [{ userId: 7, isCompanyAdmin: false }, { userId: 8, isCompanyAdmin: true }] }) },
    ]);
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Cloud');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Joining by e-mail domain' })).not.toBeInTheDocument();
  });

  it('a failed load offers Retry', async () => {
    const { calls, user } = open(withCompany, [
      { path: '/api/user/companies/pending', status: 204 },
      { path: '/api/companies/3', networkError: true },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/companies/3').length).toBe(2));
  });
});
