// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, seriousA11yViolations } from './layout/testSupport';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ChunkLoadError } from './lazyChunk';
import { RouteErrorView } from './AppErrorView';
import { semiLocaleFor } from './providers';

afterEach(cleanup);

function Crash({ error }: { error: unknown }): never {
  throw error;
}

describe('error views', () => {
  it('asks to reload when a page chunk did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Crash error={new ChunkLoadError(new TypeError('fetch failed'))} />, errorElement: <RouteErrorView /> }], '/');
    expect(await screen.findByRole('heading', { name: '页面资源加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('shows the generic failure page with a way home for other errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Crash error={new Error('boom')} />, errorElement: <RouteErrorView /> }], '/');
    expect((await screen.findByRole('link', { name: '返回首页' }, { timeout: 5000 })).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('heading', { name: '系统出错了' })).toBeTruthy();
  });

  it('catches errors outside the router with a reload-only view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
