// The import page: a real .xlsx built on the downloaded import template goes into the project ledger; one row is
// stored, one is refused with its reason.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseFile, chooseOption, expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();
const files = mkdtempSync(join(tmpdir(), 'flowdesk-import-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

const GOOD_ROW: Record<string, string | number> = {
  项目编号: 'IMP-9001',
  项目名称: '导入测试项目',
  项目经理: '张三',
  所属部门: '研发中心',
  状态: '未开始',
  '预算（元）': 50000,
  开始日期: '2026-12-01',
  结束日期: '2026-12-31',
};

describe('data import', () => {
  it('imports a file into the chosen template and shows the result of every row', async () => {
    const page = await signedInPage(suite, 'admin');
    await page.goto(suite.portal.url('/v-commonImport/v-importMain'));
    await chooseOption(page, '导入到', '项目台账');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载导入模板' }).click();
    const template = join(files, 'template.xlsx');
    await (await downloading).saveAs(template);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(template) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toEqual(expect.arrayContaining(Object.keys(GOOD_ROW)));
    sheet.addRow(headers.map((header) => GOOD_ROW[header] ?? null));
    sheet.addRow(headers.map((header) => (header === '项目编号' ? null : (GOOD_ROW[header] ?? null))));
    const upload = join(files, 'rows.xlsx');
    await workbook.xlsx.writeFile(upload);

    await chooseFile(page, /^Excel 文件（.xlsx）/, upload);
    await expectAccessible(page, 'import page');
    await page.getByRole('button', { name: '开始导入' }).click();
    await page.getByText('共 2 行：成功 1 行，失败 1 行').waitFor();
    await page.getByRole('cell', { name: /项目编号/ }).waitFor();
    await expectAccessible(page, 'import result');
    await page.context().close();
  });
});
