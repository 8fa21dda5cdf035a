// Where a user without a valid session goes: the (tenant's) login page with the intended path as
// redirect, or — in cas/oauth single sign-on — the provider's login page (spec §4 guard, §8 401).
import { getConfig, type RuntimeConfig } from '../config/runtime';
import { APP_BASENAME, currentAppPath, leaveApp, navigateTo } from '../app/navigation';
import { getLoginTenantCode } from './store';

export function isLoginPath(appPath: string): boolean {
  return /^\/login(?:[/?#]|$)/.test(appPath);
}

export function isSsoMode(config: RuntimeConfig = getConfig()): boolean {
  return config.sso.mode === 'cas' || config.sso.mode === 'oauth';
}

/** '/login' or '/login/<tenantCode>', with ?redirect=<returnPath> unless the return path is trivial. */
export function loginPagePath(returnPath?: string): string {
  const code = getLoginTenantCode();
  const page = code ? `/login/${encodeURIComponent(code)}` : '/login';
  if (!returnPath || returnPath === '/' || isLoginPath(returnPath)) return page;
  return `${page}?redirect=${encodeURIComponent(returnPath)}`;
}

export function withQuery(url: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  const [beforeHash, hash] = url.split('#', 2);
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${search}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The absolute URL of an in-app path; the SSO provider sends the user back there. */
export function appUrl(appPath: string): string {
  return window.location.origin + APP_BASENAME + appPath;
}

export type SsoLoginTarget = { url: string } | { error: 'missingClientId' | 'missingProviderUrl' };

/** cas: casUrl?service=…; oauth: oauthUrl?client_id=…&redirect_uri=…&response_type=code. */
export function ssoLoginTarget(returnPath: string, config: RuntimeConfig = getConfig()): SsoLoginTarget {
  const { sso } = config;
  const service = appUrl(returnPath);
  if (sso.mode === 'cas') {
    return sso.casUrl ? { url: withQuery(sso.casUrl, { service }) } : { error: 'missingProviderUrl' };
  }
  if (!sso.oauthUrl) return { error: 'missingProviderUrl' };
  if (!sso.clientId) return { error: 'missingClientId' };
  return { url: withQuery(sso.oauthUrl, { client_id: sso.clientId, redirect_uri: service, response_type: 'code' }) };
}

/**
 * Sends the user to sign in and come back to returnPath. In SSO mode without a usable provider URL
 * nothing happens here: the auth guard shows the configuration error instead of looping.
 */
export function goToLogin(returnPath: string): void {
  if (isSsoMode()) {
    const target = ssoLoginTarget(returnPath);
    if ('url' in target) leaveApp(target.url);
    return;
  }
  if (isLoginPath(currentAppPath())) return;
  navigateTo(loginPagePath(returnPath), { replace: true });
}
