// The seeded menu's leaves, opened as the side menu opens them, and a page's settling: shared by the menu sweep
// (menuSweep.e2e.ts) and the screenshot sweep (shoot.ts).
import type { Page } from 'playwright-core';

export interface MenuItem {
  alias: string;
  name: string;
  href?: string;
  menuUrl?: string;
  children?: MenuItem[];
}

/** The statement top menu leads its items to their own /statement pages (src/features/statement/paths.ts). */
const STATEMENT = 'statement';

export async function menuTree(page: Page): Promise<MenuItem[]> {
  return page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
    const response = await fetch('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { value: MenuItem[] }).value;
  });
}

/** Each leaf (an item without children, or with an href) with the path the side menu opens it at. */
export function leaves(tops: readonly MenuItem[]): { path: string; item: MenuItem }[] {
  const found: { path: string; item: MenuItem }[] = [];
  const walk = (top: MenuItem, items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.href || !item.children?.length) {
        const own = item.menuUrl?.startsWith(`/${STATEMENT}/`) ? item.menuUrl : `/${STATEMENT}/template/preview/${item.alias}`;
        found.push({ item, path: top.alias === STATEMENT && !item.href ? own : `/${top.alias}/${item.alias}` });
      } else walk(top, item.children);
    }
  };
  for (const top of tops) walk(top, top.children ?? []);
  return found;
}

/** Calls of the portal in flight, so that a page counts as settled once none has been pending for a moment. */
export function trackCalls(page: Page, origin: string): () => number {
  let pending = 0;
  const own = (url: string) => url.startsWith(origin);
  page.on('request', (request) => void (own(request.url()) && (pending += 1)));
  const done = (request: { url(): string }) => void (own(request.url()) && (pending = Math.max(0, pending - 1)));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending;
}

/** The page settles: no call pending for 400 ms (at most 10 s), then no loading state left (at most 10 s). */
export async function settle(page: Page, pending: () => number): Promise<void> {
  const until = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await page.waitForTimeout(100);
    if (pending() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 400) break;
  }
  await page
    .waitForFunction(() => !document.querySelector('.fd-layout-state, .fd-statement-state, .semi-spin-spinning'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/** In-app navigation, as the side menu does it (the router follows popstate): no reload between leaves. */
export async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', `/fvue${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
