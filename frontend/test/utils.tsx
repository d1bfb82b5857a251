import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/App';
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

export function renderWithRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], session }: { initialEntries?: string[]; session?: SessionState } = {},
) {
  const store = makeStore(session ?? { token: null, user: null });
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, store, router };
}

export function renderWithProviders(ui: ReactElement, options: { initialEntries?: string[]; session?: SessionState } = {}) {
  return renderWithRouter([{ path: '*', element: ui }], options);
}
