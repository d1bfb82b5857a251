import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, setupUser } from '../../../test/utils';
import type { ContactDraft } from '@/components/company/types';
import { ContactList, type ContactListProps } from './ContactList';

const ada: ContactDraft = {
  contactId: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.io',
  position: 'CTO',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
};
const grace: ContactDraft = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@acme.io', position: 'CEO', linkedInUrl: '' };

type HarnessProps = Partial<Omit<ContactListProps, 'contacts' | 'onChange'>> & { initial?: ContactDraft[]; spy?: jest.Mock };

function Harness({ initial = [ada], spy, mode = 'edit', editable = true, ...rest }: HarnessProps) {
  const [contacts, setContacts] = useState<ContactDraft[]>(initial);
  return (
    <ContactList
      contacts={contacts}
      onChange={(next) => {
        spy?.(next);
        setContacts(next);
      }}
      mode={mode}
      editable={editable}
      {...rest}
    />
  );
}

function setup(props: HarnessProps = {}) {
  const spy = props.spy ?? jest.fn();
  renderWithProviders(<Harness {...props} spy={spy} />);
  return { spy };
}

async function openAdd() {
  await setupUser().click(screen.getByRole('button', { name: 'Add contact' }));
  return screen.findByRole('dialog', { name: 'Add contact' });
}

/** Replaces each field's text in one input event, as a browser's autofill does. */
async function fill(dialog: HTMLElement, values: Partial<Record<string, string>>) {
  const user = setupUser();
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: false });
    await user.clear(input);
    if (value) await user.paste(value);
  }
}

describe('ContactList', () => {
  it('lists contacts with name, position, email and LinkedIn, and the help text', () => {
    setup();
    expect(screen.getByText('List up to three contacts for partnership inquiries.')).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(item).getByText('CTO')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'ada@acme.io' })).toHaveAttribute('href', 'mailto:ada@acme.io');
    expect(within(item).getByRole('link', { name: 'LinkedIn profile of Ada Lovelace' })).toHaveAttribute('href', 'https://www.linkedin.com/in/ada');
  });

  it('shows edit and delete controls only when editable and not disabled', () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Edit contact Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete contact Ada Lovelace' })).toBeInTheDocument();
    unmount();

    const second = renderWithProviders(<Harness disabled />);
    expect(screen.queryByRole('button', { name: /Edit contact/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete contact/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    second.unmount();

    renderWithProviders(<Harness editable={false} />);
    expect(screen.queryByRole('button', { name: /Edit contact/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('shows the list error', () => {
    setup({ initial: [], error: 'Min 1 contact must be selected' });
    expect(screen.getByRole('alert')).toHaveTextContent('Min 1 contact must be selected');
  });

  it('edit mode: requires the fields and shows the messages', async () => {
    const user = setupUser();
    const { spy } = setup({ initial: [] });
    const dialog = await openAdd();
    for (const label of ['First name', 'Last name', 'Email', 'Position', 'LinkedIn URL']) {
      expect(within(dialog).getByLabelText(label, { exact: false })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Position is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await fill(dialog, { 'First name': 'Bob', 'Last name': 'Smith', Position: 'CMO', Email: 'bob@', 'LinkedIn URL': 'linkedin' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be a valid URL')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();

    await fill(dialog, { Email: ' bob@acme.io ', 'LinkedIn URL': 'https://linkedin.com/in/bob' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenLastCalledWith([
      { firstName: 'Bob', lastName: 'Smith', email: 'bob@acme.io', position: 'CMO', linkedInUrl: 'https://linkedin.com/in/bob' },
    ]);
    expect(screen.getByText('Bob Smith')).toBeInTheDocument();
  });

  it('wizard mode: every field is optional, the e-mail must be valid when given', async () => {
    const user = setupUser();
    const { spy } = setup({ initial: [], mode: 'wizard' });
    let dialog = await openAdd();
    await fill(dialog, { Email: 'not-an-email', 'LinkedIn URL': 'anything' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).queryByText('First name is required')).not.toBeInTheDocument();
    await fill(dialog, { Email: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenLastCalledWith([{ firstName: '', lastName: '', email: '', position: '', linkedInUrl: 'anything' }]);

    dialog = await openAdd();
    await fill(dialog, { 'First name': 'Zed', Email: 'zed@acme.io' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy.mock.lastCall?.[0]).toHaveLength(2);
  });

  it.each(['edit', 'wizard'] as const)('%s mode: flags a duplicate e-mail (trimmed, case-insensitive)', async (mode) => {
    const user = setupUser();
    const { spy } = setup({ initial: [ada], mode });
    const dialog = await openAdd();
    await fill(dialog, { 'First name': 'Ada', 'Last name': 'Twin', Position: 'CFO', Email: '  ADA@ACME.io ' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Contact with the same Email already exists. Please check entered data.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('edits a contact with the e-mail locked', async () => {
    const user = setupUser();
    const { spy } = setup({ initial: [ada, grace] });
    await user.click(screen.getByRole('button', { name: 'Edit contact Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const email = within(dialog).getByLabelText('Email', { exact: false });
    expect(email).toHaveValue('grace@acme.io');
    expect(email).toBeDisabled();
    await fill(dialog, { Position: 'Rear Admiral' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenLastCalledWith([ada, { ...grace, position: 'Rear Admiral' }]);
  });

  it('edit keeps validation: clearing a required field shows its message', async () => {
    const user = setupUser();
    setup({ initial: [ada] });
    await user.click(screen.getByRole('button', { name: 'Edit contact Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await fill(dialog, { 'Last name': '' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('asks before deleting and can be cancelled', async () => {
    const user = setupUser();
    const { spy } = setup({ initial: [ada, grace] });
    await user.click(screen.getByRole('button', { name: 'Delete contact Ada Lovelace' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this contact?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete contact Ada Lovelace' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this contact?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy).toHaveBeenLastCalledWith([grace]);
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('does not submit an outer form', async () => {
    const user = setupUser();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Harness initial={[]} mode="wizard" />
      </form>,
    );
    const dialog = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
