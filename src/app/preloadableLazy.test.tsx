// @vitest-environment jsdom
// preloadableLazy (lazyChunk.ts): a component whose module is in renders without suspending (no fallback, which
// would hold back what React reveals next by its 300 ms throttle); before that it suspends like React.lazy.
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from './lazyChunk';

afterEach(cleanup);

const moduleOf = (text: string) => ({ default: ({ who }: { who: string }) => <p>{`${text} ${who}`}</p> });

describe('preloadableLazy', () => {
  it('draws a preloaded module at once, without its fallback', async () => {
    const Part = preloadableLazy(async () => moduleOf('drawn for'));
    await Part.preload();
    render(<Suspense fallback={<p>loading</p>}><Part who="zhangsan" /></Suspense>);
    expect(screen.getByText('drawn for zhangsan')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends until a module not loaded yet is in, loading it once', async () => {
    let loads = 0;
    let arrive: (module: ReturnType<typeof moduleOf>) => void = () => undefined;
    const Part = preloadableLazy(() => {
      loads += 1;
      return new Promise<ReturnType<typeof moduleOf>>((resolve) => (arrive = resolve));
    });
    render(<Suspense fallback={<p>loading</p>}><Part who="lisi" /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(moduleOf('late for')));
    expect(await screen.findByText('late for lisi')).toBeTruthy();
    void Part.preload();
    expect(loads).toBe(1);
  });
});
