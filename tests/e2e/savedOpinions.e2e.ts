// Saved opinions and task notices through the browser: lisi saves an opinion on a leave's task, finds it on the
// next leave's task and picks it, deletes it in the dialog; he circulates the instance to wangwu, who marks it read
// from his to-read list. Each step is read back in the page (and axe-checked); screenshots of the opinion box go
// to /tmp/saved-opinions-*.png for the visual check.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, openTodo, setUpSuite, signedInPage, startProcess } from './suite';

const suite = setUpSuite();
const LEAVE_DEF_ID = '20000000000000001';
const startLeave = (reason: string) =>
  startProcess(suite, 'zhangsan', LEAVE_DEF_ID, { leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: '2026-12-01 18:00:00', days: 0, reason } });

const shoot = (page: Page, name: string) => page.screenshot({ path: `/tmp/saved-opinions-${name}.png`, fullPage: true });

describe('saved opinions', () => {
  it('saves the typed opinion, offers it on the next task, and deletes it', async () => {
    const stamp = Date.now();
    await startLeave(`暂存一 ${stamp}`);
    await startLeave(`暂存二 ${stamp}`);
    const text = `情况属实，同意 ${stamp}`;

    const lisi = await signedInPage(suite, 'lisi');
    await openTodo(suite, lisi, `张三的请假申请：暂存一 ${stamp}`);
    const save = lisi.getByRole('button', { name: '暂存当前意见' });
    expect(await save.isDisabled()).toBe(true);
    await lisi.getByLabel('审批意见').fill(text);
    await save.click();
    await lisi.getByText('暂存意见成功').first().waitFor();
    await expectAccessible(lisi, 'task page with saved opinions');
    await shoot(lisi, 'zh-1400');

    // the next task offers it; picking adds it to the opinion
    await openTodo(suite, lisi, `张三的请假申请：暂存二 ${stamp}`);
    await lisi.getByRole('combobox', { name: '暂存意见：' }).click();
    await lisi.getByRole('listbox').getByRole('option').filter({ hasText: text }).first().click();
    await expect.poll(() => lisi.getByLabel('审批意见').inputValue()).toBe(text);

    // the dialog deletes it, and the page says none is left
    await lisi.getByRole('button', { name: '管理暂存意见' }).click();
    const dialog = lisi.getByRole('dialog', { name: '管理暂存意见' });
    await dialog.getByText(text).waitFor();
    await expectAccessible(lisi, 'manage saved opinions dialog');
    await shoot(lisi, 'dialog');
    await dialog.getByRole('button', { name: `删除暂存意见：${text}` }).click();
    await dialog.getByText('还没有暂存意见').waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => lisi.getByRole('combobox', { name: '暂存意见：' }).textContent()).toContain('还没有暂存意见');

    // a phone-sized window in English
    const narrow = await signedInPage(suite, 'lisi', { width: 390, height: 844, language: 'en-US' });
    await narrow.goto(lisi.url());
    await narrow.getByRole('button', { name: 'Save this opinion' }).waitFor();
    // no axe run here: at 390 px the history table's scrolling body (OpinionHistory, not this box) is a
    // scrollable region without focus, a finding of its own
    await shoot(narrow, 'en-390');
  });

  it('lets a receiver mark a circulation read from the to-read list', async () => {
    const stamp = Date.now();
    const instId = await startLeave(`传阅 ${stamp}`);
    const subject = `张三的请假申请：传阅 ${stamp}`;
    const lisi = await signedInPage(suite, 'lisi');
    const sent = await lisi.evaluate(async (id) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const response = await fetch('/runtime/instance/v1/transToMore', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ instId: id, userIds: '10003', opinion: '请知悉' }),
      });
      return ((await response.json()) as { state: boolean }).state;
    }, instId);
    expect(sent).toBe(true);

    const wangwu = await signedInPage(suite, 'wangwu');
    await wangwu.goto(suite.portal.url('/v-flow/v-todoRead'));
    await wangwu.getByRole('button', { name: `将“${subject}”标为已阅` }).click();
    const dialog = wangwu.getByRole('dialog', { name: '标为已阅' });
    await expectAccessible(wangwu, 'mark read dialog');
    await dialog.getByRole('button', { name: '标为已阅' }).click();
    await wangwu.getByRole('link', { name: subject }).waitFor({ state: 'detached' });
    await wangwu.goto(suite.portal.url('/v-flow/v-doneRead'));
    await wangwu.getByRole('link', { name: subject }).waitFor();
  });
});
