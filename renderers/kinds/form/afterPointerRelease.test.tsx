// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useAfterPointerRelease } from './afterPointerRelease';

afterEach(() => vi.useRealTimers());

describe('useAfterPointerRelease', () => {
  it('runs at once without a pointer down', () => {
    const { result } = renderHook(() => useAfterPointerRelease());
    const work = vi.fn();
    result.current(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the release and the click after it, then runs the latest work once', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterPointerRelease());
    const first = vi.fn();
    const latest = vi.fn();
    document.dispatchEvent(new Event('pointerdown'));
    result.current(first);
    result.current(latest);
    expect(latest).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerup'));
    expect(latest).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    result.current(first);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useAfterPointerRelease());
    const run = result.current;
    unmount();
    document.dispatchEvent(new Event('pointerdown'));
    const work = vi.fn();
    run(work);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
