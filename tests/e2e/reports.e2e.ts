// The report pages (docs/reports.md) on the reference server: the General reports menu with its query-view
// reports over work hours, the flow engine, ceremony days and teams; one report filtered and exported to
// .xlsx; the data screen of six charts; the finance report at a path of its own; a report in English.
// Every page without serious axe violations.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

const results = (page: Page) => page.locator('section.fd-list-table');
const rows = (page: Page) => results(page).locator('.semi-table-tbody .semi-table-row');
const totalOf = async (page: Page) => Number((await page.getByText(/^共 \d+ 条$/).textContent())?.replace(/\D/g, ''));

/**
 * The report of a menu item: its heading, said once (the one list is the section named by it, with no heading of
 * its own), a list with rows, the export button; then the axe check.
 */
async function openReport(page: Page, path: string, title: string, listName: string): Promise<void> {
  await page.goto(suite.portal.url(path));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('region', { name: listName, exact: true }).waitFor();
  await rows(page).first().waitFor();
  expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: '导出全部数据' }).waitFor();
  await expectAccessible(page, path);
}

describe('the general reports', () => {
  it('open from the menu, each a list over seeded or engine data', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await page.goto(suite.portal.url('/addresslist'));
    await page.waitForURL('**/addresslist/v-gsReport');
    await page.getByRole('heading', { level: 1, name: '工时报告' }).waitFor();
    for (const item of ['工时累计', '项目工时', '流程节点统计', '流程实例统计', '庆典日', '客户满意度', '财务报表']) {
      await page.getByRole('link', { name: item, exact: true }).waitFor();
    }
    await openReport(page, '/addresslist/v-gsAccumulate', '工时累计', '工时累计');
    await openReport(page, '/addresslist/v-node', '流程节点统计', '流程节点统计');
    await openReport(page, '/addresslist/v-Instance', '流程实例统计', '流程实例统计');
    await openReport(page, '/addresslist/v-ceremonyDays', '庆典日', '庆典日');
    await openReport(page, '/addresslist/v-projectTeam', '项目团队', '项目团队');
    await page.context().close();
  });

  it('filters the hours report and exports what it found', async () => {
    const page = await signedInPage(suite, 'lisi');
    await openReport(page, '/addresslist/v-gsReport', '工时报告', '工时报告');
    const everything = await totalOf(page);
    await page.getByLabel('姓名', { exact: true }).fill('王');
    await page.getByLabel('姓名', { exact: true }).press('Enter');
    await expect.poll(() => totalOf(page)).toBeLessThan(everything);
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(0);
    const names = await rows(page).evaluateAll((found) => found.map((row) => row.children[2]?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('王'))).toBe(true);
    // the hours column gives one decimal (decimalLen 1): 0.5 beside 5.0, never a bare 5
    const hours = await rows(page).evaluateAll((found) => found.map((row) => row.children[8]?.textContent ?? ''));
    expect(hours.every((text) => /^\d[\d,]*\.\d$/.test(text))).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出全部数据' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await saved.path());
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['日期', '工号', '姓名']);
    expect(sheet.rowCount - 1).toBe(total);
    expect(String(sheet.getRow(2).getCell(3).value)).toContain('王');
    await page.context().close();
  });

  it('shows the data screen: six charts drawn from the seeded tables', async () => {
    const page = await signedInPage(suite, 'zhangsan');
    for (const path of ['/v-designShow', '/v-data/v-designShow']) {
      await page.goto(suite.portal.url(path));
      await page.getByRole('heading', { level: 1, name: '数据大屏' }).waitFor();
      for (const name of ['各区域月度销售额', '各部门正常与加班工时', '各区域客户满意度', '项目状态分布']) {
        await page.getByRole('heading', { level: 2, name }).waitFor();
      }
      await expect.poll(() => page.locator('.fd-report [role="img"] canvas').count(), { timeout: 20_000 }).toBe(6);
      await expectAccessible(page, path);
    }
    await page.context().close();
  });

  it('shows the finance report at any path ending in financeReport and in the menu', async () => {
    const page = await signedInPage(suite, 'wangwu');
    for (const path of ['/financeReport', '/finance/monthly/financeReport', '/addresslist/v-financeReport']) {
      await page.goto(suite.portal.url(path));
      await page.getByRole('heading', { level: 1, name: '财务报表' }).waitFor();
      await page.getByRole('heading', { level: 2, name: '项目预算与成本' }).waitFor();
      await page.getByRole('heading', { level: 2, name: '项目财务报表' }).waitFor();
      await rows(page).first().waitFor();
    }
    await expectAccessible(page, 'financeReport');
    await page.context().close();
  });

  it('works in English', async () => {
    const page = await signedInPage(suite, 'zhaoliu', { language: 'en-US' });
    await page.goto(suite.portal.url('/addresslist/v-customerSatisfaction'));
    await page.getByRole('heading', { level: 1, name: 'Customer satisfaction' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Customer satisfaction by region' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Survey responses', exact: true }).waitFor();
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Export all rows' }).waitFor();
    await page.getByText(/^\d+ in total$/).first().waitFor();
    await expectAccessible(page, 'customer satisfaction in English');
    await page.context().close();
  });
});
