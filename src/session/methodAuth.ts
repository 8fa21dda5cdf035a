// Method-level rights (spec §6): controls whose alias is controlled (in allMethod) but not granted
// (not in curUserMethod) are hidden. Kept in session storage like the Hotent front does.
import { createElement, Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { getMethodAuth } from '../api/menu';
import type { CallOptions } from '../api/http';
import { subscribeSession } from './store';

const ALL_KEY = 'allMethod';
const USER_KEY = 'methodAuth';

interface Rights {
  controlled: Set<string>;
  granted: Set<string>;
}

let cached: Rights | undefined;
let version = 0;
const listeners = new Set<() => void>();

function readList(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function rights(): Rights {
  cached ??= { controlled: new Set(readList(ALL_KEY)), granted: new Set(readList(USER_KEY)) };
  return cached;
}

function changed(): void {
  cached = undefined;
  version += 1;
  for (const listener of listeners) listener();
}

// Logout and 401 wipe session storage; forget the parsed copy with it.
subscribeSession(changed);

/** Loads the rights after sign-in; on failure nothing is hidden (the server still checks every call). */
export async function loadMethodAuth(options?: CallOptions): Promise<void> {
  const result = await getMethodAuth(options);
  if (!result.ok || !result.data) return;
  sessionStorage.setItem(ALL_KEY, JSON.stringify(result.data.allMethod ?? []));
  sessionStorage.setItem(USER_KEY, JSON.stringify(result.data.curUserMethod ?? []));
  changed();
}

/** True when the alias is not controlled, or the user holds it. */
export function hasMethod(alias: string): boolean {
  const { controlled, granted } = rights();
  return !controlled.has(alias) || granted.has(alias);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders the caller when the rights change. */
export function useMethodAuthVersion(): number {
  return useSyncExternalStore(subscribe, () => version, () => version);
}

/** Renders its children only when the user holds the method. */
export function Authorized(props: { method: string; children: ReactNode }): ReactNode {
  useMethodAuthVersion();
  return hasMethod(props.method) ? createElement(Fragment, null, props.children) : null;
}
