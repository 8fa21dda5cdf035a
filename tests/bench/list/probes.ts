// Page-side measurements of the list benchmark, the same for both pages (they only look at the DOM).
//
// "Painted" is the end of the first frame whose DOM holds the list's first row and enough rows to fill the
// table body: each animation frame, before it is rendered, checks the rows; the frame that passes is painted
// next, and a message posted from that frame's requestAnimationFrame callback is delivered as the first task
// after it, so its performance.now() (ms since navigation start) is the paint time.
// The paint is announced (LIST_PAINTED, ../signals.ts) for the runner, which reads the probe only then.
// Long tasks (over 50 ms) are recorded from when the benchmark says scrolling starts.

import { afterThisFrame } from '../frames';
import { announce, LIST_PAINTED } from '../signals';

export interface ListProbe {
  paintedAt?: number;
  /** durations of the long tasks seen since startScrollWatch(), ms */
  longTasks: number[];
  startScrollWatch(): void;
}

declare global {
  interface Window {
    listProbe: ListProbe;
  }
}

const ROWS = '.semi-table-tbody .semi-table-row';

export function installProbes(firstCode: string, minimumRows: number): void {
  const probe: ListProbe = {
    longTasks: [],
    startScrollWatch() {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    },
  };
  window.listProbe = probe;
  const check = () => {
    const rows = document.querySelectorAll(ROWS);
    if (rows.length < minimumRows || !rows[0]?.textContent?.includes(firstCode)) requestAnimationFrame(check);
    else {
      afterThisFrame(() => {
        probe.paintedAt = performance.now();
        announce(LIST_PAINTED);
      });
    }
  };
  requestAnimationFrame(check);
}
