import { screen, waitFor, within } from '@testing-library/react';
import { ACME, makeRequestItem } from '../../../../test/outreachFixtures';
import { makeEnrolment, makeSequenceDetail } from '../../../../test/sequenceFixtures';
import { makeUser, mockApi, renderWithRouter, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { SequencePage } from './SequencePage';

const member = makeUser({ company: ACME, timeZone: 'Europe/Berlin' });
const GAMMA = { companyId: 9, name: 'Gamma Partners', logoUrl: null };
const DELTA = { companyId: 10, name: 'Delta Distribution', logoUrl: null };

function open(routes: MockRoute[], path = '/sequences/12') {
  const calls = mockApi([{ path: `/api/users/${member.userId}`, body: member }, ...routes]);
  const rendered = renderWithRouter(
    [
      { path: '/sequences/:sequenceId', element: <SequencePage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path], session: { token: 'jwt-token', user: member } },
  );
  return { ...rendered, calls };
}

const detail = (overrides = {}): MockRoute => ({ path: '/api/sequences/12', body: makeSequenceDetail(overrides) });
const enrolments = (data = [makeEnrolment()]): MockRoute => ({
  path: '/api/sequences/12/enrolments',
  body: { data, totalCount: data.length },
});
const posted = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

const TARGETS = [
  makeEnrolment(),
  makeEnrolment({
    enrolmentId: 6,
    introRequestId: 42,
    receiverCompany: GAMMA,
    state: 'replied',
    reason: 'accepted',
    reasonLabel: 'They accepted',
    nextStep: null,
    stepsSent: 1,
    repliedAt: '2026-11-25T10:00:00Z',
    repliedAfterSteps: 1,
  }),
  makeEnrolment({
    enrolmentId: 7,
    introRequestId: 43,
    receiverCompany: DELTA,
    state: 'stopped',
    reason: 'optedOut',
    reasonLabel: 'They opted out of follow-ups',
    nextStep: null,
    stepsSent: 0,
  }),
  makeEnrolment({
    enrolmentId: 8,
    introRequestId: 44,
    receiverCompany: { companyId: 11, name: 'Epsilon', logoUrl: null },
    state: 'finished',
    nextStep: null,
    stepsSent: 2,
  }),
];

describe('a sequence', () => {
  it('shows its steps, the reply rate after each step and the state of each target', async () => {
    const { calls, store } = open([detail(), enrolments(TARGETS)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resellers in Europe' })).toBeInTheDocument();
    expect(store.getState().breadcrumbs.texts['/sequences/12']).toBe('Resellers in Europe');
    const steps = screen.getByRole('region', { name: 'Steps' });
    expect(steps).toHaveTextContent('Follow-up 1 · after 2 business days');
    expect(steps).toHaveTextContent('Hello {their_company}, did you see our request?');
    const chart = screen.getByRole('list', { name: 'Replies after each step' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Intro request alone1 of 4 targets replied (25%)',
      'After follow-up 11 of 3 targets replied (33.3%)',
      'After follow-up 20 of 1 target replied (0%)',
    ]);

    const rows = await screen.findAllByTestId('target');
    // The next step's date in the member's time zone (9:00 in Berlin is 8:00 UTC in December).
    expect(rows[0]).toHaveTextContent('Beta ChannelScheduledFollow-up 2 of 2 on Tue 1 Dec, 09:001 of 2Stop');
    expect(within(rows[0]).getByRole('link', { name: 'Beta Channel' })).toHaveAttribute('href', '/outreach/requests/41');
    expect(rows[1]).toHaveTextContent('Gamma PartnersRepliedThey accepted after 1 follow-up1 of 2');
    expect(rows[2]).toHaveTextContent('Delta DistributionStoppedThey opted out of follow-ups (0 follow-ups sent)0 of 2');
    expect(rows[3]).toHaveTextContent('EpsilonFinishedAll 2 follow-ups sent, no answer yet2 of 2');
    expect(within(rows[1]).queryByRole('button', { name: /^Stop/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Times in your time zone \(Europe\/Berlin\)/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/sequences/12/enrolments'))?.url).toBe(
      '/api/sequences/12/enrolments?PageNumber=1&PageSize=20',
    );
  });

  it('filters the targets by state', async () => {
    const user = setupUser();
    const { calls } = open([detail(), enrolments(TARGETS)]);
    const filter = await screen.findByRole('group', { name: 'State' });
    await user.click(within(filter).getByRole('button', { name: 'Replied' }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/sequences/12/enrolments?PageNumber=1&PageSize=20&State=replied'),
    );
  });

  it('stops the follow-ups to one target after confirming', async () => {
    const user = setupUser();
    const { calls } = open([
      detail(),
      enrolments(TARGETS),
      { method: 'POST', path: '/api/sequences/12/enrolments/5/stop', body: makeEnrolment({ state: 'stopped' }) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Stop the follow-ups to Beta Channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the follow-ups to Beta Channel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop follow-ups' }));
    await waitFor(() => expect(posted(calls, '/api/sequences/12/enrolments/5/stop')).toHaveLength(1));
    expect(await screen.findByText('No more follow-ups to Beta Channel.')).toBeInTheDocument();
  });

  it("enrols the member's own pending requests, and says why one was refused", async () => {
    const user = setupUser();
    const mine = { userId: member.userId, firstName: 'Ada', lastName: 'Lovelace' };
    const { calls } = open([
      detail({ stats: { ...makeSequenceDetail().stats, enrolled: 0, byStep: [] } }),
      enrolments([]),
      {
        path: '/api/outreach/requests',
        body: {
          data: [
            makeRequestItem({ introRequestId: 50, box: 'sent', senderCompany: ACME, receiverCompany: GAMMA, senderUser: mine }),
            makeRequestItem({ introRequestId: 51, box: 'sent', senderCompany: ACME, receiverCompany: DELTA, senderUser: mine }),
            // A colleague's: a sequence follows up its owner's own requests only.
            makeRequestItem({ introRequestId: 52, box: 'sent', senderCompany: ACME, senderUser: { userId: 99, firstName: 'Col', lastName: 'League' } }),
          ],
          totalCount: 3,
        },
      },
      {
        method: 'POST',
        path: '/api/sequences/12/enrol',
        body: {
          enrolled: [makeEnrolment({ enrolmentId: 9, introRequestId: 50, receiverCompany: GAMMA })],
          refused: [{ introRequestId: 51, code: 'optedOut', reason: 'This company does not take follow-ups.' }],
        },
      },
    ]);
    expect(await screen.findByText(/^No one is enrolled yet\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol intro requests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol intro requests in Resellers in Europe' });
    const group = await within(dialog).findByRole('group', { name: 'Pending intro requests' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent?.split(' ·')[0])).toEqual([
      'Gamma Partners',
      'Delta Distribution',
    ]);
    expect(calls.find((call) => call.url.startsWith('/api/outreach/requests'))?.url).toBe(
      '/api/outreach/requests?Box=sent&Filter=pending&PageNumber=1&PageSize=50',
    );
    expect(within(dialog).getByRole('button', { name: 'Enrol' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enrol 2 requests' }));
    await waitFor(() => expect(posted(calls, '/api/sequences/12/enrol')[0]?.body).toEqual({ introRequestIds: [50, 51] }));
    expect(await within(dialog).findByText('1 intro request enrolled: the first follow-up is scheduled.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 intro request not enrolled')).toBeInTheDocument();
    expect(within(dialog).getByText('Delta Distribution: This company does not take follow-ups.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what to do when no request waits for an answer', async () => {
    const user = setupUser();
    open([
      detail({ stats: { ...makeSequenceDetail().stats, enrolled: 0, byStep: [] } }),
      enrolments([]),
      { path: '/api/outreach/requests', body: { data: [], totalCount: 0 } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Enrol intro requests' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/None of the intro requests you sent is waiting for an answer/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'AI Partner Discovery' })).toHaveAttribute('href', '/companies');
  });

  it('offers no enrolment, edit or pause once stopped', async () => {
    open([detail({ status: 'stopped', stoppedAt: '2026-11-26T10:00:00Z' }), enrolments(TARGETS)]);
    expect(await screen.findByText('No more follow-ups go out.')).toBeInTheDocument();
    await screen.findAllByTestId('target');
    expect(screen.queryByRole('button', { name: 'Enrol intro requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes the sequence after confirming and goes back to the list', async () => {
    const user = setupUser();
    const { calls, router } = open([
      detail(),
      enrolments(TARGETS),
      { method: 'DELETE', path: '/api/sequences/12', status: 204 },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Resellers in Europe?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sequences'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/sequences/12')).toBe(true);
  });

  it("says a sequence that is not the member's does not exist", async () => {
    open([{ path: '/api/sequences/99', status: 404, body: { status: 404, title: 'Sequence not found.', code: 'notFound' } }], '/sequences/99');
    expect(await screen.findByText(/This sequence does not exist, or it is not yours\./)).toBeInTheDocument();
  });
});
