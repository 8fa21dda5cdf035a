// Page-side measurements of the form benchmark, the same for both implementations (they only look at the DOM).
//
// "Painted" is the end of the first frame whose DOM holds the text inputs of every field that starts inside
// the viewport: each animation frame, before the browser renders it, checks whether the last text input is at
// or below the bottom of the viewport (or all `fieldCount` are there); the frame that passes is rendered
// and painted next, and a message posted from that frame's requestAnimationFrame callback is delivered as the
// first task after it, so its performance.now() (milliseconds since navigation start) is the paint time.
//
// A keystroke's latency runs from its keydown event's timeStamp (when the browser received the key, so time
// waiting behind a busy main thread counts) to the end of the first frame whose input shows the typed
// character, found the same way: frames are checked until the input's text is one character longer.
//
// When every field is mounted the page announces FORM_MOUNTED (../signals.ts): the runner reads the probe
// only then, so nothing of its own runs in the page during the measured load.
//
// Long tasks (the Long Tasks API: main-thread tasks of 50 ms or more) are recorded too: work a page defers
// until typing pauses shows up there rather than in the keystroke latencies.

import { afterThisFrame } from '../frames';
import { announce, FORM_MOUNTED } from '../signals';

export interface BenchProbe {
  /** ms since navigation start when the page had its code and data and started to build the form. */
  startedAt?: number;
  /** ms since navigation start at the paint of the first viewport of fields. */
  paintedAt?: number;
  /** ms since navigation start when all the fields' inputs were in the DOM. */
  allMountedAt?: number;
  /** keydown → paint of the typed character, ms, in typing order. */
  keystrokes: number[];
  /** Main-thread tasks of 50 ms or more: start (ms since navigation start) and duration. */
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    benchProbe: BenchProbe;
  }
}

/** The form's inputs, a live collection: its length is cheap to read each frame (the bench forms hold text inputs only). */
const inputs = document.getElementsByTagName('input');

function watchFirstViewport(probe: BenchProbe, fieldCount: number): void {
  let viewportFilled = false;
  const check = () => {
    const last = inputs[inputs.length - 1];
    if (!viewportFilled && (inputs.length >= fieldCount || (last !== undefined && last.getBoundingClientRect().top >= window.innerHeight))) {
      viewportFilled = true;
      afterThisFrame(() => (probe.paintedAt = performance.now()));
    }
    if (inputs.length < fieldCount) requestAnimationFrame(check);
    else {
      afterThisFrame(() => {
        probe.allMountedAt = performance.now();
        announce(FORM_MOUNTED);
      });
    }
  };
  requestAnimationFrame(check);
}

function watchKeystrokes(probe: BenchProbe): void {
  document.addEventListener(
    'keydown',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || event.key.length !== 1) return;
      const pressedAt = event.timeStamp;
      const expectedLength = input.value.length + 1;
      const check = () => {
        if (input.value.length >= expectedLength) afterThisFrame(() => probe.keystrokes.push(performance.now() - pressedAt));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
}

function watchLongTasks(probe: BenchProbe): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
}

/** Starts the measurements; call the returned function when the page starts building the form. */
export function installProbes(fieldCount: number): () => void {
  const probe: BenchProbe = { keystrokes: [], longTasks: [] };
  window.benchProbe = probe;
  watchFirstViewport(probe, fieldCount);
  watchKeystrokes(probe);
  watchLongTasks(probe);
  return () => (probe.startedAt = performance.now());
}
