// The statement area end to end: the custom menu, a data template's add → draft → draft list → load → save →
// list → export (a real .xlsx with the row) → import back → report round trip, delete with nothing selected,
// and an axe check of every statement page, in both languages.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { describeViolations, newPage, seriousAxeViolations, signIn } from './harness';
import { chooseFile, setUpSuite } from './suite';

const suite = setUpSuite();
const downloads = mkdtempSync(join(tmpdir(), 'flowdesk-statement-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

async function expectAccessible(page: Page, what: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * Pages are checked as zhangsan: the administrator's header shows "100+" unread messages, whose badge the
 * layout does not yet name and colour accessibly (outside this area); the administrator signs in for what
 * only he may see.
 */
async function signedIn(language: 'zh-CN' | 'en-US' = 'zh-CN', account: [string, string] = ['zhangsan', '123456']) {
  const { page, context } = await newPage(suite.browser, { language });
  await signIn(page, suite.portal, ...account);
  return { page, context };
}

async function readSheet(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A table cell by its text (Semi's cells are grid cells of a grid, or of a virtualized body). */
const cell = (scope: Page | ReturnType<Page['getByRole']>, text: string) => scope.locator('.semi-table-row-cell').getByText(text, { exact: true });

const PROJECT_CODE = 'P2026-9001';
const PROJECT_NAME = '端到端测试项目';

describe('the statement area', () => {
  it('opens the first page of the custom menu and shows a data template’s list', async () => {
    const { page, context } = await signedIn();
    await page.goto(suite.portal.url('/statement'));
    await page.waitForURL(/\/statement\/template\/preview\/projectLedger$/);
    const menu = page.getByRole('navigation', { name: '自定义菜单' });
    await menu.getByRole('link', { name: '项目台账' }).waitFor();
    await page.getByRole('heading', { name: '项目台账', level: 1 }).waitFor();
    await page.getByText('共 180 条').waitFor();
    await expectAccessible(page, 'project ledger');

    await menu.getByRole('link', { name: '合同台账' }).click();
    await page.waitForURL(/\/statement\/template\/preview\/contractLedger$/);
    await page.getByText('共 242 条').waitFor();
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByText('请至少选择一条记录').first().waitFor();
    await expectAccessible(page, 'contract ledger');
    await context.close();
  });

  it('round-trips a record: add → draft → draft list → load → save → list → export → import → report', async () => {
    const { page, context } = await signedIn();
    await page.goto(suite.portal.url('/statement/template/preview/projectLedger'));
    await page.getByText('共 180 条').waitFor();

    // Add, and keep a draft.
    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/\/statement\/template\/form\/projectLedger\/add$/);
    await page.getByRole('heading', { name: '新增 — 项目台账' }).waitFor();
    await page.getByLabel('项目编号').fill(PROJECT_CODE);
    await page.getByLabel('项目名称').fill(PROJECT_NAME);
    await page.getByLabel('项目经理').fill('测试员');
    await page.getByRole('combobox', { name: '所属部门' }).click();
    await page.getByRole('option', { name: '研发中心' }).click();
    await page.getByLabel('预算（元）').fill('120000');
    // Typed dates are taken when the picker loses focus (Enter would submit the form).
    await page.getByLabel('开始日期').fill('2026-01-05');
    await page.getByLabel('项目经理').click();
    await page.getByLabel('结束日期').fill('2026-06-30');
    await page.getByLabel('项目经理').click();
    await expectAccessible(page, 'add form');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('草稿保存成功').waitFor();

    // The draft list, then continue the draft and save the record.
    await page.getByRole('button', { name: '返回列表' }).click();
    await page.getByRole('button', { name: '我的草稿' }).click();
    await page.waitForURL(/\/statement\/draftList\/projectLedger\/false$/);
    await cell(page, PROJECT_CODE).waitFor();
    await expectAccessible(page, 'draft list');
    await page.getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
    await page.getByRole('button', { name: '载入' }).click();
    await page.getByText(`已载入草稿“${PROJECT_CODE}”`).waitFor();
    expect(new URL(page.url()).searchParams.get('draftId')).toBeTruthy();
    await expect(page.getByLabel('项目名称').inputValue()).resolves.toBe(PROJECT_NAME);
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL(/\/statement\/template\/preview\/projectLedger$/);

    // The saved draft is gone; the list shows the record.
    await page.getByText('共 181 条').waitFor();
    await page.getByLabel('项目名称').fill(PROJECT_NAME);
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('共 1 条').waitFor();
    await cell(page, PROJECT_CODE).waitFor();

    // Export the selected row: a real .xlsx holding it.
    await page.getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
    await page.getByRole('button', { name: '导出' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出选中记录' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^项目台账-\d{8}-\d{6}\.xlsx$/);
    const file = join(downloads, 'export.xlsx');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    const sheet = await readSheet(file);
    expect(sheet).toHaveLength(2);
    expect(sheet[0]).toContain('项目编号');
    expect(sheet[1]).toEqual(expect.arrayContaining([PROJECT_CODE, PROJECT_NAME, '研发中心', 120000]));

    // Delete it, import the file back, read the report, and it is listed again.
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').first().waitFor();
    await page.getByText('暂无数据').waitFor();
    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog');
    await chooseFile(dialog, /^Excel 文件（.xlsx）/, file);
    // Checked once the dialog has faded in (half-transparent text fails the contrast check).
    await page.locator('.semi-modal-content-animate-show').waitFor({ state: 'detached' });
    await expectAccessible(page, 'import dialog');
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await dialog.getByText('共 1 行：成功 1 行，失败 0 行').waitFor();
    await dialog.getByRole('cell', { name: '成功', exact: true }).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await cell(page, PROJECT_CODE).waitFor();
    await page.getByText('共 1 条').waitFor();

    // The record in a form opened as a new page: read-only, without the custom menu.
    await page.getByRole('checkbox', { name: '选择第 1 行', exact: true }).check({ force: true });
    await page.getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/\/statement\/template\/form\/projectLedger\/get\?id=/);
    await page.getByRole('heading', { name: '查看 — 项目台账' }).waitFor();
    const id = new URL(page.url()).searchParams.get('id');
    await page.goto(suite.portal.url(`/statement/template/form/projectLedger/get/true/new?id=${id}&startFlow=false&isNewPage=true`));
    await page.getByRole('heading', { name: '查看 — 项目台账' }).waitFor();
    await expect(page.getByLabel('项目编号').inputValue()).resolves.toBe(PROJECT_CODE);
    expect(await page.getByRole('navigation', { name: '自定义菜单' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '返回列表' }).count()).toBe(0);
    await expectAccessible(page, 'form opened as a new page');
    await context.close();
  });

  it('lists classified rows through the secret list call: all for the administrator, the others without "secret"', async () => {
    const admin = await signedIn('zh-CN', ['admin', 'admin123']);
    await admin.page.goto(suite.portal.url('/statement/template/preview/archiveLedger'));
    await admin.page.getByText('共 150 条').waitFor();
    await admin.context.close();

    const { page, context } = await signedIn();
    const listed = page.waitForResponse((response) => response.url().endsWith('/form/dataTemplate/v1/listJsonForSecret'));
    await page.goto(suite.portal.url('/statement/template/preview/archiveLedger'));
    expect((await listed).status()).toBe(200);
    await page.getByRole('heading', { name: '公文归档台账（涉密）', level: 1 }).waitFor();
    await page.getByText(/^共 1[0-4]\d 条$/).waitFor();
    expect(await cell(page, '秘密').count()).toBe(0);
    await expectAccessible(page, 'classified list');
    await context.close();
  });

  it('passes axe on the other statement pages: tree filter, system-module preview', async () => {
    const { page, context } = await signedIn();

    await page.goto(suite.portal.url('/statement/template/preview/meetingBookings'));
    await page.getByText('共 160 条').waitFor();
    await page.getByRole('navigation', { name: '会议室' }).getByText('报告厅').click();
    await page.getByText(/^共 \d{2} 条$/).waitFor();
    await expectAccessible(page, 'tree filter');

    await page.goto(suite.portal.url('/sysModulePreview/statement/template/preview/vehicleBookings/true/false'));
    await page.getByRole('heading', { name: '用车登记', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: '自定义菜单' }).count()).toBe(0);
    await expectAccessible(page, 'system module preview');
    await context.close();
  });

  it('works in English', async () => {
    const { page, context } = await signedIn('en-US');
    await page.goto(suite.portal.url('/statement/template/preview/contractLedger'));
    await page.getByRole('navigation', { name: 'Custom menu' }).waitFor();
    await page.getByRole('heading', { name: 'Contract ledger', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Select at least one record').first().waitFor();
    await expectAccessible(page, 'contract ledger in English');
    await context.close();
  });
});

const templateFixtures = readdirSync(resolve(import.meta.dirname, '../../fixtures/dataTemplate'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('replay of the data-template fixtures (no server, no session)', () => {
  for (const name of templateFixtures) {
    it(`renders ${name} from its recorded answers`, async () => {
      const { page, context } = await newPage(suite.browser);
      await page.goto(suite.portal.url(`/replay/dataTemplate/${name}`));
      await page.locator('.fd-dt-list .semi-table-tbody .semi-table-row').first().waitFor();
      await expectAccessible(page, `replay ${name}`);
      await context.close();
    });
  }

  it('opens a recorded record’s form in replay and goes back', async () => {
    const { page, context } = await newPage(suite.browser, { language: 'en-US' });
    await page.goto(suite.portal.url('/replay/dataTemplate/contract-ledger'));
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit — Contract ledger' }).waitFor();
    await expect(page.getByLabel('Contract number').inputValue()).resolves.toMatch(/^HT-2025-\d{4}$/);
    await expectAccessible(page, 'replayed form');
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByRole('button', { name: 'My drafts' }).click();
    await cell(page, '园区绿化养护服务合同').waitFor();
    await context.close();
  });
});
