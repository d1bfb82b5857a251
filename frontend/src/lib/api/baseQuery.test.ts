import { makeStore } from '@/app/store';
import { resetAppConfigCache } from '@/lib/config';
import { PERSIST_PREFIX, TOKEN_KEY, USER_KEY } from '@/lib/session/storage';
import { userApi } from '@/lib/session/userApi';
import { makeUser, mockApi } from '../../../test/utils';
import { serializeParams } from './baseQuery';

function signedInStore() {
  const user = makeUser();
  window.localStorage.setItem(TOKEN_KEY, 'jwt-token');
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.localStorage.setItem(`${PERSIST_PREFIX}discovery`, '{"filters":[]}');
  window.sessionStorage.setItem(`${PERSIST_PREFIX}scroll`, '120');
  window.localStorage.setItem('theme', 'light');
  return makeStore();
}

describe('base query', () => {
  beforeEach(() => {
    const script = document.createElement('script');
    script.id = 'app-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ apiKey: 'spa-key' });
    document.head.appendChild(script);
    resetAppConfigCache();
  });
  afterEach(() => {
    document.getElementById('app-config')?.remove();
    resetAppConfigCache();
  });

  it('sends the api key and the bearer token to /api', async () => {
    const store = signedInStore();
    const calls = mockApi([{ path: '/api/users/7', body: makeUser() }]);
    await store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 7 }));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/users/7');
    expect(calls[0].headers.get('X-Api-Key')).toBe('spa-key');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer jwt-token');
  });

  it('sends no Authorization header without a session', async () => {
    const store = makeStore({ token: null, user: null });
    const calls = mockApi([{ path: '/api/users/7', body: makeUser() }]);
    await store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 7 }));
    expect(calls[0].headers.get('Authorization')).toBeNull();
    expect(calls[0].headers.get('X-Api-Key')).toBe('spa-key');
  });

  it('clears the session, cached data and persisted state on a 401', async () => {
    const store = signedInStore();
    mockApi([{ path: '/api/users/7', body: makeUser() }]);
    await store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 7 }));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    mockApi([{ path: '/api/users/8', status: 401, body: { status: 401, title: 'Sign in again.' } }]);
    await expect(store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 8 })).unwrap()).rejects.toEqual({
      status: 401,
      data: { status: 401, title: 'Sign in again.' },
      message: 'Sign in again.',
    });
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(window.localStorage.getItem(`${PERSIST_PREFIX}discovery`)).toBeNull();
    expect(window.sessionStorage.getItem(`${PERSIST_PREFIX}scroll`)).toBeNull();
    // Preferences survive a sign-out.
    expect(window.localStorage.getItem('theme')).toBe('light');
    // Cached answers of the old session are gone.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
  });

  it('keeps the session on other errors and reports status and payload', async () => {
    const store = signedInStore();
    mockApi([{ path: '/api/users/7', status: 403, body: { status: 403, title: 'Not allowed.', code: 'notAllowed' } }]);
    const result = await store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 7 }));
    expect(result.error).toEqual({
      status: 403,
      data: { status: 403, title: 'Not allowed.', code: 'notAllowed' },
      message: 'Not allowed.',
    });
    expect(store.getState().session.token).toBe('jwt-token');
  });

  it('reports a 404 with an empty payload', async () => {
    const store = signedInStore();
    mockApi([{ path: '/api/users/7', status: 404, body: { status: 404, title: 'Not found.' } }]);
    const result = await store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 7 }));
    expect(result.error).toEqual({ status: 404, data: null, message: 'Not found' });
  });

  it("maps a network failure to 'Network error'", async () => {
    const store = signedInStore();
    mockApi([{ path: '/api/users/7', networkError: true }]);
    const result = await store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 7 }));
    expect(result.error).toEqual({ status: 'network', data: null, message: 'Network error' });
    expect(store.getState().session.token).toBe('jwt-token');
  });

  it('stores a freshly loaded user of the session', async () => {
    const store = signedInStore();
    mockApi([{ path: '/api/users/7', body: makeUser({ firstName: 'Augusta' }) }]);
    await store.dispatch(userApi.endpoints.usersRetrieve.initiate({ userId: 7 }));
    expect(store.getState().session.user?.firstName).toBe('Augusta');
    expect(JSON.parse(window.localStorage.getItem(USER_KEY)!).firstName).toBe('Augusta');
  });
});

describe('serializeParams', () => {
  it('repeats a list, leaves out empty lists and undefined values', () => {
    expect(serializeParams({ TargetIndustryIds: [1, 2], TargetGeoRegionIds: [], IsGeoGlobal: false, Search: undefined, N: 3 })).toBe(
      'TargetIndustryIds=1&TargetIndustryIds=2&IsGeoGlobal=false&N=3',
    );
  });
});
