// @vitest-environment jsdom
// A part below the fold is drawn when it comes within NEAR_VIEWPORT_MARGIN of the area that scrolls: the layout's
// <main>, not the window (against the window, <main>'s edges would cut the margin off: a part was drawn only once
// it showed).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, NearViewport } from './NearViewport';

interface Observed {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}
let observers: Observed[];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: Observed;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const intersect = (observed: Observed) =>
  act(() => observed.callback(observed.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver));

describe('NearViewport', () => {
  it('watches the part against the <main> it scrolls in, with the margin, and draws it once near', () => {
    render(
      <main data-testid="main">
        <NearViewport label="显示栏目 待办事项" minHeight={300}>
          <p>待办内容</p>
        </NearViewport>
      </main>,
    );
    expect(screen.queryByText('待办内容')).toBeNull();
    expect(screen.getByRole('button', { name: '显示栏目 待办事项' })).toBeTruthy();
    const [observed] = observers;
    expect(observed!.options).toEqual({ root: screen.getByTestId('main'), rootMargin: NEAR_VIEWPORT_MARGIN });
    intersect(observed!);
    expect(screen.getByText('待办内容')).toBeTruthy();
  });

  it('watches against the window where there is no <main> (a preview outside the layout)', () => {
    render(
      <NearViewport label="显示栏目">
        <p>内容</p>
      </NearViewport>,
    );
    expect(observers[0]!.options?.root).toBeNull();
  });
});
