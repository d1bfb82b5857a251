import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithRouter, setupUser } from '../../../../test/utils';
import { JoinOrCreateDialog, type JoinOrCreateDialogProps } from './JoinOrCreateDialog';
import { JoinOrCreateInline } from './JoinOrCreateInline';

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

const suggestion = { companyId: 3, name: 'Acme', logoUrl: null };

function renderDialog(props: Partial<JoinOrCreateDialogProps> = {}) {
  const onClose = jest.fn();
  const onJoin = jest.fn();
  renderWithRouter(
    [
      { path: '/', element: <><JoinOrCreateDialog open onClose={onClose} onJoin={onJoin} {...props} /><Where /></> },
      { path: '*', element: <Where /> },
    ],
  );
  return { onClose, onJoin };
}

describe('JoinOrCreateDialog', () => {
  it('offers the suggested company, creation and Not Now', async () => {
    const user = setupUser();
    const { onJoin, onClose } = renderDialog({ suggestion });
    const dialog = screen.getByRole('dialog', { name: 'Join or create your company to access partner tools' });
    expect(within(dialog).getByText('Acme')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Join Company' }));
    expect(onJoin).toHaveBeenCalledWith(3);
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no Join Company button without a suggestion, and links to My Company and pricing', () => {
    renderDialog({ suggestion: null });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Join Company' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My Company' })).toHaveAttribute('href', '/my-company');
    expect(within(dialog).getByRole('link', { name: 'plans' })).toHaveAttribute('href', '/pricing');
  });

  it('disables Join Company while joining', () => {
    renderDialog({ suggestion, joining: true });
    expect(screen.getByRole('button', { name: 'Join Company' })).toBeDisabled();
  });

  it('Create New Company closes the dialog and goes to /companies/new', async () => {
    const user = setupUser();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create New Company' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/companies/new'));
  });
});

describe('JoinOrCreateInline', () => {
  function renderInline(withSuggestion: boolean) {
    const onJoin = jest.fn();
    renderWithRouter([
      { path: '/', element: <><JoinOrCreateInline suggestion={withSuggestion ? suggestion : null} onJoin={onJoin} /><Where /></> },
      { path: '*', element: <Where /> },
    ]);
    return { onJoin };
  }

  it('offers Join Company with a suggestion', async () => {
    const user = setupUser();
    const { onJoin } = renderInline(true);
    expect(screen.getByRole('heading', { name: 'Join or create your company to access partner tools' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Company' }));
    expect(onJoin).toHaveBeenCalledWith(3);
  });

  it('Submit New goes to /companies/new; no Join Company without a suggestion', async () => {
    const user = setupUser();
    renderInline(false);
    expect(screen.queryByRole('button', { name: 'Join Company' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see plans' })).toHaveAttribute('href', '/pricing');
    await user.click(screen.getByRole('button', { name: 'Submit New' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/companies/new'));
  });
});
