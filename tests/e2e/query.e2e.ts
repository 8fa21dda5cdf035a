// Custom queries and query views in the browser: every fixture replays without a server (the catalogue
// errors as toasts and in place), and a query view runs against the reference server — conditions, paging,
// sorting, hostile values, export to .xlsx — in both languages, each page without serious axe violations.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, newPage, seriousAxeViolations, signIn, type AxeViolation } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();
const fixturesOf = (kind: string) =>
  readdirSync(resolve(import.meta.dirname, `../../fixtures/${kind}`))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));

/** The catalogue error each error fixture shows, as zh-CN text. */
const CATALOGUE: Record<string, string> = {
  'error-post-param': 'POST参数不是有效的JSON格式',
  'error-condition-json': '条件字段的JSON格式错误',
  'error-empty-url': 'Restful类型的url地址为空',
  'error-empty-answer': '返回的数据为空',
  'error-not-json': '将返回值解析为JSON对象时出错了',
  'error-no-list': '从返回的数据中提取数组时出错了',
  'error-unreadable': '返回的数据无法解析',
  'error-unsafe-request': 'url地址只能是',
};

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/**
 * Serious violations inside `selector` only: authenticated pages carry the portal's header and the statement
 * menu, which their own suites check; this suite checks what the query view adds.
 */
async function expectNoSeriousViolationsWithin(page: Page, selector: string): Promise<void> {
  await seriousAxeViolations(page); // loads axe-core into the page
  const violations = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ include: [[scope]] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, html: node.html.slice(0, 200) })) }));
  }, selector);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const results = (page: Page) => page.locator('section.fd-list-table');
const firstCell = (page: Page, column: number) => results(page).locator('.semi-table-tbody .semi-table-row').first().locator('.semi-table-row-cell').nth(column);

describe('replay of the custom query fixtures', () => {
  for (const name of fixturesOf('customQuery')) {
    it(`renders ${name}${CATALOGUE[name] ? ' with its catalogue error' : ''}`, async () => {
      const { page, context } = await newPage(suite.browser);
      await page.goto(suite.portal.url(`/replay/customQuery/${name}`));
      await page.locator('section.fd-query h2').waitFor();
      if (CATALOGUE[name]) {
        await results(page).getByRole('alert').filter({ hasText: CATALOGUE[name] }).waitFor();
        await page.locator('.semi-toast-content').filter({ hasText: CATALOGUE[name] }).first().waitFor();
      } else {
        await results(page).locator('.semi-table-tbody .semi-table-row').first().waitFor();
      }
      await expectNoSeriousViolations(page);
      await context.close();
    });
  }

  it('pages a recorded query and virtualizes a long one, in English', async () => {
    const { page, context } = await newPage(suite.browser, { language: 'en-US' });
    await page.goto(suite.portal.url('/replay/customQuery/employee-search'));
    await page.getByRole('heading', { name: 'Employee search' }).waitFor();
    await page.getByText('6000 in total').waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await expect.poll(() => firstCell(page, 0).textContent()).toBe('E00011');

    await page.goto(suite.portal.url('/replay/customQuery/employee-roster-all'));
    await results(page).locator('.semi-table-tbody .semi-table-row').first().waitFor();
    // 300 recorded rows, only those in view are in the DOM
    expect(await results(page).locator('.semi-table-tbody .semi-table-row').count()).toBeLessThan(60);
    await context.close();
  });
});

describe('replay of the query view fixtures', () => {
  for (const name of fixturesOf('queryView')) {
    it(`renders ${name}`, async () => {
      const { page, context } = await newPage(suite.browser);
      await page.goto(suite.portal.url(`/replay/queryView/${name}`));
      await page.locator('section.fd-query h2').waitFor();
      // this view searches only when asked
      if (name === 'sales-monthly') await page.getByRole('button', { name: '查询' }).click();
      await results(page).locator('.semi-table-tbody .semi-table-row').first().waitFor();
      await expectNoSeriousViolations(page);
      await context.close();
    });
  }
});

describe('a query view on the reference server', () => {
  const ROSTER = '/statement/querySql/queryView/employeeSql/roster';

  it('searches with conditions, pages, sorts and exports to .xlsx', async () => {
    const { page, context } = await newPage(suite.browser);
    await signIn(page, suite.portal, 'admin', 'admin123', `/login?redirect=${encodeURIComponent(ROSTER)}`);
    await page.getByRole('heading', { name: '员工花名册' }).waitFor();
    await page.getByText('共 6000 条').waitFor();
    await expectNoSeriousViolationsWithin(page, '.fd-query-view-page');

    await page.getByLabel('姓名', { exact: true }).fill('王');
    await page.getByLabel('入职日期（起）').fill('2015-01-01');
    await page.getByLabel('入职日期（起）').press('Enter');
    await expect.poll(async () => page.getByText(/^共 \d+ 条$/).textContent()).not.toBe('共 6000 条');
    const total = Number((await page.getByText(/^共 \d+ 条$/).textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);
    const names = await results(page).locator('.semi-table-tbody .semi-table-row').evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ''));
    expect(names.every((name) => name.includes('王'))).toBe(true);

    const firstOfPage1 = await firstCell(page, 0).textContent();
    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.locator('[aria-current="page"]').filter({ hasText: '2' }).waitFor();
    await expect.poll(() => firstCell(page, 0).textContent()).not.toBe(firstOfPage1);

    // the view's default order is by code, ascending; a header click sorts on the server: descending
    await results(page).locator('th[aria-sort="ascending"]').waitFor();
    await results(page).getByRole('button', { name: '工号' }).click();
    await results(page).locator('th[aria-sort="descending"]').waitFor();
    await expect.poll(async () => {
      const codes = await results(page).locator('.semi-table-tbody .semi-table-row').evaluateAll((rows) => rows.map((row) => row.children[0]?.textContent ?? ''));
      return codes.length > 1 && codes.every((code, index) => index === 0 || code <= codes[index - 1]);
    }).toBe(true);

    // the hidden salary column is not exported; the file holds every matching row
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出全部数据' }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['工号', '姓名', '性别', '部门', '岗位', '入职日期', '状态']);
    expect(sheet.rowCount - 1).toBe(total);
    await context.close();
  });

  it('finds nothing for hostile values, without an error, and works in English', async () => {
    const { page, context } = await newPage(suite.browser, { language: 'en-US' });
    await signIn(page, suite.portal, 'admin', 'admin123', `/login?redirect=${encodeURIComponent(ROSTER)}`);
    await page.getByRole('heading', { name: 'Employee roster' }).waitFor();
    await page.getByText('6000 in total').waitFor();
    for (const value of ["' OR 1=1 --", '%', '_']) {
      await page.getByLabel('Name', { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('0 in total').waitFor();
      await results(page).getByText('No data').waitFor();
      expect(await results(page).getByRole('alert').count()).toBe(0);
    }
    await expectNoSeriousViolationsWithin(page, '.fd-query-view-page');
    await context.close();
  });

  it('shows the not-found page for an unknown view', async () => {
    const { page, context } = await newPage(suite.browser);
    await signIn(page, suite.portal, 'admin', 'admin123', `/login?redirect=${encodeURIComponent('/statement/querySql/queryView/employeeSql/nope')}`);
    await page.getByText('未找到查询视图 employeeSql/nope').waitFor();
    await expectNoSeriousViolationsWithin(page, '.fd-query-view-page');
    await context.close();
  });
});
