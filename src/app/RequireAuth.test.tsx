// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, seriousA11yViolations } from './layout/testSupport';
import { httpClient } from '../api/http';
import { installFakeNetwork } from '../api/testing/fakeNetwork';
import { defaultConfig, setConfig, type SsoConfig } from '../config/runtime';
import { resetSessionCache, setCurrentUser } from '../session/store';
import { setExternalNavigator, setNavigator } from './navigation';
import RequireAuth from './RequireAuth';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

const leave = vi.fn<(url: string) => void>();

function renderGuarded() {
  return renderRoutes(
    [
      {
        path: '/home',
        element: (
          <RequireAuth>
            <p>protected content</p>
          </RequireAuth>
        ),
      },
    ],
    '/home',
  );
}

function sso(config: SsoConfig) {
  setConfig({ ...defaultConfig(), sso: config });
}

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  setConfig(defaultConfig());
  leave.mockReset();
  setNavigator(vi.fn());
  setExternalNavigator(leave);
  window.history.replaceState(null, '', '/fvue/home');
});
afterEach(cleanup);

describe('RequireAuth', () => {
  it('shows an accessible loading state, then the protected content', async () => {
    setCurrentUser({ token: 'T', loginTime: Date.now(), expiration: 3600, loginStatus: true, username: 'z', account: 'z', userId: 'u', userAttrs: {} });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeNetwork(httpClient, async (request) => {
      await gate;
      return request.url.includes('getByAccount') ? { data: { id: 'u', account: 'z', fullname: 'Z' } } : { data: { allMethod: [], curUserMethod: [] } };
    });
    renderGuarded();
    expect(screen.getByRole('status').textContent).toContain('正在验证登录信息…');
    expect(screen.queryByText('protected content')).toBeNull();
    release();
    expect(await screen.findByText('protected content')).toBeTruthy();
  });

  it('never shows protected content without a session', async () => {
    installFakeNetwork(httpClient, () => ({ status: 401 }));
    renderGuarded();
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('protected content')).toBeNull();
  });

  it('explains a missing oauth clientId', async () => {
    sso({ mode: 'oauth', oauthUrl: 'https://idp.example.com/authorize' });
    installFakeNetwork(httpClient, () => ({ status: 404 }));
    renderGuarded();
    // The result page is a chunk of its own (LazyResultPage): its first import may take a while.
    expect(await screen.findByRole('heading', { name: 'OAuth 单点登录缺少 clientId 配置' }, { timeout: 10_000 })).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows login failed after the second cas failure, with a retry that restarts the flow', async () => {
    sso({ mode: 'cas', casUrl: 'https://cas.example.com/login' });
    sessionStorage.setItem('ssoFailures', '1');
    window.history.replaceState(null, '', '/fvue/home?ticket=ST-BAD');
    installFakeNetwork(httpClient, () => ({ status: 500, data: { state: false, message: 'ticket invalid' } }));
    renderGuarded();
    expect(await screen.findByRole('heading', { name: '登录失败' }, { timeout: 10_000 })).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    expect(await seriousA11yViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/cas\.example\.com\/login\?service=/));
    expect(sessionStorage.getItem('ssoFailures')).toBeNull();
  });
});
