// The signed-in user lives in session storage (restored on reload, gone with the tab); the
// tenant code of the login route lives in local storage so the next visit signs in to the same tenant.
import { useSyncExternalStore } from 'react';

export interface CurrentUser {
  token: string;
  /** ms since epoch when the token was issued or last refreshed */
  loginTime: number;
  /** token lifetime in seconds */
  expiration: number;
  loginStatus: boolean;
  username: string;
  account: string;
  userId: string;
  userAttrs: { tenantId?: string };
}

const USER_KEY = 'currentUser';
const TENANT_KEY = 'loginTenantCode';

const listeners = new Set<() => void>();
let cached: CurrentUser | null | undefined;

function read(): CurrentUser | null {
  try {
    const raw = sessionStorage.getItem(USER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CurrentUser;
    return parsed && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function getCurrentUser(): CurrentUser | null {
  if (cached === undefined) cached = read();
  return cached;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setCurrentUser(user: CurrentUser | null): void {
  cached = user;
  if (user) sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  else sessionStorage.removeItem(USER_KEY);
  notify();
}

/** Spec §4: the whole session storage is cleared on a 401 and at logout. */
export function clearSession(): void {
  sessionStorage.clear();
  cached = null;
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeSession, getCurrentUser, () => null);
}

export function getLoginTenantCode(): string {
  try {
    return localStorage.getItem(TENANT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function setLoginTenantCode(code: string): void {
  if (code) localStorage.setItem(TENANT_KEY, code);
  else localStorage.removeItem(TENANT_KEY);
}

/** Test hook: forget the in-memory copy so the next read comes from storage. */
export function resetSessionCache(): void {
  cached = undefined;
}
