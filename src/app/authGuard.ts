// The authentication guard of every non-anonymous route (spec §4 "Authentication guard", §8 session
// validation failure). The decisions are pure functions; runGuard() performs them.
import { decodeBase64 } from '../api/base64';
import { ssoAuth } from '../api/auth';
import { getCurrentUser as fetchCurrentUser, type User } from '../api/user';
import { getConfig, type RuntimeConfig, type SsoMode } from '../config/runtime';
import { storeSignedInUser } from '../session/auth';
import { appUrl, goToLogin, isSsoMode, ssoLoginTarget } from '../session/loginRoute';
import { loadMethodAuth } from '../session/methodAuth';
import { clearSession, getCurrentUser, setCurrentUser, type CurrentUser } from '../session/store';
import { currentAppPath, leaveApp } from './navigation';

/** Query parameters that carry credentials and must leave the address bar before anything else. */
export const CREDENTIAL_PARAMS = ['token', 'ticket', 'code'] as const;
export type Credentials = Partial<Record<(typeof CREDENTIAL_PARAMS)[number], string>>;

/** Consecutive SSO validation failures; survives the round trip to the provider (same tab). */
const SSO_FAILURES_KEY = 'ssoFailures';

// ---------------------------------------------------------------------------------------------
// Pure decisions

/** Splits the credentials off a query string: '?ticket=T&x=1' → { search: '?x=1', credentials: {ticket:'T'} }. */
export function stripCredentials(search: string): { search: string; credentials: Credentials } {
  const params = new URLSearchParams(search);
  const credentials: Credentials = {};
  for (const name of CREDENTIAL_PARAMS) {
    const value = params.get(name);
    if (value) credentials[name] = value;
    params.delete(name);
  }
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', credentials };
}

export type GuardStart =
  | { kind: 'validateToken' }
  | { kind: 'ssoAuth'; ticket?: string; code?: string }
  /** no credentials at all: sign in first */
  | { kind: 'signIn' };

/** How to check the session: cas by its ticket, oauth by its code, otherwise by the session token. */
export function decideStart(input: { mode: SsoMode; hasToken: boolean; ticket?: string; code?: string }): GuardStart {
  if (input.mode === 'cas' && input.ticket) return { kind: 'ssoAuth', ticket: input.ticket };
  if (input.mode === 'oauth' && input.code) return { kind: 'ssoAuth', code: input.code };
  if (input.hasToken) return { kind: 'validateToken' };
  return { kind: 'signIn' };
}

export type GuardExit =
  | { kind: 'toLogin' }
  | { kind: 'toSso'; url: string }
  | { kind: 'loginFailed' }
  | { kind: 'missingClientId' }
  | { kind: 'missingProviderUrl' };

/**
 * Where a user without a valid session goes. `failures` counts consecutive failed validations
 * including this one (0 when there simply was no session); in cas/oauth the second one stops the
 * loop with 'login failed'.
 */
export function decideExit(input: { config: RuntimeConfig; returnPath: string; failures: number }): GuardExit {
  if (!isSsoMode(input.config)) return { kind: 'toLogin' };
  if (input.failures >= 2) return { kind: 'loginFailed' };
  const target = ssoLoginTarget(input.returnPath, input.config);
  if ('url' in target) return { kind: 'toSso', url: target.url };
  return { kind: target.error };
}

/** Issue time and lifetime of a JWT (unverified: only used to schedule the refresh). */
export function tokenLifetime(token: string): Pick<CurrentUser, 'loginTime' | 'expiration'> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64(payload)) as { iat?: unknown; exp?: unknown };
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number' || claims.exp <= claims.iat) return null;
    return { loginTime: claims.iat * 1000, expiration: claims.exp - claims.iat };
  } catch {
    return null;
  }
}

/** The session user for a token handed over in the address bar (?token=), before it is validated. */
export function userFromToken(token: string, now = Date.now()): CurrentUser {
  const lifetime = tokenLifetime(token);
  return {
    token,
    loginTime: lifetime?.loginTime ?? now,
    expiration: lifetime?.expiration ?? 0,
    loginStatus: true,
    username: '',
    account: '',
    userId: '',
    userAttrs: {},
  };
}

// ---------------------------------------------------------------------------------------------
// Effects

export type GuardView = 'ready' | 'leaving' | 'loginFailed' | 'missingClientId' | 'missingProviderUrl';

function readFailures(): number {
  const value = Number(sessionStorage.getItem(SSO_FAILURES_KEY));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function resetSsoFailures(): void {
  sessionStorage.removeItem(SSO_FAILURES_KEY);
}

/** Removes token/ticket/code from the address bar (keeping everything else); a token becomes the session's. */
function takeCredentials(): Credentials {
  const { search, credentials } = stripCredentials(window.location.search);
  if (search !== window.location.search) {
    const url = window.location.pathname + search + window.location.hash;
    window.history.replaceState(window.history.state, '', url);
  }
  if (credentials.token && credentials.token !== getCurrentUser()?.token) setCurrentUser(userFromToken(credentials.token));
  return credentials;
}

/** Completes the session user from the validated account (needed after a ?token= hand-over). */
function completeUser(user: User): void {
  const current = getCurrentUser();
  if (!current) return;
  setCurrentUser({
    ...current,
    username: user.fullname || current.username,
    account: user.account || current.account,
    userId: user.id || current.userId,
    userAttrs: { ...current.userAttrs, ...(user.tenantId ? { tenantId: user.tenantId } : {}) },
  });
}

async function validate(start: GuardStart, returnPath: string): Promise<boolean> {
  if (start.kind === 'ssoAuth') {
    // The provider validates the ticket or code against the same service URL it redirected to.
    const result = await ssoAuth({ ticket: start.ticket, code: start.code, service: appUrl(returnPath) });
    if (!result.ok || !result.data?.token) return false;
    storeSignedInUser(result.data);
    return true;
  }
  const result = await fetchCurrentUser({ quiet: true, noLoginRedirect: true, batch: true });
  if (!result.ok || !result.data) return false;
  completeUser(result.data);
  return true;
}

function exit(decision: GuardExit): GuardView {
  switch (decision.kind) {
    case 'toLogin':
      goToLogin(currentAppPath());
      return 'leaving';
    case 'toSso':
      leaveApp(decision.url);
      return 'leaving';
    default:
      return decision.kind;
  }
}

/** Checks the session once; the answer says what RequireAuth renders. */
export async function runGuard(config: RuntimeConfig = getConfig()): Promise<GuardView> {
  const credentials = takeCredentials();
  const returnPath = currentAppPath();
  // Read before validating: a 401 during validation clears the session storage that holds the count.
  const priorFailures = readFailures();
  const start = decideStart({
    mode: config.sso.mode,
    hasToken: Boolean(getCurrentUser()?.token),
    ticket: credentials.ticket,
    code: credentials.code,
  });
  if (start.kind === 'signIn') return exit(decideExit({ config, returnPath, failures: 0 }));

  // A stored token's rights are asked for beside its check, in one batch with it and home's first calls
  // (src/app/firstData.ts); quietly, since an invalid token is the check's to report. Both settle before a
  // failure clears the session.
  const earlyRights = start.kind === 'validateToken' ? loadMethodAuth({ quiet: true, noLoginRedirect: true, batch: true }) : undefined;
  const [valid] = await Promise.all([validate(start, returnPath), earlyRights]);
  if (valid) {
    resetSsoFailures();
    await (earlyRights ?? loadMethodAuth());
    return 'ready';
  }

  // "Logged out" = the whole session storage goes; the SSO failure count is written back after it.
  const failures = isSsoMode(config) ? priorFailures + 1 : 0;
  clearSession();
  if (failures) sessionStorage.setItem(SSO_FAILURES_KEY, String(failures));
  return exit(decideExit({ config, returnPath, failures }));
}

let inFlight: Promise<GuardView> | null = null;

/** One check at a time: React StrictMode mounts twice, and a cas ticket is valid only once. */
export function runGuardOnce(): Promise<GuardView> {
  inFlight ??= runGuard().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** A check started before the guard mounted (startGuardEarly), not yet taken. */
let early: Promise<GuardView> | null = null;

/**
 * Starts the check as soon as the signed-in code and config.json are in, before React draws the guard (main.tsx):
 * its calls leave while the first render runs, not after it.
 */
export function startGuardEarly(): void {
  early ??= runGuardOnce();
}

/** The guard's check: the one started early, once, else a new one. */
export function takeGuardCheck(): Promise<GuardView> {
  const check = early ?? runGuardOnce();
  early = null;
  return check;
}
