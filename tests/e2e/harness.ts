// Shared set-up for the end-to-end suites: a reference server on a free port with a fresh in-memory
// database, Debian's Chromium driven by playwright-core, and an axe-core check.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import type { FormWire } from '../../server/lib/context';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// FLOWDESK_E2E_DIST lets parallel work test its own build (vite build --outDir <dir>).
export const DIST = process.env.FLOWDESK_E2E_DIST ? resolve(process.env.FLOWDESK_E2E_DIST) : resolve(import.meta.dirname, '../../dist');

export interface Portal {
  /** origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** absolute URL of an in-app path: url('/login') → http://127.0.0.1:41234/fvue/login */
  url(path: string): string;
  close(): Promise<void>;
}

export interface PortalOptions {
  tokenTtlSeconds?: number;
  /** How the server describes process forms: 'html' sends form.formHtml (FLOWDESK_FORM_WIRE=html); default the definition. */
  formWire?: FormWire;
}

export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
  const app = await buildApp({ dbPath: ':memory:', distDir: DIST, logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path: string) => `${origin}/fvue${path.startsWith('/') ? path : `/${path}`}`,
    close: () => app.close(),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  language?: 'zh-CN' | 'en-US';
  width?: number;
  height?: number;
}

/** A fresh context (own storage) with the language preset in local storage. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.language ?? 'zh-CN',
  });
  if (options.language) {
    const language = options.language;
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, language);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Lets the page come to rest: the finite animations and transitions end (spinners run forever and are skipped),
 * and, with `quietMs`, none starts for that long after. At most 3 s.
 */
async function settle(page: Page, quietMs: number): Promise<void> {
  await page.evaluate(async (quiet) => {
    const running = () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && Number.isFinite(Number(timing?.endTime ?? Infinity));
      });
    const deadline = performance.now() + 3000;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (;;) {
      const left = deadline - performance.now();
      if (left <= 0) return;
      await Promise.race([Promise.all(running().map((animation) => animation.finished.catch(() => undefined))), sleep(left)]);
      const quietUntil = Math.min(deadline, performance.now() + quiet);
      while (performance.now() < quietUntil && running().length === 0) await sleep(50);
      if (running().length === 0) return;
    }
  }, quietMs);
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 200) })),
    }));
  });
}

// Semi marks a toast or notification with its animation class for as long as it is shown.
const inNotice = (phase: 'show' | 'hide') => (node: { target: string[] }) => JSON.stringify(node.target).includes(`animation-${phase}`);

/** Runs axe-core on the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  // Measured at rest: the pointer that pressed a button leaves it (a hover colour is a passing state, and Semi's
  // hovered light buttons fail the contrast check), then the transitions below end. Colour contrast of a fading
  // element (a table appearing, a toast leaving) depends on the moment.
  await page.mouse.move(-1, -1);
  await settle(page, 0);
  let violations = await runAxe(page);
  // Notices may still be arriving (home's reminders come one every 500 ms), and one that appeared while axe ran
  // was measured half faded in: measure again once no animation has started for longer than that spacing.
  if (violations.some((v) => v.id === 'color-contrast' && v.nodes.some(inNotice('show')))) {
    await settle(page, 700);
    violations = await runAxe(page);
  }
  // A toast whose time is up may start fading out while axe runs; a leaving element's contrast is not a finding.
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter((node) => !inNotice('hide')(node)) } : v))
    .filter((v) => v.nodes.length > 0);
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join('\n  ')}`).join('\n');
}

/** Signs in through the login form and waits until the authenticated layout shows. */
export async function signIn(page: Page, portal: Portal, account: string, password: string, path = '/login'): Promise<void> {
  await page.goto(portal.url(path));
  await page.getByLabel(/^(账号|Account)$/).fill(account);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登\s*录|Log\s*in|Sign\s*in)$/i }).click();
  await page.waitForURL((url) => !url.pathname.includes('/login'));
}
