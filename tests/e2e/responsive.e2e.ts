// Fits the screen (issue 25, docs/layout.md): home and the main list and form pages at 1366, 1024 and 390 px wide
// scroll neither the document nor the layout's main area sideways, and the header fits its row; in zh-CN at every
// width, in en-US at the phone width; every page of zhangsan's menus runs off nowhere at the phone width. One
// signed-in page for the whole file: the window is resized between pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn } from './harness';
import { leaves, menuTree, open, settle, trackCalls } from './menuLeaves';
import { expectAccessible, scrollThroughHome, setUpSuite } from './suite';

const suite = setUpSuite();

/** The pages a user meets most: home, the flow lists, a data-template ledger, a generated query list, news, mail, a form. */
const PAGES = [
  { path: '/home', ready: '.fd-home section.fd-column' },
  { path: '/v-flow/v-todo', ready: 'main table' },
  { path: '/v-flow/v-done', ready: 'main table' },
  { path: '/v-flow/v-request', ready: 'main table' },
  { path: '/statement/template/preview/contractLedger', ready: 'main table' },
  { path: '/statement/querySql/queryView/userQuery/userQuery', ready: 'main table' },
  { path: '/newsList/0', ready: 'main a[href*="/news/"]' },
  { path: '/v-mail/v-mailList', ready: 'main .fd-mail__layout' },
  { path: '/agentStartByKey/leave', ready: 'main form' },
] as const;

const WIDTHS = [1366, 1024, 390] as const;

interface Overflow {
  document: { scrollWidth: number; innerWidth: number };
  main: { scrollWidth: number; clientWidth: number };
  /** How far the header's last item reaches past the window's right edge (≤ 0 when it fits). */
  headerOverflow: number;
  /** Elements of the page that reach past the window's right edge outside any box that scrolls or clips them. */
  cutOff: string[];
}

function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector<HTMLElement>('.fd-main');
    const tools = document.querySelector<HTMLElement>('.fd-header__tools');
    return {
      document: { scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth },
      main: { scrollWidth: main?.scrollWidth ?? 0, clientWidth: main?.clientWidth ?? 0 },
      headerOverflow: tools ? tools.getBoundingClientRect().right - window.innerWidth : 0,
      cutOff: [...(main?.querySelectorAll<HTMLElement>('*') ?? [])]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || box.right <= window.innerWidth + 1) return false;
          // Inside a table's own scroller, a carousel or an ellipsis, reaching past the edge is by design.
          for (let parent = element.parentElement; parent && parent !== main; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== 'visible') return false;
          }
          return true;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right ${Math.round(element.getBoundingClientRect().right)})`)
        .slice(0, 5),
    };
  });
}

let page: Page;

async function show(path: string, ready: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(suite.portal.url(path));
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  // Below-the-fold home columns are drawn as they come near: scroll them all in before measuring.
  if (path === '/home') await scrollThroughHome(page);
  await page.waitForLoadState('networkidle');
}

async function expectFits(where: string): Promise<void> {
  const overflow = await measureOverflow(page);
  expect(overflow.document.scrollWidth, `${where}: the document scrolls sideways`).toBeLessThanOrEqual(overflow.document.innerWidth);
  expect(overflow.main.scrollWidth, `${where}: the main area scrolls sideways`).toBeLessThanOrEqual(overflow.main.clientWidth);
  expect(overflow.headerOverflow, `${where}: the header runs off the window`).toBeLessThanOrEqual(0);
  expect(overflow.cutOff, `${where}: parts of the page run off the window`).toEqual([]);
}

beforeAll(async () => {
  ({ page } = await newPage(suite.browser, { width: 1366, height: 800, language: 'zh-CN' }));
  await signIn(page, suite.portal, 'zhangsan', '123456');
  await page.waitForURL('**/fvue/home');
});

afterAll(async () => {
  await page?.context().close();
});

describe('fits the screen', () => {
  for (const width of WIDTHS) {
    it(`zh-CN at ${width} px: no page scrolls sideways${width === 390 ? ', and each passes axe' : ''}`, async () => {
      for (const { path, ready } of PAGES) {
        await show(path, ready, width);
        await expectFits(`${path} at ${width} px`);
        if (width === 390) await expectAccessible(page, `${path} at ${width} px`);
      }
    }, 240_000);
  }

  it('stacks the home columns below the grid breakpoint and keeps them side by side above it', async () => {
    const lefts = async () => page.locator('.fd-home .fd-layout-grid').first().locator('> .fd-layout-cell').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    await show('/home', PAGES[0].ready, 1366);
    expect(new Set(await lefts()).size).toBeGreaterThan(1);
    await expectAccessible(page, '/home at 1366 px');
    await show('/home', PAGES[0].ready, 390);
    expect(new Set(await lefts()).size).toBe(1);
  }, 60_000);

  it('scrolls the contract ledger inside its table at 390 px', async () => {
    await show('/statement/template/preview/contractLedger', 'main table', 390);
    const wrapper = page.locator('main .semi-table-wrapper').first();
    const sizes = await wrapper.evaluate((element) => {
      const scroller = element.querySelector<HTMLElement>('.semi-table-body') ?? element;
      return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, right: element.getBoundingClientRect().right };
    });
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.right).toBeLessThanOrEqual(390);
  }, 60_000);

  it('on a phone the side menu is a bar naming the page, opens on demand and folds once an item is chosen', async () => {
    await show('/v-flow/v-todo', 'main table', 390);
    const toggle = page.locator('.fd-side-menu__toggle');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.innerText()).toContain('待办事项');
    const table = await page.locator('main table').first().boundingBox();
    expect(table?.y ?? 1000, 'the list starts in the first screen').toBeLessThan(400);
    // a column keeps room for words: no cell narrower than 8em (14 px text)
    const narrowest = await page.locator('main .semi-table-tbody td:not(.semi-table-column-selection)').evaluateAll((cells) => Math.min(...cells.map((cell) => cell.getBoundingClientRect().width)));
    expect(narrowest).toBeGreaterThanOrEqual(8 * 14 - 1);
    await toggle.click();
    await page.getByRole('link', { name: '已办事项' }).click();
    await page.waitForURL('**/v-flow/v-done');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.innerText()).toContain('已办事项');
    await expectAccessible(page, 'the folded side menu at 390 px');
  }, 60_000);

  it('zh-CN at 390 px: no page of the menus runs off the window', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    const pending = trackCalls(page, new URL(suite.portal.url('/')).origin);
    await page.goto(suite.portal.url('/home'));
    const problems: string[] = [];
    for (const { path } of leaves(await menuTree(page))) {
      await open(page, path);
      await settle(page, pending);
      const overflow = await measureOverflow(page);
      if (overflow.document.scrollWidth > overflow.document.innerWidth) problems.push(`${path}: the document scrolls sideways (${overflow.document.scrollWidth} px)`);
      if (overflow.main.scrollWidth > overflow.main.clientWidth) problems.push(`${path}: the main area scrolls sideways (${overflow.main.scrollWidth} px)`);
      if (overflow.cutOff.length > 0) problems.push(`${path}: runs off the window: ${overflow.cutOff.join(', ')}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 240_000);

  it('en-US at 390 px: no page scrolls sideways, and each passes axe', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'));
    for (const { path, ready } of PAGES) {
      await show(path, ready, 390);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      await expectFits(`${path} at 390 px in English`);
      await expectAccessible(page, `${path} at 390 px in English`);
    }
  }, 240_000);
});
