// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Base64 } from 'js-base64';
import { httpClient } from '../api/http';
import { installFakeNetwork, type FakeReply, type SentRequest } from '../api/testing/fakeNetwork';
import { defaultConfig, setConfig } from '../config/runtime';
import { setExternalNavigator, setNavigator } from '../app/navigation';
import { signIn, signOut } from './auth';
import { getCurrentUser, getLoginTenantCode, resetSessionCache, setLoginTenantCode } from './store';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

const AUTH_ANSWER = {
  token: 'jwt-token',
  username: '张三',
  account: 'zhangsan',
  userId: 'u1',
  expiration: 86400,
  loginStatus: true,
  userAttrs: { tenantId: 't-acme' },
};

let sent: SentRequest[];
let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>;
let leave: Mock<(url: string) => void>;

function network(reply: FakeReply): void {
  sent = installFakeNetwork(httpClient, reply);
}

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  localStorage.clear();
  setConfig(defaultConfig());
  navigate = vi.fn();
  leave = vi.fn();
  setNavigator(navigate);
  setExternalNavigator(leave);
  window.history.replaceState(null, '', '/fvue/login');
});

describe('signIn', () => {
  it('posts the account and the Base64 password, stores the user with the local login time', async () => {
    network(() => ({ data: AUTH_ANSWER }));
    const before = Date.now();
    await expect(signIn('zhangsan', '密码Pa55')).resolves.toEqual({ kind: 'signedIn' });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0].url);
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.has('tenantId')).toBe(false);
    expect(JSON.parse(String(sent[0].data))).toEqual({ username: 'zhangsan', password: Base64.encode('密码Pa55') });
    expect(Base64.decode(JSON.parse(String(sent[0].data)).password)).toBe('密码Pa55');
    const user = getCurrentUser();
    expect(user).toMatchObject({ token: 'jwt-token', account: 'zhangsan', username: '张三', userId: 'u1', expiration: 86400 });
    expect(user!.loginTime).toBeGreaterThanOrEqual(before);
    expect(getLoginTenantCode()).toBe('');
  });

  it('looks up a tenant and sends its id, then remembers the tenant code', async () => {
    network((request) =>
      request.url.includes('getTenantByCode') ? { data: { id: 't-acme', code: 'acme', name: 'Acme' } } : { data: AUTH_ANSWER },
    );
    await expect(signIn('zhangsan', 'x', 'acme')).resolves.toEqual({ kind: 'signedIn' });
    expect(new URL(sent[0].url).searchParams.get('code')).toBe('acme');
    expect(new URL(sent[1].url).searchParams.get('tenantId')).toBe('t-acme');
    expect(getLoginTenantCode()).toBe('acme');
  });

  it('sends no tenantId for the platform tenant', async () => {
    setLoginTenantCode('old');
    network((request) => (request.url.includes('getTenantByCode') ? { data: { id: '-1', name: 'Platform' } } : { data: AUTH_ANSWER }));
    await signIn('admin', 'x', 'platform');
    expect(sent.every((r) => !r.url.includes('tenantId'))).toBe(true);
    expect(getLoginTenantCode()).toBe('');
  });

  it('fails for an unknown tenant without trying to log in', async () => {
    network(() => ({ data: '' }));
    await expect(signIn('zhangsan', 'x', 'ghost')).resolves.toEqual({ kind: 'failed', message: '租户不存在或已停用' });
    expect(sent).toHaveLength(1);
  });

  it('asks for a password reset on loginStatus false, without keeping a session', async () => {
    network(() => ({ data: { ...AUTH_ANSWER, loginStatus: false } }));
    await expect(signIn('zhangsan', 'old')).resolves.toEqual({ kind: 'mustResetPassword', account: 'zhangsan' });
    expect(getCurrentUser()).toBeNull();
  });

  it('passes the server message of a failure through', async () => {
    network(() => ({ status: 500, data: { state: false, message: '账号或密码错误' } }));
    await expect(signIn('zhangsan', 'bad')).resolves.toEqual({ kind: 'failed', message: '账号或密码错误' });
    expect(getCurrentUser()).toBeNull();
  });

  it("shows 'timeout of' errors and time-outs as a login time-out", async () => {
    network(() => ({ status: 500, data: { state: false, message: 'timeout of 30000ms exceeded' } }));
    await expect(signIn('zhangsan', 'x')).resolves.toEqual({ kind: 'failed', message: '登录超时，请稍后再试' });
    network(() => {
      throw Object.assign(new Error('timeout of 100000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED' });
    });
    await expect(signIn('zhangsan', 'x')).resolves.toEqual({ kind: 'failed', message: '登录超时，请稍后再试' });
  });
});

describe('signOut', () => {
  async function signedInAs(tenantCode?: string) {
    network((request) =>
      request.url.includes('getTenantByCode') ? { data: { id: 't1' } } : { data: AUTH_ANSWER },
    );
    await signIn('zhangsan', 'x', tenantCode);
    sessionStorage.setItem('agentLeaderId', 'L1');
    window.history.replaceState(null, '', '/fvue/home');
  }

  it('calls /signout with the token, clears the session and goes to the login page', async () => {
    await signedInAs();
    network(() => ({ data: {} }));
    await signOut();
    expect(new URL(sent[0].url).pathname).toBe('/signout');
    expect(sent[0].headers.Authorization).toBe('Bearer jwt-token');
    expect(sessionStorage.length).toBe(0);
    expect(getCurrentUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it("returns to the tenant's login page, even when /signout fails", async () => {
    await signedInAs('acme');
    network(() => ({ status: 500 }));
    await signOut();
    expect(navigate).toHaveBeenCalledWith('/login/acme', { replace: true });
  });

  it('leaves for the SSO logout page in SSO mode', async () => {
    await signedInAs();
    setConfig({ ...defaultConfig(), sso: { mode: 'cas', casUrl: 'https://cas/login', logoutUrl: 'https://cas/logout' } });
    network(() => ({ data: {} }));
    await signOut();
    expect(leave).toHaveBeenCalledWith('https://cas/logout');
    expect(navigate).not.toHaveBeenCalled();
  });
});
