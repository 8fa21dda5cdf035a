// Arranging my home (issue 23): zhangsan drags a column, moves one by keyboard, removes one, resizes a cell and
// saves; after a reload home is drawn the same; a removed tab row stays removed; admin's home is untouched; reset
// brings the default back. axe finds nothing serious in the editor, in both languages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, setUpSuite, signedInPage } from './suite';

const suite = setUpSuite();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const editorOf = (page: Page) => page.getByRole('region', { name: '布局设置' });

async function openEditor(page: Page) {
  await page.getByRole('button', { name: '布局设置' }).click();
  const editor = editorOf(page);
  await editor.getByRole('group', { name: '第 1 行第 1 列' }).waitFor();
  return editor;
}

/** The column names of a home cell, top to bottom. */
const namesInCell = async (page: Page, cell: number) =>
  page.locator('.fd-layout-grid').first().locator('.fd-layout-cell').nth(cell).locator('section.fd-column > header.fd-column-header > h2').allTextContents();

describe('my home layout', () => {
  it('arranges, saves and reads back the same after a reload; another user keeps the default; reset restores it', { timeout: 240_000 }, async () => {
    const page = await signedInPage(suite, 'zhangsan');
    await column(page, '园区值班').waitFor();
    const editor = await openEditor(page);
    await expectAccessible(page, 'layout editor');

    // Drag and drop: 今日会议 onto 图片新闻, the first column of the first cell.
    await editor.locator('li[data-alias="todayMeeting"]').dragTo(editor.locator('li[data-alias="homeCarousel"]'));
    await editor.getByRole('status').filter({ hasText: '今日会议 已移到第 1 行第 1 列第 1 位' }).waitFor();
    // Keyboard: focus 待办事项's move-down button and press Enter twice.
    await editor.getByRole('button', { name: '下移 待办事项' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await editor.getByRole('status').filter({ hasText: '待办事项 已移到第 1 行第 2 列第 1 位' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('下移 待办事项');
    await editor.getByRole('button', { name: '移除 园区值班' }).click();
    const width = editor.getByRole('spinbutton', { name: '第 1 行第 1 列的宽度（1–24）' });
    await width.fill('14');
    await width.press('Tab');
    await editor.getByRole('button', { name: '保存' }).click();
    await page.getByRole('button', { name: '布局设置' }).waitFor();

    await page.reload();
    await column(page, '今日会议').waitFor();
    expect((await namesInCell(page, 0)).slice(0, 3)).toEqual(['今日会议', '图片新闻', '我的申请']);
    expect((await namesInCell(page, 1))[0]).toBe('待办事项');
    expect(await column(page, '园区值班').count()).toBe(0);
    expect(await page.locator('.fd-layout-grid').first().locator('.fd-layout-cell').first().getAttribute('style')).toContain('--fd-span: 14');

    // Removing the tab row is remembered.
    await page.getByRole('tab', { name: '通知公告' }).waitFor();
    await page.getByRole('button', { name: '移除此标签组' }).click();
    await expect.poll(() => page.getByRole('tab', { name: '通知公告' }).count()).toBe(0);
    await page.waitForTimeout(500);
    await page.reload();
    await column(page, '今日会议').waitFor();
    await column(page, '月度销售额').waitFor();
    expect(await page.getByRole('tab', { name: '通知公告' }).count()).toBe(0);

    // admin's home is the default still.
    const admin = await signedInPage(suite, 'admin');
    await column(admin, '园区值班').waitFor();
    await admin.getByRole('tab', { name: '通知公告' }).waitFor();
    expect((await namesInCell(admin, 0))[0]).toBe('图片新闻');
    await admin.context().close();

    // Reset: the default again.
    const again = await openEditor(page);
    await again.getByRole('button', { name: '恢复默认' }).click();
    await again.getByRole('button', { name: '确认恢复' }).click();
    await column(page, '园区值班').waitFor();
    await page.getByRole('tab', { name: '通知公告' }).waitFor();
    expect((await namesInCell(page, 0))[0]).toBe('图片新闻');
    await page.context().close();
  });

  it('is accessible in English too, at 390 px', { timeout: 120_000 }, async () => {
    const page = await signedInPage(suite, 'zhangsan', { language: 'en-US', width: 390, height: 844 });
    await page.getByRole('button', { name: 'Arrange my home' }).click();
    await page.getByRole('region', { name: 'Arrange my home' }).getByRole('group', { name: 'row 1, column 1' }).waitFor();
    await expectAccessible(page, 'layout editor, en-US, 390 px');
    await page.screenshot({ path: '/tmp/wt23l-editor-390-en.png', fullPage: true });
    await page.context().close();
  });
});
