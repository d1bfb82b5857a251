import { fireEvent, render, screen } from '@testing-library/react';
import { useSnackbar } from '@/lib/toast';
import { useEffect } from 'react';
import { AppProviders, TOASTS_BELOW_HEADER_CLASS } from './App';
import { makeStore } from './store';

function TwoToasts() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar('First toast', { key: 'first' });
    enqueueSnackbar('Second toast', { key: 'second' });
  }, [enqueueSnackbar]);
  return (
    <button type="button" onClick={() => closeSnackbar('first')}>
      Dismiss first
    </button>
  );
}

test('at most one toast is visible at a time; the next waits for the first to go', async () => {
  render(
    <AppProviders store={makeStore()}>
      <TwoToasts />
    </AppProviders>,
  );
  expect(await screen.findByText('First toast')).toBeInTheDocument();
  expect(screen.queryByText('Second toast')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Dismiss first' }));

  expect(await screen.findByText('Second toast')).toBeInTheDocument();
});

function OneToast() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => enqueueSnackbar('Saved', { variant: 'success' }), [enqueueSnackbar]);
  return null;
}

test('toasts appear top right below the header, clear of the bottom action bars', async () => {
  render(
    <AppProviders store={makeStore()}>
      <OneToast />
    </AppProviders>,
  );
  const toast = await screen.findByText('Saved');
  // notistack puts this class only on the container of the top-right anchor.
  expect(toast.closest('.notistack-SnackbarContainer')).toHaveClass(TOASTS_BELOW_HEADER_CLASS);
});
