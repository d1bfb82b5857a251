import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { makeUser, mockApi, renderWithProviders, setupUser, type MockRoute } from '../../../test/utils';
import { ContactUsDialog } from './ContactUsDialog';
import type { ContactTopic } from './schema';

function Harness({ topic }: { topic?: ContactTopic }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <ContactUsDialog open={open} onClose={() => setOpen(false)} defaultTopic={topic} />
    </>
  );
}

async function openDialog(routes: MockRoute[], topic?: ContactTopic) {
  const calls = mockApi(routes);
  renderWithProviders(<Harness topic={topic} />, { session: { token: 'jwt', user: makeUser() } });
  await setupUser().click(screen.getByRole('button', { name: 'Open form' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
  return { calls, dialog };
}

describe('Contact Us dialog', () => {
  it('preselects General question by default', async () => {
    const { dialog } = await openDialog([]);
    expect(within(dialog).getByRole('combobox', { name: 'Topic' })).toHaveTextContent('General question');
  });

  it('treats a whitespace-only message as empty and sends nothing', async () => {
    const user = setupUser();
    const { calls, dialog } = await openDialog([]);
    await user.type(within(dialog).getByLabelText('Message'), '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Message cannot be empty')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/contact-us')).toHaveLength(0);
  });

  it('lets the member pick another topic, posts {title, text} and closes', async () => {
    const user = setupUser();
    const { calls, dialog } = await openDialog([
      { method: 'POST', path: '/api/contact-us', status: 201, body: { success: true } },
    ]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: 'Feature request' }));
    await user.type(within(dialog).getByLabelText('Message'), '  Please add CSV export.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We received your message and will get back to you soon.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/contact-us')).toMatchObject({
      method: 'POST',
      body: { title: 'Feature request', text: 'Please add CSV export.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the text and stays open when sending fails', async () => {
    const user = setupUser();
    const { dialog } = await openDialog([
      { method: 'POST', path: '/api/contact-us', status: 429, body: { status: 429, title: 'Too many requests.', retryAfter: 30 } },
    ]);
    await user.type(within(dialog).getByLabelText('Message'), 'Hello team');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hello team');
    await act(async () => undefined);
  });

  it("puts the server's field errors on the fields", async () => {
    const user = setupUser();
    const { dialog } = await openDialog([
      {
        method: 'POST',
        path: '/api/contact-us',
        status: 400,
        body: {
          status: 400,
          title: 'Validation failed.',
          errors: { title: ['Please select a topic'], text: ['Message is too long.'] },
        },
      },
    ]);
    await user.type(within(dialog).getByLabelText('Message'), 'Hello team');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Message is too long.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a topic')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hello team');
    expect(await screen.findByText('Failed to send. Please try again in a moment.')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
