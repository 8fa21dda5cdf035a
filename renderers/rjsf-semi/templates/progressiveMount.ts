// Big objects render what is visible first: the first rows of properties mount with the form, the rest in
// later chunks, each a transition (time-sliced, so typing and clicks interrupt it) started after the browser
// painted the previous one. A 2,000-field form paints its first screen without waiting for the other fields,
// and each chunk stays a unit of the page (ObjectFieldTemplate renders it only while on screen).
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Rows of properties mounted with the form: more than a tall viewport shows (a text field is about 70 px high). */
export const FIRST_ROWS = 24;

/** A text field's height (label, 32 px input, margin): what an unrendered row is assumed to take. */
export const ROW_HEIGHT_PX = 70;
/** Rows added by each later chunk. */
export const CHUNK_ROWS = 150;

/** A run of mounted properties, [start, end) in property order. */
export interface Chunk {
  start: number;
  end: number;
}

/** The chunks of the first `mounted` properties: FIRST_ROWS rows, then CHUNK_ROWS rows each (the last may be short). */
export function chunksOf(mounted: number, columns: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (let start = 0; start < mounted; ) {
    const end = start + (chunks.length === 0 ? FIRST_ROWS : CHUNK_ROWS) * columns;
    chunks.push({ start, end: Math.min(mounted, end) });
    start = end;
  }
  return chunks;
}

/** Runs `callback` in a task after the next frame, i.e. once what is mounted now has been painted. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of an object's `total` properties to mount now: the first rows, then one chunk more after each paint
 * (the boundaries of chunksOf). Everything is mounted before anyone could submit in practice; should a submit
 * come earlier, the rest mounts synchronously in the submit event's capture phase, before rjsf validates, so
 * that focusing the first error always finds its field. `anchor` is an element inside the form.
 */
export function useProgressiveCount(total: number, columns: number, anchor: RefObject<HTMLElement | null>): number {
  const [mounted, setMounted] = useState(() => FIRST_ROWS * columns);
  const complete = mounted >= total;

  useEffect(() => {
    if (complete) return undefined;
    return afterNextPaint(() => startTransition(() => setMounted((count) => count + CHUNK_ROWS * columns)));
  }, [complete, mounted, columns]);

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (complete || !form) return undefined;
    const mountAll = () => flushSync(() => setMounted(total));
    form.addEventListener('submit', mountAll, true);
    return () => form.removeEventListener('submit', mountAll, true);
  }, [anchor, complete, total]);

  return Math.min(mounted, total);
}
