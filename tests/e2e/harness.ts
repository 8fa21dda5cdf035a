// Shared set-up for the end-to-end suites: a reference server on a free port with a fresh in-memory
// database, Debian's Chromium driven by playwright-core, and an axe-core check.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../../server/app';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// FLOWDESK_E2E_DIST lets parallel work test its own build (vite build --outDir <dir>).
const DIST = process.env.FLOWDESK_E2E_DIST ? resolve(process.env.FLOWDESK_E2E_DIST) : resolve(import.meta.dirname, '../../dist');

export interface Portal {
  /** origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** absolute URL of an in-app path: url('/login') → http://127.0.0.1:41234/fvue/login */
  url(path: string): string;
  close(): Promise<void>;
}

export async function startPortal(options: { tokenTtlSeconds?: number } = {}): Promise<Portal> {
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

/** Runs axe-core on the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  // Measured at rest: the pointer that pressed a button leaves it (a hover colour is a passing state, and Semi's
  // hovered light buttons fail the contrast check), then the transitions below end.
  await page.mouse.move(-1, -1);
  // Colour contrast of a fading element (a table appearing, a toast leaving) depends on the moment:
  // let the finite animations and transitions end first (at most 2 s; spinners run forever and are skipped).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 200) })),
    }));
  });
  // A toast whose time is up may start fading out while axe runs; a leaving element's contrast is not a finding.
  const leaving = (target: unknown) => JSON.stringify(target).includes('animation-hide');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter((node) => !leaving(node.target)) } : v))
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
