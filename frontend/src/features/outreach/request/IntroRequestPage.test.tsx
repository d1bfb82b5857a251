import { screen, waitFor, within } from '@testing-library/react';
import { ACME, BETA, makeRequestDetail } from '../../../../test/outreachFixtures';
import { makeUser, mockApi, renderScreen, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { IntroRequestPage } from './IntroRequestPage';

const member = makeUser({ company: ACME });
const URL = '/api/outreach/requests/41';

function page(detail: ReturnType<typeof makeRequestDetail>, routes: MockRoute[] = []) {
  const calls = mockApi([
    { path: `/api/users/${member.userId}`, body: member },
    { path: URL, body: detail },
    { method: 'POST', path: `${URL}/read`, status: 204 },
    ...routes,
  ]);
  const rendered = renderScreen('/outreach/requests/:introRequestId', <IntroRequestPage />, {
    initialEntries: ['/outreach/requests/41'],
    session: { token: 'jwt-token', user: member },
  });
  return { ...rendered, calls };
}

const posted = (calls: RecordedCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

describe('an intro request', () => {
  it('shows the sender, type, message with its links, the fit from their side and their contacts; opening it marks it read', async () => {
    const { calls, store } = page(makeRequestDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro request from Beta Channel' })).toBeInTheDocument();
    expect(screen.getByText('Partnership')).toBeInTheDocument();
    const message = screen.getByTestId('request-message');
    expect(message).toHaveTextContent('reselling your platform in Western Europe.');
    expect(within(message).getByRole('link', { name: 'https://beta.example/partners' })).toHaveAttribute(
      'href',
      'https://beta.example/partners',
    );
    const fit = screen.getByRole('region', { name: 'Fit breakdown' });
    expect(within(fit).getByRole('region', { name: "How you fit Beta Channel's search" })).toBeInTheDocument();
    expect(fit).toHaveTextContent("As Beta Channel's discovery explained it to them (“you” in the reasons is Beta Channel)");
    expect(screen.getByLabelText('Partner fit score 82%')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Contacts of Beta Channel' })).toHaveTextContent('rita@beta.example');
    await waitFor(() => expect(posted(calls, `${URL}/read`)).toHaveLength(1));
    expect(store.getState().breadcrumbs.texts['/outreach/requests/41']).toBe('Request from Beta Channel');
  });

  it("shows the sender's follow-ups under the message, in order", async () => {
    page(
      makeRequestDetail({
        followUps: [
          { followUpId: 1, body: 'Hello Acme Industries, any news?', createdAt: '2026-11-24T08:00:00Z', author: { userId: 21, firstName: 'Bea', lastName: 'Admin' } },
          { followUpId: 2, body: 'Last note: https://beta.example/deck', createdAt: '2026-11-27T08:00:00Z', author: null },
        ],
      }),
    );
    const followUps = await screen.findByRole('region', { name: 'Follow-ups' });
    const items = within(followUps).getAllByTestId('follow-up');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Follow-up 1 · .*2026.* · Bea AdminHello Acme Industries, any news\?$/);
    expect(within(items[1]).getByRole('link', { name: 'https://beta.example/deck' })).toBeInTheDocument();
  });

  it('shows no follow-ups section when there is none', async () => {
    page(makeRequestDetail());
    await screen.findByTestId('request-message');
    expect(screen.queryByRole('region', { name: 'Follow-ups' })).not.toBeInTheDocument();
  });

  it("lets the receiving company's admins accept it", async () => {
    const user = setupUser();
    const accepted = makeRequestDetail({ state: 'accepted', conversationId: 9, decidedAt: '2026-11-21T10:00:00Z', can: { accept: false, decline: false, withdraw: false, report: true } });
    const { calls } = page(makeRequestDetail(), [{ method: 'POST', path: `${URL}/accept`, body: accepted }]);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posted(calls, `${URL}/accept`)).toHaveLength(1));
    expect(await screen.findByText('Request accepted: your conversation with Beta Channel is open.')).toBeInTheDocument();
  });

  it('asks for a reason to decline: one of the list, or words for Other; the API answers on the field', async () => {
    const user = setupUser();
    const { calls } = page(makeRequestDetail(), [
      {
        method: 'POST',
        path: `${URL}/decline`,
        status: 400,
        body: { status: 400, title: 'Please correct the errors and try again.', errors: { reasonText: ['Say why when the reason is Other.'] } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request from Beta Channel' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say why when the reason is Other.')).toBeInTheDocument();
    expect(posted(calls, `${URL}/decline`)).toHaveLength(0);

    // Words that the server still refuses (say, only spaces after its trimming): its message shows.
    await user.click(within(dialog).getByRole('textbox', { name: /In your words/ }));
    await user.paste('x');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(posted(calls, `${URL}/decline`)).toHaveLength(1));
    expect(await within(dialog).findByText('Say why when the reason is Other.')).toBeInTheDocument();
    expect(posted(calls, `${URL}/decline`)[0]).toMatchObject({ body: { reasonCode: 'other', reasonText: 'x' } });
  });

  it('declines with a reason from the list', async () => {
    const user = setupUser();
    const declined = makeRequestDetail({
      state: 'declined',
      declineReason: { code: 'timing', label: 'Not the right time', text: '' },
      can: { accept: false, decline: false, withdraw: false, report: true },
    });
    const { calls } = page(makeRequestDetail(), [{ method: 'POST', path: `${URL}/decline`, body: declined }]);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request from Beta Channel' });
    await user.click(within(dialog).getByRole('radio', { name: 'Not the right time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(calls, `${URL}/decline`)[0]?.body).toEqual({ reasonCode: 'timing', reasonText: '' });
    expect(await screen.findByText('Request from Beta Channel declined.')).toBeInTheDocument();
  });

  it('is read-only to a member who is not a company admin', async () => {
    page(makeRequestDetail({ can: { accept: false, decline: false, withdraw: false, report: true } }));
    expect(await screen.findByText('Waiting for an answer. Only your company admins can accept or decline it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('lets the sender withdraw it after confirming, and keeps the receiver contacts until accepted', async () => {
    const user = setupUser();
    const sent = makeRequestDetail({
      box: 'sent',
      senderCompany: ACME,
      receiverCompany: BETA,
      isUnread: false,
      can: { accept: false, decline: false, withdraw: true, report: true },
    });
    const { calls } = page(sent, [{ method: 'POST', path: `${URL}/withdraw`, body: { ...sent, state: 'withdrawn' } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro request to Beta Channel' })).toBeInTheDocument();
    expect(screen.getByText(/Their contacts are shared with you once they accept/)).toBeInTheDocument();
    const fit = screen.getByRole('region', { name: 'Fit breakdown' });
    expect(within(fit).getByRole('region', { name: 'How they fit your search' })).toBeInTheDocument();
    expect(fit).not.toHaveTextContent('explained it to them');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(posted(calls, `${URL}/withdraw`)).toHaveLength(1));
    expect(posted(calls, `${URL}/read`)).toHaveLength(0);
  });

  it('reports it with a reason (required)', async () => {
    const user = setupUser();
    const { calls } = page(makeRequestDetail(), [
      { method: 'POST', path: `${URL}/report`, status: 201, body: { reportId: 5 } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this request' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say what is wrong (up to 1,000 characters).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('The same pitch to every company.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(posted(calls, `${URL}/report`)[0]?.body).toEqual({ reason: 'The same pitch to every company.' }));
    expect(await screen.findByText('Thank you. The PartnerMatch team will look into it.')).toBeInTheDocument();
  });

  it('says when the request is not there (or not the company’s)', async () => {
    mockApi([{ path: `/api/users/${member.userId}`, body: member }]);
    renderScreen('/outreach/requests/:introRequestId', <IntroRequestPage />, {
      initialEntries: ['/outreach/requests/41'],
      session: { token: 'jwt-token', user: member },
    });
    expect(await screen.findByText(/This request does not exist, or it is not your company's\./)).toBeInTheDocument();
  });
});
