import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, mockApi, renderScreen, setupUser } from '../../../test/utils';
import { CompanyNewPage, createConflictOf } from './CompanyNewPage';
import { referenceRoutes } from '../../../test/companyFixtures';

jest.mock('@/components/rich-text/LazyRichTextEditor', () =>
  jest.requireActual<typeof import('../../../test/companyFixtures')>('../../../test/companyFixtures').mockRichTextEditorModule(),
);

const DESCRIPTION = 'Contoso resells and implements cloud security software for mid-market companies. '.repeat(3);

type User = ReturnType<typeof setupUser>;

function open(extra: Parameters<typeof mockApi>[0] = []) {
  const user = setupUser();
  const member = makeUser();
  // The first matching route answers: a test's own routes come first.
  const calls = mockApi([...extra, { path: '/api/users/7', body: member }, ...referenceRoutes]);
  const rendered = renderScreen('/companies/new', <CompanyNewPage />, { session: { token: 'jwt', user: member } });
  return { ...rendered, calls, user };
}

/**
 * Chooses an option of a select or multi-select: one mouse press opens MUI's menu or
 * listbox and one click picks (the full pointer sequence of user-event adds nothing these
 * tests check, and each of its events re-renders the form).
 */
async function pick(user: User, label: string, option: string) {
  // Found by its label: a role query with a name costs ten times more in jsdom, and the
  // fields' roles and names are asserted where they are the point.
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/**
 * Text arrives in one input event, as a browser's autofill or a Playwright `fill()` does:
 * these tests are about the steps, the rules and the payload, not each key (the form
 * revalidates and re-renders on every key once it was submitted).
 */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Step 1; `anyIndustryAnywhere` ticks Industry agnostic and Global instead of picking. */
async function fillStepOne(user: User, { anyIndustryAnywhere = false } = {}) {
  await fill(user, screen.getByLabelText('Company name'), 'Contoso Partners');
  await fill(user, screen.getByLabelText('Description'), DESCRIPTION);
  await fill(user, screen.getByLabelText('Website'), 'https://www.contoso.com');
  await pick(user, 'Partner type', 'Channel Partner');
  await pick(user, 'Company size', 'Midmarket');
  await pick(user, 'Target customer segments', 'Mid-market');
  if (anyIndustryAnywhere) {
    await user.click(screen.getByLabelText('Industry agnostic'));
    await user.click(screen.getByLabelText('Global'));
  } else {
    await pick(user, 'Target industries', 'Cybersecurity');
    await pick(user, 'Target regions', 'Western Europe');
  }
}

async function fillStepTwo(user: User) {
  await pick(user, 'Partnership types', 'Reseller');
  await fill(user, screen.getByLabelText('Partner page'), 'https://www.contoso.com/vendors');
  await fill(user, screen.getByLabelText('Partner program description'), 'We resell security products.');
  await pick(user, 'Partner readiness', 'Developing');
  await fill(user, screen.getByLabelText('Exclusive offer', { selector: 'textarea' }), 'A free migration workshop.');
  await user.click(screen.getByRole('button', { name: 'Add contact' }));
  const dialog = await screen.findByRole('dialog');
  await fill(user, within(dialog).getByLabelText('Email'), 'sales@contoso.com');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Both steps filled in (the short way where the targets are not the point), on step 2, ready to Save. */
async function fillWizard(user: User) {
  await screen.findByText('Step 1 of 2');
  await fillStepOne(user, { anyIndustryAnywhere: true });
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await screen.findByText('Step 2 of 2');
  await fillStepTwo(user);
}

describe('company creation wizard', () => {
  it('stays on step 1 until details and target info validate', async () => {
    const { user } = open();
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
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
    const { user } = open();
    await screen.findByText('Step 1 of 2');
    await user.click(screen.getByRole('checkbox', { name: 'Industry agnostic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Global' }));
    expect(screen.getByRole('combobox', { name: 'Target industries' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Target regions' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.queryByText(/unless the company is industry agnostic/)).not.toBeInTheDocument();
    expect(screen.queryByText(/unless the company is global/)).not.toBeInTheDocument();
  });

  it("an empty selector says 'No items found.'", async () => {
    const { user } = open([
      { path: '/api/lookups', body: { industries: [], geoRegions: [], marketSegments: [], dealSizes: [], partnershipTypes: [] } },
      { path: '/api/geography/regions', body: [] },
    ]);
    await screen.findByText('Step 1 of 2');
    await user.click(screen.getByRole('combobox', { name: 'Target industries' }));
    expect(await screen.findByText('No items found.')).toBeInTheDocument();
  });

  it('says the logo comes from the website once approved, and loads none from a logo service', async () => {
    const { user } = open();
    await screen.findByText('Step 1 of 2');
    const preview = screen.getByTestId('logo-preview');
    expect(preview).toHaveTextContent('No logo yet');
    await user.type(screen.getByLabelText('Company name'), 'Contoso Partners');
    await user.type(screen.getByLabelText('Website'), 'www.contoso.com');
    expect(preview).toHaveTextContent('Logo from the website once approved');
    // The initials, no image: the server fetches the logo, the browser never asks a third party.
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('CP');
    await user.clear(screen.getByLabelText('Website'));
    expect(preview).toHaveTextContent('No logo yet');
  });

  it('validates step 2 on Save, then creates the change and goes to my company', async () => {
    const { calls, router, user } = open([
      { method: 'POST', path: '/api/company-changes', status: 201, body: { companyChangeId: 9 } },
      { path: '/api/user/companies/pending', status: 204 },
    ]);
    await screen.findByText('Step 1 of 2');
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    // Step 1's messages do not show on step 2 before Save.
    expect(screen.queryByText('Partner website page is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
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
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Contoso Partners');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await screen.findByText('Step 2 of 2');

    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-company'));
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/company-changes');
    expect(post?.body).toMatchObject({
      name: 'Contoso Partners',
      website: 'https://www.contoso.com',
      logoUrl: null,
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
    const { user } = open([
      {
        method: 'POST',
        path: '/api/company-changes',
        status: 400,
        body: { status: 400, title: 'Invalid', errors: { website: ['Must be a valid URL'], partnerPage: ['Must be a valid URL'] } },
      },
    ]);
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create company. Please try again.')).toBeInTheDocument();
    // A step-1 field failed on the server: the wizard goes back to it.
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
  });

  it('a change already waiting (409): the server says so, with the way to it, and the form stays', async () => {
    const { calls, router, user } = open([
      {
        method: 'POST',
        path: '/api/company-changes',
        status: 409,
        body: {
          status: 409,
          title: 'A change is already waiting for approval: update it instead.',
          errors: {},
          code: 'pendingChangeExists',
          companyChangeId: 5,
        },
      },
    ]);
    await fillWizard(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByTestId('create-conflict');
    expect(conflict).toHaveTextContent('A change is already waiting for approval: update it instead.');
    expect(within(conflict).getByRole('link', { name: 'Open the pending change' })).toHaveAttribute('href', '/my-company');
    // The toast says the same, not the generic "try again" (trying again cannot help).
    await waitFor(() =>
      expect(
        screen
          .getAllByText('A change is already waiting for approval: update it instead.')
          .filter((element) => !conflict.contains(element)),
      ).toHaveLength(1),
    );
    expect(screen.queryByText('Failed to create company. Please try again.')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Partner page')).toHaveValue('https://www.contoso.com/vendors');
    expect(router.state.location.pathname).toBe('/companies/new');
  });

  it('Cancel asks before discarding entered data', async () => {
    const { router, user } = open([{ path: '/api/user/companies/pending', status: 204 }]);
    await screen.findByText('Step 1 of 2');
    await user.type(screen.getByLabelText('Company name'), 'Contoso');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Are you sure you want to cancel? Any changes you've made will be lost.");
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-company'));
  });
});

describe('createConflictOf', () => {
  const apiError = (status: number, data: object) => ({ status, data, message: 'x' });

  it('turns a 409 into the server sentence and the way to what already exists', () => {
    expect(
      createConflictOf(apiError(409, { title: 'A change is already waiting for approval: update it instead.', code: 'pendingChangeExists' })),
    ).toEqual({ message: 'A change is already waiting for approval: update it instead.', linkText: 'Open the pending change' });
    expect(createConflictOf(apiError(409, { title: 'You already belong to a company: edit it instead.', code: 'hasCompany' }))).toEqual({
      message: 'You already belong to a company: edit it instead.',
      linkText: 'Open My Company',
    });
  });

  it('keeps the generic failure for a 409 without a sentence, and is nothing for other failures', () => {
    expect(createConflictOf(apiError(409, {}))?.message).toBe('Failed to create company. Please try again.');
    expect(createConflictOf(apiError(400, { title: 'Invalid' }))).toBeNull();
    expect(createConflictOf({ status: 'network', data: null, message: 'Network error' })).toBeNull();
  });
});
