import { fireEvent, render, screen } from '@testing-library/react';
import { useSnackbar } from '@/lib/toast';
import { useEffect } from 'react';
import { AppProviders } from './App';
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
