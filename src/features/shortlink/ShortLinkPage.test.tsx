// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { getCurrentUser, resetSessionCache, setCurrentUser, setLoginTenantCode } from '../../session/store';
import { renderPages } from '../login/testSupport';
import ShortLinkPage, { shortLinkOutcome } from './ShortLinkPage';

const api = vi.hoisted(() => ({ getLongUrl: vi.fn() }));
vi.mock('../../api/shortUrl', () => api);

const pages = [{ path: '/surl/*', element: <ShortLinkPage /> }];
const landing = () => screen.findByTestId('location');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  resetSessionCache();
});

describe('ShortLinkPage', () => {
  it('shows a loading state while the code is resolved, asking for the rest of the path', async () => {
    api.getLongUrl.mockReturnValue(new Promise(() => {}));
    renderPages(pages, '/surl/abc/def');
    expect(screen.getByRole('status').textContent).toBe('正在打开链接…');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(api.getLongUrl).toHaveBeenCalledWith('abc/def');
  });

  it('opens the in-app target, replacing the short link in the history', async () => {
    api.getLongUrl.mockResolvedValue({ ok: true, status: 200, data: { state: true, value: { url: '/v-flow/todo?id=7', guestToken: '' } } });
    const { router } = renderPages(pages, '/surl/welcome');
    expect((await landing()).textContent).toBe('/v-flow/todo?id=7');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getCurrentUser()).toBeNull();
  });

  it('stores a guest token as the session before opening the target', async () => {
    setCurrentUser({ token: 'old', loginTime: 1, expiration: 60, loginStatus: true, username: 'x', account: 'x', userId: '1', userAttrs: {} });
    sessionStorage.setItem('allMethod', '["secret"]');
    api.getLongUrl.mockResolvedValue({ ok: true, status: 200, data: { state: true, value: { url: '/news/1', guestToken: 'guest-jwt' } } });
    const before = Date.now();
    renderPages(pages, '/surl/news1');
    expect((await landing()).textContent).toBe('/news/1');
    const user = getCurrentUser();
    expect(user).toMatchObject({ token: 'guest-jwt', loginStatus: true, username: '访客', userAttrs: {} });
    expect(user?.loginTime).toBeGreaterThanOrEqual(before);
    expect(sessionStorage.getItem('allMethod')).toBeNull();
  });

  it('never leaves the application for a foreign target', async () => {
    api.getLongUrl.mockResolvedValue({ ok: true, status: 200, data: { state: true, value: { url: '//evil.example/x', guestToken: '' } } });
    renderPages(pages, '/surl/evil');
    expect((await landing()).textContent).toBe('/home');
  });

  it('shows the refusal of the server on the message page', async () => {
    api.getLongUrl.mockResolvedValue({ ok: false, status: 200, data: { state: false, message: '链接已失效' }, message: '链接已失效' });
    renderPages(pages, '/surl/old');
    const probe = await landing();
    expect(probe.textContent).toBe('/messageFillPage/shortUrl');
    expect(JSON.parse(probe.dataset.state ?? 'null')).toEqual({ message: '链接已失效' });
  });

  it('falls back to the (tenant) login page when the call fails', async () => {
    setLoginTenantCode('acme');
    api.getLongUrl.mockResolvedValue({ ok: false, status: 0, message: '网络异常' });
    renderPages(pages, '/surl/x');
    expect((await landing()).textContent).toBe('/login/acme');
  });

  it('ignores an answer superseded by a duplicate request', async () => {
    api.getLongUrl.mockResolvedValue({ ok: false, status: 0, canceled: true });
    renderPages(pages, '/surl/x');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('shortLinkOutcome', () => {
  it.each([
    ['success', { ok: true, status: 200, data: { state: true, value: { url: '/home' } } }, { kind: 'open', to: '/home' }],
    ['success without url goes home', { ok: true, status: 200, data: { state: true } }, { kind: 'open', to: '/home' }],
    ['refused', { ok: false, status: 200, data: { state: false, message: 'gone' } }, { kind: 'refused', message: 'gone' }],
    ['refused with 404', { ok: false, status: 404, data: { state: false, message: 'no' } }, { kind: 'refused', message: 'no' }],
    ['server error', { ok: false, status: 500, data: { state: false, message: 'boom' } }, { kind: 'failed' }],
    ['no answer', { ok: false, status: 0 }, { kind: 'failed' }],
  ] as const)('%s', (_name, result, expected) => {
    expect(shortLinkOutcome(result)).toEqual(expected);
  });
});
