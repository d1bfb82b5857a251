import GlobalStyles from '@mui/material/GlobalStyles';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/lib/toast';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from './store';
import { APP_HEADER_HEIGHT } from './theme';
import { ThemeModeProvider } from './ThemeModeProvider';

/** Toasts: at most one visible at a time (spec section 4). */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_HIDE_MS = 6000;

/**
 * Toasts appear top right, just below the header: at the bottom right they covered the
 * sticky action bars at the bottom of forms (the creation wizard's Save and Next Step).
 * The class is notistack's hook for this anchor; the doubled selector outweighs
 * notistack's own `top`.
 */
export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;
export const TOASTS_BELOW_HEADER_CLASS = 'app-toasts-below-header';
const toastsBelowHeader = (
  <GlobalStyles
    styles={{ [`.${TOASTS_BELOW_HEADER_CLASS}.${TOASTS_BELOW_HEADER_CLASS}`]: { top: APP_HEADER_HEIGHT + 8 } }}
  />
);

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        {children}
        {toastsBelowHeader}
        <Toaster
          maxSnack={TOAST_LIMIT}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={TOAST_ANCHOR}
          classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_HEADER_CLASS }}
          preventDuplicate
        />
      </ThemeModeProvider>
    </Provider>
  );
}

export function App() {
  const [store] = useState(makeStore);
  // The session known at start-up picks which screen's chunks to preload.
  const [router] = useState(() => createAppRouter({ signedIn: Boolean(store.getState().session.token) }));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
