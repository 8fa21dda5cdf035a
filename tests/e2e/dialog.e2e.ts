// Custom dialogs as form selectors: a replayed form's custom-dialog field opens the supplier dialog (search,
// page, choose, the field shows it), the organisation tree and the user list open the same way, in both
// languages, and every open dialog passes axe. Replayed dialogs show trees and the catalogue error.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, newPage, seriousAxeViolations, signIn } from './harness';
import { setUpSuite } from './suite';

const suite = setUpSuite();
const dialogFixtures = readdirSync(resolve(import.meta.dirname, '../../fixtures/customDialog'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The rows' cells of one column of the dialog's results table. */
async function columnTexts(page: Page, dialogName: string, columnIndex: number): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  return dialog.locator('tbody tr').evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''), columnIndex);
}

describe('custom dialog selectors', () => {
  it('fills a form field from the supplier dialog: search, page, choose', async () => {
    const { page, context } = await newPage(suite.browser);
    await signIn(page, suite.portal, 'admin', 'admin123');
    await page.goto(suite.portal.url('/replay/form/purchase-request'));
    await page.locator('form').first().waitFor();

    await page.getByRole('button', { name: '选择数据 供应商' }).click();
    const dialog = page.getByRole('dialog', { name: '选择供应商' });
    await dialog.getByText('共 101 条').waitFor();
    await expectNoSeriousViolations(page);

    await dialog.getByLabel('供应商名称').fill('上海');
    await dialog.getByRole('button', { name: '查询' }).click();
    // 15 suppliers in Shanghai, one of them blacklisted (the dialog's fixed condition lists active ones only)
    await dialog.getByText('共 14 条').waitFor();
    const firstPage = await columnTexts(page, '选择供应商', 2);
    expect(firstPage).toHaveLength(10);
    for (const name of firstPage) expect(name).toContain('上海');

    await dialog.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => columnTexts(page, '选择供应商', 2)).toHaveLength(4);
    const secondPage = await columnTexts(page, '选择供应商', 2);
    for (const name of secondPage) expect(name).toContain('上海');
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    // Semi draws its own box over the native checkbox: click where the user clicks.
    await dialog.getByRole('checkbox', { name: '选择第 1 行' }).check({ force: true });
    await dialog.getByRole('region', { name: '已选择（1）' }).getByText(secondPage[0]).waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.fd-rjsf-tags').getByText(secondPage[0]).waitFor();
    await context.close();
  });

  it('chooses organisations from the tree and users from the paged list', async () => {
    const { page, context } = await newPage(suite.browser);
    await signIn(page, suite.portal, 'admin', 'admin123');
    await page.goto(suite.portal.url('/replay/form/business-trip'));
    await page.locator('form').first().waitFor();
    await page.getByRole('button', { name: '选择组织 所属部门' }).click();
    const orgs = page.getByRole('dialog', { name: '选择组织' });
    await orgs.getByLabel('筛选 选择组织').fill('研发');
    await orgs.getByRole('checkbox', { name: '研发部' }).waitFor();
    await expectNoSeriousViolations(page);
    await orgs.getByText('研发部', { exact: true }).click();
    await orgs.getByRole('button', { name: '确定' }).click();
    await orgs.waitFor({ state: 'hidden' });
    await page.locator('.fd-rjsf-tags').getByText('研发部', { exact: true }).waitFor();

    await page.goto(suite.portal.url('/replay/form/meeting-room-booking'));
    await page.locator('form').first().waitFor();
    await page.getByRole('button', { name: '选择用户 参会人员' }).click();
    const users = page.getByRole('dialog', { name: '选择用户' });
    await users.getByLabel('姓名').fill('张');
    await users.getByRole('button', { name: '查询' }).click();
    const zhangsan = users.getByRole('row', { name: /zhangsan/ });
    await zhangsan.waitFor();
    await expectNoSeriousViolations(page);
    await zhangsan.getByRole('checkbox').check({ force: true });
    await users.getByRole('button', { name: '确定' }).click();
    await users.waitFor({ state: 'hidden' });
    await page.locator('.fd-rjsf-tags').getByText('张三').waitFor();
    await context.close();
  });

  it('works in English: dialog texts, English names from the server, Esc cancels', async () => {
    const { page, context } = await newPage(suite.browser, { language: 'en-US' });
    await signIn(page, suite.portal, 'admin', 'admin123');
    await page.goto(suite.portal.url('/replay/form/purchase-request'));
    await page.locator('form').first().waitFor();
    await page.getByRole('button', { name: 'Select data Supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a supplier' });
    await dialog.getByText('101 in total').waitFor();
    await dialog.getByLabel('Supplier', { exact: true }).fill('Shanghai');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByText('14 in total').waitFor();
    for (const name of await columnTexts(page, 'Choose a supplier', 2)) expect(name).toMatch(/^Shanghai .* Co\., Ltd\.$/);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('replayed custom dialogs', () => {
  for (const name of dialogFixtures) {
    it(`renders ${name} from its recorded answers, without serious accessibility violations`, async () => {
      const { page, context } = await newPage(suite.browser, { language: name.includes('rest') ? 'en-US' : 'zh-CN' });
      await page.goto(suite.portal.url(`/replay/customDialog/${name}`));
      await page.locator('.fd-custom-dialog').waitFor();
      // loaded: cells (a virtualized table has no tbody), a tree, or the catalogue's error
      await page.locator('.fd-custom-dialog [role="gridcell"], .fd-custom-dialog-tree__node, .fd-custom-dialog [role="alert"]').first().waitFor();
      await expectNoSeriousViolations(page);
      await context.close();
    });
  }

  it('chooses a department with its sub-departments in a tree', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(suite.portal.url('/replay/customDialog/department-tree-multiple'));
    await page.getByText('研发中心', { exact: true }).click();
    const chosen = page.getByRole('region', { name: '已选择（4）' });
    for (const name of ['研发中心', '平台研发部', '应用研发部', '质量保障部']) await chosen.getByText(name).waitFor();
    await expectNoSeriousViolations(page);
    await context.close();
  });

  it('shows invalid POST parameters as the catalogue’s error', async () => {
    const { page, context } = await newPage(suite.browser, { language: 'en-US' });
    await page.goto(suite.portal.url('/replay/customDialog/broken-post-params'));
    await page.getByRole('alert').filter({ hasText: 'The POST parameters are not valid JSON.' }).first().waitFor();
    await expectNoSeriousViolations(page);
    await context.close();
  });
});
