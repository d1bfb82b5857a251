import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@/app/router';
import { makeUser, mockApi, renderWithRouter } from '../../../../test/utils';
import { referenceRoutes } from './testFixtures';

jest.mock('@/components/rich-text/LazyRichTextEditor', () =>
  jest.requireActual<typeof import('./testFixtures')>('./testFixtures').mockRichTextEditorModule(),
);

const DESCRIPTION = 'Contoso resells and implements cloud security software for mid-market companies. '.repeat(3);

function open(extra: Parameters<typeof mockApi>[0] = []) {
  const user = makeUser();
  const calls = mockApi([{ path: '/api/users/7', body: user }, ...referenceRoutes, ...extra]);
  const rendered = renderWithRouter(routes, { initialEntries: ['/companies/new'], session: { token: 'jwt', user } });
  return { ...rendered, calls };
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

async function fillStepOne() {
  await userEvent.type(screen.getByLabelText('Company name'), 'Contoso Partners');
  await userEvent.type(screen.getByLabelText('Description'), DESCRIPTION);
  await userEvent.type(screen.getByLabelText('Website'), 'https://www.contoso.com');
  await pick('Partner type', 'Channel Partner');
  await pick('Company size', 'Midmarket');
  await pick('Target industries', 'Cybersecurity');
  await pick('Target customer segments', 'Mid-market');
  await pick('Target regions', 'Western Europe');
}

async function fillStepTwo() {
  await pick('Partnership types', 'Reseller');
  await userEvent.type(screen.getByLabelText('Partner page'), 'https://www.contoso.com/vendors');
  await userEvent.type(screen.getByLabelText('Partner program description'), 'We resell security products.');
  await pick('Partner readiness', 'Developing');
  await userEvent.type(screen.getByLabelText('Exclusive offer', { selector: 'textarea' }), 'A free migration workshop.');
  await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'sales@contoso.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

jest.setTimeout(30_000);

describe('company creation wizard', () => {
  it('stays on step 1 until details and target info validate', async () => {
    open();
    expect(await screen.findByText('Step 1 of 2', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    for (const message of [
      'Company name is required',
      'Company description must be at least 150 characters',
      'Company website is required',
      'Partner type must be selected',
      'Company size must be selected',
      'At least one target industry must be selected unless the company is industry agnostic',
      'At least one target customer segment must be selected',
      'At least one target region must be selected unless the company is global',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Partner page')).not.toBeInTheDocument();
  });

  it('agnostic and global disable their selectors and lift their rules', async () => {
    open();
    await screen.findByText('Step 1 of 2', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Industry agnostic' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Global' }));
    expect(screen.getByRole('combobox', { name: 'Target industries' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Target regions' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.queryByText(/unless the company is industry agnostic/)).not.toBeInTheDocument();
    expect(screen.queryByText(/unless the company is global/)).not.toBeInTheDocument();
  });

  it("an empty selector says 'No items found.'", async () => {
    const user = makeUser();
    mockApi([
      { path: '/api/users/7', body: user },
      { path: '/api/lookups', body: { industries: [], geoRegions: [], marketSegments: [], dealSizes: [], partnershipTypes: [] } },
      { path: '/api/geography/regions', body: [] },
    ]);
    renderWithRouter(routes, { initialEntries: ['/companies/new'], session: { token: 'jwt', user } });
    await screen.findByText('Step 1 of 2', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Target industries' }));
    expect(await screen.findByText('No items found.')).toBeInTheDocument();
  });

  it('shows the logo preview derived from the website, cleared with it', async () => {
    open();
    await screen.findByText('Step 1 of 2', {}, { timeout: 5000 });
    const preview = screen.getByTestId('logo-preview');
    expect(preview).toHaveTextContent('No logo yet');
    await userEvent.type(screen.getByLabelText('Website'), 'www.contoso.com');
    expect(preview).toHaveTextContent('Logo preview');
    await userEvent.clear(screen.getByLabelText('Website'));
    expect(preview).toHaveTextContent('No logo yet');
  });

  it('validates step 2 on Save, then creates the change and goes to my company', async () => {
    const { calls, router } = open([
      { method: 'POST', path: '/api/company-changes', status: 201, body: { companyChangeId: 9 } },
      { path: '/api/user/companies/pending', status: 204 },
    ]);
    await screen.findByText('Step 1 of 2', {}, { timeout: 5000 });
    await fillStepOne();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    // Step 1's messages do not show on step 2 before Save.
    expect(screen.queryByText('Partner website page is required')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'At least one partnership type must be selected',
      'Partner website page is required',
      'Partner program description is required',
      'Partner readiness must be selected',
      'Exclusive offer description is required',
      'Min 1 contact must be selected',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Back keeps what was entered.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Contoso Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await screen.findByText('Step 2 of 2');

    await fillStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-company'));
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/company-changes');
    expect(post?.body).toMatchObject({
      name: 'Contoso Partners',
      website: 'https://www.contoso.com',
      logoUrl: 'https://www.google.com/s2/favicons?domain=contoso.com&sz=128',
      partnerType: 2,
      companySize: 2,
      targetIndustryIds: [3],
      marketSegmentIds: [2],
      geoRegionIds: [155],
      partnershipTypeIds: [1],
      partnerPage: 'https://www.contoso.com/vendors',
      partnerReadiness: 2,
      contacts: [{ firstName: '', lastName: '', email: 'sales@contoso.com', position: '', linkedInUrl: '' }],
      companyId: null,
    });
    expect(post?.body).not.toHaveProperty('companyChangeId');
  });

  it('shows the failure toast and puts the server messages on the fields', async () => {
    open([
      {
        method: 'POST',
        path: '/api/company-changes',
        status: 400,
        body: { status: 400, title: 'Invalid', errors: { website: ['Must be a valid URL'], partnerPage: ['Must be a valid URL'] } },
      },
    ]);
    await screen.findByText('Step 1 of 2', {}, { timeout: 5000 });
    await fillStepOne();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await screen.findByText('Step 2 of 2');
    await fillStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create company. Please try again.')).toBeInTheDocument();
    // A step-1 field failed on the server: the wizard goes back to it.
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
  });

  it('Cancel asks before discarding entered data', async () => {
    const { router } = open([{ path: '/api/user/companies/pending', status: 204 }]);
    await screen.findByText('Step 1 of 2', {}, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('Company name'), 'Contoso');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Are you sure you want to cancel? Any changes you've made will be lost.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-company'));
  });
});
