// Browser benchmark of forms: Flowdesk's FormRenderer (Semi theme) against plain @rjsf/core with its default
// theme, or the same form given as a generated template (formHtml: adapted, then painted) against its native
// definition, on forms of `fieldCounts` text fields, in Debian's Chromium (headless, driven by playwright-core).
// Per implementation and size: `loads` fresh page loads (after one unmeasured warm-up load); each measures
// navigation-to-painted (see probes.ts), then, once every field is mounted and the page is idle, types KEYS
// into the third field at a human pace and watches the page for another second.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/harness';
import { buildBenchPages } from './build';
import type { BenchProbe } from './probes';
import { serveDirectory } from '../pages';
import { announced, FORM_MOUNTED } from '../signals';

/** plain rjsf, Flowdesk's form kind on the native definition, and the formHtml kind on the same form as a template. */
export type Implementation = 'rjsf' | 'ours' | 'formHtml';

export interface FormCell {
  implementation: Implementation;
  fields: number;
  /** Median over the page loads, ms since navigation start. */
  paintMs: number;
  paintRunsMs: number[];
  /** Median over the page loads: paint minus the moment the page had its code and data (the form's own work). */
  buildToPaintMs: number;
  /** Median over the page loads: when every field was mounted (ours mounts the rest after the first paint). */
  allMountedMs: number;
  /** Over every keystroke of every load, ms. */
  keystrokeMedianMs: number;
  keystrokeP95Ms: number;
  keystrokes: number;
  /** Every keystroke's latency, load after load, ms. */
  keystrokeSamplesMs: number[];
  /** The longest main-thread task from the first key to a second after the last, ms (0: none of 50 ms or more). */
  longestTypingTaskMs: number;
}

export interface FormsBenchResult {
  chromium: string;
  viewport: { width: number; height: number };
  loads: number;
  typed: string;
  keyDelayMs: number;
  cells: FormCell[];
}

const VIEWPORT = { width: 1280, height: 800 };
const KEYS = 'abcdefghijklmnopqrst';
const KEY_DELAY_MS = 120;
const AFTER_TYPING_MS = 1000;
const TYPED_FIELD = 2;

function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest rank: the smallest sample with at least `fraction` of the samples at or below it.
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

interface LoadMeasurement {
  paintMs: number;
  buildToPaintMs: number;
  allMountedMs: number;
  keystrokes: number[];
  longestTypingTaskMs: number;
}

async function measureLoad(browser: Browser, origin: string, implementation: Implementation, fields: number): Promise<LoadMeasurement> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    const allMounted = announced(page, FORM_MOUNTED, 120_000);
    await page.goto(`${origin}/index.html?impl=${implementation}&n=${fields}`);
    await allMounted;
    await page.waitForTimeout(500); // let deferred work settle: typing starts on an idle page
    const input = page.locator('form input[type="text"]').nth(TYPED_FIELD);
    await input.click();
    await page.waitForTimeout(200);
    const typingFrom = await page.evaluate(() => performance.now());
    await page.keyboard.type(KEYS, { delay: KEY_DELAY_MS });
    await page.waitForFunction((count) => window.benchProbe.keystrokes.length >= count, KEYS.length, { timeout: 30_000 });
    await page.waitForTimeout(AFTER_TYPING_MS);
    const typed = await input.inputValue();
    if (typed !== KEYS) throw new Error(`${implementation}, ${fields} fields: the input holds "${typed}" after typing "${KEYS}"`);
    const { startedAt, paintedAt, allMountedAt, keystrokes, longTasks }: BenchProbe = await page.evaluate(() => window.benchProbe);
    const paintMs = paintedAt ?? NaN;
    const typingTasks = longTasks.filter((task) => task.start + task.duration >= typingFrom).map((task) => task.duration);
    return {
      paintMs,
      buildToPaintMs: paintMs - (startedAt ?? NaN),
      allMountedMs: allMountedAt ?? NaN,
      keystrokes,
      longestTypingTaskMs: Math.max(0, ...typingTasks),
    };
  } finally {
    await context.close();
  }
}

export async function benchForms(options: { fieldCounts?: number[]; loads?: number; implementations?: readonly Implementation[] } = {}): Promise<FormsBenchResult> {
  const fieldCounts = options.fieldCounts ?? [100, 500, 2000];
  const loads = options.loads ?? 3;
  const implementations = options.implementations ?? ['rjsf', 'ours'];
  const pages = await buildBenchPages(fieldCounts);
  const server = await serveDirectory(pages.dir);
  const browser = await launchBrowser();
  try {
    await measureLoad(browser, server.origin, 'ours', fieldCounts[0]); // warm-up: first launch, first requests, JIT
    const cells: FormCell[] = [];
    for (const fields of fieldCounts) {
      // The loads alternate between the implementations, so a busy spell of the machine hits both alike.
      const measured: Record<Implementation, LoadMeasurement[]> = { rjsf: [], ours: [], formHtml: [] };
      for (let load = 0; load < loads; load++) {
        for (const implementation of implementations) measured[implementation].push(await measureLoad(browser, server.origin, implementation, fields));
      }
      for (const implementation of implementations) {
        const runs = measured[implementation];
        const keystrokes = runs.flatMap((run) => run.keystrokes);
        cells.push({
          implementation,
          fields,
          paintMs: round1(percentile(runs.map((run) => run.paintMs), 0.5)),
          paintRunsMs: runs.map((run) => round1(run.paintMs)),
          buildToPaintMs: round1(percentile(runs.map((run) => run.buildToPaintMs), 0.5)),
          allMountedMs: round1(percentile(runs.map((run) => run.allMountedMs), 0.5)),
          keystrokeMedianMs: round1(percentile(keystrokes, 0.5)),
          keystrokeP95Ms: round1(percentile(keystrokes, 0.95)),
          keystrokes: keystrokes.length,
          keystrokeSamplesMs: keystrokes.map(round1),
          longestTypingTaskMs: round1(Math.max(...runs.map((run) => run.longestTypingTaskMs))),
        });
      }
    }
    return { chromium: browser.version(), viewport: VIEWPORT, loads, typed: KEYS, keyDelayMs: KEY_DELAY_MS, cells };
  } finally {
    await browser.close();
    await server.close();
    pages.remove();
  }
}
