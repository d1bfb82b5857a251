import { screen, waitFor, within } from '@testing-library/react';
import { ACME } from '../../../../test/outreachFixtures';
import { makeSequence } from '../../../../test/sequenceFixtures';
import { makeUser, mockApi, renderScreen, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { SequencesPage } from './SequencesPage';

const member = makeUser({ company: ACME, timeZone: 'Europe/Berlin' });

function open(routes: MockRoute[], path = '/sequences') {
  const calls = mockApi([{ path: `/api/users/${member.userId}`, body: member }, ...routes]);
  const rendered = renderScreen('/sequences', <SequencesPage />, {
    initialEntries: [path],
    session: { token: 'jwt-token', user: member },
  });
  return { ...rendered, calls };
}

const list = (data = [makeSequence()]): MockRoute => ({ path: '/api/sequences', body: { data, totalCount: data.length } });
const posted = (calls: RecordedCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

describe('the sequences list', () => {
  it('shows each sequence with its status, steps, targets by state and reply rate', async () => {
    const { calls } = open([
      list([
        makeSequence(),
        makeSequence({
          sequenceId: 13,
          name: 'One nudge',
          status: 'paused',
          steps: [{ position: 1, delayDays: 1, body: 'Hi' }],
          stats: { enrolled: 0, active: 0, replied: 0, accepted: 0, declined: 0, stopped: 0, finished: 0, replyRate: 0 },
        }),
      ]),
    ]);
    const first = await screen.findByRole('article', { name: 'Resellers in Europe' });
    expect(within(first).getByRole('link', { name: 'Resellers in Europe' })).toHaveAttribute('href', '/sequences/12');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('2 steps: after 2 and 5 business days');
    expect(first).toHaveTextContent('50%reply rate · 2 replies of 4 targets');
    expect(within(first).getByRole('img', { name: 'Targets: 2 replied, 1 scheduled, 0 finished, 1 stopped.' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'One nudge' });
    expect(second).toHaveTextContent('Paused');
    expect(second).toHaveTextContent('1 step: after 1 business day');
    expect(within(second).getByRole('img', { name: 'No targets enrolled yet.' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Resume One nudge' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/sequences'))?.url).toBe('/api/sequences?PageNumber=1&PageSize=20');
    expect(screen.getByRole('link', { name: 'New sequence' })).toHaveAttribute('href', '/sequences/new');
  });

  it('says what to do next when there is none', async () => {
    open([list([])]);
    expect(await screen.findByText(/^No sequences yet\. Write up to 3 follow-ups once/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New sequence' })).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('pauses and resumes a sequence', async () => {
    const user = setupUser();
    const { calls } = open([
      list(),
      { method: 'POST', path: '/api/sequences/12/pause', body: makeSequence({ status: 'paused' }) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pause Resellers in Europe' }));
    await waitFor(() => expect(posted(calls, '/api/sequences/12/pause')).toHaveLength(1));
    expect(await screen.findByText('Resellers in Europe is paused: nothing goes out until you resume it.')).toBeInTheDocument();
  });

  it('stops a sequence only after confirming, and says a refusal', async () => {
    const user = setupUser();
    const { calls } = open([
      list(),
      {
        method: 'POST',
        path: '/api/sequences/12/stop',
        status: 409,
        body: { status: 409, title: 'This sequence is stopped.', errors: {}, code: 'sequenceStopped' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Stop Resellers in Europe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Resellers in Europe?' });
    expect(posted(calls, '/api/sequences/12/stop')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Stop the sequence' }));
    await waitFor(() => expect(posted(calls, '/api/sequences/12/stop')).toHaveLength(1));
    expect(await screen.findByText('This sequence is stopped.')).toBeInTheDocument();
  });

  it('filters by status, in the address', async () => {
    const user = setupUser();
    const { calls, router } = open([list()]);
    const filter = await screen.findByRole('group', { name: 'Status' });
    await user.click(within(filter).getByRole('button', { name: 'Stopped' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=stopped'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/sequences?PageNumber=1&PageSize=20&Status=stopped'));
  });

  it('says when the list cannot load, with a retry', async () => {
    open([{ path: '/api/sequences', status: 500, body: { status: 500, title: 'Server error' } }]);
    expect(await screen.findByText("We couldn't load your sequences. Please try again.")).toBeInTheDocument();
  });
});
