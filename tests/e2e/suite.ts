// One reference server and one browser per suite file, started before its tests and closed after them.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations, signIn, startPortal, type PageOptions, type Portal } from './harness';

export interface Suite {
  readonly portal: Portal;
  readonly browser: Browser;
}

export function setUpSuite(): Suite {
  const suite: { portal?: Portal; browser?: Browser } = {};
  beforeAll(async () => {
    suite.portal = await startPortal();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.close();
  });
  return {
    get portal() {
      if (!suite.portal) throw new Error('the suite has not started yet');
      return suite.portal;
    },
    get browser() {
      if (!suite.browser) throw new Error('the suite has not started yet');
      return suite.browser;
    },
  };
}

/** A page of a new browser context, signed in as `account` (demo passwords) and on the home page. */
export async function signedInPage(suite: Suite, account: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await newPage(suite.browser, { width: 1400, height: 1000, ...options });
  await signIn(page, suite.portal, account, account === 'admin' ? 'admin123' : '123456');
  await page.waitForURL('**/fvue/home');
  return page;
}

/** axe-core finds no serious or critical violation on the page; `where` names the page in the failure. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}
