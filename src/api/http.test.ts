// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { installFakeNetwork, type FakeAnswer, type FakeReply, type SentRequest } from './testing/fakeNetwork';

const notificationError = vi.fn();
vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: notificationError } }));

type Http = typeof import('./http');
type Store = typeof import('../session/store');
type Runtime = typeof import('../config/runtime');

type Sent = SentRequest;
type Answer = FakeAnswer;

let http: Http;
let store: Store;
let runtime: Runtime;
let sent: Sent[];
let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>;
let leave: Mock<(url: string) => void>;

function useNetwork(reply: FakeReply): void {
  installFakeNetwork(http.httpClient, reply, sent);
}

function signedIn(overrides: Partial<import('../session/store').CurrentUser> = {}): void {
  store.setCurrentUser({
    token: 'T1',
    loginTime: Date.now(),
    expiration: 3600,
    loginStatus: true,
    username: 'Zhang San',
    account: 'zhangsan',
    userId: 'u1',
    userAttrs: {},
    ...overrides,
  });
}

function hosts(partial: Partial<Record<import('../config/runtime').HostName, string>>, sso = runtime.defaultConfig().sso): void {
  const config = runtime.defaultConfig();
  Object.assign(config.hosts, partial);
  config.sso = sso;
  runtime.setConfig(config);
}

const ORIGIN = window.location.origin;

beforeEach(async () => {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
  notificationError.mockReset();
  window.history.replaceState(null, '', '/fvue/home');
  http = await import('./http');
  store = await import('../session/store');
  runtime = await import('../config/runtime');
  const navigation = await import('../app/navigation');
  navigate = vi.fn();
  leave = vi.fn();
  navigation.setNavigator(navigate);
  navigation.setExternalNavigator(leave);
  sent = [];
  useNetwork(() => ({ data: {} }));
});

afterEach(() => {
  vi.useRealTimers();
});

async function notifications(): Promise<Array<{ title: string; content: string; duration: number }>> {
  await vi.dynamicImportSettled();
  return notificationError.mock.calls.map(([options]) => options);
}

describe('host prefixes and URL confinement', () => {
  it('resolves ${name} prefixes against the configured host roots and the page origin', async () => {
    hosts({ uc: 'https://uc.example.com/uc-api', portal: '' });
    await http.request({ url: '${uc}/api/user/v1/user/getByAccount', method: 'POST' });
    await http.request({ url: '${portal}/sys/sysMenu/v1/getCurrentUserMenu', params: { menuAlias: 'front_menu' } });
    await http.request({ url: '/plain/path' });
    expect(sent.map((r) => r.url)).toEqual([
      'https://uc.example.com/uc-api/api/user/v1/user/getByAccount',
      `${ORIGIN}/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu`,
      `${ORIGIN}/plain/path`,
    ]);
  });

  it('answers an unknown prefix with a localized error and sends nothing', async () => {
    const result = await http.request({ url: '${nowhere}/x' });
    expect(result).toMatchObject({ ok: false, status: 0, errorKind: 'config' });
    expect(result.message).toBe('无法解析请求地址前缀 ${nowhere}');
    expect(sent).toHaveLength(0);
    expect((await notifications())[0].content).toContain('${nowhere}');
  });

  it.each([
    ['https://evil.com/steal', '/https://evil.com/steal'],
    ['//evil.com/steal', '/evil.com/steal'],
    ['http:/evil.com', '/http:/evil.com'],
    ['${uc}//evil.com/steal', '/evil.com/steal'],
    ['${uc}https://evil.com', '/https://evil.com'],
  ])('keeps %s below the host root', async (url, expectedPath) => {
    hosts({ uc: 'https://uc.example.com' });
    signedIn();
    await http.request({ url });
    const root = url.startsWith('${uc}') ? 'https://uc.example.com' : ORIGIN;
    expect(sent[0].url).toBe(root + expectedPath);
    expect(new URL(sent[0].url).origin).toBe(new URL(root).origin);
  });

  it('lets only the page origin and configured host origins receive the token', () => {
    hosts({ uc: 'https://uc.example.com/base', report: 'https://reports.example.com' });
    expect(http.mayReceiveToken(`${ORIGIN}/x`)).toBe(true);
    expect(http.mayReceiveToken('https://uc.example.com/other')).toBe(true);
    expect(http.mayReceiveToken('https://reports.example.com/demo')).toBe(true);
    expect(http.mayReceiveToken('https://evil.com/x')).toBe(false);
    expect(http.mayReceiveToken('https://uc.example.com.evil.com/x')).toBe(false);
    expect(http.mayReceiveToken('http://uc.example.com/x')).toBe(false);
  });
});

describe('headers', () => {
  it('sends language, tenant code and the bearer token, but no token to /auth', async () => {
    signedIn();
    store.setLoginTenantCode('acme');
    localStorage.setItem('lang', 'en-US');
    await http.request({ url: '${uc}/api/x' });
    await http.request({ url: '${uc}/auth', method: 'POST' });
    expect(sent[0].headers).toMatchObject({ 'Accept-Language': 'en-US', 'Tenant-Code': 'acme', Authorization: 'Bearer T1' });
    expect(sent[1].headers.Authorization).toBeUndefined();
    expect(sent[1].headers['Tenant-Code']).toBe('acme');
  });

  it('omits Tenant-Code for the platform and the token without a session', async () => {
    await http.request({ url: '/x' });
    expect(sent[0].headers['Tenant-Code']).toBeUndefined();
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(sent[0].headers['Accept-Language']).toBe('zh-CN');
  });
});

describe('token refresh', () => {
  const stale = () => Date.now() - (3600 * 1000) / 5 - 1;

  it('refreshes once for concurrent calls and sends them with the new token', async () => {
    signedIn({ loginTime: stale() });
    useNetwork((request) => (request.url.endsWith('/refresh') ? { data: { token: 'T2' } } : { data: { ok: 1 } }));
    const results = await Promise.all([
      http.request({ url: '${uc}/a' }),
      http.request({ url: '${uc}/b' }),
      http.request({ url: '${portal}/c' }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const refreshes = sent.filter((r) => r.url.endsWith('/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].headers.Authorization).toBe('Bearer T1');
    const others = sent.filter((r) => !r.url.endsWith('/refresh'));
    expect(others.map((r) => r.headers.Authorization)).toEqual(['Bearer T2', 'Bearer T2', 'Bearer T2']);
    expect(store.getCurrentUser()?.token).toBe('T2');
    expect(Date.now() - store.getCurrentUser()!.loginTime).toBeLessThan(1000);
  });

  it('does not refresh before a fifth of the lifetime has passed', async () => {
    signedIn({ loginTime: Date.now() - (3600 * 1000) / 5 + 5000 });
    await http.request({ url: '/x' });
    expect(sent.map((r) => r.url)).toEqual([`${ORIGIN}/x`]);
  });

  it('does not refresh before the refresh call itself', async () => {
    signedIn({ loginTime: stale() });
    useNetwork(() => ({ data: { token: 'T2' } }));
    await http.request({ url: '${uc}/refresh' });
    expect(sent).toHaveLength(1);
  });

  it('holds the refresh flag for 3 s after a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T08:00:00Z'));
    signedIn({ loginTime: stale() });
    // The refresh fails, so the token stays stale: only the flag prevents a second refresh.
    useNetwork((request) => (request.url.endsWith('/refresh') ? { status: 500, data: {} } : { data: {} }));
    await http.request({ url: '/a' });
    await http.request({ url: '/b' });
    vi.setSystemTime(Date.now() + 2900);
    await http.request({ url: '/c' });
    expect(sent.filter((r) => r.url.endsWith('/refresh'))).toHaveLength(1);
    vi.setSystemTime(Date.now() + 200);
    await http.request({ url: '/d' });
    expect(sent.filter((r) => r.url.endsWith('/refresh'))).toHaveLength(2);
    // The refresh runs quietly: no notification for it.
    expect(await notifications()).toHaveLength(0);
  });
});

describe('401', () => {
  it('clears the whole session storage and goes to /login with the current path as redirect', async () => {
    signedIn();
    sessionStorage.setItem('methodAuth', '[]');
    window.history.replaceState(null, '', '/fvue/task/7?tab=form');
    useNetwork(() => ({ status: 401, data: 'Unauthorized' }));
    const result = await http.request({ url: '/x' });
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(sessionStorage.length).toBe(0);
    expect(store.getCurrentUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Ftask%2F7%3Ftab%3Dform', { replace: true });
    expect(await notifications()).toHaveLength(0);
  });

  it("keeps the tenant's login route", async () => {
    signedIn();
    store.setLoginTenantCode('acme');
    useNetwork(() => ({ status: 401 }));
    await http.request({ url: '/x' });
    expect(navigate).toHaveBeenCalledWith('/login/acme?redirect=%2Fhome', { replace: true });
  });

  it('restarts the cas flow instead of showing /login', async () => {
    hosts({}, { mode: 'cas', casUrl: 'https://cas.example.com/login' });
    signedIn();
    useNetwork(() => ({ status: 401 }));
    await http.request({ url: '/x' });
    expect(navigate).not.toHaveBeenCalled();
    expect(leave).toHaveBeenCalledWith(`https://cas.example.com/login?service=${encodeURIComponent(`${ORIGIN}/fvue/home`)}`);
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves the navigation to the caller with noLoginRedirect, and a wrong password on /auth alone', async () => {
    signedIn();
    useNetwork(() => ({ status: 401 }));
    await http.request({ url: '/x', noLoginRedirect: true });
    await http.request({ url: '${uc}/auth', method: 'POST' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('duplicate requests', () => {
  function slowNetwork() {
    const releases: Array<() => void> = [];
    useNetwork(
      (_request, config) =>
        new Promise<Answer>((resolve, reject) => {
          config.signal?.addEventListener?.('abort', () => reject(new Error('aborted')));
          releases.push(() => resolve({ data: { n: releases.length } }));
        }),
    );
    return releases;
  }

  it('cancels the earlier of two identical pending calls, silently', async () => {
    const releases = slowNetwork();
    const first = http.request({ url: '/list', params: { page: 1 } });
    const second = http.request({ url: '/list', params: { page: 1 } });
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]();
    expect(await first).toEqual({ ok: false, status: 0, canceled: true, errorKind: 'canceled' });
    expect(await second).toMatchObject({ ok: true });
    expect(await notifications()).toHaveLength(0);
  });

  it('keeps calls that differ in method or query, and opted-out duplicates', async () => {
    const releases = slowNetwork();
    const calls = [
      http.request({ url: '/list', params: { page: 1 } }),
      http.request({ url: '/list', params: { page: 2 } }),
      http.request({ url: '/list', params: { page: 1 }, method: 'POST' }),
      http.request({ url: '/poll', allowDuplicate: true }),
      http.request({ url: '/poll', allowDuplicate: true }),
    ];
    await vi.waitFor(() => expect(releases).toHaveLength(5));
    releases.forEach((release) => release());
    expect((await Promise.all(calls)).every((r) => r.ok)).toBe(true);
  });
});

describe('errors', () => {
  it('turns state:false into a failure with message and log id (any status)', async () => {
    useNetwork(() => ({ data: { state: false, message: '流程定义不存在', logId: 'L-42' } }));
    const result = await http.request({ url: '/flow/x' });
    expect(result).toMatchObject({ ok: false, status: 200, message: '流程定义不存在', logId: 'L-42', errorKind: 'state' });
    const [notice] = await notifications();
    expect(notice.content).toBe('流程定义不存在\n日志ID：L-42');
    expect(notice.duration).toBe(0);
  });

  it('shows the server message of a 500 with its log id, or the generic text', async () => {
    useNetwork((request) =>
      request.url.endsWith('/with') ? { status: 500, data: { state: false, message: '账号或密码错误', logId: 9 } } : { status: 500, data: '' },
    );
    const withMessage = await http.request({ url: '/with' });
    const without = await http.request({ url: '/without' });
    expect(withMessage).toMatchObject({ ok: false, status: 500, message: '账号或密码错误', logId: '9' });
    expect(without.message).toBe('系统出错了，请稍后再试');
    const shown = await notifications();
    expect(shown.map((n) => n.title)).toEqual(['服务器错误', '服务器错误']);
    expect(shown[0].content).toBe('账号或密码错误\n日志ID：9');
  });

  it('titles a 403 as access denied and shows other statuses with their message', async () => {
    useNetwork((request) => (request.url.endsWith('/denied') ? { status: 403, data: { message: '无权限' } } : { status: 404, data: {} }));
    await http.request({ url: '/denied' });
    const missing = await http.request({ url: '/missing' });
    expect(missing).toMatchObject({ ok: false, status: 404, errorKind: 'http' });
    const shown = await notifications();
    expect(shown[0]).toMatchObject({ title: '没有访问权限', content: '无权限' });
    expect(shown[1]).toMatchObject({ title: '请求失败', content: '系统出错了，请稍后再试' });
  });

  it('is silent when quiet and shows one notice for identical failures', async () => {
    useNetwork(() => ({ status: 500, data: { message: 'boom' } }));
    await http.request({ url: '/quiet', quiet: true });
    await Promise.all([http.request({ url: '/a' }), http.request({ url: '/b' })]);
    expect(await notifications()).toHaveLength(1);
  });

  it('reports a time-out and a network failure without rejecting', async () => {
    useNetwork((request) => {
      throw request.url.endsWith('/slow')
        ? Object.assign(new Error('timeout of 100000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED' })
        : Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    });
    await expect(http.request({ url: '/slow' })).resolves.toMatchObject({
      ok: false,
      status: 0,
      errorKind: 'timeout',
      message: '请求超时，请稍后再试',
    });
    await expect(http.request({ url: '/down' })).resolves.toMatchObject({ ok: false, errorKind: 'network' });
  });

  it('uses a 100 s time-out', () => {
    expect(http.httpClient.defaults.timeout).toBe(100000);
  });

  it('reads the message of a JSON error delivered as a blob', async () => {
    useNetwork(() => ({
      status: 500,
      data: new Blob([JSON.stringify({ state: false, message: '文件不存在' })], { type: 'application/json' }),
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    }));
    const result = await http.request({ url: '/file', responseType: 'blob' });
    expect(result.message).toBe('文件不存在');
  });
});

describe('attachments', () => {
  it('downloads an attachment under its UTF-8 file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const body = new Blob(['x'], { type: 'application/vnd.ms-excel' });
    useNetwork(() => ({
      data: body,
      headers: { 'content-disposition': "attachment; filename=\"report.xlsx\"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx" },
    }));
    const result = await http.request<Blob>({ url: '/system/file/v1/downloadFile', responseType: 'blob' });
    expect(result.ok).toBe(true);
    expect(result.data).toBe(body);
    expect(createObjectURL).toHaveBeenCalledWith(body);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('报表.xlsx');
    expect(clicked[0].href).toBe('blob:report');
  });

  it.each([
    ['attachment; filename="a b.pdf"', 'a b.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    ["attachment; filename*=UTF-8''%E4%B8%AD.doc", '中.doc'],
    ['attachment', 'download'],
  ])('names %s as %s', (disposition, name) => {
    expect(http.attachmentFileName(disposition)).toBe(name);
  });
});

describe('agent mode', () => {
  it('adds leaderId on task pages only, and not for leader id 0', async () => {
    const agent = await import('../session/agent');
    agent.setAgentLeaderId('L9');
    window.history.replaceState(null, '', '/fvue/task/12/0');
    await http.request({ url: '/runtime/task/v1/taskDetail', params: { taskId: '12' } });
    window.history.replaceState(null, '', '/fvue/home');
    await http.request({ url: '/runtime/other' });
    window.history.replaceState(null, '', '/fvue/task/12/0');
    agent.setAgentLeaderId('0');
    await http.request({ url: '/runtime/third' });
    expect(sent.map((r) => new URL(r.url).searchParams.get('leaderId'))).toEqual(['L9', null, null]);
    expect(new URL(sent[0].url).searchParams.get('taskId')).toBe('12');
  });
});

describe('parseHeaderJson', () => {
  it('returns the headers of a JSON object', () => {
    expect(http.parseHeaderJson('{"X-App":"flow","X-Num":3}')).toEqual({ ok: true, status: 0, data: { 'X-App': 'flow', 'X-Num': '3' } });
    expect(http.parseHeaderJson('  ')).toMatchObject({ ok: true, data: {} });
    expect(http.parseHeaderJson('{"X-Unset":null,"X-On":true}').data).toEqual({ 'X-On': 'true' });
  });

  it.each(['{bad json', '[1,2]', '"text"', '{"a":{"b":1}}'])('rejects %s as not valid JSON', (text) => {
    expect(http.parseHeaderJson(text)).toMatchObject({ ok: false, message: '请求头不是合法的JSON' });
  });
});
