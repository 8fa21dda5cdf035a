// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { Suspense } from 'react';
import { SwrIsolation } from './layout/testSupport';
import { LocationProbe } from '../features/login/testSupport';
import { httpClient } from '../api/http';
import { installFakeNetwork } from '../api/testing/fakeNetwork';
import { resetSessionCache, setCurrentUser } from '../session/store';
import { navigateTo } from './navigation';
import { AppRoutes, NavigatorRegistration, routes } from './router';
import { signedInRoutes } from './signedInRoutes';

vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: { error: vi.fn() } }));

afterEach(cleanup);

/** The routes a path goes through: the top table's, then the signed-in table's below its catch-all. */
function matchesOf(path: string) {
  const top = matchRoutes(routes, path) ?? [];
  return top[top.length - 1]?.route.path === '*' ? [...top, ...(matchRoutes(signedInRoutes, path) ?? [])] : top;
}

/** The pattern of the deepest route that handles a path. */
function handler(path: string): { pattern: string; params: Record<string, string | undefined> } {
  const matches = matchesOf(path);
  const last = matches[matches.length - 1];
  return { pattern: last?.route.index ? '(index)' : (last?.route.path ?? ''), params: last?.params ?? {} };
}

describe('route table', () => {
  it.each([
    ['/login', 'login'],
    ['/login/acme', 'login/:tenantCode'],
    ['/resetPwdView', 'resetPwdView'],
    ['/messageFillPage/42', 'messageFillPage/:tipId'],
    ['/surl/aB3', 'surl/*'],
    ['/', '(index)'],
    ['/home', 'home'],
    ['/v-flow/todo/list', ':topAlias/*'],
    ['/personal', ':topAlias/*'],
  ])('%s → %s', (path, pattern) => {
    expect(handler(path).pattern).toBe(pattern);
  });

  it('passes the tenant code and top menu alias as parameters', () => {
    expect(handler('/login/acme').params.tenantCode).toBe('acme');
    expect(handler('/v-flow/todo').params).toMatchObject({ topAlias: 'v-flow', '*': 'todo' });
  });

  it('guards every non-anonymous page behind RequireAuth', () => {
    const anonymous = ['/login', '/login/acme', '/resetPwdView', '/messageFillPage/1', '/surl/x'];
    const guarded = ['/', '/home', '/mail/inbox', '/anything'];
    const guardedBy = (path: string) => matchesOf(path).some((m) => m.route.path === '/');
    expect(anonymous.map(guardedBy)).toEqual(anonymous.map(() => false));
    expect(guarded.map(guardedBy)).toEqual(guarded.map(() => true));
  });
});

describe('the authenticated shell', () => {
  it('redirects / to the home page once the session is validated', async () => {
    sessionStorage.clear();
    resetSessionCache();
    window.history.replaceState(null, '', '/fvue/');
    setCurrentUser({ token: 'T', loginTime: Date.now(), expiration: 3600, loginStatus: true, username: '张三', account: 'zs', userId: 'u1', userAttrs: {} });
    installFakeNetwork(httpClient, (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/getByAccount')) return { data: { id: 'u1', account: 'zs', fullname: '张三' } };
      if (path.endsWith('/getCurrentUserMethodAuth')) return { data: { allMethod: [], curUserMethod: [] } };
      if (path.endsWith('/getDetailByAccountOrId')) return { data: { user: { id: 'u1', account: 'zs', fullname: '张三' } } };
      if (path.endsWith('/vueFrontHome')) return { data: { state: true, value: '' } };
      return { data: { state: true, value: [] } };
    });
    render(
      <SwrIsolation>
        <MemoryRouter initialEntries={['/']}>
          <NavigatorRegistration />
          <LocationProbe />
          <Suspense fallback={<p>loading</p>}>
            <AppRoutes />
          </Suspense>
        </MemoryRouter>
      </SwrIsolation>,
    );
    expect(await screen.findByRole('heading', { name: '尚未配置首页布局' }, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });
});

describe('navigation from outside React', () => {
  it('goes through the mounted router', () => {
    const renderRouterAt = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <NavigatorRegistration />
          <LocationProbe />
        </MemoryRouter>,
      );
    const first = renderRouterAt('/home');
    act(() => navigateTo('/login?redirect=%2Fhome', { replace: true }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fhome');

    first.unmount();
    renderRouterAt('/v-flow');
    act(() => navigateTo('/login?redirect=%2Fv-flow'));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fv-flow');
  });
});
