// One reference server and one browser per suite file, started before its tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startPortal, type Portal } from './harness';

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
