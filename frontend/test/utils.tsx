import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/App';
import { RequireAuth } from '@/app/guards';
import { makeStore } from '@/app/store';
import type { SessionState } from '@/lib/session/sessionSlice';
import type { User } from '@/lib/session/types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userId: 7,
    id: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@acme.io',
    linkedInUrl: '',
    referralCode: 'K3F9QX2A',
    status: 2,
    createdAt: '2026-11-22T01:00:00Z',
    roles: [{ id: 2, name: 'User' }],
    isAdmin: false,
    company: null,
    subscription: null,
    hasPendingCompany: false,
    ...overrides,
  };
}

export interface MockRoute {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** Simulate a network failure. */
  networkError?: boolean;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/**
 * Replaces global fetch with a table of answers; unmatched calls get a 404.
 * Returns the list of calls made, for assertions.
 */
export function mockApi(routes: MockRoute[]): RecordedCall[] {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      url: url.pathname + url.search,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === request.method &&
        (typeof candidate.path === 'string' ? candidate.path === url.pathname : candidate.path.test(url.pathname)),
    );
    if (!route) return new Response(JSON.stringify({ status: 404, title: 'Not found' }), { status: 404 });
    if (route.networkError) throw new TypeError('Failed to fetch');
    const status = route.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(route.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/*
 * Each rendered test gets its own emotion cache, emptied after the test. With the one
 * default cache, the CSS rules of every earlier test in the file stay in the document, and
 * jsdom's getComputedStyle (run by every role query and every click) matches each element
 * against all of them: the later tests of a file got slower and slower.
 */
const styleCaches: EmotionCache[] = [];

/** Selector lists jsdom's selector engine refuses (it then treats the rule as not matching). */
const unmatchableSelectors = new Map<string, boolean>();

function jsdomCannotMatch(selectorList: string): boolean {
  let refused = unmatchableSelectors.get(selectorList);
  if (refused === undefined) {
    try {
      document.documentElement.matches(selectorList);
      refused = false;
    } catch {
      refused = true;
    }
    unmatchableSelectors.set(selectorList, refused);
  }
  return refused;
}

/**
 * Leaves out CSS rules that cannot affect what a test sees, because they are what makes
 * jsdom's getComputedStyle slow (every role query, every click and every popper asks it,
 * for every element it looks at, and it tries every rule of the document each time):
 * - rules jsdom's selector engine (nwsapi) refuses, such as MUI's vendor placeholders
 *   (`::-moz-placeholder`) and `:-webkit-autofill`: jsdom counts them as not matching,
 *   but parses and throws again on every element, about 0.1 ms each time;
 * - rules for pseudo-elements only (`::before`, `::placeholder`): they never match an
 *   element, and jsdom has no pseudo-element styles to ask for;
 * - rules with `:has()` (MUI's Select sets CSS variables for its caret's padding with
 *   them): nwsapi re-parses the inner selector on each match, and its pattern backtracks
 *   catastrophically on MUI's long development class names (about 5 ms per input per
 *   lookup). jsdom computes no CSS variables, so no test can observe them.
 * Vendor prefixing, emotion's default plugin, is left out too: jsdom has no use for it.
 */
const dropRulesTestsCannotSee: StylisPlugin = (element) => {
  if (element.type !== 'rule' || !Array.isArray(element.props)) return;
  const selectors = element.props.join(',');
  const pseudoElementsOnly = element.props.every((selector) => selector.includes('::'));
  if (pseudoElementsOnly || selectors.includes(':has(') || jsdomCannotMatch(selectors)) element.children = [];
};

function freshStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [dropRulesTestsCannotSee] });
  styleCaches.push(cache);
  return cache;
}

afterEach(() => {
  for (const cache of styleCaches.splice(0)) cache.sheet.flush();
});

export function renderWithRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], session }: { initialEntries?: string[]; session?: SessionState } = {},
) {
  const store = makeStore(session ?? { token: null, user: null });
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <CacheProvider value={freshStyleCache()}>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...utils, store, router };
}

export function renderWithProviders(ui: ReactElement, options: { initialEntries?: string[]; session?: SessionState } = {}) {
  return renderWithRouter([{ path: '*', element: ui }], options);
}

/**
 * One screen at `path` behind the real session guard, without the app shell (sidebar,
 * header, lazy routes): a screen's tests need its own DOM, and every role query and click
 * costs time in proportion to the size of the document. Other paths render nothing, so
 * navigation is asserted on `router.state.location`. The shell has its own tests
 * (AppShell.test.tsx).
 */
export function renderScreen(
  path: string,
  element: ReactElement,
  options: { initialEntries?: string[]; session?: SessionState } = {},
) {
  return renderWithRouter(
    [
      { element: <RequireAuth />, children: [{ path, element }] },
      { path: '*', element: null },
    ],
    { initialEntries: [path], ...options },
  );
}

/**
 * A user-event instance without the pause between events: the default waits a timer tick
 * after every key and pointer action, which adds up over typed text and means nothing in
 * jsdom. Call it before rendering, as user-event recommends.
 */
export function setupUser() {
  return userEvent.setup({ delay: null });
}
