import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/lib/toast';
import { createAppRouter } from './router';
import { makeStore, type AppStore } from './store';
import { ThemeModeProvider } from './ThemeModeProvider';

/** Toasts: at most one visible at a time (spec section 4). */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_HIDE_MS = 6000;

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        {children}
        <Toaster
          maxSnack={TOAST_LIMIT}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
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
