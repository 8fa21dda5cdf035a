// Signing in and out (spec §2 login page, §4 session and login result, §8 login failure).
import i18n from '../i18n';
import { login, signout, type AuthAnswer } from '../api/auth';
import type { ApiResult } from '../api/http';
import { getTenantByCode, PLATFORM_TENANT_CODE } from '../api/tenant';
import { getConfig } from '../config/runtime';
import { leaveApp, navigateTo } from '../app/navigation';
import { clearSession, setCurrentUser, setLoginTenantCode } from './store';
import { loginPagePath } from './loginRoute';

export type SignInOutcome =
  /** loginStatus true: the caller navigates to safeRedirect(redirect) */
  | { kind: 'signedIn' }
  | { kind: 'mustResetPassword'; account: string }
  /** localized; 'timeout of' → the login-timeout text */
  | { kind: 'failed'; message: string };

const t = (key: string): string => i18n.t(key, { ns: 'common' });

function failureMessage(result: ApiResult<unknown>): string {
  if (result.errorKind === 'timeout' || result.message?.includes('timeout of')) return t('auth.loginTimeout');
  return result.message || t('auth.loginFailed');
}

/** Stores the answer of /auth or /sso/auth as the session user, stamped with the local login time. */
export function storeSignedInUser(answer: AuthAnswer): void {
  // A new user must not inherit the previous one's method rights, post or agent mode.
  clearSession();
  setCurrentUser({
    token: answer.token,
    loginTime: Date.now(),
    expiration: Number(answer.expiration) || 0,
    loginStatus: answer.loginStatus !== false,
    username: answer.username ?? '',
    account: answer.account ?? '',
    userId: answer.userId ?? '',
    userAttrs: answer.userAttrs ?? {},
  });
}

export async function signIn(account: string, password: string, tenantCode?: string): Promise<SignInOutcome> {
  const code = tenantCode?.trim() ?? '';
  const isTenant = code !== '' && code !== PLATFORM_TENANT_CODE;
  let tenantId: string | undefined;
  if (isTenant) {
    const tenant = await getTenantByCode(code, { quiet: true });
    if (!tenant.ok) return { kind: 'failed', message: failureMessage(tenant) };
    if (!tenant.data?.id) return { kind: 'failed', message: t('auth.unknownTenant') };
    tenantId = tenant.data.id;
  }

  const result = await login({ account, password, tenantId });
  if (!result.ok || !result.data?.token) return { kind: 'failed', message: failureMessage(result) };
  if (result.data.loginStatus === false) return { kind: 'mustResetPassword', account: result.data.account || account };

  storeSignedInUser(result.data);
  setLoginTenantCode(isTenant ? code : '');
  return { kind: 'signedIn' };
}

/** /signout, clear the session, then the tenant's login page — or the SSO provider's logout page. */
export async function signOut(): Promise<void> {
  await signout({ quiet: true, noLoginRedirect: true });
  clearSession();
  const { sso } = getConfig();
  if (sso.mode !== 'none' && sso.logoutUrl) {
    leaveApp(sso.logoutUrl);
    return;
  }
  navigateTo(loginPagePath(), { replace: true });
}
