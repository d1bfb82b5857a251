import { screen, waitFor, within } from '@testing-library/react';
import { BETA, makeReport } from '../../../../test/outreachFixtures';
import { makeUser, mockApi, renderScreen, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { OutreachReportsPage } from './OutreachReportsPage';

const admin = makeUser({ isAdmin: true, roles: [{ id: 1, name: 'Admin' }] });

function queue(routes: MockRoute[]) {
  const calls = mockApi([{ path: `/api/users/${admin.userId}`, body: admin }, ...routes]);
  renderScreen('/admin/outreach/reports', <OutreachReportsPage />, { session: { token: 'jwt-token', user: admin } });
  return calls;
}

const reports = (data = [makeReport()]): MockRoute => ({
  path: '/api/admin/outreach/reports',
  body: { data, totalCount: data.length },
});

const posted = (calls: RecordedCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

describe("the admins' outreach report queue", () => {
  it('lists the open reports with what the reporter saw', async () => {
    const calls = queue([
      reports([
        makeReport(),
        makeReport({
          reportId: 6,
          target: 'request',
          conversationId: null,
          introRequestId: 41,
          evidence: {
            kind: 'request',
            type: 3,
            message: 'Buy our list of 10,000 leads.',
            senderCompany: 'Beta Channel',
            receiverCompany: 'Acme Industries',
            sentAt: '2026-11-20T10:00:00Z',
          },
        }),
      ]),
    ]);
    const first = await screen.findByRole('article', { name: 'Report 5' });
    expect(first).toHaveTextContent('Report on a conversation');
    expect(first).toHaveTextContent('Ada Lovelace (Acme Industries) reported Beta Channel');
    expect(first).toHaveTextContent('Spam: the same pitch to every company.');
    expect(first).toHaveTextContent('Buy now!!!');
    const second = screen.getByRole('article', { name: 'Report 6' });
    expect(second).toHaveTextContent('Offer request from Beta Channel to Acme Industries');
    expect(second).toHaveTextContent('Buy our list of 10,000 leads.');
    // A request's report has no conversation to close.
    expect(within(second).queryByRole('button', { name: 'Close the conversation' })).not.toBeInTheDocument();
    expect(calls[1].url).toBe('/api/admin/outreach/reports?PageNumber=1&PageSize=20&Status=open');
  });

  it('dismisses a report after confirming', async () => {
    const user = setupUser();
    const calls = queue([
      reports(),
      { method: 'POST', path: '/api/admin/outreach/reports/5/dismiss', body: makeReport({ status: 'dismissed' }) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    expect(posted(calls, '/api/admin/outreach/reports/5/dismiss')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(posted(calls, '/api/admin/outreach/reports/5/dismiss')).toHaveLength(1));
    expect(await screen.findByText('Report dismissed.')).toBeInTheDocument();
  });

  it('closes the conversation after confirming', async () => {
    const user = setupUser();
    const calls = queue([
      reports(),
      { method: 'POST', path: '/api/admin/outreach/conversations/9/close', body: { conversationId: 9, isClosed: true, closedByPlatform: true } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Close the conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the conversation?' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }));
    await user.paste('Abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    await waitFor(() =>
      expect(posted(calls, '/api/admin/outreach/conversations/9/close')[0]).toMatchObject({ body: { reason: 'Abuse' } }),
    );
  });

  it('reopens a conversation the platform closed, after confirming', async () => {
    const user = setupUser();
    const calls = queue([
      reports([makeReport({ status: 'actioned', action: 'conversationClosed' }), makeReport({ reportId: 6 })]),
      { method: 'POST', path: '/api/admin/outreach/conversations/9/reopen', body: { conversationId: 9, isClosed: false, closedByPlatform: false } },
    ]);
    const handled = await screen.findByRole('article', { name: 'Report 5' });
    expect(handled).toHaveTextContent('Conversation closed');
    // An open report's conversation is not closed yet: nothing to reopen.
    expect(within(screen.getByRole('article', { name: 'Report 6' })).queryByRole('button', { name: 'Reopen the conversation' })).not.toBeInTheDocument();

    await user.click(within(handled).getByRole('button', { name: 'Reopen the conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the conversation?' });
    expect(posted(calls, '/api/admin/outreach/conversations/9/reopen')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen conversation' }));
    await waitFor(() => expect(posted(calls, '/api/admin/outreach/conversations/9/reopen')).toHaveLength(1));
    expect(await screen.findByText('Conversation reopened.')).toBeInTheDocument();
    expect(within(handled).queryByRole('button', { name: 'Reopen the conversation' })).not.toBeInTheDocument();
    expect(within(handled).getByText('Conversation reopened')).toBeInTheDocument();
  });

  it('says why a reopen failed', async () => {
    const user = setupUser();
    queue([
      reports([makeReport({ status: 'actioned', action: 'conversationClosed' })]),
      {
        method: 'POST',
        path: '/api/admin/outreach/conversations/9/reopen',
        status: 403,
        body: { status: 403, title: 'Only admins can do this.', errors: {}, code: 'notAdmin' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reopen the conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen conversation' }));
    expect(await within(dialog).findByText('Only admins can do this.')).toBeInTheDocument();
  });

  it('suspends the reported company with a reason (required), and lifts it', async () => {
    const user = setupUser();
    const calls = queue([
      reports([makeReport(), makeReport({ reportId: 7, status: 'actioned', action: 'companySuspended', reportedCompanySuspended: true })]),
      {
        method: 'POST',
        path: `/api/admin/outreach/companies/${BETA.companyId}/suspend`,
        body: { companyId: BETA.companyId, isSuspended: true, suspendedAt: '2026-11-22T09:00:00Z', suspendedReason: 'Spam' },
      },
      {
        method: 'POST',
        path: `/api/admin/outreach/companies/${BETA.companyId}/unsuspend`,
        body: { companyId: BETA.companyId, isSuspended: false, suspendedAt: null, suspendedReason: '' },
      },
    ]);
    const open = await screen.findByRole('article', { name: 'Report 5' });
    await user.click(within(open).getByRole('button', { name: 'Suspend outreach for Beta Channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend outreach for Beta Channel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend outreach' }));
    expect(await within(dialog).findByText('Give a reason (up to 1,000 characters).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Spam to dozens of companies.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend outreach' }));
    await waitFor(() =>
      expect(posted(calls, `/api/admin/outreach/companies/${BETA.companyId}/suspend`)[0]).toMatchObject({
        body: { reason: 'Spam to dozens of companies.' },
      }),
    );

    const handled = screen.getByRole('article', { name: 'Report 7' });
    expect(handled).toHaveTextContent('Company suspended');
    expect(within(handled).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await user.click(within(handled).getByRole('button', { name: 'Lift the suspension of Beta Channel' }));
    const lift = await screen.findByRole('dialog', { name: 'Lift the suspension of Beta Channel?' });
    await user.click(within(lift).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(posted(calls, `/api/admin/outreach/companies/${BETA.companyId}/unsuspend`)).toHaveLength(1));
  });

  it('says when the queue is empty', async () => {
    queue([reports([])]);
    expect(
      await screen.findByText('No open reports. Reports members send about intro requests and conversations show here.'),
    ).toBeInTheDocument();
  });
});
