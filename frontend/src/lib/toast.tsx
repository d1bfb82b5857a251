/**
 * Toasts (spec section 4), with notistack in its own chunk loaded after the first screen:
 * it is needed only once something is announced, so it stays out of the first load
 * (docs/architecture.md, "First-load budget"). Features call `useSnackbar()` from here,
 * with notistack's signature; `<Toaster />` (in AppProviders) mounts notistack's provider,
 * which notistack 3's module-level `enqueueSnackbar`/`closeSnackbar` then reach.
 */
import type { OptionsObject, SnackbarKey, SnackbarMessage, SnackbarProviderProps } from 'notistack';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

type Notistack = typeof import('notistack');
type ToasterProps = Omit<SnackbarProviderProps, 'children'>;

let notistack: Promise<Notistack> | undefined;
function loadNotistack(): Promise<Notistack> {
  notistack ??= import(/* webpackChunkName: "toasts" */ 'notistack');
  return notistack;
}

// A toast asked for before the provider is mounted waits for it: notistack's module-level
// functions only reach a constructed provider.
let providerMounted: () => void = () => undefined;
let providerReady = new Promise<void>((resolve) => {
  providerMounted = resolve;
});

// A toast asked for before the page went idle starts loading the provider at once.
let toasterWanted = false;
const wantListeners = new Set<() => void>();

function whenReady(action: (toasts: Notistack) => void): void {
  toasterWanted = true;
  wantListeners.forEach((listener) => listener());
  // If the chunk cannot load (offline), the toast is lost; nothing else breaks.
  Promise.all([loadNotistack(), providerReady]).then(([toasts]) => action(toasts), () => undefined);
}

/** Shows a toast (notistack's `enqueueSnackbar`; pass `options.key` to close it later). */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  whenReady((toasts) => toasts.enqueueSnackbar(message, options));
}

export function closeSnackbar(key?: SnackbarKey): void {
  whenReady((toasts) => toasts.closeSnackbar(key));
}

const toastApi = { enqueueSnackbar, closeSnackbar } as const;

/** notistack's hook, without notistack in the caller's chunk. */
export function useSnackbar(): typeof toastApi {
  return toastApi;
}

function ProviderMountedSignal() {
  useEffect(() => {
    providerMounted();
    return () => {
      providerReady = new Promise<void>((resolve) => {
        providerMounted = resolve;
      });
    };
  }, []);
  return null;
}

const LazyProvider = lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
  try {
    const { SnackbarProvider } = await loadNotistack();
    return {
      default: (props: ToasterProps) => (
        <SnackbarProvider {...props}>
          <ProviderMountedSignal />
        </SnackbarProvider>
      ),
    };
  } catch {
    notistack = undefined;
    return { default: () => null };
  }
});

/** Runs `callback` once the browser is idle; returns a cancel function. */
function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/** Where toasts appear: loads notistack when the page is idle, or at the first toast. */
export function Toaster(props: ToasterProps) {
  const [load, setLoad] = useState(toasterWanted);
  useEffect(() => {
    if (load) return undefined;
    const start = () => setLoad(true);
    wantListeners.add(start);
    const cancelIdle = onIdle(start);
    return () => {
      wantListeners.delete(start);
      cancelIdle();
    };
  }, [load]);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <LazyProvider {...props} />
    </Suspense>
  );
}
