import { screen, waitFor, within } from '@testing-library/react';
import { BETA, makeCompanyStatus, makeFit, makeRequestDetail } from '../../../test/outreachFixtures';
import { makeUser, mockApi, renderWithProviders, setupUser, type MockRoute } from '../../../test/utils';
import { RequestIntroButton } from './RequestIntroButton';

const DRAFT = 'Hello Beta Channel team, Acme Industries builds payment software and we would like to talk.';
const member = makeUser({
  company: { companyId: 3, name: 'Acme Industries', logoUrl: null },
  subscription: { pricingPlanId: 1, pricingPlanName: 'Growth', endDate: '2027-01-01', tokensQuota: 100, tokensUsed: 0, isActive: true },
});

function open(routes: MockRoute[], props: { searchHistoryId?: number | null } = {}) {
  const calls = mockApi([
    { path: `/api/users/${member.userId}`, body: member },
    { method: 'POST', path: '/api/outreach/draft', body: { message: DRAFT } },
    ...routes,
  ]);
  const rendered = renderWithProviders(
    <RequestIntroButton company={BETA} fit={makeFit()} searchHistoryId={props.searchHistoryId ?? null} />,
    { session: { token: 'jwt-token', user: member } },
  );
  return { ...rendered, calls };
}

async function dialogOpened(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: 'Request intro to Beta Channel' }));
  return screen.findByRole('dialog', { name: 'Request an intro to Beta Channel' });
}

describe('the intro request dialog', () => {
  it('is prefilled: Partnership, the drafted message, the quota left and the fit it carries', async () => {
    const user = setupUser();
    const { calls } = open([{ path: `/api/outreach/companies/${BETA.companyId}`, body: makeCompanyStatus() }], {
      searchHistoryId: 12,
    });
    const dialog = await dialogOpened(user);

    expect(await within(dialog).findByText('3 of 20 intro requests left this month')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Partnership' })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(DRAFT));
    expect(calls.find((call) => call.url === '/api/outreach/draft')?.body).toEqual({ receiverCompanyId: BETA.companyId, type: 2 });
    expect(within(dialog).getByLabelText('Partner fit score 82%')).toBeInTheDocument();
    expect(within(dialog).getByText(/from your search, so Beta Channel sees why you found them/)).toBeInTheDocument();
    // Nothing is sent without the member's click.
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/outreach/requests')).toBe(false);
  });

  it('sends what the member edited, with the type and the search, and closes', async () => {
    const user = setupUser();
    const { calls } = open([
      { path: `/api/outreach/companies/${BETA.companyId}`, body: makeCompanyStatus() },
      { method: 'POST', path: '/api/outreach/requests', status: 201, body: makeRequestDetail({ box: 'sent' }) },
    ], { searchHistoryId: 12 });
    const dialog = await dialogOpened(user);
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(message).toHaveValue(DRAFT));
    await user.click(within(dialog).getByRole('radio', { name: 'Offer' }));
    // The untouched draft follows the type.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/outreach/draft')).toHaveLength(2));
    await user.clear(message);
    await user.click(message);
    await user.paste('We have an exclusive offer for your resellers in Western Europe.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/outreach/requests')?.body).toEqual({
      receiverCompanyId: BETA.companyId,
      type: 3,
      message: 'We have an exclusive offer for your resellers in Western Europe.',
      searchHistoryId: 12,
    });
  });

  it("lets the sender say which of the receiver's partnership types the request is about", async () => {
    const user = setupUser();
    const { calls } = open([
      { path: `/api/outreach/companies/${BETA.companyId}`, body: makeCompanyStatus() },
      { method: 'POST', path: '/api/outreach/requests', status: 201, body: makeRequestDetail({ box: 'sent' }) },
    ]);
    const dialog = await dialogOpened(user);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(DRAFT));
    const select = within(dialog).getByRole('combobox', { name: 'Partnership type' });
    expect(select).toHaveTextContent('None in particular');

    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None in particular', 'Referral', 'Reseller']);
    await user.click(screen.getByRole('option', { name: 'Reseller' }));
    // The untouched draft is written again for that type.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/outreach/draft').at(-1)?.body).toEqual({
        receiverCompanyId: BETA.companyId,
        type: 2,
        partnershipTypeId: 5,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/outreach/requests')?.body).toEqual({
      receiverCompanyId: BETA.companyId,
      type: 2,
      message: DRAFT,
      searchHistoryId: null,
      partnershipTypeId: 5,
    });
  });

  it('offers no partnership type when the receiver lists none', async () => {
    const user = setupUser();
    open([{ path: `/api/outreach/companies/${BETA.companyId}`, body: makeCompanyStatus({ partnershipTypes: [] }) }]);
    const dialog = await dialogOpened(user);
    await within(dialog).findByText('3 of 20 intro requests left this month');
    expect(within(dialog).queryByRole('combobox', { name: 'Partnership type' })).not.toBeInTheDocument();
  });

  it('shows the API field errors on the message (20 to 2,000 characters)', async () => {
    const user = setupUser();
    const { calls } = open([
      { path: `/api/outreach/companies/${BETA.companyId}`, body: makeCompanyStatus() },
      {
        method: 'POST',
        path: '/api/outreach/requests',
        status: 400,
        body: {
          status: 400,
          title: 'Please correct the errors and try again.',
          errors: { message: ['The message must be 20 to 2,000 characters.'] },
        },
      },
    ]);
    const dialog = await dialogOpened(user);
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(message).toHaveValue(DRAFT));
    // Too short is said before any call...
    await user.clear(message);
    await user.click(message);
    await user.paste('Hi there');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('The message must be 20 to 2,000 characters.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/outreach/requests')).toBe(false);

    // ... and the server's answer lands on the field too.
    await user.clear(message);
    await user.click(message);
    await user.paste('This message is long enough for the client but the server says otherwise.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/outreach/requests')).toBe(true));
    expect(await within(dialog).findByText('The message must be 20 to 2,000 characters.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('links a 409 to the conversation the two companies already have', async () => {
    const user = setupUser();
    open([
      { path: `/api/outreach/companies/${BETA.companyId}`, body: makeCompanyStatus() },
      {
        method: 'POST',
        path: '/api/outreach/requests',
        status: 409,
        body: {
          status: 409,
          title: 'Your companies already have a conversation: write there instead.',
          code: 'conversationExists',
          conversationId: 9,
        },
      },
    ]);
    const dialog = await dialogOpened(user);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(DRAFT));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your companies already have a conversation: write there instead.');
    expect(within(alert).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/outreach/conversations/9');
  });

  it.each([
    ['noSubscription', 'An active paid plan is required to send intro requests.', 'See the plans', '/pricing'],
    ['noCompany', 'Associate your account with an approved company to reach out to partners.', 'Go to My Company', '/my-company'],
    ['quotaExhausted', 'You have sent all the intro requests of your plan this month. More on December 1.', 'See the plans for more requests', '/pricing'],
  ])('says why a member cannot send (%s) with the link that fixes it', async (code, title, linkName, href) => {
    const user = setupUser();
    const { calls } = open([
      {
        path: `/api/outreach/companies/${BETA.companyId}`,
        body: makeCompanyStatus({ canSend: false, cannotSendReason: { code, title } }),
      },
    ]);
    const dialog = await dialogOpened(user);
    expect(await within(dialog).findByText(title)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(expect.stringContaining(title));
    expect(calls.some((call) => call.url === '/api/outreach/draft')).toBe(false);
  });

  it.each([
    ['receiverNotAccepting', 'This company does not accept intro requests at the moment.'],
    ['outreachSuspended', 'Outreach is suspended for your company. Please contact the PartnerMatch team.'],
    ['ownCompany', 'You cannot send an intro request to your own company.'],
  ])('says why without a link when nothing can be fixed here (%s)', async (code, title) => {
    const user = setupUser();
    open([
      {
        path: `/api/outreach/companies/${BETA.companyId}`,
        body: makeCompanyStatus({ canSend: false, cannotSendReason: { code, title } }),
      },
    ]);
    const dialog = await dialogOpened(user);
    expect(await within(dialog).findByText(title)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeDisabled();
  });

  it('links the request already waiting between the two companies', async () => {
    const user = setupUser();
    open([
      {
        path: `/api/outreach/companies/${BETA.companyId}`,
        body: makeCompanyStatus({
          canSend: false,
          openRequestId: 41,
          cannotSendReason: {
            code: 'requestAlreadyOpen',
            title: 'An intro request between your companies is already waiting for an answer.',
          },
        }),
      },
    ]);
    const dialog = await dialogOpened(user);
    expect(await within(dialog).findByRole('link', { name: 'Open the request' })).toHaveAttribute('href', '/outreach/requests/41');
  });
});
