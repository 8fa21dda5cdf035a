// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Base64 } from 'js-base64';
import { httpClient } from '../api/http';
import { installFakeNetwork, type FakeReply, type SentRequest } from '../api/testing/fakeNetwork';
import { defaultConfig, setConfig, type RuntimeConfig, type SsoConfig } from '../config/runtime';
import { getCurrentUser, resetSessionCache, setCurrentUser } from '../session/store';
import { hasMethod } from '../session/methodAuth';
import { decideExit, decideStart, runGuard, startGuardEarly, stripCredentials, takeGuardCheck, tokenLifetime, userFromToken } from './authGuard';
import { setExternalNavigator, setNavigator } from './navigation';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

const ORIGIN = window.location.origin;

function configWith(sso: SsoConfig): RuntimeConfig {
  return { ...defaultConfig(), sso };
}

const CAS = configWith({ mode: 'cas', casUrl: 'https://cas.example.com/login' });
const OAUTH = configWith({ mode: 'oauth', oauthUrl: 'https://idp.example.com/authorize', clientId: 'flowdesk' });

describe('stripCredentials', () => {
  it('removes token, ticket and code and keeps the rest', () => {
    expect(stripCredentials('?ticket=ST-1&tab=2&token=abc&code=xyz')).toEqual({
      search: '?tab=2',
      credentials: { ticket: 'ST-1', token: 'abc', code: 'xyz' },
    });
    expect(stripCredentials('?token=abc')).toEqual({ search: '', credentials: { token: 'abc' } });
    expect(stripCredentials('')).toEqual({ search: '', credentials: {} });
  });
});

describe('decideStart', () => {
  it.each([
    [{ mode: 'none', hasToken: true }, { kind: 'validateToken' }],
    [{ mode: 'none', hasToken: false }, { kind: 'signIn' }],
    [{ mode: 'none', hasToken: false, ticket: 'T' }, { kind: 'signIn' }],
    [{ mode: 'jwt', hasToken: true }, { kind: 'validateToken' }],
    [{ mode: 'cas', hasToken: true, ticket: 'ST-1' }, { kind: 'ssoAuth', ticket: 'ST-1' }],
    [{ mode: 'cas', hasToken: true }, { kind: 'validateToken' }],
    [{ mode: 'cas', hasToken: false }, { kind: 'signIn' }],
    [{ mode: 'oauth', hasToken: false, code: 'C1' }, { kind: 'ssoAuth', code: 'C1' }],
    [{ mode: 'oauth', hasToken: false, ticket: 'ST-1' }, { kind: 'signIn' }],
  ] as const)('%j → %j', (input, expected) => {
    expect(decideStart(input)).toEqual(expected);
  });
});

describe('decideExit', () => {
  it('sends none/jwt users to the login page whatever happened', () => {
    expect(decideExit({ config: defaultConfig(), returnPath: '/home', failures: 0 })).toEqual({ kind: 'toLogin' });
    expect(decideExit({ config: configWith({ mode: 'jwt' }), returnPath: '/home', failures: 5 })).toEqual({ kind: 'toLogin' });
  });

  it('sends cas/oauth users to the provider, and stops at the second failure', () => {
    expect(decideExit({ config: CAS, returnPath: '/home', failures: 0 })).toEqual({
      kind: 'toSso',
      url: `https://cas.example.com/login?service=${encodeURIComponent(`${ORIGIN}/fvue/home`)}`,
    });
    expect(decideExit({ config: OAUTH, returnPath: '/home', failures: 1 }).kind).toBe('toSso');
    expect(decideExit({ config: CAS, returnPath: '/home', failures: 2 })).toEqual({ kind: 'loginFailed' });
    expect(decideExit({ config: OAUTH, returnPath: '/home', failures: 2 })).toEqual({ kind: 'loginFailed' });
  });

  it('reports an oauth configuration without clientId instead of redirecting', () => {
    const config = configWith({ mode: 'oauth', oauthUrl: 'https://idp/authorize' });
    expect(decideExit({ config, returnPath: '/home', failures: 0 })).toEqual({ kind: 'missingClientId' });
  });
});

describe('tokens handed over in the address bar', () => {
  const jwt = (claims: object) => `h.${Base64.encodeURI(JSON.stringify(claims))}.s`;

  it('reads the lifetime of a JWT', () => {
    expect(tokenLifetime(jwt({ iat: 1000, exp: 4600 }))).toEqual({ loginTime: 1000000, expiration: 3600 });
    expect(tokenLifetime('opaque')).toBeNull();
    expect(tokenLifetime(jwt({ exp: 10 }))).toBeNull();
  });

  it('makes a session user that refreshes only when the lifetime is known', () => {
    expect(userFromToken('opaque', 5)).toMatchObject({ token: 'opaque', loginTime: 5, expiration: 0 });
    expect(userFromToken(jwt({ iat: 10, exp: 70 }))).toMatchObject({ loginTime: 10000, expiration: 60 });
  });
});

describe('runGuard', () => {
  let sent: SentRequest[];
  let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>;
  let leave: Mock<(url: string) => void>;
  const network = (reply: FakeReply) => {
    sent = installFakeNetwork(httpClient, reply);
  };
  const USER = { id: 'u1', fullname: '张三', account: 'zhangsan', tenantId: 't1' };
  const AUTH = { token: 'sso-token', username: '张三', account: 'zhangsan', userId: 'u1', expiration: 3600, loginStatus: true };
  const METHODS = { allMethod: ['flow:delete', 'flow:add'], curUserMethod: ['flow:add'] };

  function api(overrides: Record<string, () => { status?: number; data?: unknown }> = {}): FakeReply {
    return (request) => {
      const path = new URL(request.url).pathname;
      if (overrides[path]) return overrides[path]();
      if (path.endsWith('/getByAccount')) return { data: USER };
      if (path.endsWith('/getCurrentUserMethodAuth')) return { data: METHODS };
      if (path === '/sso/auth') return { data: AUTH };
      return { status: 404 };
    };
  }

  function signedIn(token = 'T1') {
    setCurrentUser({ ...userFromToken(token), username: '张三', account: 'zhangsan', userId: 'u1', expiration: 3600, loginTime: Date.now() });
  }

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    resetSessionCache();
    navigate = vi.fn();
    leave = vi.fn();
    setNavigator(navigate);
    setExternalNavigator(leave);
    setConfig(defaultConfig());
    window.history.replaceState(null, '', '/fvue/v-flow/todo?tab=1');
  });

  it('hands a check started early to the guard once: no second check as the guard mounts, a new one after', async () => {
    signedIn();
    network(api());
    startGuardEarly();
    startGuardEarly();
    const early = takeGuardCheck();
    await expect(early).resolves.toBe('ready');
    expect(sent.filter((r) => r.url.endsWith('/getByAccount'))).toHaveLength(1);
    await expect(takeGuardCheck()).resolves.toBe('ready');
    expect(sent.filter((r) => r.url.endsWith('/getByAccount'))).toHaveLength(2);
  });

  it('validates the session token, loads method rights and lets the user in', async () => {
    signedIn();
    network(api());
    await expect(runGuard()).resolves.toBe('ready');
    // the rights are asked for beside the token's check, not after it
    expect(sent.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/api/user/v1/user/getByAccount',
      '/sys/sysMenu/v1/getCurrentUserMethodAuth',
    ]);
    expect(sent.every((r) => r.headers.Authorization === 'Bearer T1')).toBe(true);
    expect(hasMethod('flow:add')).toBe(true);
    expect(hasMethod('flow:delete')).toBe(false);
    expect(hasMethod('uncontrolled')).toBe(true);
  });

  it('without a session goes to /login with the intended path, sending nothing', async () => {
    network(api());
    await expect(runGuard()).resolves.toBe('leaving');
    expect(sent).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fv-flow%2Ftodo%3Ftab%3D1', { replace: true });
  });

  it('logs out and goes to /login when the token is rejected', async () => {
    signedIn();
    sessionStorage.setItem('methodAuth', '["x"]');
    network(api({ '/api/user/v1/user/getByAccount': () => ({ status: 401 }) }));
    await expect(runGuard()).resolves.toBe('leaving');
    expect(getCurrentUser()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fv-flow%2Ftodo%3Ftab%3D1', { replace: true });
  });

  it('takes ?token= as the session token and strips it from the address bar first', async () => {
    window.history.replaceState({ keep: 1 }, '', '/fvue/task/9/0?token=NEW&x=1#part');
    network(api());
    await expect(runGuard()).resolves.toBe('ready');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/fvue/task/9/0?x=1#part');
    expect(window.history.state).toEqual({ keep: 1 });
    expect(sent[0].headers.Authorization).toBe('Bearer NEW');
    expect(getCurrentUser()).toMatchObject({ token: 'NEW', account: 'zhangsan', userId: 'u1', username: '张三', userAttrs: { tenantId: 't1' } });
  });

  it('strips a ticket even in none mode', async () => {
    window.history.replaceState(null, '', '/fvue/home?ticket=ST-1');
    signedIn();
    network(api());
    await runGuard();
    expect(window.location.search).toBe('');
  });

  describe('cas', () => {
    beforeEach(() => setConfig(CAS));

    it('goes to the cas login page with the service URL when there is no session', async () => {
      network(api());
      await expect(runGuard()).resolves.toBe('leaving');
      expect(leave).toHaveBeenCalledWith(
        `https://cas.example.com/login?service=${encodeURIComponent(`${ORIGIN}/fvue/v-flow/todo?tab=1`)}`,
      );
    });

    it('validates the ticket against the cleaned service URL and stores the user', async () => {
      window.history.replaceState(null, '', '/fvue/home?ticket=ST-1');
      network(api());
      await expect(runGuard()).resolves.toBe('ready');
      const ssoCall = new URL(sent[0].url);
      expect(ssoCall.pathname).toBe('/sso/auth');
      expect(ssoCall.searchParams.get('ticket')).toBe('ST-1');
      expect(ssoCall.searchParams.get('service')).toBe(`${ORIGIN}/fvue/home`);
      expect(getCurrentUser()).toMatchObject({ token: 'sso-token', account: 'zhangsan' });
      expect(window.location.search).toBe('');
    });

    it('retries the provider after one failure and shows login failed after the second', async () => {
      window.history.replaceState(null, '', '/fvue/home?ticket=BAD-1');
      network(api({ '/sso/auth': () => ({ status: 401 }) }));
      await expect(runGuard()).resolves.toBe('leaving');
      expect(leave).toHaveBeenCalledTimes(1);
      window.history.replaceState(null, '', '/fvue/home?ticket=BAD-2');
      await expect(runGuard()).resolves.toBe('loginFailed');
      expect(leave).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('forgets earlier failures after a success', async () => {
      window.history.replaceState(null, '', '/fvue/home?ticket=BAD-1');
      network(api({ '/sso/auth': () => ({ status: 500 }) }));
      await runGuard();
      window.history.replaceState(null, '', '/fvue/home?ticket=GOOD');
      network(api());
      await expect(runGuard()).resolves.toBe('ready');
      window.history.replaceState(null, '', '/fvue/home?ticket=BAD-3');
      network(api({ '/sso/auth': () => ({ status: 500 }) }));
      await expect(runGuard()).resolves.toBe('leaving');
    });
  });

  describe('oauth', () => {
    it('validates the code through /sso/auth', async () => {
      setConfig(OAUTH);
      window.history.replaceState(null, '', '/fvue/home?code=C-1&state=s');
      network(api());
      await expect(runGuard()).resolves.toBe('ready');
      expect(new URL(sent[0].url).searchParams.get('code')).toBe('C-1');
      expect(window.location.search).toBe('?state=s');
    });

    it('shows the missing clientId error instead of looping', async () => {
      setConfig(configWith({ mode: 'oauth', oauthUrl: 'https://idp.example.com/authorize' }));
      network(api());
      await expect(runGuard()).resolves.toBe('missingClientId');
      expect(leave).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
    });
  });
});
