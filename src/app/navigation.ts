// Navigation for code outside React (request layer, session): a component inside the router
// registers its navigate function once mounted; before that (or in tests without a router) a full
// page load does the job.

/** The router basename (spec §9: base path /fvue/; Vite's `base` in vite.config.ts is the same). */
export const APP_BASENAME = '/fvue';

type Navigator = (to: string, options?: { replace?: boolean }) => void;
type ExternalNavigator = (url: string) => void;

let navigator: Navigator | null = null;
let externalNavigator: ExternalNavigator = (url) => window.location.assign(url);

/** Registers the router's navigate function; null when that router unmounts. */
export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
}

/** Goes to an in-app path such as '/login?redirect=%2Fhome' (without the basename). */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  const url = APP_BASENAME + to;
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
}

/** Leaves the application for another site (single sign-on provider, SSO logout). */
export function leaveApp(url: string): void {
  externalNavigator(url);
}

/** Replaces how leaveApp leaves the page (tests observe the target instead of unloading jsdom). */
export function setExternalNavigator(fn: ExternalNavigator): void {
  externalNavigator = fn;
}

/** The current in-app path with its query, without the basename: '/fvue/task/1?x=1' → '/task/1?x=1'. */
export function currentAppPath(): string {
  const { search, hash } = window.location;
  return currentAppPathname() + search + hash;
}

/** The in-app pathname alone (`/` at the app's root), without query or hash. */
export function currentAppPathname(): string {
  const { pathname } = window.location;
  const inApp =
    pathname === APP_BASENAME || pathname.startsWith(`${APP_BASENAME}/`) ? pathname.slice(APP_BASENAME.length) : pathname;
  return inApp || '/';
}
