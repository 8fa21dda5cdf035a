// Work that must not hold up a paint: a callback in the first task after the next frame is painted.

/** Runs `callback` in a task after the next frame has been painted; returns what cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
