// Browser benchmark of lists: a 10,000-row custom query through Flowdesk's renderer (adapter, search form,
// virtualized ListTable) against a bare virtualized Semi Table of the same rows, in the same run, in Debian's
// Chromium (headless, playwright-core). Per implementation: `loads` fresh page loads measuring
// navigation → painted (see probes.ts; the loads alternate between the two pages), then one scroll through the
// list with the mouse wheel and a jump to its end, counting long tasks (over 50 ms) on the way.
// `benchLists()` answers the rows of `npm run bench`'s table (tests/bench/run.ts).
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/harness';
import { buildPages, serveDirectory } from '../pages';
import { announced, LIST_PAINTED } from '../signals';
import { BENCH_ROWS, benchColumns, benchDefinition, benchRows } from './data';
import type { ListProbe } from './probes';

export type ListImplementation = 'ours' | 'bare';

/** A row of the bench table (the shape tests/bench/run.ts prints). */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  target: string;
  met: boolean;
}

export interface ListMeasurement {
  implementation: ListImplementation;
  /** median navigation → painted over the loads, ms */
  paintMs: number;
  paintRunsMs: number[];
  /** while scrolling: the longest task and how many exceeded 50 ms */
  longestScrollTaskMs: number;
  scrollTasksOver50: number;
}

const VIEWPORT = { width: 1280, height: 900 };
const LONG_TASK_MS = 50;
const WHEEL_STEPS = 60;
const WHEEL_DELTA = 600;

const median = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)];
const round1 = (value: number) => Math.round(value * 10) / 10;

async function openList(browser: Browser, origin: string, implementation: ListImplementation): Promise<{ page: Page; paintMs: number; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  const painted = announced(page, LIST_PAINTED, 120_000);
  await page.goto(`${origin}/index.html?impl=${implementation}`);
  await painted;
  const paintMs = await page.evaluate(() => window.listProbe.paintedAt ?? Number.NaN);
  return { page, paintMs, close: () => context.close() };
}

/** Wheel through the list, then jump to its end; answers the long tasks seen meanwhile. */
async function scrollThrough(page: Page): Promise<number[]> {
  await page.waitForTimeout(500); // the page settles first: only scrolling's own work is measured
  await page.evaluate(() => window.listProbe.startScrollWatch());
  const body = page.locator('.semi-table-body').first();
  const box = await body.boundingBox();
  if (!box) throw new Error('the table body is not on the page');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < WHEEL_STEPS; step++) {
    await page.mouse.wheel(0, WHEEL_DELTA);
    await page.waitForTimeout(16);
  }
  await body.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await page.waitForFunction((last) => [...document.querySelectorAll('.semi-table-tbody .semi-table-row')].some((row) => row.textContent?.includes(last)), `E${String(BENCH_ROWS).padStart(5, '0')}`, { timeout: 10_000 });
  await page.waitForTimeout(500); // long-task entries arrive after the task
  return page.evaluate(() => (window.listProbe as ListProbe).longTasks);
}

export async function measureLists(options: { loads?: number } = {}): Promise<{ chromium: string; loads: number; results: ListMeasurement[] }> {
  const loads = options.loads ?? 11;
  const pages = await buildPages(import.meta.dirname, { 'rows.json': benchRows(BENCH_ROWS), 'definition.json': benchDefinition, 'columns.json': benchColumns });
  const server = await serveDirectory(pages.dir);
  const { origin } = server;
  const browser = await launchBrowser();
  try {
    const paints: Record<ListImplementation, number[]> = { ours: [], bare: [] };
    const implementations: ListImplementation[] = ['bare', 'ours'];
    // One warm-up load each (disk cache of the browser binary, JIT of the server), not counted.
    for (const implementation of implementations) await (await openList(browser, origin, implementation)).close();
    for (let load = 0; load < loads; load++) {
      for (const implementation of load % 2 === 0 ? implementations : [...implementations].reverse()) {
        const opened = await openList(browser, origin, implementation);
        paints[implementation].push(opened.paintMs);
        await opened.close();
      }
    }
    const results: ListMeasurement[] = [];
    for (const implementation of implementations) {
      const opened = await openList(browser, origin, implementation);
      const tasks = await scrollThrough(opened.page);
      await opened.close();
      results.push({
        implementation,
        paintMs: round1(median(paints[implementation])),
        paintRunsMs: paints[implementation].map(round1),
        longestScrollTaskMs: round1(Math.max(0, ...tasks)),
        scrollTasksOver50: tasks.filter((duration) => duration > LONG_TASK_MS).length,
      });
    }
    return { chromium: browser.version(), loads, results };
  } finally {
    await browser.close();
    await server.close();
    pages.remove();
  }
}

/** The list rows of `npm run bench`: paint against the bare table, and long tasks while scrolling. */
export async function benchLists(options: { loads?: number } = {}): Promise<BenchRow[]> {
  const { results } = await measureLists(options);
  const ours = results.find((result) => result.implementation === 'ours')!;
  const bare = results.find((result) => result.implementation === 'bare')!;
  const rows = BENCH_ROWS.toLocaleString('en-US');
  return [
    {
      name: `list paint, navigation → first screen of ${rows} rows (Flowdesk custom query)`,
      value: ours.paintMs,
      unit: 'ms',
      target: `≤ ${bare.paintMs} ms (bare virtualized Semi Table, same run; runs ${bare.paintRunsMs.join('/')} vs ${ours.paintRunsMs.join('/')})`,
      met: ours.paintMs <= bare.paintMs,
    },
    {
      name: `list scroll through ${rows} rows: tasks over ${LONG_TASK_MS} ms (Flowdesk custom query)`,
      value: ours.scrollTasksOver50,
      unit: `(longest ${ours.longestScrollTaskMs} ms)`,
      target: `0 (bare Semi Table: ${bare.scrollTasksOver50}, longest ${bare.longestScrollTaskMs} ms)`,
      met: ours.scrollTasksOver50 === 0,
    },
  ];
}
