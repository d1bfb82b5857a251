import { screen, waitFor, within } from '@testing-library/react';
import { ACME, BETA, makeRequestItem } from '../../../../test/outreachFixtures';
import { makeSequenceDetail, PLACEHOLDERS } from '../../../../test/sequenceFixtures';
import { makeUser, mockApi, renderWithRouter, setupUser, type MockRoute, type RecordedCall } from '../../../../test/utils';
import { SequenceEditorPage } from './SequenceEditorPage';

const member = makeUser({ company: ACME });
const mine = { userId: member.userId, firstName: 'Ada', lastName: 'Lovelace' };
const UNKNOWN =
  'Unknown placeholder {their_ceo}. Use {their_company}, {my_company}, {shared_industries}, {shared_regions}, {my_first_name}, or {{ and }} for a brace.';

function open(routes: MockRoute[], path = '/sequences/new') {
  const calls = mockApi([
    { path: `/api/users/${member.userId}`, body: member },
    { path: '/api/sequences/placeholders', body: PLACEHOLDERS },
    {
      path: '/api/outreach/requests',
      body: {
        data: [makeRequestItem({ introRequestId: 41, box: 'sent', senderCompany: ACME, receiverCompany: BETA, senderUser: mine })],
        totalCount: 1,
      },
    },
    ...routes,
  ]);
  const rendered = renderWithRouter(
    [
      { path: '/sequences/new', element: <SequenceEditorPage /> },
      { path: '/sequences/:sequenceId/edit', element: <SequenceEditorPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path], session: { token: 'jwt-token', user: member } },
  );
  return { ...rendered, calls };
}

/** The preview answers with the text's placeholders filled with Beta's values. */
function previewAnswer(body: string) {
  return {
    text: body.replace('{their_company}', 'Beta Channel').replace('{shared_regions}', ''),
    placeholders: [{ name: 'their_company', value: 'Beta Channel' }],
    emptyPlaceholders: body.includes('{shared_regions}') ? ['shared_regions'] : [],
  };
}

const previews = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/sequences/preview');
const stepMessage = (position: number) => screen.getByRole('textbox', { name: `Message of follow-up ${position}` });

describe('the sequence editor', () => {
  it('inserts a placeholder where the cursor is, from the documented list', async () => {
    const user = setupUser();
    open([{ method: 'POST', path: '/api/sequences/preview', body: previewAnswer('') }]);
    const message = stepMessage(1);
    await user.click(message);
    await user.paste('Hello , any news?');
    (message as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Insert a placeholder in follow-up 1' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      PLACEHOLDERS.map((placeholder) => `{${placeholder.name}}${placeholder.description}`),
    );
    await user.click(within(menu).getByRole('menuitem', { name: /^\{their_company\}/ }));
    expect(message).toHaveValue('Hello {their_company}, any news?');
  });

  it('previews each step with real values from the API before saving, and warns of empty placeholders', async () => {
    const user = setupUser();
    const preview: MockRoute = { method: 'POST', path: '/api/sequences/preview', body: previewAnswer('') };
    const { calls } = open([preview]);
    expect(await screen.findByRole('combobox', { name: 'Preview with' })).toHaveTextContent('Beta Channel');
    const body = 'Hello {their_company}, we both sell in {shared_regions}.';
    preview.body = previewAnswer(body);
    await user.click(stepMessage(1));
    await user.paste(body);
    const region = screen.getByRole('region', { name: 'Preview for Beta Channel' });
    expect(await within(region).findByText('Hello Beta Channel, we both sell in .')).toBeInTheDocument();
    expect(within(region).getByText(/No value for Beta Channel: \{shared_regions\}\./)).toBeInTheDocument();
    // Asked once the typing stopped, with the text as written and the request to take values from.
    expect(previews(calls).at(-1)?.body).toEqual({ body, introRequestId: 41 });
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/sequences')).toBe(false);
  });

  it("shows the API's error naming an unknown placeholder, on the step", async () => {
    const user = setupUser();
    open([
      {
        method: 'POST',
        path: '/api/sequences/preview',
        status: 400,
        body: { status: 400, title: 'Please correct the errors and try again.', errors: { body: [UNKNOWN] } },
      },
    ]);
    await user.click(stepMessage(1));
    await user.paste('Dear {their_ceo}, any news?');
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
    expect(stepMessage(1)).toHaveAccessibleDescription(UNKNOWN);
    expect(stepMessage(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes 3 steps at most', async () => {
    const user = setupUser();
    open([{ method: 'POST', path: '/api/sequences/preview', body: previewAnswer('') }]);
    const add = await screen.findByRole('button', { name: 'Add a follow-up' });
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Message of follow-up/ })).toHaveLength(3);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/^This sequence has its 3 follow-ups\./);
    await user.click(screen.getByRole('button', { name: 'Remove follow-up 2' }));
    expect(screen.getAllByRole('textbox', { name: /^Message of follow-up/ })).toHaveLength(2);
    expect(add).toBeEnabled();
  });

  it.each([['0'], ['31'], ['2.5'], ['']])('refuses a delay of %p business days', async (delay) => {
    const user = setupUser();
    const { calls } = open([{ method: 'POST', path: '/api/sequences/preview', body: previewAnswer('') }]);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nudges');
    const field = screen.getByRole('spinbutton', { name: 'Delay (business days)' });
    await user.clear(field);
    if (delay) await user.type(field, delay);
    await user.click(stepMessage(1));
    await user.paste('Hello {their_company}');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    expect(await screen.findByText('The delay must be 1 to 30 business days.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/sequences')).toBe(false);
  });

  it('saves a 2-step sequence with delays of 1 and 30 business days and opens it', async () => {
    const user = setupUser();
    const { calls, router } = open([
      { method: 'POST', path: '/api/sequences/preview', body: previewAnswer('') },
      { method: 'POST', path: '/api/sequences', status: 201, body: makeSequenceDetail({ sequenceId: 77, name: 'Nudges' }) },
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nudges');
    const delay = screen.getByRole('spinbutton', { name: 'Delay (business days)' });
    await user.clear(delay);
    await user.type(delay, '1');
    await user.click(stepMessage(1));
    await user.paste('Hello {their_company}');
    await user.click(screen.getByRole('button', { name: 'Add a follow-up' }));
    const second = screen.getAllByRole('spinbutton', { name: 'Delay (business days)' })[1];
    await user.clear(second);
    await user.type(second, '30');
    await user.click(stepMessage(2));
    await user.paste('Last note from {my_company}.');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sequences/77'));
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/sequences')?.body).toEqual({
      name: 'Nudges',
      steps: [
        { delayDays: 1, body: 'Hello {their_company}' },
        { delayDays: 30, body: 'Last note from {my_company}.' },
      ],
    });
  });

  it("puts the API's field errors on the steps, and says a refusal with what fixes it", async () => {
    const user = setupUser();
    const save: MockRoute = {
      method: 'POST',
      path: '/api/sequences',
      status: 400,
      body: { status: 400, title: 'Please correct the errors and try again.', errors: { 'steps.0.body': [UNKNOWN] } },
    };
    open([{ method: 'POST', path: '/api/sequences/preview', body: previewAnswer('') }, save]);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nudges');
    await user.click(stepMessage(1));
    await user.paste('Dear {their_ceo}');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(stepMessage(1)).toHaveAccessibleDescription(UNKNOWN));

    save.status = 403;
    save.body = { status: 403, title: 'An active paid plan is required to send intro requests.', errors: {}, code: 'noSubscription' };
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    expect(await screen.findByText('An active paid plan is required to send intro requests.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });

  it('edits only the texts once follow-ups have gone out', async () => {
    const user = setupUser();
    const { calls, router } = open(
      [
        { path: '/api/sequences/12', body: makeSequenceDetail({ stepsLocked: true }) },
        { method: 'POST', path: '/api/sequences/preview', body: previewAnswer('') },
        { method: 'PATCH', path: '/api/sequences/12', body: makeSequenceDetail({ stepsLocked: true }) },
      ],
      '/sequences/12/edit',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Resellers in Europe' })).toBeInTheDocument();
    const delays = screen.getAllByRole('spinbutton', { name: 'Delay (business days)' });
    expect(delays.map((field) => (field as HTMLInputElement).value)).toEqual(['2', '5']);
    delays.forEach((field) => expect(field).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Add a follow-up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.clear(stepMessage(2));
    await user.click(stepMessage(2));
    await user.paste('A shorter last note.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sequences/12'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Resellers in Europe',
      steps: [
        { delayDays: 2, body: 'Hello {their_company}, did you see our request?' },
        { delayDays: 5, body: 'A shorter last note.' },
      ],
    });
  });
});
