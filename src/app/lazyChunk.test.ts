import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, isPreloadablePage, lazyPage, withChunkTimeout } from './lazyChunk';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('uses the 120 s limit of the spec', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const load = withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const error = await load().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).cause).toBeInstanceOf(TypeError);
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}), 1000)();
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(await outcome)).toBe(true);
  });

  it('does not mistake other errors for chunk failures', () => {
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
  });
});

describe('preloadable pages', () => {
  it('loads a page once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(async () => ({ default: () => null, extra: 1 }));
    const page = lazyPage(load);
    const [first, second] = await Promise.all([page.preload(), page.preload()]);
    expect(first).toBe(second);
    expect(first.extra).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(isPreloadablePage(page)).toBe(true);
    expect(isPreloadablePage(() => null)).toBe(false);
  });

  it('counts a page as loaded once its text namespaces are in too', async () => {
    let textsIn: () => void = () => undefined;
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(new Promise<void>((resolve) => (textsIn = resolve)));
    try {
      const page = lazyPage(async () => ({ default: () => null }), { namespaces: ['home'] });
      let loaded = false;
      void page.preload().then(() => (loaded = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loadNamespaces).toHaveBeenCalledWith(['home']);
      expect(loaded).toBe(false);
      textsIn();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loaded).toBe(true);
    } finally {
      loadNamespaces.mockRestore();
    }
  });
});
