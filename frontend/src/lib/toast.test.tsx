import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { enqueueSnackbar, Toaster, useSnackbar } from './toast';

/** Asks for a toast while rendering for the first time, before notistack has loaded. */
function EarlyToast() {
  const { enqueueSnackbar: toast } = useSnackbar();
  useEffect(() => toast('Saved before the toasts loaded', { variant: 'success' }), [toast]);
  return null;
}

test('a toast asked for before notistack has loaded is shown once it has', async () => {
  render(
    <>
      <EarlyToast />
      <Toaster maxSnack={1} />
    </>,
  );
  expect(await screen.findByText('Saved before the toasts loaded')).toBeInTheDocument();
});

test('a toast asked for with no Toaster on the page waits for one', async () => {
  enqueueSnackbar('Waiting for a place to appear');
  const { unmount } = render(<Toaster maxSnack={1} />);
  expect(await screen.findByText('Waiting for a place to appear')).toBeInTheDocument();
  unmount();
});

test('the toast hook is stable, so effects that depend on it run once', async () => {
  const seen = new Set<unknown>();
  function Probe() {
    const api = useSnackbar();
    seen.add(api);
    return null;
  }
  const { rerender } = render(<Probe />);
  await act(async () => rerender(<Probe />));
  expect(seen.size).toBe(1);
});
