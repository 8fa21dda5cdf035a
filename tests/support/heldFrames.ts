// For component tests of work deferred until after a paint (renderers/core/afterNextPaint.ts): animation
// frames are held until the test paints them, so nothing runs behind its back.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Holds every requestAnimationFrame callback from now on; `paint()` runs the held frames, then the tasks they queued. */
export function holdFrames(): { paint(): Promise<void>; held(): number } {
  const frames = new Map<number, FrameRequestCallback>();
  let id = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++id, callback);
    return id;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((frame) => frames.delete(frame));
  return {
    paint: () =>
      act(async () => {
        const due = [...frames.values()];
        frames.clear();
        due.forEach((callback) => callback(performance.now()));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
    held: () => frames.size,
  };
}
