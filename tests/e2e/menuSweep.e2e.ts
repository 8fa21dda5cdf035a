// Every seeded menu leaf leads to a working page (issue 23): for zhangsan and admin, in both languages, each leaf
// of the menus API is opened as the side menu opens it and fails on a placeholder text, an error page, a failed
// API call (4xx/5xx), an uncaught page error or a serious/critical axe violation. One server and one browser for
// the file, one context per account and language.
import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { describeViolations, newPage, seriousAxeViolations, signIn } from './harness';
import { leaves, menuTree, open, settle, trackCalls } from './menuLeaves';
import { setUpSuite } from './suite';

const suite = setUpSuite();

const PLACEHOLDERS = /该页面暂未开放|尚未开放|not available yet|does not offer yet/i;

async function sweep(account: string, password: string, language: 'zh-CN' | 'en-US'): Promise<void> {
  const { page, context } = await newPage(suite.browser, { width: 1440, height: 900, language });
  const failedCalls: string[] = [];
  const pageErrors: string[] = [];
  const origin = new URL(suite.portal.url('/')).origin;
  const pending = trackCalls(page, origin);
  page.on('response', (response: Response) => {
    if (response.status() >= 400 && response.url().startsWith(origin)) {
      failedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, suite.portal, account, password);
  await page.waitForURL('**/fvue/home');
  const visited = leaves(await menuTree(page));
  expect(visited.length).toBeGreaterThan(20);

  const problems: string[] = [];
  for (const { path, item } of visited) {
    failedCalls.length = 0;
    pageErrors.length = 0;
    await open(page, path);
    await settle(page, pending);
    const where = `${account} ${language} ${path} (${item.name})`;
    const text = await page.locator('#root').innerText();
    if (PLACEHOLDERS.test(text)) problems.push(`${where}: placeholder text`);
    const errorPages = await page.locator('.fd-app-error, .fd-result[data-illustration="failure"], .fd-result[data-illustration="notFound"], .fd-result[data-illustration="noAccess"]').count();
    if (errorPages > 0) problems.push(`${where}: error page "${(await page.locator('.fd-result, .fd-app-error').first().innerText()).replace(/\s+/g, ' ')}"`);
    for (const call of failedCalls) problems.push(`${where}: failed call ${call}`);
    for (const error of pageErrors) problems.push(`${where}: uncaught error ${error}`);
    // a list still fading in from its loading state is measured again once it has settled
    let violations = await seriousAxeViolations(page);
    if (violations.length > 0) {
      await page.waitForTimeout(1500);
      await settle(page, pending);
      violations = await seriousAxeViolations(page);
    }
    if (violations.length > 0) problems.push(`${where}: axe\n${describeViolations(violations)}`);
  }
  await context.close();
  expect(problems, problems.join('\n')).toEqual([]);
}

describe('menu sweep', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`opens every menu leaf of zhangsan (${language})`, () => sweep('zhangsan', '123456', language), 900_000);
    it(`opens every menu leaf of admin (${language})`, () => sweep('admin', 'admin123', language), 900_000);
  }
});
