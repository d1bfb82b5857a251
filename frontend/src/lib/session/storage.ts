import type { User } from './types';

/**
 * Browser storage of the session. localStorage keys:
 *   `token` - the bearer token (authorizationToken)
 *   `user`  - the last loaded user object (JSON)
 * Other client state that must survive a reload is stored under the `persist:` prefix;
 * clearing the session removes all of it (but not preferences such as `theme`).
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const PERSIST_PREFIX = 'persist:';

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadToken(): string | null {
  const value = safeStorage('local')?.getItem(TOKEN_KEY);
  return value ? value : null;
}

export function saveToken(token: string | null): void {
  const storage = safeStorage('local');
  if (!storage) return;
  if (token) storage.setItem(TOKEN_KEY, token);
  else storage.removeItem(TOKEN_KEY);
}

export function loadUser(): User | null {
  const raw = safeStorage('local')?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as User).userId === 'number') {
      return parsed as User;
    }
    return null;
  } catch {
    return null;
  }
}

export function saveUser(user: User | null): void {
  const storage = safeStorage('local');
  if (!storage) return;
  if (user) storage.setItem(USER_KEY, JSON.stringify(user));
  else storage.removeItem(USER_KEY);
}

function removePrefixed(storage: Storage | null): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PERSIST_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/** Sign-out and 401: forget token, user and every piece of persisted client state. */
export function clearPersistedSession(): void {
  const local = safeStorage('local');
  local?.removeItem(TOKEN_KEY);
  local?.removeItem(USER_KEY);
  removePrefixed(local);
  removePrefixed(safeStorage('session'));
}

/**
 * The user id inside the JWT, used only when a token exists without a stored user
 * (for example after the `user` key was removed by hand).
 */
export function userIdFromToken(token: string | null): number | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Record<string, unknown>;
    const raw = claims.user_id ?? claims.userId ?? claims.sub;
    const id = typeof raw === 'number' ? raw : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
