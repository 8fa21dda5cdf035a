// @vitest-environment jsdom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Outlet } from 'react-router-dom';
import { renderRoutes, seriousA11yViolations } from './layout/testSupport';
import { AppErrorBoundary, RouteErrorBoundary } from './AppErrorBoundary';
import { ChunkLoadError, lazyPage } from './lazyChunk';
import { semiLocaleFor } from './providers';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Crash({ error }: { error: unknown }): never {
  throw error;
}

/** The app's arrangement: the routes below a RouteErrorBoundary; / fails, /home renders fine. */
function renderRoutesFailingWith(error: unknown) {
  return renderRoutes(
    [
      {
        element: (
          <RouteErrorBoundary>
            <Suspense fallback={<p>loading</p>}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/', element: <Crash error={error} /> },
          {
            path: '/home',
            element: (
              <>
                <p>home page</p>
                <Link to="/">back to the broken page</Link>
              </>
            ),
          },
        ],
      },
    ],
    '/',
  );
}

describe('error views', () => {
  it('asks to reload when a page chunk did not load', async () => {
    renderRoutesFailingWith(new ChunkLoadError(new TypeError('fetch failed')));
    expect(await screen.findByRole('heading', { name: '页面资源加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('treats a lazy page whose import fails as a chunk that did not load', async () => {
    const BrokenPage = lazyPage(() => Promise.reject<{ default: () => null }>(new TypeError('Failed to fetch dynamically imported module')));
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RouteErrorBoundary>
              <Suspense fallback={<p>loading</p>}>
                <BrokenPage />
              </Suspense>
            </RouteErrorBoundary>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: '页面资源加载失败' })).toBeTruthy();
  });

  it('shows the generic failure page with a way home for other errors', async () => {
    renderRoutesFailingWith(new Error('boom'));
    expect((await screen.findByRole('link', { name: '返回首页' }, { timeout: 5000 })).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('heading', { name: '系统出错了' })).toBeTruthy();
  });

  it('renders the routes again after a navigation, and catches the next failure', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutesFailingWith(new Error('boom'));
    await user.click(await screen.findByRole('link', { name: '返回首页' }, { timeout: 5000 }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('heading', { name: '系统出错了' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'back to the broken page' }));
    expect(await screen.findByRole('heading', { name: '系统出错了' }, { timeout: 5000 })).toBeTruthy();
  });

  it('tries again when the same path is opened again', async () => {
    const user = userEvent.setup();
    let fail = true;
    function FailsOnce() {
      if (fail) throw new Error('first render fails');
      return <p>recovered</p>;
    }
    renderRoutes(
      [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [{ path: '/home', element: <FailsOnce /> }],
        },
      ],
      '/home',
    );
    const home = await screen.findByRole('link', { name: '返回首页' }, { timeout: 5000 });
    fail = false;
    await user.click(home);
    expect(await screen.findByText('recovered')).toBeTruthy();
  });

  it('catches errors outside the router with a reload-only view', async () => {
    render(
      <AppErrorBoundary>
        <Crash error={new Error('provider failed')} />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('button', { name: '刷新页面' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '系统出错了' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Semi locale', () => {
  it('follows the i18n language', () => {
    expect(semiLocaleFor('en-US').code).toBe('en-US');
    expect(semiLocaleFor('zh-CN').code).toBe('zh-CN');
  });
});
