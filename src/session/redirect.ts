// Post-login redirect targets come from the address bar (?redirect=…), and in-app links from server data
// (templates, application paths), so they are attacker-controlled: only same-origin, in-app relative paths
// pass; anything doubtful is refused (a redirect falls back to the home page).
import { APP_BASENAME } from '../app/navigation';

export const HOME_PATH = '/home';

// Browsers strip tabs/newlines and treat '\' like '/', and some servers decode %2F/%5C, so each of
// these can turn '/x' into '//host'. Percent-encoded control characters are refused for the same reason.
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]|%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

function pageOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}

function stripBase(path: string): string {
  if (path === APP_BASENAME) return '/';
  return APP_BASENAME && path.startsWith(`${APP_BASENAME}/`) ? path.slice(APP_BASENAME.length) : path;
}

/**
 * The target as an in-app path (without the /fvue base) when it is a safe same-origin relative path, else
 * undefined. Every path that comes from outside the code (address bar, server data) goes through it.
 */
export function inAppPath(target: string | null | undefined): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return undefined;
  if (FORBIDDEN.test(target)) return undefined;
  const origin = pageOrigin();
  let parsed: URL;
  try {
    parsed = new URL(target, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin) return undefined;
  const path = stripBase(parsed.pathname);
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  return path + parsed.search + parsed.hash;
}

/** Returns the target as an in-app path (without the /fvue base) when it is safe, otherwise '/home'. */
export function safeRedirect(target: string | null | undefined): string {
  return inAppPath(target) ?? HOME_PATH;
}
